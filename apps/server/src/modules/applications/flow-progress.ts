import {
  type Answers,
  type ApplicationDataPatch,
  type ApplicationPositionPatch,
  canContinueFlowStep,
  canCustomerMovePosition,
  checkFlowAnswer,
  type FieldErrors,
  flowMessageKeys,
  flowStepErrors,
  isStatementChoice,
  type LoanApplication,
  todayIso,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { applicationEvents } from '../../db/schema/index.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { recordApplicationChoice } from '../consent/consent.service.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import {
  type LinkedBankAccountLookup,
  moveProfile,
  noLinkedBankAccount,
  withServerAnswers,
} from './application-access.ts';
import {
  allQuestions,
  bumpVersions,
  loadApplicationFlow,
  pruneInvisibleAnswers,
} from './application-flow.ts';
import { lockApplication, requireApplication } from './application-lookup.ts';
import {
  type ApplicationRow,
  logStatementAcceptance,
  toLoanApplication,
  updateApplication,
} from './applications.repository.ts';
import { findStatementPrompt } from './flow.repository.ts';

/**
 * Autosaves one answer: checked by the flow engine against the current answers, refused
 * when the client saw an older version of it (another tab wrote since), answers the
 * change hides dropped, and an accepted statement logged, all in one transaction.
 */
export async function saveFlowAnswer(
  db: Db,
  customer: CustomerRow,
  id: string,
  patch: ApplicationDataPatch,
  cache: ConfigCache = noConfigCache,
) {
  const today = todayIso();
  return db.transaction(async (tx) => {
    const locked = await lockApplication(tx, customer.id, id);
    if (locked.position !== 'FLOW') throw new AppError('CONFLICT', 'errors.application.notEditable');
    // Through the transaction's own connection: a flow missing from the cache is read without
    // waiting for a second connection while this one holds the row lock.
    const flow = await loadApplicationFlow(tx, locked.flowId, cache);
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
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A corrected answer a reviewer asked for (modules/todos), written while the application waits
 * for review: checked by the flow engine exactly as PATCH data checks an answer (400 with the
 * engine's key on `value`, nothing written), answers the change hides dropped, the versions
 * bumped and an application event for the audit trail. Call it in the transaction that holds
 * the application's row lock.
 */
export async function writeCorrectedAnswer(
  tx: Transaction,
  row: ApplicationRow,
  key: string,
  value: string,
  cause: { correctionId: string; ip: string | null },
  cache: ConfigCache = noConfigCache,
): Promise<ApplicationRow> {
  if (value.trim() === '')
    throw new AppError('VALIDATION_FAILED', 'errors.correction.valueRequired', {
      value: 'validation.required',
    });
  const flow = await loadApplicationFlow(tx, row.flowId, cache);
  const error = checkFlowAnswer(flow, key, value, row.answers, todayIso());
  if (error) throw new AppError('VALIDATION_FAILED', undefined, { value: error });
  const { answers, pruned } = pruneInvisibleAnswers(flow, { ...row.answers, [key]: value });
  const written = await updateApplication(tx, row.id, {
    answers,
    answerVersions: bumpVersions(row.answerVersions, [key, ...pruned]),
  });
  await tx.insert(applicationEvents).values({
    applicationId: row.id,
    fromPosition: row.position,
    toPosition: row.position,
    actor: 'CUSTOMER',
    actorId: row.customerId,
    ip: cause.ip,
    detail: { action: 'CORRECTED_ANSWER', correctionId: cause.correctionId, key, pruned },
  });
  return written;
}

/**
 * Moves the application: only the customer moves of the domain table; forwards through
 * the flow only past steps that can be continued (spec §5); the profile keeps the place.
 */
export async function moveApplication(
  db: Db,
  customer: CustomerRow,
  id: string,
  patch: ApplicationPositionPatch,
  cache: ConfigCache = noConfigCache,
  bankLink: LinkedBankAccountLookup = noLinkedBankAccount,
): Promise<LoanApplication> {
  // The special fields the server answers are brought up to date before the steps are checked.
  const current = await withServerAnswers(
    db,
    await requireApplication(db, customer.id, id),
    customer,
    cache,
    bankLink,
  );
  const flow = await loadApplicationFlow(db, current.flowId, cache);
  const today = todayIso();
  return db.transaction(async (tx) => {
    const row = await lockApplication(tx, customer.id, id);
    const from = row.position;
    const to = patch.flowPosition;
    if (!canCustomerMovePosition(from, to)) throw new AppError('CONFLICT', 'errors.application.illegalMove');
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
}
