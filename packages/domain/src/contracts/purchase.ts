import { z } from 'zod';
import { purchaseStatusSchema } from '../status/purchase.ts';
import { loanApplicationSchema } from './application.ts';
import { merchantIdSchema } from './merchants.ts';
import { offerQuoteSchema } from './offers.ts';
import { purchasePublicIdSchema } from './purchase-application.ts';

/**
 * Buy now, pay later (spec §3 "Purchase", §4 "Purchase lifecycle", §7 "Purchases"; DOMAIN
 * "Buy now, pay later"). A shop creates a purchase through the merchant API and sends the
 * customer to `/checkout/{purchaseId}`; the id is 24 characters of [A-Za-z0-9] from a secure
 * random source (about 143 bits), so a checkout link cannot be guessed.
 */
export const PURCHASE_PUBLIC_ID_LENGTH = 24;
export const purchaseIdParamsSchema = z.object({ id: purchasePublicIdSchema });

/** The merchant API's keys: `hkm_test_` or `hkm_live_` and 40 characters. */
export const merchantKeyModes = ['test', 'live'] as const;
export const merchantKeyModeSchema = z.enum(merchantKeyModes);
export type MerchantKeyMode = z.infer<typeof merchantKeyModeSchema>;

const forints = z.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' });

/** Basket limits: a checkout is one order, not a catalogue. */
export const PURCHASE_MAX_LINES = 50;
export const PURCHASE_MAX_QUANTITY = 999;
/** How long a checkout link stays open by default, and at most (minutes). */
export const PURCHASE_DEFAULT_EXPIRY_MINUTES = 24 * 60;
export const PURCHASE_MAX_EXPIRY_MINUTES = 7 * 24 * 60;
export const PURCHASE_MIN_EXPIRY_MINUTES = 10;

/** One basket line as the shop sends it: whole forints, gross (VAT included). */
export const basketLineInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.size' }),
  quantity: forints
    .min(1, { error: 'validation.size' })
    .max(PURCHASE_MAX_QUANTITY, { error: 'validation.size' }),
  unitPrice: forints.min(0, { error: 'validation.size' }).max(100_000_000, { error: 'validation.size' }),
  /** The shop's article number, if it has one. */
  sku: z.string().trim().max(64, { error: 'validation.size' }).optional(),
});
export type BasketLineInput = z.input<typeof basketLineInputSchema>;

/** A basket line as stored and shown: its amount is quantity x unit price. */
export const basketLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  sku: z.string().nullable(),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

/** An absolute http(s) address the customer's browser is sent to. */
const returnUrlSchema = z
  .string()
  .trim()
  .max(2000, { error: 'validation.size' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.username === '' &&
          url.password === ''
        );
      } catch {
        return false;
      }
    },
    { error: 'validation.url' },
  );

/** Where the customer goes back to the shop: approved, pending (a person decides), cancelled or refused. */
export const purchaseReturnUrlsSchema = z.object({
  approved: returnUrlSchema,
  pending: returnUrlSchema,
  cancelled: returnUrlSchema,
});
export type PurchaseReturnUrls = z.infer<typeof purchaseReturnUrlsSchema>;

/** POST /merchant-api/v1/purchases. The lines' amounts must add up to the total (422 otherwise). */
export const merchantPurchaseCreateSchema = z.object({
  /** The shop's own order number; unique per shop and mode. */
  reference: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.size' }),
  totalAmount: forints.positive({ error: 'validation.size' }),
  currency: z.literal('HUF', { error: 'validation.invalid' }).default('HUF'),
  lines: z
    .array(basketLineInputSchema)
    .min(1, { error: 'validation.required' })
    .max(PURCHASE_MAX_LINES, { error: 'validation.size' }),
  returnUrls: purchaseReturnUrlsSchema,
  /** Minutes the checkout link stays open (default 24 hours, at most 7 days). */
  expiresInMinutes: forints
    .min(PURCHASE_MIN_EXPIRY_MINUTES, { error: 'validation.size' })
    .max(PURCHASE_MAX_EXPIRY_MINUTES, { error: 'validation.size' })
    .default(PURCHASE_DEFAULT_EXPIRY_MINUTES),
});
export type MerchantPurchaseCreate = z.input<typeof merchantPurchaseCreateSchema>;

/** One move of a purchase, as its history shows it. */
export const purchaseEventSchema = z.object({
  status: purchaseStatusSchema,
  at: z.iso.datetime(),
  /** A refund's amount (the status does not change with a partial refund). */
  refundAmount: z.number().int().nullable(),
});
export type PurchaseEvent = z.infer<typeof purchaseEventSchema>;

