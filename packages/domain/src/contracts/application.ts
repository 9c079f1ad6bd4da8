import { z } from 'zod';
import {
  applicationFlowPositionSchema,
  applicationStatusSchema,
  scoringDecisionSchema,
  signatureProcessStateSchema,
} from '../status/application.ts';
import {
  fieldTypeSchema,
  questionKindSchema,
  specialFieldSubtypeSchema,
  specialFormatSchema,
} from '../status/flow-fields.ts';
import { leasingApplicationTermsSchema } from './leasing-application.ts';
import { offerQuoteSchema } from './offers.ts';
import { questionConditionSchema, questionOptionSchema } from './preliminary.ts';
import { ageLimitsSchema, recordNumberSchema } from './primitives.ts';
import { purchaseApplicationTermsSchema } from './purchase-application.ts';

/** `preliminary.date_of_birth`: an answer of the preliminary assessment, by its question identifier. */
export const PREFILL_SOURCE_PATTERN = /^preliminary\.[a-z][a-z0-9_]*$/;

/**
 * A question of the loan-application flow (spec §3 "Flow"). `type` is the question kind
 * (SIMPLE_FIELD, STATEMENT_PROMPT, DOCUMENT_PROMPT, READONLY_FIELD, SPECIAL_FIELD); `fieldId`
 * names its field configuration of that kind; label, hint and options are resolved from it
 * so the client renders a step with one call.
 */
export const flowQuestionSchema = z.object({
  identifier: z.string().regex(/^[a-z][a-z0-9_]*$/),
  type: questionKindSchema,
  /**
   * INPUT, SELECT, CHECKBOX, RADIO or DATE_PICKER for a SIMPLE_FIELD; RADIO for a STATEMENT_PROMPT
   * that is a yes/no choice rather than a box to tick; null otherwise.
   */
  fieldType: fieldTypeSchema.nullable(),
  fieldId: z.number().int().positive(),
  /** PSD2, KYC or EMAIL_CONFIRM for a SPECIAL_FIELD; null otherwise. */
  fieldSubtype: specialFieldSubtypeSchema.nullable(),
  /** PAST or FUTURE for a DATE_PICKER; a regular expression an INPUT answer must match. */
  validation: z.string().nullable(),
  /** PHONE (+36 00 000 0000) or HUF (grouped digits) for an INPUT. */
  format: specialFormatSchema.nullable(),
  /** A BIRTH_DATE date's accepted ages in whole years, filled by the server from the lender's figures. */
  ageLimits: ageLimitsSchema.optional(),
  isRequired: z.boolean(),
  isConditional: z.boolean(),
  conditions: z.array(questionConditionSchema),
  /** A hard knock-out: the answer koAnswer stops the application with an explanation. */
  isHardKo: z.boolean(),
  koAnswer: z.string().nullable(),
  /** Hidden questions are neither shown nor checked (spec §5 "Hidden questions are dropped"). */
  hidden: z.boolean(),
  label: z.string(),
  hint: z.string().nullable(),
  options: z.array(questionOptionSchema),
  /** Why a knock-out answer stops the application, in plain Hungarian. */
  koExplanation: z.string().nullable(),
  /**
   * Where a new application takes this answer from, when the customer already gave it:
   * `preliminary.<question identifier>` names an answer of the preliminary assessment.
   */
  prefillFrom: z.string().regex(PREFILL_SOURCE_PATTERN).optional(),
});
export type FlowQuestion = z.infer<typeof flowQuestionSchema>;

export const flowStepSchema = z.object({
  id: z.string(),
  rowIndex: z.number().int().nonnegative(),
  title: z.string(),
  description: z.string().nullable(),
  /** Estimated seconds. */
  time: z.number().int().nonnegative(),
  questions: z.array(flowQuestionSchema),
});
export type FlowStep = z.infer<typeof flowStepSchema>;

export const flowSchema = z.object({
  id: z.string(),
  title: z.string(),
  steps: z.array(flowStepSchema),
});
export type Flow = z.infer<typeof flowSchema>;

/** Field configurations by kind (GET /administration/field/{id}, statement/{id}, ...). */
export const simpleFieldConfigSchema = z.object({
  id: z.number().int(),
  fieldType: fieldTypeSchema,
  label: z.string(),
  hint: z.string().nullable(),
  options: z.array(questionOptionSchema),
});
export type SimpleFieldConfig = z.infer<typeof simpleFieldConfigSchema>;

export const documentPromptSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  description: z.string(),
  /** Accepted content types, checked by the file's content, not its name. */
  acceptedTypes: z.array(z.enum(['application/pdf', 'image/jpeg', 'image/png'])),
  maxBytes: z.number().int().positive(),
  maxFiles: z.number().int().positive(),
});
export type DocumentPrompt = z.infer<typeof documentPromptSchema>;

export const readonlyFieldSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** Where the value comes from: the customer's profile or the chosen offer. */
  source: z.enum([
    'profile.fullName',
    'profile.email',
    'profile.phone',
    'offer.productName',
    'offer.amount',
    'offer.months',
    'offer.monthlyPayment',
    'offer.thm',
  ]),
});
export type ReadonlyField = z.infer<typeof readonlyFieldSchema>;

export const specialFieldSchema = z.object({
  id: z.number().int(),
  subtype: specialFieldSubtypeSchema,
  title: z.string(),
  description: z.string(),
});
export type SpecialField = z.infer<typeof specialFieldSchema>;

