import {
  type ApplicationBaseData,
  type ApplicationDataPatch,
  type ApplicationPositionPatch,
  type ApplicationStatusResponse,
  canCloseFrom,
  type Flow,
  formatHuf,
  formatPercent,
  type LoanApplication,
  type LoanApplicationSummary,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { type CustomerRow, updateCustomerInStatus } from '../customers/customers.repository.ts';
import {
  type LinkedBankAccountLookup,
  noLinkedBankAccount,
  statusAfterApplication,
  withServerAnswers,
} from './application-access.ts';
import { createApplication } from './application-creation.ts';
import { loadApplicationFlow } from './application-flow.ts';
import { applicationMoved } from './application-listeners.ts';
import { lockApplication, requireApplication } from './application-lookup.ts';
import {
  findOpenApplication,
  findProductName,
  listCustomerApplications,
  toLoanApplication,
  updateApplication,
} from './applications.repository.ts';
import { moveApplication, saveFlowAnswer } from './flow-progress.ts';

// Starting an application is in application-creation.ts, answering and moving through the flow
// in flow-progress.ts; the flow helpers below are what the module's other services and the
// staff reviews use.
export {
  allQuestions,
  bumpVersions,
  loadApplicationFlow,
  pruneInvisibleAnswers,
} from './application-flow.ts';

export function createApplicationsService(
  { db }: { db: Db },
  /** The flow and the figures are read through it (lib/config-cache.ts). */
  cache: ConfigCache = noConfigCache,
  /** Whether the customer's bank account is linked, for the flow's PSD2 field (the bank-sync module). */
  bankLink: LinkedBankAccountLookup = noLinkedBankAccount,
) {
  return {
    /** From an OK offer of the latest preliminary assessment; a second click answers the open one. */
    create: (customer: CustomerRow, offerId: number) => createApplication(db, customer, offerId, cache),

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
      return toLoanApplication(await withServerAnswers(db, open, customer, cache, bankLink));
    },

    async get(customer: CustomerRow, id: string): Promise<LoanApplication> {
      const row = await requireApplication(db, customer.id, id);
      return toLoanApplication(await withServerAnswers(db, row, customer, cache, bankLink));
    },

    /** The values of the READONLY_FIELD questions, formatted for display. */
    async getBaseData(customer: CustomerRow, id: string): Promise<ApplicationBaseData> {
      const row = await requireApplication(db, customer.id, id);
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
      const row = await requireApplication(db, customerId, id);
      return loadApplicationFlow(db, row.flowId, cache);
    },

    async getStatus(customerId: string, id: string): Promise<ApplicationStatusResponse> {
      const row = await requireApplication(db, customerId, id);
      return {
        currentPosition: row.position,
        currentFlowIndex: row.flowIndex,
        currentStatus: row.status,
        currentStatusResult: row.statusResult,
      };
    },

    /** Autosaves one answer, refused when another tab wrote it since. */
    saveAnswer: (customer: CustomerRow, id: string, patch: ApplicationDataPatch) =>
      saveFlowAnswer(db, customer, id, patch, cache),

    /** Moves the application along the flow; forwards only past steps that can be continued. */
    updatePosition: (customer: CustomerRow, id: string, patch: ApplicationPositionPatch) =>
      moveApplication(db, customer, id, patch, cache, bankLink),

    /**
     * Abandons the application; the customer goes back to the offers (profile PRELIMINARY, or
     * LEASING_PRESCORE for a leasing application: the prescore's offers).
     */
    async close(customer: CustomerRow, id: string): Promise<LoanApplication> {
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, customer.id, id);
        if (!canCloseFrom(row.position)) throw new AppError('CONFLICT', 'errors.application.cannotClose');
        const closed = await updateApplication(tx, row.id, {
          position: 'CLOSED',
          status: 'CLOSED',
          closedAt: new Date(),
        });
        await applicationMoved(tx, closed);
        await updateCustomerInStatus(tx, customer.id, ['IN_FLOW'], {
          status: statusAfterApplication(row),
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
