import { asc, eq, getTableColumns, inArray, type Table } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import {
  applicationEvents,
  bankSyncs,
  callBackRequests,
  consentEvents,
  contractErrorReports,
  corrections,
  customerDocuments,
  type customers,
  dataRightsEvents,
  decisionReviewRequests,
  kycSessions,
  leasingPrescores,
  loanApplications,
  outbox,
  preliminaryAssessments,
  preliminaryDrafts,
  purchases,
  scoringDecisions,
  signatureTodos,
  signingSessions,
  staffReviews,
} from '../../db/schema/index.ts';
import { listAcceptances } from '../customers/customers.repository.ts';
import { listCustomerApplications, type Reader } from './data-rights.repository.ts';

/** The named columns of a table, in the order given (the order the export's JSON keys keep). */
function columns<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...keys: K[]
): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T['_']['columns'], K>;
}

// The row types come from the caller's fields: drizzle's own do not resolve over a generic selection.

/** Rows of a table that carries the customer's id, oldest first when an order column is given. */
function customerRows<S extends SelectedFields>(
  db: Reader,
  table: PgTable & { customerId: AnyPgColumn },
  fields: S,
  customerId: string,
  order?: AnyPgColumn,
): Promise<SelectResultFields<S>[]> {
  const query = db
    .select(fields as SelectedFields)
    .from(table)
    .where(eq(table.customerId, customerId));
  return (order ? query.orderBy(asc(order)) : query) as Promise<SelectResultFields<S>[]>;
}

/** Rows of a table hanging on the customer's applications, oldest first when an order column is given. */
function applicationRows<S extends SelectedFields>(
  db: Reader,
  table: PgTable & { applicationId: AnyPgColumn },
  fields: S,
  customerId: string,
  order?: AnyPgColumn,
): Promise<SelectResultFields<S>[]> {
  const query = db
    .select(fields as SelectedFields)
    .from(table)
    .innerJoin(loanApplications, eq(loanApplications.id, table.applicationId))
    .where(eq(loanApplications.customerId, customerId));
  return (order ? query.orderBy(asc(order)) : query) as Promise<SelectResultFields<S>[]>;
}

