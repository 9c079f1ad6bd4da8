import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '../contracts/offers.ts';
import { type JtmFigures, maxNewInstalment } from './affordability.ts';
import { annuityInstalment, repaymentSchedule } from './annuity.ts';
import { isQuoteLawful, quoteOffer, type RegulatoryFigures } from './offer-quote.ts';
import { largestAffordableProductAmount } from './preliminary-decision.ts';
import { thmPercent } from './thm.ts';

/**
 * Properties of the money engine that must hold for every loan, not just the tabled ones.
 * Ranges are those a Hungarian consumer loan can have: 10 000 Ft to 20 million Ft, 1 to 120
 * months, a nominal rate up to 40 %.
 */

const figures: RegulatoryFigures = {
  baseRatePercent: 6.5,
  thmCapMarginPoints: 24,
  thmCapMarginPointsPointOfSale: 39,
  jtmIncomeThreshold: 800_000,
  jtmLimitBelowPercent: 50,
  jtmLimitAtOrAbovePercent: 60,
  jtmRevolvingSharePercent: 5,
  minimumNetIncome: 150_000,
  minimumAge: 18,
  maximumAgeAtMaturity: 75,
  minimumClosedBusinessYears: 1,
};

const jtm: JtmFigures = {
  incomeThreshold: 800_000,
  limitBelowThreshold: 0.5,
  limitAtOrAboveThreshold: 0.6,
  revolvingLimitShare: 0.05,
};

const amountArb = fc.integer({ min: 10_000, max: 20_000_000 });
const monthsArb = fc.integer({ min: 1, max: 120 });
// Rates in hundredths of a percent, as a hirdetmény prints them (13.99 %).
const rateArb = fc.integer({ min: 0, max: 4_000 }).map((hundredths) => hundredths / 100);

function noFeeThm(amount: number, rate: number, months: number): number {
  const payments = repaymentSchedule(amount, rate, months).map((row) => row.payment);
  const thm = thmPercent({ principal: amount, monthlyPayments: payments });
  if (thm === null) throw new Error(`no THM for ${amount} at ${rate} % over ${months}`);
  return thm;
}

describe('the instalment', () => {
  it('never falls when the amount grows', () => {
    fc.assert(
      fc.property(amountArb, amountArb, rateArb, monthsArb, (a, b, rate, months) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(annuityInstalment(low, rate, months)).toBeLessThanOrEqual(
          annuityInstalment(high, rate, months),
        );
      }),
    );
  });

  it('never falls when the rate grows', () => {
    fc.assert(
      fc.property(amountArb, rateArb, rateArb, monthsArb, (amount, r1, r2, months) => {
        const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(annuityInstalment(amount, low, months)).toBeLessThanOrEqual(
          annuityInstalment(amount, high, months),
        );
      }),
    );
  });

  it('repays at least the amount lent over the term', () => {
    fc.assert(
      fc.property(amountArb, rateArb, monthsArb, (amount, rate, months) => {
        // Whole-forint rounding can fall short by at most half a forint a month.
        expect(annuityInstalment(amount, rate, months) * months).toBeGreaterThanOrEqual(amount - months / 2);
      }),
    );
  });
});

