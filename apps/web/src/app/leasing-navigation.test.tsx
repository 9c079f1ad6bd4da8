import { LEASING_LANDING_PARAMS_TTL_MS } from '@hitelkapu/domain/rules/navigation';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLeasingStore } from '../features/leasing/leasing-store.ts';
import {
  BRANDING_PATH,
  DEALER_ID,
  dealerRoutes,
  PUBLIC_ID,
  stubObjectUrls,
} from '../features/leasing/testing.tsx';
import { useCookieConsent } from '../lib/cookie-consent-store.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { json, makeToken, mockApi } from '../testing/api-mock.ts';
import { testI18n } from '../testing/render.tsx';
import { buildRoutes } from './router.tsx';
import { theme } from './theme.ts';

/** The portal's real routes, guards and lazy screens, in memory. */
function open(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const where = (router: ReturnType<typeof open>) => router.state.location.pathname;

describe('the leasing pages through the real routes (spec §2)', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
    useSessionStore.getState().clear();
    useLeasingStore.setState({ landing: null, backPath: null });
    // The visitor has made the cookie choice: its dialog (a header of its own) stays closed.
    useCookieConsent.setState({ isOpen: false });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    urls.restore();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a dealer link opened while someone is logged in logs them out and opens the leasing login in the dealer’s frame', async () => {
    useSessionStore.getState().setToken(makeToken({ sub: 'someone-else' }));
    mockApi(dealerRoutes());
    const router = open(`/leasing/${DEALER_ID}/${PUBLIC_ID}`);

    expect(
      await screen.findByRole('heading', { name: 'Belépés a lízing előminősítéshez' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(where(router)).toBe('/leasing/login');
    expect(useSessionStore.getState().token).toBeNull();
    expect(useLeasingStore.getState().readLandingIds(Date.now())).toEqual({
      dealerId: DEALER_ID,
      publicId: PUBLIC_ID,
    });
    expect(within(screen.getByRole('banner')).getByText('Duna Autóház Kft.')).toBeInTheDocument();
  });

  it('a visitor with a stored link sees the landing at /leasing, and the landing leads to the leasing login', async () => {
    useLeasingStore.getState().saveLandingIds({ dealerId: DEALER_ID, publicId: PUBLIC_ID }, Date.now());
    mockApi(dealerRoutes());
    const router = open('/leasing');
    expect(
      await screen.findByRole('link', { name: 'Tovább a bejelentkezéshez' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/leasing/login');
    expect(where(router)).toBe('/leasing');
  });

  it('a logged-in customer on bare /leasing goes back to the stored path', async () => {
    useSessionStore.getState().setToken(makeToken());
    useLeasingStore.setState({ backPath: '/leasing/profile' });
    useLeasingStore.getState().saveLandingIds({ dealerId: DEALER_ID, publicId: PUBLIC_ID }, Date.now());
    mockApi({ ...dealerRoutes(), 'GET /tokens/internal/hu': json({}) });
    const router = open('/leasing');
    await waitFor(() => expect(where(router)).toBe('/leasing/profile'));
  });

  it('a visitor on the leasing profile goes to the leasing login, and without a link on to the landing', async () => {
    mockApi({});
    const router = open('/leasing/profile');
    await waitFor(() => expect(where(router)).toBe('/leasing'));
    expect(
      await screen.findByText('A lízinghez a kereskedő linkje vezet', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a link older than 24 hours no longer opens the leasing login', async () => {
    useLeasingStore
      .getState()
      .saveLandingIds(
        { dealerId: DEALER_ID, publicId: PUBLIC_ID },
        Date.now() - LEASING_LANDING_PARAMS_TTL_MS,
      );
    mockApi({});
    const router = open('/leasing/login');
    await waitFor(() => expect(where(router)).toBe('/leasing'));
  });

  it('an unknown dealer in the link: the leasing login is replaced by the Hungarian error panel', async () => {
    const unknown = '9d9d9d9d-9d9d-4d9d-8d9d-9d9d9d9d9d9d';
    mockApi({
      [BRANDING_PATH(unknown)]: json({ code: 'NOT_FOUND', message: 'Nincs ilyen kereskedő.' }, 404),
    });
    const router = open(`/leasing/${unknown}/${PUBLIC_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Ezt a kereskedőt nem találjuk' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(where(router)).toBe('/leasing/login');
  });

  it('a 401 on a leasing page logs out and goes to the leasing login, not /login (spec §8)', async () => {
    useSessionStore.getState().setToken(makeToken());
    useLeasingStore.getState().saveLandingIds({ dealerId: DEALER_ID, publicId: PUBLIC_ID }, Date.now());
    mockApi({
      ...dealerRoutes(),
      'GET /tokens/internal/hu': json({}),
      'GET /profile': json({ code: 'UNAUTHORIZED', message: 'Lejárt a munkamenet.' }, 401),
    });
    window.history.replaceState(null, '', '/leasing/profile');
    const router = open('/leasing/profile');
    await waitFor(() => expect(where(router)).toBe('/leasing/login'), { timeout: 5000 });
    expect(useSessionStore.getState().token).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Belépés a lízing előminősítéshez' }),
    ).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });
});
