import { describe, expect, it } from 'vitest';
import {
  birthDate,
  email,
  emailSchema,
  future,
  isEmptyValue,
  numeric,
  past,
  phone,
  phoneSchema,
  regex,
  required,
  size,
  statementRequired,
  validationMessageKeys,
} from './validators.ts';

const keys = validationMessageKeys;

describe('required', () => {
  it.each([
    [undefined, keys.required],
    [null, keys.required],
    ['', keys.required],
    ['   ', keys.required],
    ['\n\t', keys.required],
    [[], keys.required],
    ['a', null],
    [' a ', null],
    [0, null],
    [false, null],
    [['x'], null],
    [{}, null],
  ])('required(%j) -> %s', (value, expected) => {
    expect(required(value)).toBe(expected);
  });

  it('agrees with isEmptyValue', () => {
    for (const value of [undefined, null, '', ' ', [], 'a', 0, false]) {
      expect(required(value) !== null).toBe(isEmptyValue(value));
    }
  });
});

describe('statementRequired', () => {
  it.each([
    [undefined, keys.statementRequired],
    [null, keys.statementRequired],
    ['', keys.statementRequired],
    [false, keys.statementRequired],
    [true, null],
    ['true', null],
    ['false', null],
    [0, null],
    [' ', null],
    [[], null],
  ])('statementRequired(%j) -> %s', (value, expected) => {
    expect(statementRequired(value)).toBe(expected);
  });
});

describe('size', () => {
  it.each([
    [{ min: 2 }, 'a', keys.size],
    [{ min: 2 }, 'ab', null],
    [{ max: 3 }, 'abc', null],
    [{ max: 3 }, 'abcd', keys.size],
    [{ min: 2, max: 3 }, 'árvíz', keys.size],
    [{ min: 5, max: 5 }, 'árvíz', null],
    [{ min: 2 }, ['x'], keys.size],
    [{ min: 2 }, ['x', 'y'], null],
    [{ max: 1 }, ['x', 'y'], keys.size],
    [{ max: 3 }, 12345, keys.size],
    [{ min: 2 }, '', null],
    [{ min: 2 }, undefined, null],
    [{ min: 1 }, [], null],
    [{ min: 1 }, { length: 5 }, keys.size],
    [{}, 'anything', null],
  ])('size(%j)(%j) -> %s', (limits, value, expected) => {
    expect(size(limits)(value)).toBe(expected);
  });
});

describe('email', () => {
  it.each([
    ['anna.kovacs@example.hu', null],
    ['a+tag@sub.example.com', null],
    ['', null],
    [undefined, null],
    ['anna', keys.email],
    ['anna@example', keys.email],
    ['anna@@example.hu', keys.email],
    ['an@na@example.hu', keys.email],
    ['@example.hu', keys.email],
    ['anna@.hu', keys.email],
    ['anna@example.', keys.email],
    ['anna@example..hu', keys.email],
    ['anna kovacs@example.hu', keys.email],
    [' anna@example.hu', keys.email],
    [42, keys.email],
  ])('email(%j) -> %s', (value, expected) => {
    expect(email(value)).toBe(expected);
  });
});

describe('regex', () => {
  it.each([
    [/^\d{8}$/, '12345678', null],
    [/^\d{8}$/, '1234567', keys.regex],
    ['^[A-Z]{2}\\d{6}$', 'AB123456', null],
    ['^[A-Z]{2}\\d{6}$', 'ab123456', keys.regex],
    ['\\d', 'abc1', null],
    [/^\d+$/, 42, null],
    [/^\d+$/, '', null],
    [/^\d+$/, null, null],
    [/^\d+$/, true, keys.regex],
  ])('regex(%s)(%j) -> %s', (pattern, value, expected) => {
    expect(regex(pattern)(value)).toBe(expected);
  });

  it('gives the same answer on repeated calls with a global pattern', () => {
    const validate = regex(/\d/g);
    expect([validate('a1'), validate('a1'), validate('a1')]).toEqual([null, null, null]);
  });
});

