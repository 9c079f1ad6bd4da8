import { z } from 'zod';
import { staffDecisionReviewSchema } from './decision-review.ts';
import { reviewItemSchema } from './staff-review.ts';

/*
 * The staff review queue (GET /api/staff/reviews): every case waiting for a person, in one list.
 * A case is of one kind: an application the engine referred (MANUAL, after signing), one
 * stopped because the customer reported an error in the contract, or a customer's request
 * for a person to review an automated decision (EU 2023/2225 art. 18(8)).
 */

export const reviewQueueKinds = ['REFERRED', 'CONTRACT_ERROR', 'DECISION_REVIEW'] as const;
export const reviewQueueKindSchema = z.enum(reviewQueueKinds);
export type ReviewQueueKind = z.infer<typeof reviewQueueKindSchema>;

/**
 * Where a case stands, one each, in this order of precedence: the customer has answered a
 * correction (back with the reviewer), an approval waits for its second person, a correction
 * waits for the customer, or nothing of these (new). A decision review is always NEW.
 */
export const reviewQueueStates = [
  'NEW',
  'RETURNED_BY_CUSTOMER',
  'WAITING_FOR_CUSTOMER',
  'AWAITING_SECOND_APPROVAL',
] as const;
export const reviewQueueStateSchema = z.enum(reviewQueueStates);
export type ReviewQueueState = z.infer<typeof reviewQueueStateSchema>;

/** How long the case has waited for a person against the lender's limit (working days). */
export const reviewSlaSchema = z.object({
  /** Since when it waits: its arrival, or the customer's answer to a correction. */
  waitingSince: z.string(),
  /** Working days begun since the day it arrived (that day not counted). */
  workingDays: z.number().int(),
  /** The last day it may wait, a Budapest calendar day (YYYY-MM-DD). */
  dueDay: z.string(),
  /** Past its last day; never while the case waits for the customer. */
  isOverdue: z.boolean(),
});
export type ReviewSla = z.infer<typeof reviewSlaSchema>;

export const applicationQueueItemSchema = reviewItemSchema.extend({
  kind: z.enum(['REFERRED', 'CONTRACT_ERROR']),
  state: reviewQueueStateSchema,
  sla: reviewSlaSchema,
});
export type ApplicationQueueItem = z.infer<typeof applicationQueueItemSchema>;

export const decisionReviewQueueItemSchema = staffDecisionReviewSchema.extend({
  kind: z.literal('DECISION_REVIEW'),
  state: reviewQueueStateSchema,
  sla: reviewSlaSchema,
});
export type DecisionReviewQueueItem = z.infer<typeof decisionReviewQueueItemSchema>;

export const reviewQueueItemSchema = z.union([applicationQueueItemSchema, decisionReviewQueueItemSchema]);
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

/** The most amount a filter may name, in forints. */
const AMOUNT_FILTER_MAX = 1_000_000_000;
const amountFilterSchema = z.coerce.number().int().min(0).max(AMOUNT_FILTER_MAX);

/** The queue's filters, as query parameters; each left out means any. */
export const reviewQueueQuerySchema = z
  .object({
    kind: reviewQueueKindSchema.optional(),
    state: reviewQueueStateSchema.optional(),
    /** A loan product's id (for a contested assessment: any of the products it refused). */
    productId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** Amounts from and to, in forints, both included. */
    amountMin: amountFilterSchema.optional(),
    amountMax: amountFilterSchema.optional(),
    /** `true`: only the cases past their last day. */
    overdue: z.enum(['true', 'false']).optional(),
  })
  .refine(
    (query) =>
      query.amountMin === undefined || query.amountMax === undefined || query.amountMin <= query.amountMax,
    {
      path: ['amountMax'],
      error: 'validation.invalid',
    },
  );
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;
export type ReviewQueueQueryInput = z.input<typeof reviewQueueQuerySchema>;

/** The products a filter may name. */
export const reviewQueueProductSchema = z.object({ id: z.number().int(), name: z.string() });

export const reviewQueueSchema = z.object({
  /** The first cases matching the filters: those the customer returned first, then the oldest. */
  items: z.array(reviewQueueItemSchema),
  /** How many cases match the filters in all. */
  total: z.number().int(),
  /** The lender's limit in working days (regulatory figure review_sla_working_days). */
  slaWorkingDays: z.number().int(),
  products: z.array(reviewQueueProductSchema),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;
