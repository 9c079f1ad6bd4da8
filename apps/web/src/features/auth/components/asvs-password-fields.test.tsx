import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useAuthFlowStore } from '../auth-flow-store.ts';
import { LoginEmailPage } from './login-page.tsx';
import { RegistrationEmailPage } from './registration-page.tsx';

/** The password fields as OWASP ASVS 5.0 asks: masked, and open to pasting and password managers. */

const PASTED = 'Bemásolt jelmondat a jelszókezelőből 2026';

describe('password fields (ASVS 5.0)', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    useAuthFlowStore.getState().endCodeStep();
    useAuthFlowStore.setState({ draft: { email: '', phone: '', firstName: '', lastName: '', accepted: {} } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the login password is masked, named for password managers and takes a pasted password whole [ASVS V6.2.6 V6.2.7]', async () => {
    mockApi({});
    renderWithProviders(<LoginEmailPage />, { path: '/login/email', route: '/login/email' });
    const field = screen.getByLabelText(/^Jelszó\W*$/);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(field).not.toHaveAttribute('maxlength');
    const user = userEvent.setup();
    await user.click(field);
    await user.paste(PASTED);
    expect(field).toHaveValue(PASTED);
  });

  it('the new password at registration is masked, offered to password managers as new and takes a paste [ASVS V6.2.6 V6.2.7]', async () => {
    mockApi({
      'GET /administration/registration-acceptance': json([]),
      'GET /bulwark/password-policy/customer': json({ minLength: 10, maxLength: 128, rules: [] }),
    });
    renderWithProviders(<RegistrationEmailPage />, {
      path: '/registration/email',
      route: '/registration/email',
    });
    const field = screen.getByLabelText(/^Jelszó\W*$/);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    const user = userEvent.setup();
    await user.click(field);
    await user.paste(PASTED);
    expect(field).toHaveValue(PASTED);
  });
});
