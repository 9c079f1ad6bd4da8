import { z } from 'zod';
import { isIsoDate } from '../format/date.ts';
import {
  type LeasingLimitKey,
  leasingLimitKeys,
  leasingOfferDecisions,
  leasingPaymentTimings,
  vehicleConditions,
} from '../rules/leasing.ts';
import { assessmentTypeSchema } from '../status/assessment.ts';
import { dealerIdSchema } from './dealer-branding.ts';
import { filterSettingsSchema } from './offers.ts';
import { affordabilityFiguresSchema, reasonCodeSchema } from './preliminary.ts';

/**
 * The leasing prescore (spec §3 "Leasing prescore", §7 "Leasing prescore", DOMAIN.md "Leasing"):
 * a dealer opens it for a vehicle, the customer who opens its landing link and logs in answers
 * it, and the server decides it with the leasing products. Money is whole forints.
 */

/**
 * The public id in the landing link `/leasing/{dealerId}/{publicId}`: 24 characters of
 * [A-Za-z0-9] from a secure random source (about 143 bits), so a link cannot be guessed.
 */
export const LEASING_PUBLIC_ID_LENGTH = 24;
export const leasingPublicIdSchema = z.string().regex(/^[A-Za-z0-9]{24}$/, 'a prescore public id');

export const leasingPublicIdParamsSchema = z.object({ publicId: leasingPublicIdSchema });
export const leasingQuestionsParamsSchema = z.object({ type: assessmentTypeSchema });

const forints = z.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' });
const isoDay = z.string().refine(isIsoDate, { error: 'validation.invalid' });

export const vehicleConditionSchema = z.enum(vehicleConditions);
export const leasingPaymentTimingSchema = z.enum(leasingPaymentTimings);
export const leasingLimitKeySchema = z.enum(
  Object.values(leasingLimitKeys) as [LeasingLimitKey, ...LeasingLimitKey[]],
);

/** The vehicle as the dealer described it; the customer sees it, never changes it. */
export const leasedVehicleSchema = z.object({
  condition: vehicleConditionSchema,
  /** First registration (forgalomba helyezés), `YYYY-MM-DD`; null for a new vehicle not yet registered. */
  firstRegistrationDate: isoDay.nullable(),
  /** Make and model as the dealer names it ("Škoda Octavia Combi 1.5 TSI"). */
  description: z.string().trim().min(1).max(120).nullable(),
  /** Gross price, forints. */
  price: forints.positive({ error: 'validation.size' }).max(500_000_000, { error: 'validation.size' }),
  /** The balloon paid with the last instalment, forints. */
  residualValue: forints.nonnegative({ error: 'validation.size' }),
});
export type LeasedVehicle = z.infer<typeof leasedVehicleSchema>;

/** Every figure of a leasing offer (finance maths in rules/leasing.ts). */
export const leasingQuoteSchema = z.object({
  price: z.number().int(),
  downPayment: z.number().int(),
  residualValue: z.number().int(),
  paymentTiming: leasingPaymentTimingSchema,
  /** The amount financed: price - down payment. */
  amount: z.number().int(),
  months: z.number().int(),
  annualRatePercent: z.number(),
  monthlyInstalment: z.number().int(),
  monthlyFee: z.number().int(),
  monthlyPayment: z.number().int(),
  disbursementFee: z.number().int(),
  totalInterest: z.number().int(),
  /** Instalments, monthly fees, the residual value and one-off fees: everything paid to the lessor. */
  totalRepayable: z.number().int(),
  totalCost: z.number().int(),
  /** THM in percent, one decimal, half up; thmExact is compared with the cap. */
  thm: z.number(),
  thmExact: z.number(),
  thmCap: z.number(),
});
export type LeasingQuoteContract = z.infer<typeof leasingQuoteSchema>;

