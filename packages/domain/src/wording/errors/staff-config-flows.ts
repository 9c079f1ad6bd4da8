/** The flow and question editor: application flows and preliminary question sets (decision 041). */
export const staffConfigFlowsErrorsHu = {
  'errors.staffConfig.flowNotFound': 'A kérdéssor nem található.',
  'errors.staffConfig.flowStale':
    'Ezt a kérdéssort közben valaki más módosította. Töltse be a friss változatot, és nézze át a mentés előtt.',
  'errors.staffConfig.flowInvalid': 'A módosított kérdéssor így nem menthető. Javítsa a megjelölt mezőket.',
  'errors.staffConfig.protectedQuestion':
    'A(z) „{{label}}” ({{field}}) kérdés válaszát a bírálat, a szerződés vagy a dokumentumok kezelése használja, ezért nem törölhető, a típusa nem változhat, és kötelező marad.',
  'errors.staffConfig.flowStructureLocked':
    'Itt a kérdések szövege, sorrendje és kötelező volta módosítható; új kérdés, típus, feltétel vagy ellenőrzési szabály nem. Javítsa a megjelölt mezőket.',
} as const satisfies Record<`errors.${string}`, string>;
