import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { challenge, json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useAuthFlowStore } from '../auth-flow-store.ts';
import { LeasingLoginPage } from './login-page.tsx';
import { LeasingLoginSecondFactorPage } from './second-factor-page.tsx';

const LOGIN = 'POST /bulwark/customer/auth/login';
const COMPLETE_LOGIN = 'POST /bulwark/customer/auth/complete-login';
const digits = () => screen.getAllByLabelText(/^Kód, \d\. számjegy$/);

describe('the leasing login (LeasingLogin, LeasingLoginSecondFactor; spec §2)', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    useAuthFlowStore.getState().endCodeStep();
    useAuthFlowStore.setState({ draft: { email: '', phone: '', firstName: '', lastName: '', accepted: {} } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    usePortalConfig.setState({ items: [] });
  });

  it('asks for the phone number and sends an SMS code, then the code step of the leasing login', async () => {
    usePortalConfig.setState({ items: [{ identifier: 'passwordless_login', value: true }] });
    const sent = challenge();
    const api = mockApi({ [LOGIN]: json({ secondFactorResponse: sent }) });
    const { router } = renderWithProviders(<LeasingLoginPage />, {
      path: '/leasing/login',
      route: '/leasing/login',
    });

    expect(screen.getByRole('heading', { name: 'Belépés a lízing előminősítéshez' })).toBeInTheDocument();
    // Phone mode only: no email login offered here, the code mode chosen first.
    expect(screen.queryByLabelText(/E-mail cím/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Jelszó\W*$/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza' })).toHaveAttribute('href', '/leasing');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Telefonszám/), '201234567');
    await user.click(screen.getByRole('button', { name: 'Kód küldése SMS-ben' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/leasing/login/second-factor'));
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({ channel: 'PHONE', phone: '+36 20 123 4567' });
    expect(useAuthFlowStore.getState()).toMatchObject({
      challenge: sent,
      purpose: 'login',
      backPath: '/leasing/login',
    });
  });

  it('without passwordless login the leasing login asks for the password, by phone', async () => {
    const api = mockApi({ [LOGIN]: json({ secondFactorResponse: challenge() }) });
    const { router } = renderWithProviders(<LeasingLoginPage />, {
      path: '/leasing/login',
      route: '/leasing/login',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Telefonszám/), '201234567');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leasing/login/second-factor'));
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({
      channel: 'PHONE',
      phone: '+36 20 123 4567',
      password: 'Tavaszi-Szel-2026',
    });
  });

  it('the code logs the customer in and goes to the leasing prescore, whatever the profile status', async () => {
    const token = makeToken();
    const api = mockApi({
      [COMPLETE_LOGIN]: json({ outcome: 'LOGIN_OK' }, 200, { 'X-Auth-Token': token }),
      'GET /profile': json(profile({ currentStatus: 'ONBOARDED' })),
    });
    useAuthFlowStore.getState().startCodeStep('login', challenge(), '/leasing/login');
    const { router } = renderWithProviders(<LeasingLoginSecondFactorPage />, {
      path: '/leasing/login/second-factor',
      route: '/leasing/login/second-factor',
    });
    expect(screen.getByRole('heading', { name: 'Írja be az SMS-ben kapott kódot' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(digits()[0] as HTMLElement);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Belépés és tovább az előminősítéshez' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/leasing/prescore'));
    expect(api.callsTo(COMPLETE_LOGIN).map((call) => call.body)).toEqual([
      { tokenId: '00000000-0000-4000-8000-000000000001', code: '123456' },
    ]);
    expect(useSessionStore.getState().token).toBe(token);
  });

  it('without a code step the leasing code screen goes back to the leasing login', async () => {
    mockApi({});
    const { router } = renderWithProviders(<LeasingLoginSecondFactorPage />, {
      path: '/leasing/login/second-factor',
      route: '/leasing/login/second-factor',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/leasing/login'));
  });

  it('an unconfirmed email address: the confirmation link is asked for as a leasing one', async () => {
    const held = makeToken();
    const api = mockApi({
      [LOGIN]: json({ outcome: 'REGISTRATION_INCOMPLETE' }, 200, { 'X-Auth-Token': held }),
      'POST /bulwark/customer/auth/send-confirmation-email': json({ id: 'mail-1' }),
    });
    renderWithProviders(<LeasingLoginPage />, { path: '/leasing/login', route: '/leasing/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Telefonszám/), '201234567');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    await user.click(await screen.findByRole('button', { name: 'Megerősítő link újraküldése' }));
    await waitFor(() =>
      expect(api.callsTo('POST /bulwark/customer/auth/send-confirmation-email')[0]?.body).toMatchObject({
        isLeasing: true,
      }),
    );
  });

  it('a first-time customer registers a leasing account by phone on the leasing login, then gets the leasing code step', async () => {
    const statement = {
      id: 11,
      identifier: 'terms',
      version: 4,
      kind: 'REGISTRATION',
      title: 'Általános Szerződési Feltételek',
      summary: 'A portál használatának szabályai.',
      body: 'Az ÁSZF teljes szövege.',
      isRequired: true,
    };
    const api = mockApi({
      'GET /administration/registration-acceptance': json([statement]),
      'GET /bulwark/password-policy/customer': json({
        minLength: 10,
        maxLength: 128,
        rules: ['password.tooShort'],
      }),
      'POST /customer/register': json({ channel: 'PHONE', secondFactor: challenge() }, 201),
    });
    const { router } = renderWithProviders(<LeasingLoginPage />, {
      path: '/leasing/login',
      route: '/leasing/login',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Regisztráljon telefonszámmal' }));
    expect(
      await screen.findByRole('heading', { name: 'Regisztráció a lízing előminősítéshez' }),
    ).toBeInTheDocument();
    await screen.findByText('A portál használatának szabályai.');
    await user.type(screen.getByLabelText(/Telefonszám/), '201234567');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('checkbox', { name: /Általános Szerződési Feltételek/ }));
    await user.click(screen.getByRole('button', { name: 'Tovább a kód megadásához' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/leasing/login/second-factor'));
    expect(api.callsTo('POST /customer/register')[0]?.body).toMatchObject({
      channel: 'PHONE',
      phone: '+36 20 123 4567',
      isLeasing: true,
    });
    expect(useAuthFlowStore.getState()).toMatchObject({
      purpose: 'registration',
      backPath: '/leasing/login?new',
    });
  });

  it('the code of a leasing registration completes it and goes to the prescore', async () => {
    const token = makeToken();
    const api = mockApi({
      'POST /bulwark/customer/auth/complete-registration': json({ outcome: 'LOGIN_OK' }, 200, {
        'X-Auth-Token': token,
      }),
    });
    useAuthFlowStore.getState().startCodeStep('registration', challenge(), '/leasing/login?new');
    const { router } = renderWithProviders(<LeasingLoginSecondFactorPage />, {
      path: '/leasing/login/second-factor',
      route: '/leasing/login/second-factor',
    });
    expect(screen.getByRole('link', { name: 'Vissza' })).toHaveAttribute('href', '/leasing/login?new');
    const user = userEvent.setup();
    await user.click(digits()[0] as HTMLElement);
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Belépés és tovább az előminősítéshez' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leasing/prescore'));
    expect(api.callsTo('POST /bulwark/customer/auth/complete-registration')).toHaveLength(1);
    expect(useSessionStore.getState().token).toBe(token);
  });
});