export const leasingOfferResultSchema = z.object({
  offerId: z.number().int(),
  decision: z.enum(leasingOfferDecisions),
  dtiDecision: z.union([z.literal(0), z.literal(1)]),
  /** The largest amount financed the income allows for dtiDuration with the same residual value. */
  dtiAmount: z.number().int().nonnegative(),
  dtiDuration: z.number().int().nonnegative(),
  quote: leasingQuoteSchema.nullable(),
  reasons: z.array(reasonCodeSchema),
  /** Error keys of the leasing limits the request breaks (wording/errors/leasing.ts). */
  limitBreaches: z.array(leasingLimitKeySchema),
});
export type LeasingOfferResultContract = z.infer<typeof leasingOfferResultSchema>;

/** The outcome of a submit or a recalculation. */
export const leasingPrescoreResultSchema = z.object({
  isEligible: z.boolean(),
  /** Where the customer goes back to the dealer (the dealer's return URL with the outcome), or null. */
  redirectUrl: z.string().nullable(),
  offers: z.array(leasingOfferResultSchema),
  reasons: z.array(reasonCodeSchema),
  limitBreaches: z.array(leasingLimitKeySchema),
  /** The values the limits' wording names ({{minPercent}} …): `t(key, limitValues)`. */
  limitValues: z.object({
    minPercent: z.number(),
    maxPercent: z.number(),
    minMonths: z.number().int(),
    maxMonths: z.number().int(),
    maxYearsAtSigning: z.number().int(),
    maxYearsAtEnd: z.number().int(),
  }),
  figures: affordabilityFiguresSchema,
  decidedAt: z.string(),
});
export type LeasingPrescoreResult = z.infer<typeof leasingPrescoreResultSchema>;

export const leasingPrescoreStatuses = ['OPEN', 'SUBMITTED'] as const;
export const leasingPrescoreStatusSchema = z.enum(leasingPrescoreStatuses);

