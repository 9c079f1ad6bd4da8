import { z } from 'zod';

/**
 * The shops where customers pay with the point-of-sale credit (spec §3 "Merchant": id,
 * categories, text fields; §7 "Merchants"). Categories are named by a stable slug.
 */
export const merchantCategoryIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, { error: 'validation.invalid' });

export const merchantCategorySchema = z.object({
  id: merchantCategoryIdSchema,
  name: z.string(),
  /** How many shops of the category the catalogue shows. */
  merchantCount: z.number().int().nonnegative(),
});
export type MerchantCategory = z.infer<typeof merchantCategorySchema>;

export const merchantIdSchema = z.uuid({ error: 'validation.invalid' });
export const merchantIdParamsSchema = z.object({ id: merchantIdSchema });

/** One shop in the list of /stores. */
export const merchantSummarySchema = z.object({
  id: merchantIdSchema,
  name: z.string(),
  /** One sentence on what the shop sells. */
  tagline: z.string(),
  categories: z.array(merchantCategoryIdSchema),
  /** Where the shop sells: its web shop, its towns. */
  websiteUrl: z.string(),
  city: z.string(),
  /** The basket totals the point-of-sale credit finances at this shop, in forints. */
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive(),
  /** The longest term offered, in months. */
  maxMonths: z.number().int().positive(),
});
export type MerchantSummary = z.infer<typeof merchantSummarySchema>;

/** One shop on /store/{storeId}: the list's fields and its full description. */
export const merchantSchema = merchantSummarySchema.extend({
  description: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** How buying on credit works at this shop, in the shop's words. */
  howToBuy: z.string(),
});
export type Merchant = z.infer<typeof merchantSchema>;

/** GET merchants: an optional category and a search text over the name and the tagline. */
export const merchantListQuerySchema = z.object({
  categoryId: merchantCategoryIdSchema.optional(),
  search: z.string().trim().max(80, { error: 'validation.size' }).optional(),
});
export type MerchantListQuery = z.infer<typeof merchantListQuerySchema>;
