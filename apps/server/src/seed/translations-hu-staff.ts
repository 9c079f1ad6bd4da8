/**
 * Wording of the staff pages (/staff/login, /staff/reviews) and of the reasons a person gives
 * for a decision. The login and the frame of the staff pages are public (shown before
 * login); the review page's wording is internal and reaches staff through
 * GET /api/staff/tokens/{lang}, together with the scoring reasons and positions.
 */
export const publicStaffTokensHu: Record<string, string> = {
  'staff.app.title': 'Ügyintézői felület',
  'staff.nav.signedInAs': 'Bejelentkezve: {{name}}',
  'staff.nav.logout': 'Kijelentkezés',

  'staff.login.title': 'Ügyintézői belépés',
  'staff.login.lead':
    'A hitelkérelmek elbírálásához lépjen be ügyintézői fiókjával. Ügyfélként a portál kezdőlapján jelentkezhet be.',
  'staff.login.email': 'E-mail cím',
  'staff.login.password': 'Jelszó',
  'staff.login.submit': 'Belépés',
  'staff.login.sessionEnded': 'A munkamenet lejárt, vagy kijelentkezett. Lépjen be újra.',
  'staff.login.toCustomerLogin': 'Ügyfélként lépne be? Ugrás az ügyfelek belépéséhez',
  'staff.login.codeTitle': 'Hitelesítő kód',
  'staff.login.codeLead':
    'Nyissa meg a hitelesítő alkalmazást a telefonján, és írja be a Hitelkapu mellett látható hat számjegyet.',
  'staff.login.code': 'Hitelesítő kód',
  'staff.login.codeHint': 'Hat számjegy; az alkalmazás 30 másodpercenként újat mutat.',
  'staff.login.codeSubmit': 'Megerősítés és belépés',
  'staff.login.back': 'Vissza a jelszó megadásához',
  'staff.login.enrolTitle': 'Hitelesítő alkalmazás beállítása',
  'staff.login.enrolLead':
    'Ügyintézői fiókba csak jelszóval és hitelesítő kóddal lehet belépni. Olvassa be a QR-kódot egy hitelesítő alkalmazással (például Google Authenticator vagy Microsoft Authenticator), majd írja be az alkalmazás által mutatott kódot.',
  'staff.login.enrolQrAlt': 'QR-kód a hitelesítő alkalmazás beállításához',
  'staff.login.enrolSecret': 'Ha nem tudja beolvasni a QR-kódot, írja be kézzel ezt a kulcsot:',
  'staff.login.demoCodes':
    'Bemutató környezet: a bemutató fiókjainak hitelesítő kódját a Demó hitelesítő oldalon találja.',
  'staff.login.demoCodesLink': 'Demó hitelesítő megnyitása',
};

/** Reasons a person gives (contracts/staff-review.ts); the customer reads these beside the result. */
const staffReasonTokensHu: Record<string, string> = {
  'reason.DOCUMENTS_VERIFIED': 'Munkatársunk átnézte, és rendben találta a benyújtott dokumentumokat.',
  'reason.INCOME_VERIFIED': 'Munkatársunk ellenőrizte, és igazoltnak találta a jövedelmét.',
  'reason.INCOME_NOT_VERIFIED': 'A benyújtott dokumentumok alapján nem tudtuk igazolni a jövedelmét.',
  'reason.AFFORDABILITY':
    'Jövedelme és meglévő kiadásai mellett a havi törlesztőrészlet túl nagy terhet jelentene.',
  'reason.DOCUMENTS_INVALID': 'A benyújtott dokumentumok hiányosak voltak, vagy nem tudtuk elfogadni őket.',
  'reason.LENDER_POLICY': 'A kérelem nem felel meg a hitelezési szabályzatunknak.',
};

