import type { StaffAuditEntry } from '@hitelkapu/domain/contracts/staff-roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AUDIT_PAGE_SIZE } from '../api/staff-admin.ts';
import { inFrame } from '../testing.tsx';
import { AuditPage } from './audit-page.tsx';

const AUDIT = 'GET /staff/audit';
const SUBJECT = '7c6b5a49-3827-4615-9a4b-3c2d1e0f9a8b';

function entry(overrides: Partial<StaffAuditEntry> = {}): StaffAuditEntry {
  return {
    id: crypto.randomUUID(),
    staffId: '0a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    staffName: 'Admin Anna',
    action: 'STAFF_ROLES_CHANGED',
    subjectKind: 'STAFF_USER',
    subjectId: SUBJECT,
    before: { name: 'Kovács Éva', roles: ['REVIEWER'], hasAuthenticator: true, disabled: false },
    after: { name: 'Kovács Éva', roles: ['REVIEWER', 'ADMIN'], hasAuthenticator: true, disabled: false },
    ip: '10.1.2.3',
    createdAt: '2026-11-26T10:15:00.000Z',
    ...overrides,
  };
}

const render = () =>
  renderWithProviders(inFrame(<AuditPage />), { path: '/staff/admin/audit', route: '/staff/admin/audit' });

describe('the staff audit log page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows who did what to which subject, in Hungarian, with the changes before and after on request', async () => {
    const user = userEvent.setup();
    mockApi({
      [AUDIT]: () =>
        json({
          items: [
            entry(),
            entry({
              action: 'PRODUCT_CHANGED',
              subjectKind: 'LOAN_PRODUCT',
              subjectId: 'CREDIT',
              before: { rate: 0.129 },
              after: { rate: 0.119 },
              createdAt: '2026-11-26T09:00:00.000Z',
            }),
            entry({
              staffId: null,
              staffName: null,
              action: 'LOGGED_IN',
              before: null,
              after: null,
              createdAt: '2026-11-26T08:00:00.000Z',
            }),
          ],
        }),
    });
    render();
    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Admin Anna')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Szerepkörök módosítása')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Munkatárs')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('IP-cím: 10.1.2.3')).toBeInTheDocument();
    // A code the wording does not know yet is shown as it is.
    expect(within(rows[1] as HTMLElement).getByText('Egyéb művelet (PRODUCT_CHANGED)')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Hiteltermék')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Nem azonosított')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Belépés')).toBeInTheDocument();

    const toggle = within(rows[0] as HTMLElement).getByRole('button', {
      name: /^Változások: Szerepkörök módosítása/,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const roles = within(changes).getByRole('row', { name: /Szerepkörök/ });
    expect(within(roles).getByText('Ügyintéző')).toBeInTheDocument();
    expect(within(roles).getByText('Ügyintéző, Adminisztrátor')).toBeInTheDocument();
    expect(roles).toHaveAttribute('data-changed', 'true');
    expect(within(changes).getByRole('row', { name: /Név/ })).toHaveAttribute('data-changed', 'false');

    const login = within(rows[2] as HTMLElement).getByRole('button', { name: /^Változások: Belépés/ });
    await user.click(login);
    expect(
      await screen.findByText('Ehhez a bejegyzéshez nem tartozik változás (olvasás vagy belépés).'),
    ).toBeInTheDocument();
  });

  it('"Régebbiek" asks for the entries before the last one shown, until there are no more', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: AUDIT_PAGE_SIZE }, (_, index) =>
      entry({ createdAt: new Date(Date.UTC(2026, 10, 26, 12, 0, 0) - index * 60_000).toISOString() }),
    );
    const last = firstPage[firstPage.length - 1] as StaffAuditEntry;
    const api = mockApi({
      [AUDIT]: (call) =>
        json({
          items: call.query.get('before')
            ? [entry({ action: 'STAFF_USER_CREATED', before: null, createdAt: '2026-11-20T08:00:00.000Z' })]
            : firstPage,
        }),
    });
    render();
    await screen.findByRole('table', {}, { timeout: 5_000 });
    expect(api.callsTo(AUDIT)[0]?.query.get('limit')).toBe(String(AUDIT_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Régebbiek' }));
    expect(await screen.findByText('Munkatárs felvétele')).toBeInTheDocument();
    expect(api.callsTo(AUDIT)[1]?.query.get('before')).toBe(last.createdAt);
    expect(screen.getByText('Nincs régebbi bejegyzés.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Régebbiek' })).not.toBeInTheDocument();
  });

  it('filters by subject kind and id', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [AUDIT]: () => json({ items: [entry()] }) });
    render();
    await screen.findByRole('table', {}, { timeout: 5_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tárgy típusa' }), 'Munkatárs');
    await user.click(screen.getByRole('textbox', { name: 'Tárgy azonosítója' }));
    await user.paste(SUBJECT);
    await user.click(screen.getByRole('button', { name: 'Szűrés' }));
    await waitFor(() => expect(api.callsTo(AUDIT)).toHaveLength(2));
    const filtered = api.callsTo(AUDIT)[1];
    expect(filtered?.query.get('subjectKind')).toBe('STAFF_USER');
    expect(filtered?.query.get('subjectId')).toBe(SUBJECT);
    expect(filtered?.query.get('before')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Szűrők törlése' })).toBeInTheDocument();
  });
});
