import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoginWelcomePage } from './welcome-page.tsx';

describe('welcome screen', () => {
  it('offers login by email and by phone, in Hungarian', () => {
    renderWithProviders(<LoginWelcomePage />, { path: '/login', route: '/login' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('mekkora kölcsönt kaphat');
    expect(screen.getByRole('link', { name: /Belépés e-mail címmel/ })).toHaveAttribute(
      'href',
      '/login/email',
    );
    expect(screen.getByRole('link', { name: /Belépés telefonszámmal/ })).toHaveAttribute(
      'href',
      '/login/phone',
    );
  });

  it('carries campaign parameters to the next screen', () => {
    renderWithProviders(<LoginWelcomePage />, { path: '/login', route: '/login?utm_source=hirlevel' });
    expect(screen.getByRole('link', { name: /Belépés e-mail címmel/ })).toHaveAttribute(
      'href',
      '/login/email?utm_source=hirlevel',
    );
  });

  it('the registration tab goes to /registration, keeping the query', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginWelcomePage />, {
      path: '/login',
      route: '/login?partner=p1',
    });
    await user.click(screen.getByRole('tab', { name: 'Regisztráció' }));
    expect(router.state.location.pathname).toBe('/registration');
    expect(router.state.location.search).toBe('?partner=p1');
  });
});
