import type { BankSync } from '@hitelkapu/domain/contracts/bank-sync';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi, type RecordedCall } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { BankConnectionSection } from './bank-connection-section.tsx';

const SYNC_ID = '5b1f0d7e-3c1a-4f3e-9a55-0c2d4e6f8a10';

const sync = (overrides: Partial<BankSync> = {}): BankSync => ({
  id: SYNC_ID,
  provider: 'DEFAULT',
  purpose: 'PRELIMINARY',
  status: 'SUCCEEDED',
  failure: null,
  institutionId: 'OTP_OTPVHUHB',
  consentExpiresAt: '2099-05-19T10:00:00.000Z',
  detection: {
    monthlyIncome: 412_000,
    sources: [],
    loanInstalments: [],
    monthlyLoanInstalments: 58_300,
    monthsCovered: 6,
  },
  manualSalary: null,
  manualLoanAmount: null,
  effectiveSalary: 412_000,
  effectiveLoanInstalments: 58_300,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const revoked = () =>
  sync({ status: 'REVOKED', detection: null, effectiveSalary: null, effectiveLoanInstalments: null });

const section = () => screen.findByRole('region', { name: 'Bankszámla-kapcsolat' });

/** The customer lookup: the sync given for the preliminary assessment, none for the application. */
const forPreliminary = (preliminary: BankSync | null) => (call: RecordedCall) =>
  json({ sync: call.query.get('purpose') === 'PRELIMINARY' ? preliminary : null });

describe('profile: bank connection (PSD2)', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('shows the linked account, since and until when, and what is kept, for the preliminary assessment', async () => {
    const api = mockApi({
      'GET /credit/psd2-sync/customer': forPreliminary(sync({ manualSalary: 455_000 })),
    });
    renderWithProviders(<BankConnectionSection />);
    const region = await section();
    expect(await within(region).findByText('Bankszámlája össze van kapcsolva.')).toBeInTheDocument();
    expect(within(region).getByText('A kapcsolat kezdete')).toBeInTheDocument();
    expect(within(region).getByText('2026. november 20.')).toBeInTheDocument();
    expect(within(region).getByText('2099. május 19.-ig')).toBeInTheDocument();
    expect(within(region).getByText(/elmúlt 180 nap tranzakciói/)).toBeInTheDocument();
    expect(within(region).getByText(/Legfeljebb 180 napig őrizzük/)).toBeInTheDocument();
    expect(within(region).getByText('Az Ön által javított összegek.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Kapcsolat megszüntetése' })).toBeEnabled();
    const [lookup] = api.callsTo('GET /credit/psd2-sync/customer');
    expect(lookup).toBeDefined();
    expect(
      api.calls.some((call) => call.method === 'POST'),
      'nothing is changed by looking',
    ).toBe(false);
  });

  it('shows the account linked from the loan application too, and ends that one', async () => {
    const fromApplication = sync({ purpose: 'APPLICATION' });
    const api = mockApi({
      'GET /credit/psd2-sync/customer': (call) =>
        json({ sync: call.query.get('purpose') === 'APPLICATION' ? fromApplication : null }),
      [`POST /credit/psd2-sync/revoke/${fromApplication.id}`]: json({
        ...fromApplication,
        status: 'REVOKED',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BankConnectionSection />);
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Kapcsolat megszüntetése' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /megszüntetem/i }));
    expect(await within(region).findByRole('status')).toBeInTheDocument();
    expect(api.callsTo(`POST /credit/psd2-sync/revoke/${fromApplication.id}`)).toHaveLength(1);
  });

  it('asks for the connections of the assessment and of the application', async () => {
    const api = mockApi({ 'GET /credit/psd2-sync/customer': json({ sync: null }) });
    renderWithProviders(<BankConnectionSection />);
    await within(await section()).findByText('Nincs összekapcsolt bankszámlája.');
    const purposes = api.callsTo('GET /credit/psd2-sync/customer').map((call) => call.query.get('purpose'));
    expect(purposes.sort()).toEqual(['APPLICATION', 'PRELIMINARY']);
  });

  it('says so in one sentence when nothing is linked, and offers no button', async () => {
    mockApi({
      'GET /credit/psd2-sync/customer': forPreliminary(sync({ status: 'FAILED', failure: 'REJECTED' })),
    });
    renderWithProviders(<BankConnectionSection />);
    const region = await section();
    expect(await within(region).findByText('Nincs összekapcsolt bankszámlája.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Kapcsolat megszüntetése' })).toBeNull();
  });

  it('ends the connection by keyboard after the confirmation and shows the result', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /credit/psd2-sync/customer': forPreliminary(sync()),
      [`POST /credit/psd2-sync/revoke/${SYNC_ID}`]: json(revoked()),
    });
    renderWithProviders(<BankConnectionSection />);
    const region = await section();
    const open = await within(region).findByRole('button', { name: 'Kapcsolat megszüntetése' });
    open.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Megszünteti a bankszámla-kapcsolatot?' });
    expect(within(dialog).getByText(/visszavonta a hozzájárulását/)).toBeInTheDocument();
    // Nothing is sent before the customer confirms; the safe choice has the focus.
    expect(api.callsTo(`POST /credit/psd2-sync/revoke/${SYNC_ID}`)).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mégse' })).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Igen, megszüntetem' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.callsTo(`POST /credit/psd2-sync/revoke/${SYNC_ID}`)).toHaveLength(1));
    const result = await within(region).findByRole('status');
    expect(result).toHaveTextContent('Megszüntettük a bankszámla-kapcsolatot.');
    expect(result).toHaveTextContent('a kiolvasott adatokat töröltük');
    await waitFor(() => expect(result).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(region).queryByRole('button', { name: 'Kapcsolat megszüntetése' })).toBeNull();
  });

  it('cancelling sends nothing and keeps the connection', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /credit/psd2-sync/customer': forPreliminary(sync()) });
    renderWithProviders(<BankConnectionSection />);
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Kapcsolat megszüntetése' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(within(region).getByText('Bankszámlája össze van kapcsolva.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the bank cannot be reached, and nothing changes', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /credit/psd2-sync/customer': forPreliminary(sync()),
      [`POST /credit/psd2-sync/revoke/${SYNC_ID}`]: json(
        {
          status: 503,
          code: 'UNAVAILABLE',
          messageKey: 'errors.bankSync.providerUnavailable',
          message: 'A bank most nem érhető el. Kérjük, próbálja újra később.',
        },
        503,
      ),
    });
    renderWithProviders(<BankConnectionSection />);
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Kapcsolat megszüntetése' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Igen, megszüntetem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/nem érhető el|később/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(region).getByText('Bankszámlája össze van kapcsolva.')).toBeInTheDocument();
  });

  it('a connection ended earlier is said so calmly; a pending one keeps nothing yet', async () => {
    mockApi({ 'GET /credit/psd2-sync/customer': forPreliminary(revoked()) });
    const first = renderWithProviders(<BankConnectionSection />);
    expect(
      await within(await section()).findByText(/^A bankszámla-kapcsolatot megszüntette\./),
    ).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    mockApi({
      'GET /credit/psd2-sync/customer': json({
        sync: sync({ status: 'IN_PROGRESS', consentExpiresAt: null, detection: null }),
      }),
    });
    renderWithProviders(<BankConnectionSection />);
    const region = await section();
    expect(await within(region).findByText(/összekapcsolása folyamatban van/)).toBeInTheDocument();
    expect(within(region).getByText('Bankja még nem közölte')).toBeInTheDocument();
    expect(within(region).getByText(/semmilyen adatot nem olvasunk ki/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Kapcsolat megszüntetése' })).toBeEnabled();
  });
});
