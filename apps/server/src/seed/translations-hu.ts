import { errorMessagesHu } from '@hitelkapu/domain';

/**
 * The shipped Hungarian wording of every screen. Rows seeded from here follow this file on
 * every start; a row a staff member has edited (source 'staff') is left as it is.
 */
const placeholderPage = (title: string, description: string) => ({ title, description });

const publicPages = {
  Registration: placeholderPage('Regisztráció', 'Hozza létre fiókját e-mail címmel vagy telefonszámmal.'),
  RegistrationEmail: placeholderPage(
    'Regisztráció e-mail címmel',
    'Itt adhatja meg e-mail címét és jelszavát. A fiókot egy megerősítő e-mailben küldött linkkel aktiválja.',
  ),
  RegistrationPhone: placeholderPage(
    'Regisztráció telefonszámmal',
    'Itt adhatja meg telefonszámát és jelszavát. A fiókot egy SMS-ben küldött egyszer használatos kóddal aktiválja.',
  ),
  RegistrationSecondFactor: placeholderPage(
    'Regisztráció megerősítése',
    'Itt írhatja be a telefonjára küldött hatjegyű kódot, hogy befejezze a regisztrációt.',
  ),
  Login: placeholderPage('Bejelentkezés', 'Lépjen be fiókjába e-mail címmel vagy telefonszámmal.'),
  LoginEmail: placeholderPage('Belépés e-mail címmel', 'Itt jelentkezhet be e-mail címével és jelszavával.'),
  LoginPhone: placeholderPage(
    'Belépés telefonszámmal',
    'Itt jelentkezhet be telefonszámával és jelszavával, vagy egy SMS-ben kapott kóddal.',
  ),
  LoginSecondFactor: placeholderPage(
    'Kétlépcsős azonosítás',
    'Itt írhatja be a telefonjára küldött hatjegyű kódot a belépés befejezéséhez.',
  ),
  EmailConfirmation: placeholderPage(
    'E-mail cím megerősítése',
    'A megerősítő e-mailben kapott link ide vezet: itt erősítjük meg e-mail címét, és továbbléphet a fiókjába.',
  ),
  ForgotPassword: placeholderPage(
    'Elfelejtett jelszó',
    'Itt kérhet új jelszót. E-mailben linket, telefonszám esetén SMS-kódot küldünk, amellyel új jelszót állíthat be.',
  ),
  LeasingLogin: placeholderPage(
    'Belépés a lízing előminősítéshez',
    'Itt léphet be telefonszámával, hogy folytassa a kereskedőnél megkezdett lízing előminősítést.',
  ),
  LeasingLoginSecondFactor: placeholderPage(
    'Belépés megerősítése',
    'Itt írhatja be a telefonjára küldött hatjegyű kódot a lízing előminősítéshez.',
  ),
  LeasingProfile: placeholderPage('Lízingprofil', 'Itt láthatja lízinghez kapcsolódó adatait.'),
  Leasing: placeholderPage(
    'Lízing előminősítés',
    'A lízing előminősítést a kereskedőjétől kapott linkkel kezdheti el. Ha nincs ilyen linkje, kérje el a kereskedőtől, vagy kérjen visszahívást.',
  ),
  Checkout: placeholderPage(
    'Fizetés részletekben',
    'Itt fejezheti be a webáruházban megkezdett vásárlást: áttekintheti a kosarat, és kiválaszthatja a részletfizetést.',
  ),
  Forbidden: placeholderPage(
    'Nincs hozzáférése ehhez az oldalhoz',
    'Fiókja jelenleg nem használhatja ezt a funkciót. Ha úgy gondolja, hogy ez tévedés, kérjen visszahívást, és munkatársunk segít.',
  ),
};

const internalPages = {
  Onboarding: placeholderPage(
    'Üdvözöljük a Hitelkaputól',
    'Néhány rövid oldalon bemutatjuk, hogyan működik az igénylés, és mire lesz szüksége hozzá.',
  ),
  PreliminaryAssessment: placeholderPage(
    'Előzetes hitelbírálat',
    'Itt adhatja meg a kívánt összeget, futamidőt és jövedelmi adatait, bankszámla-összekapcsolással vagy kézi kitöltéssel.',
  ),
  Offers: placeholderPage(
    'Ajánlataink',
    'Itt láthatja személyre szabott ajánlatainkat havi törlesztőrészlettel, THM-mel és a visszafizetendő teljes összeggel.',
  ),
  UserProfile: placeholderPage(
    'Profilom',
    'Itt kezelheti adatait: jelszót, e-mail címet és telefonszámot módosíthat, és megnézheti elfogadott nyilatkozatait.',
  ),
  UserTodos: placeholderPage('Teendők', 'Itt találja a hiánypótlásokat és az aláírásra váró dokumentumokat.'),
  UserSubmitMissingDocuments: placeholderPage(
    'Hiánypótlás',
    'Itt töltheti fel a kérelméhez hiányzó dokumentumokat.',
  ),
  UserApplications: placeholderPage('Hitelkérelmeim', 'Itt követheti hitelkérelmei állapotát.'),
  UserPurchaseHistory: placeholderPage('Vásárlásaim', 'Itt láthatja részletfizetéssel intézett vásárlásait.'),
  UserPurchase: placeholderPage('Vásárlás részletei', 'Itt láthatja egy vásárlás tételeit és állapotát.'),
  Stores: placeholderPage('Üzletek', 'Itt böngészhet partnerüzleteink között, ahol részletre vásárolhat.'),
  Store: placeholderPage('Üzlet', 'Itt láthatja egy partnerüzlet adatait és ajánlatait.'),
  Application: placeholderPage(
    'Hitelkérelem',
    'Itt töltheti ki lépésről lépésre a hitelkérelmet, igazolhatja személyazonosságát és aláírhatja a szerződést.',
  ),
  LeasingPrescore: placeholderPage(
    'Lízing előminősítés',
    'Itt adhatja meg a lízinghez szükséges adatokat, és rögtön láthatja az előzetes eredményt.',
  ),
};

