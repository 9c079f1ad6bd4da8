import type { ContractErrorReport, DocumentsForSigning, LoanApplication } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import {
  type ApplicationRow,
  lockApplication,
  requireApplication,
  toLoanApplication,
} from '../applications/application-records.service.ts';
import { moveApplication } from '../applications/position-moves.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { makeContractDocuments, storeDocument, toSigningDocument } from './contract-documents.ts';
import {
  deleteUnsignedContractDocuments,
  findApplicationDocuments,
  findContractProduct,
  findLatestErrorReport,
  findPendingSigningSession,
  insertContractErrorReport,
  updateSigningSession,
} from './signing.repository.ts';
import { DOCUMENT_POSITIONS, ERROR_REPORT_POSITIONS, signingLimits } from './signing-rules.ts';

/**
 * For a person returning an application to CONTRACT_CHECK after a reported error: the
 * unsigned contract and SECCI are removed, so the next GET documents-for-signing makes them
 * from the corrected data (one document per kind and application, by the unique index).
 */
export async function discardUnsignedContractDocuments(
  tx: Pick<Db, 'delete'>,
  row: ApplicationRow,
): Promise<void> {
  if (row.signedAt) throw new Error('the documents of a signed application are never remade');
  await deleteUnsignedContractDocuments(tx, row.id);
}

export interface ContractReviewDeps {
  db: Db;
  limiter: RateLimiter;
}

/** Reading the contract and the SECCI before signing, and reporting an error found in them. */
export function createContractReviewService({ db, limiter }: ContractReviewDeps) {
  /**
   * Makes the contract and the SECCI of an application the first time they are needed. The
   * row lock lets one request make them while concurrent ones wait and then find them; the
   * unique index on (application, kind) would keep a second copy out even without it.
   */
  async function ensureContractDocuments(customer: CustomerRow, application: ApplicationRow): Promise<void> {
    const existing = await findApplicationDocuments(db, application.id, ['CONTRACT', 'SECCI']);
    if (existing.length === 2) return;
    const product = await findContractProduct(db, application.offerId);
    if (!product) throw new Error(`application ${application.id} names no product`);
    await db.transaction(async (tx) => {
      const row = await lockApplication(tx, customer.id, application.id);
      const stored = await findApplicationDocuments(tx, row.id, ['CONTRACT', 'SECCI']);
      const missing = (['CONTRACT', 'SECCI'] as const).filter((kind) => !stored.some((d) => d.kind === kind));
      if (missing.length === 0) return;
      const made = await makeContractDocuments(
        { application: row, customer, product, issuedAt: new Date() },
        missing,
      );
      for (const document of made) await storeDocument(tx, row, document);
    });
  }

  return {
    ensureContractDocuments,

    /**
     * GET documents-for-signing: the contract and the SECCI while they are read and signed
     * (made on the first request), the signed copies once signed, the unsigned ones kept for
     * reference while a reported error is looked at; before the contract stage, 409.
     */
    async documentsForSigning(customer: CustomerRow, id: string): Promise<DocumentsForSigning> {
      const row = await requireApplication(db, customer.id, id);
      let kinds: ('CONTRACT' | 'SECCI' | 'SIGNED_CONTRACT' | 'SIGNED_SECCI')[];
      if (row.signedAt) {
        kinds = ['SIGNED_CONTRACT', 'SIGNED_SECCI'];
      } else if (DOCUMENT_POSITIONS.includes(row.position)) {
        await ensureContractDocuments(customer, row);
        kinds = ['CONTRACT', 'SECCI'];
      } else if (row.position === 'OFFLINE_UNDER_REVIEW') {
        kinds = ['CONTRACT', 'SECCI'];
      } else {
        throw new AppError('CONFLICT', 'errors.signing.notReady');
      }
      const documents = await findApplicationDocuments(db, row.id, kinds);
      const order = (kind: string) => kinds.indexOf(kind as (typeof kinds)[number]);
      return {
        state: row.signatureState,
        documents: documents.sort((a, b) => order(a.kind) - order(b.kind)).map(toSigningDocument),
      };
    },

    /**
     * PATCH loan-application-signature/error-found: the customer found something wrong in the
     * documents. Signing stops (an open signing is cancelled), the report is stored and the
     * application goes to a person (OFFLINE_UNDER_REVIEW, signature state ERROR_FOUND). The
     * same report sent twice is stored once.
     */
    async reportError(
      customer: CustomerRow,
      report: ContractErrorReport,
      ip: string,
    ): Promise<LoanApplication> {
      await enforceLimit(limiter, signingLimits.errorReportsPerCustomer, customer.id);
      await requireApplication(db, customer.id, report.applicationId);
      const row = await db.transaction(async (tx) => {
        const locked = await lockApplication(tx, customer.id, report.applicationId);
        if (locked.position === 'OFFLINE_UNDER_REVIEW' && locked.signatureState === 'ERROR_FOUND') {
          const latest = await findLatestErrorReport(tx, locked.id);
          if (latest?.description !== report.description)
            await insertContractErrorReport(tx, {
              applicationId: locked.id,
              customerId: customer.id,
              description: report.description,
            });
          return locked;
        }
        if (!ERROR_REPORT_POSITIONS.includes(locked.position) || locked.signedAt)
          throw new AppError('CONFLICT', 'errors.signing.errorNotAllowed');
        const pending = await findPendingSigningSession(tx, locked.id);
        if (pending) await updateSigningSession(tx, pending.id, { status: 'CANCELLED' });
        await insertContractErrorReport(tx, {
          applicationId: locked.id,
          customerId: customer.id,
          description: report.description,
        });
        return moveApplication(
          tx,
          locked,
          'OFFLINE_UNDER_REVIEW',
          {
            actor: 'CUSTOMER',
            actorId: customer.id,
            ip,
            detail: { reason: 'ERROR_FOUND', ...(pending ? { cancelledSigningSessionId: pending.id } : {}) },
          },
          { signatureState: 'ERROR_FOUND' },
        );
      });
      return toLoanApplication(row);
    },
  };
}

export type ContractReviewService = ReturnType<typeof createContractReviewService>;