/** A reviewer's corrections (contracts/todos.ts): asking, following up, closing. The customer's side is in translations-hu-todos.ts. */
const staffCorrectionTokensHu: Record<string, string> = {
  'staff.review.askCorrection': 'Javítás kérése',
  'staff.review.returned': 'Az ügyfél visszaküldte: {{date}}',
  'staff.review.returnedText':
    'Az ügyfél teljesítette a javítási kérést. Nézze át, amit küldött: a kérelem részletei között találja.',
  'staff.review.waitingForCustomer': 'Javítási kérés van nyitva: a kérelem az ügyfél válaszára vár.',

  'staff.correction.title': 'Javítás kérése az ügyféltől',
  'staff.correction.text':
    'Az ügyfél teendőt kap a portálon, és e-mailben is értesítjük. Amíg nem válaszol, a kérelem nálunk várakozik.',
  'staff.correction.kind': 'Mit kér?',
  'staff.correction.kind.ANSWER': 'Válasz javítása',
  'staff.correction.kind.DOCUMENT': 'Hiányzó dokumentum',
  'staff.correction.question': 'Kérdés',
  'staff.correction.document': 'Dokumentum',
  'staff.correction.chooseField': 'Válassza ki, mire vonatkozik a kérés.',
  'staff.correction.currentAnswer': 'Az ügyfél jelenlegi válasza: {{value}}',
  'staff.correction.message': 'Üzenet az ügyfélnek',
  'staff.correction.messageHint':
    'Az ügyfél ezt olvassa a teendői között. Írja le közérthetően, mit és miért kér: {{min}}–{{max}} karakter.',
  'staff.correction.messageTooShort': 'Írjon legalább {{min}} karakteres üzenetet az ügyfélnek.',
  'staff.correction.messageTooLong': 'Az üzenet legfeljebb {{max}} karakter lehet.',
  'staff.correction.counter': '{{count}} / {{max}} karakter',
  'staff.correction.dueInDays': 'Határidő napokban',
  'staff.correction.dueInDaysHint': '1 és 30 nap között.',
  'staff.correction.dueInDaysRange': 'A határidő {{min}} és {{max}} nap között lehet.',
  'staff.correction.dueDate': 'Határidő: {{date}}',
  'staff.correction.confirm': 'Elküldöm a kérést',
  'staff.correction.done': 'Javítást kért {{name}} ügyféltől. Az ügyfél értesítést kap.',

  'staff.correction.listTitle': 'Javítási kérések',
  'staff.correction.none': 'Ehhez a kérelemhez még nem kért javítást.',
  'staff.correction.loadError': 'Nem sikerült betölteni a javítási kéréseket',
  'staff.correction.messageSent': 'Üzenet az ügyfélnek',
  'staff.correction.requestedAt': 'Kérve',
  'staff.correction.dueAt': 'Határidő',
  'staff.correction.completedAt': 'Az ügyfél beküldte',
  'staff.correction.answerNow': 'Jelenlegi válasz',
  'staff.correction.answerSent': 'Beküldött válasz',
  'staff.correction.uploads': 'Feltöltött fájlok',
  'staff.correction.outcome': 'Eredmény',
  'staff.correction.outcome.SUCCESSFUL': 'Rendben',
  'staff.correction.outcome.UNSUCCESSFUL': 'Nem megfelelő',
  'staff.correction.status.IN_PROGRESS': 'Az ügyfélnél',
  'staff.correction.status.COMPLETED': 'Beküldve, ellenőrzésre vár',
  'staff.correction.status.CLOSED': 'Lezárva',
  'staff.correction.status.CANCELLED': 'Visszavonva',
  'staff.correction.status.WITHDRAWN': 'Okafogyott',
  'staff.correction.accept': 'Rendben',
  'staff.correction.refuse': 'Nem megfelelő',
  'staff.correction.cancel': 'Visszavonás',
};

