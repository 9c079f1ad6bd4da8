/** The generic wording of each error code. */
export const genericErrorsHu = {
  'errors.VALIDATION_FAILED': 'Néhány adat hiányzik vagy hibás. Javítsa a megjelölt mezőket.',
  'errors.UNAUTHORIZED': 'A munkamenet lejárt vagy nincs bejelentkezve. Jelentkezzen be újra.',
  'errors.FORBIDDEN': 'Ehhez a művelethez nincs jogosultsága.',
  'errors.NOT_FOUND': 'A keresett adat nem található.',
  'errors.CONFLICT': 'A művelet most nem hajtható végre, mert az adat időközben megváltozott.',
  'errors.UNPROCESSABLE': 'A kérés formailag helyes, de a benne lévő adatok nem egyeznek.',
  'errors.PAYLOAD_TOO_LARGE': 'A küldött adat túl nagy.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'A kérés formátuma nem támogatott. JSON formátumban küldje az adatokat.',
  'errors.RATE_LIMITED': 'Túl sok kérés érkezett. Próbálja újra később.',
  'errors.INTERNAL': 'Váratlan hiba történt. Próbálja újra néhány perc múlva.',
  'errors.UNAVAILABLE': 'A szolgáltatás átmenetileg nem érhető el. Próbálja újra később.',
} as const satisfies Record<`errors.${string}`, string>;
