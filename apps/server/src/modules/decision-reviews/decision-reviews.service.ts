import {
  type ContestedDecision,
  type DecisionReview,
  type DecisionReviewCreate,
  type DecisionReviewDecision,
  type DecisionReviewSubject,
  decisionReviewCreateSchema,
  isQuoteLawful,
  isResultPosition,
  type PreliminaryOfferResult,
  type ProductTerms,
  quoteOffer,
  type StaffDecisionReviewList,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { type ApplicationRow, findCustomerApplication } from '../applications/application-records.service.ts';
import { moveApplication } from '../applications/position-moves.ts';
import { recordStaffAction } from '../audit/staff-audit.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { createOffersService } from '../offers/offers.service.ts';
import { decisionThatCounts, notifyCustomer } from '../signing/result.service.ts';
import { getTranslationTokens } from '../translations/translations.service.ts';
import {
  type AssessmentRow,
  type DecisionReviewRow,
  findCustomerAssessment,
  findNewestRequest,
  findRequest,
  insertApplicationReview,
  insertRequest,
  listOpenRequests,
  type OpenRequestFilter,
  recordApplicationEvent,
  setApplicationStatusResult,
  toDecisionReview,
  updateAssessmentResult,
  updateRequest,
} from './decision-reviews.repository.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Automated refusals of an application the customer may ask a person to look at again. */
const CONTESTABLE_APPLICATION_DECISIONS = ['REJECT', 'DISALLOWED'] as const;

/**
 * Refusals a person may lift on a preliminary assessment: affordability and the lender's own
 * knock-outs. Limits set by law are never lifted: lending to a minor, an amount or term the
 * product cannot lend, and the THM cap (Fhtv. 17/A. §), which `grantedOffer` checks again.
 */
export function isLiftable(offer: PreliminaryOfferResult): boolean {
  return (
    (offer.decision === 'DTI_FAILED' || offer.decision === 'KNOCKED_OUT') &&
    !offer.reasons.includes('KO_UNDER_AGE')
  );
}

/**
 * The offer a person grants: the refused product quoted for the asked amount and term with
 * the figures the assessment was made on; null when the product cannot lawfully lend them.
 */
export function grantedOffer(
  offer: PreliminaryOfferResult,
  product: ProductTerms | null,
  assessment: Pick<AssessmentRow, 'amount' | 'duration' | 'regulatoryFigures'>,
): PreliminaryOfferResult | null {
  if (!isLiftable(offer) || !product) return null;
  const quote = quoteOffer(product, assessment.amount, assessment.duration, assessment.regulatoryFigures);
  if (!quote || !isQuoteLawful(quote)) return null;
  return { ...offer, decision: 'OK', quote, reasons: [] };
}

function contestedAssessment(row: AssessmentRow): ContestedDecision {
  const reasons = [
    ...row.result.reasons,
    ...row.result.offers.filter((offer) => offer.decision !== 'OK').flatMap((offer) => offer.reasons),
  ];
  return {
    decision: row.isEligible ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
    reasons: [...new Set(reasons)],
    decidedAt: row.createdAt.toISOString(),
  };
}

/** What the staff audit log keeps of a review request. */
const auditedRequest = (row: {
  status: string;
  outcome: string | null;
  takenBy: string | null;
  decidedBy: string | null;
  reasonCode: string | null;
}) => ({
  status: row.status,
  outcome: row.outcome,
  takenBy: row.takenBy,
  decidedBy: row.decidedBy,
  reasonCode: row.reasonCode,
});

export interface ReviewerActor {
  staffId: string;
  ip: string;
}

export function createDecisionReviewsService(deps: {
  db: Db;
  limiter: RateLimiter;
  config: { publicUrl: string };
}) {
  const { db } = deps;
  const offers = createOffersService(db);

  /** The contested decision as it stands now, or a 404 when the subject is not the customer's. */
  async function contestedOf(
    tx: Transaction,
    customer: CustomerRow,
    subject: DecisionReviewSubject,
  ): Promise<ContestedDecision> {
    if (subject.kind === 'PRELIMINARY_ASSESSMENT') {
      const assessment = await findCustomerAssessment(tx, customer.id, subject.id, { forUpdate: true });
      if (!assessment) throw new AppError('NOT_FOUND', 'errors.decisionReviews.notFound');
      return contestedAssessment(assessment);
    }
    const application = await findCustomerApplication(tx, customer.id, subject.id, { forUpdate: true });
    if (!application) throw new AppError('NOT_FOUND', 'errors.decisionReviews.notFound');
    const decided = await decisionThatCounts(tx, application.id);
    const contestable =
      isResultPosition(application.position) &&
      decided?.decidedBy === 'AUTOMATED' &&
      (CONTESTABLE_APPLICATION_DECISIONS as readonly string[]).includes(decided.decision);
    if (!decided || !contestable) throw new AppError('CONFLICT', 'errors.decisionReviews.notContestable');
    return {
      decision: decided.decision,
      reasons: decided.reasons,
      decidedAt: decided.decidedAt.toISOString(),
    };
  }

  async function ownsSubject(customer: CustomerRow, subject: DecisionReviewSubject): Promise<boolean> {
    if (subject.kind === 'LOAN_APPLICATION')
      return (await findCustomerApplication(db, customer.id, subject.id)) !== null;
    return (await findCustomerAssessment(db, customer.id, subject.id)) !== null;
  }

  /** Tells the customer the outcome with the reviewer's reason in their words (`reasonText`). */
  async function notifyOutcome(
    tx: Transaction,
    row: DecisionReviewRow,
    decision: DecisionReviewDecision,
    reasonText: string,
  ) {
    await notifyCustomer(tx, row.customerId, {
      name: 'decision-review-result',
      changed: decision.outcome === 'CHANGED',
      reason: reasonText,
      link: `${deps.config.publicUrl}${row.subjectKind === 'LOAN_APPLICATION' ? '/application' : '/offers'}`,
    });
  }

  /** A changed assessment: the refusals a person may lift become offers; the rest stay. */
  async function changeAssessment(
    tx: Transaction,
    row: DecisionReviewRow,
    products: ReadonlyMap<number, ProductTerms>,
  ) {
    const assessment = row.assessmentId
      ? await findCustomerAssessment(tx, row.customerId, row.assessmentId, { forUpdate: true })
      : null;
    if (!assessment) throw new AppError('NOT_FOUND', 'errors.decisionReviews.notFound');
    const offers = assessment.result.offers.map(
      (offer) => grantedOffer(offer, products.get(offer.offerId) ?? null, assessment) ?? offer,
    );
    if (!offers.some((offer, index) => offer !== assessment.result.offers[index]))
      throw new AppError('CONFLICT', 'errors.decisionReviews.nothingToGrant');
    await updateAssessmentResult(tx, assessment.id, {
      result: { ...assessment.result, offers, reasons: [] },
      isEligible: true,
    });
  }

  /** The products of an assessment's refused offers, read before the transaction that uses them. */
  async function refusedProductsOf(reviewId: string): Promise<Map<number, ProductTerms>> {
    const request = await findRequest(db, reviewId);
    const assessment = request?.assessmentId
      ? await findCustomerAssessment(db, request.customerId, request.assessmentId)
      : null;
    const ids = assessment?.result.offers.filter(isLiftable).map((offer) => offer.offerId) ?? [];
    const products = await Promise.all(ids.map((id) => offers.getProduct(id).catch(() => null)));
    return new Map(products.filter((p) => p !== null).map((product) => [product.id, product]));
  }

  /**
   * An application's automated refusal, decided again by a person. Changed: the person's
   * approval counts from now on and the customer goes on to the identity check and signing;
   * confirmed: the refusal stands as the person's, with their reason.
   */
  async function decideApplication(
    tx: Transaction,
    row: DecisionReviewRow,
    decision: DecisionReviewDecision,
    actor: ReviewerActor,
  ) {
    const application: ApplicationRow | null = row.applicationId
      ? await findCustomerApplication(tx, row.customerId, row.applicationId, { forUpdate: true })
      : null;
    if (!application) throw new AppError('NOT_FOUND', 'errors.decisionReviews.notFound');
    if (!isResultPosition(application.position))
      throw new AppError('CONFLICT', 'errors.decisionReviews.notContestable');
    const changed = decision.outcome === 'CHANGED';
    const staffDecision = changed ? 'MANUALLY_APPROVED' : 'MANUALLY_REJECTED';
    await insertApplicationReview(tx, {
      applicationId: application.id,
      staffId: actor.staffId,
      decision: staffDecision,
      reasonCode: decision.reasonCode,
      note: decision.note,
    });
    const cause = {
      actor: 'STAFF' as const,
      actorId: actor.staffId,
      ip: actor.ip,
      detail: {
        action: 'DECISION_REVIEW',
        reviewId: row.id,
        outcome: decision.outcome,
        decision: staffDecision,
      },
    };
    if (changed) {
      await moveApplication(tx, application, 'KYC_PREPARATION', cause, { status: null, statusResult: null });
      return;
    }
    await setApplicationStatusResult(tx, application.id, staffDecision);
    await recordApplicationEvent(tx, {
      applicationId: application.id,
      fromPosition: application.position,
      toPosition: application.position,
      actor: cause.actor,
      actorId: cause.actorId,
      ip: cause.ip,
      detail: cause.detail,
    });
  }

  return {
    /** The customer's newest request about the decision, or null; 404 for another's subject. */
    async get(customer: CustomerRow, subject: DecisionReviewSubject): Promise<DecisionReview | null> {
      if (!(await ownsSubject(customer, subject)))
        throw new AppError('NOT_FOUND', 'errors.decisionReviews.notFound');
      const row = await findNewestRequest(db, customer.id, subject);
      return row ? toDecisionReview(row) : null;
    },

    /**
     * Files a request, or answers the open one about the same decision (`created` false):
     * one open request per decision, even under parallel clicks (the partial unique index).
     */
    async create(
      customer: CustomerRow,
      input: DecisionReviewCreate,
    ): Promise<{ request: DecisionReview; created: boolean }> {
      const body = decisionReviewCreateSchema.parse(input);
      await enforceLimit(deps.limiter, limits.decisionReviewPerCustomer, customer.id);
      const openOne = async () => {
        const row = await findNewestRequest(db, customer.id, body.subject);
        return row && row.status !== 'DECIDED' ? row : null;
      };
      try {
        const result = await db.transaction(async (tx) => {
          const contested = await contestedOf(tx, customer, body.subject);
          const existing = await findNewestRequest(tx, customer.id, body.subject);
          if (existing && existing.status !== 'DECIDED') return { row: existing, created: false };
          const row = await insertRequest(tx, {
            customerId: customer.id,
            subjectKind: body.subject.kind,
            assessmentId: body.subject.kind === 'PRELIMINARY_ASSESSMENT' ? body.subject.id : null,
            applicationId: body.subject.kind === 'LOAN_APPLICATION' ? body.subject.id : null,
            contested,
            customerView: body.customerView,
            updatedFacts: body.updatedFacts || null,
            updatedNetIncome: body.updatedNetIncome ?? null,
          });
          return { row, created: true };
        });
        return { request: toDecisionReview(result.row), created: result.created };
      } catch (error) {
        const open = isUniqueViolation(error) ? await openOne() : null;
        if (!open) throw error;
        return { request: toDecisionReview(open), created: false };
      }
    },

    async listOpen(): Promise<StaffDecisionReviewList> {
      return { items: (await listOpenRequests(db)).items };
    },

    /** Open requests as the staff review queue's filters narrow them, and how many match in all. */
    listOpenFiltered: (filter: OpenRequestFilter, limit: number) => listOpenRequests(db, filter, limit),

    /** A reviewer takes the request: the customer sees it in progress. */
    async take(reviewId: string, actor: ReviewerActor): Promise<DecisionReview> {
      return db.transaction(async (tx) => {
        const row = await findRequest(tx, reviewId, { forUpdate: true });
        if (!row) throw new AppError('NOT_FOUND', 'errors.decisionReviews.requestNotFound');
        if (row.status === 'DECIDED') throw new AppError('CONFLICT', 'errors.decisionReviews.alreadyDecided');
        const taken = await updateRequest(tx, row.id, {
          status: 'IN_PROGRESS',
          takenBy: actor.staffId,
          takenAt: new Date(),
        });
        await recordStaffAction(tx, actor, {
          action: 'DECISION_REVIEW_TAKEN',
          subjectKind: 'DECISION_REVIEW',
          subjectId: row.id,
          before: auditedRequest(row),
          after: auditedRequest(taken),
        });
        return toDecisionReview(taken);
      });
    },

    /**
     * The reviewer confirms or changes the contested decision, once (the row lock orders
     * parallel decisions); the customer sees the outcome and the reason and gets them by email.
     */
    async decide(
      reviewId: string,
      decision: DecisionReviewDecision,
      actor: ReviewerActor,
    ): Promise<DecisionReview> {
      // Read before the transaction: the embedded database has one connection.
      const tokens = await getTranslationTokens(db, 'hu', 'internal');
      const reasonText = tokens[`reason.${decision.reasonCode}`] ?? '';
      const products = decision.outcome === 'CHANGED' ? await refusedProductsOf(reviewId) : new Map();
      return db.transaction(async (tx) => {
        const row = await findRequest(tx, reviewId, { forUpdate: true });
        if (!row) throw new AppError('NOT_FOUND', 'errors.decisionReviews.requestNotFound');
        if (row.status === 'DECIDED') throw new AppError('CONFLICT', 'errors.decisionReviews.alreadyDecided');
        if (row.subjectKind === 'LOAN_APPLICATION') await decideApplication(tx, row, decision, actor);
        else if (decision.outcome === 'CHANGED') await changeAssessment(tx, row, products);
        const now = new Date();
        const decided = await updateRequest(tx, row.id, {
          status: 'DECIDED',
          outcome: decision.outcome,
          reasonCode: decision.reasonCode,
          note: decision.note,
          decidedBy: actor.staffId,
          decidedAt: now,
          takenBy: row.takenBy ?? actor.staffId,
          takenAt: row.takenAt ?? now,
        });
        await notifyOutcome(tx, row, decision, reasonText);
        await recordStaffAction(tx, actor, {
          action: 'DECISION_REVIEW_DECIDED',
          subjectKind: 'DECISION_REVIEW',
          subjectId: row.id,
          before: auditedRequest(row),
          after: auditedRequest(decided),
        });
        return toDecisionReview(decided);
      });
    },
  };
}

export type DecisionReviewsService = ReturnType<typeof createDecisionReviewsService>;
