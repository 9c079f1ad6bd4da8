import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EmailConfirmationPage } from './email-confirmation-page.tsx';

const CONFIRM = 'POST /bulwark/customer/auth/confirm-email';
const TOKEN = 'link-token-0123456789abcdef';

describe('email confirmation link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms the address from the link and offers the login', async () => {
    const api = mockApi({ [CONFIRM]: json({ email: 'kovacs.anna@example.hu', outcome: 'CONFIRMED' }) });
    renderWithProviders(<EmailConfirmationPage />, {
      path: '/emailConfirmation',
      route: `/emailConfirmation?token=${TOKEN}`,
    });
    expect(await screen.findByRole('heading', { name: 'E-mail címét megerősítettük' })).toBeInTheDocument();
    expect(screen.getByText(/kovacs\.anna@example\.hu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bejelentkezés' })).toHaveAttribute('href', '/login/email');
    await waitFor(() => expect(api.callsTo(CONFIRM).map((call) => call.body)).toEqual([{ token: TOKEN }]));
  });

  it.each([
    [400, 'VALIDATION_FAILED'],
    [404, 'NOT_FOUND'],
  ])('a used or expired link (%i) says so and what to do', async (status, code) => {
    mockApi({ [CONFIRM]: json({ code, message: 'A link nem érvényes.' }, status) });
    renderWithProviders(<EmailConfirmationPage />, {
      path: '/emailConfirmation',
      route: `/emailConfirmation?token=${TOKEN}`,
    });
    expect(await screen.findByRole('heading', { name: 'Ez a link már nem érvényes' })).toBeInTheDocument();
    expect(screen.getByText('A megerősítő link lejárt, vagy már felhasználta.')).toBeInTheDocument();
    expect(screen.getByText(/ott új linket kérhet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bejelentkezés' })).toHaveAttribute('href', '/login/email');
  });

  it('a link without a token is treated as broken, without calling the server', () => {
    const api = mockApi({});
    renderWithProviders(<EmailConfirmationPage />, {
      path: '/emailConfirmation',
      route: '/emailConfirmation',
    });
    expect(screen.getByRole('heading', { name: 'Ez a link már nem érvényes' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('a server that cannot be reached offers a retry, not the dead-link message', async () => {
    mockApi({});
    renderWithProviders(<EmailConfirmationPage />, {
      path: '/emailConfirmation',
      route: `/emailConfirmation?token=${TOKEN}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nem sikerült kapcsolódni a szerverhez.');
    expect(screen.getByRole('button', { name: 'Újrapróbálom' })).toBeInTheDocument();
    expect(screen.queryByText('Ez a link már nem érvényes')).not.toBeInTheDocument();
  });
});
