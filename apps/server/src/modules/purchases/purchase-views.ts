import {
  type FinancingOptions,
  isActivePurchaseStatus,
  type MerchantPurchase,
  type PublicPurchase,
  type Purchase,
  type PurchaseEvent,
  type PurchaseStatus,
} from '@hitelkapu/domain';
import type { MerchantRow, PurchaseEventRow, PurchaseRow } from './purchases.repository.ts';

/** The three shapes a purchase leaves the server in: the shop's, the checkout's and the customer's. */

export function checkoutPath(publicId: string): string {
  return `/checkout/${encodeURIComponent(publicId)}`;
}

function eventsOf(events: readonly PurchaseEventRow[]): PurchaseEvent[] {
  return events.map((event) => ({
    status: event.toStatus,
    at: event.createdAt.toISOString(),
    refundAmount: event.refundAmount,
  }));
}

export function toMerchantPurchase(
  row: PurchaseRow,
  events: readonly PurchaseEventRow[],
  publicUrl: string,
): MerchantPurchase {
  return {
    id: row.publicId,
    reference: row.reference,
    mode: row.mode,
    status: row.status,
    currency: 'HUF',
    totalAmount: row.totalAmount,
    refundedAmount: row.refundedAmount,
    lines: row.lines,
    returnUrls: row.returnUrls,
    checkoutUrl: `${publicUrl}${checkoutPath(row.publicId)}`,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    events: eventsOf(events),
  };
}

const merchantOf = (merchant: MerchantRow) => ({
  id: merchant.id,
  name: merchant.name,
  websiteUrl: merchant.websiteUrl,
});

/** Whether a checkout can still be taken: CREATED and not past its expiry. */
export function isOpenPurchase(row: Pick<PurchaseRow, 'status' | 'expiresAt'>, now = new Date()): boolean {
  return row.status === 'CREATED' && row.expiresAt.getTime() > now.getTime();
}

/** The shop's return URL the purchase's state calls for, naming the purchase (never proof of anything). */
export function returnUrlOf(row: Pick<PurchaseRow, 'status' | 'returnUrls' | 'publicId'>): string {
  const approved: readonly PurchaseStatus[] = ['LOAN_APPROVED', 'MONEY_TRANSFERRED', 'PAID'];
  const base = approved.includes(row.status)
    ? row.returnUrls.approved
    : row.status === 'APPLICATION_UNDER_REVIEW'
      ? row.returnUrls.pending
      : row.returnUrls.cancelled;
  const url = new URL(base);
  url.searchParams.set('purchaseId', row.publicId);
  return url.toString();
}

export function toPublicPurchase(
  row: PurchaseRow,
  merchant: MerchantRow,
  financing: FinancingOptions,
): PublicPurchase {
  return {
    publicId: row.publicId,
    status: row.status,
    isOpen: isOpenPurchase(row),
    isTest: row.mode === 'test',
    merchant: merchantOf(merchant),
    lines: row.lines,
    totalAmount: row.totalAmount,
    expiresAt: row.expiresAt.toISOString(),
    cancelUrl: returnUrlOf({ ...row, status: 'CANCELLED' }),
    financing,
  };
}

export function toPurchase(
  row: PurchaseRow,
  merchant: MerchantRow,
  events: readonly PurchaseEventRow[],
  financing: FinancingOptions,
  credit: { monthlyPayment: number } | null,
): Purchase {
  return {
    publicId: row.publicId,
    status: row.status,
    isActive: isActivePurchaseStatus(row.status),
    isTest: row.mode === 'test',
    merchant: merchantOf(merchant),
    lines: row.lines,
    totalAmount: row.totalAmount,
    refundedAmount: row.refundedAmount,
    financedAmount: row.totalAmount - row.refundedAmount,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    applicationId: row.applicationId,
    months: row.months,
    monthlyPayment: credit?.monthlyPayment ?? null,
    returnUrl: returnUrlOf(row),
    financing,
    events: eventsOf(events),
  };
}
