import { describe, expect, it } from 'vitest';
import { deadlineDay, easterSunday, hungarianPublicHolidays, isWorkingDay } from './working-days.ts';

describe('Hungarian working days (Ptk. 8:2. § (3), Mt. 102. § (1))', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists the fixed holidays and those that move with Easter', () => {
    expect(hungarianPublicHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-03-15',
      '2027-03-26', // Good Friday
      '2027-03-28',
      '2027-03-29', // Easter Monday
      '2027-05-01',
      '2027-05-16',
      '2027-05-17', // Whit Monday
      '2027-08-20',
      '2027-10-23',
      '2027-11-01',
      '2027-12-24',
      '2027-12-25',
      '2027-12-26',
    ]);
    expect(hungarianPublicHolidays(2024)).not.toContain('2024-12-24');
  });

  it('a deadline ending on Christmas Day 2026 (a Friday) ends on Monday 28 December', () => {
    expect(deadlineDay('2026-12-25')).toBe('2026-12-28');
  });

  it('a deadline ending on Easter Monday 2027 ends on the Tuesday', () => {
    expect(deadlineDay('2027-03-29')).toBe('2027-03-30');
  });

  it('a deadline ending on Good Friday runs over the Easter weekend to Tuesday', () => {
    expect(deadlineDay('2027-03-26')).toBe('2027-03-30');
  });

  it('a working day stays, a weekend moves to Monday', () => {
    expect(deadlineDay('2026-11-25')).toBe('2026-11-25');
    expect(deadlineDay('2026-11-28')).toBe('2026-11-30');
  });

  it('follows the configured transferred days', () => {
    const calendar = { extraWorkingDays: ['2026-01-10'], extraRestDays: ['2026-01-02'] };
    expect(isWorkingDay('2026-01-10', calendar)).toBe(true);
    expect(isWorkingDay('2026-01-02', calendar)).toBe(false);
    // 1 January is a holiday, 2 January a rest day, then the weekend: Monday 5 January.
    expect(deadlineDay('2026-01-01', calendar)).toBe('2026-01-05');
    // A Saturday worked ends a deadline that falls on it.
    expect(deadlineDay('2026-01-10', calendar)).toBe('2026-01-10');
  });
});
