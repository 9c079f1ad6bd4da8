import { describe, expect, it } from 'vitest';
import { reviewDueDay, reviewOverdueBeforeDay, workingDaysSince } from './review-sla.ts';
import type { WorkingDayCalendar } from './working-days.ts';

describe('the review queue’s waiting time in Hungarian working days', () => {
  it('does not count the day of arrival, weekends or public holidays', () => {
    // Friday 4 December 2026: Monday and Tuesday are the two working days after it.
    expect(workingDaysSince('2026-12-04', '2026-12-04')).toBe(0);
    expect(workingDaysSince('2026-12-04', '2026-12-06')).toBe(0);
    expect(workingDaysSince('2026-12-04', '2026-12-08')).toBe(2);
    expect(reviewDueDay('2026-12-04', 2)).toBe('2026-12-08');
    // 23 December: the 24th, 25th and 26th are public holidays, the 27th a Sunday.
    expect(workingDaysSince('2026-12-23', '2026-12-29')).toBe(2);
    expect(reviewDueDay('2026-12-23', 2)).toBe('2026-12-29');
  });

  it('counts a Saturday the government made a working day, and skips a bridging rest day', () => {
    const calendar: WorkingDayCalendar = { extraWorkingDays: ['2026-12-12'], extraRestDays: ['2026-12-07'] };
    // Friday 4th: Monday 7th is rest, so Tuesday 8th and Wednesday 9th are the two.
    expect(reviewDueDay('2026-12-04', 2, calendar)).toBe('2026-12-09');
    // Thursday 10th: Friday 11th and the Saturday worked, 12th.
    expect(reviewDueDay('2026-12-10', 2, calendar)).toBe('2026-12-12');
  });

  it('one bound for the query agrees with the count: a case is late exactly when its working days exceed the limit', () => {
    const today = '2026-12-09';
    const bound = reviewOverdueBeforeDay(today, 2);
    expect(bound).toBe('2026-12-07');
    for (const arrival of [
      '2026-12-01',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
    ]) {
      expect(arrival < bound, arrival).toBe(workingDaysSince(arrival, today) > 2);
    }
  });
});
