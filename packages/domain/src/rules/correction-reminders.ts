import { formatDate } from '../format/date.ts';
import { budapestInstant } from './signature-todos.ts';
import { addCalendarDays } from './working-days.ts';

/**
 * The reminder of a CORRECTION to-do (docs/decisions/040): once, this many calendar days
 * before the day it is due, in the morning in Budapest, as the signature reminder goes out.
 */
export const correctionReminderRules = {
  reminderDaysBeforeDue: 2,
  reminderHour: 9,
} as const;

/** The moment a correction due at `dueAt` is reminded of: 9:00 Budapest, two days before its due day. */
export function correctionReminderAt(dueAt: Date, rules = correctionReminderRules): Date {
  return budapestInstant(
    addCalendarDays(formatDate(dueAt), -rules.reminderDaysBeforeDue),
    rules.reminderHour,
  );
}

/**
 * The corrections due before this instant have had their reminder moment by `now`: the
 * reminder moment only grows with the due time, so the round reads them by `due_at` alone.
 * The reminder of a due day D is at 9:00 on D - 2; the last day whose 9:00 has passed is
 * today (after 9:00) or yesterday, and its due days end with the start of that day + 3.
 */
export function correctionsRemindedBefore(now: Date, rules = correctionReminderRules): Date {
  const today = formatDate(now);
  const lastReminderDay =
    budapestInstant(today, rules.reminderHour).getTime() <= now.getTime()
      ? today
      : addCalendarDays(today, -1);
  return budapestInstant(addCalendarDays(lastReminderDay, rules.reminderDaysBeforeDue + 1), 0);
}
