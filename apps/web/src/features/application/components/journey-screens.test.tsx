import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import type { ApplicationResult } from '@hitelkapu/domain/contracts/signing';
import { formatDateTime, formatLongDate } from '@hitelkapu/domain/format/date';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalStaffTokensHu } from '../../../../../server/src/seed/translations-hu-staff.ts';
import { ApplicationRoutePage } from '../../../app/pages/application-page.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, profile, type RecordedCall } from '../../../testing/api-mock.ts';
import { APP, mockApplicationApi } from '../../../testing/application-api.ts';
import {
  APPLICATION_ID,
  applicationResult,
  documentsForSigning,
  identificationState,
  KYC_REDIRECT_URL,
  kycTypeInfo,
  loanApplication,
  scoringDecision,
  signingSession,
} from '../../../testing/application-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

/*
 * The screens after scoring, driven through /application the way a customer goes through
 * them: the identity check, the contract documents, signing, review, the result and the
 * withdrawal. The server keeps the application and moves it as the real one would.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const START_KYC = `POST ${APP}/identification/start`;
const START_SIGNING = `POST ${APP}/document-signing/start`;
const CONFIRM_SIGNING = `POST ${APP}/document-signing/confirm`;
const MOVE = `PATCH ${APP}/update-position`;
const ERROR_FOUND = 'PATCH /credit/loan-application-signature/error-found';
const EVALUATE = 'PATCH /credit/loan-application/evaluate-scoring';
const WITHDRAW = `POST ${APP}/withdrawal`;
const GET_APPLICATION = 'GET /credit/my-loan-application';

const DAY = 24 * 60 * 60_000;
const SIGNED_AT = '2026-11-20T10:40:00.000Z';

type Routes = Parameters<typeof mockApplicationApi>[1];
type Server = ReturnType<typeof mockApplicationApi>;
/** Moves the application on the server and answers it, as a call that changes it does. */
type Move = (changes: Partial<LoanApplication>) => LoanApplication;

/**
 * The server of an application that passed scoring: the methods allowed for it are EID and
 * SANDBOX (configuration lists SANDBOX, VIDEO_CALL, EID) and SMS_OTP for signing; no identity
 * check was started yet; the customer's phone is confirmed. `routes` may move the application
 * through `move`.
 */
function journeyApi(start: Partial<LoanApplication>, routes: Routes | ((move: Move) => Routes) = {}) {
  let server: Server | undefined;
  const move: Move = (changes) => {
    if (!server) throw new Error('The server is not running yet');
    return server.replace({ ...server.current(), ...changes });
  };
  server = mockApplicationApi(
    { kycTypes: ['EID', 'SANDBOX'], sigTypes: ['SMS_OTP'], ...start },
    {
      'GET /profile': json(profile({ currentStatus: 'IN_FLOW', isPhoneConfirmed: true })),
      'GET /administration/kyc-type-info': json(kycTypeInfo()),
      [`GET ${APP}/identification`]: json({ identification: null }),
      [`GET ${APP}/scoring-decision`]: json(scoringDecision()),
      [`GET ${APP}/documents-for-signing`]: json(documentsForSigning()),
      [`GET ${APP}/document-signing`]: json({ signing: signingSession() }),
      [`GET ${APP}/result`]: json(applicationResult()),
      ...(typeof routes === 'function' ? routes(move) : routes),
    },
  );
  return server;
}

const renderApplication = () =>
  renderWithProviders(<ApplicationRoutePage />, { path: '/application', route: '/application' });
const screenTitle = (name: string) => screen.findByRole('heading', { level: 2, name });
const keyOf = (call: RecordedCall | undefined) => call?.headers.get('Idempotency-Key');
const codeDigits = () => screen.getAllByLabelText(/^Kód, \d\. számjegy$/);
/** Types into the six boxes of the one-time code, from the first. */
async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(codeDigits()[0] as HTMLElement);
  await user.keyboard(code);
  return user;
}
const bodies = (calls: RecordedCall[]) => calls.map((call) => call.body);
/** A reply the test releases when it wants: what is on screen while a call is under way. */
function heldReply() {
  let release: (response: Response) => void = () => {};
  const reply = () => new Promise<Response>((resolve) => (release = resolve));
  return { reply, release: (response: Response) => release(response) };
}