export const internalStaffTokensHu: Record<string, string> = {
  ...staffReasonTokensHu,
  ...staffCorrectionTokensHu,

  'staff.reviews.title': 'Ügyintézőre váró ügyek',
  'staff.reviews.lead':
    'Itt állnak a bírálatra utalt kérelmek, a szerződéshiba-bejelentések és az ügyfelek felülvizsgálati kérései. Elöl azok, amelyeket az ügyfél javítás után visszaküldött (a legfrissebb az első), utánuk a legrégebben várakozók.',
  'staff.reviews.count': '{{count}} kérelem vár Önre',
  'staff.reviews.refresh': 'Lista frissítése',

  'staff.queue.count': 'A szűrésnek {{total}} ügy felel meg, ebből {{shown}} látható.',
  'staff.queue.emptyFilteredTitle': 'Nincs a szűrésnek megfelelő ügy',
  'staff.queue.emptyFilteredText': 'Módosítsa a szűrőket, vagy törölje őket a teljes lista megjelenítéséhez.',
  'staff.queue.filter.label': 'Ügyek szűrése',
  'staff.queue.filter.kind': 'Ügytípus',
  'staff.queue.filter.kindAll': 'Minden ügytípus',
  'staff.queue.filter.state': 'Állapot',
  'staff.queue.filter.stateAll': 'Minden állapot',
  'staff.queue.filter.product': 'Termék',
  'staff.queue.filter.productAll': 'Minden termék',
  'staff.queue.filter.amountMin': 'Összeg ettől (Ft)',
  'staff.queue.filter.amountMax': 'Összeg eddig (Ft)',
  'staff.queue.filter.overdue': 'Csak a határidőn túliak',
  'staff.queue.filter.apply': 'Szűrés',
  'staff.queue.filter.clear': 'Szűrők törlése',
  'staff.queue.filter.badAmount': 'Egész forintösszeget adjon meg, például 500000.',
  'staff.queue.filter.amountRange': 'Az „eddig” összeg nem lehet kisebb az „ettől” összegnél.',
  'staff.queue.kind.REFERRED': 'Bírálatra utalt kérelem',
  'staff.queue.kind.CONTRACT_ERROR': 'Szerződéshiba-bejelentés',
  'staff.queue.kind.DECISION_REVIEW': 'Felülvizsgálati kérés',
  'staff.queue.state.NEW': 'Új',
  'staff.queue.state.RETURNED_BY_CUSTOMER': 'Az ügyfél visszaküldte',
  'staff.queue.state.WAITING_FOR_CUSTOMER': 'Az ügyfél válaszára vár',
  'staff.queue.state.AWAITING_SECOND_APPROVAL': 'Második jóváhagyásra vár',
  'staff.queue.sla.age': '{{count}} munkanapja vár',
  'staff.queue.sla.underOneDay': 'Kevesebb mint egy munkanapja vár',
  'staff.queue.sla.due': 'Határidő: {{date}}',
  'staff.queue.sla.overdue': 'Határidőn túl',
  'staff.reviews.loadError': 'Nem sikerült betölteni a kérelmeket',
  'staff.reviews.emptyTitle': 'Nincs elbírálásra váró kérelem',
  'staff.reviews.emptyText':
    'Minden kérelemmel végzett. Ha új kérelem érkezik, a lista frissítése után itt jelenik meg.',

  'staff.review.kind.UNDER_REVIEW': 'Ügyintézői döntésre vár',
  'staff.review.kind.OFFLINE_UNDER_REVIEW': 'Hibát jelzett a szerződésben',
  'staff.review.customer': 'Ügyfél',
  'staff.review.product': 'Termék',
  'staff.review.amount': 'Hitelösszeg',
  'staff.review.term': 'Futamidő',
  'staff.review.termValue': '{{count}} hónap',
  'staff.review.monthlyPayment': 'Havi törlesztőrészlet',
  'staff.review.identityVerifiedAt': 'Személyazonosság ellenőrizve',
  'staff.review.signedAt': 'Szerződés aláírva',
  'staff.review.submittedAt': 'Beérkezett',
  'staff.review.notYet': 'Még nem',
  'staff.review.reasons': 'Az automatikus bírálat megállapításai, ahogy az ügyfél olvassa',
  'staff.review.noReasons': 'Az automatikus bírálat nem adott meg okot.',
  'staff.review.errorReport': 'Az ügyfél hibabejelentése',
  'staff.review.noErrorReport': 'Az ügyfél nem írt le hibát.',
  'staff.review.noActionHere': 'Ehhez a kérelemhez ezen az oldalon nincs teendő.',
  'staff.review.approve': 'Jóváhagyás',
  'staff.review.reject': 'Elutasítás',
  'staff.review.returnToContract': 'Visszaküldés aláírásra',

  'staff.decision.approveTitle': 'Kérelem jóváhagyása',
  'staff.decision.rejectTitle': 'Kérelem elutasítása',
  'staff.decision.summary': '{{name}} – {{product}}, {{amount}}, {{months}} hónap',
  'staff.decision.reason': 'Indok',
  'staff.decision.choose': 'Válasszon…',
  'staff.decision.reasonHint': 'Az ügyfél ezt az indokot olvassa a döntés mellett.',
  'staff.decision.customerSees': 'Az ügyfél ezt látja: „{{text}}”',
  'staff.decision.note': 'Megjegyzés',
  'staff.decision.noteHint':
    'Belső feljegyzés a kollégáknak és az ellenőrzéshez, az ügyfél nem látja. Legalább 5 karakter.',
  'staff.decision.noteTooShort': 'Írjon legalább 5 karakteres megjegyzést.',
  'staff.decision.chooseReason': 'Válasszon indokot.',
  'staff.decision.finalNote': 'A döntés végleges: a beküldés után az ügyfél e-mailben értesítést kap.',
  'staff.decision.confirmApprove': 'Jóváhagyom a kérelmet',
  'staff.decision.confirmReject': 'Elutasítom a kérelmet',
  'staff.decision.cancel': 'Mégse',
  'staff.decision.approved': 'Jóváhagyta {{name}} kérelmét. Az ügyfél e-mailben értesítést kap.',
  'staff.decision.rejected': 'Elutasította {{name}} kérelmét. Az ügyfél e-mailben értesítést kap.',
  'staff.decision.awaitingSecond':
    'Rögzítettük {{name}} kérelmének jóváhagyását. A négy szem elve szerint egy vezető ügyintéző erősíti meg; addig az ügyfél nem kap értesítést.',
  'staff.decision.fourEyesNote':
    'A hitelösszeg meghaladja a négy szem elvének határát: a jóváhagyást egy másik, vezető ügyintéző erősíti meg, és csak utána értesítjük az ügyfelet.',

  'staff.fourEyes.pendingTitle': 'Jóváhagyás megerősítésre vár',
  'staff.fourEyes.pendingText': '{{name}} jóváhagyta ({{date}}). Indok: {{reason}}.',
  'staff.fourEyes.note': 'Megjegyzés: {{note}}',
  'staff.fourEyes.ownApproval':
    'Ezt a jóváhagyást Ön adta: a négy szem elve szerint egy másik vezető ügyintéző erősítheti meg.',
  'staff.fourEyes.seniorOnly': 'A jóváhagyást vezető ügyintéző erősítheti meg.',
  'staff.fourEyes.limitNote':
    'A hitelösszeg meghaladja a négy szem elvének határát: a jóváhagyáshoz egy vezető ügyintéző megerősítése is kell.',
  'staff.fourEyes.confirmButton': 'Jóváhagyás megerősítése',
  'staff.fourEyes.sendBackButton': 'Visszaküldés',
  'staff.fourEyes.confirmTitle': 'Jóváhagyás megerősítése',
  'staff.fourEyes.sendBackTitle': 'Jóváhagyás visszaküldése',
  'staff.fourEyes.confirmText':
    'A megerősítéssel a döntés végleges: a kérelem jóváhagyott lesz, és az ügyfél e-mailben értesítést kap.',
  'staff.fourEyes.sendBackText':
    'A jóváhagyás nem lép életbe: a kérelem visszakerül a sorba, és újra dönteni kell róla. Az ügyfél nem kap értesítést.',
  'staff.fourEyes.confirm': 'Megerősítem a jóváhagyást',
  'staff.fourEyes.sendBack': 'Visszaküldöm',
  'staff.fourEyes.confirmed':
    'Megerősítette {{name}} kérelmének jóváhagyását. Az ügyfél e-mailben értesítést kap.',
  'staff.fourEyes.sentBack': '{{name}} kérelmének jóváhagyását visszaküldte: a kérelem újra döntésre vár.',

  'staff.reasonLabel.DOCUMENTS_VERIFIED': 'A dokumentumok rendben vannak',
  'staff.reasonLabel.INCOME_VERIFIED': 'A jövedelem igazolt',
  'staff.reasonLabel.INCOME_NOT_VERIFIED': 'A jövedelem nem igazolható',
  'staff.reasonLabel.AFFORDABILITY': 'A törlesztőrészlet túl nagy teher',
  'staff.reasonLabel.DOCUMENTS_INVALID': 'A dokumentumok hiányosak vagy hibásak',
  'staff.reasonLabel.LENDER_POLICY': 'Nem felel meg a hitelezési szabályzatnak',

  'staff.return.title': 'Visszaküldés aláírásra',
  'staff.return.text':
    'A hibabejelentést lezárjuk, a szerződést és a tájékoztatót az aktuális adatokkal újra elkészítjük, és az ügyfél újra átnézheti és aláírhatja.',
  'staff.return.note': 'Megjegyzés',
  'staff.return.noteHint':
    'Mit javított, vagy miért nem volt szükség javításra? Belső feljegyzés, legalább 5 karakter.',
  'staff.return.confirm': 'Visszaküldöm aláírásra',
  'staff.return.done': '{{name}} kérelmét visszaküldte aláírásra.',
};