function flattenPages(pages: Record<string, { title: string; description: string }>) {
  return Object.fromEntries(
    Object.entries(pages).flatMap(([name, page]) => [
      [`pages.${name}.title`, page.title],
      [`pages.${name}.description`, page.description],
    ]),
  );
}

export const publicTokensHu: Record<string, string> = {
  'app.name': 'Hitelkapu',
  'app.tagline': 'Személyi kölcsön, átláthatóan',
  'common.loading': 'Betöltés…',
  'common.retry': 'Újrapróbálom',
  'common.reload': 'Oldal újratöltése',
  'common.close': 'Bezárás',
  'common.cancel': 'Mégse',
  'common.backHome': 'Vissza a kezdőlapra',
  'layout.skipToContent': 'Ugrás a tartalomhoz',
  'layout.homeLink': 'Hitelkapu kezdőlap',
  'layout.footer.tagline': 'Személyi kölcsön és lízing online, magyar nyelven.',
  'layout.footer.cookieSettings': 'Süti-beállítások',
  'layout.footer.copyright': '© 2026 Hitelkapu',
  'layout.demo.title': 'Bemutató üzemmód',
  'layout.demo.text':
    'Ez a Hitelkapu bemutató példánya: a leveleket és SMS-eket a próbapostafiók mutatja, az azonosítás és az aláírás próbakörnyezetben fut. Ne adjon meg valódi adatokat.',
  'layout.demo.mailbox': 'Próbapostafiók megnyitása',
  'layout.leasing.badge': 'Lízing',
  'layout.leasing.partnerNote': 'Kereskedő partnerünkkel együttműködésben',

  'welcome.hero.eyebrow': 'Személyi kölcsön',
  'welcome.hero.title': 'Tudja meg néhány perc alatt, mekkora kölcsönt kaphat',
  'welcome.hero.lead':
    'Adja meg a kívánt összeget és futamidőt, és rögtön látja a havi törlesztőrészletet, a THM-et és a visszafizetendő teljes összeget. Az előzetes hitelbírálat díjmentes, és nem kötelezi semmire.',
  'welcome.benefit.instant.title': 'Azonnali előzetes válasz',
  'welcome.benefit.instant.text': 'Ajánlatainkat a kitöltés után rögtön megmutatjuk.',
  'welcome.benefit.transparent.title': 'Minden költség egy helyen',
  'welcome.benefit.transparent.text':
    'A THM és a teljes visszafizetendő összeg mindig a törlesztőrészlet mellett áll.',
  'welcome.benefit.online.title': 'Teljesen online',
  'welcome.benefit.online.text': 'Az igényléstől az aláírásig mindent elintézhet otthonról, telefonról is.',
  'welcome.tabs.label': 'Belépés vagy regisztráció',
  'welcome.tabs.login': 'Bejelentkezés',
  'welcome.tabs.register': 'Regisztráció',
  'welcome.login.title': 'Jelentkezzen be',
  'welcome.login.lead': 'Lépjen be fiókjába, és folytassa ott, ahol abbahagyta.',
  'welcome.login.email': 'Belépés e-mail címmel',
  'welcome.login.phone': 'Belépés telefonszámmal',
  'welcome.login.forgotPassword': 'Elfelejtette a jelszavát?',
  'welcome.register.title': 'Hozza létre fiókját',
  'welcome.register.lead':
    'A regisztráció néhány perc, és utána rögtön elkezdheti az előzetes hitelbírálatot.',
  'welcome.register.email': 'Regisztráció e-mail címmel',
  'welcome.register.phone': 'Regisztráció telefonszámmal',
  'welcome.safety': 'Adatait titkosított kapcsolaton küldjük, és csak a hitelbírálathoz használjuk.',

  'placeholder.notice': 'Ez a képernyő hamarosan elérhető lesz.',
  'placeholder.whatComes': 'Mi lesz itt?',

  'errors.chunk.title': 'Nem sikerült betölteni az oldalt',
  'errors.chunk.text':
    'Lehet, hogy megszakadt az internetkapcsolat, vagy időközben frissítettük a portált. Töltse újra az oldalt.',
  'errors.unexpected.title': 'Váratlan hiba történt',
  'errors.unexpected.text':
    'Sajnáljuk, valami elromlott. Töltse újra az oldalt, vagy próbálja újra néhány perc múlva.',
  'errors.noToken': 'A művelethez be kell jelentkeznie.',
  ...errorMessagesHu,
  'errors.NETWORK':
    'Nem sikerült kapcsolódni a szerverhez. Ellenőrizze az internetkapcsolatot, és próbálja újra.',
  'errors.TIMEOUT': 'A szerver nem válaszolt időben. Próbálja újra.',

  'validation.required': 'Ezt a mezőt ki kell tölteni.',
  'validation.statementRequired': 'A továbblépéshez fogadja el a nyilatkozatot.',
  'validation.size': 'A megadott érték hossza nem megfelelő.',
  'validation.email': 'Adjon meg érvényes e-mail címet, például nev@pelda.hu.',
  'validation.regex': 'A megadott érték formátuma nem megfelelő.',
  'validation.past': 'A dátum nem lehet későbbi a mai napnál.',
  'validation.future': 'A dátum nem lehet korábbi a mai napnál.',
  'validation.phone': 'Adja meg a telefonszámot +36 20 123 4567 formában.',
  'validation.numeric': 'Ide csak számot írjon.',
  'validation.tooYoung': 'Kölcsönt csak nagykorú ügyfeleinknek nyújthatunk. Ellenőrizze a születési dátumot.',
  'validation.tooOld':
    'Ezzel a születési dátummal a portálon nem igényelhető kölcsön. Ellenőrizze a dátumot, vagy kérjen visszahívást, és munkatársunk segít.',
  'validation.invalid': 'A megadott érték nem megfelelő.',
  'validation.totpCode': 'Írja be a hitelesítő alkalmazásban látható hat számjegyet.',

  'loading.inProgress': 'Folyamatban…',
  'loading.success': 'Kész',
  'loading.failure': 'Nem sikerült',

  'cookies.title': 'Sütik (cookie-k) a Hitelkapun',
  'cookies.summary':
    'A működéshez szükséges sütiket mindig használjuk. Analitikai sütiket csak az Ön engedélyével használunk.',
  'cookies.necessary.label': 'Szükséges sütik',
  'cookies.necessary.description':
    'A bejelentkezéshez és a biztonságos működéshez kellenek, ezért mindig be vannak kapcsolva.',
  'cookies.analytics.label': 'Analitikai sütik',
  'cookies.analytics.description':
    'Névtelen statisztikát készítünk arról, hogyan használják a portált. Hozzájárulását bármikor visszavonhatja a lap alján, a Süti-beállítások linkkel.',
  'cookies.acceptAll': 'Mindet elfogadom',
  'cookies.rejectOptional': 'Csak a szükségesek',
  'cookies.saveSelection': 'Választásom mentése',
  'cookies.saved': 'Süti-beállításait elmentettük.',

  'callMeBack.button': 'Visszahívást kérek',
  'callMeBack.title': 'Visszahívást kérek',
  'callMeBack.lead': 'Adja meg nevét és telefonszámát, és munkatársunk a választott időszakban felhívja.',
  'callMeBack.name.label': 'Név',
  'callMeBack.phone.label': 'Telefonszám',
  'callMeBack.phone.description': 'Például +36 20 123 4567',
  'callMeBack.time.label': 'Mikor hívhatjuk munkanapokon?',
  'callMeBack.time.MORNING': 'Délelőtt (8–12 óra)',
  'callMeBack.time.MIDDAY': 'Délben (12–14 óra)',
  'callMeBack.time.AFTERNOON': 'Délután (14–18 óra)',
  'callMeBack.time.ANY': 'Bármikor 8 és 18 óra között',
  'callMeBack.statement.accept': 'Elolvastam, és hozzájárulok az adataim kezeléséhez',
  'callMeBack.statement.showFull': 'A teljes nyilatkozat',
  'callMeBack.submit': 'Visszahívás kérése',
  'callMeBack.success.title': 'Köszönjük, megkaptuk kérését',
  'callMeBack.success.text': 'Munkatársunk a választott időszakban hívja Önt a megadott számon.',
  'callMeBack.unavailable': 'A visszahívás kérése most nem érhető el. Próbálja újra később.',

  ...flattenPages(publicPages),
};

export const internalTokensHu: Record<string, string> = {
  'nav.label': 'Fiókom menü',
  'nav.profile': 'Profilom',
  'nav.todos': 'Teendők',
  'nav.applications': 'Hitelkérelmeim',
  'nav.purchases': 'Vásárlásaim',
  'nav.stores': 'Üzletek',
  'nav.logout': 'Kijelentkezés',
  'nav.openMenu': 'Menü megnyitása',
  ...flattenPages(internalPages),
};
