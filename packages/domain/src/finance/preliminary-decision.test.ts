import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '../contracts/offers.ts';
import type { ReasonCode } from '../contracts/preliminary.ts';
import type { RegulatoryFigures } from './offer-quote.ts';
import { isQuoteLawful, quoteOffer } from './offer-quote.ts';
import {
  type ApplicantFacts,
  applicantFactsFromAnswers,
  assessProduct,
  evaluatePreliminary,
  largestAffordableProductAmount,
} from './preliminary-decision.ts';

// The figures of DOMAIN "Money and offers" and the lender policy the brief names: base rate
// 6.5 %, THM caps +24 / +39 points, JTM 50 % / 60 % around 800 000 Ft, cards at 5 % of limit.
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

type Product = Pick<
  LoanProduct,
  | 'id'
  | 'kind'
  | 'minAmount'
  | 'maxAmount'
  | 'amountStep'
  | 'minMonths'
  | 'maxMonths'
  | 'rateBands'
  | 'disbursementFeePercent'
  | 'disbursementFeeMax'
  | 'monthlyFee'
>;

function product(overrides: Partial<Product> & { rate?: number } = {}): Product {
  const { rate = 12.99, ...rest } = overrides;
  const base: Product = {
    id: 1,
    kind: 'PERSONAL_LOAN',
    minAmount: 300_000,
    maxAmount: 10_000_000,
    amountStep: 10_000,
    minMonths: 12,
    maxMonths: 84,
    rateBands: [],
    disbursementFeePercent: 1,
    disbursementFeeMax: 50_000,
    monthlyFee: 0,
    ...rest,
  };
  return {
    ...base,
    rateBands: rest.rateBands ?? [
      {
        minAmount: base.minAmount,
        maxAmount: base.maxAmount,
        minMonths: base.minMonths,
        maxMonths: base.maxMonths,
        annualRatePercent: rate,
      },
    ],
  };
}

const personalLoan = product();
// 24 % nominal, 5 % disbursement fee and 1 500 Ft a month: THM 42 %, over the 30.5 % cap of a
// personal loan but under the 45.5 % cap of point-of-sale credit.
const expensiveTerms = {
  rate: 24,
  disbursementFeePercent: 5,
  disbursementFeeMax: 0,
  monthlyFee: 1_500,
  minAmount: 100_000,
  maxAmount: 2_000_000,
} as const;

const TODAY = '2026-03-10';

function facts(overrides: Partial<ApplicantFacts> = {}): ApplicantFacts {
  return {
    netIncome: 500_000,
    existingInstalments: 0,
    revolvingLimits: 0,
    dateOfBirth: '1990-05-15',
    sourceOfIncome: 'employee',
    trialPeriod: false,
    noticePeriod: false,
    incapacity: false,
    companyRegisteredAbroad: false,
    closedBusinessYears: null,
    ...overrides,
  };
}

function decide(
  applicant: ApplicantFacts,
  options: {
    amount?: number;
    duration?: number;
    products?: Product[];
    today?: string;
    figures?: RegulatoryFigures;
  } = {},
) {
  return evaluatePreliminary({
    products: options.products ?? [personalLoan],
    figures: options.figures ?? figures,
    amount: options.amount ?? 1_000_000,
    duration: options.duration ?? 36,
    facts: applicant,
    today: options.today ?? TODAY,
  });
}

