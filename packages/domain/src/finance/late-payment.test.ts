import { describe, expect, it } from 'vitest';
import { type LatePaymentTerms, latePaymentTermsSchema } from '../contracts/offers.ts';
import { lateInterestFor, latePaymentInterestPercent } from './late-payment.ts';

const terms: LatePaymentTerms = {
  interest: { marginPercentagePoints: 3, legalSource: 'Ptk. 6:48. §' },
  charges: [
    { kind: 'REMINDER_LETTER', amount: 1_000, maxPerMissedInstalment: 2, legalSource: 'szerződés' },
    { kind: 'COLLECTION_COSTS', basis: 'PROVEN_STATUTORY_FEES', legalSource: 'Ptk. 6:155. § (2)' },
  ],
};

describe('late-payment interest (CCD2 Annex I "costs in the case of late payment")', () => {
  it('is the borrowing rate plus the margin', () => {
    expect(latePaymentInterestPercent(14.9, terms, 30.5)).toBe(17.9);
  });

  it('never goes above the THM cap the contract was priced under (Fhtv. 17/A. §)', () => {
    expect(latePaymentInterestPercent(29, terms, 30.5)).toBe(30.5);
    expect(latePaymentInterestPercent(30.5, terms, 30.5)).toBe(30.5);
  });

  it('keeps two decimals without binary noise', () => {
    expect(
      latePaymentInterestPercent(
        11.9,
        { interest: { ...terms.interest, marginPercentagePoints: 2.1 } },
        30.5,
      ),
    ).toBe(14);
  });

  it('costs a customer whole forints for the days late: 55 560 Ft 30 days late at 17,9 % is 817 Ft', () => {
    // 55 560 * 0,179 * 30 / 365 = 817,4…
    expect(lateInterestFor(55_560, 17.9, 30)).toBe(817);
    expect(lateInterestFor(55_560, 17.9, 0)).toBe(0);
  });
});

describe('late-payment terms as configured', () => {
  it('accept the shipped shape', () => {
    expect(latePaymentTermsSchema.parse(terms)).toEqual(terms);
  });

  it('refuse a margin beyond the 24 points any cap allows, a negative fee, or a charge listed twice', () => {
    expect(
      latePaymentTermsSchema.safeParse({
        ...terms,
        interest: { ...terms.interest, marginPercentagePoints: 25 },
      }).success,
    ).toBe(false);
    expect(
      latePaymentTermsSchema.safeParse({
        ...terms,
        charges: [{ kind: 'REMINDER_LETTER', amount: -1, maxPerMissedInstalment: 1, legalSource: 'x' }],
      }).success,
    ).toBe(false);
    expect(
      latePaymentTermsSchema.safeParse({ ...terms, charges: [terms.charges[0], terms.charges[0]] }).success,
    ).toBe(false);
  });
});
