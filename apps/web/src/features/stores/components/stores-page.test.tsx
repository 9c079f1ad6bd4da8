import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi, type RecordedCall } from '../../../testing/api-mock.ts';
import {
  categories,
  MERCHANT_ID,
  merchant,
  merchantSummary,
  SHOP_URL,
} from '../../../testing/purchase-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { StorePage } from './store-page.tsx';
import { StoresPage } from './stores-page.tsx';

const CATEGORIES = 'GET /merchant/merchant-categories/customer';
const MERCHANTS = 'GET /merchant/merchants/customer';
const OTHER_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const shops = [
  merchantSummary(),
  merchantSummary({
    id: OTHER_ID,
    name: 'Otthonbútor',
    tagline: 'Kanapék, ágyak és szekrények raktárról.',
    categories: ['butor'],
    city: 'Debrecen',
    minAmount: 50_000,
    maxAmount: 2_000_000,
    maxMonths: 24,
  }),
];
/** The server's filter, as far as the test needs it: by category and by a name fragment. */
const filtered = (call: RecordedCall) => {
  const category = call.query.get('categoryId');
  const search = call.query.get('search')?.toLocaleLowerCase('hu');
  return json(
    shops.filter(
      (shop) =>
        (!category || shop.categories.includes(category)) &&
        (!search || shop.name.toLocaleLowerCase('hu').includes(search)),
    ),
  );
};
const queries = (calls: RecordedCall[]) => calls.map((call) => Object.fromEntries(call.query));

beforeEach(() => useSessionStore.getState().setToken(makeToken()));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('/stores', () => {
  it('lists the shops with their city and the baskets the credit finances, each linking to its page', async () => {
    mockApi({ [CATEGORIES]: json(categories), [MERCHANTS]: filtered });
    renderWithProviders(<StoresPage />, { path: '/stores', route: '/stores' });

    const card = await screen.findByRole('article', { name: 'Otthonbútor' });
    expect(card).toHaveTextContent('Debrecen');
    expect(card).toHaveTextContent('50 000 Ft és 2 000 000 Ft közötti kosárra, legfeljebb 24 hónapra');
    expect(within(card).getByRole('link', { name: 'Otthonbútor' })).toHaveAttribute(
      'href',
      `/store/${OTHER_ID}`,
    );
  });

  it('a category sends categoryId, a search sends search, and no match shows the empty state', async () => {
    const api = mockApi({ [CATEGORIES]: json(categories), [MERCHANTS]: filtered });
    renderWithProviders(<StoresPage />, { path: '/stores', route: '/stores' });
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'KonyhaGuru' });
    expect(queries(api.callsTo(MERCHANTS))).toEqual([{}]);

    await user.click(screen.getByRole('radio', { name: 'Bútor' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'KonyhaGuru' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Otthonbútor' })).toBeInTheDocument();
    expect(queries(api.callsTo(MERCHANTS)).at(-1)).toEqual({ categoryId: 'butor' });

    await user.click(screen.getByRole('radio', { name: 'Mind' }));
    await user.type(screen.getByRole('searchbox', { name: 'Keresés' }), 'konyha');
    await waitFor(() => expect(queries(api.callsTo(MERCHANTS)).at(-1)).toEqual({ search: 'konyha' }));
    // Typing is debounced: one call for the word, not one per letter.
    expect(queries(api.callsTo(MERCHANTS)).filter((query) => query.search)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Otthonbútor' })).not.toBeInTheDocument(),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Keresés' }), 'xyz');
    expect(
      await screen.findByRole('heading', { name: 'Nincs a keresésnek megfelelő üzlet' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Szűrők törlése' }));
    expect(await screen.findByRole('article', { name: 'Otthonbútor' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Keresés' })).toHaveValue('');
  });
});

describe('/store/{storeId}', () => {
  it('shows the description, how to buy, the address and contacts, the website as a safe external link', async () => {
    mockApi({ [`GET /merchant/merchant/customer/${MERCHANT_ID}`]: json(merchant()) });
    renderWithProviders(<StorePage />, { path: '/store/:storeId', route: `/store/${MERCHANT_ID}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'KonyhaGuru' })).toBeInTheDocument();
    expect(screen.getByText(merchant().howToBuy)).toBeInTheDocument();
    expect(screen.getByText(merchant().address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+36 1 555 0142' })).toHaveAttribute('href', 'tel:+3615550142');
    const website = screen.getByRole('link', { name: /^www\.konyhaguru\.hu/ });
    expect(website).toHaveAttribute('href', SHOP_URL);
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(website).toHaveAttribute('target', '_blank');
  });

  it('an unknown shop is a not-found screen', async () => {
    mockApi({
      [`GET /merchant/merchant/customer/${MERCHANT_ID}`]: json(
        { code: 'NOT_FOUND', message: 'Ez az üzlet nem található.', messageKey: 'errors.merchants.notFound' },
        404,
      ),
    });
    renderWithProviders(<StorePage />, { path: '/store/:storeId', route: `/store/${MERCHANT_ID}` });
    expect(await screen.findByRole('heading', { name: 'Ezt az üzletet nem találjuk' })).toBeInTheDocument();
  });
});
