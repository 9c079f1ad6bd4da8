import { asc, eq, inArray } from 'drizzle-orm';
import {
  applicationEvents,
  callBackRequests,
  consentEvents,
  contractErrorReports,
  customerDocuments,
  type customers,
  dataRightsEvents,
  decisionReviewRequests,
  kycSessions,
  loanApplications,
  outbox,
  preliminaryAssessments,
  preliminaryDrafts,
  scoringDecisions,
  signingSessions,
  staffReviews,
  statementAcceptances,
  statements,
} from '../../db/schema/index.ts';
import { listCustomerApplications, type Reader } from './data-rights.repository.ts';

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
