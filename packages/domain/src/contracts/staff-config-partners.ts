import { z } from 'zod';
import { BRANDING_RADIUS_MAX_PX, BRANDING_RADIUS_MIN_PX, publicFileIdSchema } from './dealer-branding.ts';
import { merchantCategoryIdSchema } from './merchants.ts';

/**
 * The configuration editor's partners (issue 18 point 6, decision 039): the leasing dealers
 * with their branding, and the shops of the point-of-sale catalogue. Each carries the version
 * its editor read; a change made on an older version is refused (409), never merged. API keys
 * and webhook secrets are not here: they stay with the administrators.
 */

const textOf = (max: number) => z.string().trim().min(1, { error: 'validation.required' }).max(max);
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const radiusSchema = z.number().int().min(BRANDING_RADIUS_MIN_PX).max(BRANDING_RADIUS_MAX_PX);
const versionSchema = z.number().int().positive().max(2_147_483_647);

/** A dealer as the editor shows it: its branding, images (public file ids) and version. */
export const configDealerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  buttonTextColor: z.string(),
  borderRadius: z.number().int(),
  buttonRadius: z.number().int(),
  bigLogo: publicFileIdSchema.nullable(),
  compactLogo: publicFileIdSchema.nullable(),
  heroImage: publicFileIdSchema.nullable(),
  version: z.number().int().positive(),
  updatedAt: z.string(),
});
export type ConfigDealer = z.infer<typeof configDealerSchema>;

export const configDealerListSchema = z.object({ items: z.array(configDealerSchema) });
export type ConfigDealerList = z.infer<typeof configDealerListSchema>;

export const configDealerParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** A dealer's branding as the editor sends it; the images are files uploaded before. */
export const configDealerInputSchema = z.object({
  name: textOf(120),
  primaryColor: colorSchema,
  secondaryColor: colorSchema,
  buttonTextColor: colorSchema,
  borderRadius: radiusSchema,
  buttonRadius: radiusSchema,
  bigLogo: publicFileIdSchema.nullable(),
  compactLogo: publicFileIdSchema.nullable(),
  heroImage: publicFileIdSchema.nullable(),
});
export type ConfigDealerInput = z.infer<typeof configDealerInputSchema>;

/** PUT /api/staff/config/dealers/:id: the branding and the version it was read at. */
export const configDealerUpdateSchema = configDealerInputSchema.extend({ version: versionSchema });
export type ConfigDealerUpdate = z.infer<typeof configDealerUpdateSchema>;

/** An image kept as a public file: what the bytes proved. */
export const configPublicFileSchema = z.object({
  id: publicFileIdSchema,
  contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ConfigPublicFile = z.infer<typeof configPublicFileSchema>;

/** A shop as the editor shows it: every listing field, whether it is listed, its version. */
export const configMerchantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  howToBuy: z.string(),
  categoryIds: z.array(merchantCategoryIdSchema),
  websiteUrl: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  listed: z.boolean(),
  version: z.number().int().positive(),
});
export type ConfigMerchant = z.infer<typeof configMerchantSchema>;

export const configMerchantListSchema = z.object({
  items: z.array(configMerchantSchema),
  /** Every category a shop may carry, in display order. */
  categories: z.array(z.object({ id: merchantCategoryIdSchema, name: z.string() })),
});
export type ConfigMerchantList = z.infer<typeof configMerchantListSchema>;

export const configMerchantParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** A shop's listing as the editor sends it. */
export const configMerchantInputSchema = z.object({
  name: textOf(120),
  tagline: textOf(200),
  description: textOf(4_000),
  howToBuy: textOf(4_000),
  categoryIds: z.array(merchantCategoryIdSchema).min(1).max(8),
  /** An https address; the demonstration shop's own address may stay as it is. */
  websiteUrl: z.string().trim().min(1, { error: 'validation.required' }).max(300),
  city: textOf(80),
  address: textOf(200),
  /** Optional: empty or null means none; its form is checked by the server (400 on the field). */
  phone: z.string().trim().max(30).nullable(),
  email: z.string().trim().max(200).nullable(),
  listed: z.boolean(),
});
export type ConfigMerchantInput = z.infer<typeof configMerchantInputSchema>;

/** PUT /api/staff/config/merchants/:id: the listing and the version it was read at. */
export const configMerchantUpdateSchema = configMerchantInputSchema.extend({ version: versionSchema });
export type ConfigMerchantUpdate = z.infer<typeof configMerchantUpdateSchema>;