const atResult = (decision: string): Partial<LoanApplication> => ({
  currentPosition: 'RESULT',
  currentStatus: 'BANK_RESULT',
  currentStatusResult: decision,
  signatureState: 'READY',
  identityVerifiedAt: '2026-11-20T10:15:00.000Z',
  signedAt: SIGNED_AT,
});

beforeEach(() => useSessionStore.getState().setToken(makeToken()));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().clear();
});

describe('identity check', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    // The provider's page: the browser leaves the portal.
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  });

  it('KYC_PREPARATION: “Tovább a személyazonosság ellenőrzéséhez” moves to KYC_CHOOSE and shows the choice', async () => {
    const api = journeyApi({ currentPosition: 'KYC_PREPARATION' });
    renderApplication();
    await screenTitle('Előzetesen jóváhagytuk a kérelmét');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tovább a személyazonosság ellenőrzéséhez' }));

    await screenTitle('Személyazonosságának ellenőrzése');
    expect(bodies(api.callsTo(MOVE))).toEqual([{ flowPosition: 'KYC_CHOOSE', currentFlowIndex: 0 }]);
    expect(
      await screen.findByRole('radiogroup', { name: 'Válassza ki az ellenőrzés módját' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Azonosítás indítása' })).toBeEnabled();
  });

  it('KYC_CHOOSE lists the configured methods allowed for the application, in configuration order, the first chosen', async () => {
    journeyApi({ currentPosition: 'KYC_CHOOSE' });
    renderApplication();
    const group = await screen.findByRole('radiogroup', { name: 'Válassza ki az ellenőrzés módját' });
    const methods = within(group).getAllByRole('radio');
    expect(methods.map((method) => method.textContent)).toEqual([
      expect.stringContaining('Online azonosítás fényképpel'),
      expect.stringContaining('Azonosítás e-személyivel'),
    ]);
    expect(methods[0]).toHaveTextContent('Kb. 5 perc');
    expect(methods[0]).toBeChecked();
    expect(methods[1]).not.toBeChecked();
    // Configured, but not allowed for this application.
    expect(screen.queryByText('Videóhívás ügyintézővel')).not.toBeInTheDocument();
    // No earlier check: nothing declined to report.
    expect(screen.queryByText('Az előző ellenőrzés nem sikerült')).not.toBeInTheDocument();
  });

  it('“Azonosítás indítása” starts the chosen method once, with an Idempotency-Key, and sends the browser to the provider', async () => {
    const held = heldReply();
    const api = journeyApi({ currentPosition: 'KYC_CHOOSE' }, { [START_KYC]: held.reply });
    renderApplication();
    const group = await screen.findByRole('radiogroup', { name: 'Válassza ki az ellenőrzés módját' });
    const user = userEvent.setup();
    await user.click(within(group).getByRole('radio', { name: /Azonosítás e-személyivel/ }));
    const start = screen.getByRole('button', { name: 'Azonosítás indítása' });
    fireEvent.click(start);
    await waitFor(() => expect(api.callsTo(START_KYC)).toHaveLength(1));
    // A second press while the first is under way sends nothing.
    fireEvent.click(start);
    fireEvent.click(screen.getByRole('button', { name: 'Azonosítás indítása' }));
    expect(api.callsTo(START_KYC)).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();

    const [call] = api.callsTo(START_KYC);
    expect(call?.body).toEqual({ type: 'EID' });
    expect(keyOf(call)).toMatch(UUID);

    held.release(
      json({
        application: api.replace(loanApplication({ ...api.current(), currentPosition: 'KYC_WAITING' })),
        kycSessionId: 'kyc-1',
        redirectUrl: KYC_REDIRECT_URL,
      }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith(KYC_REDIRECT_URL));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(api.callsTo(START_KYC)).toHaveLength(1);
  });

  it('a refused start shows the server’s Hungarian message and stays; the next attempt is a new one', async () => {
    const message = 'A személyazonosság ellenőrzése most nem indítható. Próbálja újra néhány perc múlva.';
    const api = journeyApi(
      { currentPosition: 'KYC_CHOOSE' },
      { [START_KYC]: json({ code: 'CONFLICT', message }, 409) },
    );
    renderApplication();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Azonosítás indítása' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Személyazonosságának ellenőrzése' })).toBeVisible();
    expect(api.callsTo(START_KYC)[0]?.body).toEqual({ type: 'SANDBOX' });

    await user.click(screen.getByRole('button', { name: 'Azonosítás indítása' }));
    await waitFor(() => expect(api.callsTo(START_KYC)).toHaveLength(2));
    const [first, second] = api.callsTo(START_KYC).map(keyOf);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('a start that did not reach the server is retried with the same Idempotency-Key', async () => {
    let attempt = 0;
    const api = journeyApi({ currentPosition: 'KYC_CHOOSE' }, (move) => ({
      [START_KYC]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return json({
          application: move({ currentPosition: 'KYC_WAITING' }),
          kycSessionId: 'kyc-1',
          redirectUrl: KYC_REDIRECT_URL,
        });
      },
    }));
    renderApplication();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Azonosítás indítása' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nem sikerült kapcsolódni a szerverhez');
    await user.click(screen.getByRole('button', { name: 'Azonosítás indítása' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(KYC_REDIRECT_URL));
    const [first, second] = api.callsTo(START_KYC).map(keyOf);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('a declined earlier check says why, and the customer can start again', async () => {
    journeyApi(
      { currentPosition: 'KYC_CHOOSE' },
      {
        [`GET ${APP}/identification`]: json({
          identification: identificationState({
            status: 'DECLINED',
            declineReason: 'FACE_MISMATCH',
            redirectUrl: null,
            completedAt: '2026-11-20T10:14:00.000Z',
          }),
        }),
      },
    );
    renderApplication();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Az előző ellenőrzés nem sikerült');
    expect(alert).toHaveTextContent(
      'A szelfi alapján nem tudtuk egyértelműen azonosítani az igazolvány tulajdonosát.',
    );
    expect(alert).toHaveTextContent('Kérjük, próbálja meg újra.');
    expect(screen.getByRole('button', { name: 'Azonosítás indítása' })).toBeEnabled();
  });

  it('KYC_WAITING offers to reopen the provider’s page and follows the application to CONTRACT_CHECK', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = journeyApi(
      { currentPosition: 'KYC_WAITING' },
      { [`GET ${APP}/identification`]: json({ identification: identificationState() }) },
    );
    renderApplication();
    await screenTitle('Ellenőrizzük személyazonosságát');
    expect(screen.getByText('Várjuk az ellenőrzés eredményét…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Azonosítás folytatása' })).toHaveAttribute(
      'href',
      KYC_REDIRECT_URL,
    );

    // The provider's callback moves the application on the server.
    api.replace(
      loanApplication({
        ...api.current(),
        currentPosition: 'CONTRACT_CHECK',
        identityVerifiedAt: '2026-11-20T10:15:00.000Z',
      }),
    );
    const asked = api.callsTo(GET_APPLICATION).length;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await screenTitle('Személyazonosságát ellenőriztük');
    expect(api.callsTo(GET_APPLICATION).length).toBeGreaterThan(asked);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('contract documents', () => {
  it('CONTRACT_CHECK lists the two documents and the figures; Tovább needs the tick, then moves to SIGN_PREPARATION', async () => {
    const api = journeyApi({ currentPosition: 'CONTRACT_CHECK' });
    renderApplication();
    await screenTitle('Személyazonosságát ellenőriztük');
    const quote = loanApplication().quote;
    const figures = screen.getByRole('region', { name: 'A szerződés fő adatai' });
    expect(within(figures).getByText(formatHuf(quote.monthlyPayment))).toBeInTheDocument();
    expect(within(figures).getByText(formatHuf(quote.totalRepayable))).toBeInTheDocument();
    expect(within(figures).getByText('2 000 000 Ft')).toBeInTheDocument();
    expect(within(figures).getByText('36 hónap')).toBeInTheDocument();

    const documents = await screen.findByRole('list', { name: 'Szerződéses dokumentumok' });
    const rows = within(documents).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Hitelszerződés');
    expect(rows[1]).toHaveTextContent('Egységes európai fogyasztói hitelinformációs formanyomtatvány');
    // WCAG 2.4.6: two download buttons on one screen say which document each one saves.
    expect(
      within(documents)
        .getAllByRole('button', { name: /^Letöltés/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Letöltés: Hitelszerződés',
      'Letöltés: Egységes európai fogyasztói hitelinformációs formanyomtatvány',
    ]);

    const user = userEvent.setup();
    const proceed = screen.getByRole('button', { name: 'Tovább az aláíráshoz' });
    await user.click(proceed);
    expect(
      await screen.findByText('Aláírás előtt kérjük, erősítse meg, hogy elolvasta a dokumentumokat.'),
    ).toBeInTheDocument();
    expect(api.callsTo(MOVE)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /^Elolvastam a hitelszerződést/ }));
    expect(
      screen.queryByText('Aláírás előtt kérjük, erősítse meg, hogy elolvasta a dokumentumokat.'),
    ).not.toBeInTheDocument();
    await user.click(proceed);
    await screenTitle('Aláírás előtt');
    expect(bodies(api.callsTo(MOVE))).toEqual([{ flowPosition: 'SIGN_PREPARATION', currentFlowIndex: 0 }]);
  });

  it('“Hibát találtam” refuses a description under 10 characters, sends one otherwise and the report screen follows', async () => {
    const api = journeyApi({ currentPosition: 'CONTRACT_CHECK' }, (move) => ({
      [ERROR_FOUND]: () =>
        json(move({ currentPosition: 'OFFLINE_UNDER_REVIEW', signatureState: 'ERROR_FOUND' })),
    }));
    renderApplication();
    await screenTitle('Személyazonosságát ellenőriztük');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hibát találtam a dokumentumokban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hibát talált a dokumentumokban?' });
    // WCAG 4.1.2: the dialog's icon-only close button is named.
    expect(within(dialog).getByRole('button', { name: 'Bezárás' })).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Mi a hiba?' });
    const send = within(dialog).getByRole('button', { name: 'Hiba bejelentése' });

    // Spaces do not count.
    await user.type(field, '  elírás       ');
    await user.click(send);
    expect(
      await within(dialog).findByText('Kérjük, írja le néhány szóban (legalább 10 karakterben), mi a hiba.'),
    ).toBeInTheDocument();
    expect(api.callsTo(ERROR_FOUND)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ' A születési helyem Győr, nem Gyál. ');
    await user.click(send);
    await screenTitle('Jelzését megkaptuk');
    expect(bodies(api.callsTo(ERROR_FOUND))).toEqual([
      { applicationId: APPLICATION_ID, description: 'A születési helyem Győr, nem Gyál.' },
    ]);
    expect(screen.getByRole('button', { name: 'Visszahívást kérek' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('signing', () => {
  it('SIGN_CHOOSE “Kód küldése” starts SMS_OTP signing with an Idempotency-Key; the code screen names the phone', async () => {
    const session = signingSession();
    const api = journeyApi({ currentPosition: 'SIGN_CHOOSE' }, (move) => ({
      [START_SIGNING]: () =>
        json({ application: move({ currentPosition: 'SIGN_WAITING' }), signing: session }, 201),
    }));
    renderApplication();
    const group = await screen.findByRole('radiogroup', { name: 'Aláírási mód' });
    expect(within(group).getByRole('radio', { name: /Aláírás SMS-kóddal/ })).toBeChecked();
    const send = screen.getByRole('button', { name: 'Kód küldése' });
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.queryByText('Adja meg telefonszámát')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(send);

    await screenTitle('Írja be az aláírási kódot');
    // The same code entry as every other one-time code: where it went, until when, six boxes.
    expect(screen.getByText('A hatjegyű kódot SMS-ben küldtük erre a számra:')).toBeInTheDocument();
    expect(screen.getByText('+36 20 *** **67')).toBeInTheDocument();
    expect(
      screen.getByText(
        `A kód ${new Intl.DateTimeFormat('hu-HU', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Budapest' }).format(new Date(session.expiresAt))}-ig érvényes.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Aláírási kód')).toBeInTheDocument();
    expect(codeDigits()).toHaveLength(6);
    expect(codeDigits()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    const calls = api.callsTo(START_SIGNING);
    expect(bodies(calls)).toEqual([{ type: 'SMS_OTP' }]);
    expect(keyOf(calls[0])).toMatch(UUID);
  });

  it.each([
    ['INTRO', 'Mielőtt elkezdené'],
    ['SIGN_PREPARATION', 'Aláírás előtt'],
  ] as const)(
    '%s tells a customer registered by email, ahead of signing, that the code needs a mobile number, and offers to add it',
    async (position, title) => {
      journeyApi(
        { currentPosition: position },
        { 'GET /profile': json(profile({ currentStatus: 'IN_FLOW', phone: null, isPhoneConfirmed: false })) },
      );
      renderApplication();
      await screenTitle(title);
      expect(await screen.findByText('Az aláíráshoz mobiltelefonszám kell')).toBeInTheDocument();
      expect(screen.getByText(/Fiókjában még nincs mobiltelefonszám/)).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Telefonszám megadása' }));
      expect(await screen.findByRole('dialog', { name: 'Telefonszám hozzáadása' })).toBeInTheDocument();
    },
  );

  it('SIGN_PREPARATION says nothing about the phone to a customer whose number is confirmed', async () => {
    const api = journeyApi({ currentPosition: 'SIGN_PREPARATION' });
    renderApplication();
    await screenTitle('Aláírás előtt');
    await waitFor(() => expect(api.callsTo('GET /profile')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Az aláíráshoz mobiltelefonszám kell')).not.toBeInTheDocument();
  });

  it('SIGN_CHOOSE without a confirmed phone asks for one first and sends no code', async () => {
    const api = journeyApi(
      { currentPosition: 'SIGN_CHOOSE' },
      { 'GET /profile': json(profile({ currentStatus: 'IN_FLOW', isPhoneConfirmed: false })) },
    );
    renderApplication();
    await screenTitle('Az aláírás módja');
    expect(await screen.findByRole('button', { name: 'Telefonszám megadása' })).toBeInTheDocument();
    expect(screen.getByText('Adja meg telefonszámát')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Kód küldése' });
    expect(send).toBeDisabled();
    fireEvent.click(send);
    expect(api.callsTo(START_SIGNING)).toHaveLength(0);
  });

  it.each([
    [400, 'VALIDATION_FAILED', 'Hibás aláírási kód. Még 4 próbálkozása van.'],
    [409, 'CONFLICT', 'Az aláírási kód lejárt. Kérjen új kódot.'],
  ])(
    'a wrong code answered %i shows the server’s message and empties the field',
    async (status, code, message) => {
      const api = journeyApi(
        { currentPosition: 'SIGN_WAITING' },
        { [CONFIRM_SIGNING]: json({ code, message }, status) },
      );
      renderApplication();
      await screenTitle('Írja be az aláírási kódot');
      const user = await typeCode('111111');
      await user.click(screen.getByRole('button', { name: 'Szerződés aláírása' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      for (const box of codeDigits()) expect(box).toHaveValue('');
      expect(bodies(api.callsTo(CONFIRM_SIGNING))).toEqual([{ code: '111111' }]);
      expect(screen.getByRole('heading', { level: 2, name: 'Írja be az aláírási kódot' })).toBeVisible();
    },
  );

  it('SIGN_WAITING refuses a code that is not 6 digits without a call; the right code signs and the review screen follows', async () => {
    const api = journeyApi({ currentPosition: 'SIGN_WAITING' }, (move) => ({
      [CONFIRM_SIGNING]: () =>
        json({
          application: move({
            currentPosition: 'UNDER_REVIEW',
            currentStatus: 'UNDER_REVIEW',
            signedAt: SIGNED_AT,
          }),
          result: null,
        }),
      // A person reviews it: nothing is decided yet.
      [EVALUATE]: () => json({ application: move({}), result: null }),
    }));
    renderApplication();
    await screenTitle('Írja be az aláírási kódot');
    const sign = screen.getByRole('button', { name: 'Szerződés aláírása' });
    // The boxes take digits only: a letter is not typed in at all.
    const user = await typeCode('12a45');
    expect(codeDigits().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '4', '5', '', '']);
    await user.click(sign);
    expect(await screen.findByText('Az aláírási kód 6 számjegyből áll.')).toBeInTheDocument();
    expect(api.callsTo(CONFIRM_SIGNING)).toHaveLength(0);

    await user.click(codeDigits()[4] as HTMLElement);
    await user.keyboard('6');
    expect(screen.queryByText('Az aláírási kód 6 számjegyből áll.')).not.toBeInTheDocument();
    await user.keyboard('7');
    await user.click(sign);
    await screenTitle('Köszönjük, aláírta a szerződést');
    expect(bodies(api.callsTo(CONFIRM_SIGNING))).toEqual([{ code: '124567' }]);
    expect(screen.getByText(`Aláírás ideje: ${formatDateTime(SIGNED_AT)}.`)).toBeInTheDocument();
  });
});

describe('review and result', () => {
  it('UNDER_REVIEW asks once for a due decision; an approval shows the approved result', async () => {
    const held = heldReply();
    const api = journeyApi(
      { currentPosition: 'UNDER_REVIEW', currentStatus: 'UNDER_REVIEW', signedAt: SIGNED_AT },
      {
        [EVALUATE]: held.reply,
        [`GET ${APP}/result`]: json(
          applicationResult({
            signedAt: SIGNED_AT,
            withdrawableUntil: new Date(Date.now() + 14 * DAY).toISOString(),
          }),
        ),
      },
    );
    renderApplication();
    await screenTitle('Köszönjük, aláírta a szerződést');
    expect(await screen.findByRole('list', { name: 'Szerződéses dokumentumok' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(EVALUATE)).toHaveLength(1));
    expect(bodies(api.callsTo(EVALUATE))).toEqual([{ applicationId: APPLICATION_ID }]);

    const approved = api.replace(loanApplication({ ...api.current(), ...atResult('APPROVED') }));
    held.release(json({ application: approved, result: applicationResult({ signedAt: SIGNED_AT }) }));
    await screenTitle('Gratulálunk, jóváhagytuk a kölcsönét');
    expect(await screen.findByRole('button', { name: 'Elállok a szerződéstől' })).toBeInTheDocument();
    expect(api.callsTo(EVALUATE)).toHaveLength(1);
  });

  it('UNDER_REVIEW with nothing due yet stays and asks no more', async () => {
    const api = journeyApi(
      { currentPosition: 'UNDER_REVIEW', currentStatus: 'UNDER_REVIEW', signedAt: SIGNED_AT },
      (move) => ({ [EVALUATE]: () => json({ application: move({}), result: null }) }),
    );
    renderApplication();
    await screenTitle('Köszönjük, aláírta a szerződést');
    await waitFor(() => expect(api.callsTo(EVALUATE)).toHaveLength(1));
    await screen.findByRole('list', { name: 'Szerződéses dokumentumok' });
    expect(screen.getByRole('heading', { level: 2, name: 'Köszönjük, aláírta a szerződést' })).toBeVisible();
    expect(api.callsTo(EVALUATE)).toHaveLength(1);
  });

  it('RESULT approved by a person shows the reason the reviewer chose; an automated approval none', async () => {
    journeyApi(atResult('MANUALLY_APPROVED'), {
      [`GET ${APP}/result`]: json(
        applicationResult({
          decision: 'MANUALLY_APPROVED',
          decidedBy: 'STAFF',
          reasons: ['INCOME_VERIFIED'],
          signedAt: SIGNED_AT,
        }),
      ),
    });
    renderApplication();
    await screenTitle('Gratulálunk, jóváhagytuk a kölcsönét');
    expect(
      await screen.findByText(
        'Munkatársunk indoklása: Munkatársunk ellenőrizte, és igazoltnak találta a jövedelmét.',
      ),
    ).toBeInTheDocument();
  });

  it('RESULT approved for a leasing speaks of the leasing: the dealer is paid, the residual value shown, the way back to the dealer', async () => {
    const user = userEvent.setup();
    journeyApi(
      {
        ...atResult('APPROVED'),
        leasing: {
          prescorePublicId: 'DunakanyarDemo2026Skoda1',
          dealerId: 'd1a7e2b0-5c3f-4e8a-9b61-2f0c4d8e1a01',
          dealerName: 'Dunakanyar Autóház',
          vehicle: {
            condition: 'NEW',
            firstRegistrationDate: null,
            description: 'Škoda Octavia Combi 1.5 TSI',
          },
          price: 12_000_000,
          downPayment: 2_400_000,
          residualValue: 4_800_000,
          paymentTiming: 'ARREARS',
          dealerRedirectUrl: 'https://dunakanyar-autohaz.example/lizing?prescore=x&eligible=true',
        },
      },
      {
        [`GET ${APP}/result`]: json(
          applicationResult({
            signedAt: SIGNED_AT,
            withdrawableUntil: new Date(Date.now() + 14 * DAY).toISOString(),
            dealerRedirectUrl: 'https://dunakanyar-autohaz.example/lizing?prescore=x&eligible=true',
          }),
        ),
      },
    );
    renderApplication();
    await screenTitle('Gratulálunk, jóváhagytuk a lízingét');
    expect(screen.getByText(/közvetlenül a kereskedőnek fizetjük ki/)).toBeInTheDocument();
    expect(screen.queryByText(/bankszámlájára utaljuk/)).toBeNull();
    expect(
      screen.getByText(/maradványérték 4\u00a0800\u00a0000\u00a0Ft|maradványérték 4 800 000 Ft/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a kereskedőhöz' })).toHaveAttribute(
      'href',
      'https://dunakanyar-autohaz.example/lizing?prescore=x&eligible=true',
    );
    await user.click(screen.getByRole('button', { name: 'Elállok a szerződéstől' }));
    expect(
      await screen.findByLabelText('Megértettem, és el kívánok állni a lízingszerződéstől.'),
    ).toBeInTheDocument();
  });

  it('RESULT APPROVED within the deadline: withdrawal after a deliberate tick, with a receipt', async () => {
    const deadline = new Date(Date.now() + 12 * DAY).toISOString();
    const withdrawnAt = new Date().toISOString();
    const result = applicationResult({ signedAt: SIGNED_AT, withdrawableUntil: deadline });
    const api = journeyApi(atResult('APPROVED'), (move) => ({
      [`GET ${APP}/result`]: json(result),
      [WITHDRAW]: () =>
        json({
          application: move({
            currentPosition: 'CLOSED',
            currentStatus: 'CLOSED',
            signatureState: 'WITHDRAWN',
          }),
          result: { ...result, withdrawnAt } satisfies ApplicationResult,
        }),
    }));
    const { router } = renderApplication();
    await screenTitle('Gratulálunk, jóváhagytuk a kölcsönét');
    const withdrawal = await screen.findByRole('region', { name: 'Elállás a szerződéstől' });
    expect(withdrawal).toHaveTextContent(`Határidő: ${formatLongDate(deadline)}`);

    const user = userEvent.setup();
    await user.click(within(withdrawal).getByRole('button', { name: 'Elállok a szerződéstől' }));
    const dialog = await screen.findByRole('dialog', { name: 'Biztosan eláll a szerződéstől?' });
    expect(within(dialog).getByRole('button', { name: 'Bezárás' })).toBeInTheDocument();
    // The confirmation stays disabled until the customer ticks the box on purpose; the hint says so.
    const confirm = within(dialog).getByRole('button', { name: 'Elállás véglegesítése' });
    expect(confirm).toBeDisabled();
    const tick = within(dialog).getByRole('checkbox', {
      name: 'Megértettem, és el kívánok állni a hitelszerződéstől.',
    });
    expect(tick).toHaveAccessibleDescription(
      'Az elálláshoz kérjük, jelölje be, hogy megértette a következményeit.',
    );
    fireEvent.click(confirm);
    expect(api.callsTo(WITHDRAW)).toHaveLength(0);

    await user.click(tick);
    expect(confirm).toBeEnabled();
    await user.click(tick);
    expect(confirm).toBeDisabled();
    await user.click(tick);
    await user.click(confirm);
    const receipt = await screen.findByRole('dialog', { name: 'Elállását rögzítettük' });
    expect(receipt).toHaveTextContent(/A visszaigazolást e-mailben elküldtük/);
    expect(dialog).toHaveTextContent(`Elállását ${formatDateTime(withdrawnAt)}-kor rögzítettük.`);
    expect(bodies(api.callsTo(WITHDRAW))).toEqual([{ confirm: true }]);

    await user.click(within(dialog).getByRole('button', { name: 'Rendben' }));
    // Not a silent jump: the applications list, told which contract was withdrawn and when.
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/applications'));
    expect(router.state.location.state).toEqual({
      withdrawal: { applicationId: APPLICATION_ID, withdrawnAt },
    });
  });

  it.each(['APPROVED', 'MANUALLY_APPROVED'])(
    'RESULT %s after the deadline shows that it passed and offers no withdrawal',
    async (decision) => {
      const deadline = new Date(Date.now() - DAY).toISOString();
      journeyApi(atResult(decision), {
        [`GET ${APP}/result`]: json(
          applicationResult({
            decision: decision as ApplicationResult['decision'],
            decidedBy: decision === 'APPROVED' ? 'AUTOMATED' : 'STAFF',
            signedAt: SIGNED_AT,
            withdrawableUntil: deadline,
          }),
        ),
      });
      renderApplication();
      await screenTitle('Gratulálunk, jóváhagytuk a kölcsönét');
      const withdrawal = await screen.findByRole('region', { name: 'Elállás a szerződéstől' });
      expect(withdrawal).toHaveTextContent(`Az elállási határidő lejárt: ${formatLongDate(deadline)}`);
      expect(within(withdrawal).queryByRole('button')).not.toBeInTheDocument();
      const quote = loanApplication().quote;
      expect(
        within(screen.getByRole('region', { name: 'Az Ön kölcsöne' })).getByText(
          formatHuf(quote.monthlyPayment),
        ),
      ).toBeInTheDocument();
    },
  );

  it.each([
    {
      decision: 'MANUALLY_REJECTED',
      decidedBy: 'STAFF',
      reason: 'INCOME_NOT_VERIFIED',
      text: internalStaffTokensHu['reason.INCOME_NOT_VERIFIED'],
      automated: false,
    },
    {
      decision: 'REJECT',
      decidedBy: 'AUTOMATED',
      reason: 'DTI_FAILED',
      text: 'A törlesztőrészlet a meglévő hiteleivel együtt',
      automated: true,
    },
  ] as const)(
    'RESULT $decision decided by $decidedBy shows the refusal and its reason; the automated-decision note only for the rules',
    async ({ decision, decidedBy, reason, text, automated }) => {
      const api = journeyApi(
        { ...atResult(decision), signedAt: decidedBy === 'STAFF' ? SIGNED_AT : null },
        {
          [`GET ${APP}/result`]: json(applicationResult({ decision, decidedBy, reasons: [reason] })),
          'GET /credit/decision-review': json({ request: null }),
        },
      );
      renderApplication();
      await screenTitle('Most nem tudjuk jóváhagyni a kérelmét');
      expect(api.callsTo(`GET ${APP}/result`)).toHaveLength(1);
      const reasons = screen.getByRole('list', { name: /Ennek fő okai/ });
      const items = within(reasons).getAllByRole('listitem');
      expect(items).toHaveLength(1);
      expect(text).toBeTruthy();
      expect(items[0]).toHaveTextContent(text ?? '');
      expect(items[0]).not.toHaveTextContent(reason);
      if (automated) expect(screen.getByRole('note')).toHaveTextContent('Automatizált döntés');
      else expect(screen.queryByText('Automatizált döntés')).not.toBeInTheDocument();
      // A person's review is asked of an automated decision only (EU 2023/2225 art. 18(8)).
      if (automated)
        expect(
          await screen.findByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' }),
        ).toBeInTheDocument();
      else
        expect(
          screen.queryByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' }),
        ).not.toBeInTheDocument();
    },
  );
});
