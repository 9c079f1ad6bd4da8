/**
 * Spec §2: a visitor who opens a shop's checkout link and then logs in or registers comes back
 * to the same checkout. The purchase id is kept in this browser for 24 hours, as the leasing
 * landing params are, so the second-factor step, an email confirmation in another tab or a
 * password change on the way do not lose it.
 */
const STORAGE_KEY = 'hk.checkoutReturn';

export const CHECKOUT_RETURN_TTL_MS = 24 * 60 * 60 * 1000;

/** The checkout page of a purchase. */
export function checkoutPath(purchaseId: string): string {
  return `/checkout/${encodeURIComponent(purchaseId)}`;
}

/** `/checkout/...`: the page where the basket button stays hidden (spec §2). */
export function isCheckoutPath(pathname: string): boolean {
  return pathname === '/checkout' || pathname.startsWith('/checkout/');
}

const PURCHASE_ID = /^[A-Za-z0-9]{1,64}$/;

export function saveCheckoutReturn(
  purchaseId: string,
  now = Date.now(),
  storage: Storage = localStorage,
): void {
  if (!PURCHASE_ID.test(purchaseId)) return;
  storage.setItem(STORAGE_KEY, JSON.stringify({ purchaseId, storedAt: now }));
}

/** The kept purchase id; null when there is none, it is malformed, or 24 hours have passed. */
export function readCheckoutReturn(now = Date.now(), storage: Storage = localStorage): string | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { purchaseId, storedAt } = stored as Record<string, unknown>;
  if (typeof purchaseId !== 'string' || !PURCHASE_ID.test(purchaseId)) return null;
  if (typeof storedAt !== 'number' || !Number.isFinite(storedAt)) return null;
  if (now - storedAt >= CHECKOUT_RETURN_TTL_MS || storedAt > now + 60_000) return null;
  return purchaseId;
}

export function clearCheckoutReturn(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEY);
}

/**
 * Where a login or registration that began at a checkout goes on to: that checkout, once.
 * Null when the customer did not come from one.
 */
export function takeCheckoutReturnPath(now = Date.now(), storage: Storage = localStorage): string | null {
  const purchaseId = readCheckoutReturn(now, storage);
  clearCheckoutReturn(storage);
  return purchaseId ? checkoutPath(purchaseId) : null;
}
