import { and, eq, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  applicationEvents,
  bankSyncs,
  callBackRequests,
  challenges,
  contractErrorReports,
  customerDocuments,
  customers,
  dataRightsEvents,
  decisionReviewRequests,
  kycSessions,
  leasingPrescoreDecisions,
  leasingPrescores,
  loanApplications,
  outbox,
  preliminaryAssessments,
  preliminaryDrafts,
  scoringDecisions,
  signingSessions,
  staffReviews,
} from '../../db/schema/index.ts';
import type { CustomerApplicationRow, Reader, Transaction } from './data-rights.repository.ts';

/** Applications with a finished identity check (its evidence is AML due-diligence record). */
export async function listIdentifiedApplicationIds(db: Reader, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ applicationId: kycSessions.applicationId })
    .from(kycSessions)
    .where(and(eq(kycSessions.customerId, customerId), isNotNull(kycSessions.evidence)));
  return rows.map((row) => row.applicationId);
}

export async function countOpenReviewRequests(db: Reader, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(decisionReviewRequests)
    .where(
      and(eq(decisionReviewRequests.customerId, customerId), ne(decisionReviewRequests.status, 'DECIDED')),
    );
  return row?.n ?? 0;
}

/** The customer row, locked until the transaction ends: an erasure runs once. */
export async function lockCustomer(tx: Transaction, customerId: string) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row ?? null;
}

/** The addresses earlier exports came from: kept while the account lives, not after. */
export async function forgetDataRightsAddresses(tx: Transaction, customerId: string): Promise<void> {
  await tx.update(dataRightsEvents).set({ ip: null }).where(eq(dataRightsEvents.customerId, customerId));
}

/** A delete's `returning`: one constant per removed row, enough to count them. */
const returning = { id: sql`1` };
const count = async (deleted: Promise<unknown[]>) => (await deleted).length;

/** The tables that hang on an application by their `applicationId`, under the names the counts use. */
const applicationTables = {
  documents: customerDocuments,
  identityChecks: kycSessions,
  signings: signingSessions,
  errorReports: contractErrorReports,
  decisions: scoringDecisions,
  staffDecisions: staffReviews,
  reviewRequests: decisionReviewRequests,
  applicationEvents,
} satisfies Record<string, PgTable & { applicationId: AnyPgColumn }>;

type ApplicationTable = keyof typeof applicationTables;

/** Deletes the rows of each table (one after the other, in the order given) hanging on the applications. */
async function deleteHanging(
  tx: Transaction,
  tables: readonly ApplicationTable[],
  applicationIds: string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const table: PgTable & { applicationId: AnyPgColumn } = applicationTables[name];
    counts[name] = await count(
      tx.delete(table).where(inArray(table.applicationId, applicationIds)).returning(returning),
    );
  }
  return counts;
}

/** Removes an application and everything hanging on it; returns how many rows of each went. */
export async function deleteApplications(tx: Transaction, ids: string[]): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  return {
    ...(await deleteHanging(
      tx,
      [
        'documents',
        'identityChecks',
        'signings',
        'errorReports',
        'decisions',
        'staffDecisions',
        'reviewRequests',
        'applicationEvents',
      ],
      ids,
    )),
    applications: await count(
      tx.delete(loanApplications).where(inArray(loanApplications.id, ids)).returning(returning),
    ),
  };
}

/**
 * Trims an application kept only as identification evidence: its answers become the
 * identification data alone; uploads other than the identity papers, the decision on it and
 * any free-text report go.
 */
export async function trimToIdentification(
  tx: Transaction,
  application: CustomerApplicationRow,
  keep: { answerKeys: readonly string[]; uploadPrompts: readonly string[] },
): Promise<Record<string, number>> {
  const answers = Object.fromEntries(
    Object.entries(application.answers).filter(([key]) => keep.answerKeys.includes(key)),
  );
  await tx
    .update(loanApplications)
    .set({
      answers,
      answerVersions: {},
      // A leasing application's copy of the income its prescore was decided on goes with the answers.
      ...(application.leasing ? { leasing: { ...application.leasing, assessedNetIncome: null } } : {}),
    })
    .where(eq(loanApplications.id, application.id));
  return {
    answers: Object.keys(application.answers).length - Object.keys(answers).length,
    documents: await count(
      tx
        .delete(customerDocuments)
        .where(
          and(
            eq(customerDocuments.applicationId, application.id),
            eq(customerDocuments.kind, 'UPLOAD'),
            or(
              sql`${customerDocuments.promptIdentifier} is null`,
              notInArray(customerDocuments.promptIdentifier, [...keep.uploadPrompts]),
            ),
          ),
        )
        .returning(returning),
    ),
    ...(await deleteHanging(
      tx,
      ['decisions', 'staffDecisions', 'reviewRequests', 'errorReports'],
      [application.id],
    )),
  };
}

