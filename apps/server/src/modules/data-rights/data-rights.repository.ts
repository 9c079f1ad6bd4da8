import { and, asc, eq, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applicationEvents,
  callBackRequests,
  challenges,
  consentEvents,
  contractErrorReports,
  customerDocuments,
  customers,
  type DataRightsEventDetail,
  dataRightsEvents,
  decisionReviewRequests,
  kycSessions,
  loanApplications,
  outbox,
  preliminaryAssessments,
  preliminaryDrafts,
  type RetentionSettingIdentifier,
  retentionSettings,
  scoringDecisions,
  signingSessions,
  staffReviews,
  statementAcceptances,
  statements,
} from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A retention setting in its unit; a missing row is a broken deployment (the seed writes every one). */
export async function findRetentionSetting(
  db: Reader,
  identifier: RetentionSettingIdentifier,
): Promise<number> {
  const [row] = await db
    .select({ value: retentionSettings.value })
    .from(retentionSettings)
    .where(eq(retentionSettings.identifier, identifier));
  if (!row) throw new Error(`retention setting '${identifier}' is missing`);
  return row.value;
}

export type CustomerApplicationRow = typeof loanApplications.$inferSelect;

export async function listCustomerApplications(
  db: Reader,
  customerId: string,
): Promise<CustomerApplicationRow[]> {
  return db
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.customerId, customerId))
    .orderBy(asc(loanApplications.createdAt));
}

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

export async function insertDataRightsEvent(
  db: Pick<Db, 'insert'>,
  values: {
    customerId: string;
    kind: 'EXPORT' | 'ERASURE';
    detail: DataRightsEventDetail;
    ip: string | null;
  },
) {
  await db.insert(dataRightsEvents).values(values);
}

/** The addresses earlier exports came from: kept while the account lives, not after. */
export async function forgetDataRightsAddresses(tx: Transaction, customerId: string): Promise<void> {
  await tx.update(dataRightsEvents).set({ ip: null }).where(eq(dataRightsEvents.customerId, customerId));
}

