import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { challenge, json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { UserProfilePage } from './profile-page.tsx';

const accepted = [
  {
    statementId: 11,
    identifier: 'terms',
    version: 4,
    title: 'Általános Szerződési Feltételek',
    acceptedAt: '2026-11-22T09:30:00Z',
    channel: 'WEB',
  },
  {
    statementId: 12,
    identifier: 'privacy',
    version: 2,
    title: 'Adatkezelési tájékoztató',
    acceptedAt: '2026-03-01T17:05:00Z',
    channel: 'WEB',
  },
];

function mockProfileApi(routes: Parameters<typeof mockApi>[0] = {}, overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /profile': json(profile(overrides)),
    'GET /statements': json(accepted),
    'GET /profile/consents': json([]),
    'GET /credit/psd2-sync/customer': json({ sync: null }),
    'GET /bulwark/password-policy/customer': json({
      minLength: 10,
      maxLength: 128,
      rules: ['password.tooShort', 'password.common', 'password.matchesIdentity'],
    }),
    ...routes,
  });
}

const renderProfile = () =>
  renderWithProviders(<UserProfilePage />, { path: '/user/profile', route: '/user/profile' });

describe('profile', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('lists the accepted statements with version and time of acceptance', async () => {
    mockProfileApi();
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Elfogadott nyilatkozatok' });
    expect(await within(section).findByText('Általános Szerződési Feltételek')).toBeInTheDocument();
    expect(within(section).getByText('4. verzió · Elfogadva: 2026.11.22. 10:30')).toBeInTheDocument();
    expect(within(section).getByText('Adatkezelési tájékoztató')).toBeInTheDocument();
    expect(within(section).getByText('2. verzió · Elfogadva: 2026.03.01. 18:05')).toBeInTheDocument();
  });

  it('says when no statement was accepted yet', async () => {
    mockProfileApi({ 'GET /statements': json([]) });
    renderProfile();
    expect(await screen.findByText('Még nem fogadott el nyilatkozatot.')).toBeInTheDocument();
  });

  it('has a bank connection section between the consents and the data rights', async () => {
    mockProfileApi();
    renderProfile();
    const bank = await screen.findByRole('region', { name: 'Bankszámla-kapcsolat' });
    expect(await within(bank).findByText('Nincs összekapcsolt bankszámlája.')).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names.indexOf('Bankszámla-kapcsolat')).toBe(names.indexOf('Hozzájárulások') + 1);
    expect(names.indexOf('Adataim')).toBe(names.indexOf('Bankszámla-kapcsolat') + 1);
  });

  it('shows the email and phone with their confirmation state', async () => {
    mockProfileApi();
    renderProfile();
    const contact = await screen.findByRole('region', { name: 'Elérhetőségek' });
    expect(within(contact).getByText('kovacs.anna@example.hu')).toBeInTheDocument();
    expect(within(contact).getByText('Megerősítve')).toBeInTheDocument();
    expect(within(contact).getByText('+36 20 123 4567')).toBeInTheDocument();
    expect(within(contact).getByText('Nincs megerősítve')).toBeInTheDocument();
  });

  it('saves the edited name with the current second-factor setting', async () => {
    const api = mockProfileApi({ 'PUT /profile/update': json({ ok: true }) });
    renderProfile();
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText(/Keresztnév/);
    await user.clear(firstName);
    await user.type(firstName, 'Anikó');
    await user.click(screen.getByRole('button', { name: 'Adatok mentése' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /profile/update')[0]?.body).toEqual({
        firstName: 'Anikó',
        lastName: 'Kovács',
        hasSecondFactor: false,
      }),
    );
  });

  it('turns the second factor on', async () => {
    const api = mockProfileApi({ 'PUT /profile/update': json({ ok: true }) });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Kétlépcsős azonosítás/ }));
    await waitFor(() =>
      expect(api.callsTo('PUT /profile/update')[0]?.body).toEqual({
        firstName: 'Anna',
        lastName: 'Kovács',
        hasSecondFactor: true,
      }),
    );
  });

  describe('switching the second factor off', () => {
    const offRoutes = (update: Parameters<typeof mockApi>[0][string]) =>
      mockProfileApi(
        {
          'POST /profile/security-code': json({
            secondFactor: challenge({ tokenId: '00000000-0000-4000-8000-000000000041' }),
          }),
          'PUT /profile/update': update,
        },
        { hasSecondFactor: true },
      );
    const openDialog = async () => {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('switch', { name: /Kétlépcsős azonosítás/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Kétlépcsős azonosítás kikapcsolása' });
      return { user, dialog };
    };
    const typeCode = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code: string) => {
      await user.click(within(dialog).getAllByLabelText(/^Kód, \d\. számjegy$/)[0] as HTMLElement);
      await user.keyboard(code);
    };

    it('asks for the password and the code sent as the dialog opens, then switches it off', async () => {
      const api = offRoutes(json(profile({ hasSecondFactor: false })));
      renderProfile();
      const { user, dialog } = await openDialog();
      // The code went out once, and the dialog says where, masked.
      expect(await within(dialog).findByText('+36 20 *** **67')).toBeInTheDocument();
      expect(within(dialog).getByText('A hatjegyű kódot SMS-ben küldtük erre a számra:')).toBeInTheDocument();
      expect(api.callsTo('POST /profile/security-code')).toHaveLength(1);
      // The switch stays on until the server agrees.
      expect(screen.getByRole('switch', { name: /Kétlépcsős azonosítás/ })).toBeChecked();

      await user.click(within(dialog).getByRole('button', { name: 'Kikapcsolom' }));
      expect(within(dialog).getByText('Ezt a mezőt ki kell tölteni.')).toBeInTheDocument();
      expect(within(dialog).getByText('Írja be a kapott hatjegyű kódot.')).toBeInTheDocument();
      expect(api.callsTo('PUT /profile/update')).toEqual([]);

      await user.type(within(dialog).getByLabelText(/^Jelenlegi jelszó\W*$/), 'Tavaszi-Szel-2026');
      await typeCode(user, dialog, '123456');
      // Enter sends the form: the dialog works from the keyboard alone.
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(api.callsTo('PUT /profile/update')[0]?.body).toEqual({
          firstName: 'Anna',
          lastName: 'Kovács',
          hasSecondFactor: false,
          password: 'Tavaszi-Szel-2026',
          tokenId: '00000000-0000-4000-8000-000000000041',
          code: '123456',
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('a wrong password is said under its field and nothing typed is lost', async () => {
      offRoutes(
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'A jelszó nem megfelelő.',
            fieldErrors: { password: 'validation.currentPassword' },
          },
          400,
        ),
      );
      renderProfile();
      const { user, dialog } = await openDialog();
      await within(dialog).findByText('+36 20 *** **67');
      const password = within(dialog).getByLabelText(/^Jelenlegi jelszó\W*$/);
      await user.type(password, 'rossz-jelszo');
      await typeCode(user, dialog, '654321');
      await user.click(within(dialog).getByRole('button', { name: 'Kikapcsolom' }));
      expect(await within(dialog).findByText('A jelenlegi jelszó nem megfelelő.')).toBeInTheDocument();
      expect(password).toHaveAccessibleDescription(/A jelenlegi jelszó nem megfelelő/);
      expect(password).toHaveValue('rossz-jelszo');
      const digits = within(dialog).getAllByLabelText(/^Kód, \d\. számjegy$/);
      expect(digits.map((digit) => (digit as HTMLInputElement).value).join('')).toBe('654321');
      expect(screen.getByRole('switch', { name: /Kétlépcsős azonosítás/ })).toBeChecked();
    });

    it('a wrong code is said at the code, in the server’s words', async () => {
      offRoutes(
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'A kód nem megfelelő. Ellenőrizze, és írja be újra.',
            fieldErrors: { code: 'validation.code' },
          },
          400,
        ),
      );
      renderProfile();
      const { user, dialog } = await openDialog();
      await within(dialog).findByText('+36 20 *** **67');
      await user.type(within(dialog).getByLabelText(/^Jelenlegi jelszó\W*$/), 'Tavaszi-Szel-2026');
      await typeCode(user, dialog, '000000');
      await user.click(within(dialog).getByRole('button', { name: 'Kikapcsolom' }));
      expect(
        await within(dialog).findByText('A kód nem megfelelő. Ellenőrizze, és írja be újra.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^Jelenlegi jelszó\W*$/)).toHaveValue('Tavaszi-Szel-2026');
    });

    it('when the code cannot be sent, says why and offers to send it again', async () => {
      const api = mockProfileApi(
        {
          'POST /profile/security-code': json(
            {
              code: 'CONFLICT',
              message:
                'A kódot megerősített telefonszámra vagy e-mail címre küldjük. Előbb erősítse meg valamelyiket.',
            },
            409,
          ),
        },
        { hasSecondFactor: true },
      );
      renderProfile();
      const { user, dialog } = await openDialog();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Előbb erősítse meg valamelyiket.');
      await user.click(within(dialog).getByRole('button', { name: 'Kód küldése' }));
      await waitFor(() => expect(api.callsTo('POST /profile/security-code')).toHaveLength(2));
      expect(within(dialog).getByRole('button', { name: 'Kikapcsolom' })).toBeDisabled();
    });
  });

  it('changes the email: password and new address, then the code sent to the new address', async () => {
    const api = mockProfileApi({
      'POST /bulwark/customer/auth/change-email': json({
        id: '00000000-0000-4000-8000-000000000021',
        secondFactor: challenge({
          tokenId: '00000000-0000-4000-8000-000000000021',
          channel: 'EMAIL',
          maskedTarget: 'ua***@example.hu',
        }),
      }),
      'POST /bulwark/customer/auth/confirm-email': json({
        email: 'uj.anna@example.hu',
        outcome: 'CONFIRMED',
      }),
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Módosítás (E-mail cím)' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail cím módosítása' });
    await user.type(within(dialog).getByLabelText(/Új e-mail cím/), 'uj.anna@example.hu');
    await user.type(within(dialog).getByLabelText(/^Jelenlegi jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Kód küldése' }));

    expect(await within(dialog).findByText('ua***@example.hu')).toBeInTheDocument();
    expect(within(dialog).getByText('A hatjegyű kódot e-mailben küldtük erre a címre:')).toBeInTheDocument();
    await user.click(within(dialog).getAllByLabelText(/^Kód, \d\. számjegy$/)[0] as HTMLElement);
    await user.keyboard('112233');
    await user.click(within(dialog).getByRole('button', { name: 'E-mail cím megerősítése' }));

    await waitFor(() =>
      expect(api.callsTo('POST /bulwark/customer/auth/confirm-email')[0]?.body).toEqual({
        id: '00000000-0000-4000-8000-000000000021',
        code: '112233',
      }),
    );
    expect(api.callsTo('POST /bulwark/customer/auth/change-email')[0]?.body).toEqual({
      newEmail: 'uj.anna@example.hu',
      password: 'Tavaszi-Szel-2026',
    });
    // The profile is read again to show the new address.
    await waitFor(() => expect(api.callsTo('GET /profile').length).toBeGreaterThan(1));
  });

  it('changes the phone: the code sent to the new number confirms it', async () => {
    const api = mockProfileApi({
      'POST /bulwark/customer/auth/change-phone': json({
        tokenId: '00000000-0000-4000-8000-000000000031',
        secondFactor: challenge({
          tokenId: '00000000-0000-4000-8000-000000000031',
          maskedTarget: '+36 30 *** **89',
        }),
      }),
      'POST /bulwark/customer/auth/confirm-phone': json({ outcome: 'CONFIRMED' }),
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Módosítás (Telefonszám)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telefonszám módosítása' });
    const newPhone = within(dialog).getByLabelText(/Új telefonszám/);
    await user.clear(newPhone);
    await user.type(newPhone, '06301234589');
    await user.type(within(dialog).getByLabelText(/^Jelenlegi jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Kód küldése' }));
    expect(await within(dialog).findByText('+36 30 *** **89')).toBeInTheDocument();
    await user.click(within(dialog).getAllByLabelText(/^Kód, \d\. számjegy$/)[0] as HTMLElement);
    await user.keyboard('445566');
    await user.click(within(dialog).getByRole('button', { name: 'Telefonszám megerősítése' }));
    await waitFor(() =>
      expect(api.callsTo('POST /bulwark/customer/auth/confirm-phone')[0]?.body).toEqual({
        tokenId: '00000000-0000-4000-8000-000000000031',
        code: '445566',
      }),
    );
    expect(api.callsTo('POST /bulwark/customer/auth/change-phone')[0]?.body).toEqual({
      newPhone: '+36 30 123 4589',
      password: 'Tavaszi-Szel-2026',
    });
  });

  it('a wrong password in the change dialog is said at the password field and the new address stays', async () => {
    mockProfileApi({
      'POST /bulwark/customer/auth/change-email': json(
        {
          code: 'VALIDATION_FAILED',
          message: 'A jelszó nem megfelelő.',
          fieldErrors: { password: 'validation.currentPassword' },
        },
        400,
      ),
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Módosítás (E-mail cím)' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail cím módosítása' });
    await user.type(within(dialog).getByLabelText(/Új e-mail cím/), 'uj.anna@example.hu');
    await user.type(within(dialog).getByLabelText(/^Jelenlegi jelszó\W*$/), 'rossz-jelszo');
    await user.click(within(dialog).getByRole('button', { name: 'Kód küldése' }));
    expect(await within(dialog).findByText('A jelenlegi jelszó nem megfelelő.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Új e-mail cím/)).toHaveValue('uj.anna@example.hu');
  });

  it('changes the password with the live rules, and the new token replaces the old one', async () => {
    const fresh = makeToken({ iat: Math.floor(Date.now() / 1000) + 5 });
    const api = mockProfileApi({
      'POST /bulwark/customer/password-change': json({ outcome: 'LOGIN_OK' }, 200, { 'X-Auth-Token': fresh }),
    });
    renderProfile();
    const user = userEvent.setup();
    const security = await screen.findByRole('region', { name: 'Biztonság' });
    await user.type(within(security).getByLabelText(/^Jelenlegi jelszó\W*$/), 'Regi-Jelszo-2020');
    await user.type(within(security).getByLabelText(/^Új jelszó\W*$/), 'kovacs.anna');
    expect(
      within(security)
        .getByText('A jelszó ne egyezzen az e-mail címével vagy a telefonszámával.')
        .closest('li'),
    ).toHaveAttribute('data-met', 'false');
    await user.click(within(security).getByRole('button', { name: 'Jelszó módosítása' }));
    expect(api.callsTo('POST /bulwark/customer/password-change')).toEqual([]);

    await user.clear(within(security).getByLabelText(/^Új jelszó\W*$/));
    await user.type(within(security).getByLabelText(/^Új jelszó\W*$/), 'Uj-Hosszu-Jelszo-2026');
    await user.click(within(security).getByRole('button', { name: 'Jelszó módosítása' }));
    await waitFor(() =>
      expect(api.callsTo('POST /bulwark/customer/password-change')[0]?.body).toEqual({
        currentPassword: 'Regi-Jelszo-2020',
        newPassword: 'Uj-Hosszu-Jelszo-2026',
      }),
    );
    await waitFor(() => expect(useSessionStore.getState().token).toBe(fresh));
    await waitFor(() => expect(within(security).getByLabelText(/^Új jelszó\W*$/)).toHaveValue(''));
  });

  it('logs out on the server, forgets the session and goes to the login', async () => {
    const api = mockProfileApi({ 'POST /bulwark/customer/auth/logout': new Response(null, { status: 204 }) });
    const { router } = renderProfile();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Személyes adatok' });
    await user.click(screen.getByRole('button', { name: 'Kijelentkezés' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /bulwark/customer/auth/logout')).toHaveLength(1);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('a profile that cannot be loaded offers a retry', async () => {
    mockApi({ 'GET /statements': json(accepted) });
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nem sikerült betölteni adatait');
    expect(screen.getByRole('button', { name: 'Újrapróbálom' })).toBeInTheDocument();
  });
});