/** Awaits every promise of an object at once, keeping the keys. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = Object.entries(promises);
  const values = await Promise.all(entries.map(([, promise]) => promise));
  return Object.fromEntries(entries.map(([key], index) => [key, values[index]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

/** Everything held about the customer, for the export (GDPR art. 15 and 20). */
export async function readCustomerRecords(db: Reader, customer: typeof customers.$inferSelect) {
  const id = customer.id;
  const contacts = [customer.email, customer.phone].filter((value): value is string => value !== null);
  const { drafts, ...records } = await allOf({
    acceptances: listAcceptances(db, id),
    consents: customerRows(
      db,
      consentEvents,
      columns(
        consentEvents,
        'purpose',
        'granted',
        'statementId',
        'statementVersion',
        'channel',
        'occurredAt',
      ),
      id,
      consentEvents.occurredAt,
    ),
    drafts: customerRows(db, preliminaryDrafts, columns(preliminaryDrafts, 'draft', 'updatedAt'), id),
    assessments: customerRows(
      db,
      preliminaryAssessments,
      columns(
        preliminaryAssessments,
        'id',
        'type',
        'amount',
        'duration',
        'request',
        'result',
        'isEligible',
        'createdAt',
      ),
      id,
      preliminaryAssessments.createdAt,
    ),
    // The prescores the customer opened: the dealer's vehicle, the customer's choices, answers and decision.
    leasingPrescores: customerRows(
      db,
      leasingPrescores,
      columns(
        leasingPrescores,
        'publicId',
        'dealerId',
        'status',
        'vehicleCondition',
        'firstRegistrationDate',
        'vehicleDescription',
        'price',
        'residualValue',
        'downPayment',
        'amount',
        'duration',
        'type',
        'dynamicData',
        'request',
        'result',
        'isEligible',
        'decidedAt',
        'createdAt',
      ),
      id,
      leasingPrescores.createdAt,
    ),
    // The purchases the customer took at a shop's checkout: the shop's basket and its history.
    purchases: customerRows(
      db,
      purchases,
      columns(
        purchases,
        'publicId',
        'merchantId',
        'status',
        'totalAmount',
        'refundedAmount',
        'lines',
        'months',
        'applicationId',
        'linkedAt',
        'fulfilledAt',
        'createdAt',
      ),
      id,
      purchases.createdAt,
    ),
    // What reviewers asked the customer to correct or send, and when they answered.
    corrections: customerRows(
      db,
      corrections,
      columns(
        corrections,
        'id',
        'applicationId',
        'kind',
        'fieldLabel',
        'message',
        'status',
        'outcome',
        'dueAt',
        'createdAt',
        'completedAt',
        'closedAt',
      ),
      id,
      corrections.createdAt,
    ),
    // The contracts to sign among the customer's to-dos: each signing round and how it ended.
    signatureTodos: customerRows(
      db,
      signatureTodos,
      columns(
        signatureTodos,
        'id',
        'applicationId',
        'productName',
        'amount',
        'status',
        'outcome',
        'dueAt',
        'remindedAt',
        'createdAt',
        'signedAt',
        'closedAt',
      ),
      id,
      signatureTodos.createdAt,
    ),
    applications: listCustomerApplications(db, id),
    events: applicationRows(
      db,
      applicationEvents,
      columns(applicationEvents, 'applicationId', 'fromPosition', 'toPosition', 'actor', 'ip', 'createdAt'),
      id,
      applicationEvents.createdAt,
    ),
    decisions: customerRows(
      db,
      scoringDecisions,
      columns(scoringDecisions, 'applicationId', 'decision', 'reasons', 'facts', 'createdAt'),
      id,
      scoringDecisions.createdAt,
    ),
    // A reviewer's decision and reason; their name and internal note are staff records, not the customer's.
    reviews: applicationRows(
      db,
      staffReviews,
      columns(staffReviews, 'applicationId', 'decision', 'reasonCode', 'createdAt'),
      id,
    ),
    reviewRequests: customerRows(
      db,
      decisionReviewRequests,
      columns(
        decisionReviewRequests,
        'id',
        'subjectKind',
        'assessmentId',
        'applicationId',
        'customerView',
        'updatedFacts',
        'updatedNetIncome',
        'status',
        'outcome',
        'reasonCode',
        'decidedAt',
        'createdAt',
      ),
      id,
      decisionReviewRequests.createdAt,
    ),
    identification: customerRows(
      db,
      kycSessions,
      columns(
        kycSessions,
        'applicationId',
        'type',
        'provider',
        'providerReference',
        'status',
        'declineReason',
        'evidence',
        'createdAt',
        'completedAt',
      ),
      id,
      kycSessions.createdAt,
    ),
    signing: customerRows(
      db,
      signingSessions,
      columns(
        signingSessions,
        'applicationId',
        'type',
        'status',
        'documents',
        'signedAt',
        'signedIp',
        'signedUserAgent',
        'createdAt',
      ),
      id,
      signingSessions.createdAt,
    ),
    errorReports: customerRows(
      db,
      contractErrorReports,
      columns(contractErrorReports, 'applicationId', 'description', 'createdAt', 'resolvedAt'),
      id,
    ),
    callBacks: customerRows(
      db,
      callBackRequests,
      columns(
        callBackRequests,
        'name',
        'phone',
        'preferredTime',
        'statementId',
        'statementVersion',
        'acceptedAt',
        'channel',
        'status',
        'createdAt',
      ),
      id,
      callBackRequests.createdAt,
    ),
    // The bank connections: what was read through them, what was found and the customer's
    // corrections; never the provider's references or pages (they open the consent).
    bankSyncs: customerRows(
      db,
      bankSyncs,
      columns(
        bankSyncs,
        'id',
        'provider',
        'purpose',
        'status',
        'failure',
        'institutionId',
        'consentExpiresAt',
        'snapshot',
        'detection',
        'manualSalary',
        'manualLoanAmount',
        'mistakeFoundAt',
        'snapshotDeleteAfter',
        'createdAt',
        'updatedAt',
      ),
      id,
      bankSyncs.createdAt,
    ),
    // What was sent, not the text: a text may hold a code or link still usable.
    messages:
      contacts.length === 0
        ? Promise.resolve([])
        : db
            .select(
              columns(outbox, 'channel', 'recipient', 'template', 'subject', 'status', 'createdAt', 'sentAt'),
            )
            .from(outbox)
            .where(inArray(outbox.recipient, contacts))
            .orderBy(asc(outbox.createdAt)),
    documents: customerRows(
      db,
      customerDocuments,
      getTableColumns(customerDocuments),
      id,
      customerDocuments.createdAt,
    ),
    rightsLog: customerRows(
      db,
      dataRightsEvents,
      columns(dataRightsEvents, 'kind', 'occurredAt'),
      id,
      dataRightsEvents.occurredAt,
    ),
  });
  return { ...records, draft: drafts[0] ?? null };
}

export type CustomerRecords = Awaited<ReturnType<typeof readCustomerRecords>>;
