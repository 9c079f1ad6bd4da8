import type {
  CustomerDocument,
  ReviewList,
  StaffActionResponse,
  StaffCase,
  StaffDecision,
  StaffReturnToContract,
} from '@hitelkapu/domain';
import { resultPositionOf, resultStatusOf } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
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
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { correctionsOfApplication } from '../todos/corrections.service.ts';
import { getTranslationTokens } from '../translations/translations.service.ts';
import {
  deleteUnsignedContractDocuments,
  findApplication,
  findCustomerContact,
  findStaffReview,
  insertStaffReview,
  listReviewItems,
  lockApplication,
  resolveErrorReports,
} from './reviews.repository.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StaffActor {
  staffId: string;
  ip: string;
}

const answerOf = (row: ApplicationRow): StaffActionResponse => ({
  applicationId: row.id,
  position: row.position,
  status: row.status,
  statusResult: row.statusResult,
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

export function createReviewsService(deps: { db: Db; publicUrl: string }) {
  const { db } = deps;

  return {
    async list(): Promise<ReviewList> {
      return { items: await listReviewItems(db) };
    },

    /** The whole case for a decision: the answers with the questions that asked them, and the documents. */
    async caseOf(applicationId: string): Promise<StaffCase> {
      const row = await findApplication(db, applicationId);
      if (!row) throw new AppError('NOT_FOUND', 'errors.reviews.notFound');
      const documents = await listCustomerDocuments(db, row.customerId);
      return {
        applicationId: row.id,
        flow: await loadApplicationFlow(db, row.flowId),
        answers: row.answers,
        documents: documents.filter((document) => document.applicationId === row.id),
        ...(await correctionsOfApplication(db, row)),
      };
    },

    /** One document of the case, only through the application it belongs to. */
    async documentOf(
      applicationId: string,
      documentId: string,
    ): Promise<{ document: CustomerDocument; kind: DocumentKind; content: Buffer }> {
      const row = await findApplication(db, applicationId);
      const found = row ? await findDocumentContent(db, row.customerId, documentId) : null;
      if (!found || found.document.applicationId !== applicationId)
        throw new AppError('NOT_FOUND', 'errors.reviews.documentNotFound');
      return found;
    },

    /**
     * A person's decision on an application the engine referred (MANUAL), once: the row lock
     * orders parallel decisions, the first one moves the application on and the rest find it
     * decided (409); the unique index of staff_reviews is the backstop.
     */
    async decide(applicationId: string, decision: StaffDecision, actor: StaffActor) {
      // Read before the transaction: the embedded database has one connection.
      const tokens = await getTranslationTokens(db, 'hu', 'internal');
      const reasonText = tokens[`reason.${decision.reasonCode}`] ?? '';
      try {
        return await db.transaction(async (tx) => {
          const row = await lockApplication(tx, applicationId);
          if (!row) throw new AppError('NOT_FOUND', 'errors.reviews.notFound');
          if (await findStaffReview(tx, applicationId))
            throw new AppError('CONFLICT', 'errors.reviews.alreadyDecided');
          const scoring = await findApplicationScoring(tx, applicationId);
          if (row.position !== 'UNDER_REVIEW' || scoring?.decision !== 'MANUAL')
            throw new AppError('CONFLICT', 'errors.reviews.notAwaitingDecision');
          await insertStaffReview(tx, {
            applicationId,
            staffId: actor.staffId,
            decision: decision.decision,
            reasonCode: decision.reasonCode,
            note: decision.note,
          });
          return answerOf(await concludeReviewedApplication(tx, row, decision, actor, deps, reasonText));
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
        return answerOf(moved);
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
