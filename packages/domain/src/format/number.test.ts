import { describe, expect, it } from 'vitest';
import { formatAmount, formatFileSize, formatHuf, formatPercent, parseAmount } from './number.ts';

describe('formatAmount', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [999, '999'],
    [1000, '1 000'],
    [1234, '1 234'],
    [1250000, '1 250 000'],
    [1234.567, '1 234,57'],
    [1234.5, '1 234,5'],
    [1234.004, '1 234'],
    [0.5, '0,5'],
    [0.999, '1'],
    [-1500, '-1 500'],
    [-1234567.891, '-1 234 567,89'],
    [-0.001, '0'],
    [12345678901, '12 345 678 901'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('formatAmount(%s) -> %j', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('uses a plain space, not a no-break space', () => {
    expect(formatAmount(1000)).toBe('1\u0020000');
  });
});

describe('formatHuf', () => {
  it.each([
    [1250000, '1 250 000 Ft'],
    [0, '0 Ft'],
    [99.5, '99,5 Ft'],
    [Number.NaN, ''],
  ])('formatHuf(%s) -> %j', (value, expected) => {
    expect(formatHuf(value)).toBe(expected);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1 250 000', 1250000],
    ['1250000', 1250000],
    ['0', 0],
    [' 12 ', 12],
    ['1\u00a0000', 1000],
    ['', null],
    ['   ', null],
    ['12a', null],
    ['1,5', null],
    ['1.5', null],
    ['-100', null],
    ['1e6', null],
    ['99999999999999999999', null],
  ])('parseAmount(%j) -> %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [0.138, undefined, '13,8 %'],
    [0.0799, 2, '7,99 %'],
    [0.0799, undefined, '8,0 %'],
    [0.1, undefined, '10,0 %'],
    [0.25, 0, '25 %'],
    [12.5, 0, '1 250 %'],
    [Number.NaN, undefined, ''],
  ])('formatPercent(%s, %s) -> %j', (rate, decimals, expected) => {
    expect(formatPercent(rate, decimals)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [100, '1 kB'],
    [245_760, '240 kB'],
    [1_258_291, '1,2 MB'],
    [5 * 1024 * 1024, '5 MB'],
  ])('%i bytes -> %s (decimal comma, at least 1 kB)', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
