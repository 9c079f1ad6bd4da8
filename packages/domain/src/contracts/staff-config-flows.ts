import { z } from 'zod';
import { flowSchema } from './application.ts';
import { preliminaryQuestionSetSchema } from './preliminary.ts';

/**
 * The flow and question editor of the back office (decision 041): the loan-application flows
 * and the preliminary assessment's question sets, each carrying the version its editor read.
 * A change made on an older version is refused (409), never merged.
 */

/** Why a question may not be removed, nor its type changed: who reads its answer. */
export const protectedQuestionReaderSchema = z.enum([
  'SCORING',
  'CONTRACT',
  'DOCUMENTS',
  'CONSENT',
  'PREFILL',
]);
export type ProtectedQuestionReader = z.infer<typeof protectedQuestionReaderSchema>;

export const protectedQuestionSchema = z.object({
  identifier: z.string(),
  readBy: protectedQuestionReaderSchema,
});
export type ProtectedQuestion = z.infer<typeof protectedQuestionSchema>;

/** A flow or question set in the editor's list. */
export const configFlowSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  version: z.number().int().positive(),
  stepCount: z.number().int().nonnegative(),
  questionCount: z.number().int().nonnegative(),
  /** Whether a member of staff has changed it (a release then leaves it alone). */
  source: z.enum(['seed', 'staff']),
  updatedAt: z.string(),
});
export type ConfigFlowSummary = z.infer<typeof configFlowSummarySchema>;

/** GET /api/staff/config/flows: the application flows and the preliminary question sets. */
export const configFlowListSchema = z.object({
  flows: z.array(configFlowSummarySchema),
  questionSets: z.array(configFlowSummarySchema),
});
export type ConfigFlowList = z.infer<typeof configFlowListSchema>;

/** GET /api/staff/config/flows/:id: the flow as the customer reads it, its version and its protected questions. */
export const configFlowSchema = z.object({
  flow: flowSchema,
  version: z.number().int().positive(),
  protectedQuestions: z.array(protectedQuestionSchema),
});
export type ConfigFlow = z.infer<typeof configFlowSchema>;

/**
 * PUT /api/staff/config/flows/:id: the whole edited flow, which must parse with the domain's
 * flow schema, and the version it was read at. Editable: step titles and leads, the order of
 * steps and of questions, removing a question nobody reads, each question's label, help text,
 * whether it is required and its options' labels.
 */
export const configFlowUpdateSchema = z.object({
  version: z.number().int().positive(),
  flow: flowSchema,
});
export type ConfigFlowUpdate = z.infer<typeof configFlowUpdateSchema>;

/** GET /api/staff/config/question-sets/:id: a preliminary question set, its version and its protected questions. */
export const configQuestionSetSchema = z.object({
  questionSet: preliminaryQuestionSetSchema,
  version: z.number().int().positive(),
  protectedQuestions: z.array(protectedQuestionSchema),
});
export type ConfigQuestionSet = z.infer<typeof configQuestionSetSchema>;

/** PUT /api/staff/config/question-sets/:id: as a flow, and the numeric bounds of an INPUT. */
export const configQuestionSetUpdateSchema = z.object({
  version: z.number().int().positive(),
  questionSet: preliminaryQuestionSetSchema,
});
export type ConfigQuestionSetUpdate = z.infer<typeof configQuestionSetUpdateSchema>;

export const configFlowParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/) });
