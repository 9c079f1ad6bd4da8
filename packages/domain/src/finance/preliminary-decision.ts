import type { LoanProduct } from '../contracts/offers.ts';
import type {
  AffordabilityFigures,
  Answers,
  PreliminaryOfferResult,
  ReasonCode,
} from '../contracts/preliminary.ts';
import { ageOn, isIsoDate } from '../format/date.ts';
import { parseNumericAnswer } from '../rules/preliminary.ts';
import { type JtmFigures, maxNewInstalment } from './affordability.ts';
import { annuityInstalment } from './annuity.ts';
import {
  isQuoteLawful,
  isWithinProductRange,
  type ProductTerms,
  quoteOffer,
  type RegulatoryFigures,
  rateBandFor,
} from './offer-quote.ts';

/**
 * The pre-qualification strategy of DOMAIN "Decisioning": knock-out rules first (each with
 * a reason code), then per product the THM cap and the JTM affordability check, and the
 * largest affordable amount. Pure: the server runs it on what it stored, the tests on tables.
 */

/** What the rules need to know about the applicant; null where the answers did not say. */
export interface ApplicantFacts {
  netIncome: number | null;
  existingInstalments: number | null;
  revolvingLimits: number;
  dateOfBirth: string | null;
  sourceOfIncome: string | null;
  trialPeriod: boolean | null;
  noticePeriod: boolean | null;
  incapacity: boolean | null;
  companyRegisteredAbroad: boolean | null;
  closedBusinessYears: number | null;
}

const yesNo = (value: string | undefined): boolean | null =>
  value === 'true' ? true : value === 'false' ? false : null;

/** Facts from the request's income fields and the answers of the question set. */
export function applicantFactsFromAnswers(
  request: { salary: number; salaryCommitment: boolean; committedSalary: number },
  answers: Answers,
): ApplicantFacts {
  return {
    netIncome: request.salary,
    existingInstalments: request.salaryCommitment ? request.committedSalary : 0,
    revolvingLimits:
      answers.has_credit_card === 'true' ? (parseNumericAnswer(answers.credit_card_limit) ?? 0) : 0,
    // A birth date that is not a real calendar day counts as missing, never as a pass.
    dateOfBirth: answers.date_of_birth && isIsoDate(answers.date_of_birth) ? answers.date_of_birth : null,
    sourceOfIncome: answers.source_of_income ?? null,
    trialPeriod: yesNo(answers.trial_period),
    noticePeriod: yesNo(answers.notice_period),
    incapacity: yesNo(answers.incapacity),
    companyRegisteredAbroad: yesNo(answers.company_registered_abroad),
    closedBusinessYears: parseNumericAnswer(answers.closed_business_years),
  };
}

/** `YYYY-MM-DD` months after a day (the last loan payment falls about then). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * Knock-out rules in the order a credit officer reads them. A rule whose input is missing
 * records MISSING_INPUT: a missing answer never lets an applicant through.
 */
export function knockOutReasons(
  facts: ApplicantFacts,
  figures: RegulatoryFigures,
  today: string,
  duration: number,
): ReasonCode[] {
  const reasons: ReasonCode[] = [];
  // Without the source of income the employment rules cannot be chosen, so it is missing input too.
  if (
    facts.dateOfBirth === null ||
    facts.netIncome === null ||
    facts.existingInstalments === null ||
    facts.sourceOfIncome === null
  ) {
    reasons.push('MISSING_INPUT');
  }
  if (facts.dateOfBirth !== null) {
    if (ageOn(facts.dateOfBirth, today) < figures.minimumAge) reasons.push('KO_UNDER_AGE');
    else if (ageOn(facts.dateOfBirth, addMonths(today, duration)) > figures.maximumAgeAtMaturity)
      reasons.push('KO_AGE_AT_MATURITY');
  }
  if (facts.netIncome !== null && facts.netIncome < figures.minimumNetIncome) reasons.push('KO_MIN_INCOME');
  if (facts.sourceOfIncome === 'employee') {
    if (facts.trialPeriod === true) reasons.push('KO_TRIAL_PERIOD');
    if (facts.noticePeriod === true) reasons.push('KO_NOTICE_PERIOD');
    if (facts.incapacity === true) reasons.push('KO_INCAPACITY');
    if (facts.companyRegisteredAbroad === true) reasons.push('KO_FOREIGN_EMPLOYER');
    if (
      facts.trialPeriod === null ||
      facts.noticePeriod === null ||
      facts.incapacity === null ||
      facts.companyRegisteredAbroad === null
    ) {
      if (!reasons.includes('MISSING_INPUT')) reasons.push('MISSING_INPUT');
    }
  }
  if (facts.sourceOfIncome === 'self_employed') {
    if (facts.closedBusinessYears === null) {
      if (!reasons.includes('MISSING_INPUT')) reasons.push('MISSING_INPUT');
    } else if (facts.closedBusinessYears < figures.minimumClosedBusinessYears)
      reasons.push('KO_BUSINESS_HISTORY');
  }
  return reasons;
}

export function jtmFiguresOf(figures: RegulatoryFigures): JtmFigures {
  return {
    incomeThreshold: figures.jtmIncomeThreshold,
    limitBelowThreshold: figures.jtmLimitBelowPercent / 100,
    limitAtOrAboveThreshold: figures.jtmLimitAtOrAbovePercent / 100,
    revolvingLimitShare: figures.jtmRevolvingSharePercent / 100,
  };
}

