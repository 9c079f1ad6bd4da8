import { z } from 'zod';
import { staffApprovalReasons, staffRejectionReasons } from './staff-review.ts';

/*
 * A customer's request that a person review an automated decision (EU consumer credit
 * directive 2023/2225 art. 18(8); GDPR art. 22(3)). It contests one decision: a preliminary
 * assessment's result or a loan application's automated refusal. A reviewer confirms it or
 * changes it with a reason the customer sees.
 */

export const decisionReviewSubjectKinds = ['PRELIMINARY_ASSESSMENT', 'LOAN_APPLICATION'] as const;
export const decisionReviewSubjectKindSchema = z.enum(decisionReviewSubjectKinds);
export type DecisionReviewSubjectKind = z.infer<typeof decisionReviewSubjectKindSchema>;

export const decisionReviewSubjectSchema = z.object({
  kind: decisionReviewSubjectKindSchema,
  id: z.uuid(),
});
export type DecisionReviewSubject = z.infer<typeof decisionReviewSubjectSchema>;

/** beérkezett -> folyamatban (a reviewer took it) -> döntés született. */
export const decisionReviewStatuses = ['RECEIVED', 'IN_PROGRESS', 'DECIDED'] as const;
export const decisionReviewStatusSchema = z.enum(decisionReviewStatuses);
export type DecisionReviewStatus = z.infer<typeof decisionReviewStatusSchema>;

export const decisionReviewOutcomes = ['CONFIRMED', 'CHANGED'] as const;
export const decisionReviewOutcomeSchema = z.enum(decisionReviewOutcomes);
export type DecisionReviewOutcome = z.infer<typeof decisionReviewOutcomeSchema>;

/** The longest view or account of changed facts a customer may write. */
export const DECISION_REVIEW_TEXT_MAX = 2_000;

/** POST credit/decision-review: the customer's view is required, updated facts are optional. */
export const decisionReviewCreateSchema = z.object({
  subject: decisionReviewSubjectSchema,
  customerView: z.string().trim().min(10, { error: 'validation.minLength' }).max(DECISION_REVIEW_TEXT_MAX),
  updatedFacts: z.string().trim().max(DECISION_REVIEW_TEXT_MAX).optional(),
  /** A changed net monthly income, in forints, when the customer has one to report. */
  updatedNetIncome: z.int32().min(0).max(100_000_000).optional(),
});
export type DecisionReviewCreate = z.input<typeof decisionReviewCreateSchema>;

/** The automated decision the request contests, as it stood when the customer asked. */
export const contestedDecisionSchema = z.object({
  /** An application's scoring decision (REJECT, DISALLOWED), or ELIGIBLE / NOT_ELIGIBLE. */
  decision: z.string(),
  reasons: z.array(z.string()),
  decidedAt: z.string(),
});
export type ContestedDecision = z.infer<typeof contestedDecisionSchema>;

export const decisionReviewSchema = z.object({
  id: z.string(),
  subject: decisionReviewSubjectSchema,
  status: decisionReviewStatusSchema,
  contested: contestedDecisionSchema,
  customerView: z.string(),
  updatedFacts: z.string().nullable(),
  updatedNetIncome: z.number().int().nullable(),
  outcome: decisionReviewOutcomeSchema.nullable(),
  /** The reviewer's reason, shown to the customer in plain Hungarian (tokens `reason.<CODE>`). */
  outcomeReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DecisionReview = z.infer<typeof decisionReviewSchema>;

/** GET credit/decision-review: the newest request about the decision, null when none. */
export const decisionReviewQuerySchema = z.object({
  kind: decisionReviewSubjectKindSchema,
  id: z.uuid(),
});
export const decisionReviewResponseSchema = z.object({ request: decisionReviewSchema.nullable() });
export type DecisionReviewResponse = z.infer<typeof decisionReviewResponseSchema>;

/** Reasons a reviewer gives when the decision stands, and when it changes. */
export const reviewConfirmReasons = staffRejectionReasons;
export const reviewChangeReasons = [...staffApprovalReasons, 'UPDATED_FACTS_ACCEPTED'] as const;

export const decisionReviewDecisionSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('CONFIRMED'),
    reasonCode: z.enum(reviewConfirmReasons),
    note: z.string().trim().min(5).max(2_000),
  }),
  z.object({
    outcome: z.literal('CHANGED'),
    reasonCode: z.enum(reviewChangeReasons),
    note: z.string().trim().min(5).max(2_000),
  }),
]);
export type DecisionReviewDecision = z.infer<typeof decisionReviewDecisionSchema>;

/** A request as the staff list shows it: the case, what it contests and what the customer wrote. */
export const staffDecisionReviewSchema = decisionReviewSchema.extend({
  customerName: z.string(),
  amount: z.number().int(),
  duration: z.number().int(),
  /** Refused product names or the application's product. */
  productName: z.string(),
  takenBy: z.string().nullable(),
});
export type StaffDecisionReview = z.infer<typeof staffDecisionReviewSchema>;

export const staffDecisionReviewListSchema = z.object({ items: z.array(staffDecisionReviewSchema) });
export type StaffDecisionReviewList = z.infer<typeof staffDecisionReviewListSchema>;

export const decisionReviewIdParamsSchema = z.object({ reviewId: z.uuid() });
