import {
  type Answers,
  type ApplicationBaseData,
  type ApplicationDataPatch,
  type ApplicationFlowPosition,
  type ApplicationPositionPatch,
  type ApplicationStatusResponse,
  answersFromDynamicData,
  canCloseFrom,
  canContinueFlowStep,
  canCustomerMovePosition,
  checkFlowAnswer,
  type FieldErrors,
  type Flow,
  flowMessageKeys,
  flowStatusOf,
  flowStepErrors,
  formatHuf,
  formatPercent,
  isQuoteLawful,
  isStatementChoice,
  type LoanApplication,
  type LoanApplicationSummary,
  type ProfileStatus,
  prefillFromPreliminary,
  SPECIAL_FIELD_DONE,
  thmCapFor,
  todayIso,
  visibleFlowQuestionIds,
} from '@hitelkapu/domain';
import { PERSONAL_LOAN_FLOW_ID } from '@hitelkapu/domain/rules/flow';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordApplicationChoice } from '../consent/consent.service.ts';
import { type CustomerRow, updateCustomerInStatus } from '../customers/customers.repository.ts';
import { listEnabledVerificationMethods } from '../identification/verification-methods.service.ts';
import { loadAgeLimits, loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';
import { findPortalConfig } from '../portal-config/portal-config.service.ts';
import { ASSESSED_KIND, findLatestAssessment } from '../preliminary/preliminary.service.ts';
import {
  type ApplicationRow,
  findCustomerApplication,
  findOpenApplication,
  findProductName,
  insertApplication,
  listCustomerApplications,
  logStatementAcceptance,
  toLoanApplication,
  updateApplication,
} from './applications.repository.ts';
import { findFlow, findStatementPrompt } from './flow.repository.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new application starts from the offers page, or again while one is being filled in. */
const CREATING_STATUSES = ['PRELIMINARY', 'IN_FLOW'] as const satisfies readonly ProfileStatus[];

/**
 * Kept for the modules that still import it (signing, identification); they can name
 * `'errors.application.notFound'` themselves, and then this goes.
 */
export const applicationMessages = { notFound: 'errors.application.notFound' } as const;

/** While the answers can still change. */
const EDITABLE_POSITIONS: readonly ApplicationFlowPosition[] = ['INTRO', 'FLOW', 'OVERVIEW'];

const notFound = () => new AppError('NOT_FOUND', 'errors.application.notFound');

/** The flow of an application, with the PSD2 question hidden while bank sync is off. */
export async function loadApplicationFlow(db: Db, flowId: string): Promise<Flow> {
  const [bankSync, ageLimits] = await Promise.all([
    findPortalConfig(db, 'bank_sync_enabled'),
    loadAgeLimits(db),
  ]);
  const flow = await findFlow(db, flowId, { bankSyncEnabled: bankSync?.value === true, ageLimits });
  if (!flow) throw new Error(`flow '${flowId}' of an application is missing`);
  return flow;
}

export function allQuestions(flow: Pick<Flow, 'steps'>) {
  return flow.steps.flatMap((step) => step.questions);
}

/** Bumps the version of each key written. */
export function bumpVersions(
  versions: Record<string, number>,
  keys: Iterable<string>,
): Record<string, number> {
  const next = { ...versions };
  for (const key of keys) next[key] = (next[key] ?? 0) + 1;
  return next;
}

/**
 * Answers of questions the customer can no longer see (a controlling answer changed) are
 * dropped in the same write, so a hidden answer can never reach scoring (spec §5).
 */
export function pruneInvisibleAnswers(flow: Flow, answers: Answers): { answers: Answers; pruned: string[] } {
  const known = new Set(allQuestions(flow).map((q) => q.identifier));
  const visible = visibleFlowQuestionIds(flow, answers);
  const kept: Answers = {};
  const pruned: string[] = [];
  for (const [key, value] of Object.entries(answers)) {
    if (known.has(key) && !visible.has(key)) pruned.push(key);
    else kept[key] = value;
  }
  return { answers: kept, pruned };
}

/** The EMAIL_CONFIRM special fields a confirmed email completes. */
function emailConfirmationUpdates(flow: Flow, row: ApplicationRow, customer: CustomerRow): string[] {
  if (!customer.emailConfirmedAt) return [];
  return allQuestions(flow)
    .filter((q) => q.type === 'SPECIAL_FIELD' && q.fieldSubtype === 'EMAIL_CONFIRM')
    .map((q) => q.identifier)
    .filter((key) => row.answers[key] !== SPECIAL_FIELD_DONE);
}

export function createApplicationsService({ db }: { db: Db }) {
  async function requireApplication(customerId: string, id: string): Promise<ApplicationRow> {
    const row = await findCustomerApplication(db, customerId, id);
    if (!row) throw notFound();
    return row;
  }

  async function lockApplication(tx: Transaction, customerId: string, id: string): Promise<ApplicationRow> {
    const row = await findCustomerApplication(tx, customerId, id, { forUpdate: true });
    if (!row) throw notFound();
    return row;
  }

  /** The profile follows the application: status IN_FLOW, `POSITION|page` (spec §4). */
  async function moveProfile(
    tx: Transaction,
    customerId: string,
    position: ApplicationFlowPosition,
    page: number,
  ) {
    return updateCustomerInStatus(tx, customerId, CREATING_STATUSES, {
      status: 'IN_FLOW',
      statusResult: flowStatusOf(position, page),
      flowPosition: position,
      flowPage: String(page),
    });
  }

  /**
   * Completes the EMAIL_CONFIRM answer once the customer's email is confirmed: the customer
   * confirms outside the flow, so the application catches up when it is next read.
   */
  async function withEmailConfirmation(row: ApplicationRow, customer: CustomerRow): Promise<ApplicationRow> {
    if (!customer.emailConfirmedAt || !EDITABLE_POSITIONS.includes(row.position)) return row;
    const flow = await loadApplicationFlow(db, row.flowId);
    if (emailConfirmationUpdates(flow, row, customer).length === 0) return row;
    return db.transaction(async (tx) => {
      const locked = await lockApplication(tx, customer.id, row.id);
      const keys = emailConfirmationUpdates(flow, locked, customer);
      if (keys.length === 0) return locked;
      const answers = { ...locked.answers };
      for (const key of keys) answers[key] = SPECIAL_FIELD_DONE;
      return updateApplication(tx, locked.id, {
        answers,
        answerVersions: bumpVersions(locked.answerVersions, keys),
      });
    });
  }

  return {
    /**
     * Starts an application from an OK offer of the customer's latest preliminary
     * assessment, with that offer's figures and the answers that assessment already gave;
     * moves the profile to IN_FLOW in the same transaction. A second click on the same offer
     * answers the open application.
     */
    async create(
      customer: CustomerRow,
      offerId: number,
    ): Promise<{ application: LoanApplication; created: boolean }> {
      const open = await findOpenApplication(db, customer.id);
      if (open) {
        if (open.offerId !== offerId) throw new AppError('CONFLICT', 'errors.application.otherOpen');
        return { application: toLoanApplication(open), created: false };
      }
      if (!(CREATING_STATUSES as readonly string[]).includes(customer.status))
        throw new AppError('CONFLICT', 'errors.application.statusNotAllowed');
      const assessment = await findLatestAssessment(db, customer.id);
      const offer = assessment?.offers.find((o) => o.offerId === offerId);
      if (!assessment || !offer || offer.decision !== 'OK' || !offer.quote)
        throw new AppError('CONFLICT', 'errors.application.offerNotAvailable');
      // Today's THM cap decides, not the assessment day's: an offer over it is no longer offered.
      const quote = { ...offer.quote, thmCap: thmCapFor(ASSESSED_KIND, await loadRegulatoryFigures(db)) };
      if (!isQuoteLawful(quote)) throw new AppError('CONFLICT', 'errors.application.offerNotAvailable');
      const flow = await loadApplicationFlow(db, PERSONAL_LOAN_FLOW_ID);
      // The methods enabled now are the ones offered to this application (kyc-type-info).
      const kycTypes = (await listEnabledVerificationMethods(db, 'KYC')).map((method) => method.code);
      const sigTypes = (await listEnabledVerificationMethods(db, 'SIGNATURE')).map((method) => method.code);
      const emailKeys = customer.emailConfirmedAt
        ? allQuestions(flow)
            .filter((q) => q.type === 'SPECIAL_FIELD' && q.fieldSubtype === 'EMAIL_CONFIRM')
            .map((q) => q.identifier)
        : [];
      // What the preliminary assessment already asked is not asked again: the flow's
      // configuration (prefillFrom) maps it, the flow engine checks it, the customer may correct it.
      const answers = {
        ...prefillFromPreliminary(flow, answersFromDynamicData(assessment.dynamicData), todayIso()),
        ...Object.fromEntries(emailKeys.map((key) => [key, SPECIAL_FIELD_DONE])),
      };

      try {
        const row = await db.transaction(async (tx) => {
          const moved = await moveProfile(tx, customer.id, 'INTRO', 0);
          if (!moved) throw new AppError('CONFLICT', 'errors.application.statusNotAllowed');
          return insertApplication(tx, {
            customerId: customer.id,
            offerId,
            flowId: flow.id,
            assessmentId: assessment.id,
            amount: quote.amount,
            duration: quote.months,
            quote,
            answers,
            answerVersions: Object.fromEntries(Object.keys(answers).map((key) => [key, 1])),
            position: 'INTRO',
            flowIndex: 0,
            kycTypes,
            sigTypes,
          });
        });
        return { application: toLoanApplication(row), created: true };
      } catch (error) {
        // Two clicks raced: the one-open-application index let only one through.
        if (!isUniqueViolation(error)) throw error;
        const winner = await findOpenApplication(db, customer.id);
        if (!winner) throw error;
        if (winner.offerId !== offerId) throw new AppError('CONFLICT', 'errors.application.otherOpen');
        return { application: toLoanApplication(winner), created: false };
      }
    },

    async list(customerId: string): Promise<LoanApplicationSummary[]> {
      return listCustomerApplications(db, customerId);
    },

    /**
     * The application the customer is in: the open one, or else one that has its result, so
     * the result stays on screen after a reload or on another device. Closed and completed
     * ones are only listed.
     */
    async getOpen(customer: CustomerRow): Promise<LoanApplication> {
      const open =
        (await findOpenApplication(db, customer.id)) ??
        (await findOpenApplication(db, customer.id, ['CLOSED', 'COMPLETED']));
      if (!open) throw new AppError('NOT_FOUND', 'errors.application.noOpen');
      return toLoanApplication(await withEmailConfirmation(open, customer));
    },

    async get(customer: CustomerRow, id: string): Promise<LoanApplication> {
      const row = await requireApplication(customer.id, id);
      return toLoanApplication(await withEmailConfirmation(row, customer));
    },

    /** The values of the READONLY_FIELD questions, formatted for display. */
    async getBaseData(customer: CustomerRow, id: string): Promise<ApplicationBaseData> {
      const row = await requireApplication(customer.id, id);
      const productName = (await findProductName(db, row.offerId)) ?? '';
      const fullName = [customer.lastName, customer.firstName].filter(Boolean).join(' ');
      return {
        values: {
          'profile.fullName': fullName,
          'profile.email': customer.email ?? '',
          'profile.phone': customer.phone ?? '',
          'offer.productName': productName,
          'offer.amount': formatHuf(row.amount),
          'offer.months': `${row.duration} hónap`,
          'offer.monthlyPayment': formatHuf(row.quote.monthlyPayment),
          'offer.thm': formatPercent(row.quote.thm / 100),
        },
      };
    },

    async getFlow(customerId: string, id: string): Promise<Flow> {
      const row = await requireApplication(customerId, id);
      return loadApplicationFlow(db, row.flowId);
    },

    async getStatus(customerId: string, id: string): Promise<ApplicationStatusResponse> {
      const row = await requireApplication(customerId, id);
      return {
        currentPosition: row.position,
        currentFlowIndex: row.flowIndex,
        currentStatus: row.status,
        currentStatusResult: row.statusResult,
      };
    },

    /**
     * Autosaves one answer: checked by the flow engine against the current answers, refused
     * when the client saw an older version of it (another tab wrote since), answers the
     * change hides dropped, and an accepted statement logged, all in one transaction.
     */
    async saveAnswer(customer: CustomerRow, id: string, patch: ApplicationDataPatch) {
      const row = await requireApplication(customer.id, id);
      const flow = await loadApplicationFlow(db, row.flowId);
      const today = todayIso();
      return db.transaction(async (tx) => {
        const locked = await lockApplication(tx, customer.id, id);
        if (locked.position !== 'FLOW') throw new AppError('CONFLICT', 'errors.application.notEditable');
        const error = checkFlowAnswer(flow, patch.key, patch.value, locked.answers, today);
        if (error) throw new AppError('VALIDATION_FAILED', undefined, { [patch.key]: error });
        const storedVersion = locked.answerVersions[patch.key] ?? 0;
        if (patch.version !== storedVersion)
          throw new AppError('CONFLICT', 'errors.application.stale', { [patch.key]: 'validation.stale' });

        const previous = locked.answers[patch.key];
        const written: Answers = { ...locked.answers };
        if (patch.value === '') delete written[patch.key];
        else written[patch.key] = patch.value;
        const { answers, pruned } = pruneInvisibleAnswers(flow, written);
        const answerVersions = bumpVersions(locked.answerVersions, [patch.key, ...pruned]);
        await updateApplication(tx, locked.id, { answers, answerVersions });

        const question = allQuestions(flow).find((q) => q.identifier === patch.key);
        if (question && isStatementChoice(question)) {
          // A yes/no consent (KHR positive list): either answer is logged with its version.
          if (patch.value !== previous) {
            const prompt = await findStatementPrompt(tx, question.fieldId);
            if (!prompt) throw new Error(`statement prompt ${question.fieldId} is missing`);
            await recordApplicationChoice(tx, {
              customerId: customer.id,
              statement: { id: prompt.statementId, identifier: prompt.identifier, version: prompt.version },
              answer: patch.value,
            });
          }
        } else if (question?.type === 'STATEMENT_PROMPT' && patch.value === 'true' && previous !== 'true') {
          // Consent must be provable: which statement, which version, when, through which channel.
          const prompt = await findStatementPrompt(tx, question.fieldId);
          if (!prompt) throw new Error(`statement prompt ${question.fieldId} is missing`);
          await logStatementAcceptance(tx, {
            customerId: customer.id,
            statementId: prompt.statementId,
            version: prompt.version,
          });
        }
        return { key: patch.key, value: patch.value, version: answerVersions[patch.key] ?? 0 };
      });
    },

    /**
     * Moves the application: only the customer moves of the domain table; forwards through
     * the flow only past steps that can be continued (spec §5); the profile keeps the place.
     */
    async updatePosition(
      customer: CustomerRow,
      id: string,
      patch: ApplicationPositionPatch,
    ): Promise<LoanApplication> {
      const current = await withEmailConfirmation(await requireApplication(customer.id, id), customer);
      const flow = await loadApplicationFlow(db, current.flowId);
      const today = todayIso();
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, customer.id, id);
        const from = row.position;
        const to = patch.flowPosition;
        if (!canCustomerMovePosition(from, to))
          throw new AppError('CONFLICT', 'errors.application.illegalMove');
        const lastStep = flow.steps.length - 1;
        let index: number;
        if (to === 'FLOW') {
          if (patch.currentFlowIndex > lastStep)
            throw new AppError('VALIDATION_FAILED', undefined, { currentFlowIndex: 'validation.size' });
          index = patch.currentFlowIndex;
        } else if (to === 'OVERVIEW') {
          index = lastStep;
        } else if (to === 'INTRO') {
          index = 0;
        } else {
          index = patch.currentFlowIndex;
        }

        // Steps before the target must pass when moving forwards; going back is always allowed.
        const fromStep = from === 'FLOW' ? row.flowIndex : from === 'OVERVIEW' ? flow.steps.length : 0;
        const targetStep = to === 'OVERVIEW' ? flow.steps.length : to === 'FLOW' ? index : 0;
        if (targetStep > fromStep) {
          for (const step of flow.steps.slice(0, targetStep)) {
            if (canContinueFlowStep(step, row.answers, today, flow)) continue;
            const fieldErrors: FieldErrors = flowStepErrors(step, row.answers, today, flow);
            const knockOut = step.questions.find(
              (q) => fieldErrors[q.identifier] === flowMessageKeys.knockOut && q.koExplanation,
            );
            throw new AppError(
              'CONFLICT',
              knockOut?.koExplanation
                ? { key: 'errors.application.knockedOut', values: { explanation: knockOut.koExplanation } }
                : { key: 'errors.application.stepIncomplete', values: { step: step.title } },
              fieldErrors,
            );
          }
        }

        const moved = await moveProfile(tx, customer.id, to, index);
        if (!moved) throw new AppError('CONFLICT', 'errors.application.illegalMove');
        return toLoanApplication(await updateApplication(tx, row.id, { position: to, flowIndex: index }));
      });
    },

    /** Abandons the application; the customer goes back to the offers (profile PRELIMINARY). */
    async close(customer: CustomerRow, id: string): Promise<LoanApplication> {
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, customer.id, id);
        if (!canCloseFrom(row.position)) throw new AppError('CONFLICT', 'errors.application.cannotClose');
        const closed = await updateApplication(tx, row.id, {
          position: 'CLOSED',
          status: 'CLOSED',
          closedAt: new Date(),
        });
        await updateCustomerInStatus(tx, customer.id, ['IN_FLOW'], {
          status: 'PRELIMINARY',
          statusResult: null,
          flowPosition: null,
          flowPage: null,
        });
        return toLoanApplication(closed);
      });
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