describe('the repayment schedule', () => {
  it('repays exactly the amount lent, never goes below zero and ends at zero', () => {
    fc.assert(
      fc.property(
        amountArb,
        rateArb,
        monthsArb,
        fc.integer({ min: 0, max: 5_000 }),
        (amount, rate, months, fee) => {
          const schedule = repaymentSchedule(amount, rate, months, fee);
          expect(schedule).toHaveLength(months);
          expect(schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(amount);
          expect(schedule.at(-1)?.balance).toBe(0);
          let previous = amount;
          for (const row of schedule) {
            expect(row.balance).toBeGreaterThanOrEqual(0);
            expect(row.balance).toBeLessThanOrEqual(previous);
            expect(row.payment).toBe(row.principal + row.interest + fee);
            expect(Number.isInteger(row.payment)).toBe(true);
            previous = row.balance;
          }
        },
      ),
    );
  });
});

describe('THM (decree 83/2010)', () => {
  it('is at least the nominal rate for a monthly annuity, to the published decimal: the effective rate exceeds the nominal', () => {
    // From 100 000 Ft and 1 % up. Below that, whole-forint interest can undercharge by more than
    // the effective-rate margin (0.04 % on 100 016 Ft over 3 months gives a THM of 0.036 %).
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 20_000_000 }),
        fc.integer({ min: 100, max: 4_000 }).map((hundredths) => hundredths / 100),
        monthsArb,
        (amount, rate, months) => {
          // Whole-forint payments may leave the effective rate a hair under the nominal at the
          // lowest rates and longest terms (100 000 Ft at 1 % over 84 months: 0.9998 %); the THM
          // is published with one decimal, so a shortfall under 0.005 points never shows.
          expect(noFeeThm(amount, rate, months)).toBeGreaterThanOrEqual(rate - 0.005);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('with a mandatory fee, is above the nominal rate and above the THM without the fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 20_000_000 }),
        rateArb,
        fc.integer({ min: 3, max: 120 }),
        // A disbursement fee of up to 10 % of the amount (the product schema's bound).
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        (amount, rate, months, feeBasisPoints, monthlyFee) => {
          const upfrontFee = Math.max(1, Math.round((amount * feeBasisPoints) / 10_000));
          const payments = repaymentSchedule(amount, rate, months, monthlyFee).map((row) => row.payment);
          const withFees = thmPercent({
            principal: amount,
            monthlyPayments: payments,
            upfrontFees: upfrontFee,
          });
          expect(withFees).not.toBeNull();
          expect(withFees ?? 0).toBeGreaterThan(rate);
          if (rate > 0) expect(withFees ?? 0).toBeGreaterThan(noFeeThm(amount, rate, months));
        },
      ),
    );
  });

  it('solves the defining equation: the payments discounted at the THM give back the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 20_000_000 }),
        rateArb,
        fc.integer({ min: 3, max: 120 }),
        fc.integer({ min: 0, max: 1_000 }),
        (amount, rate, months, feeBasisPoints) => {
          const upfrontFee = Math.round((amount * feeBasisPoints) / 10_000);
          const payments = repaymentSchedule(amount, rate, months).map((row) => row.payment);
          const x =
            (thmPercent({ principal: amount, monthlyPayments: payments, upfrontFees: upfrontFee }) ?? 0) /
            100;
          const presentValue =
            upfrontFee +
            payments.reduce((sum, payment, index) => sum + payment * (1 + x) ** (-(index + 1) / 12), 0);
          expect(Math.abs(presentValue - amount)).toBeLessThan(0.01);
        },
      ),
    );
  });
});

