import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { challenge, json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ChangeContactDialog } from './change-contact-dialog.tsx';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify.ts', () => ({ notify }));

const renderDialog = (kind: 'email' | 'phone') =>
  renderWithProviders(<ChangeContactDialog kind={kind} opened onClose={() => {}} />);

describe('the contact dialog says "add" to a customer who has none, "change" otherwise', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('a customer registered by email adds a phone number: title, field, confirmation and toast say add', async () => {
    const api = mockApi({
      'GET /profile': json(profile({ phone: null, isPhoneConfirmed: false })),
      'POST /bulwark/customer/auth/change-phone': json({
        tokenId: '00000000-0000-4000-8000-000000000041',
        secondFactor: challenge({ tokenId: '00000000-0000-4000-8000-000000000041' }),
      }),
      'POST /bulwark/customer/auth/confirm-phone': json({ outcome: 'CONFIRMED' }),
    });
    renderDialog('phone');
    const dialog = await screen.findByRole('dialog', { name: 'Telefonszám hozzáadása' });
    expect(within(dialog).queryByText(/módosít/i)).not.toBeInTheDocument();
    const user = userEvent.setup();
    const field = within(dialog).getByLabelText(/^Mobiltelefonszám/);
    await user.clear(field);
    await user.type(field, '06201234567');
    await user.type(within(dialog).getByLabelText(/^Jelenlegi jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Kód küldése' }));
    await user.click((await within(dialog).findAllByLabelText(/^Kód, \d\. számjegy$/))[0] as HTMLElement);
    await user.keyboard('445566');
    await user.click(within(dialog).getByRole('button', { name: 'Telefonszám megerősítése' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Telefonszámát hozzáadtuk.', 'success'));
    expect(api.callsTo('POST /bulwark/customer/auth/confirm-phone')).toHaveLength(1);
  });

  it('a customer registered by phone adds an email address', async () => {
    mockApi({ 'GET /profile': json(profile({ email: null, isEmailConfirmed: false })) });
    renderDialog('email');
    const dialog = await screen.findByRole('dialog', { name: 'E-mail cím hozzáadása' });
    expect(within(dialog).getByLabelText(/^E-mail cím/)).toBeInTheDocument();
  });

  it('with a number already there, it is a change', async () => {
    mockApi({ 'GET /profile': json(profile({ phone: '+36 20 123 4567', isPhoneConfirmed: true })) });
    renderDialog('phone');
    const dialog = await screen.findByRole('dialog', { name: 'Telefonszám módosítása' });
    expect(within(dialog).getByLabelText(/^Új telefonszám/)).toBeInTheDocument();
  });
});
