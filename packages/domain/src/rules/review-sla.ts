import {
  addCalendarDays,
  emptyWorkingDayCalendar,
  isWorkingDay,
  type WorkingDayCalendar,
} from './working-days.ts';

/*
 * How long a case may wait in the staff review queue: a lender-policy number of Hungarian
 * working days (regulatory figure `review_sla_working_days`), counted the civil-law way
 * (Ptk. 8:2. §): the day the case arrived does not count, weekends, public holidays and the
 * configured rest days do not count, a Saturday worked does. Days are Budapest calendar days.
 */

/** The longest stretch of days walked: ten years, a guard against a broken date. */
const MAX_DAYS = 3_660;

/** Working days begun after `fromDay`, up to and including `today` (0 on the day of arrival). */
export function workingDaysSince(
  fromDay: string,
  today: string,
  calendar: WorkingDayCalendar = emptyWorkingDayCalendar,
): number {
  let count = 0;
  let day = addCalendarDays(fromDay, 1);
  for (let i = 0; i < MAX_DAYS && day <= today; i += 1) {
    if (isWorkingDay(day, calendar)) count += 1;
    day = addCalendarDays(day, 1);
  }
  return count;
}

/** The last day a case that arrived on `fromDay` may wait: the `limit`-th working day after it. */
export function reviewDueDay(
  fromDay: string,
  limit: number,
  calendar: WorkingDayCalendar = emptyWorkingDayCalendar,
): string {
  let day = fromDay;
  let left = limit;
  for (let i = 0; i < MAX_DAYS && left > 0; i += 1) {
    day = addCalendarDays(day, 1);
    if (isWorkingDay(day, calendar)) left -= 1;
  }
  return day;
}

/**
 * Cases that arrived on a day before the one returned are over the limit today: the
 * (`limit` + 1)-th working day counted back from today (today included when it is one).
 * Equivalent to `workingDaysSince(arrival, today) > limit`, as one bound a query can use.
 */
export function reviewOverdueBeforeDay(
  today: string,
  limit: number,
  calendar: WorkingDayCalendar = emptyWorkingDayCalendar,
): string {
  let day = today;
  let found = 0;
  for (let i = 0; i < MAX_DAYS; i += 1) {
    if (isWorkingDay(day, calendar)) {
      found += 1;
      if (found > limit) return day;
    }
    day = addCalendarDays(day, -1);
  }
  return day;
}
