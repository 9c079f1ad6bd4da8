import type { ErrorCode } from '../contracts/error.ts';

/**
 * The wording of every error the API answers, in one place (decision 027). The server fills
 * `message` from it and sends the key as `messageKey`; the seed puts the same entries into
 * the public translation tokens, so the client can word an error itself. `{{name}}` marks a
 * value the error carries in `messageValues`.
 */
export const errorMessagesHu = {
  'errors.VALIDATION_FAILED': 'Néhány adat hiányzik vagy hibás. Javítsa a megjelölt mezőket.',
  'errors.UNAUTHORIZED': 'A munkamenet lejárt vagy nincs bejelentkezve. Jelentkezzen be újra.',
  'errors.FORBIDDEN': 'Ehhez a művelethez nincs jogosultsága.',
  'errors.NOT_FOUND': 'A keresett adat nem található.',
  'errors.CONFLICT': 'A művelet most nem hajtható végre, mert az adat időközben megváltozott.',
  'errors.PAYLOAD_TOO_LARGE': 'A küldött adat túl nagy.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'A kérés formátuma nem támogatott. JSON formátumban küldje az adatokat.',
  'errors.RATE_LIMITED': 'Túl sok kérés érkezett. Próbálja újra később.',
  'errors.INTERNAL': 'Váratlan hiba történt. Próbálja újra néhány perc múlva.',
  'errors.UNAVAILABLE': 'A szolgáltatás átmenetileg nem érhető el. Próbálja újra később.',
} as const satisfies Record<`errors.${string}`, string>;

export type ErrorMessageKey = keyof typeof errorMessagesHu;
export type ErrorMessageValues = Record<string, string | number>;

/** The generic wording of an error code, used when a failure names nothing more specific. */
export function errorMessageKey(code: ErrorCode): ErrorMessageKey {
  return `errors.${code}`;
}

/** Fills `{{name}}` from the values; a name without a value stays visible rather than vanishing. */
export function fillErrorMessage(key: ErrorMessageKey, values?: ErrorMessageValues): string {
  return errorMessagesHu[key].replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    values && name in values ? String(values[name]) : match,
  );
}
