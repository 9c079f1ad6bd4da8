import { describe, expect, it } from 'vitest';
import {
  isWithinJtm,
  type JtmFigures,
  jtmLimitShare,
  largestAffordableAmount,
  maxNewInstalment,
} from './affordability.ts';
import { annuityInstalment, repaymentSchedule, totalRepayable } from './annuity.ts';
import { roundForint, roundRateHalfUp } from './money.ts';
import { solveThm, thmPercent } from './thm.ts';

// The 2026 figures of MNB decree 32/2014 (IX.10.), as the configuration will hold them.
const jtm2026: JtmFigures = {
  incomeThreshold: 800_000,
  limitBelowThreshold: 0.5,
  limitAtOrAboveThreshold: 0.6,
  revolvingLimitShare: 0.05,
};

describe('money rounding', () => {
  it.each([
    [88_848.5, 88_849],
    [88_848.49, 88_848],
    [-10.5, -11],
  ])('rounds %d forints to %d', (value, expected) => {
    expect(roundForint(value)).toBe(expected);
  });

  it.each([
    [13.85, 13.9],
    [13.849, 13.8],
    [13.75, 13.8],
    [12.683, 12.7],
    [0.04, 0.0],
  ])('shows a THM of %d as %d (one decimal, half up)', (value, expected) => {
    expect(roundRateHalfUp(value)).toBe(expected);
  });
});

describe('annuity', () => {
  it.each([
    // principal, nominal annual %, months, instalment (checked with an independent calculation)
    [1_000_000, 12, 12, 88_849],
    [3_000_000, 13.5, 60, 69_030],
    [500_000, 0, 10, 50_000],
  ])('%d Ft at %d %% over %d months costs %d Ft a month', (principal, rate, months, instalment) => {
    expect(annuityInstalment(principal, rate, months)).toBe(instalment);
  });

  it('refuses a term that is not a positive whole number of months', () => {
    expect(() => annuityInstalment(1_000_000, 12, 0)).toThrow(RangeError);
    expect(() => annuityInstalment(1_000_000, 12, 1.5)).toThrow(RangeError);
  });

  it('the schedule repays exactly the amount lent and ends at zero', () => {
    const schedule = repaymentSchedule(3_000_000, 13.5, 60, 1_500);
    expect(schedule).toHaveLength(60);
    expect(schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(3_000_000);
    expect(schedule.at(-1)?.balance).toBe(0);
    expect(schedule[0]).toMatchObject({ interest: 33_750, principal: 69_030 - 33_750, fee: 1_500 });
    // Every payment but the last is the instalment plus the fee; the last one settles rounding.
    expect(schedule.slice(0, -1).every((row) => row.payment === 69_030 + 1_500)).toBe(true);
    expect(Math.abs((schedule.at(-1)?.payment ?? 0) - 70_530)).toBeLessThan(60);
  });

  it('the total repayable adds the one-off fees', () => {
    const schedule = repaymentSchedule(1_000_000, 12, 12);
    const payments = schedule.reduce((sum, row) => sum + row.payment, 0);
    expect(totalRepayable(schedule, 25_000)).toBe(payments + 25_000);
    expect(payments - 1_000_000).toBeGreaterThan(66_000);
    expect(payments - 1_000_000).toBeLessThan(66_300);
  });
});

describe('THM (decree 83/2010)', () => {
  it('without fees, equals the effective annual rate of the nominal rate', () => {
    const thm = thmPercent({ principal: 1_000_000, monthlyPayments: Array(12).fill(88_849) });
    expect(thm).toBeCloseTo(12.683, 2);
    expect(roundRateHalfUp(thm ?? 0)).toBe(12.7);
  });

  it('includes the monthly account fee and the disbursement fee', () => {
    const thm = thmPercent({
      principal: 3_000_000,
      monthlyPayments: Array(60).fill(69_030 + 1_500),
      upfrontFees: 30_000,
    });
    expect(thm).toBeCloseTo(15.983, 2);
    expect(roundRateHalfUp(thm ?? 0)).toBe(16.0);
  });

  it('is zero for an interest-free loan without fees', () => {
    expect(thmPercent({ principal: 120_000, monthlyPayments: Array(12).fill(10_000) })).toBeCloseTo(0, 6);
  });

  it('has no answer when less is paid back than lent', () => {
    expect(solveThm([{ years: 0, amount: 100_000 }], [{ years: 1, amount: 0 }])).toBeNull();
  });
});

describe('JTM affordability (MNB decree 32/2014)', () => {
  it.each([
    [500_000, 0.5],
    [799_999, 0.5],
    [800_000, 0.6],
    [1_200_000, 0.6],
  ])('a net income of %d Ft allows %d of it for instalments', (income, share) => {
    expect(jtmLimitShare(income, jtm2026)).toBe(share);
  });

  it('subtracts existing instalments and 5 % of card and overdraft limits', () => {
    expect(maxNewInstalment(500_000, { instalments: 60_000, revolvingLimits: 200_000 }, jtm2026)).toBe(
      250_000 - 60_000 - 10_000,
    );
    expect(maxNewInstalment(300_000, { instalments: 200_000 }, jtm2026)).toBe(0);
    expect(isWithinJtm(180_000, 500_000, { instalments: 60_000, revolvingLimits: 200_000 }, jtm2026)).toBe(
      true,
    );
    expect(isWithinJtm(180_001, 500_000, { instalments: 60_000, revolvingLimits: 200_000 }, jtm2026)).toBe(
      false,
    );
  });

  it('the largest affordable amount is one whose instalment fits, and the next step up does not', () => {
    const max = maxNewInstalment(450_000, { instalments: 50_000 }, jtm2026);
    const amount = largestAffordableAmount(max, 13.5, 60);
    expect(amount % 10_000).toBe(0);
    expect(annuityInstalment(amount, 13.5, 60)).toBeLessThanOrEqual(max);
    expect(annuityInstalment(amount + 10_000, 13.5, 60)).toBeGreaterThan(max);
    expect(largestAffordableAmount(0, 13.5, 60)).toBe(0);
  });
});
