import {
  type ErrorCode,
  type ErrorMessageKey,
  type ErrorMessageValues,
  errorMessageKey,
  type FieldErrors,
  fillErrorMessage,
} from '@hitelkapu/domain';

/** The wording of a failure: a key of `wording/error-messages.ts`, with values for its placeholders. */
export type ErrorWording = ErrorMessageKey | { key: ErrorMessageKey; values: ErrorMessageValues };

/**
 * A failure the API answers in the one error shape (decisions 003 and 027). Services name
 * the wording by key; the Hungarian sentence is filled in from the one catalogue, so a
 * sentence written in a module does not compile.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: ErrorMessageKey;
  readonly messageValues: ErrorMessageValues | undefined;
  readonly fieldErrors: FieldErrors | undefined;
  /** Seconds, sent as Retry-After with a 429. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    wording?: ErrorWording,
    fieldErrors?: FieldErrors,
    retryAfterSeconds?: number,
  ) {
    const key =
      wording === undefined ? errorMessageKey(code) : typeof wording === 'string' ? wording : wording.key;
    const values = typeof wording === 'object' ? wording.values : undefined;
    super(fillErrorMessage(key, values));
    this.name = 'AppError';
    this.code = code;
    this.messageKey = key;
    this.messageValues = values;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