/**
 * What belongs to no kept record: the wizard draft, preliminary assessments and review
 * requests about them, call-back requests, codes and links, and messages to the customer's
 * addresses.
 */
export async function deleteCustomerLooseData(
  tx: Transaction,
  customer: typeof customers.$inferSelect,
): Promise<Record<string, number>> {
  const id = customer.id;
  const contacts = [customer.email, customer.phone].filter((value): value is string => value !== null);
  return {
    drafts: await count(
      tx.delete(preliminaryDrafts).where(eq(preliminaryDrafts.customerId, id)).returning(returning),
    ),
    assessmentReviewRequests: await count(
      tx
        .delete(decisionReviewRequests)
        .where(and(eq(decisionReviewRequests.customerId, id), isNotNull(decisionReviewRequests.assessmentId)))
        .returning(returning),
    ),
    assessments: await count(
      tx.delete(preliminaryAssessments).where(eq(preliminaryAssessments.customerId, id)).returning(returning),
    ),
    // The dealer's prescore stays (its vehicle is the dealer's); the customer's answers, income and decisions go.
    leasingPrescoreDecisions: await count(
      tx
        .delete(leasingPrescoreDecisions)
        .where(
          inArray(
            leasingPrescoreDecisions.prescoreId,
            tx
              .select({ id: leasingPrescores.id })
              .from(leasingPrescores)
              .where(eq(leasingPrescores.customerId, id)),
          ),
        )
        .returning(returning),
    ),
    leasingPrescoreAnswers: await count(
      tx
        .update(leasingPrescores)
        .set({ type: null, step: 0, dynamicData: '{}', request: null, result: null, updatedAt: new Date() })
        .where(eq(leasingPrescores.customerId, id))
        .returning(returning),
    ),
    callBackRequests: await count(
      tx.delete(callBackRequests).where(eq(callBackRequests.customerId, id)).returning(returning),
    ),
    challenges: await count(tx.delete(challenges).where(eq(challenges.customerId, id)).returning(returning)),
    messages:
      contacts.length === 0
        ? 0
        : await count(tx.delete(outbox).where(inArray(outbox.recipient, contacts)).returning(returning)),
  };
}

/** The account itself: contacts, password and names gone (names kept only as identification data). */
export async function anonymiseCustomer(
  tx: Transaction,
  customerId: string,
  options: { keepName: boolean; now: Date },
) {
  await tx
    .update(customers)
    .set({
      email: null,
      phone: null,
      passwordHash: null,
      ...(options.keepName ? {} : { firstName: null, lastName: null }),
      status: 'CLOSED',
      statusResult: null,
      flowPosition: null,
      flowPage: null,
      emailConfirmedAt: null,
      phoneConfirmedAt: null,
      hasSecondFactor: false,
      passwordChangeRequired: false,
      landingQuery: null,
      pendingOfferId: null,
      sessionsValidAfter: Math.floor(options.now.getTime() / 1000) + 1,
      erasedAt: options.now,
      updatedAt: options.now,
    })
    .where(eq(customers.id, customerId));
}

/** A bank sync whose consent may still be live at the provider (ended ones need nothing there). */
export const LIVE_BANK_SYNC_STATUSES = ['IN_PROGRESS', 'SUCCEEDED', 'OVERRIDDEN'] as const;

/**
 * Deletes what was read from the customer's banks and everything drawn from it or told about
 * it: the accounts and transactions, the findings, the customer's corrections and the bank
 * chosen. The rows stay as the record of each consent (provider, status, dates); answers the
 * number of syncs cleared and the ids of those whose consent may still be live, for the
 * bank-sync module to end at the provider once the erasure is committed.
 */
export async function clearBankSyncs(
  tx: Transaction,
  customerId: string,
  now: Date,
): Promise<{ cleared: number; liveIds: string[] }> {
  const rows = await tx
    .update(bankSyncs)
    .set({
      snapshot: null,
      detection: null,
      manualSalary: null,
      manualLoanAmount: null,
      institutionId: null,
      snapshotDeleteAfter: null,
      updatedAt: now,
      version: sql`${bankSyncs.version} + 1`,
    })
    .where(eq(bankSyncs.customerId, customerId))
    .returning({ id: bankSyncs.id, status: bankSyncs.status });
  const live: readonly string[] = LIVE_BANK_SYNC_STATUSES;
  return {
    cleared: rows.length,
    liveIds: rows.filter((row) => live.includes(row.status)).map((row) => row.id),
  };
}
