/** Wording of the loan application: the flow (intro, steps, overview), documents and the applications list. */

/**
 * Validation messages the flow engine adds (rules/flow.ts flowMessageKeys). Public, like the
 * other validation.* keys, so any form can show them.
 */
export const publicApplicationTokensHu: Record<string, string> = {
  'validation.knockOut': 'Ezzel a válasszal most nem folytatható a kérelem.',
  'validation.notCompleted': 'A továbblépéshez előbb ezt kell befejeznie.',
  'validation.stale':
    'Ezt az adatot időközben egy másik ablakban módosította. Töltse be a legfrissebb adatokat.',
  'validation.fileSize': 'A fájl túl nagy. Legfeljebb 10 MB-os fájlt tölthet fel.',
  'validation.fileType': 'Csak PDF, JPEG vagy PNG fájlt fogadunk el.',
  'validation.tooManyFiles': 'Ehhez a dokumentumhoz több fájlt nem tölthet fel. Előbb töröljön egyet.',
};

/** Where an application stands (spec §4 "Application flow positions"), in the customer's words. */
const positionTokensHu: Record<string, string> = {
  'application.position.INTRO': 'Elindított kérelem',
  'application.position.FLOW': 'Adatok megadása',
  'application.position.OVERVIEW': 'Adatok ellenőrzése',
  'application.position.SCORING': 'Hitelbírálat folyamatban',
  'application.position.KYC_PREPARATION': 'Személyazonosság ellenőrzése',
  'application.position.KYC_CHOOSE': 'Személyazonosság ellenőrzése',
  'application.position.KYC_WAITING': 'Személyazonosság ellenőrzése folyamatban',
  'application.position.CONTRACT_CHECK': 'Szerződés ellenőrzése',
  'application.position.SIGN_PREPARATION': 'Szerződés aláírása',
  'application.position.SIGN_CHOOSE': 'Szerződés aláírása',
  'application.position.SIGN_WAITING': 'Aláírás folyamatban',
  'application.position.UNDER_REVIEW': 'Elbírálás alatt',
  'application.position.OFFLINE_UNDER_REVIEW': 'Munkatársunk ellenőrzi',
  'application.position.RESULT': 'Döntés született',
  'application.position.OFFLINE_RESULT': 'Döntés született',
  'application.position.PURCHASE_RESULT': 'Döntés született',
  'application.position.CLOSED': 'Lezárva',
  'application.position.COMPLETED': 'Teljesítve',
};

/**
 * Reasons only the full application's underwriting gives (finance/application-scoring.ts
 * underwritingReasonCodes), beside the pre-qualification's reason.* in translations-hu-credit.ts.
 */
const underwritingReasonTokensHu: Record<string, string> = {
  'reason.KO_HARD_ANSWER':
    'Az egyik kérdésre adott válasza alapján most nem adhatunk kölcsönt. Ha a válasz téves volt, kérje munkatársunk segítségét.',
  'reason.INCOME_CHANGED':
    'A kérelemben megadott jövedelme jóval kevesebb annál, amelyet az előzetes hitelbírálatnál megadott.',
  'reason.SHORT_EMPLOYMENT': 'Jelenlegi munkahelyén még rövid ideje dolgozik.',
  'reason.UNVERIFIABLE_INCOME':
    'Jövedelmét nem bankszámlára kapja, ezért nem tudjuk automatikusan ellenőrizni.',
  'reason.FOREIGN_CITIZEN':
    'Nem az Európai Unió valamely tagállamának állampolgára. Ilyenkor munkatársunk nézi át a kérelmet.',
};

/** Where the pre-qualification's wording of a reason would mislead after a full application. */
const applicationReasonTokensHu: Record<string, string> = {
  'application.reason.MISSING_INPUT':
    'Néhány adat hiányzik vagy nem egyértelmű, ezért nem tudtunk automatikusan dönteni.',
};

/** After scoring: identity check, contract documents, signing, review, result and withdrawal. */
const journeyTokensHu: Record<string, string> = {
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
  'application.withdrawal.confirmRequired':
    'Az elálláshoz kérjük, jelölje be, hogy megértette a következményeit.',
  'application.withdrawal.keep': 'Mégsem állok el',
  'application.withdrawal.confirm': 'Elállás véglegesítése',
  'application.withdrawal.doneTitle': 'Elállását rögzítettük',
  'application.withdrawal.done':
    'Elállását {{time}}-kor rögzítettük. A visszaigazolást e-mailben elküldtük, és a dokumentumai között is megtalálja.',
  'application.withdrawal.toList': 'Rendben',
};

