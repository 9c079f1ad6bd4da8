import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  hungarianMonthNames,
  isIsoDate,
  todayIso,
} from './date.ts';

describe('formatDate', () => {
  it.each([
    // 23:30 UTC in winter is already the next day in Budapest (UTC+1).
    [new Date('2026-11-21T23:30:00Z'), '2026-11-22'],
    [new Date('2026-11-21T22:59:00Z'), '2026-11-21'],
    // Summer time (UTC+2).
    [new Date('2026-07-14T22:00:00Z'), '2026-07-15'],
    [new Date('2026-07-14T21:59:00Z'), '2026-07-14'],
    ['2026-03-05T10:00:00Z', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-30', ''],
    ['not a date', ''],
    [new Date(Number.NaN), ''],
  ])('formatDate(%j) -> %j', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    [new Date('2026-11-22T08:05:00Z'), '2026.11.22. 09:05'],
    [new Date('2026-07-01T22:15:00Z'), '2026.07.02. 00:15'],
    [new Date('2026-01-01T11:00:00Z'), '2026.01.01. 12:00'],
    ['2026-11-22', '2026.11.22. 00:00'],
    ['garbage', ''],
  ])('formatDateTime(%j) -> %j', (input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2026-11-22', '2026. november 22.'],
    ['2026-01-02', '2026. január 2.'],
    ['2026-08-31', '2026. augusztus 31.'],
    [new Date('2026-12-31T23:30:00Z'), '2027. január 1.'],
    ['', ''],
  ])('formatLongDate(%j) -> %j', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  it('names all twelve months in Hungarian', () => {
    expect(hungarianMonthNames).toHaveLength(12);
    expect(hungarianMonthNames[0]).toBe('január');
    expect(hungarianMonthNames[11]).toBe('december');
  });
});

describe('todayIso', () => {
  it.each([
    [new Date('2026-11-21T23:00:00Z'), '2026-11-22'],
    [new Date('2026-11-21T22:00:00Z'), '2026-11-21'],
  ])('todayIso(%s) -> %s', (now, expected) => {
    expect(todayIso(now)).toBe(expected);
  });

  it('defaults to the current moment', () => {
    expect(isIsoDate(todayIso())).toBe(true);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['2026-11-22T00:00', false],
    ['26-11-22', false],
    ['', false],
  ])('isIsoDate(%j) -> %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});
