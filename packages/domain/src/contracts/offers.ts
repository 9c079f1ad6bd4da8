import { z } from 'zod';
import { recordNumberSchema } from './primitives.ts';

/** What a loan product is (DOMAIN "Money and offers"): the kind decides its THM cap. */
export const loanProductKinds = ['PERSONAL_LOAN', 'POINT_OF_SALE', 'LEASING'] as const;
export const loanProductKindSchema = z.enum(loanProductKinds);
export type LoanProductKind = z.infer<typeof loanProductKindSchema>;

/** The nominal annual rate for loans within an amount and term band (bounds inclusive). */
export const rateBandSchema = z.object({
  minAmount: z.number().int().nonnegative(),
  maxAmount: z.number().int().positive(),
  minMonths: z.number().int().positive(),
  maxMonths: z.number().int().positive(),
  annualRatePercent: z.number().nonnegative().max(100),
});
export type RateBand = z.infer<typeof rateBandSchema>;

/** Whether the borrowing rate stays the same for the whole term (CCD2 art. 8 and Annex I). */
export const rateTypes = ['FIXED', 'VARIABLE'] as const;
export const rateTypeSchema = z.enum(rateTypes);
export type RateType = z.infer<typeof rateTypeSchema>;

/**
 * What a missed payment costs, as the lender configures it with the product (CCD2 art. 10
 * and 21, Annex I "costs in the case of late payment"). The SECCI and the contract print
 * every item; each carries its legal source so an auditor can trace the figure.
 */
export const latePaymentChargeSchema = z.discriminatedUnion('kind', [
  z.object({
    /** A letter asking the customer to pay a missed instalment. */
    kind: z.literal('REMINDER_LETTER'),
    /** Forints per letter; 0 when letters are free. */
    amount: z.number().int().nonnegative().max(20_000),
    /** No more letters than this are charged for one missed instalment. */
    maxPerMissedInstalment: z.number().int().positive().max(5),
    legalSource: z.string().min(1),
  }),
  z.object({
    /**
     * Costs of collecting a debt: no flat fee, only the fees a court or notary procedure
     * costs by law, when they were paid and can be proven.
     */
    kind: z.literal('COLLECTION_COSTS'),
    basis: z.literal('PROVEN_STATUTORY_FEES'),
    legalSource: z.string().min(1),
  }),
]);
export type LatePaymentCharge = z.infer<typeof latePaymentChargeSchema>;

export const latePaymentTermsSchema = z.object({
  interest: z.object({
    /**
     * Late interest a year = the contract's borrowing rate plus this many percentage points,
     * never above the product's THM cap (see `latePaymentInterestPercent`).
     */
    marginPercentagePoints: z.number().nonnegative().max(24),
    legalSource: z.string().min(1),
  }),
  charges: z
    .array(latePaymentChargeSchema)
    .refine((charges) => new Set(charges.map((charge) => charge.kind)).size === charges.length, {
      message: 'each kind of late-payment charge appears once',
    }),
});
export type LatePaymentTerms = z.infer<typeof latePaymentTermsSchema>;

/** A loan product ("offer" in the spec) as configured by the lender. */
export const loanProductSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string(),
  kind: loanProductKindSchema,
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive(),
  amountStep: z.number().int().positive(),
  minMonths: z.number().int().positive(),
  maxMonths: z.number().int().positive(),
  rateBands: z.array(rateBandSchema).min(1),
  rateType: rateTypeSchema,
  /** One-off disbursement fee as a share of the amount, capped at disbursementFeeMax forints. */
  disbursementFeePercent: z.number().nonnegative().max(10),
  disbursementFeeMax: z.number().int().nonnegative(),
  /** Monthly account-keeping fee the customer must pay to get the credit (in the THM). */
  monthlyFee: z.number().int().nonnegative(),
  /** The amount and term of the representative example the law requires. */
  representativeAmount: z.number().int().positive(),
  representativeMonths: z.number().int().positive(),
  imageUrl: z.string(),
});
export type LoanProduct = z.infer<typeof loanProductSchema>;