export function affordabilityFigures(
  facts: ApplicantFacts,
  figures: RegulatoryFigures,
): AffordabilityFigures {
  const jtm = jtmFiguresOf(figures);
  const netIncome = facts.netIncome ?? 0;
  const existingInstalments = facts.existingInstalments ?? 0;
  return {
    netIncome,
    existingInstalments,
    revolvingLimits: facts.revolvingLimits,
    jtmLimitPercent:
      netIncome >= figures.jtmIncomeThreshold
        ? figures.jtmLimitAtOrAbovePercent
        : figures.jtmLimitBelowPercent,
    maxInstalment: maxNewInstalment(
      netIncome,
      { instalments: existingInstalments, revolvingLimits: facts.revolvingLimits },
      jtm,
    ),
  };
}

/**
 * The largest amount, in the product's amount steps, whose monthly payment (instalment plus
 * monthly fee) fits the JTM room and whose THM is lawful, for a term. 0 when none does.
 * Scans down from the product's maximum, so rate bands that fall with the amount are handled.
 */
export function largestAffordableProductAmount(
  product: ProductTerms & Pick<LoanProduct, 'amountStep'>,
  months: number,
  maxInstalment: number,
  figures: RegulatoryFigures,
): number {
  if (months < product.minMonths || months > product.maxMonths) return 0;
  const top = Math.floor(product.maxAmount / product.amountStep) * product.amountStep;
  const candidates: number[] = [];
  for (let amount = top; amount >= product.minAmount; amount -= product.amountStep) candidates.push(amount);
  // A minimum that is not a whole number of steps is still a valid amount to offer.
  if (candidates.at(-1) !== product.minAmount) candidates.push(product.minAmount);
  for (const amount of candidates) {
    const band = rateBandFor(product, amount, months);
    if (!band) continue;
    if (annuityInstalment(amount, band.annualRatePercent, months) + product.monthlyFee > maxInstalment)
      continue;
    const quote = quoteOffer(product, amount, months, figures);
    if (quote && isQuoteLawful(quote)) return amount;
  }
  return 0;
}

type AssessableProduct = ProductTerms & Pick<LoanProduct, 'id' | 'amountStep'>;

/** One product's result for the asked amount and term, given the JTM room. */
export function assessProduct(
  product: AssessableProduct,
  amount: number,
  months: number,
  maxInstalment: number,
  figures: RegulatoryFigures,
): PreliminaryOfferResult {
  const dtiDuration = Math.min(Math.max(months, product.minMonths), product.maxMonths);
  const dtiAmount = largestAffordableProductAmount(product, dtiDuration, maxInstalment, figures);
  if (!isWithinProductRange(product, amount, months)) {
    const reasons: ReasonCode[] = [];
    if (amount < product.minAmount || amount > product.maxAmount) reasons.push('AMOUNT_OUT_OF_RANGE');
    if (months < product.minMonths || months > product.maxMonths) reasons.push('TERM_OUT_OF_RANGE');
    return {
      offerId: product.id,
      decision: 'OUT_OF_RANGE',
      dtiDecision: 0,
      dtiAmount,
      dtiDuration,
      quote: null,
      reasons,
    };
  }
  const quote = quoteOffer(product, amount, months, figures);
  if (!quote) {
    return {
      offerId: product.id,
      decision: 'OUT_OF_RANGE',
      dtiDecision: 0,
      dtiAmount,
      dtiDuration,
      quote: null,
      reasons: ['AMOUNT_OUT_OF_RANGE'],
    };
  }
  if (!isQuoteLawful(quote)) {
    return {
      offerId: product.id,
      decision: 'THM_CAP_EXCEEDED',
      dtiDecision: 0,
      dtiAmount: 0,
      dtiDuration,
      quote: null,
      reasons: ['THM_CAP_EXCEEDED'],
    };
  }
  if (quote.monthlyPayment > maxInstalment) {
    return {
      offerId: product.id,
      decision: 'DTI_FAILED',
      dtiDecision: 0,
      dtiAmount,
      dtiDuration,
      quote,
      reasons: ['DTI_FAILED'],
    };
  }
  return {
    offerId: product.id,
    decision: 'OK',
    dtiDecision: dtiAmount > amount ? 1 : 0,
    dtiAmount,
    dtiDuration,
    quote,
    reasons: [],
  };
}

export interface PreliminaryDecision {
  isEligible: boolean;
  offers: PreliminaryOfferResult[];
  reasons: ReasonCode[];
  figures: AffordabilityFigures;
}

/** The whole pre-qualification: knock-outs, then every product. */
export function evaluatePreliminary(input: {
  products: readonly AssessableProduct[];
  figures: RegulatoryFigures;
  amount: number;
  duration: number;
  facts: ApplicantFacts;
  today: string;
}): PreliminaryDecision {
  const { products, figures, amount, duration, facts, today } = input;
  const affordability = affordabilityFigures(facts, figures);
  const knockOuts = knockOutReasons(facts, figures, today, duration);
  if (knockOuts.length > 0) {
    return {
      isEligible: false,
      reasons: knockOuts,
      figures: affordability,
      offers: products.map((product) => ({
        offerId: product.id,
        decision: 'KNOCKED_OUT',
        dtiDecision: 0,
        dtiAmount: 0,
        dtiDuration: 0,
        quote: null,
        reasons: knockOuts,
      })),
    };
  }
  const offers = products.map((product) =>
    assessProduct(product, amount, duration, affordability.maxInstalment, figures),
  );
  const isEligible = offers.some((offer) => offer.decision === 'OK');
  const reasons = isEligible ? [] : [...new Set(offers.flatMap((offer) => offer.reasons))];
  return { isEligible, offers, reasons, figures: affordability };
}
