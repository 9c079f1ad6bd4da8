import { formatDate, formatDateTime } from '../format/date.ts';
import { addCalendarDays } from './working-days.ts';

/**
 * The figures of the SIGNATURE to-do (docs/decisions/038), in one place. The customer has as
 * many days to sign as the pre-contract information (SECCI part 4, "A tájékoztató
 * érvényessége") binds the lender, so the to-do never outlives the offer it signs.
 */
export const signatureTodoRules = {
  /** Calendar days to sign, counted from the day the contract is ready; the last day counts in full. */
  daysToSign: 15,
  /** The reminder goes out this many days before the last day… */
  reminderDaysBeforeDue: 3,
  /** …at this hour of the morning in Budapest, not in the middle of the night. */
  reminderHour: 9,
} as const;

/** The instant a Budapest wall-clock time starts (UTC+1 in winter, UTC+2 in summer). */
export function budapestInstant(isoDate: string, hour: number): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const expected = `${isoDate.replaceAll('-', '.')}. ${String(hour).padStart(2, '0')}:00`;
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.UTC(year, month - 1, day, hour) - offsetHours * 3_600_000);
    if (formatDateTime(candidate) === expected) return candidate;
  }
  throw new Error(`no Budapest ${hour}:00 on ${isoDate}`);
}

/**
 * The last moment to sign: the end (Budapest time) of the `daysToSign`th day after the day the
 * contract became ready. The SECCI printed that day states the same last day, so the deadline
 * is not moved to a working day: signing is remote and open every day.
 */
export function signatureDueAt(readyAt: Date, rules = signatureTodoRules): Date {
  const lastDay = addCalendarDays(formatDate(readyAt), rules.daysToSign);
  return new Date(budapestInstant(addCalendarDays(lastDay, 1), 0).getTime() - 1);
}

/** When the reminder is due: the configured morning some days before the last day (never before `readyAt`). */
export function signatureReminderAt(readyAt: Date, dueAt: Date, rules = signatureTodoRules): Date {
  const day = addCalendarDays(formatDate(dueAt), -rules.reminderDaysBeforeDue);
  const at = budapestInstant(day, rules.reminderHour);
  return at.getTime() < readyAt.getTime() ? readyAt : at;
}
