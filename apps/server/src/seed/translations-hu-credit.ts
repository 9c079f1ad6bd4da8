/** Wording of the credit journey: onboarding, the preliminary assessment wizard and the offers. */

/**
 * Validation messages the server may send for the wizard's answers (rules/preliminary.ts).
 * Public, like the other validation.* keys, so any form can show them.
 */
export const publicCreditTokensHu: Record<string, string> = {
  'validation.notExpected': 'Erre a kérdésre a korábbi válaszai alapján nem kell válaszolnia.',
  'validation.option': 'Válasszon a felsorolt lehetőségek közül.',
};

/** Why an assessment or an offer came out as it did (reason codes, DOMAIN "Decisioning"). */
const reasonTokensHu: Record<string, string> = {
  'reason.KO_UNDER_AGE':
    'Kölcsönt csak 18 éves kortól adhatunk. Ha már elmúlt 18 éves, ellenőrizze a megadott születési dátumot.',
  'reason.KO_AGE_AT_MATURITY':
    'A kölcsön utolsó részletének idejére elérné azt az életkort, ameddig kölcsönt adhatunk. Válasszon rövidebb futamidőt.',
  'reason.KO_TRIAL_PERIOD': 'Jelenleg próbaidejét tölti. A próbaidő letelte után szívesen várjuk vissza.',
  'reason.KO_NOTICE_PERIOD':
    'Jelenleg felmondási idejét tölti, ezért most nem adhatunk kölcsönt. Próbálja újra, amikor új munkahelyén már tartósan dolgozik.',
  'reason.KO_INCAPACITY':
    'Jelenleg táppénzen van, vagy nem tud dolgozni. Próbálja újra, amikor ismét dolgozik.',
  'reason.KO_MIN_INCOME':
    'Havi nettó jövedelme kevesebb annál az összegnél, amelytől kölcsönt adhatunk. Ha a jövedelme nőtt, adja meg újra az adatait.',
  'reason.KO_FOREIGN_EMPLOYER':
    'Munkáltatója külföldön bejegyzett cég. Most csak magyarországi munkáltatónál dolgozó ügyfeleinknek adhatunk kölcsönt.',
  'reason.KO_BUSINESS_HISTORY':
    'Vállalkozásának még nincs elég lezárt üzleti éve. Próbálja újra, amikor már több lezárt éve lesz.',
  'reason.MISSING_INPUT':
    'Néhány adat hiányzott a bírálathoz. Kezdje újra az előzetes hitelbírálatot, és válaszoljon minden kérdésre.',
  'reason.DTI_FAILED':
    'A törlesztőrészlet a meglévő hiteleivel együtt túl nagy részét tenné ki havi jövedelmének. Próbálja kisebb összeggel vagy hosszabb futamidővel.',
  'reason.THM_CAP_EXCEEDED':
    'Ehhez az összeghez és futamidőhöz a kölcsön THM-je magasabb lenne a törvényes felső határnál, ezért nem ajánlhatjuk. Próbálja más összeggel vagy futamidővel.',
  'reason.AMOUNT_OUT_OF_RANGE': 'A kért összeget kölcsöntermékeink nem kínálják. Válasszon más összeget.',
  'reason.TERM_OUT_OF_RANGE':
    'A választott futamidőt kölcsöntermékeink nem kínálják. Válasszon más futamidőt.',
};

