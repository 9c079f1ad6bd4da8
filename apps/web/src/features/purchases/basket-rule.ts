import type { HasActivePurchase, Purchase } from '@hitelkapu/domain/contracts/purchase';
import { checkoutPath, isCheckoutPath } from '../../lib/checkout-return.ts';

/**
 * Spec §2 "Global elements": the basket button shows when the customer is logged in, has an
 * active purchase and is not on the checkout. It leads back to the checkout while the purchase
 * waits for a term (LINKED), otherwise to the purchase's page. Null: no button.
 */
export function basketButtonTarget(input: {
  isLoggedIn: boolean;
  pathname: string;
  active: HasActivePurchase | undefined;
  /** The active purchase, once read (null: none any more). */
  purchase: Pick<Purchase, 'publicId' | 'status'> | null | undefined;
}): string | null {
  const { isLoggedIn, pathname, active, purchase } = input;
  if (!isLoggedIn || isCheckoutPath(pathname)) return null;
  if (!active?.hasActivePurchase || !active.purchaseId) return null;
  // Where it leads depends on the state: no button until the state is known.
  if (purchase === undefined) return null;
  if (purchase?.publicId === active.purchaseId && purchase.status === 'LINKED')
    return checkoutPath(active.purchaseId);
  return `/user/purchase/${encodeURIComponent(active.purchaseId)}`;
}
