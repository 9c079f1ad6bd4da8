/**
 * Wording of the configuration editor (/staff/config/products, /staff/config/regulatory-figures)
 * and of its field errors. Internal: staff read it through GET /api/staff/tokens/{lang}.
 */
export const internalStaffConfigTokensHu: Record<string, string> = {
  'staff.nav.configProducts': 'Termékek és kamatok',
  'staff.nav.configFigures': 'Szabályozói értékek',

  'staffConfig.cancel': 'Mégse',
  'staffConfig.confirm.title': 'A módosítás áttekintése',
  'staffConfig.confirm.listLabel': 'Módosított értékek: régi és új érték',
  'staffConfig.confirm.becomes': 'új érték:',
  'staffConfig.confirm.nothing': 'Nem módosított egyetlen értéket sem, így nincs mit menteni.',
  'staffConfig.confirm.back': 'Vissza a szerkesztéshez',
  'staffConfig.confirm.save': 'Mentés',

  'staffConfig.kind.PERSONAL_LOAN': 'Személyi kölcsön',
  'staffConfig.kind.POINT_OF_SALE': 'Áruhitel',
  'staffConfig.kind.LEASING': 'Lízing',

  'staffConfig.products.title': 'Termékek és kamatok',
  'staffConfig.products.lead':
    'Itt módosíthatja a hiteltermékek összeg- és futamidő-határait, kamatsávjait és díjait. A mentett értékekkel már a következő előzetes bírálat számol.',
  'staffConfig.products.loadError': 'A termékeket nem sikerült betölteni.',
  'staffConfig.products.empty': 'Még nincs hiteltermék.',

  'staffConfig.product.active': 'Elérhető',
  'staffConfig.product.inactive': 'Nem elérhető',
  'staffConfig.product.version': '{{version}}. verzió',
  'staffConfig.product.amountRange': 'Hitelösszeg',
  'staffConfig.product.monthsRange': 'Futamidő',
  'staffConfig.product.months': '{{min}}–{{max}} hónap',
  'staffConfig.product.disbursementFee': 'Folyósítási díj',
  'staffConfig.product.feeWithMax': '{{percent}}, legfeljebb {{max}}',
  'staffConfig.product.highestThm': 'Legmagasabb THM',
  'staffConfig.product.capOf': '(mai THM-plafon: {{cap}})',
  'staffConfig.product.bandsCaption': 'Kamatsávok',
  'staffConfig.product.bandAmount': 'Összeg',
  'staffConfig.product.bandMonths': 'Futamidő',
  'staffConfig.product.bandRate': 'Éves ügyleti kamat',
  'staffConfig.product.edit': 'Szerkesztés',
  'staffConfig.product.editLabel': '{{name}} szerkesztése',
  'staffConfig.product.editTitle': '{{name}} szerkesztése',
  'staffConfig.product.name': 'Termék neve',
  'staffConfig.product.tagline': 'Rövid leírás',
  'staffConfig.product.description': 'Leírás',
  'staffConfig.product.minAmount': 'Legkisebb hitelösszeg',
  'staffConfig.product.maxAmount': 'Legnagyobb hitelösszeg',
  'staffConfig.product.minMonths': 'Legrövidebb futamidő',
  'staffConfig.product.maxMonths': 'Leghosszabb futamidő',
  'staffConfig.product.bandTitle': '{{number}}. kamatsáv',
  'staffConfig.product.bandSummary':
    '{{minAmount}}–{{maxAmount}} Ft, {{minMonths}}–{{maxMonths}} hónap: {{rate}} %',
  'staffConfig.product.bandMinAmount': 'Összegtől',
  'staffConfig.product.bandMaxAmount': 'Összegig',
  'staffConfig.product.bandMinMonths': 'Futamidőtől',
  'staffConfig.product.bandMaxMonths': 'Futamidőig',
  'staffConfig.product.removeBand': 'A(z) {{number}}. kamatsáv törlése',
  'staffConfig.product.addBand': 'Új kamatsáv',
  'staffConfig.product.disbursementFeePercent': 'Folyósítási díj (%)',
  'staffConfig.product.disbursementFeeMax': 'Folyósítási díj felső határa',
  'staffConfig.product.monthlyFee': 'Havi számlavezetési díj',
  'staffConfig.product.isActive': 'Az ügyfelek igényelhetik',
  'staffConfig.product.isActiveHint':
    'Kikapcsolva a termék nem jelenik meg az ajánlatok között. Bekapcsoláskor a rendszer újra ellenőrzi a THM-plafont.',
  'staffConfig.product.review': 'Módosítások áttekintése',
  'staffConfig.product.confirmLead':
    'Ellenőrizze a(z) {{name}} módosításait. Mentés után a következő előzetes bírálat már az új értékekkel számol.',
  'staffConfig.product.reload': 'Friss adatok betöltése',
  'staffConfig.product.saved': 'A(z) {{name}} módosítását elmentettük ({{version}}. verzió).',

  'staffConfig.errors.staleVersion':
    'Ezt a terméket közben valaki más módosította. Töltse be a friss adatokat.',
  'staffConfig.errors.thmCapExceeded':
    'Ezzel a kamattal a THM meghaladná a mai törvényes felső határt. Adjon meg alacsonyabb kamatot.',
  'staffConfig.errors.maxBelowMin': 'A felső határ nem lehet kisebb az alsónál.',
  'staffConfig.errors.bandOutsideRange': 'Ez a kamatsáv kívül esik a termék összeg- vagy futamidő-határain.',
  'staffConfig.errors.representativeOutside':
    'A reprezentatív példa összege és futamideje nem maradhat a termék határain kívül.',

  'staffConfig.figures.title': 'Szabályozói értékek',
  'staffConfig.figures.lead':
    'A jegybanki alapkamat, a THM-plafonok és a JTM-határok a jogforrásukkal. Minden módosítást naplózunk, a régi és az új értékkel együtt.',
  'staffConfig.figures.loadError': 'A szabályozói értékeket nem sikerült betölteni.',
  'staffConfig.figures.capPersonal': 'Mai THM-plafon, személyi kölcsön',
  'staffConfig.figures.capPointOfSale': 'Mai THM-plafon, áruhitel',
  'staffConfig.figures.capBasis': 'A plafon alapja',
  'staffConfig.figures.capBasisValue': '{{rate}}, a {{day}} napján érvényes alapkamat',

  'staffConfig.baseRate.title': 'Jegybanki alapkamat',
  'staffConfig.baseRate.lead':
    'Az alapkamat a megadott naptól érvényes. A THM-plafont a félévet megelőző fordulónap (június 1., december 1.) alapkamatából számítjuk.',
  'staffConfig.baseRate.timelineLabel': 'Az alapkamat változásai, a legújabbal kezdve',
  'staffConfig.baseRate.inForce': 'Hatályos',
  'staffConfig.baseRate.future': 'Jövőbeli',
  'staffConfig.baseRate.remove': 'Törlés',
  'staffConfig.baseRate.removeLabel': 'A {{day}} napjától érvényes alapkamat törlése',
  'staffConfig.baseRate.removeTitle': 'Jövőbeli alapkamat törlése',
  'staffConfig.baseRate.removeLead':
    'Biztosan törli a {{day}} napjától érvényes {{rate}} alapkamatot? A hatályba lépett alapkamatok nem törölhetők.',
  'staffConfig.baseRate.removed': 'A {{day}} napjától érvényes alapkamatot töröltük.',
  'staffConfig.baseRate.newTitle': 'Új alapkamat',
  'staffConfig.baseRate.newLead':
    'Adja meg, melyik naptól érvényes az új alapkamat, és hol jelent meg. Egy jövőbeli nap alapkamata a maga napján magától lép hatályba.',
  'staffConfig.baseRate.effectiveFrom': 'Hatályos ettől a naptól',
  'staffConfig.baseRate.rate': 'Alapkamat',
  'staffConfig.baseRate.legalSource': 'Jogforrás',
  'staffConfig.baseRate.review': 'Új alapkamat áttekintése',
  'staffConfig.baseRate.confirmLead': 'Ellenőrizze az új alapkamatot mentés előtt.',
  'staffConfig.baseRate.fromDay': 'Alapkamat {{day}} napjától',
  'staffConfig.baseRate.saved': 'A {{day}} napjától érvényes {{rate}} alapkamatot elmentettük.',
  'staffConfig.baseRate.savedFuture':
    'A {{day}} napjától érvényes {{rate}} alapkamatot elmentettük. A maga napján magától lép hatályba.',

  'staffConfig.figure.title': 'Plafonok, JTM-határok és hitelezési szabályok',
  'staffConfig.figure.value': 'Érték',
  'staffConfig.figure.valueIn': 'Érték ({{unit}})',
  'staffConfig.figure.validFrom': 'Érvényes ettől a naptól',
  'staffConfig.figure.legalSource': 'Jogforrás',
  'staffConfig.figure.setByStaff': 'Munkatárs módosította',
  'staffConfig.figure.edit': 'Szerkesztés',
  'staffConfig.figure.editLabel': '{{name}} szerkesztése',
  'staffConfig.figure.review': 'Módosítás áttekintése',
  'staffConfig.figure.confirmLead': 'Ellenőrizze a módosítást: {{name}}.',
  'staffConfig.figure.saved': 'A módosítást elmentettük: {{name}}.',

  'staffConfig.changes.title': 'Legutóbbi változások',
  'staffConfig.changes.empty': 'Még nem változott egyetlen érték sem.',
  'staffConfig.changes.BASE_RATE': 'Alapkamat, {{key}} napjától',
  'staffConfig.changes.FIGURE': 'Érték: {{key}}',
  'staffConfig.changes.actor.SEED': 'szoftverfrissítés',
  'staffConfig.changes.actor.MIGRATION': 'adatbázis-frissítés',
  'staffConfig.changes.actor.STAFF': 'munkatárs',
};
