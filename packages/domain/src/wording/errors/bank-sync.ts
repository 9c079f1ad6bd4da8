/** Linking a bank account through PSD2 open banking. */
export const bankSyncErrorsHu = {
  'errors.bankSync.notFound': 'Ez a bankszámla-kapcsolat nem található.',
  'errors.bankSync.notConfigured':
    'A bankszámla összekapcsolása most nem érhető el. Válassza a kérdőíves kitöltést, vagy próbálja újra később.',
  'errors.bankSync.providerUnavailable':
    'A bankkapcsolati szolgáltató most nem érhető el. Próbálja újra néhány perc múlva.',
  'errors.bankSync.bankRateLimited':
    'A bankja ma már nem enged több lekérdezést. Próbálja újra holnap, vagy válassza a kérdőíves kitöltést.',
  'errors.bankSync.noSucceededSync': 'Ehhez előbb sikeresen össze kell kapcsolnia a bankszámláját.',
  'errors.bankSync.nothingToOverride': 'Nincs olyan bankszámla-kapcsolat, amelynek adatait javíthatná.',
} as const;
