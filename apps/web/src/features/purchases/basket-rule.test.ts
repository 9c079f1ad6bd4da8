import { describe, expect, it } from 'vitest';
import { PURCHASE_ID } from '../../testing/purchase-fixtures.ts';
import { basketButtonTarget } from './basket-rule.ts';

const active = { hasActivePurchase: true, purchaseId: PURCHASE_ID };
const linked = { publicId: PURCHASE_ID, status: 'LINKED' as const };
const approved = { publicId: PURCHASE_ID, status: 'LOAN_APPROVED' as const };

describe('basket button (spec §2)', () => {
  it('leads back to the checkout while the purchase waits for a term, otherwise to its page', () => {
    const base = { isLoggedIn: true, pathname: '/user/profile', active };
    expect(basketButtonTarget({ ...base, purchase: linked })).toBe(`/checkout/${PURCHASE_ID}`);
    expect(basketButtonTarget({ ...base, purchase: approved })).toBe(`/user/purchase/${PURCHASE_ID}`);
    expect(
      basketButtonTarget({ ...base, purchase: { publicId: PURCHASE_ID, status: 'APPLICATION_STARTED' } }),
    ).toBe(`/user/purchase/${PURCHASE_ID}`);
  });

  it('is hidden on the checkout, when logged out, without an active purchase, and until the state is known', () => {
    const shown = { isLoggedIn: true, pathname: '/stores', active, purchase: linked };
    expect(basketButtonTarget(shown)).not.toBeNull();
    expect(basketButtonTarget({ ...shown, pathname: `/checkout/${PURCHASE_ID}` })).toBeNull();
    expect(basketButtonTarget({ ...shown, pathname: '/checkout/Masik0000000000000000000' })).toBeNull();
    expect(basketButtonTarget({ ...shown, isLoggedIn: false })).toBeNull();
    expect(
      basketButtonTarget({
        ...shown,
        active: { hasActivePurchase: false, purchaseId: null },
        purchase: null,
      }),
    ).toBeNull();
    expect(basketButtonTarget({ ...shown, active: undefined })).toBeNull();
    expect(basketButtonTarget({ ...shown, purchase: undefined })).toBeNull();
  });

  it('a path that only begins like the checkout is not the checkout', () => {
    expect(basketButtonTarget({ isLoggedIn: true, pathname: '/checkouts', active, purchase: approved })).toBe(
      `/user/purchase/${PURCHASE_ID}`,
    );
  });
});
