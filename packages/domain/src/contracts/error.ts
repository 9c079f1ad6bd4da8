import { z } from 'zod';

/**
 * The one error shape every API failure answers with. `message` is a Hungarian sentence a
 * person can act on; `fieldErrors` maps a field path to a validation message key that the
 * client turns into wording through translation tokens.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const httpStatusByErrorCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorResponseSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  fieldErrors: fieldErrorsSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Translation-token key of the generic wording for an error code (`errors.NOT_FOUND`). */
export function errorMessageKey(code: ErrorCode): string {
  return `errors.${code}`;
}
