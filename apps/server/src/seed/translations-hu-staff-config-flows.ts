/**
 * Wording of the flow and question editor (/staff/config/flows, /staff/config/flows/:id,
 * /staff/config/question-sets/:id) and of its field errors. Internal: staff read it through
 * GET /api/staff/tokens/{lang}.
 */
export const internalStaffConfigFlowTokensHu: Record<string, string> = {
  'staff.nav.configFlows': 'Kérdéssorok',

  'staffConfig.flows.title': 'Kérdéssorok és hitelkérelmi folyamatok',
  'staffConfig.flows.lead':
    'Itt módosíthatja az előzetes bírálat kérdéseit és a hitelkérelem lépéseit: a szövegeket, a sorrendet és azt, hogy mely kérdés kötelező. A mentett változatot már a következő ügyfél látja.',
  'staffConfig.flows.loadError': 'A kérdéssorokat nem sikerült betölteni.',
  'staffConfig.flows.flowsTitle': 'Hitelkérelmi folyamatok',
  'staffConfig.flows.setsTitle': 'Előzetes bírálat kérdéssorai',
  'staffConfig.flows.version': '{{version}}. verzió',
  'staffConfig.flows.counts': '{{steps}} lépés, {{questions}} kérdés',
  'staffConfig.flows.edit': 'Szerkesztés',
  'staffConfig.flows.editLabel': '{{name}} szerkesztése',
  'staffConfig.flows.back': 'Vissza a kérdéssorokhoz',
  'staffConfig.flows.flowEditorTitle': 'Hitelkérelmi folyamat',
  'staffConfig.flows.flowEditorLead':
    'Válasszon lépést, és módosítsa a kérdések szövegét, sorrendjét és kötelező voltát. Jobbra (telefonon alul) azt látja, ahogy az ügyfél látni fogja.',
  'staffConfig.flows.setEditorTitle': 'Kérdéssor',
  'staffConfig.flows.setEditorLead':
    'Válasszon lépést, és módosítsa a kérdések szövegét, sorrendjét és a számok határait. Jobbra (telefonon alul) azt látja, ahogy az ügyfél látni fogja.',
  'staffConfig.flows.documentTitle': 'Megnevezés',
  'staffConfig.flows.stepsLabel': 'Lépések',
  'staffConfig.flows.untitled': '(cím nélkül)',
  'staffConfig.flows.stepUp': '„{{step}}” lépés feljebb',
  'staffConfig.flows.stepDown': '„{{step}}” lépés lejjebb',
  'staffConfig.flows.stepLegend': '{{number}}. lépés',
  'staffConfig.flows.stepTitle': 'A lépés címe',
  'staffConfig.flows.stepDescription': 'Bevezető szöveg',
  'staffConfig.flows.questionUp': '„{{name}}” kérdés feljebb',
  'staffConfig.flows.questionDown': '„{{name}}” kérdés lejjebb',
  'staffConfig.flows.removeQuestion': '„{{name}}” kérdés törlése',
  'staffConfig.flows.protectedNote':
    'Erre a válaszra a rendszer máshol is támaszkodik, ezért a kérdés nem törölhető, és kötelező marad. A szövege módosítható.',
  'staffConfig.flows.label': 'Kérdés szövege',
  'staffConfig.flows.hint': 'Segítő szöveg',
  'staffConfig.flows.required': 'Kötelező megválaszolni',
  'staffConfig.flows.requiredLocked': 'Kötelező megválaszolni (nem módosítható)',
  'staffConfig.flows.optionLabel': 'Válaszlehetőség ({{value}})',
  'staffConfig.flows.min': 'Legkisebb elfogadott érték',
  'staffConfig.flows.max': 'Legnagyobb elfogadott érték',
  'staffConfig.flows.preview': 'Előnézet',
  'staffConfig.flows.previewLead': 'A kiválasztott lépés a mentés előtti szövegekkel, ahogy az ügyfél látja.',
  'staffConfig.flows.previewWidth': 'Előnézet szélessége',
  'staffConfig.flows.previewPhone': 'Telefon',
  'staffConfig.flows.previewDesktop': 'Számítógép',
  'staffConfig.flows.discard': 'Módosítások elvetése',
  'staffConfig.flows.review': 'Módosítások áttekintése',
  'staffConfig.flows.confirmLead':
    'Ellenőrizze a módosításokat. Mentés után a következő ügyfél már ezeket látja, a folyamatban lévő kérelmeknél is.',
  'staffConfig.flows.saved': 'A módosítást elmentettük ({{version}}. verzió).',
  'staffConfig.flows.reload': 'Friss változat betöltése',
  'staffConfig.flows.empty': '(üres)',
  'staffConfig.flows.requiredYes': 'kötelező',
  'staffConfig.flows.requiredNo': 'nem kötelező',
  'staffConfig.flows.removedValue': '(törölve)',

  'staffConfig.flows.readBy.SCORING': 'A bírálat használja',
  'staffConfig.flows.readBy.CONTRACT': 'A szerződés használja',
  'staffConfig.flows.readBy.DOCUMENTS': 'A dokumentumkezelés használja',
  'staffConfig.flows.readBy.CONSENT': 'Nyilatkozat',
  'staffConfig.flows.readBy.PREFILL': 'A hitelkérelem átveszi',

  'staffConfig.flows.type.INPUT': 'Szövegmező',
  'staffConfig.flows.type.SELECT': 'Legördülő lista',
  'staffConfig.flows.type.CHECKBOX': 'Jelölőnégyzet',
  'staffConfig.flows.type.RADIO': 'Választógomb',
  'staffConfig.flows.type.DATE_PICKER': 'Dátum',
  'staffConfig.flows.type.STATEMENT_PROMPT': 'Nyilatkozat',
  'staffConfig.flows.type.DOCUMENT_PROMPT': 'Dokumentum feltöltése',
  'staffConfig.flows.type.READONLY_FIELD': 'Csak olvasható adat',
  'staffConfig.flows.type.SPECIAL_FIELD': 'Különleges mező',

  'staffConfig.flows.diff.stepOrder': 'A lépések sorrendje',
  'staffConfig.flows.diff.stepTitle': 'Lépés címe',
  'staffConfig.flows.diff.stepDescription': '„{{step}}” bevezető szövege',
  'staffConfig.flows.diff.questionOrder': '„{{step}}” kérdéseinek sorrendje',
  'staffConfig.flows.diff.label': '„{{name}}” szövege',
  'staffConfig.flows.diff.hint': '„{{name}}” segítő szövege',
  'staffConfig.flows.diff.required': '„{{name}}” kötelező volta',
  'staffConfig.flows.diff.option': '„{{name}}” egyik válaszlehetősége',
  'staffConfig.flows.diff.min': '„{{name}}” legkisebb értéke',
  'staffConfig.flows.diff.max': '„{{name}}” legnagyobb értéke',
  'staffConfig.flows.diff.removed': 'Törölt kérdés',

  'staffConfig.flows.errors.protected':
    'Erre a kérdésre a bírálat, a szerződés vagy a dokumentumkezelés támaszkodik: nem törölhető, a típusa nem változhat, és kötelező marad.',
  'staffConfig.flows.errors.locked': 'Ez itt nem módosítható.',
  'staffConfig.flows.errors.unknownQuestion': 'Új kérdést itt nem lehet felvenni.',
  'staffConfig.flows.errors.duplicate': 'Ez a kérdés vagy lépés kétszer szerepel.',
  'staffConfig.flows.errors.emptyStep': 'Egy lépésben legalább egy kérdésnek maradnia kell.',
  'staffConfig.flows.errors.optionsChanged':
    'A válaszlehetőségek szövege módosítható, de újat felvenni vagy törölni nem lehet.',
  'staffConfig.flows.errors.conditionOrder':
    'Ez a kérdés egy későbbi kérdés válaszától függ. Tegye azt a kérdést elé.',
  'staffConfig.flows.errors.conditionRemoved': 'Ez a kérdés egy törölt kérdés válaszától függ.',
  'staffConfig.flows.errors.statementWording':
    'A nyilatkozatok szövegét a nyilatkozatok szerkesztőjében, új változatként lehet módosítani.',
  'staffConfig.flows.errors.stepsChanged': 'Lépést itt nem lehet törölni vagy felvenni.',
};
