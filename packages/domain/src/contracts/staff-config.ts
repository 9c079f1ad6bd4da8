import { z } from 'zod';
import { isIsoDate } from '../format/date.ts';
import { loanProductKindSchema, rateBandSchema, rateTypeSchema } from './offers.ts';
import { baseRateInputSchema, regulatoryFigureChangeSchema } from './regulatory-figures.ts';

/**
 * The configuration editor of the back office (decision 039): products with their rate bands
 * and fees, and the regulatory figures with the dated base rates. A product carries the
 * version its editor read; a change made on an older version is refused (409), never merged.
 */

/** A loan product as the editor shows it: every figure, whether it is offered, and its version. */
export const configProductSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string(),
  kind: loanProductKindSchema,
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive(),
  amountStep: z.number().int().positive(),
  minMonths: z.number().int().positive(),
  maxMonths: z.number().int().positive(),
  rateBands: z.array(rateBandSchema),
  rateType: rateTypeSchema,
  disbursementFeePercent: z.number(),
  disbursementFeeMax: z.number().int(),
  monthlyFee: z.number().int(),
  representativeAmount: z.number().int(),
  representativeMonths: z.number().int(),
  isActive: z.boolean(),
  version: z.number().int().positive(),
  /** The THM cap of today for the product's kind, percent. */
  thmCap: z.number(),
  /** The highest THM the product reaches anywhere in its bands today (one decimal); null when it lends nothing. */
  highestThm: z.number().nullable(),
});
export type ConfigProduct = z.infer<typeof configProductSchema>;

export const configProductListSchema = z.object({ items: z.array(configProductSchema) });
export type ConfigProductList = z.infer<typeof configProductListSchema>;

export const configProductParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const textOf = (max: number) => z.string().trim().min(1).max(max);
const forints = z.number().int().min(0).max(100_000_000);
const months = z.number().int().min(1).max(600);

/** A rate band as the editor sends it: at most two decimals of a percent. */
export const configRateBandSchema = rateBandSchema.extend({
  minAmount: forints,
  maxAmount: forints.min(1),
  minMonths: months,
  maxMonths: months,
  annualRatePercent: z
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: 'validation.invalid',
    }),
});

/** PUT /api/staff/config/products/:id: the product's editable figures and the version they were read at. */
export const configProductUpdateSchema = z.object({
  version: z.number().int().positive(),
  name: textOf(120),
  tagline: textOf(200),
  description: textOf(2_000),
  minAmount: forints.min(1),
  maxAmount: forints.min(1),
  minMonths: months,
  maxMonths: months,
  rateBands: z.array(configRateBandSchema).min(1).max(12),
  disbursementFeePercent: z
    .number()
    .min(0)
    .max(10)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: 'validation.invalid',
    }),
  disbursementFeeMax: forints,
  monthlyFee: z.number().int().min(0).max(100_000),
  isActive: z.boolean(),
});
export type ConfigProductUpdate = z.infer<typeof configProductUpdateSchema>;

/** One undated regulatory or lender-policy figure, with its legal source. */
export const configFigureSchema = z.object({
  identifier: z.string(),
  value: z.number(),
  unit: z.string(),
  legalSource: z.string(),
  validFrom: z.string().nullable(),
  description: z.string(),
  /** Whether a member of staff has set it (the seed of a release then leaves it alone). */
  source: z.enum(['seed', 'staff']),
  updatedAt: z.string(),
});
export type ConfigFigure = z.infer<typeof configFigureSchema>;

/** One MNB base rate from its first day; `inForce` marks the one that applies today. */
export const configBaseRateSchema = z.object({
  effectiveFrom: z.string(),
  ratePercent: z.number(),
  legalSource: z.string(),
  source: z.enum(['seed', 'staff']),
  inForce: z.boolean(),
  /** A day still ahead: it takes over by itself, and may be removed until then. */
  isFuture: z.boolean(),
});
export type ConfigBaseRate = z.infer<typeof configBaseRateSchema>;

/** GET /api/staff/config/regulatory-figures. */
export const configRegulatoryFiguresSchema = z.object({
  /** The Budapest calendar day the figures below are of. */
  today: z.string(),
  figures: z.array(configFigureSchema),
  /** Newest first. */
  baseRates: z.array(configBaseRateSchema),
  /** Today's THM caps and the base rate they come from (Fhtv. 17/A. §). */
  thmCaps: z.object({
    personalLoan: z.number(),
    pointOfSale: z.number(),
    referenceDate: z.string(),
    baseRatePercent: z.number(),
  }),
  /** The latest changes of figures and base rates, newest first. */
  changes: z.array(regulatoryFigureChangeSchema),
});
export type ConfigRegulatoryFigures = z.infer<typeof configRegulatoryFiguresSchema>;

export const configFigureParamsSchema = z.object({ identifier: z.string().regex(/^[a-z0-9_]{1,80}$/) });

export const configBaseRateParamsSchema = z.object({
  effectiveFrom: z.string().refine(isIsoDate, { error: 'validation.invalid' }),
});

/** PUT /api/staff/config/base-rates: the body is a base rate as the regulatory figures service takes it. */
export const configBaseRateInputSchema = baseRateInputSchema;
