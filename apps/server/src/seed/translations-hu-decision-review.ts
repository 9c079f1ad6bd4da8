/**
 * Wording of a customer's request for a person to review an automated decision
 * (EU 2023/2225 art. 18(8), GDPR art. 22(3)): the request dialog and its status for the
 * customer, and the list where staff confirm or change the decision. All internal: only a
 * logged-in customer or staff member sees them.
 */
export const internalDecisionReviewTokensHu: Record<string, string> = {
  'reason.UPDATED_FACTS_ACCEPTED': 'Munkatársunk elfogadta az Ön által közölt új adatokat.',

  'decisionReview.request': 'Munkatárs felülvizsgálatát kérem',
  'decisionReview.show': 'Felülvizsgálati kérésem megtekintése',
  'decisionReview.modal.title': 'Munkatársi felülvizsgálat kérése',
  'decisionReview.modal.lead':
    'Az automatikus döntést kérésére munkatársunk is megnézi, és indoklással dönt. Írja le, miért gondolja, hogy a döntés nem helyes. Ha azóta valami változott, például a jövedelme, azt is megírhatja.',
  'decisionReview.modal.view': 'Az Ön álláspontja',
  'decisionReview.modal.viewHint': 'Legalább 10 karakter, legfeljebb 2000.',
  'decisionReview.modal.viewTooShort': 'Írjon legalább 10 karaktert arról, miért kéri a felülvizsgálatot.',
  'decisionReview.modal.facts': 'Változott adatok (nem kötelező)',
  'decisionReview.modal.factsHint': 'Például új munkahely, magasabb jövedelem vagy lezárt hitel.',
  'decisionReview.modal.income': 'Jelenlegi havi nettó jövedelme (nem kötelező)',
  'decisionReview.modal.incomeHint': 'Csak akkor adja meg, ha eltér attól, amit korábban megadott.',
  'decisionReview.modal.submit': 'Felülvizsgálat kérése',
  'decisionReview.modal.cancel': 'Mégse',
  'decisionReview.modal.sent': 'Kérését megkaptuk. Munkatársunk megnézi, és a döntésről e-mailt is küldünk.',

  'decisionReview.status.title': 'Munkatársi felülvizsgálat',
  'decisionReview.status.label': 'Állapot',
  'decisionReview.status.RECEIVED': 'Beérkezett',
  'decisionReview.status.IN_PROGRESS': 'Folyamatban',
  'decisionReview.status.DECIDED': 'Döntés született',
  'decisionReview.status.receivedText':
    'Kérését {{date}}-kor kaptuk meg. Munkatársunk hamarosan megnézi; a döntésről e-mailt is küldünk.',
  'decisionReview.status.inProgressText':
    'Munkatársunk már dolgozik a kérésén. A döntésről e-mailt is küldünk.',
  'decisionReview.outcome.CONFIRMED': 'Munkatársunk felülvizsgálta, és megerősítette az eredeti döntést.',
  'decisionReview.outcome.CHANGED.LOAN_APPLICATION':
    'Munkatársunk felülvizsgálta, és megváltoztatta a döntést. Folytathatja az igénylést a személyazonosság ellenőrzésével.',
  'decisionReview.outcome.CHANGED.PRELIMINARY_ASSESSMENT':
    'Munkatársunk felülvizsgálta, és megváltoztatta a döntést. Az ajánlatok között most azokat is látja, amelyeket a rendszer korábban nem adott meg.',
  'decisionReview.outcome.reason': 'Indoklás',
  'decisionReview.outcome.decidedAt': 'Döntés ideje: {{date}}',
  'decisionReview.yourView': 'Amit Ön írt',
  'application.result.staffReason': 'Munkatársunk indoklása: {{reason}}',
  'application.reviewChanged.title': 'Munkatársunk megváltoztatta a döntést',
  'application.reviewChanged.lead':
    'Kérésére munkatársunk felülvizsgálta az automatikus döntést, és jóváhagyta a kérelmét. Az igénylést a személyazonosság ellenőrzésével folytathatja; az aláírt szerződés a munkatárs jóváhagyásával jön létre.',

  'staff.nav.label': 'Ügyintézői munkalisták',
  'staff.nav.reviews': 'Ügyintézőre váró ügyek',
  'staff.nav.decisionReviews': 'Felülvizsgálati kérések',
  'staff.decisionReviews.title': 'Felülvizsgálatot kért ügyfelek',
  'staff.decisionReviews.lead':
    'Ezek az ügyfelek azt kérték, hogy ember nézze meg az automatikus döntést. Erősítse meg vagy változtassa meg indoklással: az ügyfél az indoklást a portálon olvassa, és e-mailben is megkapja.',
  'staff.decisionReviews.count': '{{count}} nyitott kérés',
  'staff.decisionReviews.emptyTitle': 'Nincs nyitott felülvizsgálati kérés',
  'staff.decisionReviews.emptyText':
    'Ha egy ügyfél felülvizsgálatot kér, a lista frissítése után itt jelenik meg.',
  'staff.decisionReviews.loadError': 'Nem sikerült betölteni a felülvizsgálati kéréseket',
  'staff.decisionReviews.kind.PRELIMINARY_ASSESSMENT': 'Előzetes hitelbírálat',
  'staff.decisionReviews.kind.LOAN_APPLICATION': 'Elutasított hitelkérelem',
  'staff.decisionReviews.contested': 'A vitatott döntés',
  'staff.decisionReviews.contested.ELIGIBLE': 'Jogosult, de nem minden ajánlatra',
  'staff.decisionReviews.contested.NOT_ELIGIBLE': 'Nem kapott ajánlatot',
  'staff.decisionReviews.contested.REJECT': 'A szabályok alapján elutasítva',
  'staff.decisionReviews.contested.DISALLOWED': 'Kizáró ok miatt elutasítva',
  'staff.decisionReviews.reasons': 'Az automatikus döntés okai',
  'staff.decisionReviews.customerView': 'Az ügyfél álláspontja',
  'staff.decisionReviews.updatedFacts': 'Változott adatok',
  'staff.decisionReviews.updatedNetIncome': 'Közölt havi nettó jövedelem',
  'staff.decisionReviews.products': 'Érintett termék',
  'staff.decisionReviews.askedAt': 'Kérte',
  'staff.decisionReviews.status': 'Állapot',
  'staff.decisionReviews.takenBy': 'Folyamatban, átvette: {{name}}',
  'staff.decisionReviews.take': 'Átveszem',
  'staff.decisionReviews.confirm': 'Döntés megerősítése',
  'staff.decisionReviews.change': 'Döntés megváltoztatása',
  'staff.decisionReviews.confirmTitle': 'Az automatikus döntés megerősítése',
  'staff.decisionReviews.changeTitle': 'Az automatikus döntés megváltoztatása',
  'staff.decisionReviews.changeEffect.LOAN_APPLICATION':
    'Az ügyfél a személyazonosság ellenőrzésével folytathatja a kérelmet; aláírás után a szerződés az Ön jóváhagyásával jön létre.',
  'staff.decisionReviews.changeEffect.PRELIMINARY_ASSESSMENT':
    'Az ügyfél megkapja azokat az ajánlatokat, amelyeket a rendszer a teherbírás vagy a hitelezési szabályzat miatt nem adott meg. A THM-plafont és az életkori korlátot ez sem írja felül.',
  'staff.decisionReviews.confirmed': '{{name}} kérésére megerősítette a döntést. Az ügyfél e-mailt kap.',
  'staff.decisionReviews.changed': '{{name}} kérésére megváltoztatta a döntést. Az ügyfél e-mailt kap.',
  'staff.case.show': 'Kérelem részletei',
  'staff.case.hide': 'Részletek elrejtése',
  'staff.case.loadError': 'Nem sikerült betölteni a kérelem részleteit',
  'staff.case.noAnswer': 'Nincs megadva',
  'staff.case.documents': 'Dokumentumok',
  'staff.case.noDocuments': 'Ehhez a kérelemhez nincs dokumentum.',
  'staff.case.download': '{{name}} letöltése ({{kind}})',
  'staff.case.downloadFailed': 'Nem sikerült letölteni a dokumentumot. Próbálja újra.',
  'staff.case.documentKind.UPLOAD': 'Az ügyfél feltöltése',
  'staff.case.documentKind.CONTRACT': 'Hitelszerződés',
  'staff.case.documentKind.SECCI': 'Tájékoztató (SECCI)',
  'staff.case.documentKind.SIGNED_CONTRACT': 'Aláírt hitelszerződés',
  'staff.case.documentKind.SIGNED_SECCI': 'Aláírt tájékoztató',
  'staff.case.documentKind.WITHDRAWAL_RECEIPT': 'Elállási visszaigazolás',
  'staff.reasonLabel.UPDATED_FACTS_ACCEPTED': 'Az ügyfél új adatai elfogadva',
};
