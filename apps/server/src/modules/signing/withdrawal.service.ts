import {
  formatDate,
  formatDateTime,
  formatHuf,
  isResultPosition,
  type WithdrawalResponse,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter, type RateLimitRule } from '../../lib/rate-limit.ts';
import { statusAfterApplication } from '../applications/application-access.ts';
import {
  type ApplicationRow,
  findCustomerApplication,
  findOpenApplication,
  toLoanApplication,
} from '../applications/application-records.service.ts';
import { moveApplication } from '../applications/position-moves.ts';
import { type CustomerRow, updateCustomerInStatus } from '../customers/customers.repository.ts';
import { makeWithdrawalReceipt, storeDocument } from './contract-documents.ts';
import { dateForSuffix } from './contract-values.ts';
import { lenderDetails } from './lender.ts';
import {
  applicationResultOf,
  decisionThatCounts,
  isApproving,
  notifyCustomer,
  repaymentDeadline,
  withdrawalDeadline,
} from './result.service.ts';
import { findContractProduct } from './signing.repository.ts';
import type { RequestOrigin } from './signing-rules.ts';
import { loadWorkingDayCalendar } from './working-days.repository.ts';

export const withdrawalLimits = {
  withdrawalsPerCustomer: { name: 'withdrawal:customer', limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/** The identifier of a withdrawal on the receipt, the email and the customer's transfer. */
export function withdrawalReference(row: Pick<ApplicationRow, 'id'>, withdrawnAt: Date): string {
  return `EL-${formatDate(withdrawnAt).replaceAll('-', '')}-${row.id.slice(0, 8).toUpperCase()}`;
}

export function createWithdrawalService({ db, limiter }: { db: Db; limiter: RateLimiter }) {
  return {
    /**
     * POST withdrawal: the customer withdraws from a concluded contract within the window
     * (Fhtv. 20. §). In one transaction under the row lock: the application is closed with
     * withdrawnAt and signature state WITHDRAWN (RESULT -> CLOSED, by the customer), the
     * receipt is stored as a PDF and sent by email. The customer's profile goes back to the
     * offers, unless they have already started another application. A second call answers
     * the first withdrawal.
     */
    async withdraw(customer: CustomerRow, id: string, origin: RequestOrigin): Promise<WithdrawalResponse> {
      await enforceLimit(limiter, withdrawalLimits.withdrawalsPerCustomer, customer.id);
      const application = await findCustomerApplication(db, customer.id, id);
      if (!application) throw new AppError('NOT_FOUND', 'errors.application.notFound');
      const product = await findContractProduct(db, application.offerId);
      if (!product) throw new Error(`application ${application.id} names no product`);

      const row = await db.transaction(async (tx) => {
        const locked = await findCustomerApplication(tx, customer.id, id, { forUpdate: true });
        if (!locked) throw new AppError('NOT_FOUND', 'errors.application.notFound');
        if (locked.withdrawnAt) return locked;
        const decided = await decisionThatCounts(tx, locked.id);
        if (
          !isResultPosition(locked.position) ||
          !locked.concludedAt ||
          !locked.signedAt ||
          !decided ||
          !isApproving(decided.decision)
        )
          throw new AppError('CONFLICT', 'errors.withdrawal.notConcluded');
        const now = new Date();
        const deadline = withdrawalDeadline(locked.concludedAt, await loadWorkingDayCalendar(tx));
        if (now > deadline)
          throw new AppError('CONFLICT', {
            key: 'errors.withdrawal.deadlinePassed',
            values: { deadline: formatDateTime(deadline), phone: lenderDetails.phone },
          });

        const reference = withdrawalReference(locked, now);
        const repayBy = repaymentDeadline(now);
        // A withdrawn application is finished, so this finds only another one the customer started since.
        const otherOpen = await findOpenApplication(tx, customer.id);
        const closed = await moveApplication(
          tx,
          locked,
          'CLOSED',
          {
            actor: 'CUSTOMER',
            actorId: customer.id,
            ip: origin.ip,
            detail: { reason: 'WITHDRAWAL', reference },
          },
          {
            withdrawnAt: now,
            signatureState: 'WITHDRAWN',
            status: 'CLOSED',
            statusResult: 'WITHDRAWN',
            closedAt: now,
          },
          { updateProfile: false },
        );
        if (!otherOpen)
          await updateCustomerInStatus(tx, customer.id, ['IN_FLOW'], {
            // A leasing customer goes back to the prescore's offers, anyone else to the assessment's.
            status: statusAfterApplication(closed),
            statusResult: null,
            flowPosition: null,
            flowPage: null,
          });
        const receipt = await makeWithdrawalReceipt({
          application: closed,
          customer,
          product,
          issuedAt: now,
          reference,
          withdrawnAt: now,
          repayBy,
        });
        await storeDocument(tx, closed, receipt);
        await notifyCustomer(tx, customer.id, {
          name: 'withdrawal-receipt',
          productName: product.name,
          amount: formatHuf(closed.amount),
          withdrawnAt: formatDateTime(now),
          reference,
          repayBy: dateForSuffix(repayBy),
        });
        return closed;
      });

      const result = await applicationResultOf(db, row);
      if (!result) throw new Error(`withdrawn application ${row.id} has no decision`);
      return { application: toLoanApplication(row), result };
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
