import type { statements } from '../db/schema/index.ts';

export const statementSeed: (typeof statements.$inferInsert)[] = [
  {
    identifier: 'call_me_back_privacy',
    version: 1,
    kind: 'CALL_ME_BACK',
    title: 'Hozzájárulás a visszahíváshoz szükséges adatkezeléshez',
    summary: 'Nevét és telefonszámát csak a visszahíváshoz használjuk, és 30 nap múlva töröljük.',
    body: [
      'Hozzájárulok, hogy a Hitelkapu a megadott nevemet és telefonszámomat a kért visszahívás teljesítése céljából kezelje.',
      'Az adatkezelés jogalapja az érintett hozzájárulása (az általános adatvédelmi rendelet, GDPR 6. cikk (1) bekezdés a) pontja).',
      'Az adatokat a visszahívást követő 30 napig őrizzük, majd töröljük. Hozzájárulását bármikor visszavonhatja; a visszavonás nem érinti a korábbi adatkezelés jogszerűségét.',
    ].join('\n\n'),
    isRequired: true,
  },
  {
    identifier: 'terms_of_service',
    version: 1,
    kind: 'REGISTRATION',
    title: 'Általános Szerződési Feltételek',
    summary: 'A portál használatának szabályai: mit vállalunk mi, és mit vállal Ön.',
    body: [
      'A Hitelkapu portál regisztrált ügyfelei előzetes hitelbírálatot kérhetnek, ajánlatokat kaphatnak, és hitelkérelmet nyújthatnak be.',
      'A portálon kapott előzetes eredmény tájékoztató jellegű, nem jelent hitelszerződést és nem kötelez szerződéskötésre sem Önt, sem bennünket.',
      'Ön vállalja, hogy valós adatokat ad meg, belépési adatait titokban tartja, és haladéktalanul jelzi, ha azokhoz illetéktelen személy hozzáférhetett.',
      'A feltételek változásáról a portálon és e-mailben értesítjük; a módosított feltételeket a következő belépéskor kell elfogadnia.',
    ].join('\n\n'),
    isRequired: true,
  },
  {
    identifier: 'privacy_notice',
    version: 1,
    kind: 'REGISTRATION',
    title: 'Adatkezelési tájékoztató',
    summary: 'Milyen adatait kezeljük, mire használjuk, meddig őrizzük, és milyen jogai vannak.',
    body: [
      'Regisztrációs adatait (név, e-mail cím, telefonszám) a szerződés előkészítése és teljesítése céljából kezeljük (GDPR 6. cikk (1) bekezdés b) pont).',
      'A hitelbírálathoz megadott adatokat a fogyasztónak nyújtott hitelről szóló 2009. évi CLXII. törvény szerinti hitelképesség-vizsgálathoz használjuk.',
      'Az ügyfél-átvilágítás adatait a pénzmosás megelőzéséről szóló 2017. évi LIII. törvény szerint 8 évig őrizzük.',
      'Ön kérheti adatai másolatát, helyesbítését, törlését (a törvényi megőrzési kötelezettség keretei között) és kezelésük korlátozását; panaszával a Nemzeti Adatvédelmi és Információszabadság Hatósághoz fordulhat.',
    ].join('\n\n'),
    isRequired: true,
  },
  {
    identifier: 'marketing_consent',
    version: 1,
    kind: 'REGISTRATION',
    title: 'Hozzájárulás ajánlatok küldéséhez',
    summary: 'Nem kötelező: e-mailben és SMS-ben értesítjük kedvezményes ajánlatainkról.',
    body: 'Hozzájárulok, hogy a Hitelkapu kedvezményes hitelajánlatairól e-mailben és SMS-ben tájékoztasson. Hozzájárulásomat bármikor visszavonhatom a profilomban vagy az üzenetekben található linkkel.',
    isRequired: false,
  },
  {
    identifier: 'calculation_data_processing',
    version: 1,
    kind: 'CALCULATION',
    title: 'Hozzájárulás az előzetes hitelbírálathoz szükséges adatkezeléshez',
    summary:
      'A megadott adatait csak az előzetes hitelbírálathoz és az ajánlatok összeállításához használjuk.',
    body: [
      'Hozzájárulok, hogy a Hitelkapu az előzetes hitelbírálat során megadott adataimat (születési dátum, jövedelem, munkaviszony, meglévő hitelek és hitelkeretek) az előzetes hitelbírálat elvégzése és a nekem szóló ajánlatok összeállítása céljából kezelje.',
      'Az adatkezelés jogalapja a szerződés megkötését megelőzően, az én kérésemre tett lépés (GDPR 6. cikk (1) bekezdés b) pont), valamint a fogyasztónak nyújtott hitelről szóló 2009. évi CLXII. törvény szerinti hitelképesség-vizsgálat.',
      'A Hitelkapu az adataimat az Adatkezelési tájékoztatóban megadott ideig őrzi. Kérhetem adataim másolatát, helyesbítését és törlését a törvényi megőrzési kötelezettség keretei között.',
    ].join('\n\n'),
    isRequired: true,
  },
  {
    identifier: 'calculation_not_binding',
    version: 1,
    kind: 'CALCULATION',
    title: 'Az előzetes eredmény tájékoztató jellegű',
    summary:
      'Az előzetes eredmény nem kötelező ajánlat. Automatizált döntés állítja elő, és kérésére munkatársunk felülvizsgálja.',
    body: [
      'Tudomásul veszem, hogy az előzetes hitelbírálat eredménye és a megjelenített ajánlatok tájékoztató jellegűek: nem minősülnek kötelező ajánlatnak, és nem jelentenek hitelszerződést.',
      'Az előzetes eredményt automatizált döntéshozatal állítja elő az általam megadott adatok alapján. Kérhetem, hogy a döntést munkatárs vizsgálja felül, kifejthetem az álláspontomat, és kifogást emelhetek a döntéssel szemben (GDPR 22. cikk (3) bekezdés; az (EU) 2023/2225 irányelv 18. cikke).',
      'A végleges döntés a hitelkérelem benyújtása után születik, a benyújtott dokumentumok és a Központi Hitelinformációs Rendszer (KHR) adatainak ellenőrzése alapján.',
    ].join('\n\n'),
    isRequired: true,
  },
  {
    identifier: 'application_khr_data_transfer',
    version: 1,
    kind: 'APPLICATION',
    title: 'Nyilatkozat a Központi Hitelinformációs Rendszerbe (KHR) történő adatátadásról',
    summary:
      'Tudomásul veszem, hogy hitelszerződés megkötésekor adataimat a KHR-be továbbítják, és hozzájárulhatok, hogy más hitelezők is lássák őket.',
    body: [
      'Tudomásul veszem, hogy a hitelszerződés megkötése esetén a hitelező a központi hitelinformációs rendszerről szóló 2011. évi CXXII. törvény (KHR tv.) alapján a szerződés és az én azonosító adataimat átadja a Központi Hitelinformációs Rendszert kezelő BISZ Zrt.-nek.',
      'A hitelező a hitelkérelmem elbírálásához lekérdezi a KHR-ben rólam nyilvántartott adatokat. Ha a szerződés nem jön létre, a lekérdezés ténye nem jár hátrányos következménnyel.',
      'Tájékoztattak arról, hogy hozzájárulásomtól függ, hogy pozitív adataimat (a szerződésszerűen teljesített hitelek adatait) más hitelezők is lekérdezhetik. Ezt a hozzájárulást bármikor visszavonhatom.',
      'Jogom van megtudni, milyen adatokat tartanak nyilván rólam a KHR-ben, és kérhetem azok helyesbítését vagy törlését; ezt bármely hitelezőnél vagy a BISZ Zrt.-nél díjmentesen kezdeményezhetem.',
    ].join('\n\n'),
    isRequired: true,
  },
  {
    // Khr. tv. 5. § (5): a separate yes/no; either answer lets the application go on, and the
    // customer may change it later in the profile.
    identifier: 'application_khr_positive_list',
    version: 1,
    kind: 'APPLICATION',
    title: 'Hozzájárulás a KHR-ben nyilvántartott pozitív adataim átadásához',
    summary:
      'Nem kötelező. Döntse el, hogy más hitelezők is láthatják-e a KHR-ben, hogy hiteleit rendben fizeti. Bármelyik választással folytathatja a kérelmet.',
    body: [
      'A központi hitelinformációs rendszerről szóló 2011. évi CXXII. törvény (KHR tv.) 5. § (5) bekezdése alapján nyilatkozom arról, hogy hozzájárulok-e ahhoz, hogy a KHR-t kezelő BISZ Zrt. a hitelszerződésem pozitív adatait (a szerződés adatait és szerződésszerű teljesítését) más referenciaadat-szolgáltatók, például bankok és pénzügyi vállalkozások részére átadja.',
      'Ha hozzájárulok, a többi hitelező hitelkérelmeim elbírálásakor azt is látja, hogy korábbi hiteleimet rendben fizettem. Ez segítheti a hitelbírálatot. Ha nem járulok hozzá, pozitív adataimat csak a szerződést kötő hitelező látja.',
      'Hozzájárulásom hiánya a hitelkérelmem elbírálását nem befolyásolja. Nyilatkozatomat a szerződés fennállása alatt és azt követően is bármikor módosíthatom a profilomban.',
      'A késedelmes fizetés adatait (negatív adatok) a hitelező a törvény alapján a hozzájárulásomtól függetlenül átadja a KHR-be.',
    ].join('\n\n'),
    isRequired: false,
  },
  {
    identifier: 'application_pep_declaration',
    version: 1,
    kind: 'APPLICATION',
    title: 'Nyilatkozat kiemelt közszereplői (PEP) minőségről',
    summary:
      'Kijelentem, hogy nem vagyok kiemelt közszereplő, annak közeli hozzátartozója vagy vele közeli kapcsolatban álló személy.',
    body: [
      'A pénzmosás és a terrorizmus finanszírozása megelőzéséről és megakadályozásáról szóló 2017. évi LIII. törvény (Pmt.) 19. §-a alapján kijelentem, hogy nem vagyok kiemelt közszereplő, kiemelt közszereplő közeli hozzátartozója, illetve kiemelt közszereplővel közeli kapcsolatban álló személy.',
      'Kiemelt közszereplő például az állam- és kormányfő, a miniszter, az államtitkár, az országgyűlési képviselő, a legfelsőbb bíróságok tagja, a központi bank vezetője, a nagykövet, valamint az állami tulajdonú vállalat vezetője, a megbízatás megszűnését követő legalább 12 hónapig.',
      'Ha kiemelt közszereplő vagyok, vagy ilyen személlyel közeli kapcsolatban állok, kérjük, ne fogadja el ezt a nyilatkozatot, hanem hívja ügyfélszolgálatunkat: kérelmét munkatársunk személyesen intézi.',
      'Vállalom, hogy ha a nyilatkozatban foglaltak megváltoznak, azt 5 munkanapon belül bejelentem.',
    ].join('\n\n'),
    isRequired: true,
  },
  {
    identifier: 'application_beneficial_owner',
    version: 1,
    kind: 'APPLICATION',
    title: 'Tényleges tulajdonosi nyilatkozat',
    summary: 'Kijelentem, hogy a hitelt saját nevemben és saját érdekemben veszem fel.',
    body: [
      'A pénzmosás és a terrorizmus finanszírozása megelőzéséről és megakadályozásáról szóló 2017. évi LIII. törvény 8. §-a alapján kijelentem, hogy a hitelkérelmet saját nevemben és saját érdekemben nyújtom be, tehát a tényleges tulajdonos én vagyok.',
      'Kijelentem, hogy a kölcsön visszafizetésének forrása a saját jövedelmem, és nem harmadik személy megbízásából vagy javára járok el.',
      'Tudomásul veszem, hogy valótlan nyilatkozat esetén a hitelező a szerződéskötést megtagadhatja, illetve a szerződést felmondhatja.',
    ].join('\n\n'),
    isRequired: true,
  },
];
