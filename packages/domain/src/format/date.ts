export const hungarianMonthNames = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
] as const;

// Calendar fields are read in Budapest so the output does not depend on the machine's zone.
const budapestFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

type CalendarParts = { year: number; month: number; day: number; hour: number; minute: number };

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIsoDateParts(text: string): CalendarParts | null {
  const match = isoDatePattern.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Date.UTC rolls 2026-02-30 over to March; a round trip catches such dates.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day, hour: 0, minute: 0 };
}

/** True for a real calendar date written as `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  return parseIsoDateParts(text) !== null;
}

function calendarParts(input: Date | string): CalendarParts | null {
  // A bare date is a calendar day, not an instant: shifting it through a time zone could move it.
  // V8 would roll an impossible one like 2026-02-30 over into March, so the shape decides.
  if (typeof input === 'string' && isoDatePattern.test(input)) return parseIsoDateParts(input);
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of budapestFormatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** `YYYY-MM-DD`; an invalid date gives ''. */
export function formatDate(input: Date | string): string {
  const parts = calendarParts(input);
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` : '';
}

/** `YYYY.MM.DD. HH:mm`; an invalid date gives ''. */
export function formatDateTime(input: Date | string): string {
  const parts = calendarParts(input);
  if (!parts) return '';
  return `${pad(parts.year, 4)}.${pad(parts.month)}.${pad(parts.day)}. ${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** `2026.05.10. 14:03:12 (UTC+02:00)`: the Budapest wall clock with its offset that day. */
export function formatBudapestTime(date: Date): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of budapestFormatter.formatToParts(date)) parts[part.type] = part.value;
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', 'UTC');
  return `${parts.year}.${parts.month}.${parts.day}. ${parts.hour}:${parts.minute}:${parts.second} (${offset === 'UTC' ? 'UTC+00:00' : offset})`;
}

/** `2026. november 22.`; an invalid date gives ''. */
export function formatLongDate(input: Date | string): string {
  const parts = calendarParts(input);
  if (!parts) return '';
  return `${parts.year}. ${hungarianMonthNames[parts.month - 1] ?? ''} ${parts.day}.`;
}

/** Today's date in Budapest as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  return formatDate(now);
}

/** Full years between a birth date and a day, both `YYYY-MM-DD`. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
