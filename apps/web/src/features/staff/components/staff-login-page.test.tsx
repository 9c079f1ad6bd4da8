import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useStaffSessionStore } from '../staff-session-store.ts';
import { StaffLoginPage } from './staff-login-page.tsx';

const LOGIN = 'POST /staff/auth/login';
const staff = { id: 'staff-1', name: 'Kovács Éva', email: 'ugyintezo@hitelkapu.hu', role: 'staff' as const };

async function logInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /E-mail cím/ }), email);
  await user.type(screen.getByLabelText(/^Jelszó\W*$/), password);
  await user.click(screen.getByRole('button', { name: 'Belépés' }));
}

const render = (route = '/staff/login') =>
  renderWithProviders(<StaffLoginPage />, { path: '/staff/login', route });

describe('the staff login', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useStaffSessionStore.getState().clear();
  });

  it('logs in into its own session and opens the review list; a customer session is left alone', async () => {
    const customerToken = makeToken({ sub: 'customer-1' });
    useSessionStore.getState().setToken(customerToken);
    const token = makeToken({ sub: 'staff-1', role: 'staff', name: 'Kovács Éva' });
    const api = mockApi({ [LOGIN]: json({ token, staff }) });
    const { router } = render();

    await logInWith('ugyintezo@hitelkapu.hu', 'Demo-Ugyintezo-2026');

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/reviews'));
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({
      email: 'ugyintezo@hitelkapu.hu',
      password: 'Demo-Ugyintezo-2026',
    });
    // The login itself carries no token at all.
    expect(api.callsTo(LOGIN)[0]?.headers.get('Authorization')).toBeNull();
    expect(useStaffSessionStore.getState()).toMatchObject({ token, staff });
    expect(useSessionStore.getState().token).toBe(customerToken);
  });

  it('shows the server’s Hungarian message for wrong credentials and keeps the email', async () => {
    mockApi({
      [LOGIN]: json(
        {
          code: 'UNAUTHORIZED',
          message: 'Hibás e-mail cím vagy jelszó. Ellenőrizze az adatokat, és próbálja újra.',
        },
        401,
      ),
    });
    const { router } = render();
    await logInWith('ugyintezo@hitelkapu.hu', 'rossz-jelszo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hibás e-mail cím vagy jelszó. Ellenőrizze az adatokat, és próbálja újra.',
    );
    expect(screen.getByRole('textbox', { name: /E-mail cím/ })).toHaveValue('ugyintezo@hitelkapu.hu');
    expect(router.state.location.pathname).toBe('/staff/login');
    expect(useStaffSessionStore.getState().token).toBeNull();
  });

  it('checks the fields before calling the server', async () => {
    const api = mockApi({});
    render();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail cím/ }), 'nem-email');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(
      await screen.findByText('Adjon meg érvényes e-mail címet, például nev@pelda.hu.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ezt a mezőt ki kell tölteni.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says when a session has ended', () => {
    mockApi({});
    render('/staff/login?ended=1');
    expect(screen.getByRole('status')).toHaveTextContent('A munkamenet lejárt, vagy kijelentkezett.');
  });
});