describe('past and future', () => {
  const today = '2026-11-22';

  it.each([
    ['2026-11-21', null, keys.future],
    ['2026-11-22', null, null],
    ['2026-11-23', keys.past, null],
    ['1980-01-31', null, keys.future],
    ['2030-06-01', keys.past, null],
    ['2026-02-30', keys.past, keys.future],
    ['22/11/2026', keys.past, keys.future],
    ['2026-11-22T10:00', keys.past, keys.future],
    [20261122, keys.past, keys.future],
    ['', null, null],
    [undefined, null, null],
  ])('%j -> past %s, future %s', (value, pastResult, futureResult) => {
    expect(past(today)(value)).toBe(pastResult);
    expect(future(today)(value)).toBe(futureResult);
  });

  it('compares with the current Budapest day by default', () => {
    expect(past()('1990-05-05')).toBeNull();
    expect(past()('2999-01-01')).toBe(keys.past);
    expect(future()('2999-01-01')).toBeNull();
    expect(future()('1990-05-05')).toBe(keys.future);
  });
});

describe('birth date within the age limits', () => {
  const today = '2026-11-25';
  const limits = { min: 18, max: 75 };

  it.each([
    ['2008-11-25', null, 'an 18th birthday today passes'],
    ['2008-11-26', keys.tooYoung, 'an 18th birthday tomorrow is too young'],
    ['2010-06-01', keys.tooYoung, 'a 16-year-old is too young'],
    ['1951-11-25', null, 'a 75th birthday today passes'],
    ['1950-11-25', keys.tooOld, 'a 76-year-old is over the upper age'],
    ['2026-11-26', keys.past, 'a date after today is no birth date'],
    ['2008-02-30', keys.past, 'an impossible date is no birth date'],
    ['', null, 'an empty value is for required to refuse'],
  ])('%s -> %s (%s)', (value, expected, _why) => {
    expect(birthDate(limits, today)(value)).toBe(expected);
  });

  it('takes a 29 February birthday as reached on 1 March in a common year', () => {
    expect(birthDate(limits, '2026-02-28')('2008-02-29')).toBe(keys.tooYoung);
    expect(birthDate(limits, '2026-03-01')('2008-02-29')).toBeNull();
  });
});

describe('phone', () => {
  it.each([
    ['+36 20 123 4567', null],
    ['+36 1 234 5678', keys.phone],
    ['+36201234567', keys.phone],
    ['06 20 123 4567', keys.phone],
    ['+36 20 123 45678', keys.phone],
    ['+36 20 123 456', keys.phone],
    [' +36 20 123 4567', keys.phone],
    ['', null],
    [null, null],
    [36201234567, keys.phone],
  ])('phone(%j) -> %s', (value, expected) => {
    expect(phone(value)).toBe(expected);
  });
});

describe('numeric', () => {
  it.each([
    ['450000', null],
    ['450 000', null],
    ['1 250 000', null],
    ['1\u00a0250\u00a0000', null],
    ['12,5', null],
    ['12.5', null],
    ['1 234,56', null],
    [' 42 ', null],
    ['-15', null],
    [450000, null],
    ['', null],
    [undefined, null],
    ['12 34', keys.numeric],
    ['1  234', keys.numeric],
    ['12a', keys.numeric],
    ['12,', keys.numeric],
    [',5', keys.numeric],
    ['1,2,3', keys.numeric],
    ['1e5', keys.numeric],
    [Number.NaN, keys.numeric],
    [true, keys.numeric],
  ])('numeric(%j) -> %s', (value, expected) => {
    expect(numeric(value)).toBe(expected);
  });
});

describe('zod helpers', () => {
  it.each([
    ['+36 30 765 4321', true],
    ['+36301234567', false],
    ['', false],
  ])('phoneSchema accepts %j: %s', (value, ok) => {
    const result = phoneSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('validation.phone');
  });

  it.each([
    ['anna@example.hu', true],
    ['anna@example', false],
    ['', false],
  ])('emailSchema accepts %j: %s', (value, ok) => {
    const result = emailSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('validation.email');
  });
});
