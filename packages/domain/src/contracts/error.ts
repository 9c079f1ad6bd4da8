import { z } from 'zod';

/**
 * The one error shape every API failure answers with (decision 027). `message` is a Hungarian
 * sentence a person can act on, worded from `messageKey` in `wording/error-messages.ts`;
 * `fieldErrors` maps a field path to a validation message key that the client turns into
 * wording through translation tokens.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
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
  UNPROCESSABLE: 422,
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
  /** The wording in Hungarian, filled in from `messageKey` (for callers that show it as it is). */
  message: z.string(),
  /** The translation-token key of the wording (`errors.NOT_FOUND`, `errors.auth.wrongCode`). */
  messageKey: z.string(),
  /** Values of the wording's `{{name}}` placeholders. */
  messageValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  fieldErrors: fieldErrorsSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
