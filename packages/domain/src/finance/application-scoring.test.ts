import { describe, expect, it } from 'vitest';
import {
  type ApplicationFacts,
  applicationFactsFromAnswers,
  scoreApplication,
  type UnderwritingPolicy,
} from './application-scoring.ts';
import { type ProductTerms, quoteOffer, type RegulatoryFigures } from './offer-quote.ts';

// DOMAIN "Money and offers" figures of 2026 and a lender policy for referrals.
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
const policy: UnderwritingPolicy = { incomeDropReferPercent: 20, minimumEmploymentMonths: 3 };
const today = '2026-11-22';

const product: ProductTerms = {
  kind: 'PERSONAL_LOAN',
  minAmount: 300_000,
  maxAmount: 10_000_000,
  minMonths: 12,
  maxMonths: 96,
  rateBands: [{ minAmount: 0, maxAmount: 10_000_000, minMonths: 1, maxMonths: 120, annualRatePercent: 14.9 }],
  disbursementFeePercent: 0,
  disbursementFeeMax: 0,
  monthlyFee: 0,
};
// 2 000 000 Ft over 48 months at 14,9 %: 55 560 Ft a month.
const quote = quoteOffer(product, 2_000_000, 48, figures) ?? (null as never);

const answers = {
  birth_date: '1986-05-14',
  net_income: '520000',
  has_loans: 'false',
  employment_start: '2019-09-01',
  income_channel: 'bank_account',
  citizenship: 'hungarian',
};

function score(
  overrides: Partial<ApplicationFacts> = {},
  extra: { hardKnockOuts?: string[]; assessed?: number } = {},
) {
  return scoreApplication({
    quote,
    facts: { ...applicationFactsFromAnswers(answers), ...overrides },
    hardKnockOuts: extra.hardKnockOuts ?? [],
    assessedNetIncome: extra.assessed ?? 520_000,
    figures,
    policy,
    today,
  });
}

describe('underwriting a full application', () => {
  it('approves a complete application that fits the JTM, with no reasons', () => {
    expect(quote.monthlyPayment).toBe(55_560);
    expect(score()).toEqual({ decision: 'APPROVED', reasons: [] });
  });

  it.each<[string, Partial<ApplicationFacts>, { hardKnockOuts?: string[] }, string[]]>([
    [
      'a hard knock-out answer (insolvency proceedings)',
      {},
      { hardKnockOuts: ['insolvency_proceedings'] },
      ['KO_HARD_ANSWER'],
    ],
    ['under 18 on the birth date declared', { dateOfBirth: '2009-01-01' }, {}, ['KO_UNDER_AGE']],
    ['over the age limit at the last instalment', { dateOfBirth: '1953-01-01' }, {}, ['KO_AGE_AT_MATURITY']],
    ['a declared income below the minimum', { netIncome: 140_000 }, {}, ['KO_MIN_INCOME']],
  ])('%s is DISALLOWED with its reason', (_name, overrides, extra, reasons) => {
    const result = score(overrides, extra);
    expect(result.decision).toBe('DISALLOWED');
    expect(result.reasons).toEqual(expect.arrayContaining(reasons));
  });

  it('REJECTs when the declared commitments leave no JTM room for the instalment', () => {
    // 50 % of 520 000 Ft is 260 000 Ft; 220 000 Ft of loans leave 40 000 Ft for 55 560 Ft.
    expect(score({ existingInstalments: 220_000 })).toEqual({ decision: 'REJECT', reasons: ['DTI_FAILED'] });
    // 5 % of a 1 000 000 Ft card limit is counted too: 200 000 + 50 000 leaves 10 000 Ft.
    expect(score({ existingInstalments: 200_000, revolvingLimits: 1_000_000 }).decision).toBe('REJECT');
    expect(score({ existingInstalments: 200_000 }).decision).toBe('APPROVED');
  });

  it.each<[string, Partial<ApplicationFacts>, number, string]>([
    ['an income 25 % lower than assessed', { netIncome: 390_000 }, 520_000, 'INCOME_CHANGED'],
    ['a job started two months ago', { employmentStart: '2026-09-23' }, 520_000, 'SHORT_EMPLOYMENT'],
    ['income paid in cash', { incomeChannel: 'cash' }, 520_000, 'UNVERIFIABLE_INCOME'],
    ['a citizen of a country outside the EEA', { citizenship: 'other' }, 520_000, 'FOREIGN_CITIZEN'],
  ])('%s is referred to a person (MANUAL)', (_name, overrides, assessed, reason) => {
    expect(score(overrides, { assessed })).toEqual({ decision: 'MANUAL', reasons: [reason] });
  });

  it('an income 20 % lower than assessed is still within the policy', () => {
    expect(score({ netIncome: 416_000 }).decision).toBe('APPROVED');
  });

  it.each<[string, Partial<ApplicationFacts>]>([
    ['net income', { netIncome: null }],
    ['existing loans', { existingInstalments: null }],
    ['birth date', { dateOfBirth: null }],
    ['employment start', { employmentStart: null }],
    ['how the income arrives', { incomeChannel: null }],
    ['citizenship', { citizenship: null }],
  ])('without the %s the case goes to a person, never approved', (_name, overrides) => {
    const result = score(overrides);
    expect(result.decision).toBe('MANUAL');
    expect(result.reasons).toContain('MISSING_INPUT');
  });

  it('reads the facts from the flow answers: loans only when there are any, a card limit typed with spaces', () => {
    expect(
      applicationFactsFromAnswers({
        ...answers,
        has_loans: 'true',
        loan_instalments: '35 000',
        credit_card_limit: '300 000',
      }),
    ).toMatchObject({ existingInstalments: 35_000, revolvingLimits: 300_000, netIncome: 520_000 });
    expect(
      applicationFactsFromAnswers({ ...answers, has_loans: 'false', loan_instalments: '35000' })
        .existingInstalments,
    ).toBe(0);
    expect(applicationFactsFromAnswers({ ...answers, birth_date: '1986-02-30' }).dateOfBirth).toBeNull();
  });
});
