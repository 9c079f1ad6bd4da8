import { z } from 'zod';
import { assessmentTypeSchema } from '../status/assessment.ts';
import { conditionOperatorSchema, dateValidationSchema, fieldTypeSchema } from '../status/flow-fields.ts';
import { offerQuoteSchema } from './offers.ts';
import { ageLimitsSchema } from './primitives.ts';

/** A question is shown only when its conditions hold (spec §5 "Conditional visibility"). */
export const questionConditionSchema = z.object({
  conditionalFieldId: z.string(),
  conditionalFieldAnswer: z.string(),
  /** How this condition joins the result of the ones before it; ignored on the first. */
  conditionalFieldOperator: conditionOperatorSchema,
});
export type QuestionCondition = z.infer<typeof questionConditionSchema>;

export const questionOptionSchema = z.object({ value: z.string(), label: z.string() });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const preliminaryQuestionSchema = z.object({
  identifier: z.string().regex(/^[a-z][a-z0-9_]*$/),
  type: fieldTypeSchema,
  label: z.string(),
  hint: z.string().nullable(),
  /** Choices of a SELECT or RADIO question. */
  options: z.array(questionOptionSchema),
  /** DATE_PICKER answers: PAST not later than today, FUTURE not earlier. */
  validation: dateValidationSchema.nullable(),
  /** HUF: a forint amount typed with space thousands separators. */
  format: z.enum(['HUF']).nullable(),
  /** Bounds of a numeric INPUT (inclusive). */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** A BIRTH_DATE date's accepted ages in whole years, filled by the server from the lender's figures. */
  ageLimits: ageLimitsSchema.optional(),
  conditions: z.array(questionConditionSchema),
});
export type PreliminaryQuestion = z.infer<typeof preliminaryQuestionSchema>;

export const preliminaryStepSchema = z.object({
  id: z.string(),
  rowIndex: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** Estimated seconds to answer the step. */
  time: z.number().int().nonnegative(),
  questions: z.array(preliminaryQuestionSchema),
});
export type PreliminaryStep = z.infer<typeof preliminaryStepSchema>;

export const preliminaryQuestionSetSchema = z.object({
  id: z.string(),
  title: z.string(),
  steps: z.array(preliminaryStepSchema),
});
export type PreliminaryQuestionSet = z.infer<typeof preliminaryQuestionSetSchema>;

/** Answers by question identifier; yes/no questions answer 'true' or 'false'. */
export type Answers = Record<string, string>;
export const answersSchema = z.record(z.string().max(60), z.string().max(200));

const forints = z.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' });

/** Spec §3 "Preliminary assessment request". dynamicData is the JSON text of all answers. */
export const preliminaryAssessmentRequestSchema = z.object({
  amount: forints.positive({ error: 'validation.size' }),
  duration: z.number({ error: 'validation.numeric' }).int().positive({ error: 'validation.size' }),
  downPayment: forints.nonnegative().default(0),
  extraAmount: forints.nonnegative().default(0),
  salary: forints.nonnegative({ error: 'validation.size' }),
  salaryCommitment: z.boolean(),
  committedSalary: forints.nonnegative({ error: 'validation.size' }),
  type: assessmentTypeSchema,
  dynamicData: z.string().max(20_000, { error: 'validation.size' }),
});
export type PreliminaryAssessmentRequest = z.input<typeof preliminaryAssessmentRequestSchema>;

/** Why an offer or the whole assessment came out as it did; wording in tokens `reason.<CODE>`. */
export const reasonCodes = [
  'KO_UNDER_AGE',
  'KO_AGE_AT_MATURITY',
  'KO_TRIAL_PERIOD',
  'KO_NOTICE_PERIOD',
  'KO_INCAPACITY',
  'KO_MIN_INCOME',
  'KO_FOREIGN_EMPLOYER',
  'KO_BUSINESS_HISTORY',
  'MISSING_INPUT',
  'DTI_FAILED',
  'THM_CAP_EXCEEDED',
  'AMOUNT_OUT_OF_RANGE',
  'TERM_OUT_OF_RANGE',
] as const;
export const reasonCodeSchema = z.enum(reasonCodes);
export type ReasonCode = z.infer<typeof reasonCodeSchema>;

export const offerDecisions = [
  'OK',
  'DTI_FAILED',
  'THM_CAP_EXCEEDED',
  'OUT_OF_RANGE',
  'KNOCKED_OUT',
] as const;
export const offerDecisionSchema = z.enum(offerDecisions);
export type OfferDecision = z.infer<typeof offerDecisionSchema>;

export const preliminaryOfferResultSchema = z.object({
  offerId: z.number().int(),
  decision: offerDecisionSchema,
  /** 1 when the income allows more than asked: dtiAmount over dtiDuration is then larger. */
  dtiDecision: z.union([z.literal(0), z.literal(1)]),
  /** The largest affordable amount for dtiDuration within the product (0 when none). */
  dtiAmount: z.number().int().nonnegative(),
  dtiDuration: z.number().int().nonnegative(),
  /** The figures for the asked amount and term; null when the product cannot lend them. */
  quote: offerQuoteSchema.nullable(),
  reasons: z.array(reasonCodeSchema),
});
export type PreliminaryOfferResult = z.infer<typeof preliminaryOfferResultSchema>;

/** The affordability figures the decision used (JTM, MNB decree 32/2014). */
export const affordabilityFiguresSchema = z.object({
  netIncome: z.number().int(),
  existingInstalments: z.number().int(),
  revolvingLimits: z.number().int(),
  jtmLimitPercent: z.number(),
  maxInstalment: z.number().int(),
});
export type AffordabilityFigures = z.infer<typeof affordabilityFiguresSchema>;

export const preliminaryAssessmentSchema = z.object({
  id: z.string(),
  type: assessmentTypeSchema,
  isEligible: z.boolean(),
  amount: z.number().int(),
  duration: z.number().int(),
  dynamicData: z.string(),
  offers: z.array(preliminaryOfferResultSchema),
  reasons: z.array(reasonCodeSchema),
  figures: affordabilityFiguresSchema,
  createdAt: z.string(),
});
export type PreliminaryAssessment = z.infer<typeof preliminaryAssessmentSchema>;

/** The wizard as the customer left it, so it resumes on any device. */
export const preliminaryDraftSchema = z.object({
  step: z.number().int().min(0).max(50),
  type: assessmentTypeSchema.nullable(),
  amount: z.number().int().positive().nullable(),
  duration: z.number().int().positive().nullable(),
  answers: answersSchema,
});
export type PreliminaryDraft = z.infer<typeof preliminaryDraftSchema>;

/** GET draft: null when the customer has no half-finished assessment (a normal state, not an error). */
export const preliminaryDraftResponseSchema = z.object({ draft: preliminaryDraftSchema.nullable() });
export type PreliminaryDraftResponse = z.infer<typeof preliminaryDraftResponseSchema>;

export const questionSetParamsSchema = z.object({ id: z.string().min(1).max(60) });
