import {
  type Answers,
  type ApplicationFlowPosition,
  answersSchema,
  applicantFactsFromAnswers,
  assessmentUnderThmCap,
  bankAnswers,
  checkPreliminaryAnswers,
  evaluatePreliminary,
  type FieldErrors,
  type FilterSettings,
  incomeFieldsFromAnswers,
  type LoanProductKind,
  type PreliminaryAssessment,
  type PreliminaryDraft,
  type PreliminaryQuestionSet,
  type ProfileStatus,
  type preliminaryAssessmentRequestSchema,
  questionSetFor,
  thmCapFor,
  todayIso,
  withoutBankAnswered,
} from '@hitelkapu/domain';
import type { z } from 'zod';
import { limits } from '../../lib/abuse-limits.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { type CustomerRow, updateCustomerInStatus } from '../customers/customers.repository.ts';
import { listActiveProducts, loadFilterSettings } from '../offers/offers.service.ts';
import { loadAgeLimits, loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';
import { missingRequiredStatements } from '../statements/statements.service.ts';
import {
  deleteDraft,
  findDraft,
  findLatestAssessment,
  findQuestionSet,
  insertAssessment,
  saveDraft,
} from './preliminary.repository.ts';

export type AssessmentInput = z.output<typeof preliminaryAssessmentRequestSchema>;

/** An assessment is run after onboarding, and may be run again while the offers are shown. */
const SUBMITTING_STATUSES = ['ONBOARDED', 'PRELIMINARY'] as const satisfies readonly ProfileStatus[];
/** IN_FLOW too, once the customer's application has its result: they may start over. */
const SUBMITTING_STATUSES_AFTER_RESULT = [...SUBMITTING_STATUSES, 'IN_FLOW'] as const;
const RESULT_POSITIONS: readonly string[] = ['RESULT', 'OFFLINE_RESULT', 'PURCHASE_RESULT'];

/** The products a preliminary assessment weighs, and so the THM cap its offers fall under. */
export const ASSESSED_KIND = 'PERSONAL_LOAN' satisfies LoanProductKind;

/** More than every question of a set, fewer than a script would like to store. */
export const MAX_DRAFT_ANSWERS = 60;

/** dynamicData is the JSON text of an object of answers by question identifier, strings only. */
function parseAnswers(text: string): Answers | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = answersSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

/** The request's income fields repeat answers of the set; both must say the same thing. */
function incomeMismatches(input: AssessmentInput, answers: Answers): FieldErrors {
  const expected = incomeFieldsFromAnswers(answers);
  const errors: FieldErrors = {};
  for (const field of ['salary', 'salaryCommitment', 'committedSalary'] as const) {
    if (input[field] !== expected[field]) errors[field] = 'validation.invalid';
  }
  return errors;
}

/**
 * Everything the client checked, checked again (ARCHITECTURE "Rules once": the server never
 * trusts a client-side check), with the same domain rules. Field errors are keyed by request
 * field or, for answers, by question identifier.
 */
function requestFieldErrors(
  input: AssessmentInput,
  context: {
    settings: FilterSettings;
    questionSet: PreliminaryQuestionSet;
    /** PSD2 mode: the income the linked bank account gave (confirmed or corrected). */
    bankIncome: EffectiveBankIncome | null;
    today: string;
  },
): { errors: FieldErrors; answers: Answers } {
  const { settings, questionSet, bankIncome } = context;
  const errors: FieldErrors = {};
  if (input.amount < settings.minAmount || input.amount > settings.maxAmount)
    errors.amount = 'validation.size';
  if (input.duration < settings.minDuration || input.duration > settings.maxDuration)
    errors.duration = 'validation.size';
  const given = parseAnswers(input.dynamicData);
  if (!given) return { errors: { ...errors, dynamicData: 'validation.invalid' }, answers: {} };
  if (bankIncome) {
    // PSD2: the bank answers the income questions; what the request says of them is not used.
    const own = withoutBankAnswered(given);
    Object.assign(errors, checkPreliminaryAnswers(questionSetFor(questionSet, 'PSD2'), own, context.today));
    return { errors, answers: { ...own, ...bankAnswers(bankIncome) } };
  }
  Object.assign(errors, checkPreliminaryAnswers(questionSet, given, context.today));
  for (const [field, key] of Object.entries(incomeMismatches(input, given))) errors[field] ??= key;
  return { errors, answers: given };
}

/**
 * What the assessment needs to know of the customer's loan application. The applications
 * module builds on the assessment, so it is handed in rather than imported (app.ts wires it).
 */
export interface OpenApplicationLookup {
  findOpenApplication(
    db: AuthDeps['db'],
    customerId: string,
    excluded: readonly ApplicationFlowPosition[],
  ): Promise<{ position: ApplicationFlowPosition } | null>;
}

/** The income a linked bank account gave for the preliminary assessment (the bank-sync module). */
export interface EffectiveBankIncome {
  salary: number;
  loanInstalments: number;
}
export interface BankIncomeLookup {
  effectiveBankIncome(customerId: string, purpose: 'PRELIMINARY'): Promise<EffectiveBankIncome | null>;
}

export function createPreliminaryService(
  { db, limiter }: Pick<AuthDeps, 'db' | 'limiter'>,
  { findOpenApplication, effectiveBankIncome }: OpenApplicationLookup & BankIncomeLookup,
  /** Products, figures, the question set, statements and switches are read through it (lib/config-cache.ts). */
  cache: ConfigCache = noConfigCache,
) {
  async function questionSetOf(id: string): Promise<PreliminaryQuestionSet | null> {
    return findQuestionSet(db, id, await loadAgeLimits(db, cache), cache);
  }

  async function requireQuestionSet(id: string): Promise<PreliminaryQuestionSet> {
    const set = await questionSetOf(id);
    if (!set) throw new AppError('NOT_FOUND', 'errors.preliminary.questionSetNotFound');
    return set;
  }

  return {
    getQuestionSet: requireQuestionSet,

    /**
     * Checks the request, runs the domain engine over every active personal loan and, in one
     * transaction, stores the assessment with the figures it used, moves the profile to
     * PRELIMINARY and drops the draft. Nothing is written when anything is refused.
     */
    async submit(customer: CustomerRow, input: AssessmentInput): Promise<PreliminaryAssessment> {
      await enforceLimit(limiter, limits.preliminaryAssessmentPerCustomer, customer.id);
      const notAllowed = () => new AppError('CONFLICT', 'errors.preliminary.statusNotAllowed');
      // The newest application that is neither closed nor completed: in flow, or with its result.
      const current =
        customer.status === 'IN_FLOW'
          ? await findOpenApplication(db, customer.id, ['CLOSED', 'COMPLETED'])
          : null;
      const hasResult = current !== null && RESULT_POSITIONS.includes(current.position);
      const allowed = hasResult ? SUBMITTING_STATUSES_AFTER_RESULT : SUBMITTING_STATUSES;
      if (!(allowed as readonly string[]).includes(customer.status)) throw notAllowed();
      if ((await missingRequiredStatements(db, customer.id, 'CALCULATION', cache)).length > 0) {
        throw new AppError('CONFLICT', 'errors.preliminary.statementsMissing');
      }

      const settings = await loadFilterSettings(db, cache);
      // PSD2 needs the linked account's income first (spec §5: the server refuses without it).
      const bankIncome = input.type === 'PSD2' ? await effectiveBankIncome(customer.id, 'PRELIMINARY') : null;
      if (input.type === 'PSD2' && !bankIncome)
        throw new AppError('CONFLICT', 'errors.bankSync.noSucceededSync');
      const questionSet = await questionSetOf(settings.questionSetId);
      if (!questionSet)
        throw new Error(`question set '${settings.questionSetId}' of the filter settings is missing`);
      const today = todayIso();
      const { errors, answers } = requestFieldErrors(input, {
        settings,
        questionSet,
        bankIncome,
        today,
      });
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
      // The income fields as the answers give them: in PSD2 mode, the bank's figures.
      const request = bankIncome
        ? { ...input, ...incomeFieldsFromAnswers(answers), dynamicData: JSON.stringify(answers) }
        : input;

      // The figures of the day the rules were applied on: its THM caps and their source are stored.
      const [products, figures] = await Promise.all([
        listActiveProducts(db, ASSESSED_KIND, cache),
        loadRegulatoryFigures(db, today, cache),
      ]);
      const decision = evaluatePreliminary({
        products,
        figures,
        amount: input.amount,
        duration: input.duration,
        facts: applicantFactsFromAnswers(request, answers),
        today,
      });

      return db.transaction(async (tx) => {
        const moved = await updateCustomerInStatus(tx, customer.id, allowed, {
          status: 'PRELIMINARY',
          statusResult: null,
          flowPosition: null,
          flowPage: null,
        });
        if (!moved) throw notAllowed();
        const assessment = await insertAssessment(tx, {
          customerId: customer.id,
          request,
          result: { offers: decision.offers, reasons: decision.reasons, figures: decision.figures },
          isEligible: decision.isEligible,
          questionSetId: questionSet.id,
          regulatoryFigures: figures,
        });
        await deleteDraft(tx, customer.id);
        return assessment;
      });
    },

    /**
     * The latest assessment, its offers measured against today's THM cap: an offer over the
     * cap of the day it is shown is never offered, though it was lawful when assessed.
     */
    async getLatest(customerId: string): Promise<PreliminaryAssessment> {
      const assessment = await findLatestAssessment(db, customerId);
      if (!assessment) throw new AppError('NOT_FOUND', 'errors.preliminary.noAssessment');
      const figures = await loadRegulatoryFigures(db, undefined, cache);
      return assessmentUnderThmCap(assessment, thmCapFor(ASSESSED_KIND, figures));
    },

    async getDraft(customerId: string): Promise<{ draft: PreliminaryDraft | null }> {
      return { draft: await findDraft(db, customerId) };
    },

    async saveDraft(customerId: string, draft: PreliminaryDraft): Promise<PreliminaryDraft> {
      if (Object.keys(draft.answers).length > MAX_DRAFT_ANSWERS) {
        throw new AppError('VALIDATION_FAILED', undefined, { answers: 'validation.size' });
      }
      await saveDraft(db, customerId, draft);
      return draft;
    },
  };
}

export type PreliminaryService = ReturnType<typeof createPreliminaryService>;

/** What other modules read of a customer's preliminary assessment. */
export { findLatestAssessment } from './preliminary.repository.ts';
