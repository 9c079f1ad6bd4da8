import { z } from 'zod';

export const purchaseStatuses = [
  'CREATED',
  'LINKED',
  'APPLICATION_STARTED',
  'APPLICATION_UNDER_REVIEW',
  'LOAN_APPROVED',
  'MONEY_TRANSFERRED',
  'PAID',
  'REVOKED',
  'CANCELLED',
  'DENIED',
] as const;
export const purchaseStatusSchema = /* @__PURE__ */ z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

// A purchase in one of these states is still open for the customer (the basket button shows).
export const activePurchaseStatuses = [
  'LINKED',
  'LOAN_APPROVED',
  'APPLICATION_UNDER_REVIEW',
  'APPLICATION_STARTED',
] as const satisfies readonly PurchaseStatus[];
export type ActivePurchaseStatus = (typeof activePurchaseStatuses)[number];

export function isActivePurchaseStatus(status: string | null | undefined): status is ActivePurchaseStatus {
  return (activePurchaseStatuses as readonly (string | null | undefined)[]).includes(status);
}

/** Who moves a purchase: the shop through the merchant API, the customer, or the portal itself. */
export const purchaseActors = ['MERCHANT', 'CUSTOMER', 'SYSTEM'] as const;
export type PurchaseActor = (typeof purchaseActors)[number];

/** A purchase whose next move is nobody's: the journey is over. */
export const finalPurchaseStatuses = [
  'PAID',
  'REVOKED',
  'CANCELLED',
  'DENIED',
] as const satisfies readonly PurchaseStatus[];

/**
 * The purchase lifecycle (spec §4, DOMAIN "Buy now, pay later"): each legal move and who may
 * make it. Anything else is refused (409).
 * - CREATED: the shop made it; the customer links it at checkout, the shop cancels it, or it
 *   expires.
 * - LINKED: a customer owns it; taking the point-of-sale credit starts the application.
 * - APPLICATION_STARTED / APPLICATION_UNDER_REVIEW: the application decides (approved,
 *   refused, waiting for a person); closing the application or the shop's cancel ends it.
 * - LOAN_APPROVED: the contract is concluded; the shop fulfils (the lender pays the shop:
 *   MONEY_TRANSFERRED), refunds in full, or the customer withdraws from the credit (REVOKED:
 *   a linked credit and its sale end together, CCD2 art. 27).
 * - MONEY_TRANSFERRED: repaid in full -> PAID; a full refund or a withdrawal -> REVOKED.
 */
export const purchaseTransitions: Readonly<
  Record<PurchaseStatus, Partial<Record<PurchaseStatus, readonly PurchaseActor[]>>>
> = {
  CREATED: { LINKED: ['CUSTOMER'], CANCELLED: ['MERCHANT', 'CUSTOMER', 'SYSTEM'] },
  LINKED: { APPLICATION_STARTED: ['CUSTOMER'], CANCELLED: ['MERCHANT', 'CUSTOMER', 'SYSTEM'] },
  APPLICATION_STARTED: {
    APPLICATION_UNDER_REVIEW: ['SYSTEM'],
    LOAN_APPROVED: ['SYSTEM'],
    DENIED: ['SYSTEM'],
    CANCELLED: ['MERCHANT', 'CUSTOMER', 'SYSTEM'],
  },
  APPLICATION_UNDER_REVIEW: {
    LOAN_APPROVED: ['SYSTEM'],
    DENIED: ['SYSTEM'],
    CANCELLED: ['MERCHANT', 'SYSTEM'],
  },
  LOAN_APPROVED: { MONEY_TRANSFERRED: ['MERCHANT'], REVOKED: ['MERCHANT', 'CUSTOMER', 'SYSTEM'] },
  MONEY_TRANSFERRED: { PAID: ['SYSTEM'], REVOKED: ['MERCHANT', 'CUSTOMER', 'SYSTEM'] },
  PAID: {},
  REVOKED: {},
  CANCELLED: {},
  // A person who reviews an automated refusal on request (EU 2023/2225 art. 18(8)) and changes
  // it sends the application on: its purchase is back under way.
  DENIED: { APPLICATION_STARTED: ['SYSTEM'] },
};

export function canMovePurchase(from: PurchaseStatus, to: PurchaseStatus, actor: PurchaseActor): boolean {
  return purchaseTransitions[from][to]?.includes(actor) ?? false;
}

/** Whether a purchase in this state may still get refunds: the credit exists. */
export function isRefundablePurchaseStatus(status: PurchaseStatus): boolean {
  return status === 'LOAN_APPROVED' || status === 'MONEY_TRANSFERRED';
}