/** The screens behind the login: onboarding, the wizard, the offers. */
export const internalCreditTokensHu: Record<string, string> = {
  'credit.unit.huf': 'Ft',
  'credit.unit.months': 'hónap',
  'credit.unit.monthsCount': '{{count}} hónap',
  'credit.amount.label': 'Hitelösszeg',
  'credit.amount.range': '{{min}} és {{max}} között',
  'credit.amount.slider': 'Hitelösszeg csúszka',
  'credit.amount.outOfRange': 'A hitelösszeg {{min}} és {{max}} között lehet.',
  'credit.duration.label': 'Futamidő',
  'credit.duration.range': '{{min}} és {{max}} hónap között',
  'credit.duration.slider': 'Futamidő csúszka',
  'credit.duration.outOfRange': 'A futamidő {{min}} és {{max}} hónap között lehet.',

  'onboarding.loadError': 'Nem sikerült betölteni a bemutatót',
  'onboarding.progress': '{{current}} / {{total}}',
  'onboarding.progressSpoken': '{{current}}. oldal, összesen {{total}} oldal',
  'onboarding.back': 'Vissza',
  'onboarding.next': 'Tovább',
  'onboarding.start': 'Kezdjük',
  'onboarding.empty.title': 'Üdvözöljük a Hitelkapun',
  'onboarding.empty.body':
    'Néhány perc alatt megtudhatja, mekkora kölcsönt kaphat. Kezdésként adja meg a kívánt összeget és futamidőt.',

  'prelim.title': 'Előzetes hitelbírálat',
  'prelim.lead':
    'Néhány kérdés alapján megmutatjuk, milyen kölcsönt kaphat. Az előzetes hitelbírálat díjmentes, és nem kötelezi semmire. Válaszait lépésenként elmentjük, így később is folytathatja.',
  'prelim.loadError': 'Nem sikerült betölteni a kérdéseket',
  'prelim.progress.label': 'Az előzetes hitelbírálat lépései',
  'prelim.progress.position': '{{current}}. lépés (összesen {{total}})',
  'prelim.progress.time': 'Kitöltési idő kb. {{total}} perc, ebből még kb. {{left}} perc van hátra.',
  'prelim.progress.timeLast': 'Kitöltési idő kb. {{total}} perc. Már csak ez a lépés van hátra.',
  'prelim.progress.done': '(kész)',
  'prelim.step.amount.title': 'Összeg és futamidő',
  'prelim.step.amount.lead': 'Mekkora összegre van szüksége, és hány hónap alatt fizetné vissza?',
  'prelim.step.type.title': 'Az adatok megadása',
  'prelim.step.type.lead':
    'Jövedelme és meglévő hitelei alapján számoljuk ki, mekkora havi törlesztőrészletet vállalhat.',
  'prelim.step.bank-sync.title': 'Bankszámla összekapcsolása',
  'prelim.step.bank-sync.lead':
    'Bankja biztonságos felületén engedélyezheti, hogy megnézzük bankszámlája forgalmát.',
  'prelim.step.summary.title': 'Összegzés és nyilatkozatok',
  'prelim.step.summary.lead':
    'Ellenőrizze a megadott adatokat, és fogadja el a nyilatkozatokat. Utána rögtön megmutatjuk ajánlatainkat.',
  'prelim.step.minutes': 'Ez a lépés kb. {{count}} perc.',
  'prelim.estimate.label': 'Becsült havi törlesztőrészlet',
  'prelim.estimate.note':
    'Tájékoztató jellegű összeg, ezzel a termékünkkel számolva: {{product}}. A pontos ajánlatot a kérdések megválaszolása után mutatjuk meg.',
  'prelim.estimate.noteGeneric':
    'Tájékoztató jellegű összeg. A pontos ajánlatot a kérdések megválaszolása után mutatjuk meg.',
  'prelim.estimate.unavailable':
    'Ehhez az összeghez és futamidőhöz most nem tudunk becslést mutatni. A kérdések után így is megnézzük, milyen ajánlatot adhatunk.',
  'prelim.type.label': 'Hogyan szeretné megadni jövedelmi adatait?',
  'prelim.type.MANUAL.label': 'Adatok megadása kézzel',
  'prelim.type.MANUAL.description':
    'Néhány kérdésre válaszol a munkájáról, a jövedelméről és a meglévő hiteleiről.',
  'prelim.type.PSD2.label': 'Bankszámla összekapcsolása',
  'prelim.type.PSD2.description':
    'Engedélyezi, hogy bankszámlája forgalmából kiolvassuk a jövedelmét. Így kevesebb kérdésre kell válaszolnia.',
  'prelim.type.onlyManual':
    'A bankszámla-összekapcsolás jelenleg nem érhető el, ezért adatait kézzel adhatja meg. Ez csak néhány percet vesz igénybe.',
  'prelim.type.required': 'Válassza ki, hogyan adja meg az adatait.',
  'prelim.bankSync.notDone': 'A továbblépéshez kapcsolja össze bankszámláját, vagy adja meg adatait kézzel.',
  'prelim.question.allRequired': 'Kérjük, minden kérdésre válaszoljon.',
  'prelim.question.choose': 'Válasszon…',
  'prelim.question.yes': 'Igen',
  'prelim.question.no': 'Nem',
  'prelim.statements.legend': 'Nyilatkozatok',
  'prelim.statements.optional': '(nem kötelező)',
  'prelim.statements.showFull': 'A teljes szöveg',
  'prelim.statements.hideFull': 'A teljes szöveg elrejtése',
  'prelim.statements.accept': 'Elolvastam és elfogadom',
  'prelim.statements.acceptNamed': 'Elolvastam és elfogadom: {{title}}',
  'prelim.summary.amount': 'Hitelösszeg',
  'prelim.summary.duration': 'Futamidő',
  'prelim.summary.type': 'Az adatok megadása',
  'prelim.summary.fix':
    'Egy korábbi lépésben hiányzik vagy hibás egy adat. Javítsa a megjelölt mezőt, és lépjen tovább.',
  'prelim.automated.title': 'Automatizált döntés',
  'prelim.automated.text':
    'Ajánlatainkat az Ön által megadott adatok alapján, automatizált adatfeldolgozással számoljuk ki. Ha szeretné, hogy munkatársunk is átnézze az eredményt, ezt az ajánlatok oldalán kérheti.',
  'prelim.submit': 'Ajánlataim megtekintése',
  'prelim.submit.pending':
    'Ajánlatait számoljuk. Ez általában néhány másodperc, de legfeljebb két percig tarthat.',
  'prelim.back': 'Vissza',
  'prelim.next': 'Tovább',

  'offers.title': 'Ajánlataink',
  'offers.lead': '{{amount}} összegre, {{months}} hónapos futamidőre számolva.',
  'offers.loadError': 'Nem sikerült betölteni ajánlatait',
  'offers.results.title': 'Személyre szabott ajánlataink',
  'offers.card.fallbackName': 'Kölcsönajánlat',
  'offers.card.otherOffer': 'További ajánlat',
  'offers.card.monthlyPayment': 'Havi törlesztőrészlet',
  'offers.card.thm': 'THM',
  'offers.card.totalRepayable': 'Teljes visszafizetendő összeg',
  'offers.card.amount': 'Hitelösszeg',
  'offers.card.months': 'Futamidő',
  'offers.card.annualRate': 'Ügyleti kamat (évi)',
  'offers.card.disbursementFee': 'Folyósítási díj (egyszeri)',
  'offers.card.monthlyFee': 'Számlavezetési díj (havi)',
  'offers.card.totalCost': 'Teljes hiteldíj',
  'offers.card.monthlyFeeIncluded': 'A havi törlesztőrészlet a havi számlavezetési díjat is tartalmazza.',
  'offers.card.schedule': 'Törlesztési terv',
  'offers.card.choose': 'Ezt választom',
  'offers.schedule.title': 'Törlesztési terv: {{name}}',
  'offers.schedule.lead':
    '{{amount}} hitelösszeg, {{months}} hónap. A táblázat mutatja, mennyit fizet havonta, és hogyan csökken a tartozása.',
  'offers.schedule.caption': 'Havi törlesztések hónapról hónapra',
  'offers.schedule.month': 'Hónap',
  'offers.schedule.monthNumber': '{{month}}.',
  'offers.schedule.payment': 'Fizetendő',
  'offers.schedule.principal': 'Tőke',
  'offers.schedule.interest': 'Kamat',
  'offers.schedule.fee': 'Díj',
  'offers.schedule.balance': 'Fennmaradó tartozás',
  'offers.schedule.sum': 'Összesen',
  'offers.schedule.disbursementFee': 'Egyszeri folyósítási díj',
  'offers.schedule.total': 'Teljes visszafizetendő összeg',
  'offers.larger.text': 'A jövedelme alapján akár {{amount}}-ot is igényelhet {{months}} hónapra.',
  'offers.lower.text':
    'Kisebb összegre már tudunk ajánlatot adni: legfeljebb {{amount}}-ra, {{months}} hónapra.',
  'offers.suggestion.apply': 'Számolja újra ezzel az összeggel',
  'offers.recalculated': 'Újraszámoltuk ajánlatainkat: {{amount}}, {{months}} hónap.',
  'offers.recalculate.title': 'Más összeggel vagy futamidővel számolna?',
  'offers.recalculate.lead':
    'A korábban megadott adataival számolunk újra, a kérdésekre nem kell ismét válaszolnia.',
  'offers.recalculate.submit': 'Újraszámolás',
  'offers.representative.title': 'Reprezentatív példa',
  'offers.automated.title': 'Automatizált döntés',
  'offers.automated.text':
    'Ajánlatainkat az Ön által megadott adatok alapján, automatizált adatfeldolgozással állítottuk össze. Kérheti, hogy munkatársunk is átnézze az eredményt.',
  'offers.automated.review': 'Munkatárs felülvizsgálatát kérem',
  'offers.callMeBack': 'Beszélnék egy munkatárssal',
  'offers.notEligible.title': 'Most nem tudunk ajánlatot adni',
  'offers.notEligible.lead': 'A megadott adatok alapján most nem tudunk kölcsönajánlatot adni. Ennek okai:',
  'offers.notEligible.help':
    'Ha szeretné, hogy munkatársunk is átnézze az eredményt, kérje a felülvizsgálatát. Ha kérdése van, kérjen visszahívást. Ha valamelyik adata megváltozott, kezdje újra az előzetes hitelbírálatot.',
  'offers.restart': 'Új előzetes hitelbírálat indítása',

  ...reasonTokensHu,
};
