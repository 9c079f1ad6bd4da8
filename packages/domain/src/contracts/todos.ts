import { z } from 'zod';
import {
  correctionOutcomeSchema,
  correctionStatusSchema,
  signatureOutcomeSchema,
  signatureStatusSchema,
} from '../status/todo.ts';

/**
 * Corrections and the customer's to-dos (spec §3 "To-dos", §7 "To-dos"). A reviewer asks the
 * customer for a corrected answer or a missing document; the customer sees it as a CORRECTION
 * to-do and completes it.
 */

/** ANSWER: a corrected answer to a flow question; DOCUMENT: uploads to a document prompt of the flow. */
export const correctionKinds = ['ANSWER', 'DOCUMENT'] as const;
export const correctionKindSchema = z.enum(correctionKinds);
export type CorrectionKind = z.infer<typeof correctionKindSchema>;

/** A flow question's identifier: the question to answer again, or the document prompt to upload to. */
export const correctionFieldIdSchema = z
  .string()
  .max(60)
  .regex(/^[a-z][a-z0-9_]*$/);

export const correctionDocumentSchema = z.object({
  id: z.string(),
  /** The name as uploaded, shown back to the customer and the reviewer only. */
  name: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type CorrectionDocument = z.infer<typeof correctionDocumentSchema>;

export const correctionSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  kind: correctionKindSchema,
  /** The flow question's identifier (a DOCUMENT_PROMPT question for kind DOCUMENT). */
  fieldId: z.string(),
  /** The question's or the document prompt's label as the flow words it. */
  fieldLabel: z.string(),
  /** What the reviewer asks, in plain Hungarian for the customer. */
  message: z.string(),
  /** ANSWER: the answer stored now; DOCUMENT: null. */
  currentValue: z.string().nullable(),
  status: correctionStatusSchema,
  outcome: correctionOutcomeSchema.nullable(),
  createdAt: z.string(),
  dueAt: z.string(),
  completedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** DOCUMENT: what the customer uploaded for this correction, oldest first. */
  documents: z.array(correctionDocumentSchema),
});
export type Correction = z.infer<typeof correctionSchema>;

export const correctionListSchema = z.array(correctionSchema);

/** A CORRECTION to-do: a reviewer's request, open until the customer completes it. */
export const correctionTodoSchema = z.object({
  id: z.uuid(),
  type: z.literal('CORRECTION'),
  status: correctionStatusSchema,
  outcome: correctionOutcomeSchema.nullable(),
  applicationId: z.uuid(),
  createdAt: z.string(),
  dueAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** IN_PROGRESS past its due date: still open, shown as overdue (corrections never expire on their own). */
  isOverdue: z.boolean(),
  correction: z.object({
    kind: correctionKindSchema,
    fieldLabel: z.string(),
    message: z.string(),
  }),
});
export type CorrectionTodo = z.infer<typeof correctionTodoSchema>;

/**
 * A SIGNATURE to-do: the contract of an application is ready to sign (one per signing round).
 * Open while IN_PROGRESS (not started) or WAITING (a signing code is out); SIGNED once signed;
 * CLOSED with an outcome when the round ended otherwise. It expires at `dueAt` (ADR 038).
 */
export const signatureTodoSchema = z.object({
  id: z.uuid(),
  type: z.literal('SIGNATURE'),
  status: signatureStatusSchema,
  outcome: signatureOutcomeSchema.nullable(),
  applicationId: z.uuid(),
  createdAt: z.string(),
  /** The last moment to sign; after it the to-do expires. */
  dueAt: z.string(),
  closedAt: z.string().nullable(),
  signature: z.object({
    /** The loan product as the contract names it. */
    productName: z.string(),
    /** The amount lent, whole forints. */
    amount: z.number().int(),
    signedAt: z.string().nullable(),
  }),
});
export type SignatureTodo = z.infer<typeof signatureTodoSchema>;

export const todoSchema = z.discriminatedUnion('type', [correctionTodoSchema, signatureTodoSchema]);
export type Todo = z.infer<typeof todoSchema>;

export const todoListSchema = z.array(todoSchema);

/** GET /api/credit/my-todo/count: the customer's open to-dos (corrections IN_PROGRESS, signatures not yet signed). */
export const todoCountSchema = z.object({ count: z.number().int().nonnegative() });
export type TodoCount = z.infer<typeof todoCountSchema>;

export const correctionIdParamsSchema = z.object({ id: z.uuid() });

/** POST .../complete/{id}: an ANSWER correction carries the new value; a DOCUMENT one nothing. */
export const completeCorrectionSchema = z.object({ value: z.string().max(2_000).optional() });
export type CompleteCorrection = z.infer<typeof completeCorrectionSchema>;

/** GET .../find-latest: every given filter must match; the newest matching correction of the customer. */
export const findLatestCorrectionQuerySchema = z.object({
  source: correctionKindSchema.optional(),
  fieldId: correctionFieldIdSchema.optional(),
  correctionId: z.uuid().optional(),
  loanApplicationId: z.uuid().optional(),
});
export type FindLatestCorrectionQuery = z.infer<typeof findLatestCorrectionQuerySchema>;

/** POST /api/staff/reviews/{applicationId}/corrections. */
export const requestCorrectionSchema = z.object({
  kind: correctionKindSchema,
  fieldId: correctionFieldIdSchema,
  message: z.string().trim().min(10).max(1_000),
  dueInDays: z.number().int().min(1).max(30).default(7),
});
export type RequestCorrection = z.infer<typeof requestCorrectionSchema>;

/** POST /api/staff/corrections/{id}/close: the reviewer's verdict on what the customer sent. */
export const closeCorrectionSchema = z.object({ outcome: correctionOutcomeSchema });
export type CloseCorrection = z.infer<typeof closeCorrectionSchema>;

/**
 * What the staff queue (an item of listStaffReviews) and the case (getStaffCase) gain from the
 * corrections: when the customer last completed one (the case is back with the reviewer; the
 * queue shows returned cases newest first) and whether one is still waiting for the customer.
 */
export const reviewCorrectionStateSchema = z.object({
  returnedAt: z.string().nullable(),
  isWaitingForCustomer: z.boolean(),
});
export type ReviewCorrectionState = z.infer<typeof reviewCorrectionStateSchema>;