/** Everything held about the customer, for the export (GDPR art. 15 and 20). */
export async function readCustomerRecords(db: Reader, customer: typeof customers.$inferSelect) {
  const id = customer.id;
  const contacts = [customer.email, customer.phone].filter((value): value is string => value !== null);
  const [
    acceptances,
    consents,
    drafts,
    assessments,
    applications,
    events,
    decisions,
    reviews,
    reviewRequests,
    identification,
    signing,
    errorReports,
    callBacks,
    messages,
    documents,
    rightsLog,
  ] = await Promise.all([
    db
      .select({
        statementId: statementAcceptances.statementId,
        identifier: statements.identifier,
        version: statementAcceptances.statementVersion,
        title: statements.title,
        acceptedAt: statementAcceptances.acceptedAt,
        channel: statementAcceptances.channel,
      })
      .from(statementAcceptances)
      .innerJoin(statements, eq(statements.id, statementAcceptances.statementId))
      .where(eq(statementAcceptances.customerId, id))
      .orderBy(asc(statementAcceptances.acceptedAt)),
    db
      .select({
        purpose: consentEvents.purpose,
        granted: consentEvents.granted,
        statementId: consentEvents.statementId,
        statementVersion: consentEvents.statementVersion,
        channel: consentEvents.channel,
        occurredAt: consentEvents.occurredAt,
      })
      .from(consentEvents)
      .where(eq(consentEvents.customerId, id))
      .orderBy(asc(consentEvents.occurredAt)),
    db
      .select({ draft: preliminaryDrafts.draft, updatedAt: preliminaryDrafts.updatedAt })
      .from(preliminaryDrafts)
      .where(eq(preliminaryDrafts.customerId, id)),
    db
      .select({
        id: preliminaryAssessments.id,
        type: preliminaryAssessments.type,
        amount: preliminaryAssessments.amount,
        duration: preliminaryAssessments.duration,
        request: preliminaryAssessments.request,
        result: preliminaryAssessments.result,
        isEligible: preliminaryAssessments.isEligible,
        createdAt: preliminaryAssessments.createdAt,
      })
      .from(preliminaryAssessments)
      .where(eq(preliminaryAssessments.customerId, id))
      .orderBy(asc(preliminaryAssessments.createdAt)),
    listCustomerApplications(db, id),
    db
      .select({
        applicationId: applicationEvents.applicationId,
        fromPosition: applicationEvents.fromPosition,
        toPosition: applicationEvents.toPosition,
        actor: applicationEvents.actor,
        ip: applicationEvents.ip,
        createdAt: applicationEvents.createdAt,
      })
      .from(applicationEvents)
      .innerJoin(loanApplications, eq(loanApplications.id, applicationEvents.applicationId))
      .where(eq(loanApplications.customerId, id))
      .orderBy(asc(applicationEvents.createdAt)),
    db
      .select({
        applicationId: scoringDecisions.applicationId,
        decision: scoringDecisions.decision,
        reasons: scoringDecisions.reasons,
        facts: scoringDecisions.facts,
        createdAt: scoringDecisions.createdAt,
      })
      .from(scoringDecisions)
      .where(eq(scoringDecisions.customerId, id))
      .orderBy(asc(scoringDecisions.createdAt)),
    // A reviewer's decision and reason; their name and internal note are staff records, not the customer's.
    db
      .select({
        applicationId: staffReviews.applicationId,
        decision: staffReviews.decision,
        reasonCode: staffReviews.reasonCode,
        createdAt: staffReviews.createdAt,
      })
      .from(staffReviews)
      .innerJoin(loanApplications, eq(loanApplications.id, staffReviews.applicationId))
      .where(eq(loanApplications.customerId, id)),
    db
      .select({
        id: decisionReviewRequests.id,
        subjectKind: decisionReviewRequests.subjectKind,
        assessmentId: decisionReviewRequests.assessmentId,
        applicationId: decisionReviewRequests.applicationId,
        customerView: decisionReviewRequests.customerView,
        updatedFacts: decisionReviewRequests.updatedFacts,
        updatedNetIncome: decisionReviewRequests.updatedNetIncome,
        status: decisionReviewRequests.status,
        outcome: decisionReviewRequests.outcome,
        reasonCode: decisionReviewRequests.reasonCode,
        decidedAt: decisionReviewRequests.decidedAt,
        createdAt: decisionReviewRequests.createdAt,
      })
      .from(decisionReviewRequests)
      .where(eq(decisionReviewRequests.customerId, id))
      .orderBy(asc(decisionReviewRequests.createdAt)),
    db
      .select({
        applicationId: kycSessions.applicationId,
        type: kycSessions.type,
        provider: kycSessions.provider,
        providerReference: kycSessions.providerReference,
        status: kycSessions.status,
        declineReason: kycSessions.declineReason,
        evidence: kycSessions.evidence,
        createdAt: kycSessions.createdAt,
        completedAt: kycSessions.completedAt,
      })
      .from(kycSessions)
      .where(eq(kycSessions.customerId, id))
      .orderBy(asc(kycSessions.createdAt)),
    db
      .select({
        applicationId: signingSessions.applicationId,
        type: signingSessions.type,
        status: signingSessions.status,
        documents: signingSessions.documents,
        signedAt: signingSessions.signedAt,
        signedIp: signingSessions.signedIp,
        signedUserAgent: signingSessions.signedUserAgent,
        createdAt: signingSessions.createdAt,
      })
      .from(signingSessions)
      .where(eq(signingSessions.customerId, id))
      .orderBy(asc(signingSessions.createdAt)),
    db
      .select({
        applicationId: contractErrorReports.applicationId,
        description: contractErrorReports.description,
        createdAt: contractErrorReports.createdAt,
        resolvedAt: contractErrorReports.resolvedAt,
      })
      .from(contractErrorReports)
      .where(eq(contractErrorReports.customerId, id)),
    db
      .select({
        name: callBackRequests.name,
        phone: callBackRequests.phone,
        preferredTime: callBackRequests.preferredTime,
        statementId: callBackRequests.statementId,
        statementVersion: callBackRequests.statementVersion,
        acceptedAt: callBackRequests.acceptedAt,
        channel: callBackRequests.channel,
        status: callBackRequests.status,
        createdAt: callBackRequests.createdAt,
      })
      .from(callBackRequests)
      .where(eq(callBackRequests.customerId, id))
      .orderBy(asc(callBackRequests.createdAt)),
    // What was sent, not the text: a text may hold a code or link still usable.
    contacts.length === 0
      ? Promise.resolve([])
      : db
          .select({
            channel: outbox.channel,
            recipient: outbox.recipient,
            template: outbox.template,
            subject: outbox.subject,
            status: outbox.status,
            createdAt: outbox.createdAt,
            sentAt: outbox.sentAt,
          })
          .from(outbox)
          .where(inArray(outbox.recipient, contacts))
          .orderBy(asc(outbox.createdAt)),
    db
      .select()
      .from(customerDocuments)
      .where(eq(customerDocuments.customerId, id))
      .orderBy(asc(customerDocuments.createdAt)),
    db
      .select({ kind: dataRightsEvents.kind, occurredAt: dataRightsEvents.occurredAt })
      .from(dataRightsEvents)
      .where(eq(dataRightsEvents.customerId, id))
      .orderBy(asc(dataRightsEvents.occurredAt)),
  ]);
  return {
    acceptances,
    consents,
    draft: drafts[0] ?? null,
    assessments,
    applications,
    events,
    decisions,
    reviews,
    reviewRequests,
    identification,
    signing,
    errorReports,
    callBacks,
    messages,
    documents,
    rightsLog,
  };
}

