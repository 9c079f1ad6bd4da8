import type { TFunction } from 'i18next';
import { ApiError, NO_TOKEN_MESSAGE } from './api-client.ts';

/**
 * What to tell the customer about a failed call. The server names the wording by key
 * (decision 027), worded here through the translation tokens; a key the tokens do not hold
 * falls back to the server's Hungarian `message`; without either (a proxy's error page) the
 * code's generic wording is used; a call that never reached the server says so, and anything
 * else is an unexpected error.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.wording) {
      const worded = t(error.wording.key, { ...error.wording.values, defaultValue: '' });
      if (worded !== '') return worded;
    }
    const hasServerMessage = error.message !== '' && error.message !== `HTTP ${error.status}`;
    if (hasServerMessage) return error.message;
    return t(error.status >= 500 ? 'errors.INTERNAL' : `errors.${error.code}`, {
      defaultValue: t('errors.INTERNAL'),
    });
  }
  if (error instanceof Error && error.message === NO_TOKEN_MESSAGE) return t('errors.noToken');
  if (error instanceof DOMException && error.name === 'TimeoutError') return t('errors.TIMEOUT');
  // fetch rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return t('errors.NETWORK');
  return t('errors.INTERNAL');
}

/**
 * The server's field errors (message keys such as 'validation.phone') as form errors in
 * Hungarian. `values` fills placeholders like the password policy's {{minLength}}.
 */
export function fieldErrorsText(
  error: unknown,
  t: TFunction,
  values?: Record<string, unknown>,
): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).map(([field, key]) => [field, t(key, values)]));
}
