import type { ErrorCode, FieldErrors } from '@hitelkapu/domain';

/** Default Hungarian wording per code; a service may give a more specific sentence. */
export const defaultErrorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Néhány adat hiányzik vagy hibás. Javítsa a megjelölt mezőket.',
  UNAUTHORIZED: 'A munkamenet lejárt vagy nincs bejelentkezve. Jelentkezzen be újra.',
  FORBIDDEN: 'Ehhez a művelethez nincs jogosultsága.',
  NOT_FOUND: 'A keresett adat nem található.',
  CONFLICT: 'A művelet most nem hajtható végre, mert az adat időközben megváltozott.',
  PAYLOAD_TOO_LARGE: 'A küldött adat túl nagy.',
  UNSUPPORTED_MEDIA_TYPE: 'A kérés formátuma nem támogatott. JSON formátumban küldje az adatokat.',
  RATE_LIMITED: 'Túl sok kérés érkezett. Próbálja újra később.',
  INTERNAL: 'Váratlan hiba történt. Próbálja újra néhány perc múlva.',
  UNAVAILABLE: 'A szolgáltatás átmenetileg nem érhető el. Próbálja újra később.',
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  /** Seconds, sent as Retry-After with a 429. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, fieldErrors?: FieldErrors, retryAfterSeconds?: number) {
    super(message ?? defaultErrorMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
