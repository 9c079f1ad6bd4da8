/**
 * Wording of consents and data rights: the profile's consent and data sections, the erasure
 * confirmation, the yes/no consent of the loan application, and the unsubscribe page of
 * marketing emails. That page opens without a login, so its wording is public.
 */
export const publicDataRightsTokensHu: Record<string, string> = {
  'unsubscribe.title': 'Leiratkozás az ajánlatokról',
  'unsubscribe.lead':
    'Ha leiratkozik, nem küldünk Önnek több ajánlatot. A hitelével és a fiókjával kapcsolatos fontos értesítéseket továbbra is megkapja.',
  'unsubscribe.address': 'E-mail cím: {{email}}',
  'unsubscribe.submit': 'Leiratkozom',
  'unsubscribe.done': 'Leiratkozott. Több ajánlatot nem küldünk Önnek.',
  'unsubscribe.alreadyDone': 'Erre a címre már nem küldünk ajánlatot. Nincs további teendője.',
  'unsubscribe.missingToken':
    'A linkből hiányzik az azonosító. Nyissa meg újra a levélben kapott linket, vagy vonja vissza hozzájárulását a Profilom oldalon.',
  'unsubscribe.profileHint': 'Hozzájárulásait belépés után a Profilom oldalon is bármikor módosíthatja.',
  'unsubscribe.toPortal': 'Tovább a Hitelkapura',
};

