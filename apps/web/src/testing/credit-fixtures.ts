import type {
  FilterSettings,
  LoanProduct,
  OfferQuote,
  TripleOfferConfig,
} from '@hitelkapu/domain/contracts/offers';
import type {
  PreliminaryAssessment,
  PreliminaryOfferResult,
  PreliminaryQuestionSet,
} from '@hitelkapu/domain/contracts/preliminary';
import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { quoteOffer, type RegulatoryFigures } from '@hitelkapu/domain/finance/offer-quote';
import { regulatoryFiguresOn } from '@hitelkapu/domain/finance/thm-cap';
import { withAgeLimits } from '@hitelkapu/domain/rules/validators';
import { regulatoryFiguresFromRows } from '../../../server/src/modules/offers/regulatory-figures.mapping.ts';
import { loanProductSeed } from '../../../server/src/seed/loan-products.ts';
import { filterSettingsSeed, tripleOfferConfigSeed } from '../../../server/src/seed/offer-settings.ts';
import { personalLoanQuestionSet } from '../../../server/src/seed/question-sets.ts';
import { baseRateSeed, regulatoryFigureSeed } from '../../../server/src/seed/regulatory-figures.ts';
import { statementSeed } from '../../../server/src/seed/statements.ts';

/**
 * Test data of the credit journey, shaped by the domain contracts. What the lender configures
 * (products, offer settings, figures, questions, statements) is the seed's content, mapped to
 * the answer the server gives; only ids, dates and the customer's data are made up here.
 */

/** Seeded rows get their ids in seed order, as a fresh database gives them. */
const seededId = (index: number) => index + 1;

/** A seeded product named by its identifier, as the server's offer settings name it by id. */
export function seededProductId(identifier: string | null): number | null {
  if (identifier === null) return null;
  const index = loanProductSeed.findIndex((row) => row.identifier === identifier);
  if (index < 0) throw new Error(`no seeded product '${identifier}'`);
  return seededId(index);
}

/** GET filter settings as a freshly seeded server answers it. */
export const filterSettings: FilterSettings = {
  ...filterSettingsSeed,
  defaultOfferId: seededProductId(filterSettingsSeed.defaultOfferId) as number,
};

/** GET triple offer config as a freshly seeded server answers it. */
export const tripleOfferConfig: TripleOfferConfig = {
  slots: tripleOfferConfigSeed.slots.map((slot) => ({ ...slot, offerId: seededProductId(slot.offerId) })),
};

/** The day the tests quote on; the THM cap's base rate is the one in force on its reference day. */
const QUOTE_DAY = '2026-11-22';

/** The engine's figures of the seed, with the base rate of QUOTE_DAY. */
export const regulatoryFigures: RegulatoryFigures = (() => {
  const undated = regulatoryFiguresFromRows(regulatoryFigureSeed);
  const ofDay = regulatoryFiguresOn(undated, baseRateSeed, QUOTE_DAY);
  if (!ofDay) throw new Error(`no seeded base rate for ${QUOTE_DAY}`);
  const { thmCapBasis: _basis, ...figures } = ofDay;
  return figures;
})();

/** A seeded product row as GET offers answers it (offers.repository.ts toLoanProduct). */
function toLoanProduct(row: (typeof loanProductSeed)[number], id: number): LoanProduct {
  return {
    id,
    identifier: row.identifier,
    kind: row.kind ?? 'PERSONAL_LOAN',
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    features: row.features ?? [],
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    amountStep: row.amountStep,
    minMonths: row.minMonths,
    maxMonths: row.maxMonths,
    rateBands: row.rateBands,
    rateType: row.rateType ?? 'FIXED',
    disbursementFeePercent: row.disbursementFeePercent ?? 0,
    disbursementFeeMax: row.disbursementFeeMax ?? 0,
    monthlyFee: row.monthlyFee ?? 0,
    representativeAmount: row.representativeAmount,
    representativeMonths: row.representativeMonths,
    imageUrl: `/api/administration/image/${id}`,
  } as LoanProduct;
}

/** Every seeded product, in the order the offer screens show them. */
export const seededProducts: LoanProduct[] = loanProductSeed.map((row, index) =>
  toLoanProduct(row, seededId(index)),
);

/**
 * The first seeded product with what a test changes. `rate` replaces the seeded rate bands by
 * one band over the whole product, for a test that needs one flat rate.
 */
export function loanProduct(overrides: Partial<LoanProduct> & { rate?: number } = {}): LoanProduct {
  const { rate, ...rest } = overrides;
  const base: LoanProduct = { ...(seededProducts[0] as LoanProduct), ...rest };
  if (rest.rateBands || rate === undefined) return base;
  return {
    ...base,
    rateBands: [
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

/** The engine's quote of a product, exactly as the server would compute it. */
export function quoteOf(product: LoanProduct, amount: number, months: number): OfferQuote {
  const quote = quoteOffer(product, amount, months, regulatoryFigures);
  if (!quote) throw new Error(`${product.identifier} does not lend ${amount} for ${months} months`);
  return quote;
}

/** GET the question set as the server answers it: the seeded set with the age limits on the birth date. */
export const questionSet: PreliminaryQuestionSet = {
  ...personalLoanQuestionSet,
  steps: personalLoanQuestionSet.steps.map((step) => ({
    ...step,
    questions: step.questions.map((question) =>
      withAgeLimits(question, {
        min: regulatoryFigures.minimumAge,
        max: regulatoryFigures.maximumAgeAtMaturity,
      }),
    ),
  })),
};

/** A seeded statement as the server answers it; the id is the test's. */
export function seededStatement(identifier: string, id: number): Statement {
  const row = statementSeed.find((statement) => statement.identifier === identifier);
  if (!row) throw new Error(`no seeded statement '${identifier}'`);
  return {
    id,
    identifier: row.identifier,
    version: row.version ?? 1,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    body: row.body,
    isRequired: row.isRequired ?? true,
  } as Statement;
}

export function calculationStatement(overrides: Partial<Statement> = {}): Statement {
  return { ...seededStatement('calculation_data_processing', 21), ...overrides };
}

export function offerResult(
  product: LoanProduct,
  amount: number,
  months: number,
  overrides: Partial<PreliminaryOfferResult> = {},
): PreliminaryOfferResult {
  return {
    offerId: product.id,
    decision: 'OK',
    dtiDecision: 0,
    dtiAmount: amount,
    dtiDuration: months,
    quote: quoteOf(product, amount, months),
    reasons: [],
    ...overrides,
  };
}

export function assessment(overrides: Partial<PreliminaryAssessment> = {}): PreliminaryAssessment {
  return {
    id: 'pa-1',
    type: 'MANUAL',
    isEligible: true,
    amount: 2_000_000,
    duration: 36,
    dynamicData: JSON.stringify({
      source_of_income: 'employee',
      salary: '650000',
      trial_period: 'false',
      date_of_birth: '1985-04-12',
      salary_commitment: 'true',
      committed_salary: '40000',
    }),
    offers: [],
    reasons: [],
    figures: {
      netIncome: 650_000,
      existingInstalments: 40_000,
      revolvingLimits: 0,
      jtmLimitPercent: 50,
      maxInstalment: 285_000,
    },
    createdAt: '2026-11-22T10:00:00Z',
    ...overrides,
  };
}
