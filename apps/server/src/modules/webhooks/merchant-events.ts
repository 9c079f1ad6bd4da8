import type { PurchaseStatus } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { merchantSubscriberId } from './webhooks.repository.ts';
import { enqueueWebhook } from './webhooks.service.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** The purchase an event is about, as its shop knows it. */
export interface MerchantPurchaseRef {
  merchantId: string;
  mode: 'test' | 'live';
  publicId: string;
  reference: string;
  status: PurchaseStatus;
  totalAmount: number;
  refundedAmount: number;
  fulfilledAt: Date | null;
  updatedAt: Date;
}

/** `purchase.<status>` in lower case; `purchase.refunded` for a refund that leaves the credit standing. */
export type MerchantEventType = `purchase.${Lowercase<PurchaseStatus>}` | 'purchase.refunded';

export function merchantEventTypeOf(status: PurchaseStatus): MerchantEventType {
  return `purchase.${status.toLowerCase() as Lowercase<PurchaseStatus>}`;
}

/**
 * Tells a shop of a change to one of its purchases by signed webhook (docs/decisions/034), in
 * the caller's transaction. A thin event: the purchase's id, reference, state and amounts, built
 * field by field, never the customer; the shop reads the rest with GET, which is authoritative.
 * The endpoint of the purchase's mode (test or live) receives it.
 */
export async function notifyMerchant(
  tx: Executor,
  purchase: MerchantPurchaseRef,
  event: { type: MerchantEventType; previousStatus: PurchaseStatus | null; refundAmount?: number | null },
): Promise<void> {
  await enqueueWebhook(tx as Db, {
    subscriber: { kind: 'MERCHANT', id: merchantSubscriberId(purchase.merchantId, purchase.mode) },
    eventType: event.type,
    payload: {
      purchase: {
        id: purchase.publicId,
        reference: purchase.reference,
        mode: purchase.mode,
        status: purchase.status,
        totalAmount: purchase.totalAmount,
        refundedAmount: purchase.refundedAmount,
        fulfilledAt: purchase.fulfilledAt?.toISOString() ?? null,
        updatedAt: purchase.updatedAt.toISOString(),
      },
      previousStatus: event.previousStatus,
      refundAmount: event.refundAmount ?? null,
    },
  });
}
