import { describe, expect, it } from 'vitest';
import type { RegulatoryFigures } from '../finance/offer-quote.ts';
import type { ApplicantFacts } from '../finance/preliminary-decision.ts';
import { solveThm, thmPercent } from '../finance/thm.ts';
import { fillErrorMessage } from '../wording/error-messages.ts';
import {
  evaluateLeasing,
  type LeasingLimits,
  type LeasingProduct,
  type LeasingRequest,
  leasingCashFlows,
  leasingDecisionUnderThmCap,
  leasingLimitBreaches,
  leasingLimitKeys,
  leasingLimitValues,
  leasingPayment,
  leasingPaymentExact,
  longestTermForVehicle,
  maximumResidualValue,
  minimumDownPayment,
  quoteLeasing,
} from './leasing.ts';

// DOMAIN.md "Leasing": the typical figures a lender configures.
const limits: LeasingLimits = {
  minDownPaymentPercent: 20,
  minMonths: 12,
  maxMonths: 84,
  maxVehicleAgeAtSigningYears: 16,
  maxVehicleAgeAtEndYears: 18,
  maxResidualValuePercent: 40,
};

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

const TODAY = '2026-03-10';

const product = (overrides: Partial<LeasingProduct> = {}): LeasingProduct => ({
  id: 7,
  kind: 'LEASING',
  minAmount: 1_000_000,
  maxAmount: 40_000_000,
  amountStep: 100_000,
  minMonths: 12,
  maxMonths: 84,
  rateBands: [
    { minAmount: 1_000_000, maxAmount: 40_000_000, minMonths: 12, maxMonths: 84, annualRatePercent: 7.99 },
  ],
  disbursementFeePercent: 0,
  disbursementFeeMax: 0,
  monthlyFee: 0,
  leasing: { limits, paymentTiming: 'ARREARS' },
  ...overrides,
});

// The DOMAIN.md example: a 12 000 000 Ft car, 20 % down, 48 months, residual 4 800 000, 7,99 %.
const example: LeasingRequest = {
  price: 12_000_000,
  downPayment: 2_400_000,
  residualValue: 4_800_000,
  months: 48,
  vehicle: { condition: 'NEW', firstRegistrationDate: null },
};

describe('leasing monthly payment with a balloon', () => {
  it('gives about 149 119 Ft a month for the DOMAIN.md example, in arrears', () => {
    const payment = leasingPayment(9_600_000, 4_800_000, 7.99, 48);
    expect(payment).toBe(149_119);
  });

  it('pays off the amount financed down to the residual value: the balance after n payments is the balloon', () => {
    const i = 0.0799 / 12;
    const pmt = leasingPaymentExact(9_600_000, 4_800_000, 7.99, 48);
    let balance = 9_600_000;
    for (let k = 0; k < 48; k += 1) balance = balance * (1 + i) - pmt;
    expect(balance).toBeCloseTo(4_800_000, 4);
  });

  it('in advance is the arrears payment divided by 1 + i', () => {
    const arrears = leasingPaymentExact(9_600_000, 4_800_000, 7.99, 48, 'ARREARS');
    const advance = leasingPaymentExact(9_600_000, 4_800_000, 7.99, 48, 'ADVANCE');
    expect(advance).toBeCloseTo(arrears / (1 + 0.0799 / 12), 8);
  });

  it('without a residual value is the ordinary annuity, and without interest equal parts', () => {
    expect(leasingPayment(1_000_000, 0, 12, 12)).toBe(88_849);
    expect(leasingPayment(1_200_000, 600_000, 0, 12)).toBe(50_000);
  });
});

