/**
 * The customer's to-dos in their words (spec §2 /user/todos, /user/submit-missing-documents;
 * §3 "To-dos"): what a reviewer asks, by when, how to answer it, and how earlier requests
 * ended. Internal: only a logged-in customer has to-dos. The reviewer's side is in
 * translations-hu-staff.ts.
 */
export const internalTodoTokensHu: Record<string, string> = {
  'nav.todosWithCount': 'Teendők, {{count}} megoldandó',
  'nav.openMenuWithTodos': 'Menü megnyitása, {{count}} megoldandó teendő',

  'todos.title': 'Teendők',
  'todos.lead':
    'Itt látja, mit kér Öntől ügyintézőnk a hitelkérelméhez, és hogyan zárultak a korábbi kérések.',
  'todos.loadError': 'Nem sikerült betölteni a teendőket',
  'todos.active.title': 'Megoldandó',
  'todos.active.none': 'Most nincs megoldandó teendője.',
  'todos.previous.title': 'Korábbi teendők',
  'todos.previous.none': 'Még nincs korábbi teendője.',
  'todos.empty.title': 'Nincs teendője',
  'todos.empty.text':
    'Ha ügyintézőnk javítást vagy hiányzó dokumentumot kér a hitelkérelméhez, itt jelezzük, és e-mailben is értesítjük.',
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