/** A prescore as its customer reads it (GET by public id, PATCH update, GET my-leasing-prescore). */
export const leasingPrescoreSchema = z.object({
  publicId: leasingPublicIdSchema,
  dealerId: dealerIdSchema,
  status: leasingPrescoreStatusSchema,
  /** PSD2 or MANUAL once chosen. */
  type: assessmentTypeSchema.nullable(),
  /** The wizard's step index, as saved. */
  step: z.number().int().nonnegative(),
  /** JSON text of the answers by question identifier. */
  dynamicData: z.string(),
  vehicle: leasedVehicleSchema,
  /** The amount financed the customer chose: price - downPayment. */
  amount: z.number().int(),
  duration: z.number().int(),
  downPayment: z.number().int(),
  extraAmount: z.number().int(),
  /** The latest decision; null before the first submit. */
  result: leasingPrescoreResultSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeasingPrescore = z.infer<typeof leasingPrescoreSchema>;

/** PATCH update: only the fields given change; the step is clamped, answers are checked at submit. */
export const leasingPrescoreUpdateSchema = z
  .object({
    type: assessmentTypeSchema.nullable(),
    step: z.number().int().min(0).max(50),
    amount: forints.positive(),
    duration: z.number().int().positive().max(600),
    downPayment: forints.nonnegative(),
    extraAmount: forints.nonnegative(),
    dynamicData: z.string().max(20_000, { error: 'validation.size' }),
  })
  .partial();
export type LeasingPrescoreUpdate = z.infer<typeof leasingPrescoreUpdateSchema>;

/**
 * The submit (spec §3): the amount financed, term, down payment, the extra amount (kept as sent;
 * the vehicle's price comes from the dealer), the income fields as the answers give them, type
 * and the JSON text of every answer. amount must equal price - downPayment.
 */
export const leasingPrescoreSubmitSchema = z.object({
  publicId: leasingPublicIdSchema,
  amount: forints.positive({ error: 'validation.size' }),
  duration: z.number({ error: 'validation.numeric' }).int().positive({ error: 'validation.size' }).max(600),
  downPayment: forints.nonnegative({ error: 'validation.size' }),
  extraAmount: forints.nonnegative().default(0),
  salary: forints.nonnegative({ error: 'validation.size' }),
  salaryCommitment: z.boolean(),
  committedSalary: forints.nonnegative({ error: 'validation.size' }),
  type: assessmentTypeSchema,
  dynamicData: z.string().max(20_000, { error: 'validation.size' }),
});
export type LeasingPrescoreSubmit = z.input<typeof leasingPrescoreSubmitSchema>;

/** The recalculation: a new amount, term or down payment over the answers stored at the submit. */
export const leasingPrescoreRecalculateSchema = leasingPrescoreSubmitSchema.pick({
  publicId: true,
  amount: true,
  duration: true,
  downPayment: true,
  extraAmount: true,
});
export type LeasingPrescoreRecalculate = z.input<typeof leasingPrescoreRecalculateSchema>;

/**
 * The sliders of the prescore's amount step for its vehicle (GET filter-settings/{id}, id = the
 * prescore's public id): the amount financed and the down payment move together (amount = price -
 * down payment), the term is limited by the product and by the vehicle's age at the end.
 */
export const leasingFilterSettingsSchema = filterSettingsSchema.omit({ questionSetId: true }).extend({
  price: z.number().int().positive(),
  residualValue: z.number().int().nonnegative(),
  minDownPayment: z.number().int().nonnegative(),
  maxDownPayment: z.number().int().nonnegative(),
  defaultDownPayment: z.number().int().nonnegative(),
});
export type LeasingFilterSettings = z.infer<typeof leasingFilterSettingsSchema>;

export const leasingFilterSettingsParamsSchema = z.object({ id: leasingPublicIdSchema });

// ---- Dealer API (`/dealer-api/v1`, per-dealer API key) ----

export const dealerPrescoreCreateSchema = z.object({
  vehicle: leasedVehicleSchema.omit({ price: true, residualValue: true, description: true }).extend({
    firstRegistrationDate: isoDay.nullable().default(null),
    description: z.string().trim().min(1).max(120).nullable().default(null),
  }),
  price: leasedVehicleSchema.shape.price,
  downPayment: forints.nonnegative({ error: 'validation.size' }),
  residualValue: forints.nonnegative({ error: 'validation.size' }),
  /** The term the customer's sliders start from; the product's longest allowed term when absent. */
  duration: z.number().int().positive().max(600).optional(),
  /** The dealer's own reference (deal number); a second create with it answers the first prescore. */
  dealerReference: z.string().trim().min(1).max(64).nullable().default(null),
  /** Where the customer returns to the dealer after the prescore (https). */
  returnUrl: z
    .url({ protocol: /^https$/, error: 'validation.invalid' })
    .max(500)
    .nullable()
    .default(null),
});
export type DealerPrescoreCreate = z.input<typeof dealerPrescoreCreateSchema>;

export const dealerPrescoreSchema = z.object({
  publicId: leasingPublicIdSchema,
  dealerId: dealerIdSchema,
  dealerReference: z.string().nullable(),
  /** `/leasing/{dealerId}/{publicId}` on the portal, absolute. */
  landingUrl: z.string(),
  landingPath: z.string(),
  /** The prescore's state and decision only: never the customer's income or answers. */
  status: leasingPrescoreStatusSchema,
  isEligible: z.boolean().nullable(),
  createdAt: z.string(),
});
export type DealerPrescore = z.infer<typeof dealerPrescoreSchema>;

/** A new dealer API key: shown once, stored only as a keyed hash. */
export const dealerApiKeyCreatedSchema = z.object({
  id: z.string().uuid(),
  dealerId: dealerIdSchema,
  /** The key itself: `hkd_` + 40 characters. It cannot be read again. */
  key: z.string(),
  /** The first characters, to recognise the key in lists. */
  prefix: z.string(),
  createdAt: z.string(),
});
export type DealerApiKeyCreated = z.infer<typeof dealerApiKeyCreatedSchema>;

export const dealerIdParamsSchema = z.object({ dealerId: dealerIdSchema });
