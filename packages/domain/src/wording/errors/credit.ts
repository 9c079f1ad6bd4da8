/** The credit journey: preliminary assessment, applications, documents, scoring. */
export const creditErrorsHu = {
  'errors.preliminary.questionSetNotFound': 'Ez a kérdéssor nem található.',
  'errors.preliminary.statusNotAllowed':
    'Előzetes hitelbírálatot a fiókja jelenlegi állapotában nem indíthat.',
  'errors.preliminary.statementsMissing':
    'Az előzetes hitelbírálat előtt kérjük, olvassa el és fogadja el a hozzá tartozó nyilatkozatokat.',
  'errors.preliminary.noAssessment': 'Még nem végzett előzetes hitelbírálatot.',

  'errors.application.notFound': 'Ez a hitelkérelem nem található.',
  'errors.application.offerNotAvailable':
    'Ez az ajánlat a legutóbbi előzetes hitelbírálata alapján nem választható. Válasszon a felkínált ajánlatok közül.',
  'errors.application.otherOpen':
    'Már van folyamatban lévő hitelkérelme egy másik ajánlatra. Folytassa azt, vagy zárja le, mielőtt újat kezd.',
  'errors.application.statusNotAllowed': 'Hitelkérelmet a fiókja jelenlegi állapotában nem indíthat.',
  'errors.application.noOpen': 'Nincs folyamatban lévő hitelkérelme.',
  'errors.application.notEditable': 'A hitelkérelem adatai ebben a szakaszban már nem módosíthatók.',
  'errors.application.stale': 'Ezt az adatot időközben egy másik ablakban módosította. Frissítse az oldalt.',
  'errors.application.illegalMove': 'Erre a lépésre most nem léphet tovább.',
  'errors.application.cannotClose': 'A hitelkérelem ebben a szakaszban már nem zárható le.',
  'errors.application.stepIncomplete':
    'A továbblépés előtt töltse ki helyesen „{{step}}” lépés megjelölt mezőit.',
  /** The knock-out explanation of the configured flow question, as the flow words it. */
  'errors.application.knockedOut': '{{explanation}}',
  /** A move the server makes (identity verified, signing started …) that the stage does not allow. */
  'errors.application.cannotAdvance': 'A hitelkérelem ebben a szakaszban nem léphet tovább.',
  'errors.application.fieldConfigNotFound': 'Ez a mezőbeállítás nem található.',

  'errors.scoring.notAtOverview':
    'A hitelkérelmet az adatok áttekintése után, az áttekintő oldalról küldheti be.',
  'errors.scoring.incomplete':
    'A hitelkérelem még nem teljes. Javítsa vagy töltse ki a megjelölt mezőket, majd küldje be újra.',
  'errors.scoring.noDecision': 'Ehhez a hitelkérelemhez még nincs hitelbírálati döntés.',
  'errors.scoring.cannotSubmit': 'A hitelkérelem ebben a szakaszban nem küldhető be.',

  'errors.document.notFound': 'Ez a dokumentum nem található.',
  'errors.document.wrongPrompt': 'Ehhez a kérdéshez nem tölthető fel dokumentum.',
  'errors.document.empty': 'A kiválasztott fájl üres. Válasszon másik fájlt.',
  'errors.document.missingFile': 'Nem érkezett fájl. Válassza ki a feltöltendő dokumentumot.',
  'errors.document.notMultipart': 'A dokumentumot multipart/form-data formátumban küldje.',
  'errors.document.tooManyFiles': 'Egyszerre egy fájlt töltsön fel.',
  'errors.document.wrongType':
    'Ez a fájl nem PDF, JPEG vagy PNG formátumú. A fájl tartalmát ellenőrizzük, nem a nevét: mentse el vagy fényképezze le a dokumentumot ezek egyikében.',
  /** `types`: the accepted formats, e.g. "PDF, JPEG". */
  'errors.document.typeNotAccepted':
    'Ennél a dokumentumnál csak a következő formátumok fogadhatók el: {{types}}.',
  'errors.document.tooLarge':
    'A fájl túl nagy. Legfeljebb {{maxMegabytes}} MB-os fájlt tölthet fel; egy kisebb felbontású fénykép vagy tömörített PDF általában elég.',
  'errors.document.tooMany':
    'Ehhez a dokumentumhoz legfeljebb {{maxFiles}} fájlt tölthet fel. Ha valamelyik hibás, előbb törölje azt.',
  'errors.document.unreadablePdf':
    'Ez a fájl sérült, vagy nem szabályos PDF, ezért nem tudjuk megnyitni. Mentse el újra PDF-ként (például a „Nyomtatás PDF-be” lehetőséggel), vagy fényképezze le a dokumentumot.',
  'errors.document.unreadableImage':
    'Ez a kép sérült vagy hiányos, ezért nem tudjuk megnyitni. Készítsen új fényképet, vagy mentse el újra JPEG vagy PNG formátumban.',
  'errors.document.encryptedPdf':
    'Ez a PDF jelszóval védett vagy titkosított, ezért nem tudjuk megnyitni. Mentse el jelszó nélkül, majd töltse fel újra.',
  'errors.document.tooManyPages':
    'A PDF legfeljebb {{maxPages}} oldalas lehet. Csak a kért dokumentum oldalait töltse fel.',
  'errors.document.tooMuchContent':
    'A PDF tartalma kibontva túl nagy, ezért nem tudjuk feldolgozni. Mentse el újra kisebb felbontással, vagy fényképezze le a dokumentumot.',
  'errors.document.tooManyPixels':
    'A kép felbontása túl nagy: legfeljebb {{maxMegapixels}} megapixeles lehet. Egy kisebb felbontású fénykép is elég.',
  'errors.document.tooComplex':
    'A fájl ellenőrzése túl sokáig tartana. Mentse el kisebb felbontással vagy kevesebb oldallal, majd töltse fel újra.',

  /** A write that must not run twice (finish, identification, signing) came without its key. */
  'errors.request.idempotencyKeyMissing': 'Hiányzik az Idempotency-Key fejléc.',
} as const satisfies Record<`errors.${string}`, string>;
