/** Wording of the loan application: the flow (intro, steps, overview), documents and the applications list. */

import { applicationAfterScoringTokensHu } from './translations-hu-application-after-scoring.ts';

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

export const internalApplicationTokensHu: Record<string, string> = {
  ...applicationAfterScoringTokensHu,
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
