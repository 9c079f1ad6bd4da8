/**
 * The customer's to-dos in their words (spec §2 /user/todos, /user/submit-missing-documents;
 * §3 "To-dos"): what a reviewer asks, by when, how to answer it, and how earlier requests
 * ended; a contract waiting for the customer's signature, by when, and how the signing ended.
 * Internal: only a logged-in customer has to-dos. The reviewer's side is in
 * translations-hu-staff.ts.
 */
export const internalTodoTokensHu: Record<string, string> = {
  'nav.todosWithCount': 'Teendők, {{count}} megoldandó',
  'nav.openMenuWithTodos': 'Menü megnyitása, {{count}} megoldandó teendő',

  'todos.title': 'Teendők',
  'todos.lead':
    'Itt látja, mi vár Önre a hitelkérelméhez: az aláírandó szerződést és ügyintézőnk kéréseit, valamint azt, hogyan zárultak a korábbiak.',
  'todos.loadError': 'Nem sikerült betölteni a teendőket',
  'todos.active.title': 'Megoldandó',
  'todos.active.none': 'Most nincs megoldandó teendője.',
  'todos.previous.title': 'Korábbi teendők',
  'todos.previous.none': 'Még nincs korábbi teendője.',
  'todos.empty.title': 'Nincs teendője',
  'todos.empty.text':
    'Ha szerződése aláírásra vár, vagy ügyintézőnk javítást vagy hiányzó dokumentumot kér a hitelkérelméhez, itt jelezzük, és e-mailben is értesítjük.',
  'todos.empty.applications': 'Hitelkérelmeim megtekintése',
  'todos.kind.ANSWER': 'Adat javítása',
  'todos.kind.DOCUMENT': 'Hiányzó dokumentum',
  'todos.messageLabel': 'Ügyintézőnk üzenete',
  'todos.dueAt': 'Határidő',
  'todos.requestedAt': 'Kérés dátuma',
  'todos.closedAt': 'Lezárva',
  'todos.overdue.title': 'A határidő lejárt',
  'todos.overdue.text':
    'A kérés továbbra is nyitva van. Kérjük, pótolja minél előbb, hogy folytathassuk kérelme elbírálását.',
  'todos.action.ANSWER': 'Javítás megadása',
  'todos.action.DOCUMENT': 'Dokumentum feltöltése',
  'todos.status.IN_PROGRESS': 'Megoldandó',
  'todos.status.COMPLETED': 'Beküldve',
  'todos.status.CLOSED': 'Lezárva',
  'todos.status.CANCELLED': 'Visszavonva',
  'todos.status.WITHDRAWN': 'Már nem szükséges',
  'todos.statusText.IN_PROGRESS': 'Ügyintézőnk várja a válaszát.',
  'todos.statusText.COMPLETED': 'Beküldte, ügyintézőnk most ellenőrzi.',
  'todos.statusText.CLOSED': 'Ügyintézőnk átnézte, amit beküldött.',
  'todos.statusText.CANCELLED': 'Ügyintézőnk visszavonta a kérést, ezzel nincs több teendője.',
  'todos.statusText.WITHDRAWN':
    'A kérelme lezárult, vagy döntés született róla, ezért erre a kérésre már nincs szükség.',
  'todos.outcome.SUCCESSFUL': 'Rendben találtuk.',
  'todos.outcome.UNSUCCESSFUL':
    'Nem tudtuk elfogadni. Ha újabb javításra van szükség, új teendőként jelezzük.',

  'todos.signature.kind': 'Szerződés aláírása',
  'todos.signature.amount': 'Hitelösszeg',
  'todos.signature.dueAt': 'Aláírási határidő',
  'todos.signature.signedAt': 'Aláírva',
  'todos.signature.readyAt': 'Elkészült',
  'todos.signature.action.IN_PROGRESS': 'Szerződés aláírása',
  'todos.signature.action.WAITING': 'Aláírás folytatása',
  'todos.signature.text.IN_PROGRESS':
    'Szerződése elkészült. Olvassa el figyelmesen, és ha mindent rendben talál, írja alá a határidőig.',
  'todos.signature.text.WAITING':
    'Megkezdte az aláírást: az SMS-ben kapott kóddal fejezheti be. Ha a kód lejárt, kérhet újat.',
  'todos.signature.status.SIGNED': 'Aláírva',
  'todos.signature.status.CLOSED': 'Lezárva',
  'todos.signature.statusText.SIGNED': 'Aláírta a szerződést.',
  'todos.signature.outcome.ERROR_FOUND':
    'Hibát jelzett a szerződésben. Ügyintézőnk átnézi, és ha a szerződés újra aláírható, itt jelezzük.',
  'todos.signature.outcome.CANCEL': 'A hitelkérelem lezárult, ezért a szerződést már nem kell aláírnia.',
  'todos.signature.outcome.WITHDRAWN': 'Elállt a szerződéstől.',
  'todos.signature.outcome.EXPIRED': 'Az aláírási határidő lejárt, ezt a szerződést már nem lehet aláírni.',

  'correction.back': 'Vissza a teendőkhöz',
  'correction.loadError': 'Nem sikerült betölteni a kérést',
  'correction.submit': 'Beküldés',
  'correction.completedAt': 'Beküldve',
  'correction.state.title': 'A kérés állapota',
  'correction.answer.title': 'Javított válasz',
  'correction.answer.stored': 'Jelenlegi válasza',
  'correction.answer.none': 'Nincs megadva',
  'correction.answer.afterSend':
    'A beküldés után a javított válasz kerül a kérelmébe, és ügyintézőnk átnézi.',
  'correction.document.title': 'Fájlok feltöltése',
  'correction.document.listLabel': 'Feltöltött fájlok: {{title}}',
  'correction.document.noneYet': 'Még nem töltött fel fájlt.',
  'correction.document.afterSend':
    'Ha minden kért fájlt feltöltött, küldje be őket. A beküldés után ügyintézőnk átnézi a dokumentumokat.',
  'correction.done.title': 'Köszönjük, megkaptuk',
  'correction.done.text':
    'Ügyintézőnk átnézi, amit beküldött, és folytatja kérelme elbírálását. Ha mást is kérünk, itt a teendők között és e-mailben is jelezzük.',
  'correction.done.back': 'Vissza a teendőkhöz',
};
