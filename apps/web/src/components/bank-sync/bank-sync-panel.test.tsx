import type { BankSync } from '@hitelkapu/domain/contracts/bank-sync';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../testing/api-mock.ts';
import { bankSync as syncFixture } from '../../testing/bank-sync-fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { BankSyncPanel } from './bank-sync-panel.tsx';

const ID = '0b8f2a4e-5c1d-4e8a-9f3b-2d7c6a1e9b40';
const CUSTOMER = 'GET /credit/psd2-sync/customer';

const bankSync = (overrides: Partial<BankSync> = {}) => syncFixture({ id: ID, ...overrides });

const evidence = (date: string, amount: number, remittance: string) => ({
  transactionId: `t-${date}`,
  bookingDate: date,
  amount,
  counterpartyName: 'Példa Gyártó Kft.',
  remittance,
});

const linked = (overrides: Partial<BankSync> = {}) =>
  bankSync({
    status: 'SUCCEEDED',
    detection: {
      monthlyIncome: 612_000,
      sources: [
        {
          kind: 'SALARY',
          payer: 'Példa Gyártó Kft.',
          monthlyAmount: 612_000,
          monthsSeen: 6,
          typicalDay: 10,
          evidence: [
            evidence('2026-10-10', 612_000, '2026. szeptemberi munkabér'),
            evidence('2026-11-10', 615_500, '2026. októberi munkabér'),
          ],
        },
      ],
      loanInstalments: [
        {
          creditor: 'OTP Bank Nyrt.',
          monthlyAmount: 45_000,
          evidence: [evidence('2026-11-05', -45_000, 'Személyi kölcsön törlesztőrészlet')],
        },
      ],
      monthlyLoanInstalments: 45_000,
      monthsCovered: 6,
    },
    effectiveSalary: 612_000,
    effectiveLoanInstalments: 45_000,
    ...overrides,
  });

function renderPanel(
  route = '/preliminary-assessment',
  props: Partial<Parameters<typeof BankSyncPanel>[0]> = {},
) {
  const onManual = vi.fn();
  const beforeRedirect = vi.fn(async () => undefined);
  const view = renderWithProviders(
    <BankSyncPanel purpose="PRELIMINARY" beforeRedirect={beforeRedirect} onManual={onManual} {...props} />,
    { path: '/preliminary-assessment', route },
  );
  return { ...view, onManual, beforeRedirect };
}

