import type {
  CustomerDocument,
  ReviewQueue,
  ReviewQueueItem,
  ReviewQueueQuery,
  ReviewSla,
  StaffActionResponse,
  StaffCase,
  StaffDecision,
  StaffReturnToContract,
  StaffSecondApproval,
} from '@hitelkapu/domain';
import {
  formatDate,
  resultPositionOf,
  resultStatusOf,
  reviewDueDay,
  reviewOverdueBeforeDay,
  todayIso,
  type WorkingDayCalendar,
  workingDaysSince,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { ApplicationRow } from '../applications/application-records.service.ts';
import {
  type DocumentKind,
  findApplicationScoring,
  findDocumentContent,
  listCustomerDocuments,
} from '../applications/application-records.service.ts';
import { loadApplicationFlow } from '../applications/applications.service.ts';
import { tellDealerOfDecision, tellDealerOfSigning } from '../applications/leasing-dealer-events.ts';
import { moveApplication } from '../applications/position-moves.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import type { DecisionReviewsService } from '../decision-reviews/decision-reviews.service.ts';
import { loadReviewPolicy } from '../offers/regulatory-figures.service.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { budapestDayStart, loadWorkingDayCalendar } from '../signing/result.service.ts';
import { correctionsOfApplication } from '../todos/corrections.service.ts';
import { getTranslationTokens } from '../translations/translations.service.ts';
import { caseEvidenceOf } from './case-evidence.ts';
import {
  closePendingApproval,
  deleteUnsignedContractDocuments,
  findApplication,
  findCustomerContact,
  findStaffReview,
  fourEyesLimit,
  insertPendingApproval,
  insertStaffReview,
  listQueueProducts,
  listReviewItems,
  lockApplication,
  lockPendingApproval,
  REVIEW_LIST_LIMIT,
  resolveErrorReports,
} from './reviews.repository.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The content types a reviewer may view in the page: what uploads accept and the portal generates. */
export const PREVIEWABLE_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export type { StaffActor };

/** What the audit log keeps of an application before and after a staff action. */
const auditedApplication = (row: ApplicationRow) => ({
  position: row.position,
  status: row.status,
  statusResult: row.statusResult,
  signatureState: row.signatureState,
  amount: row.amount,
  concludedAt: row.concludedAt,
});

const answerOf = (row: ApplicationRow, awaitingSecondApproval = false): StaffActionResponse => ({
  applicationId: row.id,
  position: row.position,
  status: row.status,
  statusResult: row.statusResult,
  awaitingSecondApproval,
});

/**
 * Concludes an application a person has decided: RESULT with the bank result, the decision
 * as its status result, the conclusion time for an approval (the 14-day withdrawal window
 * runs from it, Fhtv. 20. §) and the result email, all in the caller's transaction. The
 * signing module concludes signed applications the same way (signing/result.service.ts);
 * this is the one place to hand staff decisions over to it.
 */
export async function concludeReviewedApplication(
  tx: Transaction,
  row: ApplicationRow,
  decision: StaffDecision,
  actor: StaffActor,
  config: { publicUrl: string },
  /** The reason in the customer's words, for the email (read before the transaction). */
  reasonText = '',
): Promise<ApplicationRow> {
  const approved = decision.decision === 'MANUALLY_APPROVED';
  const moved = await moveApplication(
    tx,
    row,
    resultPositionOf(row),
    {
      actor: 'STAFF',
      actorId: actor.staffId,
      ip: actor.ip,
      detail: { decision: decision.decision, reasonCode: decision.reasonCode },
    },
    {
      status: resultStatusOf(row),
      statusResult: decision.decision,
      ...(approved ? { concludedAt: new Date() } : {}),
    },
  );
  // A leasing application's dealer learns a person's decision; an approved signed contract is concluded.
  await tellDealerOfDecision(tx, moved, decision.decision);
  if (approved && moved.signedAt) await tellDealerOfSigning(tx, moved);
  const contact = await findCustomerContact(tx, row.customerId);
  const recipient = contact?.email ?? contact?.phone;
  if (recipient) {
    await enqueueMessage(tx, {
      channel: contact?.email ? 'EMAIL' : 'SMS',
      recipient,
      template: {
        name: 'application-result',
        approved,
        link: `${config.publicUrl}/application`,
        ...(reasonText ? { reason: reasonText } : {}),
      },
    });
  }
  return moved;
}

/** How long a case has waited, counted in Budapest working days from the day it began to wait. */
export function slaOf(
  waitingSince: string,
  isWaitingForCustomer: boolean,
  context: { today: string; limit: number; calendar: WorkingDayCalendar },
): ReviewSla {
  const fromDay = formatDate(waitingSince);
  const workingDays = workingDaysSince(fromDay, context.today, context.calendar);
  return {
    waitingSince,
    workingDays,
    dueDay: reviewDueDay(fromDay, context.limit, context.calendar),
    // While a correction waits for the customer, the clock is theirs, not the lender's.
    isOverdue: !isWaitingForCustomer && workingDays > context.limit,
  };
}

/** Returned cases first (newest first), then the longest waiting: the queue's one order. */
function queueOrder(a: ReviewQueueItem, b: ReviewQueueItem): number {
  const returnedA = a.kind === 'DECISION_REVIEW' ? null : (a.returnedAt ?? null);
  const returnedB = b.kind === 'DECISION_REVIEW' ? null : (b.returnedAt ?? null);
  if (returnedA !== returnedB) {
    if (returnedA === null) return 1;
    if (returnedB === null) return -1;
    return returnedB.localeCompare(returnedA);
  }
  const arrivedA = a.kind === 'DECISION_REVIEW' ? a.createdAt : a.submittedAt;
  const arrivedB = b.kind === 'DECISION_REVIEW' ? b.createdAt : b.submittedAt;
  return arrivedA.localeCompare(arrivedB);
}

export function createReviewsService(deps: {
  db: Db;
  publicUrl: string;
  /** The customers' requests for a person's review of an automated decision: one kind of the queue. */
  decisionReviews?: Pick<DecisionReviewsService, 'listOpenFiltered'>;
  /** The figures and the working calendar are read through it (lib/config-cache.ts). */
  cache?: ConfigCache;
}) {
  const { db } = deps;
  const cache = deps.cache ?? noConfigCache;

  /** A read of personal data: logged with who read what, from where (issue: every staff read). */
  const logRead = (actor: StaffActor, action: string, subjectKind: string, subjectId: string) =>
    recordStaffAction(db, actor, { action, subjectKind, subjectId });

  /** Concludes an application a person has decided, with its review row and audit row. */
  async function conclude(
    tx: Transaction,
    row: ApplicationRow,
    decision: StaffDecision,
    actor: StaffActor,
    reasonText: string,
    secondStaffId?: string,
  ) {
    await insertStaffReview(tx, {
      applicationId: row.id,
      staffId: actor.staffId,
      decision: decision.decision,
      reasonCode: decision.reasonCode,
      note: decision.note,
      ...(secondStaffId ? { secondStaffId } : {}),
    });
    const moved = await concludeReviewedApplication(tx, row, decision, actor, deps, reasonText);
    await recordStaffAction(tx, secondStaffId ? { staffId: secondStaffId, ip: actor.ip } : actor, {
      action: secondStaffId ? 'APPROVAL_CONFIRMED' : 'APPLICATION_DECIDED',
      subjectKind: 'APPLICATION',
      subjectId: row.id,
      before: auditedApplication(row),
      after: { ...auditedApplication(moved), decision: decision.decision, reasonCode: decision.reasonCode },
    });
    return moved;
  }

  return {
    /**
     * The review queue: referred applications, reported contract errors and decision review
     * requests in one list, as the filters narrow them, each with its age in working days
     * against the lender's limit. "Overdue" is one bound on the time a case began to wait, so
     * each kind is filtered and counted by its query; the merged list keeps the queue's order.
     */
    async list(actor: StaffActor, query: ReviewQueueQuery = {}, now = new Date()): Promise<ReviewQueue> {
      // In turn, not at once: the embedded database has one connection.
      const policy = await loadReviewPolicy(db, cache);
      const calendar = await cache.read('working-day-calendar', () => loadWorkingDayCalendar(db));
      const context = { today: todayIso(now), limit: policy.reviewSlaWorkingDays, calendar };
      const waitingBefore =
        query.overdue === 'true'
          ? budapestDayStart(reviewOverdueBeforeDay(context.today, context.limit, calendar))
          : undefined;
      const amounts = { productId: query.productId, amountMin: query.amountMin, amountMax: query.amountMax };
      const wantsApplications = query.kind !== 'DECISION_REVIEW';
      // A decision review is always NEW: another state leaves it out.
      const wantsDecisionReviews =
        deps.decisionReviews !== undefined &&
        (query.kind === undefined || query.kind === 'DECISION_REVIEW') &&
        (query.state === undefined || query.state === 'NEW');
      const applications = wantsApplications
        ? await listReviewItems(
            db,
            {
              kind: query.kind as 'REFERRED' | 'CONTRACT_ERROR' | undefined,
              state: query.state,
              ...amounts,
              waitingBefore,
            },
            { fourEyesLimit: policy.fourEyesAmountLimit, limit: REVIEW_LIST_LIMIT },
          )
        : { items: [], total: 0 };
      const requests =
        wantsDecisionReviews && deps.decisionReviews
          ? await deps.decisionReviews.listOpenFiltered(
              { ...amounts, createdBefore: waitingBefore },
              REVIEW_LIST_LIMIT,
            )
          : { items: [], total: 0 };
      const items: ReviewQueueItem[] = [
        ...applications.items.map(({ waitingSince, ...item }) => ({
          ...item,
          sla: slaOf(waitingSince, item.state === 'WAITING_FOR_CUSTOMER', context),
        })),
        ...requests.items.map((request) => ({
          ...request,
          kind: 'DECISION_REVIEW' as const,
          state: 'NEW' as const,
          sla: slaOf(request.createdAt, false, context),
        })),
      ];
      items.sort(queueOrder);
      await recordStaffAction(db, actor, {
        action: 'REVIEW_QUEUE_READ',
        subjectKind: 'REVIEW_QUEUE',
        subjectId: 'applications',
        after: { filter: { ...query } },
      });
      return {
        items: items.slice(0, REVIEW_LIST_LIMIT),
        total: applications.total + requests.total,
        slaWorkingDays: context.limit,
        products: await listQueueProducts(db),
      };
    },

    /** The whole case for a decision: the answers with the questions that asked them, and the documents. */
    async caseOf(applicationId: string, actor: StaffActor): Promise<StaffCase> {
      const row = await findApplication(db, applicationId);
      if (!row) throw new AppError('NOT_FOUND', 'errors.reviews.notFound');
      await logRead(actor, 'CASE_READ', 'APPLICATION', row.id);
      const documents = await listCustomerDocuments(db, row.customerId);
      return {
        applicationId: row.id,
        flow: await loadApplicationFlow(db, row.flowId),
        answers: row.answers,
        documents: documents.filter((document) => document.applicationId === row.id),
        ...(await correctionsOfApplication(db, row)),
        ...(await caseEvidenceOf(db, row)),
      };
    },

    /** One document of the case, only through the application it belongs to. */
    async documentOf(
      applicationId: string,
      documentId: string,
      actor: StaffActor,
      /** How the document is read: downloaded, or viewed in the review page (kept in the audit row). */
      mode: 'DOWNLOAD' | 'PREVIEW' = 'DOWNLOAD',
    ): Promise<{ document: CustomerDocument; kind: DocumentKind; content: Buffer }> {
      const row = await findApplication(db, applicationId);
      const found = row ? await findDocumentContent(db, row.customerId, documentId) : null;
      if (!found || found.document.applicationId !== applicationId)
        throw new AppError('NOT_FOUND', 'errors.reviews.documentNotFound');
      // Only the three types uploads accept are ever shown inline; anything else is refused unread.
      if (mode === 'PREVIEW' && !PREVIEWABLE_TYPES.has(found.document.contentType))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.reviews.previewNotAllowed');
      await recordStaffAction(db, actor, {
        action: 'DOCUMENT_READ',
        subjectKind: 'CUSTOMER_DOCUMENT',
        subjectId: documentId,
        after: { applicationId, mode },
      });
      return found;
    },

    /**
     * A person's decision on an application the engine referred (MANUAL), once: the row lock
     * orders parallel decisions, the first one moves the application on and the rest find it
     * decided (409); the unique index of staff_reviews is the backstop. An approval above the
     * four-eyes limit is recorded and waits for a senior reviewer (secondApproval); while it
     * waits, no other decision is taken.
     */
    async decide(applicationId: string, decision: StaffDecision, actor: StaffActor) {
      // Read before the transaction: the embedded database has one connection.
      const tokens = await getTranslationTokens(db, 'hu', 'internal');
      const reasonText = tokens[`reason.${decision.reasonCode}`] ?? '';
      const limit = await fourEyesLimit(db);
      try {
        return await db.transaction(async (tx) => {
          const row = await lockApplication(tx, applicationId);
          if (!row) throw new AppError('NOT_FOUND', 'errors.reviews.notFound');
          if (await findStaffReview(tx, applicationId))
            throw new AppError('CONFLICT', 'errors.reviews.alreadyDecided');
          const scoring = await findApplicationScoring(tx, applicationId);
          if (row.position !== 'UNDER_REVIEW' || scoring?.decision !== 'MANUAL')
            throw new AppError('CONFLICT', 'errors.reviews.notAwaitingDecision');
          if (await lockPendingApproval(tx, applicationId))
            throw new AppError('CONFLICT', 'errors.reviews.secondApprovalNeeded');
          if (decision.decision === 'MANUALLY_APPROVED' && row.amount > limit) {
            const approval = await insertPendingApproval(tx, {
              applicationId,
              requestedBy: actor.staffId,
              reasonCode: decision.reasonCode,
              note: decision.note,
            });
            await recordStaffAction(tx, actor, {
              action: 'APPROVAL_REQUESTED',
              subjectKind: 'APPLICATION',
              subjectId: applicationId,
              before: auditedApplication(row),
              after: { ...auditedApplication(row), pendingApprovalId: approval.id, limit },
            });
            return answerOf(row, true);
          }
          return answerOf(await conclude(tx, row, decision, actor, reasonText));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.reviews.alreadyDecided');
        throw error;
      }
    },

    /**
     * The second person of an approval above the four-eyes limit: a senior reviewer other than
     * the one who approved confirms it, which concludes the application, or sends it back to
     * the queue. The application's row lock orders concurrent tries: the first takes the
     * pending approval, the rest find none (409).
     */
    async secondApproval(applicationId: string, input: StaffSecondApproval, actor: StaffActor) {
      const tokens = await getTranslationTokens(db, 'hu', 'internal');
      try {
        return await db.transaction(async (tx) => {
          const row = await lockApplication(tx, applicationId);
          if (!row) throw new AppError('NOT_FOUND', 'errors.reviews.notFound');
          const pending = await lockPendingApproval(tx, applicationId);
          if (!pending) throw new AppError('CONFLICT', 'errors.reviews.noPendingApproval');
          if (pending.requestedBy === actor.staffId)
            throw new AppError('FORBIDDEN', 'errors.reviews.sameApprover');
          await closePendingApproval(tx, pending.id, {
            status: input.confirm ? 'CONFIRMED' : 'SENT_BACK',
            decidedBy: actor.staffId,
            decisionNote: input.note,
          });
          if (!input.confirm) {
            await recordStaffAction(tx, actor, {
              action: 'APPROVAL_SENT_BACK',
              subjectKind: 'APPLICATION',
              subjectId: applicationId,
              before: { ...auditedApplication(row), pendingApprovalId: pending.id },
              after: { ...auditedApplication(row), pendingApprovalId: null, note: input.note },
            });
            return answerOf(row);
          }
          const decision = {
            decision: 'MANUALLY_APPROVED',
            reasonCode: pending.reasonCode,
            note: pending.note,
          } as StaffDecision;
          const reasonText = tokens[`reason.${pending.reasonCode}`] ?? '';
          const first = { staffId: pending.requestedBy, ip: actor.ip };
          return answerOf(await conclude(tx, row, decision, first, reasonText, actor.staffId));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.reviews.alreadyDecided');
        throw error;
      }
    },

    /**
     * The customer reported an error in the contract: the report is marked dealt with, the
     * unsigned contract and SECCI are dropped so they are generated anew, and the application
     * goes back to the contract check, ready to sign.
     */
    async returnToContract(applicationId: string, input: StaffReturnToContract, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, applicationId);
        if (!row) throw new AppError('NOT_FOUND', 'errors.reviews.notFound');
        if (row.position !== 'OFFLINE_UNDER_REVIEW')
          throw new AppError('CONFLICT', 'errors.reviews.notAwaitingCorrection');
        const resolved = await resolveErrorReports(tx, applicationId, new Date());
        if (resolved.length === 0) throw new AppError('CONFLICT', 'errors.reviews.noOpenErrorReport');
        const removedDocuments = await deleteUnsignedContractDocuments(tx, applicationId);
        const moved = await moveApplication(
          tx,
          row,
          'CONTRACT_CHECK',
          {
            actor: 'STAFF',
            actorId: actor.staffId,
            ip: actor.ip,
            detail: {
              action: 'RETURN_TO_CONTRACT',
              note: input.note,
              errorReports: resolved,
              removedDocuments,
            },
          },
          { signatureState: 'READY' },
        );
        await recordStaffAction(tx, actor, {
          action: 'RETURNED_TO_CONTRACT',
          subjectKind: 'APPLICATION',
          subjectId: applicationId,
          before: auditedApplication(row),
          after: { ...auditedApplication(moved), errorReports: resolved, removedDocuments },
        });
        return answerOf(moved);
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
