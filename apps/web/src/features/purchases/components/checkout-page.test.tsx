import { formatHuf } from '@hitelkapu/domain/format/number';
import { purchasesErrorsHu } from '@hitelkapu/domain/wording/errors/purchases';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutReturn } from '../../../lib/checkout-return.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import { loanApplication } from '../../../testing/application-fixtures.ts';
import {
  basket,
  basketTotalAmount,
  PURCHASE_ID,
  publicPurchase,
  purchase,
  RETURN_URLS,
} from '../../../testing/purchase-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { LoginEmailPage } from '../../auth/components/login-page.tsx';
import { CheckoutPage } from './checkout-page.tsx';

const PUBLIC = `GET /credit/purchase/public/${PURCHASE_ID}`;
const LINK = `PATCH /credit/purchase/link/${PURCHASE_ID}`;
const MINE = `GET /credit/purchase/${PURCHASE_ID}`;
const TRANSFER = 'PATCH /credit/purchase/transferred';
const CANCEL = `PATCH /credit/purchase/cancel/${PURCHASE_ID}`;
const conflict = (key: keyof typeof purchasesErrorsHu) =>
  json({ code: 'CONFLICT', message: purchasesErrorsHu[key], messageKey: key }, 409);
const notFound = () =>
  json(
    {
      code: 'NOT_FOUND',
      message: purchasesErrorsHu['errors.purchase.notFound'],
      messageKey: 'errors.purchase.notFound',
    },
    404,
  );

const renderCheckout = (id = PURCHASE_ID) =>
  renderWithProviders(<CheckoutPage />, { path: '/checkout/:purchaseId', route: `/checkout/${id}` });

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().clear();
  localStorage.clear();
});

