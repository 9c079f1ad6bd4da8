/**
 * The leasing pages' wording (spec §2 "/leasing"): the dealer-branded frame, the landing, the
 * leasing login and the leasing profile. Public: a visitor reads them before logging in.
 */
export const publicLeasingTokensHu: Record<string, string> = {
  'leasing.layout.partnerLabel': 'Finanszírozó partner',
  'leasing.layout.homeLink': '{{dealer}}: a lízing kezdőoldala',
  'leasing.layout.loading': 'A kereskedő oldalának betöltése…',

  'leasing.error.notFound.title': 'Ezt a kereskedőt nem találjuk',
  'leasing.error.notFound.text':
    'A link hibás vagy már nem érvényes. Kérjen új linket a kereskedőtől, vagy kérjen visszahívást, és munkatársunk segít.',
  'leasing.error.failed.title': 'A kereskedő oldala most nem töltődött be',
  'leasing.error.failed.text': 'Valószínűleg a kapcsolattal volt gond. Próbálja újra néhány másodperc múlva.',

  'leasing.landing.eyebrow': 'Lízing a kereskedőnél',
  'leasing.landing.title': 'Zárt végű pénzügyi lízing a Hitelkapuval',
  'leasing.landing.lead':
    'Kereskedője a Hitelkapuval együttműködve kínál lízinget. Néhány perc alatt megtudhatja, milyen feltételekkel finanszírozzuk a kiválasztott járművet.',
  'leasing.landing.dealer': 'Kereskedő: {{dealer}}',
  'leasing.landing.what.title': 'Mi a zárt végű pénzügyi lízing?',
  'leasing.landing.what.keeper':
    'A járművet az első naptól Ön használja, a forgalmi engedélyben Ön az üzembentartó.',
  'leasing.landing.what.ownership':
    'Havi részletet fizet. Az utolsó részlet és a maradványérték megfizetése után a jármű az Ön tulajdonába kerül.',
  'leasing.landing.what.credit':
    'Ez fogyasztói hitel: a szerződés előtt megmutatjuk a THM-et, a teljes visszafizetendő összeget és minden költséget.',
  'leasing.landing.steps.title': 'Mi következik?',
  'leasing.landing.steps.login.title': 'Belépés telefonszámmal',
  'leasing.landing.steps.login.text': 'SMS-ben egy egyszer használatos kódot küldünk.',
  'leasing.landing.steps.prescore.title': 'Előminősítés',
  'leasing.landing.steps.prescore.text':
    'Néhány kérdés a jövedelméről; bankszámláját is összekapcsolhatja. Körülbelül 5 perc.',
  'leasing.landing.steps.offers.title': 'Ajánlatok',
  'leasing.landing.steps.offers.text': 'Megmutatjuk a havi részletet, a THM-et és a maradványértéket.',
  'leasing.landing.steps.contract.title': 'Szerződés',
  'leasing.landing.steps.contract.text':
    'Ha elfogadja az ajánlatot, online azonosítás és elektronikus aláírás következik.',
  'leasing.landing.continue': 'Tovább a bejelentkezéshez',
  'leasing.landing.noLink.title': 'A lízinghez a kereskedő linkje vezet',
  'leasing.landing.noLink.text':
    'Az előminősítést a kereskedőjétől kapott linkkel kezdheti el. Ha nincs ilyen linkje, kérje el a kereskedőtől, vagy kérjen visszahívást.',

  'leasing.login.title': 'Belépés a lízing előminősítéshez',
  'leasing.login.lead':
    'Adja meg telefonszámát. SMS-ben egy egyszer használatos kódot küldünk, ezzel lép be.',
  'leasing.login.leadPassword': 'Lépjen be telefonszámával és jelszavával.',
  'leasing.login.about': 'Mi a zárt végű pénzügyi lízing?',
  'leasing.login.noAccount': 'Most jár itt először?',
  'leasing.login.toRegistration': 'Regisztráljon telefonszámmal',
  'leasing.registration.title': 'Regisztráció a lízing előminősítéshez',
  'leasing.registration.lead':
    'Adja meg adatait és egy jelszót. Telefonszámát egy SMS-ben küldött kóddal erősítjük meg.',
  'leasing.code.title': 'Írja be az SMS-ben kapott kódot',
  'leasing.code.lead': 'A kóddal megerősítjük, hogy a telefonszám az Öné.',
  'leasing.code.submit': 'Belépés és tovább az előminősítéshez',

  'leasing.profile.title': 'Lízingprofil',
  'leasing.profile.lead': 'Itt láthatja és módosíthatja adatait.',
  'leasing.profile.toPrescore': 'Vissza az előminősítéshez',
  'leasing.profile.loginNeeded.title': 'Lépjen be a lízingprofilhoz',
  'leasing.profile.loginNeeded.text': 'Adatait belépés után mutatjuk meg.',
};
