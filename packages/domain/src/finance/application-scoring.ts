import type { OfferQuote } from '../contracts/offers.ts';
import type { Answers, ReasonCode } from '../contracts/preliminary.ts';
import { isIsoDate } from '../format/date.ts';
import { parseNumericAnswer } from '../rules/preliminary.ts';
import type { ScoringDecision } from '../status/application.ts';
import { maxNewInstalment } from './affordability.ts';
import { isQuoteLawful, type RegulatoryFigures } from './offer-quote.ts';
import { type ApplicantFacts, addMonths, jtmFiguresOf, knockOutReasons } from './preliminary-decision.ts';

/**
 * Underwriting of a full application (DOMAIN "Decisioning"): the knock-outs of the
 * pre-qualification again on the declared data, the hard knock-out answers, the THM cap, the
 * JTM with the declared income and commitments, and the rules that send a case to a person.
 * A rule that lacks its input refers the case (MANUAL); it never approves.
 */

/** Reasons only underwriting gives, beside the pre-qualification's (wording: reason.<CODE>). */
export const underwritingReasonCodes = [
  'KO_HARD_ANSWER',
  'INCOME_CHANGED',
  'SHORT_EMPLOYMENT',
  'UNVERIFIABLE_INCOME',
  'FOREIGN_CITIZEN',
] as const;
export type UnderwritingReasonCode = (typeof underwritingReasonCodes)[number];
export type ScoringReasonCode = ReasonCode | UnderwritingReasonCode;

/** Lender policy for referring a case; figures of configuration like the regulatory ones. */
export interface UnderwritingPolicy {
  /** A declared income this much (percent) below the one of the assessment refers the case. */
  incomeDropReferPercent: number;
  /** Months in the current job below which a person looks at the case. */
  minimumEmploymentMonths: number;
}

export interface ApplicationFacts {
  netIncome: number | null;
  existingInstalments: number | null;
  revolvingLimits: number;
  dateOfBirth: string | null;
  employmentStart: string | null;
  incomeChannel: string | null;
  citizenship: string | null;
}

/** Facts from the answers of the seeded personal-loan flow (identifiers of its questions). */
export function applicationFactsFromAnswers(answers: Answers): ApplicationFacts {
  const date = (value: string | undefined) => (value && isIsoDate(value) ? value : null);
  const hasLoans = answers.has_loans;
  return {
    netIncome: parseNumericAnswer(answers.net_income),
    existingInstalments:
      hasLoans === 'false' ? 0 : hasLoans === 'true' ? parseNumericAnswer(answers.loan_instalments) : null,
    revolvingLimits: parseNumericAnswer(answers.credit_card_limit) ?? 0,
    dateOfBirth: date(answers.birth_date),
    employmentStart: date(answers.employment_start),
    incomeChannel: answers.income_channel ?? null,
    citizenship: answers.citizenship ?? null,
  };
}

export interface ScoringResult {
  decision: Extract<ScoringDecision, 'APPROVED' | 'REJECT' | 'MANUAL' | 'DISALLOWED'>;
  reasons: ScoringReasonCode[];
}

export function scoreApplication(input: {
  quote: OfferQuote;
  facts: ApplicationFacts;
  /** Identifiers of hard knock-out questions answered with their koAnswer. */
  hardKnockOuts: readonly string[];
  /** The net income the preliminary assessment was decided on. */
  assessedNetIncome: number;
  figures: RegulatoryFigures;
  policy: UnderwritingPolicy;
  today: string;
}): ScoringResult {
  const { quote, facts, figures, policy, today } = input;

  // Knock-outs: the application may not go on (DISALLOWED).
  const preliminaryFacts: ApplicantFacts = {
    netIncome: facts.netIncome,
    existingInstalments: facts.existingInstalments,
    revolvingLimits: facts.revolvingLimits,
    dateOfBirth: facts.dateOfBirth,
    // The employment answers were checked by the assessment; the flow does not ask them again.
    sourceOfIncome: null,
    trialPeriod: null,
    noticePeriod: null,
    incapacity: null,
    companyRegisteredAbroad: null,
    closedBusinessYears: null,
  };
  const knockOuts: ScoringReasonCode[] = knockOutReasons(
    preliminaryFacts,
    figures,
    today,
    quote.months,
  ).filter((reason) => reason !== 'MISSING_INPUT');
  if (input.hardKnockOuts.length > 0) knockOuts.unshift('KO_HARD_ANSWER');
  if (knockOuts.length > 0) return { decision: 'DISALLOWED', reasons: knockOuts };

  // Refusals: the law does not allow this loan for this income (REJECT).
  if (!isQuoteLawful(quote)) return { decision: 'REJECT', reasons: ['THM_CAP_EXCEEDED'] };
  if (facts.netIncome !== null && facts.existingInstalments !== null) {
    const room = maxNewInstalment(
      facts.netIncome,
      { instalments: facts.existingInstalments, revolvingLimits: facts.revolvingLimits },
      jtmFiguresOf(figures),
    );
    if (quote.monthlyPayment > room) return { decision: 'REJECT', reasons: ['DTI_FAILED'] };
  }

  // Referrals: a person decides (MANUAL); a missing input is always one.
  const refer = new Set<ScoringReasonCode>();
  const missing = [facts.netIncome, facts.existingInstalments, facts.dateOfBirth, facts.employmentStart];
  if (missing.includes(null) || facts.incomeChannel === null || facts.citizenship === null)
    refer.add('MISSING_INPUT');
  if (
    facts.netIncome !== null &&
    facts.netIncome < input.assessedNetIncome * (1 - policy.incomeDropReferPercent / 100)
  )
    refer.add('INCOME_CHANGED');
  if (
    facts.employmentStart !== null &&
    addMonths(facts.employmentStart, policy.minimumEmploymentMonths) > today
  )
    refer.add('SHORT_EMPLOYMENT');
  if (facts.incomeChannel !== null && facts.incomeChannel !== 'bank_account')
    refer.add('UNVERIFIABLE_INCOME');
  if (facts.citizenship !== null && facts.citizenship !== 'hungarian' && facts.citizenship !== 'other_eu')
    refer.add('FOREIGN_CITIZEN');
  if (refer.size > 0) return { decision: 'MANUAL', reasons: [...refer] };

  return { decision: 'APPROVED', reasons: [] };
}
