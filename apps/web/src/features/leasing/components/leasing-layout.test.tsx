import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useLeasingStore } from '../leasing-store.ts';
import {
  BRANDING_PATH,
  brandingFixture,
  DEALER_ID,
  dealerRoutes,
  PUBLIC_ID,
  stubObjectUrls,
} from '../testing.tsx';
import { LeasingLandingPage } from './leasing-landing-page.tsx';
import { LeasingLayout } from './leasing-layout.tsx';

function renderLeasing(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<LeasingLayout />}>
        <Route path="login" element={<p>leasing login</p>} />
        <Route path=":dealerId?/:publicId?" element={<LeasingLandingPage />} />
      </Route>
    </Routes>,
    { path: '/leasing/*', route },
  );
}

const dealerStyle = () => document.querySelector('style[data-dealer-theme]')?.textContent ?? '';

describe('the dealer-branded leasing layout and landing', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
    useSessionStore.getState().clear();
    useLeasingStore.setState({ landing: null, backPath: null });
  });
  afterEach(() => {
    urls.restore();
    vi.unstubAllGlobals();
  });

  it('shows the stored dealer’s logo, name, colours and hero image, with Hitelkapu as the financing partner', async () => {
    useLeasingStore.getState().saveLandingIds({ dealerId: DEALER_ID, publicId: PUBLIC_ID }, Date.now());
    const api = mockApi(dealerRoutes());
    renderLeasing('/leasing');

    // While the branding loads: a neutral skeleton, no page content, no portal teal.
    expect(screen.getByRole('status', { name: 'A kereskedő oldalának betöltése…' })).toBeInTheDocument();
    expect(dealerStyle()).toContain('#495057');

    const home = await screen.findByRole('link', { name: 'Duna Autóház Kft.: a lízing kezdőoldala' });
    expect(home).toHaveAttribute('href', '/leasing');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Duna Autóház Kft.')).toBeInTheDocument();
    expect(within(header).getByText('Finanszírozó partner')).toBeInTheDocument();
    expect(within(header).getByText('Hitelkapu')).toBeInTheDocument();
    // Both logos (compact for phones, big for wide screens) and the hero come as local addresses.
    const images = document.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(
      expect.arrayContaining(urls.created),
    );
    expect(urls.created).toHaveLength(3);
    expect(api.callsTo('GET /file/public/11111111-1111-4111-8111-111111111111')).toHaveLength(1);

    // The theme: the dealer's colour is the primary, the header band the secondary with white text.
    expect(dealerStyle()).toContain('--mantine-color-dealer-');
    expect(dealerStyle()).toContain('#b3261e');
    expect(dealerStyle()).toContain('--mantine-radius-default: calc(0.25rem');
    const shell = header.parentElement as HTMLElement;
    expect(shell.style.getPropertyValue('--dealer-header-bg')).toBe('#1d2b53');
    expect(shell.style.getPropertyValue('--dealer-header-fg')).toBe('#ffffff');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Zárt végű pénzügyi lízing a Hitelkapuval' }),
    ).toBeVisible();
    expect(screen.getByText('Kereskedő: Duna Autóház Kft.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mi következik?' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Belépés telefonszámmal')]),
    );
    // The footer is the portal's, with the accessibility statement (EAA).
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Akadálymentességi nyilatkozat' }),
    ).toBeInTheDocument();
  });

  it('goes on to the leasing login from the landing', async () => {
    useLeasingStore.getState().saveLandingIds({ dealerId: DEALER_ID, publicId: PUBLIC_ID }, Date.now());
    mockApi(dealerRoutes());
    const { router } = renderLeasing('/leasing');
    await userEvent.click(await screen.findByRole('link', { name: 'Tovább a bejelentkezéshez' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leasing/login'));
    expect(await screen.findByText('leasing login')).toBeInTheDocument();
  });

  it('revokes the images’ local addresses when the layout goes, and the dealer’s variables with it', async () => {
    useLeasingStore.getState().saveLandingIds({ dealerId: DEALER_ID, publicId: PUBLIC_ID }, Date.now());
    mockApi(dealerRoutes());
    const { unmount } = renderLeasing('/leasing');
    await screen.findByRole('heading', { level: 1 });
    expect(urls.revoked).toEqual([]);
    unmount();
    expect([...urls.revoked].sort()).toEqual([...urls.created].sort());
    expect(document.querySelector('style[data-dealer-theme]')).toBeNull();
  });

  it('a dealer without images shows its name in the header and no image', async () => {
    const plain = brandingFixture({ bigLogo: null, compactLogo: null, heroImage: null });
    mockApi(dealerRoutes(plain));
    renderLeasing(`/leasing/${DEALER_ID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Duna Autóház Kft.')).toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(urls.created).toEqual([]);
    // Without a complete landing link there is no login to go on to: the page says where the link comes from.
    expect(screen.queryByRole('link', { name: 'Tovább a bejelentkezéshez' })).toBeNull();
    expect(screen.getByText('A lízinghez a kereskedő linkje vezet')).toBeInTheDocument();
  });

  it('an unknown dealer gets a Hungarian error panel with a way back, not a blank page', async () => {
    const unknown = '9d9d9d9d-9d9d-4d9d-8d9d-9d9d9d9d9d9d';
    mockApi({
      [BRANDING_PATH(unknown)]: json({ code: 'NOT_FOUND', message: 'Nincs ilyen kereskedő.' }, 404),
    });
    renderLeasing(`/leasing/${unknown}`);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Ezt a kereskedőt nem találjuk' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Vissza a kezdőlapra' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Zárt végű pénzügyi lízing a Hitelkapuval' })).toBeNull();
    expect(document.querySelector('style[data-dealer-theme]')).toBeNull();
  });

  it('a branding call that fails offers a retry that brings the dealer’s page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let serverDown = true;
    mockApi({
      ...dealerRoutes(),
      [BRANDING_PATH(DEALER_ID)]: () =>
        serverDown
          ? json({ code: 'INTERNAL', message: 'Váratlan hiba történt.' }, 503)
          : json(brandingFixture()),
    });
    renderLeasing(`/leasing/${DEALER_ID}`);
    const panel = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(
      within(panel).getByRole('heading', { name: 'A kereskedő oldala most nem töltődött be' }),
    ).toBeInTheDocument();
    serverDown = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Újrapróbálom' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zárt végű pénzügyi lízing a Hitelkapuval' }),
    ).toBeInTheDocument();
  });

  it('without any dealer (bare /leasing, no link) shows the portal’s own leasing look', async () => {
    const api = mockApi({});
    renderLeasing('/leasing');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(within(screen.getByRole('banner')).getByText('Hitelkapu')).toBeInTheDocument();
  });
});
