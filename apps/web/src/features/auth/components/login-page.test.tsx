import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { challenge, json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useAuthFlowStore } from '../auth-flow-store.ts';
import { LoginEmailPage, LoginPhonePage } from './login-page.tsx';

const LOGIN = 'POST /bulwark/customer/auth/login';

async function logInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mail cím/), email);
  await user.type(screen.getByLabelText(/^Jelszó\W*$/), password);
  await user.click(screen.getByRole('button', { name: 'Belépés' }));
  return user;
}

describe('login by email', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    useAuthFlowStore.getState().endCodeStep();
    useAuthFlowStore.setState({ draft: { email: '', phone: '', firstName: '', lastName: '', accepted: {} } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    usePortalConfig.setState({ items: [] });
  });

  it('a wrong password keeps the email typed, shows the server’s message and clears the session', async () => {
    useSessionStore.getState().setToken(makeToken({ sub: 'someone-else' }));
    mockApi({ [LOGIN]: json({ code: 'UNAUTHORIZED', message: 'Hibás e-mail cím vagy jelszó.' }, 401) });
    renderWithProviders(<LoginEmailPage />, { path: '/login/email', route: '/login/email' });

    await logInWith('kovacs.anna@example.hu', 'rossz-jelszo-123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Hibás e-mail cím vagy jelszó.');
    expect(screen.getByLabelText(/E-mail cím/)).toHaveValue('kovacs.anna@example.hu');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('too many attempts: shows the server’s message', async () => {
    mockApi({
      [LOGIN]: json({ code: 'RATE_LIMITED', message: 'Túl sok próbálkozás. Várjon egy percet.' }, 429),
    });
    renderWithProviders(<LoginEmailPage />, { path: '/login/email', route: '/login/email' });
    await logInWith('kovacs.anna@example.hu', 'akarmi-12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Túl sok próbálkozás. Várjon egy percet.');
  });

  it('checks the fields before calling the server', async () => {
    const api = mockApi({});
    renderWithProviders(<LoginEmailPage />, { path: '/login/email', route: '/login/email' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail cím/), 'nem-email');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(
      await screen.findByText('Adjon meg érvényes e-mail címet, például nev@pelda.hu.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ezt a mezőt ki kell tölteni.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('a second-factor answer opens the code screen and keeps the challenge for a reload', async () => {
    const sent = challenge();
    const api = mockApi({ [LOGIN]: json({ secondFactorResponse: sent }) });
    const { router } = renderWithProviders(<LoginEmailPage />, {
      path: '/login/email',
      route: '/login/email?utm_source=hirlevel',
    });

    await logInWith('kovacs.anna@example.hu', 'Tavaszi-Szel-2026');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login/second-factor'));
    expect(router.state.location.search).toBe('?utm_source=hirlevel');
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({
      channel: 'EMAIL',
      email: 'kovacs.anna@example.hu',
      password: 'Tavaszi-Szel-2026',
    });
    expect(useAuthFlowStore.getState()).toMatchObject({
      challenge: sent,
      purpose: 'login',
      backPath: '/login/email?utm_source=hirlevel',
    });
    expect(JSON.parse(sessionStorage.getItem('hk.authFlow') ?? '{}').state.challenge.tokenId).toBe(
      sent.tokenId,
    );
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('with a token it reads the profile and lands where the status says', async () => {
    const token = makeToken();
    const api = mockApi({
      [LOGIN]: json({ outcome: 'LOGIN_OK' }, 200, { 'X-Auth-Token': token }),
      'GET /profile': json(profile({ currentStatus: 'ONBOARDED' })),
    });
    const { router } = renderWithProviders(<LoginEmailPage />, {
      path: '/login/email',
      route: '/login/email',
    });

    await logInWith('kovacs.anna@example.hu', 'Tavaszi-Szel-2026');

    await waitFor(() => expect(router.state.location.pathname).toBe('/preliminary-assessment'));
    expect(useSessionStore.getState().token).toBe(token);
    expect(api.callsTo('GET /profile')[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('an answer with neither token nor code step is an error, and the customer is not let in', async () => {
    mockApi({ [LOGIN]: json({ outcome: 'LOGIN_OK' }) });
    renderWithProviders(<LoginEmailPage />, { path: '/login/email', route: '/login/email' });
    await logInWith('kovacs.anna@example.hu', 'Tavaszi-Szel-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Váratlan hiba történt.');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('a required password change asks only for the new password and sends the one just typed', async () => {
    const held = makeToken({ iat: Math.floor(Date.now() / 1000) - 5 });
    const fresh = makeToken();
    const api = mockApi({
      [LOGIN]: json({ outcome: 'PASSWORD_CHANGE_REQUIRED' }, 200, { 'X-Auth-Token': held }),
      'POST /bulwark/customer/password-change': json({ outcome: 'LOGIN_OK' }, 200, { 'X-Auth-Token': fresh }),
      'GET /profile': json(profile({ currentStatus: 'REGISTERED' })),
    });
    const { router } = renderWithProviders(<LoginEmailPage />, {
      path: '/login/email',
      route: '/login/email',
    });
    const user = await logInWith('kovacs.anna@example.hu', 'Regi-Jelszo-2020');

    expect(await screen.findByRole('heading', { name: 'Állítson be új jelszót' })).toBeInTheDocument();
    // Not in the portal yet: the token is held for this one call only.
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.queryByLabelText(/Jelenlegi jelszó/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Új jelszó\W*$/), 'Uj-Hosszu-Jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Új jelszó mentése' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    const change = api.callsTo('POST /bulwark/customer/password-change')[0];
    expect(change?.body).toEqual({
      currentPassword: 'Regi-Jelszo-2020',
      newPassword: 'Uj-Hosszu-Jelszo-2026',
    });
    expect(change?.headers.get('Authorization')).toBe(`Bearer ${held}`);
    expect(useSessionStore.getState().token).toBe(fresh);
  });

  it('an unconfirmed email: says so and sends the link again', async () => {
    const held = makeToken();
    const api = mockApi({
      [LOGIN]: json({ outcome: 'REGISTRATION_INCOMPLETE' }, 200, { 'X-Auth-Token': held }),
      'POST /bulwark/customer/auth/send-confirmation-email': json({ id: 'mail-1' }),
    });
    renderWithProviders(<LoginEmailPage />, { path: '/login/email', route: '/login/email' });
    const user = await logInWith('kovacs.anna@example.hu', 'Tavaszi-Szel-2026');

    expect(await screen.findByRole('heading', { name: 'Erősítse meg e-mail címét' })).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Megerősítő link újraküldése' }));

    expect(await screen.findByText(/Elküldtük az új linket/)).toBeInTheDocument();
    const sent = api.callsTo('POST /bulwark/customer/auth/send-confirmation-email')[0];
    expect(sent?.body).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9]{16}$/), isLeasing: false });
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${held}`);
  });

  it('links keep the campaign query', () => {
    mockApi({});
    renderWithProviders(<LoginEmailPage />, { path: '/login/email', route: '/login/email?partner=p1' });
    expect(screen.getByRole('link', { name: 'Elfelejtette a jelszavát?' })).toHaveAttribute(
      'href',
      '/forgot-password?partner=p1',
    );
    expect(screen.getByRole('link', { name: 'Regisztráljon most' })).toHaveAttribute(
      'href',
      '/registration/email?partner=p1',
    );
  });
});

describe('login by phone', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    useAuthFlowStore.setState({ draft: { email: '', phone: '', firstName: '', lastName: '', accepted: {} } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    usePortalConfig.setState({ items: [] });
  });

  it('formats the number as typed and sends it in display form', async () => {
    const api = mockApi({ [LOGIN]: json({ secondFactorResponse: challenge() }) });
    renderWithProviders(<LoginPhonePage />, { path: '/login/phone/:userId?', route: '/login/phone' });
    const user = userEvent.setup();
    const phone = screen.getByLabelText(/Telefonszám/);
    await user.clear(phone);
    await user.type(phone, '06201234567');
    expect(phone).toHaveValue('+36 20 123 4567');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    await waitFor(() =>
      expect(api.callsTo(LOGIN)[0]?.body).toEqual({
        channel: 'PHONE',
        phone: '+36 20 123 4567',
        password: 'Tavaszi-Szel-2026',
      }),
    );
  });

  it('with passwordless login on, the customer can ask for a code without a password', async () => {
    usePortalConfig.setState({ items: [{ identifier: 'passwordless_login', value: true }] });
    const api = mockApi({ [LOGIN]: json({ secondFactorResponse: challenge() }) });
    const { router } = renderWithProviders(<LoginPhonePage />, {
      path: '/login/phone/:userId?',
      route: '/login/phone',
    });
    const user = userEvent.setup();
    await user.click(screen.getByText('SMS-kóddal'));
    expect(screen.queryByLabelText(/^Jelszó\W*$/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Telefonszám/), '201234567');
    await user.click(screen.getByRole('button', { name: 'Kód küldése SMS-ben' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/second-factor'));
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({ channel: 'PHONE', phone: '+36 20 123 4567' });
  });

  it('without the flag there is no code-only login', () => {
    mockApi({});
    renderWithProviders(<LoginPhonePage />, { path: '/login/phone/:userId?', route: '/login/phone' });
    expect(screen.queryByText('SMS-kóddal')).not.toBeInTheDocument();
  });
});