describe('leasing THM (decree 83/2010) on the leasing cash flows', () => {
  it('pays the residual value with the last instalment and counts fees at the start', () => {
    const flows = leasingCashFlows({
      amountFinanced: 9_600_000,
      monthlyPayment: 150_000,
      residualValue: 4_800_000,
      months: 48,
      timing: 'ARREARS',
      upfrontFees: 50_000,
    });
    expect(flows.drawdowns).toEqual([{ years: 0, amount: 9_600_000 }]);
    expect(flows.payments[0]).toEqual({ years: 0, amount: 50_000 });
    expect(flows.payments[1]).toEqual({ years: 1 / 12, amount: 150_000 });
    expect(flows.payments.at(-1)).toEqual({ years: 4, amount: 4_800_000 });
    expect(flows.payments).toHaveLength(50);
  });

  it('without fees equals the effective rate of the nominal one: (1 + i)^12 - 1', () => {
    const quote = quoteLeasing(product(), example, figures);
    expect(quote).not.toBeNull();
    // Rounding the payment to whole forints moves the THM by far less than a hundredth of a point.
    expect(quote?.thmExact).toBeCloseTo(((1 + 0.0799 / 12) ** 12 - 1) * 100, 2);
    expect(quote?.thm).toBe(8.3);
  });

  it('with no balloon agrees with the loan THM engine', () => {
    const quote = quoteLeasing(
      product({ disbursementFeePercent: 1, disbursementFeeMax: 50_000, monthlyFee: 500 }),
      { price: 3_000_000, downPayment: 600_000, residualValue: 0, months: 36 },
      figures,
    );
    const loanThm = thmPercent({
      principal: 2_400_000,
      monthlyPayments: Array.from({ length: 36 }, () => quote?.monthlyPayment ?? 0),
      upfrontFees: 24_000,
    });
    expect(quote?.thmExact).toBeCloseTo(loanThm ?? Number.NaN, 6);
  });

  it('quotes every figure of an offer: payment, totals, fees and the cap of a leasing', () => {
    const quote = quoteLeasing(
      product({ disbursementFeePercent: 1, disbursementFeeMax: 50_000, monthlyFee: 990 }),
      example,
      figures,
    );
    if (!quote) throw new Error('expected a quote');
    const instalment = leasingPayment(9_600_000, 4_800_000, 7.99, 48);
    expect(quote).toMatchObject({
      amount: 9_600_000,
      monthlyInstalment: instalment,
      monthlyPayment: instalment + 990,
      disbursementFee: 50_000,
      totalRepayable: (instalment + 990) * 48 + 4_800_000 + 50_000,
      totalInterest: instalment * 48 + 4_800_000 - 9_600_000,
      thmCap: 30.5,
    });
    expect(quote.totalCost).toBe(quote.totalRepayable - 9_600_000);
    // The fees make the THM higher than the rate alone gives.
    expect(quote.thmExact).toBeGreaterThan(8.3);
    const { drawdowns, payments } = leasingCashFlows({
      amountFinanced: 9_600_000,
      monthlyPayment: quote.monthlyPayment,
      residualValue: 4_800_000,
      months: 48,
      timing: 'ARREARS',
      upfrontFees: 50_000,
    });
    expect(quote.thmExact).toBeCloseTo((solveThm(drawdowns, payments) ?? 0) * 100, 9);
  });

  it('is refused above the cap of the day', () => {
    const expensive = product({
      rateBands: [
        { minAmount: 1_000_000, maxAmount: 40_000_000, minMonths: 12, maxMonths: 84, annualRatePercent: 29 },
      ],
    });
    const decision = evaluateLeasing({
      products: [expensive],
      figures,
      request: example,
      facts: soundFacts,
      today: TODAY,
    });
    expect(decision.offers[0]).toMatchObject({ decision: 'THM_CAP_EXCEEDED', quote: null });
    expect(decision.isEligible).toBe(false);
  });
});

describe('leasing limits (product configuration)', () => {
  const breaches = (overrides: Partial<LeasingRequest>, today = TODAY) =>
    leasingLimitBreaches({ ...example, ...overrides }, limits, today).map((breach) => breach.key);

  it('accepts the DOMAIN.md example', () => {
    expect(breaches({})).toEqual([]);
  });

  it('needs a down payment of at least 20 % of the price', () => {
    expect(minimumDownPayment(12_000_000, limits)).toBe(2_400_000);
    expect(breaches({ downPayment: 1_200_000 })).toEqual(['errors.leasing.downPaymentTooLow']);
    expect(breaches({ downPayment: 2_399_999 })).toEqual(['errors.leasing.downPaymentTooLow']);
  });

  it('leaves something to finance: down payment and residual value stay below the price', () => {
    expect(breaches({ downPayment: 7_200_000 })).toEqual(['errors.leasing.downPaymentTooHigh']);
  });

  it('allows a residual value of at most 40 % of the price', () => {
    expect(maximumResidualValue(12_000_000, limits)).toBe(4_800_000);
    expect(breaches({ residualValue: 4_800_001 })).toEqual(['errors.leasing.residualValueTooHigh']);
  });

  it('allows a term of 12 to 84 months', () => {
    expect(breaches({ months: 11 })).toEqual(['errors.leasing.termOutOfRange']);
    expect(breaches({ months: 85 })).toEqual(['errors.leasing.termOutOfRange']);
    expect(breaches({ months: 84 })).toEqual([]);
  });

  it('takes a vehicle at most 16 years old at signing', () => {
    const used = (firstRegistrationDate: string) => ({
      vehicle: { condition: 'USED' as const, firstRegistrationDate },
      months: 12,
    });
    expect(breaches(used('2010-03-10'))).toEqual([]);
    expect(breaches(used('2010-03-09'))).toEqual(['errors.leasing.vehicleTooOldAtSigning']);
  });

  it('takes a vehicle at most 18 years old at the end of the term', () => {
    const used = { condition: 'USED' as const, firstRegistrationDate: '2012-03-10' };
    expect(breaches({ vehicle: used, months: 48 })).toEqual([]);
    expect(breaches({ vehicle: used, months: 49 })).toEqual(['errors.leasing.vehicleTooOldAtEnd']);
    expect(longestTermForVehicle(used, limits, TODAY)).toBe(48);
  });

  it('needs the first registration of a used vehicle, never in the future', () => {
    expect(breaches({ vehicle: { condition: 'USED', firstRegistrationDate: null } })).toEqual([
      'errors.leasing.registrationDateInvalid',
    ]);
    expect(breaches({ vehicle: { condition: 'NEW', firstRegistrationDate: '2026-04-01' } })).toEqual([
      'errors.leasing.registrationDateInvalid',
    ]);
  });

  it('names every limit a request breaks, each with its field', () => {
    expect(
      leasingLimitBreaches(
        { ...example, downPayment: 1_000_000, residualValue: 6_000_000, months: 96 },
        limits,
        TODAY,
      ),
    ).toEqual([
      { field: 'downPayment', key: 'errors.leasing.downPaymentTooLow' },
      { field: 'residualValue', key: 'errors.leasing.residualValueTooHigh' },
      { field: 'duration', key: 'errors.leasing.termOutOfRange' },
    ]);
  });
});

