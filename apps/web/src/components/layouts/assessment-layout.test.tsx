import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../testing/api-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AssessmentLayout } from './assessment-layout.tsx';

describe('the header of the focused journey screens (onboarding, assessment, offers, application)', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('has a keyboard-usable account menu with the profile, the applications and logout [ASVS V7.4.4]', async () => {
    mockApi({});
    renderWithProviders(<AssessmentLayout />, { path: '/offers', route: '/offers' });
    const button = await screen.findByRole('button', { name: 'Fiókom' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    const user = userEvent.setup();
    // Tab order: the skip link, the home link, then the menu.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ugrás a tartalomhoz' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Hitelkapu kezdőlap' })).toHaveFocus();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Fiókom', hidden: true });
    // jsdom lays nothing out, so the menu's position check hides it: its items are read regardless.
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['Profilom', 'Hitelkérelmeim', 'Kijelentkezés']);
    expect(items[0]).toHaveAttribute('href', '/user/profile');
    expect(items[1]).toHaveAttribute('href', '/user/applications');
    // Where the focus goes inside the open menu needs a real layout: the e2e suite checks it.
    // A menu holds menu items only (WAI-ARIA; axe's aria-required-children).
    expect(menu.querySelector('[role="presentation"]')).toBeNull();
    (items[0] as HTMLElement).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('logs out from the menu: the session ends on the server and here, and the login opens [ASVS V14.3.1]', async () => {
    const api = mockApi({ 'POST /bulwark/customer/auth/logout': json({}) });
    const { router } = renderWithProviders(<AssessmentLayout />, {
      path: '/application',
      route: '/application',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fiókom' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Kijelentkezés' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /bulwark/customer/auth/logout')).toHaveLength(1);
    expect(useSessionStore.getState().token).toBeNull();
  });
});