describe('JTM room (MNB decree 32/2014)', () => {
  const commitmentsArb = fc.record({
    instalments: fc.integer({ min: 0, max: 2_000_000 }),
    revolvingLimits: fc.integer({ min: 0, max: 10_000_000 }),
  });
  const incomeArb = fc.integer({ min: 0, max: 5_000_000 });

  it('is never negative', () => {
    fc.assert(
      fc.property(incomeArb, commitmentsArb, (income, commitments) => {
        expect(maxNewInstalment(income, commitments, jtm)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never falls when the income grows, also across the 800 000 Ft threshold', () => {
    fc.assert(
      fc.property(incomeArb, incomeArb, commitmentsArb, (i1, i2, commitments) => {
        const [low, high] = i1 <= i2 ? [i1, i2] : [i2, i1];
        expect(maxNewInstalment(low, commitments, jtm)).toBeLessThanOrEqual(
          maxNewInstalment(high, commitments, jtm),
        );
      }),
    );
  });

  it('never grows when the commitments grow', () => {
    fc.assert(
      fc.property(incomeArb, commitmentsArb, commitmentsArb, (income, c1, c2) => {
        const more = {
          instalments: Math.max(c1.instalments, c2.instalments),
          revolvingLimits: Math.max(c1.revolvingLimits, c2.revolvingLimits),
        };
        expect(maxNewInstalment(income, more, jtm)).toBeLessThanOrEqual(maxNewInstalment(income, c1, jtm));
      }),
    );
  });
});

type Product = Parameters<typeof largestAffordableProductAmount>[0] & Pick<LoanProduct, 'amountStep'>;

// Products with up to three rate bands that fall with the amount, optional fees, and
// sometimes a rate high enough that the THM cap bites for small amounts.
const productArb: fc.Arbitrary<Product> = fc
  .record({
    kind: fc.constantFrom<Product['kind']>('PERSONAL_LOAN', 'POINT_OF_SALE'),
    minSteps: fc.integer({ min: 1, max: 30 }),
    spanSteps: fc.integer({ min: 5, max: 300 }),
    amountStep: fc.constantFrom(10_000, 50_000, 100_000),
    minMonths: fc.integer({ min: 6, max: 24 }),
    extraMonths: fc.integer({ min: 0, max: 72 }),
    rates: fc.array(
      fc.integer({ min: 0, max: 4_000 }).map((h) => h / 100),
      { minLength: 1, maxLength: 3 },
    ),
    disbursementFeePercent: fc.constantFrom(0, 0.75, 1, 3, 5),
    disbursementFeeMax: fc.constantFrom(0, 50_000),
    monthlyFee: fc.constantFrom(0, 300, 1_500),
  })
  .map((p) => {
    // Products lend whole amount steps (300 000 Ft in steps of 10 000 Ft): the scan for the
    // largest affordable amount walks multiples of the step.
    const minAmount = p.minSteps * p.amountStep;
    const maxAmount = minAmount + p.spanSteps * p.amountStep;
    const maxMonths = p.minMonths + p.extraMonths;
    // Rates sorted high to low, band edges spread over the amount range.
    const rates = [...p.rates].sort((a, b) => b - a);
    const edges = rates.map((_, index) =>
      index === rates.length - 1
        ? maxAmount
        : minAmount + Math.floor(((index + 1) * (maxAmount - minAmount)) / rates.length),
    );
    return {
      kind: p.kind,
      minAmount,
      maxAmount,
      amountStep: p.amountStep,
      minMonths: p.minMonths,
      maxMonths,
      rateBands: rates.map((annualRatePercent, index) => ({
        minAmount: index === 0 ? minAmount : (edges[index - 1] as number) + 1,
        maxAmount: edges[index] as number,
        minMonths: p.minMonths,
        maxMonths,
        annualRatePercent,
      })),
      disbursementFeePercent: p.disbursementFeePercent,
      disbursementFeeMax: p.disbursementFeeMax,
      monthlyFee: p.monthlyFee,
    };
  });

describe('the largest affordable amount (dtiAmount)', () => {
  const affordableAndLawful = (product: Product, amount: number, months: number, maxInstalment: number) => {
    const quote = quoteOffer(product, amount, months, figures);
    return quote !== null && quote.monthlyPayment <= maxInstalment && isQuoteLawful(quote);
  };

  it('is affordable and lawful, and one amount step more is not (or is beyond the product)', () => {
    fc.assert(
      fc.property(
        productArb,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 600_000 }),
        (product, monthsOffset, maxInstalment) => {
          const months = product.minMonths + (monthsOffset % (product.maxMonths - product.minMonths + 1));
          const dtiAmount = largestAffordableProductAmount(product, months, maxInstalment, figures);
          if (dtiAmount > 0) {
            expect(dtiAmount).toBeGreaterThanOrEqual(product.minAmount);
            expect(dtiAmount).toBeLessThanOrEqual(product.maxAmount);
            expect(affordableAndLawful(product, dtiAmount, months, maxInstalment)).toBe(true);
          }
          const next =
            (dtiAmount > 0 ? dtiAmount : product.minAmount - product.amountStep) + product.amountStep;
          if (next <= product.maxAmount) {
            expect(affordableAndLawful(product, next, months, maxInstalment)).toBe(false);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is 0 for a term the product does not lend', () => {
    fc.assert(
      fc.property(productArb, fc.integer({ min: 0, max: 1_000_000 }), (product, maxInstalment) => {
        expect(largestAffordableProductAmount(product, product.maxMonths + 1, maxInstalment, figures)).toBe(
          0,
        );
        expect(largestAffordableProductAmount(product, product.minMonths - 1, maxInstalment, figures)).toBe(
          0,
        );
      }),
      { numRuns: 50 },
    );
  });
});