describe('knock-out rules, each with its reason code', () => {
  it.each<[string, Partial<ApplicantFacts>, { duration?: number }, ReasonCode[]]>([
    ['17 years old: turns 18 tomorrow', { dateOfBirth: '2008-03-11' }, {}, ['KO_UNDER_AGE']],
    ['turns 18 today', { dateOfBirth: '2008-03-10' }, {}, []],
    // 60 months from 2026-03-10 is 2031-03-10.
    [
      '76 at maturity: 76th birthday on the last payment day',
      { dateOfBirth: '1955-03-10' },
      { duration: 60 },
      ['KO_AGE_AT_MATURITY'],
    ],
    ['75 at maturity: 76th birthday the day after', { dateOfBirth: '1955-03-11' }, { duration: 60 }, []],
    ['the same applicant on a term one year shorter', { dateOfBirth: '1955-03-10' }, { duration: 48 }, []],
    ['on trial period', { trialPeriod: true }, {}, ['KO_TRIAL_PERIOD']],
    ['under notice', { noticePeriod: true }, {}, ['KO_NOTICE_PERIOD']],
    ['on sick leave (incapacity)', { incapacity: true }, {}, ['KO_INCAPACITY']],
    ['net income one forint below the minimum', { netIncome: 149_999 }, {}, ['KO_MIN_INCOME']],
    ['net income exactly the minimum', { netIncome: 150_000 }, {}, []],
    ['employer registered abroad', { companyRegisteredAbroad: true }, {}, ['KO_FOREIGN_EMPLOYER']],
    [
      'self-employed without a closed business year',
      { sourceOfIncome: 'self_employed', closedBusinessYears: 0 },
      {},
      ['KO_BUSINESS_HISTORY'],
    ],
    [
      'self-employed with one closed business year',
      { sourceOfIncome: 'self_employed', closedBusinessYears: 1 },
      {},
      [],
    ],
    [
      'several knock-outs at once are all recorded',
      { trialPeriod: true, incapacity: true, netIncome: 100_000 },
      {},
      ['KO_MIN_INCOME', 'KO_TRIAL_PERIOD', 'KO_INCAPACITY'],
    ],
  ])('%s', (_name, overrides, options, expected) => {
    const decision = decide(facts(overrides), options);
    expect(decision.reasons).toEqual(expected);
    expect(decision.isEligible).toBe(expected.length === 0);
    if (expected.length > 0) {
      // Every offer carries the reasons and no figures to show.
      for (const offer of decision.offers) {
        expect(offer).toMatchObject({
          decision: 'KNOCKED_OUT',
          quote: null,
          reasons: expected,
          dtiAmount: 0,
        });
      }
    } else {
      expect(decision.offers[0]?.decision).toBe('OK');
    }
  });

  it('employee questions do not apply to a pensioner: their missing answers are not missing input', () => {
    const pensioner = facts({
      sourceOfIncome: 'pensioner',
      trialPeriod: null,
      noticePeriod: null,
      incapacity: null,
      companyRegisteredAbroad: null,
    });
    expect(decide(pensioner).isEligible).toBe(true);
  });
});

describe('missing input never approves (ADR 008)', () => {
  it.each<[string, Partial<ApplicantFacts>]>([
    ['date of birth', { dateOfBirth: null }],
    ['net income', { netIncome: null }],
    ['existing instalments', { existingInstalments: null }],
    ['source of income', { sourceOfIncome: null }],
    ['trial period (employee)', { trialPeriod: null }],
    ['notice period (employee)', { noticePeriod: null }],
    ['incapacity (employee)', { incapacity: null }],
    ['employer registered abroad (employee)', { companyRegisteredAbroad: null }],
    ['closed business years (self-employed)', { sourceOfIncome: 'self_employed', closedBusinessYears: null }],
  ])('without %s the result is MISSING_INPUT and not eligible', (_name, overrides) => {
    const decision = decide(facts(overrides));
    expect(decision.isEligible).toBe(false);
    expect(decision.reasons).toContain('MISSING_INPUT');
    expect(decision.offers.every((offer) => offer.decision === 'KNOCKED_OUT' && offer.quote === null)).toBe(
      true,
    );
  });

  it.each(['1990-02-30', '30/01/1990', 'tegnap'])(
    'a birth date that is not a calendar day (%s) counts as missing, never as a pass',
    (dateOfBirth) => {
      expect(
        applicantFactsFromAnswers(
          { salary: 400_000, salaryCommitment: false, committedSalary: 0 },
          {
            date_of_birth: dateOfBirth,
          },
        ).dateOfBirth,
      ).toBeNull();
    },
  );

  it('records MISSING_INPUT once even when several inputs are missing', () => {
    const decision = decide(facts({ dateOfBirth: null, trialPeriod: null, incapacity: null }));
    expect(decision.reasons.filter((reason) => reason === 'MISSING_INPUT')).toHaveLength(1);
  });
});

