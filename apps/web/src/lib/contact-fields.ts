import { email, phone, required } from '@hitelkapu/domain/rules/validators';
import type { TFunction } from 'i18next';

/** A phone field starts with the country code, so the customer types only their own digits. */
export const PHONE_PREFIX = '+36 ';

/** Hungarian error of an email field, or null. */
export function emailError(value: string, t: TFunction): string | null {
  const key = required(value) ?? email(value.trim());
  return key ? t(key) : null;
}

/** Hungarian error of a phone field (a number left at the prefix is empty), or null. */
export function phoneError(value: string, t: TFunction): string | null {
  const key = required(value.replace('+36', '')) ?? phone(value);
  return key ? t(key) : null;
}