/** The authoritative state of a purchase for its shop: never the customer's data. */
export const merchantPurchaseSchema = z.object({
  id: purchasePublicIdSchema,
  reference: z.string(),
  mode: merchantKeyModeSchema,
  status: purchaseStatusSchema,
  currency: z.literal('HUF'),
  totalAmount: z.number().int(),
  /** Forints refunded so far; the credit's principal is lowered by them. */
  refundedAmount: z.number().int(),
  lines: z.array(basketLineSchema),
  returnUrls: purchaseReturnUrlsSchema,
  /** The portal's checkout page to send the customer to. */
  checkoutUrl: z.string(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** When the shop confirmed the delivery (and the lender paid it). */
  fulfilledAt: z.iso.datetime().nullable(),
  events: z.array(purchaseEventSchema),
});
export type MerchantPurchase = z.infer<typeof merchantPurchaseSchema>;

export const merchantRefundSchema = z.object({
  amount: forints.positive({ error: 'validation.size' }),
  reason: z.string().trim().max(200, { error: 'validation.size' }).optional(),
});
export type MerchantRefund = z.input<typeof merchantRefundSchema>;

/** One term the point-of-sale credit offers for an amount, with every figure the law asks for. */
export const purchaseFinancingOptionSchema = z.object({
  productId: z.number().int().positive(),
  productName: z.string(),
  months: z.number().int().positive(),
  quote: offerQuoteSchema,
});
export type PurchaseFinancingOption = z.infer<typeof purchaseFinancingOptionSchema>;

export const financingOptionsQuerySchema = z.object({
  amount: z.coerce
    .number({ error: 'validation.numeric' })
    .int({ error: 'validation.numeric' })
    .positive({ error: 'validation.size' })
    .max(100_000_000, { error: 'validation.size' }),
});

/** Terms for a product page's calculator; empty when the credit does not finance the amount. */
export const financingOptionsSchema = z.object({
  amount: z.number().int(),
  /** The áruhitel THM cap of today, percent (Fhtv. 17/A. § (2)). */
  thmCap: z.number(),
  options: z.array(purchaseFinancingOptionSchema),
});
export type FinancingOptions = z.infer<typeof financingOptionsSchema>;

/** The shop as the customer sees it on a purchase. */
const purchaseMerchantSchema = z.object({ id: merchantIdSchema, name: z.string(), websiteUrl: z.string() });

/**
 * GET credit/purchase/public/{id} (no login): only what the checkout needs: the shop, the
 * basket, the total, the terms on offer and whether the purchase can still be taken. Never
 * who owns it.
 */
export const publicPurchaseSchema = z.object({
  publicId: purchasePublicIdSchema,
  status: purchaseStatusSchema,
  /** CREATED and not expired: a customer can still take it. */
  isOpen: z.boolean(),
  /** A purchase made with a test key (the demo shop): no real money moves. */
  isTest: z.boolean(),
  merchant: purchaseMerchantSchema,
  lines: z.array(basketLineSchema),
  totalAmount: z.number().int(),
  expiresAt: z.iso.datetime(),
  /** Back to the shop without buying. */
  cancelUrl: z.string(),
  financing: financingOptionsSchema,
});
export type PublicPurchase = z.infer<typeof publicPurchaseSchema>;

/** A purchase of the logged-in customer (spec §3: public id, active purchase flag). */
export const purchaseSchema = z.object({
  publicId: purchasePublicIdSchema,
  status: purchaseStatusSchema,
  isActive: z.boolean(),
  isTest: z.boolean(),
  merchant: purchaseMerchantSchema,
  lines: z.array(basketLineSchema),
  totalAmount: z.number().int(),
  refundedAmount: z.number().int(),
  /** What the credit finances: the total less the refunds. */
  financedAmount: z.number().int(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The loan application of the purchase, once started. */
  applicationId: z.string().nullable(),
  /** The term chosen for the credit, once started. */
  months: z.number().int().nullable(),
  monthlyPayment: z.number().int().nullable(),
  /** Where to go back to the shop now: approved, pending or cancelled by the purchase's state. */
  returnUrl: z.string(),
  /** The terms on offer while the purchase is LINKED; empty otherwise. */
  financing: financingOptionsSchema,
  events: z.array(purchaseEventSchema),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchaseListSchema = z.array(purchaseSchema);

export const hasActivePurchaseSchema = z.object({
  hasActivePurchase: z.boolean(),
  /** The active purchase's public id, for the basket button's link. */
  purchaseId: purchasePublicIdSchema.nullable(),
});
export type HasActivePurchase = z.infer<typeof hasActivePurchaseSchema>;

/** PATCH credit/purchase/transferred: the customer takes the credit for their linked purchase. */
export const purchaseTransferSchema = z.object({
  purchaseId: purchasePublicIdSchema,
  months: z.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).positive().max(120),
});
export type PurchaseTransfer = z.infer<typeof purchaseTransferSchema>;

export const purchaseTransferredSchema = z.object({
  purchase: purchaseSchema,
  application: loanApplicationSchema,
});
export type PurchaseTransferred = z.infer<typeof purchaseTransferredSchema>;

export const merchantApiKeyCreateSchema = z.object({ mode: merchantKeyModeSchema });

export const merchantApiKeyCreatedSchema = z.object({
  id: z.uuid(),
  merchantId: merchantIdSchema,
  mode: merchantKeyModeSchema,
  /** The key itself: `hkm_test_` or `hkm_live_` and 40 characters. It cannot be read again. */
  key: z.string(),
  /** The first characters, to recognise the key in lists. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  /** When the key it replaces stops working (a rotation); null for a new key. */
  replacedKeyExpiresAt: z.iso.datetime().nullable(),
});
export type MerchantApiKeyCreated = z.infer<typeof merchantApiKeyCreatedSchema>;

export const merchantIdPathParamsSchema = z.object({ merchantId: merchantIdSchema });