describe('JTM affordability (MNB decree 32/2014)', () => {
  // 9 000 000 Ft over 24 months at 12.99 % costs 427 834 Ft a month: more than 50 % of an
  // income just under the threshold (399 999 Ft), less than 60 % of one at it (480 000 Ft).
  const asked = { amount: 9_000_000, duration: 24 };

  it('799 999 Ft net income: limit 50 %, the offer fails on affordability', () => {
    const decision = decide(facts({ netIncome: 799_999 }), asked);
    expect(decision.figures).toMatchObject({ jtmLimitPercent: 50, maxInstalment: 399_999 });
    expect(decision.offers[0]).toMatchObject({ decision: 'DTI_FAILED', reasons: ['DTI_FAILED'] });
    expect(decision.offers[0]?.quote?.monthlyPayment).toBe(427_834);
    expect(decision.isEligible).toBe(false);
    expect(decision.reasons).toEqual(['DTI_FAILED']);
  });

  it('800 000 Ft net income: limit 60 %, the same offer is OK', () => {
    const decision = decide(facts({ netIncome: 800_000 }), asked);
    expect(decision.figures).toMatchObject({ jtmLimitPercent: 60, maxInstalment: 480_000 });
    expect(decision.offers[0]?.decision).toBe('OK');
    expect(decision.isEligible).toBe(true);
  });

  // 4 500 000 Ft over 24 months costs 213 917 Ft a month; 500 000 Ft income allows 250 000 Ft.
  const smaller = { amount: 4_500_000, duration: 24 };

  it('without other commitments the whole 50 % is room for the new instalment', () => {
    const decision = decide(facts(), smaller);
    expect(decision.figures.maxInstalment).toBe(250_000);
    expect(decision.offers[0]?.decision).toBe('OK');
  });

  it('existing instalments and 5 % of card limits reduce the room', () => {
    const decision = decide(facts({ existingInstalments: 30_000, revolvingLimits: 200_000 }), smaller);
    expect(decision.figures.maxInstalment).toBe(250_000 - 30_000 - 10_000);
    expect(decision.offers[0]?.decision).toBe('DTI_FAILED');
  });

  it('the card limit alone is enough to tip it: 5 % of 800 000 Ft is 40 000 Ft', () => {
    expect(decide(facts({ revolvingLimits: 600_000 }), smaller).offers[0]?.decision).toBe('OK');
    expect(decide(facts({ revolvingLimits: 800_000 }), smaller).offers[0]?.decision).toBe('DTI_FAILED');
  });

  it('the answers feed the commitments: committed salary and a card limit typed with spaces', () => {
    const applicant = applicantFactsFromAnswers(
      { salary: 500_000, salaryCommitment: true, committedSalary: 30_000 },
      {
        date_of_birth: '1990-05-15',
        source_of_income: 'employee',
        trial_period: 'false',
        notice_period: 'false',
        incapacity: 'false',
        company_registered_abroad: 'false',
        has_credit_card: 'true',
        credit_card_limit: '200 000',
      },
    );
    expect(applicant).toMatchObject({ existingInstalments: 30_000, revolvingLimits: 200_000 });
    expect(decide(applicant, smaller).figures.maxInstalment).toBe(210_000);
  });

  it('an unanswered yes/no question stays unknown rather than becoming "no"', () => {
    const applicant = applicantFactsFromAnswers(
      { salary: 500_000, salaryCommitment: false, committedSalary: 0 },
      { date_of_birth: '1990-05-15', source_of_income: 'employee', trial_period: 'false' },
    );
    expect(applicant).toMatchObject({ trialPeriod: false, noticePeriod: null, incapacity: null });
    expect(decide(applicant).reasons).toEqual(['MISSING_INPUT']);
  });
});

