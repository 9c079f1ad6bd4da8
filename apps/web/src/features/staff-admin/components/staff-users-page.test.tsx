import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { inFrame, staffUser } from '../testing.tsx';
import { StaffUsersPage } from './staff-users-page.tsx';

const LIST = 'GET /staff/admin/staff-users';
const CREATE = 'POST /staff/admin/staff-users';
const REVIEWER_ID = '7c6b5a49-3827-4615-9a4b-3c2d1e0f9a8b';

const reviewer = staffUser({
  id: REVIEWER_ID,
  name: 'Kovács Éva',
  email: 'kovacs.eva@hitelkapu.hu',
  roles: ['REVIEWER', 'SENIOR_REVIEWER'],
  hasAuthenticator: false,
});

/** Puts text into a field as a paste: one input event, not one per keystroke. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const render = () =>
  renderWithProviders(inFrame(<StaffUsersPage />), {
    path: '/staff/admin/staff-users',
    route: '/staff/admin/staff-users',
  });

describe('the staff accounts page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each account with its roles in Hungarian, its authenticator and its state; the administrator cannot switch themselves off', async () => {
    mockApi({
      [LIST]: () =>
        json({
          items: [
            staffUser(),
            reviewer,
            staffUser({ id: crypto.randomUUID(), name: 'Régi Rita', disabled: true }),
          ],
        }),
    });
    render();
    const eva = await screen.findByRole('article', { name: 'Kovács Éva' }, { timeout: 5_000 });
    expect(within(eva).getByText('kovacs.eva@hitelkapu.hu')).toBeInTheDocument();
    expect(within(eva).getByText('Ügyintéző')).toBeInTheDocument();
    expect(within(eva).getByText('Vezető ügyintéző')).toBeInTheDocument();
    expect(within(eva).getByText('Az első belépéskor állítja be')).toBeInTheDocument();
    expect(within(eva).getByText('Aktív')).toBeInTheDocument();
    expect(within(eva).getByRole('button', { name: 'Letiltás' })).toBeInTheDocument();
    // No authenticator yet: nothing to reset.
    expect(within(eva).queryByRole('button', { name: 'Hitelesítő visszaállítása' })).not.toBeInTheDocument();

    const self = screen.getByRole('article', { name: 'Admin Anna' });
    expect(within(self).getByText('Ön')).toBeInTheDocument();
    expect(within(self).queryByRole('button', { name: 'Letiltás' })).not.toBeInTheDocument();
    expect(within(self).getByRole('button', { name: 'Hitelesítő visszaállítása' })).toBeInTheDocument();

    const rita = screen.getByRole('article', { name: 'Régi Rita' });
    expect(within(rita).getByText('Letiltva')).toBeInTheDocument();
    expect(within(rita).getByRole('button', { name: 'Engedélyezés' })).toBeInTheDocument();
    expect(screen.getByText('3 munkatárs')).toBeInTheDocument();
  });

  /** The server refuses a taken address and a common password with field errors, and adds anyone else. */
  function mockCreate() {
    let created = false;
    return mockApi({
      [LIST]: () => json({ items: created ? [staffUser(), reviewer] : [staffUser()] }),
      [CREATE]: (call) => {
        const body = call.body as { email: string; initialPassword: string };
        if (body.email === 'admin@hitelkapu.hu')
          return json(
            {
              code: 'CONFLICT',
              message: 'Ezzel az e-mail címmel már van munkatársi fiók.',
              messageKey: 'errors.staffAdmin.emailTaken',
              fieldErrors: { email: 'validation.taken' },
            },
            409,
          );
        if (body.initialPassword === 'Hitelkapu-Mindenki')
          return json(
            {
              code: 'VALIDATION_FAILED',
              message: 'A megadott adatok nem megfelelőek.',
              fieldErrors: { initialPassword: 'password.common' },
            },
            400,
          );
        created = true;
        return json(reviewer, 201);
      },
    });
  }

  async function fillCreateForm(user: ReturnType<typeof userEvent.setup>, email: string) {
    await user.click(await screen.findByRole('button', { name: 'Új munkatárs' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Új munkatárs felvétele' });
    await fill(user, within(dialog).getByRole('textbox', { name: /Név/ }), 'Kovács Éva');
    await fill(user, within(dialog).getByRole('textbox', { name: /E-mail cím/ }), email);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Ügyintéző/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Vezető ügyintéző/ }));
    await fill(user, within(dialog).getByLabelText(/Első jelszó/), 'Hitelkapu-Mindenki');
    return dialog;
  }

  it('sends no colleague without a role; an address in use is shown at its field and the typed values stay', async () => {
    const user = userEvent.setup();
    const api = mockCreate();
    render();
    await user.click(await screen.findByRole('button', { name: 'Új munkatárs' }, { timeout: 5_000 }));
    const empty = await screen.findByRole('dialog', { name: 'Új munkatárs felvétele' });
    await user.click(within(empty).getByRole('button', { name: 'Munkatárs felvétele' }));
    expect(within(empty).getByText('Válasszon legalább egy szerepkört.')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
    await user.click(within(empty).getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const dialog = await fillCreateForm(user, 'admin@hitelkapu.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Munkatárs felvétele' }));
    expect(await within(dialog).findByText('Ez már egy másik fiókhoz tartozik.')).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      name: 'Kovács Éva',
      email: 'admin@hitelkapu.hu',
      roles: ['REVIEWER', 'SENIOR_REVIEWER'],
      initialPassword: 'Hitelkapu-Mindenki',
    });
    expect(within(dialog).getByRole('textbox', { name: /Név/ })).toHaveValue('Kovács Éva');
    expect(within(dialog).getByRole('textbox', { name: /E-mail cím/ })).toHaveValue('admin@hitelkapu.hu');
    expect(within(dialog).getByRole('checkbox', { name: /^Vezető ügyintéző/ })).toBeChecked();
  });

  it('a password the policy refuses is shown at its field; a good one adds the colleague to the list', async () => {
    const user = userEvent.setup();
    const api = mockCreate();
    render();
    const dialog = await fillCreateForm(user, 'kovacs.eva@hitelkapu.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Munkatárs felvétele' }));
    expect(
      await within(dialog).findByText('A jelszó ne legyen közismert, könnyen kitalálható.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /E-mail cím/ })).toHaveValue(
      'kovacs.eva@hitelkapu.hu',
    );

    await fill(user, within(dialog).getByLabelText(/Első jelszó/), 'Tavaszi-Szel-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Munkatárs felvétele' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('Kovács Éva fiókját felvettük.');
    expect(await screen.findByRole('article', { name: 'Kovács Éva' })).toBeInTheDocument();
    expect(
      api.callsTo(CREATE).map((call) => (call.body as { initialPassword: string }).initialPassword),
    ).toEqual(['Hitelkapu-Mindenki', 'Tavaszi-Szel-2026']);
  });

  it('changes roles and switches an account off after a confirmation; a refusal is shown in the dialog', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [LIST]: () => json({ items: [staffUser(), reviewer] }),
      [`PUT /staff/admin/staff-users/${REVIEWER_ID}/roles`]: (call) =>
        json({ ...reviewer, roles: (call.body as { roles: string[] }).roles }),
      [`POST /staff/admin/staff-users/${REVIEWER_ID}/disable`]: () =>
        json(
          {
            code: 'CONFLICT',
            message: 'Ő az utolsó aktív adminisztrátor.',
            messageKey: 'errors.staffAdmin.lastAdmin',
          },
          409,
        ),
    });
    render();
    const eva = await screen.findByRole('article', { name: 'Kovács Éva' }, { timeout: 5_000 });
    await user.click(within(eva).getByRole('button', { name: 'Szerepkörök módosítása' }));
    const roles = await screen.findByRole('dialog', { name: 'Kovács Éva szerepkörei' });
    await user.click(within(roles).getByRole('checkbox', { name: /^Ügyintéző/ }));
    await user.click(within(roles).getByRole('checkbox', { name: /^Adminisztrátor/ }));
    await user.click(within(roles).getByRole('button', { name: 'Szerepkörök mentése' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`PUT /staff/admin/staff-users/${REVIEWER_ID}/roles`)[0]?.body).toEqual({
      roles: ['SENIOR_REVIEWER', 'ADMIN'],
    });
    expect(within(eva).getByText('Adminisztrátor')).toBeInTheDocument();
    expect(within(eva).queryByText('Ügyintéző')).not.toBeInTheDocument();

    await user.click(within(eva).getByRole('button', { name: 'Letiltás' }));
    const disable = await screen.findByRole('dialog', { name: 'Kovács Éva fiókjának letiltása' });
    expect(within(disable).getByText(/minden megnyitott munkamenete azonnal véget ér/)).toBeInTheDocument();
    await user.click(within(disable).getByRole('button', { name: 'Fiók letiltása' }));
    expect(await within(disable).findByRole('alert')).toHaveTextContent('Ő az utolsó aktív adminisztrátor.');
  });
});