export const internalApplicationTokensHu: Record<string, string> = {
  ...journeyTokensHu,
  ...positionTokensHu,
  ...underwritingReasonTokensHu,
  ...applicationReasonTokensHu,

  'offers.choose.error': 'Nem sikerült elindítani a kérelmet',

  'application.title': 'Hitelkérelem',
  'application.loadError': 'Nem sikerült betölteni a kérelmet',
  'application.back': 'Vissza',
  'application.next': 'Tovább',
  'application.toOverview': 'Tovább az adatok ellenőrzéséhez',

  'application.intro.title': 'Mielőtt elkezdené',
  'application.intro.lead':
    'A kérelemben néhány lépésben megadja adatait, és feltölti a szükséges dokumentumokat. Válaszait minden lépésben automatikusan mentjük, így bármikor abbahagyhatja, és később, akár másik eszközön is folytathatja.',
  'application.intro.offer': 'A választott ajánlat',
  'application.intro.steps': 'Ezeket kérdezzük',
  'application.intro.documents': 'Készítse elő ezeket a dokumentumokat',
  'application.intro.documentsLead':
    'Fénykép vagy szkennelt másolat is megfelel, PDF, JPEG vagy PNG formátumban. Telefonjával le is fényképezheti őket.',
  'application.intro.time': 'A kitöltés kb. {{count}} percet vesz igénybe.',
  'application.intro.start': 'Kezdjük',

  'application.figure.monthlyPayment': 'Havi törlesztőrészlet',
  'application.figure.thm': 'THM',
  'application.figure.totalRepayable': 'Teljes visszafizetendő összeg',
  'application.figure.amount': 'Hitelösszeg',
  'application.figure.months': 'Futamidő',
  'application.figure.monthsValue': '{{count}} hónap',

  'application.close.open': 'Mégsem kérem',
  'application.close.title': 'Biztosan nem kéri a kölcsönt?',
  'application.close.text':
    'Ha megszakítja, ezt a kérelmet lezárjuk, és nem folytathatja. Ajánlatainkhoz visszatérve később új kérelmet indíthat.',
  'application.close.confirm': 'Igen, megszakítom a kérelmet',
  'application.close.cancel': 'Mégse, folytatom',

  'application.progress.label': 'A kérelem lépései',
  'application.progress.position': '{{current}}. lépés (összesen {{total}})',
  'application.progress.time': 'Még kb. {{count}} perc van hátra.',
  'application.progress.done': '(kész)',

  'application.question.optional': '(nem kötelező)',
  'application.question.choose': 'Válasszon…',
  'application.question.yes': 'Igen',
  'application.question.no': 'Nem',
  'application.readonly.missing': 'Nincs megadva',

  'application.statement.showFull': 'A teljes szöveg',
  'application.statement.hideFull': 'A teljes szöveg elrejtése',
  'application.statement.accept': 'Elolvastam és elfogadom',
  'application.statement.acceptNamed': 'Elolvastam és elfogadom: {{title}}',

  'application.document.accepted':
    'Elfogadott formátum: {{types}}. Egy fájl legfeljebb {{max}} lehet, összesen legfeljebb {{count}} fájlt tölthet fel.',
  'application.document.typeList': '{{first}} vagy {{last}}',
  'application.document.choose': 'Fájl kiválasztása',
  'application.document.chooseNamed': 'Fájl kiválasztása: {{title}}',
  'application.document.addMore': 'További fájl feltöltése',
  'application.document.addMoreNamed': 'További fájl feltöltése: {{title}}',
  'application.document.inputLabel': 'Feltöltendő fájl: {{title}}',
  'application.document.listLabel': 'Feltöltött fájlok: {{title}}',
  'application.document.uploading': 'Feltöltés folyamatban: {{name}}',
  'application.document.view': 'Megtekintés',
  'application.document.viewNamed': 'Megtekintés: {{name}}',
  'application.document.delete': 'Törlés',
  'application.document.deleteNamed': 'Törlés: {{name}}',
  'application.document.full':
    'Ehhez legfeljebb {{count}} fájlt tölthet fel. Ha másikat szeretne, előbb töröljön egyet.',
  'application.document.tooLarge':
    'A fájl túl nagy ({{size}}). Legfeljebb {{max}} méretű fájlt tölthet fel. Készítsen kisebb felbontású fényképet vagy szkennelt másolatot.',
  'application.document.wrongType': 'Ez a fájltípus nem tölthető fel. {{types}} fájlt válasszon.',

  'application.special.emailDone': 'E-mail címét megerősítette.',
  'application.special.emailPending':
    'Erősítse meg e-mail címét a nekünk küldött levélben található hivatkozással, majd kattintson az alábbi gombra.',
  'application.special.emailRecheck': 'Megerősítettem, ellenőrizzék',
  'application.special.kyc':
    'Személyazonosságát a kérelem beküldése után ellenőrizzük. Ehhez készítse elő személyi igazolványát vagy útlevelét.',

  'application.save.saving': 'Mentés…',
  'application.save.saved': 'Mentve',
  'application.save.failed': 'A választ nem sikerült menteni. Ellenőrizze az internetkapcsolatát.',
  'application.conflict.title': 'Az adat időközben megváltozott',
  'application.conflict.text':
    'A(z) „{{label}}” kérdésre egy másik ablakban vagy eszközön időközben másik választ mentettek. Hogy ne írjuk felül, töltse be a legfrissebb adatokat, és ellenőrizze a választ.',
  'application.conflict.reload': 'Legfrissebb adatok betöltése',
  'application.knockOut.title': 'Ezzel a válasszal most nem folytatható a kérelem',

  'application.overview.title': 'Adatai ellenőrzése',
  'application.overview.lead':
    'Nézze át a megadott adatokat. Ha valamit javítana, a „Módosítás” gombbal visszaléphet az adott lépéshez.',
  'application.overview.edit': 'Módosítás',
  'application.overview.editNamed': 'Módosítás: {{title}}',
  'application.overview.empty': 'Nincs megadva',
  'application.overview.accepted': 'Elfogadva',
  'application.overview.notAccepted': 'Nem fogadta el',
  'application.overview.noDocuments': 'Nincs feltöltött fájl',
  'application.overview.documentsCount': '{{count}} feltöltött fájl',
  'application.overview.emailConfirmed': 'Megerősítve',
  'application.overview.emailNotConfirmed': 'Még nincs megerősítve',
  'application.overview.submitTitle': 'Mi történik a beküldés után?',
  'application.overview.submitCheck':
    'Ellenőrizzük az adatait, és néhány másodperc alatt automatikusan döntünk a kérelméről.',
  'application.overview.submitDecision':
    'Azonnal megmutatjuk a döntést és a fő okait. Ha kéri, munkatársunk is átnézi.',
  'application.overview.submitNext':
    'Ezután online ellenőrizzük személyazonosságát, majd elolvashatja és elektronikusan aláírhatja a szerződést.',
  'application.overview.automatedTitle': 'Automatizált döntés',
  'application.overview.automatedText':
    'A kérelemről az Ön által megadott adatok alapján, automatizált adatfeldolgozással döntünk. Kérheti, hogy munkatársunk is átnézze a döntést, és elmondhatja véleményét.',
  'application.overview.submit': 'Kérelem beküldése',
  'application.overview.submitting': 'Kérelmét beküldjük és elbíráljuk. Ez néhány másodpercig tart.',
  'application.overview.back': 'Vissza az adatokhoz',

  'application.finish.incomplete':
    'A kérelem beküldése előtt ezt a lépést még ki kell egészítenie. A hiányzó adatoknál leírjuk, mit kell tennie.',

  'application.decision.loadError': 'Nem sikerült betölteni a döntést',

  'application.approved.title': 'Előzetesen jóváhagytuk a kérelmét',
  'application.approved.lead':
    'A megadott adatai alapján kérelmét előzetesen jóváhagytuk. A végleges döntést a személyazonosság ellenőrzése és a szerződés aláírása után hozzuk meg.',
  'application.manual.title': 'Kérelmét munkatársunk is megnézi',
  'application.manual.lead':
    'Az automatizált bírálat után kérelmét munkatársunk is átnézi, mielőtt döntünk. Ennek fő okai:',
  'application.manual.meanwhile':
    'Addig sem kell várnia: közben folytathatja a személyazonosság ellenőrzésével. Ha munkatársunknak kérdése lesz, felveszi Önnel a kapcsolatot.',
  'application.kycPreparation.stepsTitle': 'A következő lépések',
  'application.kycPreparation.stepIdentity':
    'Személyazonosságának online ellenőrzése a személyi igazolványával és egy szelfivel.',
  'application.kycPreparation.stepContract':
    'A szerződés és az Egységes európai tájékoztató (a kölcsön fő adatai egy lapon) elolvasása és elektronikus aláírása.',
  'application.kycPreparation.stepFinal': 'A végleges döntés, amelyet itt, a kérelménél láthat.',
  'application.kycPreparation.prepareTitle': 'Így készüljön fel a személyazonosság ellenőrzésére',
  'application.kycPreparation.prepareLead':
    'Az ellenőrzés online történik, nem kell hozzá bemennie sehova. Ehhez szüksége lesz:',
  'application.kycPreparation.needIdCard': 'érvényes személyi igazolványára (kártya formátumú);',
  'application.kycPreparation.needDevice':
    'egy kamerás telefonra vagy számítógépre: lefényképezi vele az igazolványa mindkét oldalát, majd készít egy szelfit;',
  'application.kycPreparation.needLight':
    'jó megvilágításra: világos helyiségre, ahol az igazolványon nem csillan meg a fény, és az arca jól látszik;',
  'application.kycPreparation.needTime': 'kb. 3–5 percre.',
  'application.kycPreparation.why':
    'A törvény előírja, hogy kölcsön előtt ellenőrizzük ügyfeleink személyazonosságát. A képeket csak erre használjuk.',

  'application.refused.title': 'Most nem tudjuk jóváhagyni a kérelmét',
  'application.refused.lead': 'A megadott adatai alapján most nem adhatunk kölcsönt. Ennek fő okai:',
  'application.refused.leadNoReasons':
    'A megadott adatai alapján most nem adhatunk kölcsönt. Ha szeretné tudni, mi döntött, kérje munkatársunk segítségét.',
  'application.refused.optionsTitle': 'Mit tehet most?',
  'application.refused.optionReview':
    'Kérheti, hogy munkatársunk is átnézze a döntést. Ilyenkor elmondhatja, ha valamelyik adat hibás, vagy ha nem ért egyet a döntéssel.',
  'application.refused.optionAssessment':
    'Ha valamelyik adata megváltozott, vagy kisebb összeggel, hosszabb futamidővel próbálkozna, indítson új előzetes hitelbírálatot.',
  'application.refused.optionLater':
    'Ha a helyzete később változik (például nő a jövedelme), szívesen várjuk vissza.',
  'application.refused.automatedTitle': 'Automatizált döntés',
  'application.refused.automatedText':
    'Ez a döntés automatizált adatfeldolgozással, az Ön által megadott adatok alapján született. Joga van kérni, hogy munkatársunk is felülvizsgálja.',
  'application.refused.review': 'Munkatárs felülvizsgálatát kérem',
  'application.refused.newAssessment': 'Új előzetes hitelbírálat',

  'application.positionPanel.badge': 'Kérelme állapota',
  'application.positionPanel.text':
    'Kérelmét rögzítettük, és itt követheti, hol tart. Ha kérdése van, kérjen visszahívást, munkatársunk segít.',
  'application.positionPanel.list': 'Hitelkérelmeim',

  'application.list.title': 'Hitelkérelmeim',
  'application.list.lead': 'Itt láthatja hitelkérelmeit és azok állapotát.',
  'application.list.loadError': 'Nem sikerült betölteni a kérelmeket',
  'application.list.fallbackName': 'Kölcsönkérelem',
  'application.list.amountTerm': '{{amount}}, {{count}} hónap',
  'application.list.created': 'Elindítva: {{date}}',
  'application.list.continue': 'Folytatás',
  'application.list.emptyTitle': 'Még nincs hitelkérelme',
  'application.list.emptyText':
    'Kérelmet egy ajánlat kiválasztásával indíthat. Ha még nem látta ajánlatainkat, néhány perces előzetes hitelbírálattal megtudhatja, mekkora kölcsönt kaphat.',
  'application.list.toOffers': 'Ajánlataim',
  'application.list.toAssessment': 'Előzetes hitelbírálat',
};