/** Every figure of one product for one amount and term, as computed by the engine. */
export const offerQuoteSchema = z.object({
  amount: z.number().int(),
  months: z.number().int(),
  annualRatePercent: z.number(),
  monthlyInstalment: z.number().int(),
  monthlyFee: z.number().int(),
  /** Instalment plus monthly fee: what leaves the account each month. */
  monthlyPayment: z.number().int(),
  disbursementFee: z.number().int(),
  totalInterest: z.number().int(),
  totalRepayable: z.number().int(),
  /** Total cost of credit: everything repaid beyond the amount lent. */
  totalCost: z.number().int(),
  /** THM in percent, one decimal, half up (decree 83/2010): what is shown. */
  thm: z.number(),
  /**
   * The THM before rounding, which the cap is compared with (a true 30.52 % exceeds a 30.5 %
   * cap though it shows as 30.5). Absent from quotes stored before it was kept.
   */
  thmExact: z.number().optional(),
  /** The legal ceiling for this product's THM at the current base rate. */
  thmCap: z.number(),
});
export type OfferQuote = z.infer<typeof offerQuoteSchema>;

/** A product with its representative example (GET /administration/offer/preview/{id}). */
export const offerPreviewSchema = z.object({
  product: loanProductSchema,
  representativeExample: offerQuoteSchema,
});
export type OfferPreview = z.infer<typeof offerPreviewSchema>;

/** Slider ranges and steps of the amount and term step (calculation config). */
export const filterSettingsSchema = z.object({
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive(),
  amountStep: z.number().int().positive(),
  defaultAmount: z.number().int().positive(),
  minDuration: z.number().int().positive(),
  maxDuration: z.number().int().positive(),
  durationStep: z.number().int().positive(),
  defaultDuration: z.number().int().positive(),
  /** The product whose rate gives the live instalment estimate of step 0. */
  defaultOfferId: z.number().int().positive(),
  /** The question set the wizard asks. */
  questionSetId: z.string(),
});
export type FilterSettings = z.infer<typeof filterSettingsSchema>;

export const tripleOfferSlotKinds = ['LOWEST_INSTALMENT', 'LOWEST_TOTAL_COST', 'RECOMMENDED'] as const;
export const tripleOfferSlotKindSchema = z.enum(tripleOfferSlotKinds);
export type TripleOfferSlotKind = z.infer<typeof tripleOfferSlotKindSchema>;

/** The three columns of the triple-offer view; RECOMMENDED names the lender's product. */
export const tripleOfferConfigSchema = z.object({
  slots: z
    .array(
      z.object({
        kind: tripleOfferSlotKindSchema,
        title: z.string(),
        description: z.string(),
        offerId: z.number().int().positive().nullable(),
      }),
    )
    .length(3),
});
export type TripleOfferConfig = z.infer<typeof tripleOfferConfigSchema>;

export const offerImageSchema = z.object({ offerId: z.number().int(), url: z.string(), alt: z.string() });
export type OfferImage = z.infer<typeof offerImageSchema>;

export const onboardingTypes = ['CREDIT', 'BNPL', 'LEASING'] as const;
export const onboardingTypeSchema = z.enum(onboardingTypes);
export type OnboardingType = z.infer<typeof onboardingTypeSchema>;

export const onboardingPageSchema = z.object({
  id: z.number().int(),
  type: onboardingTypeSchema,
  order: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** One of the illustrations the client ships (see onboarding-page.tsx). */
  illustration: z.string(),
});
export type OnboardingPage = z.infer<typeof onboardingPageSchema>;

export const statementAcceptRequestSchema = z.object({
  statementId: recordNumberSchema,
  version: recordNumberSchema,
});
export type StatementAcceptRequest = z.infer<typeof statementAcceptRequestSchema>;

export const statementAcceptResponseSchema = z.object({
  statementId: z.number().int(),
  version: z.number().int(),
  acceptedAt: z.string(),
});
export type StatementAcceptResponse = z.infer<typeof statementAcceptResponseSchema>;
