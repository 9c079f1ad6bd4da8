import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { UserProfilePage } from './profile-page.tsx';

const HOSTILE = '<img src="x" onerror="window.__hkXss = 1"><b>Feltételek</b>';

describe('text from the server is shown as text (ASVS 5.0)', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('markup in a statement title is shown as its characters, and neither it nor the same markup in a name becomes elements [ASVS V3.2.2]', async () => {
    mockApi({
      'GET /profile': json(profile({ lastName: HOSTILE })),
      'GET /statements': json([
        {
          statementId: 11,
          identifier: 'terms',
          version: 4,
          title: HOSTILE,
          acceptedAt: '2026-11-22T09:30:00Z',
          channel: 'WEB',
        },
      ]),
      'GET /profile/consents': json([]),
      'GET /credit/psd2-sync/customer': json({ sync: null }),
      'GET /bulwark/password-policy/customer': json({ minLength: 10, maxLength: 128, rules: [] }),
    });
    renderWithProviders(<UserProfilePage />, { path: '/user/profile', route: '/user/profile' });
    const section = await screen.findByRole('region', { name: 'Elfogadott nyilatkozatok' });
    expect(await within(section).findByText(HOSTILE)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')?.textContent).not.toBe('Feltételek');
    expect((window as { __hkXss?: number }).__hkXss).toBeUndefined();
  });
});
