import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useStaffSessionStore } from '../staff-session-store.ts';
import { StaffLoginPage } from './staff-login-page.tsx';

const LOGIN = 'POST /staff/auth/login';
const SECOND_FACTOR = 'POST /staff/auth/second-factor';
const staff = {
  id: 'staff-1',
  name: 'Kovács Éva',
  email: 'ugyintezo@hitelkapu.hu',
  roles: ['REVIEWER' as const],
};

async function enterCode(code: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: /Hitelesítő kód/ });
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Megerősítés és belépés' }));
}

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

  it('logs in with the password and the authenticator code into its own session and opens the review list; a customer session is left alone', async () => {
    const customerToken = makeToken({ sub: 'customer-1' });
    useSessionStore.getState().setToken(customerToken);
    const token = makeToken({ sub: 'staff-1', role: 'staff', name: 'Kovács Éva' });
    const api = mockApi({
      [LOGIN]: json({ step: 'TOTP', challenge: 'kihivas-1' }),
      [SECOND_FACTOR]: json({ token, staff }),
    });
    const { router } = render();

    await logInWith('ugyintezo@hitelkapu.hu', 'Demo-Ugyintezo-2026');
    // The password alone opens no session.
    expect(await screen.findByRole('heading', { name: 'Hitelesítő kód' })).toBeInTheDocument();
    expect(useStaffSessionStore.getState().token).toBeNull();
    await enterCode('123456');

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/reviews'));
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({
      email: 'ugyintezo@hitelkapu.hu',
      password: 'Demo-Ugyintezo-2026',
    });
    expect(api.callsTo(SECOND_FACTOR)[0]?.body).toEqual({ challenge: 'kihivas-1', code: '123456' });
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

  it('a first login shows the QR code and the key to type, and a configurator lands on the first page of their role', async () => {
    const token = makeToken({ sub: 'staff-2', role: 'staff', name: 'Nagy Péter' });
    mockApi({
      [LOGIN]: json({
        step: 'ENROL',
        challenge: 'kihivas-2',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Hitelkapu:x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      }),
      [SECOND_FACTOR]: json({
        token,
        staff: { ...staff, id: 'staff-2', roles: ['REVIEWER', 'SENIOR_REVIEWER'] },
      }),
    });
    const { router } = render();
    await logInWith('vezeto@hitelkapu.hu', 'Demo-Vezeto-2026');
    expect(
      await screen.findByRole('heading', { name: 'Hitelesítő alkalmazás beállítása' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR-kód a hitelesítő alkalmazás beállításához' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await enterCode('654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/reviews'));
  });

  it('refuses a malformed code without a call, shows a wrong code in Hungarian, and goes back when the step has expired', async () => {
    const api = mockApi({
      [LOGIN]: json({ step: 'TOTP', challenge: 'kihivas-3' }),
      [SECOND_FACTOR]: json(
        {
          code: 'UNAUTHORIZED',
          message: 'A belépés ideje lejárt. Adja meg újra az e-mail címét és a jelszavát.',
          messageKey: 'errors.staffAuth.challengeExpired',
        },
        401,
      ),
    });
    render();
    await logInWith('ugyintezo@hitelkapu.hu', 'Demo-Ugyintezo-2026');
    await enterCode('12a');
    expect(
      await screen.findByText('Írja be a hitelesítő alkalmazásban látható hat számjegyet.'),
    ).toBeInTheDocument();
    expect(api.callsTo(SECOND_FACTOR)).toHaveLength(0);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: /Hitelesítő kód/ });
    await user.clear(field);
    await enterCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('A belépés ideje lejárt.');
    await user.click(screen.getByRole('button', { name: 'Vissza a jelszó megadásához' }));
    expect(await screen.findByRole('heading', { name: 'Ügyintézői belépés' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail cím/ })).toHaveValue('ugyintezo@hitelkapu.hu');
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