describe('the wording of the limits', () => {
  it('has a Hungarian sentence for every limit, filled from the configured limits', () => {
    const values = leasingLimitValues(limits);
    for (const key of Object.values(leasingLimitKeys))
      expect(fillErrorMessage(key, values), key).not.toContain('{{');
    expect(fillErrorMessage(leasingLimitKeys.vehicleTooOldAtEnd, values)).toBe(
      'A jármű a futamidő végén legfeljebb 18 éves lehet: válasszon rövidebb futamidőt.',
    );
  });
});

const soundFacts: ApplicantFacts = {
  netIncome: 650_000,
  existingInstalments: 0,
  revolvingLimits: 0,
  dateOfBirth: '1985-06-01',
  sourceOfIncome: 'employee',
  trialPeriod: false,
  noticePeriod: false,
  incapacity: false,
  companyRegisteredAbroad: false,
  closedBusinessYears: null,
};

describe('the leasing prescore decision', () => {
  it('offers a lawful leasing to a sound applicant, with the figures of the maths', () => {
    const decision = evaluateLeasing({
      products: [product()],
      figures,
      request: example,
      facts: soundFacts,
      today: TODAY,
    });
    expect(decision.isEligible).toBe(true);
    expect(decision.offers[0]?.decision).toBe('OK');
    expect(decision.offers[0]?.quote?.monthlyPayment).toBe(leasingPayment(9_600_000, 4_800_000, 7.99, 48));
    // 650 000 Ft below the threshold: 50 % JTM room, far above the payment, so more could be financed.
    expect(decision.figures.maxInstalment).toBe(325_000);
    expect(decision.offers[0]?.dtiDecision).toBe(1);
    expect(decision.offers[0]?.dtiAmount).toBeGreaterThan(9_600_000);
  });

  it('is not eligible with a 10 % down payment, and says which limit', () => {
    const decision = evaluateLeasing({
      products: [product()],
      figures,
      request: { ...example, downPayment: 1_200_000 },
      facts: soundFacts,
      today: TODAY,
    });
    expect(decision.isEligible).toBe(false);
    expect(decision.offers[0]).toMatchObject({ decision: 'LIMIT_BREACHED', quote: null });
    expect(decision.limitBreaches).toEqual(['errors.leasing.downPaymentTooLow']);
  });

  it('fails the JTM when the payment exceeds the income share left after existing loans', () => {
    const decision = evaluateLeasing({
      products: [product()],
      figures,
      request: example,
      facts: { ...soundFacts, netIncome: 300_000, existingInstalments: 20_000 },
      today: TODAY,
    });
    // 50 % of 300 000 less 20 000 leaves 130 000 Ft, under the ~149 000 Ft payment.
    expect(decision.offers[0]).toMatchObject({ decision: 'DTI_FAILED', reasons: ['DTI_FAILED'] });
    expect(decision.isEligible).toBe(false);
  });

  it('knocks out on the same rules as the preliminary assessment', () => {
    const decision = evaluateLeasing({
      products: [product()],
      figures,
      request: example,
      facts: { ...soundFacts, trialPeriod: true },
      today: TODAY,
    });
    expect(decision.offers[0]?.decision).toBe('KNOCKED_OUT');
    expect(decision.reasons).toEqual(['KO_TRIAL_PERIOD']);
  });
});

describe('a stored leasing decision read on a later day', () => {
  it('withdraws an offer whose THM is over the cap of the day, and keeps the others with the new cap', () => {
    const decision = evaluateLeasing({
      products: [product()],
      figures,
      request: example,
      facts: soundFacts,
      today: TODAY,
    });
    const lowerCap = leasingDecisionUnderThmCap(decision, 8);
    expect(lowerCap.isEligible).toBe(false);
    expect(lowerCap.offers[0]).toMatchObject({ decision: 'THM_CAP_EXCEEDED', quote: null });
    expect(lowerCap.reasons).toEqual(['THM_CAP_EXCEEDED']);
    const higherCap = leasingDecisionUnderThmCap(decision, 31);
    expect(higherCap.isEligible).toBe(true);
    expect(higherCap.offers[0]?.quote?.thmCap).toBe(31);
  });
});