/** A statement prompt names a statement; accepting it is logged like every acceptance. */
export const statementPromptSchema = z.object({
  id: z.number().int(),
  statementId: z.number().int(),
  identifier: z.string(),
  version: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
});
export type StatementPrompt = z.infer<typeof statementPromptSchema>;

/** A bank-account sync (PSD2) field: its title and explanation. */
export const psd2FieldSchema = z.object({ id: z.number().int(), title: z.string(), description: z.string() });
export type Psd2FieldConfig = z.infer<typeof psd2FieldSchema>;

export const projectRecordSchema = z.object({ recordId: z.string(), url: z.string() });

/** Spec §3 "Loan application". dynamicData is the JSON text of the answers. */
export const loanApplicationSchema = z.object({
  id: z.string(),
  offerId: z.number().int(),
  flowId: z.string(),
  amount: z.number().int(),
  duration: z.number().int(),
  /** The engine's figures for the chosen offer when the application was made. */
  quote: offerQuoteSchema,
  dynamicData: z.string(),
  /** Version of each answer, for optimistic concurrency of PATCH data. */
  answerVersions: z.record(z.string(), z.number().int()),
  currentPosition: applicationFlowPositionSchema,
  currentFlowIndex: z.number().int().nonnegative(),
  currentStatus: applicationStatusSchema.nullable(),
  currentStatusResult: z.string().nullable(),
  kycTypes: z.array(z.string()),
  sigTypes: z.array(z.string()),
  projectRecords: z.array(projectRecordSchema),
  /** Where the contract signing stands (spec §4 "Signature process states"). */
  signatureState: signatureProcessStateSchema,
  identityVerifiedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** An application made from a leasing prescore: the vehicle and the dealer (absent otherwise). */
  leasing: leasingApplicationTermsSchema.nullable().optional(),
  /** An application made from a shop's purchase: the goods and the shop (absent otherwise). */
  purchase: purchaseApplicationTermsSchema.nullable().optional(),
});
export type LoanApplication = z.infer<typeof loanApplicationSchema>;

/** One line of GET /credit/my-loan-applications. */
export const loanApplicationSummarySchema = loanApplicationSchema.pick({
  id: true,
  offerId: true,
  amount: true,
  duration: true,
  currentPosition: true,
  currentStatus: true,
  currentStatusResult: true,
  createdAt: true,
  updatedAt: true,
});
export type LoanApplicationSummary = z.infer<typeof loanApplicationSummarySchema>;

export const createLoanApplicationSchema = z.object({ offerId: recordNumberSchema });
export type CreateLoanApplication = z.infer<typeof createLoanApplicationSchema>;

/** PATCH data: one answer; `version` is the version of that answer the client last saw (0 if none). */
export const applicationDataPatchSchema = z.object({
  key: z.string().min(1).max(60),
  value: z.string().max(2_000),
  version: z.number().int().nonnegative(),
});
export type ApplicationDataPatch = z.infer<typeof applicationDataPatchSchema>;

export const applicationDataPatchResponseSchema = z.object({
  key: z.string(),
  value: z.string(),
  version: z.number().int(),
});

export const applicationPositionPatchSchema = z.object({
  flowPosition: applicationFlowPositionSchema,
  currentFlowIndex: z.number().int().nonnegative(),
});
export type ApplicationPositionPatch = z.infer<typeof applicationPositionPatchSchema>;

export const applicationIdParamsSchema = z.object({ id: z.uuid() });

/** An upload of the customer's, or a document the portal made for them (the contract, signed copies, receipts). */
export const customerDocumentKinds = [
  'UPLOAD',
  'CONTRACT',
  'SECCI',
  'SIGNED_CONTRACT',
  'SIGNED_SECCI',
  'WITHDRAWAL_RECEIPT',
] as const;
export const customerDocumentKindSchema = z.enum(customerDocumentKinds);
export type CustomerDocumentKind = z.infer<typeof customerDocumentKindSchema>;

/** A document of the customer's; the stored name is the server's, never the customer's. */
export const customerDocumentSchema = z.object({
  id: z.string(),
  kind: customerDocumentKindSchema,
  applicationId: z.string().nullable(),
  promptId: z.number().int().nullable(),
  promptIdentifier: z.string().nullable(),
  /** The name as uploaded, shown back to the customer only. */
  originalName: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  size: z.number().int(),
  createdAt: z.string(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

/** GET my-loan-application-base-data/{id}: display-ready values of the read-only fields, by source. */
export const applicationBaseDataSchema = z.object({
  values: z.partialRecord(readonlyFieldSchema.shape.source, z.string()),
});
export type ApplicationBaseData = z.infer<typeof applicationBaseDataSchema>;

/** GET loan-application/{id}/status. */
export const applicationStatusResponseSchema = loanApplicationSchema.pick({
  currentPosition: true,
  currentFlowIndex: true,
  currentStatus: true,
  currentStatusResult: true,
});
export type ApplicationStatusResponse = z.infer<typeof applicationStatusResponseSchema>;

/**
 * The stored outcome of scoring (GET loan-application/{id}/scoring-decision/{decisionId} and
 * the answer of POST finish). Reasons are codes; wording comes from tokens `reason.<CODE>`.
 */
export const scoringDecisionResponseSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  decision: scoringDecisionSchema,
  reasons: z.array(z.string()),
  createdAt: z.string(),
});
export type ScoringDecisionResponse = z.infer<typeof scoringDecisionResponseSchema>;

/** POST finish answers the decision and where the application now stands. */
export const finishResponseSchema = z.object({
  scoring: scoringDecisionResponseSchema,
  application: loanApplicationSchema,
});
export type FinishResponse = z.infer<typeof finishResponseSchema>;