export const internalDataRightsTokensHu: Record<string, string> = {
  'profile.consents.title': 'Hozzájárulások',
  'profile.consents.lead':
    'Itt döntheti el, mihez járul hozzá. Bármikor megváltoztathatja, ugyanolyan egyszerűen, ahogy megadta.',
  'profile.consents.MARKETING.label': 'Ajánlatok e-mailben és SMS-ben',
  'profile.consents.KHR_POSITIVE_LIST.label': 'Pozitív KHR-adataim átadása más hitelezőknek',
  'profile.consents.MARKETING.given': 'Rögzítettük hozzájárulását. Ajánlatainkról értesíteni fogjuk.',
  'profile.consents.MARKETING.withdrawn': 'Visszavonta hozzájárulását. Több ajánlatot nem küldünk.',
  'profile.consents.KHR_POSITIVE_LIST.given':
    'Rögzítettük: hozzájárul, hogy más hitelezők is lássák pozitív KHR-adatait.',
  'profile.consents.KHR_POSITIVE_LIST.withdrawn':
    'Rögzítettük: nem járul hozzá, hogy más hitelezők lássák pozitív KHR-adatait.',
  'profile.consents.yes': 'Igen, hozzájárulok',
  'profile.consents.no': 'Nem járulok hozzá',
  'profile.consents.stateGiven': 'Megadva: {{at}} ({{version}}. verzió)',
  'profile.consents.stateRefused': 'Nem járult hozzá. Utoljára módosítva: {{at}}',
  'profile.consents.stateUndecided': 'Még nem nyilatkozott.',
  'profile.consents.showText': 'A nyilatkozat teljes szövege',
  'profile.consents.hideText': 'Szöveg elrejtése',

  'profile.dataRights.title': 'Adataim',
  'profile.dataRights.lead': 'Letöltheti mindazt, amit Önről kezelünk, és kérheti fiókja törlését.',
  'profile.dataRights.export.title': 'Adataim letöltése',
  'profile.dataRights.export.lead':
    'Egy ZIP-fájlt kap. Benne van minden adata egy géppel olvasható JSON-fájlban (fiók, nyilatkozatok, hitelbírálatok, kérelmek, döntések, azonosítás, aláírás, üzenetek), és minden dokumentuma.',
  'profile.dataRights.export.submit': 'Adataim letöltése',
  'profile.dataRights.export.done': 'Elkészült az adatait tartalmazó fájl, a letöltés elindult.',
  'profile.dataRights.erase.title': 'Fiók törlése',
  'profile.dataRights.erase.lead':
    'A törlés végleges. Előtte megmutatjuk, mely adatait kell a törvény szerint még megőriznünk, és meddig.',
  'profile.dataRights.erase.open': 'Fiók törlése',

  'profile.erasure.title': 'Fiók végleges törlése',
  'profile.erasure.lead':
    'Törlés után nem tud belépni, e-mail címe és telefonszáma felszabadul, és nem küldünk Önnek több ajánlatot. A törlést nem lehet visszavonni.',
  'profile.erasure.keptTitle': 'Amit a törvény szerint megőrzünk',
  'profile.erasure.kept.IDENTIFICATION': 'Személyazonosításának adatai és bizonyítékai',
  'profile.erasure.keptWhy.IDENTIFICATION':
    'A pénzmosás megelőzéséről szóló törvény (2017. évi LIII. törvény 56–57. §) írja elő.',
  'profile.erasure.kept.SIGNED_CONTRACTS': 'Az aláírt szerződések és dokumentumok',
  'profile.erasure.keptWhy.SIGNED_CONTRACTS':
    'A pénzmosás megelőzéséről szóló törvény (56–57. §) és a számviteli törvény (2000. évi C. törvény 169. §) írja elő.',
  'profile.erasure.kept.CONTRACT_DECISIONS': 'A megkötött szerződésekről hozott döntések és indokaik',
  'profile.erasure.keptWhy.CONTRACT_DECISIONS':
    'Ezzel igazoljuk, hogyan vizsgáltuk a hitelképességét (2017. évi LIII. törvény 56–57. §).',
  'profile.erasure.kept.STATEMENT_LOG': 'Az elfogadott nyilatkozatok és a hozzájárulások naplója',
  'profile.erasure.keptWhy.STATEMENT_LOG':
    'Ezzel igazoljuk, mikor mit fogadott el, és mihez járult hozzá (GDPR 7. cikk (1) bekezdés).',
  'profile.erasure.until': 'Ennek a napnak a végéig őrizzük: {{date}} Utána töröljük.',
  'profile.erasure.removedTitle': 'Amit most törlünk',
  'profile.erasure.removed':
    'Minden mást: elérhetőségeit, jelszavát, előzetes hitelbírálatait, a félbehagyott vagy el nem fogadott kérelmek adatait és dokumentumait, visszahívási kéréseit és az Önnek küldött üzeneteket.',
  'profile.erasure.blockedTitle': 'Fiókját most nem törölhetjük',
  'profile.erasure.blocked.APPLICATION_IN_PROGRESS':
    'Folyamatban lévő hitelkérelme van. Amíg elbíráljuk, adatait kezelnünk kell. Zárja le a kérelmet, vagy várja meg a döntést.',
  'profile.erasure.blocked.CONTRACT_IN_FORCE':
    'Hatályos hitelszerződése van. Amíg a szerződés él, adatait a teljesítéséhez kezelnünk kell. A fiókot a szerződés megszűnése után törölheti.',
  'profile.erasure.blocked.REVIEW_IN_PROGRESS':
    'Egy döntés emberi felülvizsgálatát kérte, és az még folyamatban van. A fiókot a felülvizsgálat lezárulta után törölheti.',
  'profile.erasure.password': 'Jelszó',
  'profile.erasure.codeLead': 'Mivel a kétlépcsős azonosítás be van kapcsolva, a kapott kódot is írja be.',
  'profile.erasure.submit': 'Fiók végleges törlése',
  'profile.erasure.done': 'Fiókját töröltük. Köszönjük, hogy a Hitelkaput választotta.',

  'application.statement.choiceYes': 'Igen, hozzájárulok',
  'application.statement.choiceNo': 'Nem járulok hozzá',
  'application.statement.choiceNamed': 'Az Ön döntése: {{title}}',
  'application.overview.consentGiven': 'Hozzájárult',
  'application.overview.consentRefused': 'Nem járult hozzá',
};
