import type { BankTransaction } from '../../contracts/bank-data.ts';
import { hungarianPublicHolidays } from '../working-days.ts';

/**
 * Finding monthly streams in one payer's (or one creditor's) payments: split the payments by
 * amount, then keep, per calendar month, the payment made on the stream's usual day.
 */

/** How far, in days, a payment may fall from the stream's usual day (after weekend shifts). */
export const dayTolerance = 3;
/** How far an amount may fall from the stream's centre: about +-15 %. */
export const amountTolerance = 0.15;
/** Calendar months looked at, counting back from the snapshot's last month. */
export const windowMonths = 6;
/** Months a stream must have paid in, within the window. */
export const minimumMonths = 3;

export interface Payment {
  transaction: BankTransaction;
  /** Absolute amount in whole forints. */
  amount: number;
  /** year * 12 + month - 1 of the booking date. */
  month: number;
  day: number;
  /** Day of month, with days after the 15th counted back from the month's end (last day = 0). */
  dayFromEnd: number;
  /** Rest days just before the booking day: a payment due on them may come on this day. */
  restBefore: number;
  /** Rest days just after the booking day: a payment due on them comes early, on this day. */
  restAfter: number;
}

export interface Stream {
  /** The payments that prove the stream, one a month, oldest first. */
  payments: Payment[];
  typicalDay: number;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function monthIndex(isoDate: string): number {
  return Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;
}

/** Tells rest days (weekends and public holidays) apart, remembering each year's holidays. */
export function restDayChecker(): (year: number, month: number, day: number) => boolean {
  const holidaysByYear = new Map<number, Set<string>>();
  return (year, month, day) => {
    const date = new Date(Date.UTC(year, month - 1, day));
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) return true;
    const actualYear = date.getUTCFullYear();
    let holidays = holidaysByYear.get(actualYear);
    if (!holidays) {
      holidays = new Set(hungarianPublicHolidays(actualYear));
      holidaysByYear.set(actualYear, holidays);
    }
    return holidays.has(date.toISOString().slice(0, 10));
  };
}

/** The most rest days in a row looked for around a payment (Christmas with a weekend). */
const longestRest = 5;

export function toPayment(
  transaction: BankTransaction,
  isRestDay: (year: number, month: number, day: number) => boolean,
): Payment {
  const year = Number(transaction.bookingDate.slice(0, 4));
  const month = Number(transaction.bookingDate.slice(5, 7));
  const day = Number(transaction.bookingDate.slice(8, 10));
  let restBefore = 0;
  let restAfter = 0;
  // Only a payment booked on a working day can have been moved off a rest day.
  if (!isRestDay(year, month, day)) {
    while (restBefore < longestRest && isRestDay(year, month, day - restBefore - 1)) restBefore += 1;
    while (restAfter < longestRest && isRestDay(year, month, day + restAfter + 1)) restAfter += 1;
  }
  return {
    transaction,
    amount: Math.abs(transaction.amount),
    month: year * 12 + month - 1,
    day,
    dayFromEnd: day > 15 ? day - daysInMonth(year, month) : day,
    restBefore,
    restAfter,
  };
}

/** The lower middle value: of two middle values the smaller, so the figure is never rounded up. */
export function lowerMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * Splits payments into groups of similar amount: sorted by amount, a group takes the next
 * payment while it is at most (1 + 15 %) / (1 - 15 %) times the group's smallest, i.e. while
 * every amount in the group is within +-15 % of one centre. A bonus (three times the salary)
 * or a second, smaller payment from the same payer falls into a group of its own.
 */
export function amountGroups(payments: readonly Payment[]): Payment[][] {
  const sorted = [...payments].sort((a, b) => a.amount - b.amount);
  const ratio = (1 + amountTolerance) / (1 - amountTolerance);
  const groups: Payment[][] = [];
  let current: Payment[] = [];
  let floor = 0;
  for (const payment of sorted) {
    if (current.length > 0 && payment.amount <= floor * ratio) {
      current.push(payment);
    } else {
      current = [payment];
      floor = payment.amount;
      groups.push(current);
    }
  }
  return groups;
}

/** Distance in days from `typical` to the days the payment may have been due on. */
function dayDistance(value: number, payment: Payment, typical: number): number {
  const earliest = value - payment.restBefore;
  const latest = value + payment.restAfter;
  if (typical < earliest) return earliest - typical;
  if (typical > latest) return typical - latest;
  return 0;
}

/**
 * The payments on the group's usual day, one a month. The usual day is the day that the most
 * payments fall within three days of (then: the smallest total distance, then the earliest),
 * counted from the month's start or, for payments around the month's end, from its end;
 * a payment booked on a working day just before (or after) rest days may have been due on
 * any of those days (a salary due on a Saturday comes on the Friday before, one due on
 * Easter Monday on the Thursday before). Of two payments in one month, the nearer counts.
 */
function onUsualDay(
  group: readonly Payment[],
  value: (payment: Payment) => number,
): { payments: Payment[]; usualDay: number } {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const payment of group) {
    low = Math.min(low, value(payment) - payment.restBefore);
    high = Math.max(high, value(payment) + payment.restAfter);
  }
  let usualDay = low;
  let bestCount = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let candidate = low; candidate <= high; candidate += 1) {
    let count = 0;
    let distance = 0;
    for (const payment of group) {
      const away = dayDistance(value(payment), payment, candidate);
      if (away <= dayTolerance) {
        count += 1;
        distance += away;
      }
    }
    if (count > bestCount || (count === bestCount && distance < bestDistance)) {
      usualDay = candidate;
      bestCount = count;
      bestDistance = distance;
    }
  }
  const byMonth = new Map<number, { payment: Payment; distance: number }>();
  for (const payment of group) {
    const distance = dayDistance(value(payment), payment, usualDay);
    if (distance > dayTolerance) continue;
    const kept = byMonth.get(payment.month);
    if (!kept || distance < kept.distance) byMonth.set(payment.month, { payment, distance });
  }
  return { payments: [...byMonth.values()].map((entry) => entry.payment), usualDay };
}

const byBookingDate = (a: Payment, b: Payment) =>
  a.transaction.bookingDate.localeCompare(b.transaction.bookingDate) ||
  a.transaction.id.localeCompare(b.transaction.id);

/**
 * A group is a monthly stream when its on-day payments fall in at least three calendar
 * months, miss at most one month between the first and the last (so a payment every other
 * month is not monthly), and the last came in the snapshot's last month or the one before
 * (a payer who stopped paying is no income).
 */
export function monthlyStream(group: readonly Payment[], lastMonth: number): Stream | null {
  if (new Set(group.map((payment) => payment.month)).size < minimumMonths) return null;
  const fromStart = onUsualDay(group, (payment) => payment.day);
  const fromEnd = onUsualDay(group, (payment) => payment.dayFromEnd);
  const useEnd = fromEnd.payments.length > fromStart.payments.length;
  const { payments, usualDay } = useEnd ? fromEnd : fromStart;
  payments.sort(byBookingDate);
  const first = payments[0];
  const last = payments[payments.length - 1];
  if (!first || !last || payments.length < minimumMonths) return null;
  if (last.month - first.month + 1 - payments.length > 1) return null;
  if (last.month < lastMonth - 1) return null;
  // Counted from the end, 0 is the month's last day: reported as the 31st, -1 as the 30th.
  const day = useEnd && usualDay <= 0 ? 31 + usualDay : usualDay;
  return { payments, typicalDay: Math.min(31, Math.max(1, day)) };
}
