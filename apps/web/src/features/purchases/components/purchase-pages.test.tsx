import { formatHuf } from '@hitelkapu/domain/format/number';
import type { PurchaseStatus } from '@hitelkapu/domain/status/purchase';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { OTHER_PURCHASE_ID, PURCHASE_ID, purchase, RETURN_URLS } from '../../../testing/purchase-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PurchaseDetailPage } from './purchase-detail-page.tsx';
import { PurchaseHistoryPage } from './purchase-history-page.tsx';

const DETAIL = `GET /credit/purchase/${PURCHASE_ID}`;
const CANCEL = `PATCH /credit/purchase/cancel/${PURCHASE_ID}`;
const renderDetail = () =>
  renderWithProviders(<PurchaseDetailPage />, {
    path: '/user/purchase/:purchaseId',
    route: `/user/purchase/${PURCHASE_ID}`,
  });

beforeEach(() => useSessionStore.getState().setToken(makeToken()));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('/user/purchase-history', () => {
  it('lists the purchases newest first with shop, date, total and status, each linking to its page', async () => {
    mockApi({
      'GET /credit/purchase/my-purchases': json([
        purchase({ status: 'CANCELLED', createdAt: '2026-10-02T10:00:00.000Z' }),
        purchase({
          publicId: OTHER_PURCHASE_ID,
          status: 'MONEY_TRANSFERRED',
          merchant: {
            id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
            name: 'Otthonbútor',
            websiteUrl: 'https://otthonbutor.hu',
          },
          totalAmount: 459_000,
          createdAt: '2026-11-18T10:00:00.000Z',
        }),
      ]),
    });
    renderWithProviders(<PurchaseHistoryPage />, {
      path: '/user/purchase-history',
      route: '/user/purchase-history',
    });

    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Otthonbútor',
      'KonyhaGuru',
    ]);
    expect(items[0]).toHaveTextContent('Kifizetve a boltnak');
    expect(items[0]).toHaveTextContent(formatHuf(459_000));
    expect(items[0]).toHaveTextContent('2026. november 18.');
    expect(items[1]).toHaveTextContent('Megszakítva');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/user/purchase/${OTHER_PURCHASE_ID}`,
    );
  });

  it('without purchases it says so and points to the shops', async () => {
    mockApi({ 'GET /credit/purchase/my-purchases': json([]) });
    renderWithProviders(<PurchaseHistoryPage />, {
      path: '/user/purchase-history',
      route: '/user/purchase-history',
    });
    expect(await screen.findByRole('heading', { name: 'Még nincs vásárlása' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partnerüzletek' })).toHaveAttribute('href', '/stores');
  });
});

describe('/user/purchase/{purchaseId}', () => {
  it.each([
    {
      status: 'LINKED',
      continueTo: `/checkout/${PURCHASE_ID}`,
      label: 'Vásárlás folytatása',
      canCancel: true,
    },
    {
      status: 'APPLICATION_STARTED',
      continueTo: '/application',
      label: 'Tovább a hiteligényléshez',
      canCancel: true,
    },
    {
      status: 'APPLICATION_UNDER_REVIEW',
      continueTo: '/application',
      label: 'Tovább a hiteligényléshez',
      canCancel: false,
    },
    { status: 'LOAN_APPROVED', continueTo: null, label: null, canCancel: false },
    { status: 'MONEY_TRANSFERRED', continueTo: null, label: null, canCancel: false },
    { status: 'CANCELLED', continueTo: null, label: null, canCancel: false },
  ] as { status: PurchaseStatus; continueTo: string | null; label: string | null; canCancel: boolean }[])(
    '$status: continue to $continueTo, cancel offered: $canCancel, and always the way back to the shop',
    async ({ status, continueTo, label, canCancel }) => {
      mockApi({ [DETAIL]: json(purchase({ status })) });
      renderDetail();

      const actions = await screen.findByRole('region', { name: 'Mit tehet most' });
      if (continueTo && label)
        expect(within(actions).getByRole('link', { name: label })).toHaveAttribute('href', continueTo);
      else expect(within(actions).queryByRole('link', { name: /folytatása|Tovább/ })).not.toBeInTheDocument();
      expect(within(actions).queryByRole('button', { name: 'Mégsem vásárolok' }) !== null).toBe(canCancel);
      expect(within(actions).getByRole('link', { name: 'Vissza a webáruházba' })).toHaveAttribute(
        'href',
        RETURN_URLS.pending,
      );
    },
  );

  it('shows the basket, the amounts with the refund, the chosen credit and the history', async () => {
    mockApi({
      [DETAIL]: json(
        purchase({
          status: 'MONEY_TRANSFERRED',
          refundedAmount: 14_990,
          financedAmount: 304_980,
          months: 12,
          monthlyPayment: 26_770,
          events: [
            { status: 'CREATED', at: '2026-11-20T09:00:00.000Z', refundAmount: null },
            { status: 'LINKED', at: '2026-11-20T09:02:00.000Z', refundAmount: null },
            { status: 'LOAN_APPROVED', at: '2026-11-20T09:40:00.000Z', refundAmount: null },
            { status: 'MONEY_TRANSFERRED', at: '2026-11-22T12:00:00.000Z', refundAmount: 14_990 },
          ],
        }),
      ),
    });
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vásárlás: KonyhaGuru' }),
    ).toBeInTheDocument();
    const amounts = screen.getByRole('region', { name: 'Összegek' });
    expect(amounts).toHaveTextContent(`Visszatérítve${formatHuf(14_990)}`);
    expect(amounts).toHaveTextContent(`Áruhitellel finanszírozva${formatHuf(304_980)}`);
    expect(amounts).toHaveTextContent('Futamidő12 hónap');
    expect(amounts).toHaveTextContent(`Havi törlesztőrészlet${formatHuf(26_770)}`);
    const history = within(screen.getByRole('region', { name: 'A vásárlás története' })).getAllByRole(
      'listitem',
    );
    expect(history).toHaveLength(4);
    expect(history[0]).toHaveTextContent('Kifizetve a boltnak');
    expect(history[0]).toHaveTextContent(`Visszatérítés: ${formatHuf(14_990)}`);
    expect(history[3]).toHaveTextContent('Létrehozva');
  });

  it('cancelling asks first, then shows the purchase closed', async () => {
    const api = mockApi({
      [DETAIL]: json(purchase({ status: 'APPLICATION_STARTED', months: 12 })),
      [CANCEL]: json(purchase({ status: 'CANCELLED', returnUrl: RETURN_URLS.cancelled })),
    });
    renderDetail();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mégsem vásárolok' }));
    const dialog = await screen.findByRole('dialog', { name: 'Biztosan nem vásárol?' });
    await user.click(within(dialog).getByRole('button', { name: 'Igen, nem vásárolok' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Megszakítva'),
    );
    expect(api.callsTo(CANCEL)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mégsem vásárolok' })).not.toBeInTheDocument();
  });

  it('a purchase that is not the customer’s is not found', async () => {
    mockApi({
      [DETAIL]: json(
        {
          code: 'NOT_FOUND',
          message: 'Ez a vásárlás nem található.',
          messageKey: 'errors.purchase.notFound',
        },
        404,
      ),
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Ezt a vásárlást nem találjuk' })).toBeInTheDocument();
  });
});
