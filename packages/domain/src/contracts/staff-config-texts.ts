import { z } from 'zod';
import { onboardingTypeSchema } from './offers.ts';
import { statementKindSchema } from './statements.ts';

/**
 * The configuration editor's texts (decision 039): translation tokens, versioned statements
 * and onboarding pages. Every change carries the version its editor read; a change made on an
 * older version is refused (409), never merged.
 */

/** The longest wording a token may hold. */
export const translationValueMaxLength = 2_000;

/** The `{{name}}` values a wording interpolates, sorted and without repeats. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

/** Whether a wording holds markup: the client shows wording as text, never as HTML. */
export const holdsMarkup = (text: string): boolean =>
  /<\/?[a-zA-Z!][^>]*>|&[a-zA-Z#][a-zA-Z0-9]*;/.test(text);

export const translationScopeFilterSchema = z.enum(['public', 'internal']);

/** One token as the editor shows it: the wording of today, the shipped wording, who set it, its version. */
export const configTranslationSchema = z.object({
  key: z.string(),
  scope: translationScopeFilterSchema,
  value: z.string(),
  /** The wording the release ships; null when the release no longer has this key. */
  shippedValue: z.string().nullable(),
  source: z.enum(['seed', 'staff']),
  version: z.number().int().positive(),
  updatedAt: z.string(),
});
export type ConfigTranslation = z.infer<typeof configTranslationSchema>;

/** GET /api/staff/config/translations: a search over keys and wording. */
export const configTranslationQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  scope: translationScopeFilterSchema.optional(),
  source: z.enum(['seed', 'staff']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ConfigTranslationQuery = z.input<typeof configTranslationQuerySchema>;

export const configTranslationListSchema = z.object({
  items: z.array(configTranslationSchema),
  /** How many tokens match, of which `items` holds the first `limit`. */
  total: z.number().int().min(0),
});
export type ConfigTranslationList = z.infer<typeof configTranslationListSchema>;

export const configTranslationParamsSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/),
});

/** PUT /api/staff/config/translations/:key: the new wording and the version it was read at. */
export const configTranslationUpdateSchema = z.object({
  version: z.number().int().positive(),
  value: z.string().trim().min(1).max(translationValueMaxLength),
});
export type ConfigTranslationUpdate = z.infer<typeof configTranslationUpdateSchema>;

/** POST /api/staff/config/translations/:key/reset: back to the shipped wording. */
export const configTranslationResetSchema = z.object({ version: z.number().int().positive() });
export type ConfigTranslationReset = z.infer<typeof configTranslationResetSchema>;

/** One stored version of a statement. */
export const configStatementVersionSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  isRequired: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** How many acceptances of this very version are on record. */
  acceptances: z.number().int().min(0),
});
export type ConfigStatementVersion = z.infer<typeof configStatementVersionSchema>;

/** A statement by its identifier: the version customers accept today and every earlier one. */
export const configStatementSchema = z.object({
  identifier: z.string(),
  kind: statementKindSchema,
  current: configStatementVersionSchema,
  /** Every version, newest first (the current one included). */
  history: z.array(configStatementVersionSchema),
});
export type ConfigStatement = z.infer<typeof configStatementSchema>;

export const configStatementListSchema = z.object({ items: z.array(configStatementSchema) });
export type ConfigStatementList = z.infer<typeof configStatementListSchema>;

export const configStatementParamsSchema = z.object({
  identifier: z.string().regex(/^[A-Za-z0-9_.-]{1,120}$/),
});

/**
 * POST /api/staff/config/statements/:identifier/versions: new wording, published as the next
 * version; `version` is the current version the editor read.
 */
export const configStatementVersionInputSchema = z.object({
  version: z.number().int().positive(),
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(1_000),
  body: z.string().trim().min(1).max(20_000),
  isRequired: z.boolean(),
});
export type ConfigStatementVersionInput = z.infer<typeof configStatementVersionInputSchema>;

/** The illustrations the client ships for the onboarding pages. */
export const onboardingIllustrationNames = ['calculator', 'documents', 'shield'] as const;
export const onboardingIllustrationSchema = z.enum(onboardingIllustrationNames);

export const configOnboardingPageSchema = z.object({
  id: z.number().int().positive(),
  type: onboardingTypeSchema,
  order: z.number().int(),
  title: z.string(),
  body: z.string(),
  illustration: z.string(),
  source: z.enum(['seed', 'staff']),
  version: z.number().int().positive(),
  updatedAt: z.string(),
});
export type ConfigOnboardingPage = z.infer<typeof configOnboardingPageSchema>;

export const configOnboardingListSchema = z.object({ items: z.array(configOnboardingPageSchema) });
export type ConfigOnboardingList = z.infer<typeof configOnboardingListSchema>;

export const configOnboardingQuerySchema = z.object({ type: onboardingTypeSchema });

export const configOnboardingParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** PUT /api/staff/config/onboarding-pages/:id. */
export const configOnboardingUpdateSchema = z.object({
  version: z.number().int().positive(),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(2_000),
  illustration: onboardingIllustrationSchema,
});
export type ConfigOnboardingUpdate = z.infer<typeof configOnboardingUpdateSchema>;

/** PUT /api/staff/config/onboarding-order: a journey's pages in their new order, each with the version read. */
export const configOnboardingOrderSchema = z.object({
  type: onboardingTypeSchema,
  pages: z
    .array(z.object({ id: z.number().int().positive(), version: z.number().int().positive() }))
    .min(1)
    .max(20),
});
export type ConfigOnboardingOrder = z.infer<typeof configOnboardingOrderSchema>;