describe('linking a bank account', () => {
  const assign = vi.fn();

  beforeEach(() => {
    useSessionStore.getState().setToken(makeToken());
    vi.stubGlobal('location', { ...window.location, assign });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
    useSessionStore.getState().clear();
  });

  it('says which data is shared and for how long, saves the place, then sends the browser to the bank', async () => {
    const api = mockApi({
      [CUSTOMER]: json({ sync: null }),
      'POST /credit/psd2-sync/start': json({
        id: ID,
        redirectUrl: '/sandbox/bank-sync/c-1',
        sync: bankSync(),
      }),
    });
    const user = userEvent.setup();
    const { beforeRedirect } = renderPanel();
    expect(await screen.findByText('Mit lát a Hitelkapu a bankszámlájából?')).toBeInTheDocument();
    expect(screen.getByText(/az elmúlt 180 nap jóváírásait és terheléseit/)).toBeInTheDocument();
    expect(screen.getByText(/A hozzájárulás 180 napig érvényes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tovább a bankomhoz' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/bank-sync/c-1'));
    expect(beforeRedirect).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /credit/psd2-sync/start')).toHaveLength(1);
  });

  it('with the second provider, has the customer choose the bank first and opens the consent there (by BIC)', async () => {
    const api = mockApi({
      'GET /sync/gocardless/psd2/my-sync': json({ sync: null }),
      'GET /psd2/content/hu/banks.json': json({
        banks: [
          { name: 'OTP Bank Nyrt.', bic: 'OTPVHUHB', giroPrefixes: ['117'], logoUrl: '/x.svg' },
          { name: 'Gránit Bank Zrt.', bic: 'GNBAHUHB', giroPrefixes: ['121'], logoUrl: '/y.svg' },
        ],
      }),
      'POST /sync/gocardless/psd2/start': json({
        id: ID,
        redirectUrl: '/sandbox/gocardless/link/r-1',
        sync: bankSync({ provider: 'GO_CARDLESS', purpose: 'LEASING_PRESCORE' }),
      }),
    });
    const user = userEvent.setup();
    renderPanel('/preliminary-assessment', { purpose: 'LEASING_PRESCORE', provider: 'GO_CARDLESS' });
    await user.click(await screen.findByRole('button', { name: 'Tovább a bankomhoz' }));
    expect(await screen.findByText('Válassza ki, melyik bankjában vezeti a számláját.')).toBeInTheDocument();
    expect(api.callsTo('POST /sync/gocardless/psd2/start')).toHaveLength(0);

    await waitFor(() => expect(api.callsTo('GET /psd2/content/hu/banks.json')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Az Ön bankja' })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Az Ön bankja' }), 'Gránit Bank Zrt.');
    await user.click(screen.getByRole('button', { name: 'Tovább a bankomhoz' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/gocardless/link/r-1'));
    expect(api.callsTo('POST /sync/gocardless/psd2/start').map((call) => call.body)).toEqual([
      { institutionId: 'GNBAHUHB' },
    ]);
  });

  it('back from the bank, asks the server for the outcome and shows the income with its proof', async () => {
    const api = mockApi({
      [CUSTOMER]: json({ sync: bankSync() }),
      [`POST /credit/psd2-sync/continue/${ID}`]: json(linked()),
    });
    const user = userEvent.setup();
    const { router } = renderPanel(`/preliminary-assessment?bankSync=${ID}&consentId=c-1&status=valid`);
    expect(await screen.findByText('Ezt találtuk a bankszámláján')).toBeInTheDocument();
    expect(api.callsTo(`POST /credit/psd2-sync/continue/${ID}`)).toHaveLength(1);
    // The return parameters are not left in the address.
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Munkabér')).toBeInTheDocument();
    expect(screen.getByText('6 hónapban, általában a hónap 10. napján')).toBeInTheDocument();
    await user.click(screen.getByText('A tételek, amelyekből ezt láttuk (2)'));
    const table = screen.getAllByRole('table')[0] as HTMLElement;
    expect(within(table).getByText('2026. októberi munkabér')).toBeVisible();
    expect(screen.getByText('OTP Bank Nyrt.')).toBeInTheDocument();
  });

  it('keeps asking while the bank has not answered, until it has', async () => {
    let answers = 0;
    mockApi({
      [CUSTOMER]: json({ sync: bankSync() }),
      [`POST /credit/psd2-sync/continue/${ID}`]: () => {
        answers += 1;
        return json(answers < 2 ? bankSync() : linked());
      },
    });
    renderPanel(`/preliminary-assessment?bankSync=${ID}`);
    expect(await screen.findByText('Várjuk a bank válaszát')).toBeInTheDocument();
    expect(
      await screen.findByText('Ezt találtuk a bankszámláján', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(answers).toBe(2);
  });

  it('records an error the bank page returned and offers a retry and the manual way', async () => {
    const api = mockApi({
      [CUSTOMER]: json({ sync: bankSync() }),
      [`PATCH /credit/psd2-sync/failed/${ID}`]: json(bankSync({ status: 'FAILED', failure: 'REJECTED' })),
    });
    const user = userEvent.setup();
    const { onManual } = renderPanel(
      `/preliminary-assessment?bankSync=${ID}&status=rejected&error=access_denied`,
    );
    expect(await screen.findByText(/A hozzájárulást a bank felületén nem adta meg/)).toBeInTheDocument();
    expect(api.callsTo(`PATCH /credit/psd2-sync/failed/${ID}`)[0]?.body).toEqual({ error: 'access_denied' });
    expect(api.callsTo(`POST /credit/psd2-sync/continue/${ID}`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Újrapróbálom' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inkább kézzel adom meg' }));
    expect(onManual).toHaveBeenCalledTimes(1);
  });

  it('keeps the recorded failure when the lookup sent as the page opened answers after it, with the sync still in progress', async () => {
    let answerLookup: () => void = () => {};
    const lookupHeld = new Promise<void>((resolve) => {
      answerLookup = resolve;
    });
    let failureRecorded: () => void = () => {};
    const recorded = new Promise<void>((resolve) => {
      failureRecorded = resolve;
    });
    mockApi({
      // Read by the server before the failure was written, answered after it.
      [CUSTOMER]: async () => {
        await lookupHeld;
        return json({ sync: bankSync() });
      },
      [`PATCH /credit/psd2-sync/failed/${ID}`]: () => {
        failureRecorded();
        return json(bankSync({ status: 'FAILED', failure: 'REJECTED' }));
      },
    });
    const { queryClient } = renderPanel(
      `/preliminary-assessment?bankSync=${ID}&status=rejected&error=access_denied`,
    );
    await recorded;
    expect(await screen.findByText(/A hozzájárulást a bank felületén nem adta meg/)).toBeInTheDocument();
    answerLookup();
    // Once the lookup has settled, the stale "in progress" has not replaced the failure the
    // server answered last.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText(/A hozzájárulást a bank felületén nem adta meg/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inkább kézzel adom meg' })).toBeInTheDocument();
  });

  it('lets the customer correct the monthly income; the figure found stays visible', async () => {
    const api = mockApi({
      [CUSTOMER]: json({ sync: linked() }),
      'PATCH /credit/psd2-sync/manual-salary': (call) =>
        json(linked({ manualSalary: (call.body as { amount: number }).amount, effectiveSalary: 580_000 })),
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Javítom a jövedelmet' }));
    const field = screen.getByLabelText('Havi nettó jövedelme');
    await user.clear(field);
    await user.type(field, '580000');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText(/a számlán talált: 612 000 Ft/)).toBeInTheDocument();
    expect(api.callsTo('PATCH /credit/psd2-sync/manual-salary')[0]?.body).toEqual({
      purpose: 'PRELIMINARY',
      amount: 580_000,
    });
    expect(screen.getByText('580 000 Ft')).toBeInTheDocument();
  });

  it('"mistake found" is recorded and the customer goes on by hand', async () => {
    const api = mockApi({
      [CUSTOMER]: json({ sync: linked() }),
      'POST /credit/psd2-sync/mistake-found': json(linked({ status: 'OVERRIDDEN' })),
    });
    const user = userEvent.setup();
    const { onManual } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Hibát találtam, inkább kézzel adom meg' }));
    await waitFor(() => expect(onManual).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /credit/psd2-sync/mistake-found')).toHaveLength(1);
  });

  it('explains a provider outage in Hungarian and changes nothing', async () => {
    mockApi({
      [CUSTOMER]: json({ sync: null }),
      'POST /credit/psd2-sync/start': json(
        {
          code: 'SERVICE_UNAVAILABLE',
          message: 'A bankkapcsolati szolgáltató most nem érhető el. Próbálja újra néhány perc múlva.',
          wording: { key: 'errors.bankSync.providerUnavailable' },
        },
        503,
      ),
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Tovább a bankomhoz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A bankkapcsolati szolgáltató most nem érhető el.',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
