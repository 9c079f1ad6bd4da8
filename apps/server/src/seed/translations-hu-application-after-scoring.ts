/**
 * Wording of the loan application after scoring: identity check, contract documents, signing,
 * review, result and withdrawal. Internal; internalApplicationTokensHu spreads it in first.
 */
export const applicationAfterScoringTokensHu: Record<string, string> = {
  'application.state.APPROVED': 'Jóváhagyva',
  'application.state.REFUSED': 'Elutasítva',
  'application.state.WITHDRAWN': 'Elállt a szerződéstől',
  'application.list.view': 'Megtekintés',
  'application.kycPreparation.continue': 'Tovább a személyazonosság ellenőrzéséhez',
  'application.method.minutes': 'Kb. {{count}} perc',
  'application.method.loadError': 'Nem sikerült betölteni a választható módokat',
  'application.method.none':
    'Most nem érhető el ellenőrzési mód. Kérjük, próbálja újra később, vagy kérjen visszahívást.',

  'application.kycChoose.title': 'Személyazonosságának ellenőrzése',
  'application.kycChoose.lead':
    'Az ellenőrzést azonosítási partnerünk oldalán végzi el. Ha végzett, automatikusan visszairányítjuk ide, a kérelméhez.',
  'application.kycChoose.methodLabel': 'Válassza ki az ellenőrzés módját',
  'application.kycChoose.start': 'Azonosítás indítása',
  'application.kycChoose.privacy':
    'A képeket csak személyazonossága ellenőrzésére használjuk, és a pénzmosás elleni törvény szerint őrizzük meg.',
  'application.kycChoose.declinedTitle': 'Az előző ellenőrzés nem sikerült',
  'application.kycChoose.tryAgain': 'Kérjük, próbálja meg újra.',
  'kyc.declined.DOCUMENT_UNREADABLE': 'Az igazolvány fényképe nem volt jól olvasható.',
  'kyc.declined.FACE_MISMATCH':
    'A szelfi alapján nem tudtuk egyértelműen azonosítani az igazolvány tulajdonosát.',
  'kyc.declined.DOCUMENT_EXPIRED': 'Az igazolvány érvényessége lejárt. Érvényes igazolvánnyal próbálja újra.',
  'kyc.declined.ABANDONED': 'Az ellenőrzés nem fejeződött be.',
  'kyc.declined.UNKNOWN': 'Az ellenőrzés nem sikerült.',

  'application.kycWaiting.title': 'Ellenőrizzük személyazonosságát',
  'application.kycWaiting.lead':
    'Azonosítási partnerünk feldolgozza a képeket. Ez általában néhány másodperc, ezt az oldalt nem kell frissítenie.',
  'application.kycWaiting.checking': 'Várjuk az ellenőrzés eredményét…',
  'application.kycWaiting.notFinished': 'Ha még nem fejezte be az azonosítást, itt folytathatja:',
  'application.kycWaiting.reopen': 'Azonosítás folytatása',

  'application.contractCheck.title': 'Személyazonosságát ellenőriztük',
  'application.contractCheck.lead':
    'Már csak a szerződés aláírása van hátra. Kérjük, aláírás előtt figyelmesen olvassa el a szerződést és a kölcsön fő adatait tartalmazó tájékoztatót.',
  'application.contractCheck.figures': 'A szerződés fő adatai',
  'application.contractCheck.documents': 'Szerződéses dokumentumok',
  'application.contractCheck.documentsLead':
    'Mindkét dokumentum az Ön adataival és a választott ajánlat számaival készült. Töltse le és olvassa el őket.',
  'application.contractCheck.readConfirm':
    'Elolvastam a hitelszerződést és az egységes európai fogyasztói hitelinformációs formanyomtatványt, és megértettem őket.',
  'application.contractCheck.readRequired':
    'Aláírás előtt kérjük, erősítse meg, hogy elolvasta a dokumentumokat.',
  'application.contractCheck.continue': 'Tovább az aláíráshoz',
  'application.contractDocument.CONTRACT': 'Hitelszerződés',
  'application.contractDocument.SECCI': 'Egységes európai fogyasztói hitelinformációs formanyomtatvány',
  'application.contractDocument.SIGNED_CONTRACT': 'Aláírt hitelszerződés',
  'application.contractDocument.SIGNED_SECCI':
    'Aláírt egységes európai fogyasztói hitelinformációs formanyomtatvány',
  'application.contractDocument.meta': 'PDF, {{size}}',
  'application.contractDocument.download': 'Letöltés',
  'application.contractDocument.listLabel': 'Szerződéses dokumentumok',
  'application.contractDocument.loadError': 'Nem sikerült betölteni a szerződéses dokumentumokat',

  'application.contractError.open': 'Hibát találtam a dokumentumokban',
  'application.contractError.title': 'Hibát talált a dokumentumokban?',
  'application.contractError.lead':
    'Írja le, mit talált hibásnak (például elírt nevet, rossz címet vagy eltérő összeget). Az aláírást addig felfüggesztjük.',
  'application.contractError.label': 'Mi a hiba?',
  'application.contractError.hint': 'Legalább 10 karakter.',
  'application.contractError.tooShort': 'Kérjük, írja le néhány szóban (legalább 10 karakterben), mi a hiba.',
  'application.contractError.next':
    'Munkatársunk ellenőrzi a dokumentumokat, és e-mailben jelentkezik. Ha javítani kell, a javított szerződést itt írhatja alá.',
  'application.contractError.send': 'Hiba bejelentése',

  'application.signatureExpired.title': 'Lejárt az aláírási határidő',
  'application.signatureExpired.lead':
    'A hitelszerződés ({{amount}}) aláírási határideje lejárt, ezért a szerződést már nem lehet aláírni, és az ajánlat sem érvényes tovább. Önnek ebből nem keletkezett kötelezettsége.',
  'application.signatureExpired.nextTitle': 'Hogyan tovább?',
  'application.signatureExpired.next':
    'Ha továbbra is szeretne hitelt felvenni, lezárjuk ezt a kérelmet, és ajánlataink közül friss feltételekkel új igénylést indíthat.',
  'application.signatureExpired.newOffer': 'Új ajánlatot választok',
  'application.signPreparation.title': 'Aláírás előtt',
  'application.signPreparation.lead':
    'Most aláírja a {{amount}} összegű, {{months}} hónapos hitelszerződést, havi {{payment}} törlesztéssel.',
  'application.signPreparation.pointsTitle': 'Jó tudni',
  'application.signPreparation.pointBinding':
    'Az elektronikus aláírás ugyanúgy köti Önt, mint a papíron aláírt szerződés.',
  'application.signPreparation.pointCode':
    'Az aláíráshoz egyszer használatos kódot küldünk SMS-ben a regisztrált telefonszámára.',
  'application.signPreparation.pointCopies':
    'Az aláírt dokumentumokat azonnal letöltheti, és e-mailben is értesítjük.',
  'application.signPreparation.pointWithdrawal':
    'A szerződés megkötésétől számított 14 napon belül indoklás nélkül elállhat a szerződéstől.',
  'application.signPreparation.back': 'Vissza a dokumentumokhoz',
  'application.signPreparation.continue': 'Tovább',

  'application.signChoose.title': 'Az aláírás módja',
  'application.signChoose.lead': 'Válassza ki, hogyan szeretné aláírni a szerződést.',
  'application.signChoose.methodLabel': 'Aláírási mód',
  'application.signChoose.send': 'Kód küldése',
  'application.signChoose.phoneTitle': 'Adja meg telefonszámát',
  'application.signChoose.phoneText':
    'Az aláírási kódot SMS-ben küldjük. Ehhez adja meg és erősítse meg mobiltelefonszámát, utána folytathatja az aláírást.',
  'application.signChoose.phoneAdd': 'Telefonszám megadása',

  'application.signWaiting.title': 'Írja be az aláírási kódot',
  'application.signWaiting.lead':
    'Elküldtük SMS-ben a 6 jegyű aláírási kódot a(z) {{phone}} telefonszámra. A kód {{time}}-ig érvényes.',
  'application.signWaiting.noSession': 'Az aláírási kód lejárt. Kérjen új kódot.',
  'application.signWaiting.codeLabel': 'Aláírási kód',
  'application.signWaiting.attemptsLeft': 'Még {{count}} próbálkozása van.',
  'application.signWaiting.codeFormat': 'Az aláírási kód 6 számjegyből áll.',
  'application.signWaiting.sign': 'Szerződés aláírása',
  'application.signWaiting.resend': 'Új kódot kérek',
  'application.signWaiting.resendIn': 'Új kód {{count}} mp múlva kérhető',
  'application.signWaiting.resent': 'Új kódot küldtünk. A korábbi kód már nem érvényes.',
  'application.signWaiting.loadError': 'Nem sikerült betölteni az aláírás adatait',

  'application.underReview.title': 'Köszönjük, aláírta a szerződést',
  'application.underReview.signed': 'Aláírás ideje: {{time}}.',
  'application.underReview.lead':
    'Kérelmét munkatársunk most átnézi, és a döntésről e-mailben értesítjük. Ez általában 1 munkanapon belül megtörténik; az eredményt itt is látni fogja.',
  'application.underReview.documents': 'Aláírt dokumentumai',

  'application.offlineReview.title': 'Jelzését megkaptuk',
  'application.offlineReview.lead':
    'Köszönjük, hogy jelezte a hibát. Az aláírást felfüggesztettük, és munkatársunk ellenőrzi a dokumentumokat.',
  'application.offlineReview.next':
    'Ha javítani kell, e-mailben értesítjük, és a javított szerződést itt írhatja alá. Ha sürgős, kérjen visszahívást.',
  'application.offlineReview.callMe': 'Visszahívást kérek',

  'application.result.approvedTitle': 'Gratulálunk, jóváhagytuk a kölcsönét',
  'application.result.approvedLead':
    'Hitelszerződése létrejött. Az alábbiakban megtalálja a kölcsön adatait, a további lépéseket és az aláírt dokumentumokat.',
  'application.result.figures': 'Az Ön kölcsöne',
  'application.result.nextTitle': 'Mi történik most?',
  'application.result.nextPayout':
    'A kölcsön összegét a kérelemben megadott bankszámlájára utaljuk, általában 1 munkanapon belül.',
  'application.result.nextFirstPayment':
    'Az első törlesztőrészlet a folyósítást követő hónapban esedékes; a pontos dátumot a szerződés tartalmazza.',
  'application.result.nextDocuments':
    'Az aláírt dokumentumokat bármikor letöltheti itt vagy a Hitelkérelmeim oldalon.',
  'application.result.documents': 'Aláírt dokumentumai',
  'application.result.leasing.approvedTitle': 'Gratulálunk, jóváhagytuk a lízingét',
  'application.result.leasing.approvedLead':
    'Lízingszerződése létrejött. Az alábbiakban megtalálja a lízing adatait, a további lépéseket és az aláírt dokumentumokat.',
  'application.result.leasing.figures': 'Az Ön lízinge',
  'application.result.leasing.terms':
    '{{vehicle}}: önerő {{downPayment}}, maradványérték {{residualValue}}. A maradványértéket az utolsó havi díjjal együtt fizeti meg; ezután a jármű az Öné.',
  'application.result.leasing.nextPayout':
    'A finanszírozott összeget közvetlenül a kereskedőnek fizetjük ki. A járművet a kereskedő adja át Önnek, miután az önerőt befizette.',
  'application.result.leasing.nextFirstPayment':
    'Az első havi lízingdíj az átadást követő hónapban esedékes; a pontos dátumot a szerződés tartalmazza.',
  'application.result.backToDealer': 'Vissza a kereskedőhöz',

  'application.withdrawal.title': 'Elállás a szerződéstől',
  'application.withdrawal.lead':
    'A szerződéstől indoklás nélkül, díjmentesen elállhat (a 2009. évi CLXII. törvény 20. §-a alapján). Határidő: {{date}}',
  'application.withdrawal.closed': 'Az elállási határidő lejárt: {{date}}',
  'application.withdrawal.open': 'Elállok a szerződéstől',
  'application.withdrawal.withdrawn': 'Elállását {{time}}-kor rögzítettük.',
  'application.withdrawal.dialogTitle': 'Biztosan eláll a szerződéstől?',
  'application.withdrawal.consequences':
    'Ha eláll, a szerződés megszűnik. Ha a kölcsönt már folyósítottuk, a kapott összeget és a folyósítástól a visszafizetésig járó ügyleti kamatot az elállástól számított 30 napon belül kell visszafizetnie. Más költség nem terheli.',
  'application.withdrawal.confirmLabel': 'Megértettem, és el kívánok állni a hitelszerződéstől.',
  'application.withdrawal.leasing.consequences':
    'Ha eláll, a lízingszerződés megszűnik. Ha a finanszírozott összeget a kereskedőnek már kifizettük, azt és a kifizetéstől a visszafizetésig járó ügyleti kamatot az elállástól számított 30 napon belül kell visszafizetnie. Más költség nem terheli.',
  'application.withdrawal.leasing.confirmLabel': 'Megértettem, és el kívánok állni a lízingszerződéstől.',
  'application.withdrawal.confirmRequired':
    'Az elálláshoz kérjük, jelölje be, hogy megértette a következményeit.',
  'application.withdrawal.keep': 'Mégsem állok el',
  'application.withdrawal.confirm': 'Elállás véglegesítése',
  'application.withdrawal.doneTitle': 'Elállását rögzítettük',
  'application.withdrawal.done':
    'Elállását {{time}}-kor rögzítettük. A visszaigazolást e-mailben elküldtük, és a dokumentumai között is megtalálja.',
  'application.withdrawal.toList': 'Rendben',
};
