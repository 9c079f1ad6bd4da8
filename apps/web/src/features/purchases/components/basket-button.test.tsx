import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { PURCHASE_ID, purchase } from '../../../testing/purchase-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { BasketButton } from './basket-button.tsx';

const FLAG = 'GET /credit/purchase/has-active-purchase';
const ACTIVE = 'GET /credit/purchase/my-purchase';

/** The button in a page with a link elsewhere, as the root layout holds it on every page. */
function Page() {
  return (
    <>
      <Link to="/stores">Üzletek</Link>
      <BasketButton />
    </>
  );
}

const renderAt = (route: string) => renderWithProviders(<Page />, { path: '*', route });

beforeEach(() => useSessionStore.getState().setToken(makeToken()));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('basket button', () => {
  it('with a LINKED purchase leads back to the checkout', async () => {
    mockApi({
      [FLAG]: json({ hasActivePurchase: true, purchaseId: PURCHASE_ID }),
      [ACTIVE]: json(purchase({ status: 'LINKED' })),
    });
    renderAt('/user/profile');
    expect(await screen.findByRole('link', { name: /^Kosaram/ })).toHaveAttribute(
      'href',
      `/checkout/${PURCHASE_ID}`,
    );
  });

  it('with an approved purchase leads to the purchase page', async () => {
    mockApi({
      [FLAG]: json({ hasActivePurchase: true, purchaseId: PURCHASE_ID }),
      [ACTIVE]: json(purchase({ status: 'LOAN_APPROVED', months: 12, monthlyPayment: 28_000 })),
    });
    renderAt('/stores');
    expect(await screen.findByRole('link', { name: /^Kosaram/ })).toHaveAttribute(
      'href',
      `/user/purchase/${PURCHASE_ID}`,
    );
  });

  it('is not shown without an active purchase', async () => {
    const api = mockApi({ [FLAG]: json({ hasActivePurchase: false, purchaseId: null }) });
    renderAt('/user/profile');
    await waitFor(() => expect(api.callsTo(FLAG)).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /^Kosaram/ })).not.toBeInTheDocument();
    expect(api.callsTo(ACTIVE)).toHaveLength(0);
  });

  it('is not shown on the checkout', async () => {
    const api = mockApi({
      [FLAG]: json({ hasActivePurchase: true, purchaseId: PURCHASE_ID }),
      [ACTIVE]: json(purchase({ status: 'LINKED' })),
    });
    renderAt(`/checkout/${PURCHASE_ID}`);
    // Everything the button needs has been answered, and still no button.
    await waitFor(() => expect(api.callsTo(ACTIVE)).toHaveLength(1));
    await screen.findByRole('link', { name: 'Üzletek' });
    expect(screen.queryByRole('link', { name: /^Kosaram/ })).not.toBeInTheDocument();
  });

  it('asks again on navigation: a purchase that ended takes the button away', async () => {
    let hasActive = true;
    const api = mockApi({
      [FLAG]: () => json({ hasActivePurchase: hasActive, purchaseId: hasActive ? PURCHASE_ID : null }),
      [ACTIVE]: () => json(purchase({ status: 'APPLICATION_STARTED', months: 12 })),
    });
    renderAt('/user/profile');
    await screen.findByRole('link', { name: /^Kosaram/ });

    hasActive = false;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Üzletek' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: /^Kosaram/ })).not.toBeInTheDocument());
    expect(api.callsTo(FLAG).length).toBeGreaterThanOrEqual(2);
  });
});
