import { z } from 'zod';
import { ageOn, formatDate, isIsoDate, todayIso } from '../format/date.ts';

export const validationMessageKeys = {
  required: 'validation.required',
  statementRequired: 'validation.statementRequired',
  size: 'validation.size',
  email: 'validation.email',
  regex: 'validation.regex',
  past: 'validation.past',
  future: 'validation.future',
  phone: 'validation.phone',
  numeric: 'validation.numeric',
  tooYoung: 'validation.tooYoung',
  tooOld: 'validation.tooOld',
} as const;
export type ValidationMessageKey = (typeof validationMessageKeys)[keyof typeof validationMessageKeys];

export type Validator = (value: unknown) => ValidationMessageKey | null;

/** The display form of a Hungarian number: `+36 00 000 0000`. */
export const hungarianPhonePattern = /^\+36 \d{2} \d{3} \d{4}$/;

/** What `required` rejects; every other validator lets it through so rules compose. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const required: Validator = (value) => (isEmptyValue(value) ? validationMessageKeys.required : null);

// Statements are checkboxes: only an explicit acceptance may pass, so false fails like a missing value.
export const statementRequired: Validator = (value) =>
  value === undefined || value === null || value === '' || value === false
    ? validationMessageKeys.statementRequired
    : null;

export type SizeLimits = { min?: number; max?: number };

/** Length bounds (inclusive) for strings (in characters) and arrays (in items). */
export function size({ min, max }: SizeLimits): Validator {
  return (value) => {
    if (isEmptyValue(value)) return null;
    let length: number;
    if (typeof value === 'string') length = [...value].length;
    else if (Array.isArray(value)) length = value.length;
    else if (typeof value === 'number') length = String(value).length;
    else return validationMessageKeys.size;
    if (min !== undefined && length < min) return validationMessageKeys.size;
    if (max !== undefined && length > max) return validationMessageKeys.size;
    return null;
  };
}

/** Pragmatic check: one @, a non-empty local part, a dotted domain without empty labels, no spaces. */
export function isValidEmail(text: string): boolean {
  if (text.length > 254 || /\s/.test(text)) return false;
  const parts = text.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const labels = domain.split('.');
  return local !== '' && labels.length >= 2 && labels.every((label) => label !== '');
}

export const email: Validator = (value) => {
  if (isEmptyValue(value)) return null;
  return typeof value === 'string' && isValidEmail(value) ? null : validationMessageKeys.email;
};

/** Tests the pattern as given (not anchored); a string pattern is compiled once, here. */
export function regex(pattern: RegExp | string): Validator {
  // Global and sticky flags make test() stateful through lastIndex, so they are dropped.
  const compiled =
    typeof pattern === 'string'
      ? new RegExp(pattern)
      : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return (value) => {
    if (isEmptyValue(value)) return null;
    if (typeof value !== 'string' && typeof value !== 'number') return validationMessageKeys.regex;
    return compiled.test(String(value)) ? null : validationMessageKeys.regex;
  };
}

function toIsoDate(value: unknown): string | null {
  if (typeof value === 'string') return isIsoDate(value) ? value : null;
  if (value instanceof Date) return formatDate(value) || null;
  return null;
}

// Today is read when a value is checked, not when the validator is made, so a form left open
// past midnight does not compare against yesterday.
function dateValidator(key: ValidationMessageKey, isAllowed: (date: string, today: string) => boolean) {
  return (today?: string): Validator =>
    (value) => {
      if (isEmptyValue(value)) return null;
      const date = toIsoDate(value);
      // ISO dates compare correctly as strings.
      return date !== null && isAllowed(date, today ?? todayIso()) ? null : key;
    };
}

/** `YYYY-MM-DD` not later than today (Budapest). */
export const past = dateValidator(validationMessageKeys.past, (date, today) => date <= today);

/** The ages, in whole years on the day of asking, a birth-date question accepts (inclusive). */
export interface AgeLimits {
  min: number;
  max: number;
}

/** Majority (Ptk. 2:10. §): the limits of a birth-date question whose configuration names none. */
export const adultAgeLimits: AgeLimits = { min: 18, max: 120 };

/** A question as served: a BIRTH_DATE date carries the age limits in force. */
export function withAgeLimits<Q extends { validation: string | null }>(
  question: Q,
  limits: AgeLimits,
): Q & { ageLimits?: AgeLimits } {
  return question.validation === 'BIRTH_DATE' ? { ...question, ageLimits: limits } : question;
}

/**
 * A birth date of someone between the age limits today: past first, then not too young (an
 * 18th birthday today passes, tomorrow does not), then not too old.
 */
export function birthDate(limits: AgeLimits, today?: string): Validator {
  return (value) => {
    const notPast = past(today)(value);
    if (notPast || isEmptyValue(value)) return notPast;
    const age = ageOn(toIsoDate(value) as string, today ?? todayIso());
    if (age < limits.min) return validationMessageKeys.tooYoung;
    if (age > limits.max) return validationMessageKeys.tooOld;
    return null;
  };
}

/** `YYYY-MM-DD` not earlier than today (Budapest). */
export const future = dateValidator(validationMessageKeys.future, (date, today) => date >= today);

export const phone: Validator = (value) => {
  if (isEmptyValue(value)) return null;
  return typeof value === 'string' && hungarianPhonePattern.test(value) ? null : validationMessageKeys.phone;
};

// Digits, either ungrouped or in space-separated thousands (plain, no-break or narrow space),
// then an optional decimal comma or point.
const numericPattern = /^-?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d+)?$/;

/** True for a finite number or a string written as one (see numericPattern). */
export function isNumericValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && numericPattern.test(value.trim());
}

export const numeric: Validator = (value) => {
  if (isEmptyValue(value)) return null;
  return isNumericValue(value) ? null : validationMessageKeys.numeric;
};

/** Contract field for a phone number in display form. */
export const phoneSchema = z.string().regex(hungarianPhonePattern, { error: validationMessageKeys.phone });

/** Contract field for an email address, checked by the same rule as the form. */
export const emailSchema = z.string().refine(isValidEmail, { error: validationMessageKeys.email });