describe('THM cap (Fhtv. 17/A. §)', () => {
  const rich = facts({ netIncome: 2_000_000 });

  it('an offer over its cap is never OK and shows no figures', () => {
    const expensive = product({ ...expensiveTerms, id: 7 });
    const quote = quoteOffer(expensive, 500_000, 24, figures);
    expect(quote?.thmCap).toBe(30.5);
    expect(quote?.thm).toBeGreaterThan(30.5);

    const decision = decide(rich, { products: [expensive], amount: 500_000, duration: 24 });
    expect(decision.offers[0]).toMatchObject({
      offerId: 7,
      decision: 'THM_CAP_EXCEEDED',
      quote: null,
      reasons: ['THM_CAP_EXCEEDED'],
      dtiDecision: 0,
      dtiAmount: 0,
    });
    expect(decision.isEligible).toBe(false);
    expect(decision.reasons).toEqual(['THM_CAP_EXCEEDED']);
  });

  it('compares the unrounded THM with the cap: a true 26.93 % is over a 26.9 % cap though it shows as 26.9 %', () => {
    // A 23 % loan with a small fee over 36 months: find the fee whose THM is 26.93 % to two decimals.
    const terms = (fee: number) =>
      product({ ...expensiveTerms, rate: 23, monthlyFee: 0, disbursementFeePercent: fee / 100 });
    const fee = Array.from({ length: 400 }, (_, i) => i).find((f) => {
      const thm = quoteOffer(terms(f), 500_000, 36, figures)?.thmExact ?? 0;
      return thm >= 26.925 && thm < 26.935;
    });
    expect(fee).toBeDefined();
    const dear = terms(fee ?? 0);
    // Base rate 2.9 %: the cap is 26.9 %.
    const lowBase = { ...figures, baseRatePercent: 2.9 };
    const quote = quoteOffer(dear, 500_000, 36, lowBase);
    expect(quote).toMatchObject({ thm: 26.9, thmCap: 26.9 });
    expect(quote?.thmExact).toBeCloseTo(26.93, 2);
    expect(isQuoteLawful(quote ?? (null as never))).toBe(false);
    const decision = decide(rich, { products: [dear], amount: 500_000, duration: 36, figures: lowBase });
    expect(decision.offers[0]?.decision).toBe('THM_CAP_EXCEEDED');
  });

  it('the same terms as point-of-sale credit fall under the base rate + 39 cap and are offered', () => {
    const pointOfSale = product({ ...expensiveTerms, kind: 'POINT_OF_SALE' });
    const decision = decide(rich, { products: [pointOfSale], amount: 500_000, duration: 24 });
    expect(decision.offers[0]?.decision).toBe('OK');
    expect(decision.offers[0]?.quote).toMatchObject({ thm: 42, thmCap: 45.5 });
  });

  it('a loan too dear for the THM solver is refused, never shown with a THM of 0 %', () => {
    // 100 000 Ft for one month with a 10 % fee and 40 000 Ft a month in fees: the THM is far
    // above the 10 000 % the solver searches. It used to come out as 0 % and pass the cap.
    const absurd = product({
      minAmount: 100_000,
      maxAmount: 100_000,
      minMonths: 1,
      maxMonths: 12,
      rate: 20,
      disbursementFeePercent: 10,
      disbursementFeeMax: 0,
      monthlyFee: 40_000,
    });
    const quote = quoteOffer(absurd, 100_000, 1, figures);
    expect(quote?.totalRepayable).toBeGreaterThan(150_000);
    expect(quote?.thm).toBeGreaterThanOrEqual(10_000);
    const result = assessProduct({ ...absurd, id: 9 }, 100_000, 1, 1_000_000, figures);
    expect(result).toMatchObject({ decision: 'THM_CAP_EXCEEDED', quote: null });
  });

  it('the largest affordable amount is never an amount over the cap', () => {
    const expensive = product({ ...expensiveTerms });
    expect(largestAffordableProductAmount(expensive, 24, 1_000_000, figures)).toBe(0);
  });
});

describe('amount and term out of the product range', () => {
  it.each<[string, number, number, ReasonCode[]]>([
    ['amount below the minimum', 290_000, 36, ['AMOUNT_OUT_OF_RANGE']],
    ['amount above the maximum', 10_010_000, 36, ['AMOUNT_OUT_OF_RANGE']],
    ['term below the minimum', 1_000_000, 11, ['TERM_OUT_OF_RANGE']],
    ['term above the maximum', 1_000_000, 85, ['TERM_OUT_OF_RANGE']],
    ['both', 200_000, 96, ['AMOUNT_OUT_OF_RANGE', 'TERM_OUT_OF_RANGE']],
  ])('%s', (_name, amount, months, reasons) => {
    const result = assessProduct(personalLoan, amount, months, 250_000, figures);
    expect(result).toMatchObject({ decision: 'OUT_OF_RANGE', quote: null, reasons, dtiDecision: 0 });
    // The suggestion is still made for the nearest term the product lends.
    expect(result.dtiDuration).toBe(Math.min(Math.max(months, 12), 84));
  });

  it('the range bounds themselves are lent', () => {
    expect(assessProduct(personalLoan, 300_000, 12, 250_000, figures).decision).toBe('OK');
    expect(assessProduct(personalLoan, 10_000_000, 84, 250_000, figures).decision).toBe('OK');
  });
});

