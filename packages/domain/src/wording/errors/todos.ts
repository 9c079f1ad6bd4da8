/** Corrections a reviewer asks for and the customer's to-dos. */
export const todosErrorsHu = {
  'errors.correction.notFound': 'Ez a javítási kérés nem található.',
  'errors.correction.notOpen': 'Ez a javítási kérés már lezárult, nem módosítható.',
  'errors.correction.notCompleted': 'Csak az ügyfél által már teljesített javítási kérés zárható le.',
  'errors.correction.valueRequired': 'Kérjük, adja meg a javított választ.',
  'errors.correction.documentMissing': 'Kérjük, előbb töltse fel a kért dokumentumot.',
  'errors.correction.notDocumentKind': 'Ehhez a javítási kéréshez nem kell dokumentumot feltölteni.',
  'errors.correction.tooManyFiles': 'Ehhez a kéréshez legfeljebb {{maxFiles}} fájl tölthető fel.',
  'errors.correction.applicationNotUnderReview':
    'Javítást csak elbírálás alatt álló igényléshez lehet kérni.',
  'errors.correction.unknownField': 'Ez a mező nem szerepel az igénylés kérdései között.',
  'errors.correction.alreadyOpen': 'Ehhez a mezőhöz már van nyitott javítási kérés.',
} as const satisfies Record<`errors.${string}`, string>;
