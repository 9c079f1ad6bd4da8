import type { LatePaymentTerms } from '../contracts/offers.ts';
import { roundForint } from './money.ts';

/**
 * The late-payment interest a year, in percent: the contract's borrowing rate plus the
 * product's margin, never above the THM cap the contract was priced under (base rate + 24
 * points for a personal loan, Fhtv. 17/A. §). Two decimals, as rates are stated.
 */
export function latePaymentInterestPercent(
  annualRatePercent: number,
  terms: Pick<LatePaymentTerms, 'interest'>,
  capPercent: number,
): number {
  const rate = Math.min(annualRatePercent + terms.interest.marginPercentagePoints, capPercent);
  return Math.round(rate * 100) / 100;
}

/** Late interest on an overdue amount for a number of days, counting a year as 365 days. */
export function lateInterestFor(overdue: number, lateRatePercent: number, days: number): number {
  return roundForint((((overdue * lateRatePercent) / 100) * days) / 365);
}
