import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challenge, json, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useAuthFlowStore } from '../auth-flow-store.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const REQUEST = 'POST /bulwark/customer/auth/request-password-change';
const CHANGE = 'POST /bulwark/customer/auth/change-password';

describe('forgotten password', () => {
  beforeEach(() =>
    useAuthFlowStore.setState({ draft: { email: '', phone: '', firstName: '', lastName: '', accepted: {} } }),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('by email: the same answer whether or not an account exists', async () => {
    const api = mockApi({ [REQUEST]: json({ channel: 'EMAIL' }) });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password', route: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail cím/ }), 'kovacs.anna@example.hu');
    await user.click(screen.getByRole('button', { name: 'Link küldése' }));
    expect(await screen.findByRole('heading', { name: 'Nézze meg a postafiókját' })).toBeInTheDocument();
    expect(screen.getByText(/Ha ehhez a címhez tartozik fiók/)).toHaveTextContent('kovacs.anna@example.hu');
    expect(api.callsTo(REQUEST)[0]?.body).toEqual({ channel: 'EMAIL', email: 'kovacs.anna@example.hu' });
  });

  it('by phone: the SMS code and a new password set it, then the login follows', async () => {
    const api = mockApi({
      [REQUEST]: json({
        channel: 'PHONE',
        secondFactor: challenge({ tokenId: '00000000-0000-4000-8000-000000000011' }),
      }),
      [CHANGE]: json({ outcome: 'CHANGED' }),
    });
    const { router } = renderWithProviders(<ForgotPasswordPage />, {
      path: '/forgot-password',
      route: '/forgot-password',
    });
    const user = userEvent.setup();
    await user.click(screen.getByText('Telefonszámra'));
    await user.type(screen.getByRole('textbox', { name: /Telefonszám/ }), '201234567');
    await user.click(screen.getByRole('button', { name: 'Kód küldése' }));

    expect(await screen.findByText('+36 20 *** **67')).toBeInTheDocument();
    await user.click(screen.getAllByLabelText(/^Kód, \d\. számjegy$/)[0] as HTMLElement);
    await user.keyboard('246810');
    await user.type(screen.getByLabelText(/^Új jelszó\W*$/), 'Uj-Hosszu-Jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Új jelszó mentése' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login/phone'));
    expect(api.callsTo(CHANGE)[0]?.body).toEqual({
      tokenId: '00000000-0000-4000-8000-000000000011',
      code: '246810',
      newPassword: 'Uj-Hosszu-Jelszo-2026',
    });
    expect(useAuthFlowStore.getState().draft.phone).toBe('+36 20 123 4567');
  });

  it('Back from the code step keeps the number typed', async () => {
    mockApi({ [REQUEST]: json({ channel: 'PHONE', secondFactor: challenge() }) });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password', route: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByText('Telefonszámra'));
    await user.type(screen.getByRole('textbox', { name: /Telefonszám/ }), '701234567');
    await user.click(screen.getByRole('button', { name: 'Kód küldése' }));
    await user.click(await screen.findByRole('button', { name: 'Vissza' }));
    expect(screen.getByRole('textbox', { name: /Telefonszám/ })).toHaveValue('+36 70 123 4567');
  });

  it('the email link sets the new password with the link’s token in X-Reset-Token', async () => {
    const api = mockApi({ [CHANGE]: json({ outcome: 'CHANGED' }) });
    const { router } = renderWithProviders(<ForgotPasswordPage />, {
      path: '/forgot-password',
      route: '/forgot-password?token=reset-link-token-123456',
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Új jelszó beállítása' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Új jelszó\W*$/), 'short');
    await user.click(screen.getByRole('button', { name: 'Új jelszó mentése' }));
    expect(
      await screen.findByText('A jelszó legalább 10 karakter legyen.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Új jelszó\W*$/));
    await user.type(screen.getByLabelText(/^Új jelszó\W*$/), 'Uj-Hosszu-Jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Új jelszó mentése' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/email'));
    const sent = api.callsTo(CHANGE)[0];
    expect(sent?.body).toEqual({ newPassword: 'Uj-Hosszu-Jelszo-2026' });
    expect(sent?.headers.get('X-Reset-Token')).toBe('reset-link-token-123456');
    expect(sent?.headers.get('Authorization')).toBeNull();
  });

  it('an expired email link says so and offers a new one', async () => {
    mockApi({ [CHANGE]: json({ code: 'NOT_FOUND', message: 'A link lejárt vagy már felhasználta.' }, 404) });
    renderWithProviders(<ForgotPasswordPage />, {
      path: '/forgot-password',
      route: '/forgot-password?token=reset-link-token-123456',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Új jelszó\W*$/), 'Uj-Hosszu-Jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Új jelszó mentése' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A link lejárt vagy már felhasználta.');
    expect(screen.getByRole('link', { name: 'Új link kérése' })).toHaveAttribute('href', '/forgot-password');
  });
});