describe('the income allows more than asked (dtiDecision)', () => {
  it('dtiDecision 1 with the largest affordable amount for the asked term', () => {
    const decision = decide(facts(), { amount: 1_000_000, duration: 36 });
    const offer = decision.offers[0];
    expect(offer).toMatchObject({ decision: 'OK', dtiDecision: 1, dtiDuration: 36 });
    const dtiAmount = offer?.dtiAmount ?? 0;
    expect(dtiAmount).toBeGreaterThan(1_000_000);
    expect(dtiAmount).toBeLessThan(personalLoan.maxAmount);
    expect(dtiAmount % personalLoan.amountStep).toBe(0);
    // The suggestion fits the 250 000 Ft room; one step more does not.
    expect(quoteOffer(personalLoan, dtiAmount, 36, figures)?.monthlyPayment).toBeLessThanOrEqual(250_000);
    expect(quoteOffer(personalLoan, dtiAmount + 10_000, 36, figures)?.monthlyPayment).toBeGreaterThan(
      250_000,
    );
  });

  it('dtiDecision 0 when the asked amount is already the largest affordable one', () => {
    const largest = largestAffordableProductAmount(personalLoan, 36, 250_000, figures);
    expect(largest).toBeLessThan(personalLoan.maxAmount);
    const decision = decide(facts(), { amount: largest, duration: 36 });
    expect(decision.offers[0]).toMatchObject({ decision: 'OK', dtiDecision: 0, dtiAmount: largest });
  });

  it('a product minimum that is not a whole number of steps is still offered when only it fits', () => {
    const odd = product({ minAmount: 210_000, amountStep: 100_000, maxAmount: 1_000_000 });
    const fits = quoteOffer(odd, 210_000, 12, figures)?.monthlyPayment ?? 0;
    expect(largestAffordableProductAmount(odd, 12, fits, figures)).toBe(210_000);
    expect(largestAffordableProductAmount(odd, 12, fits - 1, figures)).toBe(0);
  });

  it('capped at the product maximum when the income would allow even more', () => {
    const decision = decide(facts({ netIncome: 5_000_000 }), { amount: 1_000_000, duration: 84 });
    expect(decision.offers[0]).toMatchObject({ dtiDecision: 1, dtiAmount: 10_000_000 });
  });
});

describe('eligibility over several products', () => {
  const outOfRange = product({ id: 1, minAmount: 2_000_000 });
  const overCap = product({ ...expensiveTerms, id: 2 });
  const tooDear = product({ id: 3, rate: 12.99 });

  it('not eligible when nothing is OK, with the union of every offer reason', () => {
    // 1 500 000 Ft over 12 months costs about 134 000 Ft; the income leaves 100 000 Ft of room.
    const decision = decide(facts({ netIncome: 200_000 }), {
      products: [outOfRange, overCap, tooDear],
      amount: 1_500_000,
      duration: 12,
    });
    expect(decision.offers.map((offer) => offer.decision)).toEqual([
      'OUT_OF_RANGE',
      'THM_CAP_EXCEEDED',
      'DTI_FAILED',
    ]);
    expect(decision.isEligible).toBe(false);
    expect([...decision.reasons].sort()).toEqual(['AMOUNT_OUT_OF_RANGE', 'DTI_FAILED', 'THM_CAP_EXCEEDED']);
  });

  it('eligible with no overall reasons as soon as one offer is OK', () => {
    const decision = decide(facts({ netIncome: 600_000 }), {
      products: [outOfRange, overCap, tooDear],
      amount: 1_500_000,
      duration: 12,
    });
    expect(decision.offers.map((offer) => offer.decision)).toEqual([
      'OUT_OF_RANGE',
      'THM_CAP_EXCEEDED',
      'OK',
    ]);
    expect(decision.isEligible).toBe(true);
    expect(decision.reasons).toEqual([]);
  });

  it('every offer that is not OK says why', () => {
    const decision = decide(facts({ netIncome: 200_000 }), {
      products: [outOfRange, overCap, tooDear],
      amount: 1_500_000,
      duration: 12,
    });
    for (const offer of decision.offers) {
      if (offer.decision !== 'OK') expect(offer.reasons.length).toBeGreaterThan(0);
    }
  });
});
