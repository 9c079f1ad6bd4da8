import { z } from 'zod';
import { challengeIdSchema, oneTimeCodeSchema, passwordInputSchema } from './auth.ts';

/**
 * Data rights (GDPR art. 15, 17 and 20) within the retention the AML act sets for customer
 * due diligence records (2017. évi LIII. törvény 56-57. §: 8 years).
 */

/** Why an erasure cannot be done now: the customer hears it in plain Hungarian with a 409. */
export const erasureBlockers = [
  'APPLICATION_IN_PROGRESS',
  'CONTRACT_IN_FORCE',
  'REVIEW_IN_PROGRESS',
] as const;
export const erasureBlockerSchema = z.enum(erasureBlockers);
export type ErasureBlocker = z.infer<typeof erasureBlockerSchema>;

/**
 * What an erasure keeps, each for its legal reason: identification evidence (AML act 56. §),
 * signed contract documents and the decisions on concluded contracts (AML act 56-57. §, the
 * accounting act 169. §), and the log of statements and consents (GDPR art. 7(1)).
 */
export const keptDataCategories = [
  'IDENTIFICATION',
  'SIGNED_CONTRACTS',
  'CONTRACT_DECISIONS',
  'STATEMENT_LOG',
] as const;
export const keptDataCategorySchema = z.enum(keptDataCategories);
export type KeptDataCategory = z.infer<typeof keptDataCategorySchema>;

export const keptDataSchema = z.object({
  category: keptDataCategorySchema,
  /** The last day it is kept (YYYY-MM-DD); it is deleted after. */
  until: z.iso.date(),
});
export type KeptData = z.infer<typeof keptDataSchema>;

/** What the customer reads before confirming an erasure. */
export const erasurePreviewSchema = z.object({
  canErase: z.boolean(),
  blockers: z.array(erasureBlockerSchema),
  kept: z.array(keptDataSchema),
  /** With the second factor on, the erasure also needs a code from POST /api/profile/security-code. */
  needsCode: z.boolean(),
});
export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;

export const erasureRequestSchema = z.object({
  password: passwordInputSchema,
  tokenId: challengeIdSchema.optional(),
  code: oneTimeCodeSchema.optional(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const erasureResponseSchema = z.object({
  erasedAt: z.string(),
  kept: z.array(keptDataSchema),
});
export type ErasureResponse = z.infer<typeof erasureResponseSchema>;

/** The name of the export archive, by the day it was made. */
export function dataExportFileName(day: string): string {
  return `hitelkapu-adataim-${day}.zip`;
}
