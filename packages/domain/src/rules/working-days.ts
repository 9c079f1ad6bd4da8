/**
 * Hungarian working days, for deadlines (Ptk. 8:2. § (3)): a deadline whose last day is not a
 * working day ends on the next working day. Dates are ISO calendar days (YYYY-MM-DD).
 */

/**
 * The days the government moves each year (a Saturday worked to bridge a holiday, the bridged
 * weekday given as rest): configuration, published in the year before by ministerial decree.
 */
export interface WorkingDayCalendar {
  /** Saturdays (or Sundays) that are working days. */
  extraWorkingDays: readonly string[];
  /** Weekdays that are rest days. */
  extraRestDays: readonly string[];
}

export const emptyWorkingDayCalendar: WorkingDayCalendar = { extraWorkingDays: [], extraRestDays: [] };

/** A calendar day `days` after `isoDate` (negative for before). */
export function addCalendarDays(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/**
 * The public holidays (munkaszüneti napok) of the Labour Code, Mt. 102. § (1): New Year,
 * 15 March, Good Friday, Easter Sunday and Monday, 1 May, Whit Sunday and Monday, 20 August,
 * 23 October, 1 November, and 24 (from 2025), 25 and 26 December.
 */
export function hungarianPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed: [number, number][] = [
    [1, 1],
    [3, 15],
    [5, 1],
    [8, 20],
    [10, 23],
    [11, 1],
    ...(year >= 2025 ? ([[12, 24]] as [number, number][]) : []),
    [12, 25],
    [12, 26],
  ];
  return [
    ...fixed.map(([month, day]) => iso(year, month, day)),
    addCalendarDays(easter, -2),
    easter,
    addCalendarDays(easter, 1),
    addCalendarDays(easter, 49),
    addCalendarDays(easter, 50),
  ].sort();
}

export function isWorkingDay(
  isoDate: string,
  calendar: WorkingDayCalendar = emptyWorkingDayCalendar,
): boolean {
  if (calendar.extraWorkingDays.includes(isoDate)) return true;
  if (calendar.extraRestDays.includes(isoDate)) return false;
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !hungarianPublicHolidays(Number(isoDate.slice(0, 4))).includes(isoDate);
}

/** The day a deadline ends whose last day is `isoDate`: that day, or the next working day. */
export function deadlineDay(isoDate: string, calendar: WorkingDayCalendar = emptyWorkingDayCalendar): string {
  let day = isoDate;
  // No run of rest days is longer than a few days; the bound only guards bad configuration.
  for (let i = 0; i < 31 && !isWorkingDay(day, calendar); i += 1) day = addCalendarDays(day, 1);
  return day;
}
