import type { statements } from '../schema/index.ts';

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
];