export type CustomerRecords = Awaited<ReturnType<typeof readCustomerRecords>>;

/** A delete's `returning`: one constant per removed row, enough to count them. */
const returning = { id: sql`1` };
const count = async (deleted: Promise<unknown[]>) => (await deleted).length;

/** Removes an application and everything hanging on it; returns how many rows of each went. */
export async function deleteApplications(tx: Transaction, ids: string[]): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  return {
    documents: await count(
      tx.delete(customerDocuments).where(inArray(customerDocuments.applicationId, ids)).returning(returning),
    ),
    identityChecks: await count(
      tx.delete(kycSessions).where(inArray(kycSessions.applicationId, ids)).returning(returning),
    ),
    signings: await count(
      tx.delete(signingSessions).where(inArray(signingSessions.applicationId, ids)).returning(returning),
    ),
    errorReports: await count(
      tx
        .delete(contractErrorReports)
        .where(inArray(contractErrorReports.applicationId, ids))
        .returning(returning),
    ),
    decisions: await count(
      tx.delete(scoringDecisions).where(inArray(scoringDecisions.applicationId, ids)).returning(returning),
    ),
    staffDecisions: await count(
      tx.delete(staffReviews).where(inArray(staffReviews.applicationId, ids)).returning(returning),
    ),
    reviewRequests: await count(
      tx
        .delete(decisionReviewRequests)
        .where(inArray(decisionReviewRequests.applicationId, ids))
        .returning(returning),
    ),
    applicationEvents: await count(
      tx.delete(applicationEvents).where(inArray(applicationEvents.applicationId, ids)).returning(returning),
    ),
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
    .set({ answers, answerVersions: {} })
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
    decisions: await count(
      tx
        .delete(scoringDecisions)
        .where(eq(scoringDecisions.applicationId, application.id))
        .returning(returning),
    ),
    staffDecisions: await count(
      tx.delete(staffReviews).where(eq(staffReviews.applicationId, application.id)).returning(returning),
    ),
    reviewRequests: await count(
      tx
        .delete(decisionReviewRequests)
        .where(eq(decisionReviewRequests.applicationId, application.id))
        .returning(returning),
    ),
    errorReports: await count(
      tx
        .delete(contractErrorReports)
        .where(eq(contractErrorReports.applicationId, application.id))
        .returning(returning),
    ),
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