describe('checkout before login', () => {
  it('shows the shop, the basket and the terms, offers login and registration and keeps the purchase for them', async () => {
    const api = mockApi({ [PUBLIC]: json(publicPurchase()) });
    renderCheckout();

    expect(await screen.findByText('Vásárlás itt: KonyhaGuru')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Kosár' });
    expect(within(table).getByText(basket[0]?.name ?? '')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Végösszeg/ })).toHaveTextContent(
      formatHuf(basketTotalAmount),
    );
    // Every term with its monthly payment, THM and total repayable; the áruhitel cap in the lead.
    const { financing } = publicPurchase();
    expect(financing.options.length).toBeGreaterThan(1);
    for (const option of financing.options) {
      const card = screen.getByRole('article', { name: `${option.months} hónapra` });
      expect(card).toHaveTextContent(formatHuf(option.quote.monthlyPayment));
      expect(card).toHaveTextContent(formatHuf(option.quote.totalRepayable));
    }
    expect(screen.getByText(/A THM törvény szerint legfeljebb/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Bejelentkezés' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Regisztráció' })).toHaveAttribute('href', '/registration');
    expect(readCheckoutReturn()).toBe(PURCHASE_ID);
    // Nothing is taken before login, and no term can be chosen yet.
    expect(api.callsTo(LINK)).toHaveLength(0);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('after logging in the customer comes back to the same checkout, once', async () => {
    mockApi({
      [PUBLIC]: json(publicPurchase()),
      'POST /bulwark/customer/auth/login': json({ outcome: 'LOGIN_OK' }, 200, {
        'X-Auth-Token': makeToken(),
      }),
      'GET /profile': json(profile({ currentStatus: 'PRELIMINARY' })),
    });
    renderCheckout();
    await screen.findByRole('link', { name: 'Bejelentkezés' });
    cleanup();

    const { router } = renderWithProviders(<LoginEmailPage />, {
      path: '/login/email',
      route: '/login/email',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail cím/), 'kovacs.anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${PURCHASE_ID}`));
    expect(readCheckoutReturn()).toBeNull();
  });

  it('a purchase that can no longer be taken says so calmly and leads back to the shop', async () => {
    mockApi({ [PUBLIC]: json(publicPurchase({ isOpen: false, status: 'CANCELLED' })) });
    renderCheckout();

    expect(await screen.findByRole('heading', { name: 'Ez a vásárlás már lezárult' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a webáruházba' })).toHaveAttribute(
      'href',
      RETURN_URLS.cancelled,
    );
    expect(screen.queryByRole('link', { name: 'Bejelentkezés' })).not.toBeInTheDocument();
    expect(readCheckoutReturn()).toBeNull();
  });

  it('an unknown or malformed id is a not-found screen', async () => {
    mockApi({ [PUBLIC]: notFound() });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Ezt a vásárlást nem találjuk' })).toBeInTheDocument();
    cleanup();

    const api = mockApi({});
    renderCheckout('p-123');
    expect(await screen.findByRole('heading', { name: 'Ezt a vásárlást nem találjuk' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('checkout logged in', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));

  it('takes the purchase, and the chosen term starts the credit application', async () => {
    const linked = purchase();
    const started = purchase({ status: 'APPLICATION_STARTED', months: 12 });
    const api = mockApi({
      [PUBLIC]: json(publicPurchase()),
      [LINK]: json(linked),
      [TRANSFER]: json({ purchase: started, application: loanApplication() }),
      'GET /profile': json(profile({ currentStatus: 'IN_FLOW' })),
    });
    const { router } = renderCheckout();
    const user = userEvent.setup();

    const twelve = await screen.findByRole('radio', { name: /^12 hónapra/ });
    expect(api.callsTo(LINK)).toHaveLength(1);
    const option = linked.financing.options.find((item) => item.months === 12);
    expect(twelve).toHaveAccessibleName(
      expect.stringContaining(formatHuf(option?.quote.monthlyPayment ?? 0)),
    );

    await user.click(twelve);
    await user.click(screen.getByRole('button', { name: 'Hiteligénylés indítása' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/application'));
    expect(api.callsTo(TRANSFER).map((call) => call.body)).toEqual([{ purchaseId: PURCHASE_ID, months: 12 }]);
  });

  it('asks for a term before starting, without calling the server', async () => {
    const api = mockApi({ [PUBLIC]: json(publicPurchase()), [LINK]: json(purchase()) });
    renderCheckout();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Hiteligénylés indítása' }));

    expect(await screen.findByText('A folytatáshoz válasszon futamidőt.')).toBeInTheDocument();
    expect(api.callsTo(TRANSFER)).toHaveLength(0);
  });

  it('a 409 on linking shows its Hungarian message', async () => {
    mockApi({
      [PUBLIC]: json(publicPurchase()),
      [LINK]: conflict('errors.purchase.otherInProgress'),
      [MINE]: notFound(),
    });
    renderCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      purchasesErrorsHu['errors.purchase.otherInProgress'],
    );
    expect(screen.getByRole('link', { name: 'Vissza a webáruházba' })).toHaveAttribute(
      'href',
      RETURN_URLS.cancelled,
    );
    expect(screen.queryByRole('button', { name: 'Hiteligénylés indítása' })).not.toBeInTheDocument();
  });

  it('an expired purchase that is not the customer’s: the closed screen with the reason', async () => {
    mockApi({
      [PUBLIC]: json(publicPurchase({ isOpen: false })),
      [LINK]: conflict('errors.purchase.expired'),
      [MINE]: notFound(),
    });
    renderCheckout();

    expect(await screen.findByRole('heading', { name: 'Ez a vásárlás már lezárult' })).toBeInTheDocument();
    expect(screen.getByText(purchasesErrorsHu['errors.purchase.expired'])).toBeInTheDocument();
  });

  it('a purchase whose application has started goes on at /application', async () => {
    mockApi({
      [PUBLIC]: json(publicPurchase({ isOpen: false, status: 'APPLICATION_STARTED' })),
      [LINK]: json(purchase({ status: 'APPLICATION_STARTED', months: 12 })),
    });
    const { router } = renderCheckout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/application'));
  });

  it('an approved purchase of the customer shows its state and its page', async () => {
    mockApi({
      [PUBLIC]: json(publicPurchase({ isOpen: false, status: 'LOAN_APPROVED' })),
      [LINK]: conflict('errors.purchase.notOpen'),
      [MINE]: json(purchase({ status: 'LOAN_APPROVED', months: 12, monthlyPayment: 28_000 })),
    });
    renderCheckout();

    expect(await screen.findByText(/A vásárlás állapota: Hitel jóváhagyva/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A vásárlás részletei' })).toHaveAttribute(
      'href',
      `/user/purchase/${PURCHASE_ID}`,
    );
  });

  it('"Mégsem vásárolok" asks first, cancels and sends the browser back to the shop', async () => {
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = mockApi({
      [PUBLIC]: json(publicPurchase()),
      [LINK]: json(purchase()),
      [CANCEL]: json(purchase({ status: 'CANCELLED', returnUrl: RETURN_URLS.cancelled })),
    });
    renderCheckout();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mégsem vásárolok' }));
    const dialog = await screen.findByRole('dialog', { name: 'Biztosan nem vásárol?' });
    expect(api.callsTo(CANCEL)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Igen, nem vásárolok' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(RETURN_URLS.cancelled));
    expect(api.callsTo(CANCEL)).toHaveLength(1);
  });
});
