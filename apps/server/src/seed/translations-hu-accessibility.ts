/**
 * The accessibility statement (European Accessibility Act, directive (EU) 2019/882, in
 * Hungary 2022. évi XVII. törvény; WCAG 2.1 AA through EN 301 549), laid out as the EU model
 * statement of implementing decision (EU) 2018/1523 adapted to a private service: scope,
 * conformance status, content that is not accessible, how the statement was prepared,
 * feedback and enforcement. Public: anyone may read it, logged in or not.
 */
export const publicAccessibilityTokensHu: Record<string, string> = {
  'layout.footer.accessibility': 'Akadálymentességi nyilatkozat',

  'a11y.statement.title': 'Akadálymentességi nyilatkozat',
  'a11y.statement.summary':
    'Röviden: a Hitelkapu legtöbb része akadálymentes, de néhány még nem. Itt leírjuk, mi nem működik jól, és hogyan kérhet segítséget.',
  'a11y.statement.intro':
    'A Hitelkapu Pénzügyi Zrt. azon dolgozik, hogy a Hitelkapu ügyfélportált mindenki használhassa, fogyatékosságtól függetlenül. A nyilatkozatot a termékekre és a szolgáltatásokra vonatkozó akadálymentességi követelményeknek való megfelelés általános szabályairól szóló 2022. évi XVII. törvény és az (EU) 2019/882 irányelv alapján tesszük közzé.',
  'a11y.statement.scope':
    'A nyilatkozat a Hitelkapu ügyfélportáljára vonatkozik: a regisztrációra és a belépésre, az előzetes hitelbírálatra, az ajánlatokra, a hitelkérelemre, az aláírásra, a profilra és a kérelmek listájára.',

  'a11y.statement.conformance.title': 'Megfelelőségi státusz',
  'a11y.statement.conformance.text':
    'A portál részben felel meg a WCAG 2.1 irányelv AA szintjének és az EN 301 549 szabványnak. Részben, mert az alább felsorolt tartalmak még nem akadálymentesek.',

  'a11y.statement.limits.title': 'Nem akadálymentes tartalom',
  'a11y.statement.limits.lead': 'Az alábbi tartalmak nem, vagy nem teljesen akadálymentesek.',
  'a11y.statement.limits.pdf':
    'A portál által készített PDF dokumentumokban (hitelszerződés, hiteltájékoztató, az aláírt példányok és az elállás visszaigazolása) nincsenek képernyőolvasónak szóló szerkezeti jelölések. A szöveg felolvastatható, de a címsorok és a táblázatok szerkezete nem érhető el (WCAG 1.3.1). Ha más formában kéri a dokumentumot, írjon nekünk, és elküldjük.',
  'a11y.statement.limits.identity':
    'A személyazonosság ellenőrzése egy külső szolgáltató oldalán történik. Ennek az oldalnak az akadálymentességét mi nem tudjuk teljesen befolyásolni. Ha ott elakad, kérjen visszahívást, és munkatársunk segít.',
  'a11y.statement.limits.bank':
    'A bankszámla összekapcsolása, ha elérhető, szintén egy külső szolgáltató oldalán történik. Jövedelmét összekapcsolás helyett kézzel is megadhatja.',
  'a11y.statement.limits.uploads':
    'Az Ön által feltöltött fájlok (például az okmányairól készült fényképek) akadálymentessége nem a mi feladatunk, ezekre a nyilatkozat nem terjed ki.',

  'a11y.statement.preparation.title': 'A nyilatkozat elkészítése',
  'a11y.statement.preparation.text':
    'A nyilatkozatot 2026. november 25-én készítettük, saját értékelés alapján. A képernyőket az axe-core eszközzel automatikusan ellenőriztük, és kézzel is végigjártuk csak billentyűzettel, 390 és 1280 képpont széles kijelzőn.',
  'a11y.statement.preparation.review': 'A nyilatkozatot legutóbb 2026. november 25-én vizsgáltuk felül.',

  'a11y.statement.feedback.title': 'Visszajelzés és kapcsolat',
  'a11y.statement.feedback.text':
    'Ha akadályba ütközik a portálon, vagy egy tartalmat más formában kér, jelezze nekünk.',
  'a11y.statement.feedback.emailLabel': 'E-mail',
  'a11y.statement.feedback.email': 'akadalymentesseg@hitelkapu.hu',
  'a11y.statement.feedback.phoneLabel': 'Telefon',
  'a11y.statement.feedback.phone': '+36 1 999 9999',
  'a11y.statement.feedback.deadline': 'Üzenetére legkésőbb 15 napon belül válaszolunk.',

  'a11y.statement.enforcement.title': 'Jogérvényesítés',
  'a11y.statement.enforcement.text':
    'Ha válaszunkkal nem elégedett, vagy 15 napon belül nem válaszolunk, panaszt tehet a termékek és szolgáltatások akadálymentességét ellenőrző fogyasztóvédelmi hatóságnál (2022. évi XVII. törvény, 605/2022. (XII. 28.) Korm. rendelet). A hatóság elérhetőségeit a fogyasztovedelem.kormany.hu oldalon találja.',
  'a11y.statement.enforcement.mnb':
    'Pénzügyi szolgáltatásunkkal kapcsolatos panaszával a Magyar Nemzeti Bankhoz is fordulhat.',
};
