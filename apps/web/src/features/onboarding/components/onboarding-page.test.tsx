import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { OnboardingPage } from './onboarding-page.tsx';

const pages = [
  {
    id: 2,
    type: 'CREDIT',
    order: 2,
    title: 'Mindent online intéz',
    body: 'Nem kell bemennie egy fiókba.',
    illustration: 'documents',
  },
  {
    id: 1,
    type: 'CREDIT',
    order: 1,
    title: 'Így működik',
    body: 'Néhány kérdés, és látja ajánlatait.',
    illustration: 'calculator',
  },
  {
    id: 3,
    type: 'CREDIT',
    order: 3,
    title: 'Adatai biztonságban',
    body: 'Titkosítva küldjük őket.',
    illustration: 'shield',
  },
];

const renderOnboarding = () =>
  renderWithProviders(<OnboardingPage />, { path: '/onboarding', route: '/onboarding' });

describe('onboarding', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('shows the pages in order, then moves the profile to ONBOARDED and opens the assessment', async () => {
    const api = mockApi({
      'GET /administration/onboarding': json(pages),
      'GET /profile': json(profile({ currentStatus: 'REGISTERED' })),
      'PUT /profile/status': json(profile({ currentStatus: 'ONBOARDED' })),
    });
    const { router } = renderOnboarding();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Így működik' })).toBeInTheDocument();
    expect(screen.getByText('1. oldal, összesen 3 oldal')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vissza' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    const second = screen.getByRole('heading', { level: 1, name: 'Mindent online intéz' });
    expect(second).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Így működik' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Adatai biztonságban' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tovább' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kezdjük' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preliminary-assessment'));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain(
      '/api/administration/onboarding?type=CREDIT',
    );
    expect(api.callsTo('PUT /profile/status').map((call) => call.body)).toEqual([
      { currentStatus: 'ONBOARDED', currentStatusResult: null },
    ]);
    // The profile is read again after the move, so the landing rules see the new status.
    expect(api.callsTo('GET /profile').length).toBeGreaterThanOrEqual(2);
  });

  it('lets a customer already past onboarding through without a status move', async () => {
    const api = mockApi({
      'GET /administration/onboarding': json(pages.slice(0, 1)),
      'GET /profile': json(profile({ currentStatus: 'PRELIMINARY' })),
    });
    const { router } = renderOnboarding();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Mindent online intéz' });
    await waitFor(() => expect(api.callsTo('GET /profile')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Kezdjük' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preliminary-assessment'));
    expect(api.callsTo('PUT /profile/status')).toHaveLength(0);
  });

  it('says so and offers a retry when the pages cannot be loaded', async () => {
    mockApi({ 'GET /profile': json(profile()) });
    renderOnboarding();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nem sikerült betölteni a bemutatót');
    expect(screen.getByRole('button', { name: 'Újrapróbálom' })).toBeInTheDocument();
  });
});
