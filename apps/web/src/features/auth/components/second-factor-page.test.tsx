import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { challenge, json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useAuthFlowStore } from '../auth-flow-store.ts';
import { LoginSecondFactorPage, RegistrationSecondFactorPage } from './second-factor-page.tsx';

const COMPLETE_LOGIN = 'POST /bulwark/customer/auth/complete-login';
const RESEND = 'POST /bulwark/customer/auth/resend-two-factor';

const digits = () => screen.getAllByLabelText(/^Kód, \d\. számjegy$/);

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(digits()[0] as HTMLElement);
  await user.keyboard(code);
  return user;
}

describe('code screens', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    useAuthFlowStore.getState().endCodeStep();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('without a challenge goes back to the start screen', async () => {
    mockApi({});
    const { router } = renderWithProviders(<LoginSecondFactorPage />, {
      path: '/login/second-factor',
      route: '/login/second-factor',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a registration challenge does not open the login code screen', async () => {
    mockApi({});
    useAuthFlowStore.getState().startCodeStep('registration', challenge(), '/registration/phone');
    const { router } = renderWithProviders(<LoginSecondFactorPage />, {
      path: '/login/second-factor',
      route: '/login/second-factor',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows where the code went, six digit boxes for the SMS code, and when it expires', () => {
    mockApi({});
    useAuthFlowStore
      .getState()
      .startCodeStep('login', challenge({ expiresAt: '2026-11-22T13:35:00Z' }), '/login/phone');
    renderWithProviders(<LoginSecondFactorPage />, {
      path: '/login/second-factor',
      route: '/login/second-factor',
    });
    expect(screen.getByText('+36 20 *** **67')).toBeInTheDocument();
    expect(digits()).toHaveLength(6);
    expect(digits()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(digits()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('link', { name: 'Vissza' })).toHaveAttribute('href', '/login/phone');
  });

  it('sends {tokenId, code} and lands by the profile status', async () => {
    const token = makeToken();
    const api = mockApi({
      [COMPLETE_LOGIN]: json({ outcome: 'LOGIN_OK' }, 200, { 'X-Auth-Token': token }),
      'GET /profile': json(profile({ currentStatus: 'PRELIMINARY' })),
    });
    useAuthFlowStore.getState().startCodeStep('login', challenge(), '/login/email');
    const { router } = renderWithProviders(<LoginSecondFactorPage />, {
      path: '/login/second-factor',
      route: '/login/second-factor',
    });

    const user = await typeCode('123456');
    // Six digits are not sent by themselves: the customer decides (WCAG 3.2.2, no change on input).
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Belépés' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));
    expect(api.callsTo(COMPLETE_LOGIN).map((call) => call.body)).toEqual([
      { tokenId: '00000000-0000-4000-8000-000000000001', code: '123456' },
    ]);
    expect(useSessionStore.getState().token).toBe(token);
    expect(useAuthFlowStore.getState().challenge).toBeNull();
  });

  it('a wrong code: the server’s message, the boxes emptied for a new try', async () => {
    mockApi({
      [COMPLETE_LOGIN]: json({ code: 'UNAUTHORIZED', message: 'A kód nem megfelelő. Próbálja újra.' }, 401),
    });
    useAuthFlowStore.getState().startCodeStep('login', challenge(), '/login/email');
    renderWithProviders(<LoginSecondFactorPage />, {
      path: '/login/second-factor',
      route: '/login/second-factor',
    });
    const user = await typeCode('999999');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('A kód nem megfelelő. Próbálja újra.')).toBeInTheDocument();
    for (const box of digits()) expect(box).toHaveValue('');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('an incomplete code is not sent', async () => {
    const api = mockApi({});
    useAuthFlowStore.getState().startCodeStep('login', challenge(), '/login/email');
    renderWithProviders(<LoginSecondFactorPage />, {
      path: '/login/second-factor',
      route: '/login/second-factor',
    });
    const user = await typeCode('123');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('Írja be a kapott hatjegyű kódot.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('resend is disabled until the countdown ends, then sends a new code for the challenge', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const next = challenge({
      tokenId: '00000000-0000-4000-8000-000000000002',
      resendAvailableAt: '2026-11-22T10:02:00Z',
      expiresAt: '2026-11-22T10:11:00Z',
    });
    const api = mockApi({ [RESEND]: json(next) });
    useAuthFlowStore
      .getState()
      .startCodeStep(
        'login',
        challenge({ resendAvailableAt: '2026-11-22T10:00:45Z', expiresAt: '2026-11-22T10:10:00Z' }),
        '/login/email',
      );
    renderWithProviders(<LoginSecondFactorPage />, {
      path: '/login/second-factor',
      route: '/login/second-factor',
    });

    const resend = screen.getByRole('button', { name: 'Új kódot 0:45 múlva kérhet' });
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Új kódot 0:15 múlva kérhet' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(15_000));
    const ready = screen.getByRole('button', { name: 'Új kód kérése' });
    expect(ready).toBeEnabled();

    fireEvent.click(ready);
    await waitFor(() =>
      expect(api.callsTo(RESEND).map((call) => call.body)).toEqual([
        { tokenId: '00000000-0000-4000-8000-000000000001' },
      ]),
    );
    await waitFor(() =>
      expect(useAuthFlowStore.getState().challenge?.tokenId).toBe('00000000-0000-4000-8000-000000000002'),
    );
    expect(screen.getByRole('button', { name: 'Új kódot 1:15 múlva kérhet' })).toBeDisabled();
  });

  it('says when the code has expired', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    mockApi({});
    useAuthFlowStore
      .getState()
      .startCodeStep(
        'login',
        challenge({ resendAvailableAt: '2026-11-22T10:00:30Z', expiresAt: '2026-11-22T10:01:00Z' }),
        '/login/email',
      );
    renderWithProviders(<LoginSecondFactorPage />, {
      path: '/login/second-factor',
      route: '/login/second-factor',
    });
    expect(screen.getByText('A kód 11:01-ig érvényes.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('A kód lejárt. Kérjen újat a lenti gombbal.')).toBeInTheDocument();
  });

  it('registration: the code completes the registration and lands on onboarding', async () => {
    const token = makeToken();
    const api = mockApi({
      'POST /bulwark/customer/auth/complete-registration': json({ outcome: 'LOGIN_OK' }, 200, {
        'X-Auth-Token': token,
      }),
      'GET /profile': json(profile({ currentStatus: 'REGISTERED' })),
    });
    useAuthFlowStore.getState().startCodeStep('registration', challenge(), '/registration/phone');
    const { router } = renderWithProviders(<RegistrationSecondFactorPage />, {
      path: '/registration/second-factor',
      route: '/registration/second-factor',
    });
    expect(screen.getByRole('heading', { name: 'Erősítse meg telefonszámát' })).toBeInTheDocument();
    const user = await typeCode('654321');
    await user.click(screen.getByRole('button', { name: 'Regisztráció befejezése' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(api.callsTo('POST /bulwark/customer/auth/complete-registration')[0]?.body).toEqual({
      tokenId: '00000000-0000-4000-8000-000000000001',
      code: '654321',
    });
  });
});
