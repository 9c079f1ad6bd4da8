import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import type { BankSync } from '@hitelkapu/domain/contracts/bank-sync';
import { SPECIAL_FIELD_DONE } from '@hitelkapu/domain/rules/flow';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { flowQuestionOf } from '../../../testing/application-fixtures.ts';
import { bankSync as syncFixture } from '../../../testing/bank-sync-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SpecialField } from './special-field.tsx';

const ID = '6d3c1f0a-2b4e-4c8d-9a7f-1e5b3c9d2a60';
const CUSTOMER = 'GET /credit/psd2-sync/customer';
const START = 'POST /credit/psd2-sync/start';
const CONTINUE = `POST /credit/psd2-sync/continue/${ID}`;

const bankSync = (overrides: Partial<BankSync> = {}) =>
  syncFixture({ id: ID, purpose: 'APPLICATION', ...overrides });

const succeeded = () =>
  bankSync({
    status: 'SUCCEEDED',
    detection: {
      monthlyIncome: 612_000,
      sources: [],
      loanInstalments: [],
      monthlyLoanInstalments: 0,
      monthsCovered: 6,
    },
    effectiveSalary: 612_000,
    effectiveLoanInstalments: 0,
  });

const bankLink = flowQuestionOf('bank_sync');

function renderField({
  question = bankLink,
  value,
  error,
  route = '/application',
}: {
  question?: FlowQuestion;
  value?: string;
  error?: string;
  route?: string;
} = {}) {
  const onRecheck = vi.fn();
  const view = renderWithProviders(
    <SpecialField
      question={question}
      value={value}
      error={error}
      onRecheck={onRecheck}
      isRechecking={false}
    />,
    { path: '/application', route },
  );
  return { ...view, onRecheck };
}

/** The query strings the panel asked the server for its sync with. */
const lookupQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/credit/psd2-sync/customer')
    .map((url) => url.searchParams.get('purpose'));

describe("the application flow's PSD2 field", () => {
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

  it('once the server has completed it, says calmly that the account is linked and offers no link', async () => {
    const api = mockApi({});
    renderField({ value: SPECIAL_FIELD_DONE });
    expect(screen.getByText('Bankszámla összekapcsolva')).toBeInTheDocument();
    expect(screen.getByText(/Jövedelmét a bankszámlája forgalma alapján ellenőrizzük/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tovább a bankomhoz' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("offers the link for the application's own sync and sends the browser to the bank", async () => {
    const api = mockApi({
      [CUSTOMER]: json({ sync: null }),
      [START]: json({ id: ID, redirectUrl: '/sandbox/bank-sync/c-9', sync: bankSync() }),
    });
    const user = userEvent.setup();
    renderField();
    const field = screen.getByRole('region', { name: bankLink.label });
    expect(field).toHaveTextContent(bankLink.hint ?? '');
    expect(await screen.findByText('Mit lát a Hitelkapu a bankszámlájából?')).toBeInTheDocument();
    expect(lookupQueries()).toEqual(['APPLICATION']);
    await user.click(screen.getByRole('button', { name: 'Tovább a bankomhoz' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/bank-sync/c-9'));
    expect(api.callsTo(START).map((call) => call.body)).toEqual([{ purpose: 'APPLICATION' }]);
  });

  it('without a link: an optional field lets the customer go on, a required one says it must be linked', async () => {
    mockApi({ [CUSTOMER]: json({ sync: null }) });
    const user = userEvent.setup();
    const optional = renderField();
    await user.click(await screen.findByRole('button', { name: 'Inkább kézzel adom meg' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Rendben, bankszámla összekapcsolása nélkül is továbbléphet.',
    );
    optional.unmount();

    renderField({
      question: { ...bankLink, isRequired: true },
      error: 'Ezt a lépést még el kell végeznie.',
    });
    expect(screen.getByText('Ezt a lépést még el kell végeznie.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Inkább kézzel adom meg' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ehhez a kérelemhez a bankszámla összekapcsolása szükséges, enélkül nem léphet tovább.',
    );
  });

  it('back from the bank on /application, asks the server for the outcome and then reads the application again once', async () => {
    const api = mockApi({
      [CUSTOMER]: json({ sync: bankSync() }),
      [CONTINUE]: json(succeeded()),
    });
    const { onRecheck, router } = renderField({ route: `/application?bankSync=${ID}&status=valid` });
    await waitFor(() => expect(onRecheck).toHaveBeenCalledTimes(1));
    expect(api.callsTo(CONTINUE)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/application');
    expect(router.state.location.search).toBe('');
    // Later answers of the same sync do not ask again.
    expect(await screen.findByText('Ezt találtuk a bankszámláján')).toBeInTheDocument();
    expect(onRecheck).toHaveBeenCalledTimes(1);
  });

  it('does not read the application again while the bank has not linked the account', async () => {
    mockApi({
      [CUSTOMER]: json({ sync: bankSync() }),
      [`PATCH /credit/psd2-sync/failed/${ID}`]: json(bankSync({ status: 'FAILED', failure: 'REJECTED' })),
    });
    const { onRecheck } = renderField({ route: `/application?bankSync=${ID}&error=access_denied` });
    expect(await screen.findByText(/A hozzájárulást a bank felületén nem adta meg/)).toBeInTheDocument();
    expect(onRecheck).not.toHaveBeenCalled();
  });
});
