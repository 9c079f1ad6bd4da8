import { formatHuf } from '@hitelkapu/domain/format/number';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationRoutePage } from '../../../app/pages/application-page.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken } from '../../../testing/api-mock.ts';
import { APP, mockApplicationApi } from '../../../testing/application-api.ts';
import {
  applicationFlow,
  applicationProduct,
  applicationResult,
  customerDocument,
  documentPrompt,
  finishResponse,
  flowQuestionOf,
  flowStepOf,
  idCardPrompt,
  KO_EXPLANATION,
  khrStatement,
  loanApplication,
  scoringDecision,
} from '../../../testing/application-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

type User = ReturnType<typeof userEvent.setup>;

const renderApplication = () =>
  renderWithProviders(<ApplicationRoutePage />, { path: '/application', route: '/application' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const atStep = (
  index: number,
  answers: Record<string, string> = {},
  versions: Record<string, number> = {},
) => ({
  currentPosition: 'FLOW' as const,
  currentFlowIndex: index,
  dynamicData: JSON.stringify(answers),
  answerVersions: versions,
});
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Tovább' }));

// The seeded flow: its steps and the questions the tests answer, by what the customer reads.
const steps = applicationFlow.steps;
const STEP_COUNT = steps.length;
const stepOf = (identifier: string) => flowStepOf(identifier);
const label = (identifier: string) => flowQuestionOf(identifier).label;
const PERSONAL = stepOf('mothers_name');
const ADDRESS = stepOf('postal_code');
const EMPLOYMENT = stepOf('net_income');
const COMMITMENTS = stepOf('has_loans');
const STATEMENTS = stepOf('statement_khr');
const DOCUMENTS = stepOf('id_card_document');
const ID_CARD = idCardPrompt.title;
const stepCounter = (index: number) => `${index + 1}. lépés (összesen ${STEP_COUNT})`;

/** Every answer the seeded personal-data step asks for. */
const personalAnswers = {
  mothers_name: 'Nagy Éva',
  birth_place: 'Szeged',
  birth_date: '1985-04-12',
  id_card_number: '123456AB',
  citizenship: 'hungarian',
  marital_status: 'married',
  dependants: '0',
};

describe('loan application', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('INTRO shows the chosen offer’s figures, the steps, the documents and the time; “Kezdjük” opens the first step', async () => {
    const api = mockApplicationApi();
    renderApplication();
    const quote = loanApplication().quote;
    const offer = await screen.findByRole('region', { name: 'A választott ajánlat' });
    expect(await within(offer).findByText(applicationProduct.name)).toBeInTheDocument();
    expect(within(offer).getByText(formatHuf(quote.monthlyPayment))).toBeInTheDocument();
    expect(within(offer).getByText(formatHuf(quote.totalRepayable))).toBeInTheDocument();
    expect(within(offer).getByText('2 000 000 Ft')).toBeInTheDocument();
    expect(within(offer).getByText('36 hónap')).toBeInTheDocument();
    expect(within(offer).getByText(/^\d+,\d %$/)).toBeInTheDocument();

    const stepList = screen.getByRole('region', { name: 'Ezeket kérdezzük' });
    expect(
      within(stepList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(steps.map((step) => step.title));
    const documents = screen.getByRole('region', { name: 'Készítse elő ezeket a dokumentumokat' });
    for (const id of [1, 2, 3]) expect(documents).toHaveTextContent(documentPrompt(id).title);
    // The steps' seconds, rounded up to whole minutes.
    const minutes = Math.ceil(steps.reduce((sum, step) => sum + step.time, 0) / 60);
    expect(screen.getByText(`A kitöltés kb. ${minutes} percet vesz igénybe.`)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Kezdjük' }));
    const heading = await stepHeading(steps[0]?.title ?? '');
    expect(api.callsTo(`PATCH ${APP}/update-position`).map((call) => call.body)).toEqual([
      { flowPosition: 'FLOW', currentFlowIndex: 0 },
    ]);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(stepCounter(0))).toBeInTheDocument();
  });

  it('resumes at exactly the stored step, with the bank link offered on the income step', async () => {
    mockApplicationApi(atStep(EMPLOYMENT.index, { income_channel: 'bank_account' }));
    renderApplication();
    await stepHeading(EMPLOYMENT.title);
    expect(screen.getByText(stepCounter(EMPLOYMENT.index))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: label('income_channel') })).toHaveValue('bank_account');
    // The PSD2 field is shown: the customer may link the account from here.
    expect(flowQuestionOf('bank_sync').hidden).toBe(false);
    expect(screen.getByRole('region', { name: label('bank_sync') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tovább a bankomhoz' })).toBeInTheDocument();
  });

  it('FLOW says under an answer taken from the preliminary assessment that it came from there, until it is changed', async () => {
    mockApplicationApi(atStep(PERSONAL.index, { birth_date: '1985-04-12' }, { birth_date: 1 }));
    renderApplication();
    await stepHeading(PERSONAL.title);
    const birthDate = screen.getByLabelText(label('birth_date'));
    expect(birthDate).toHaveValue('1985-04-12');
    await waitFor(() =>
      expect(birthDate).toHaveAccessibleDescription(
        'Az előzetes hitelbírálatban ezt adta meg. Ha azóta változott, javítsa.',
      ),
    );
    // Only the answers that came from there.
    expect(screen.getByRole('textbox', { name: label('mothers_name') })).not.toHaveAccessibleDescription(
      /előzetes hitelbírálatban/,
    );
    fireEvent.change(birthDate, { target: { value: '1985-04-21' } });
    expect(birthDate).not.toHaveAccessibleDescription(/előzetes hitelbírálatban/);
  });

  it('FLOW renders each question kind', async () => {
    mockApplicationApi(atStep(0));
    const view = renderApplication();
    await stepHeading(steps[0]?.title ?? '');
    // READONLY_FIELD: the server's value, not editable.
    const name = await screen.findByText('Kovács Anna');
    expect(name.closest('dl')).toHaveTextContent(label('offer_full_name'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    view.unmount();
    vi.unstubAllGlobals();

    mockApplicationApi(atStep(PERSONAL.index));
    const personal = renderApplication();
    await stepHeading(PERSONAL.title);
    expect(screen.getByRole('textbox', { name: label('mothers_name') })).toBeRequired();
    expect(screen.getByLabelText(label('birth_date'))).toHaveAttribute('type', 'date');
    expect(screen.getByRole('combobox', { name: label('marital_status') })).toBeInTheDocument();
    personal.unmount();
    vi.unstubAllGlobals();

    mockApplicationApi(atStep(ADDRESS.index));
    const address = renderApplication();
    await stepHeading(ADDRESS.title);
    expect(screen.getByRole('radiogroup', { name: label('has_mailing_address') })).toBeInTheDocument();
    address.unmount();
    vi.unstubAllGlobals();

    mockApplicationApi(atStep(EMPLOYMENT.index));
    const income = renderApplication();
    await stepHeading(EMPLOYMENT.title);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: label('net_income') }), '650000');
    expect(screen.getByRole('textbox', { name: label('net_income') })).toHaveValue('650 000');
    expect(
      screen.getByRole('group', { name: `${label('other_income')} (nem kötelező)` }),
    ).toBeInTheDocument();
    // SPECIAL_FIELD PSD2: the bank link, optional.
    expect(await screen.findByRole('button', { name: 'Tovább a bankomhoz' })).toBeInTheDocument();
    income.unmount();
    vi.unstubAllGlobals();

    mockApplicationApi(atStep(STATEMENTS.index, { email_confirmed: 'COMPLETED' }));
    const statements = renderApplication();
    await stepHeading(STATEMENTS.title);
    expect(screen.getByText('E-mail címét megerősítette.')).toBeInTheDocument();
    statements.unmount();
    vi.unstubAllGlobals();

    mockApplicationApi(atStep(DOCUMENTS.index));
    renderApplication();
    await stepHeading(DOCUMENTS.title);
    expect(await screen.findByRole('button', { name: `Fájl kiválasztása: ${ID_CARD}` })).toBeInTheDocument();
    // Each document prompt of the step says what it accepts.
    const prompts = steps[DOCUMENTS.index]?.questions.filter(
      (question) => question.type === 'DOCUMENT_PROMPT',
    );
    expect(
      screen.getAllByText(/Elfogadott formátum: PDF, JPEG vagy PNG\. Egy fájl legfeljebb 10 MB/),
    ).toHaveLength(prompts?.length ?? 0);
    expect(screen.getByText(flowQuestionOf('identity_verification').hint ?? '')).toBeInTheDocument();
  });

  it('autosaves an answer on leaving the field with the version last seen, then the version the server returned', async () => {
    const api = mockApplicationApi(atStep(PERSONAL.index, { mothers_name: 'Nagy Éva' }, { mothers_name: 3 }));
    renderApplication();
    await stepHeading(PERSONAL.title);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: label('mothers_name') });
    await user.type(field, ' Mária');
    expect(api.callsTo(`PATCH ${APP}/data`)).toHaveLength(0);
    await user.tab();
    expect(await screen.findByText('Mentve')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Kiss Éva');
    await user.tab();
    await waitFor(() => expect(api.callsTo(`PATCH ${APP}/data`)).toHaveLength(2));
    expect(api.callsTo(`PATCH ${APP}/data`).map((call) => call.body)).toEqual([
      { key: 'mothers_name', value: 'Nagy Éva Mária', version: 3 },
      { key: 'mothers_name', value: 'Kiss Éva', version: 4 },
    ]);
    // A choice saves at once.
    await user.selectOptions(screen.getByRole('combobox', { name: label('marital_status') }), 'married');
    await waitFor(() =>
      expect(api.callsTo(`PATCH ${APP}/data`).at(-1)?.body).toEqual({
        key: 'marital_status',
        value: 'married',
        version: 0,
      }),
    );
  });

  it('a value the engine refuses stays on screen with its message and is not saved', async () => {
    const api = mockApplicationApi(atStep(PERSONAL.index));
    renderApplication();
    await stepHeading(PERSONAL.title);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: label('id_card_number') });
    await user.type(field, '12AB');
    await user.tab();
    expect(await screen.findByText('A megadott érték formátuma nem megfelelő.')).toBeInTheDocument();
    expect(field).toHaveValue('12AB');
    expect(api.callsTo(`PATCH ${APP}/data`)).toHaveLength(0);
  });

  it('a 409 on autosave shows the notice and reloads the newer answer instead of overwriting it', async () => {
    const api = mockApplicationApi(
      atStep(PERSONAL.index, { mothers_name: 'Nagy Éva' }, { mothers_name: 3 }),
      {
        [`PATCH ${APP}/data`]: json({ code: 'CONFLICT', message: 'Az adat időközben megváltozott.' }, 409),
      },
    );
    renderApplication();
    await stepHeading(PERSONAL.title);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: label('mothers_name') }), 'x');
    await user.tab();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Az adat időközben megváltozott');
    expect(notice).toHaveTextContent(`„${label('mothers_name')}”`);
    expect(api.callsTo(`PATCH ${APP}/data`)).toHaveLength(1);

    api.replace(
      loanApplication(atStep(PERSONAL.index, { mothers_name: 'Nagy Éva Katalin' }, { mothers_name: 4 })),
    );
    await user.click(within(notice).getByRole('button', { name: 'Legfrissebb adatok betöltése' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: label('mothers_name') })).toHaveValue('Nagy Éva Katalin'),
    );
    expect(screen.queryByText('Az adat időközben megváltozott')).not.toBeInTheDocument();
    expect(api.callsTo(`PATCH ${APP}/data`)).toHaveLength(1);
  });

  it('Tovább with a required answer missing shows the message under it, focuses it and does not move', async () => {
    const { mothers_name: _missing, ...answered } = personalAnswers;
    const api = mockApplicationApi(atStep(PERSONAL.index, answered));
    renderApplication();
    await stepHeading(PERSONAL.title);
    const user = userEvent.setup();
    await next(user);
    const field = screen.getByRole('textbox', { name: label('mothers_name') });
    await waitFor(() => expect(field).toHaveFocus());
    // The message first, then the field's hint.
    expect(field).toHaveAccessibleDescription(
      `Ezt a mezőt ki kell tölteni. ${flowQuestionOf('mothers_name').hint}`,
    );
    expect(api.callsTo(`PATCH ${APP}/update-position`)).toHaveLength(0);

    await user.type(field, 'Nagy Éva');
    await next(user);
    const heading = await stepHeading(ADDRESS.title);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.callsTo(`PATCH ${APP}/data`).map((call) => call.body)).toEqual([
      { key: 'mothers_name', value: 'Nagy Éva', version: 0 },
    ]);
    expect(api.callsTo(`PATCH ${APP}/update-position`).map((call) => call.body)).toEqual([
      { flowPosition: 'FLOW', currentFlowIndex: ADDRESS.index },
    ]);
  });

  it('a knock-out answer shows its explanation and blocks the step', async () => {
    const knockOut = flowQuestionOf('insolvency_proceedings');
    expect(knockOut).toMatchObject({ isHardKo: true, koAnswer: 'true' });
    const api = mockApplicationApi(atStep(COMMITMENTS.index, { has_loans: 'false' }));
    renderApplication();
    await stepHeading(COMMITMENTS.title);
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('radiogroup', { name: knockOut.label })).getByRole('radio', { name: 'Igen' }),
    );
    await next(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ezzel a válasszal most nem folytatható a kérelem');
    expect(alert).toHaveTextContent(KO_EXPLANATION);
    expect(api.callsTo(`PATCH ${APP}/update-position`)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: COMMITMENTS.title })).toBeInTheDocument();
  });

  it('a conditional question appears and disappears with the answer it depends on', async () => {
    mockApplicationApi(atStep(COMMITMENTS.index));
    renderApplication();
    await stepHeading(COMMITMENTS.title);
    const user = userEvent.setup();
    const instalments = label('loan_instalments');
    expect(screen.queryByRole('textbox', { name: instalments })).not.toBeInTheDocument();
    const loans = screen.getByRole('radiogroup', { name: label('has_loans') });
    await user.click(within(loans).getByRole('radio', { name: 'Igen' }));
    expect(screen.getByRole('textbox', { name: instalments })).toBeInTheDocument();
    await user.click(within(loans).getByRole('radio', { name: 'Nem' }));
    expect(screen.queryByRole('textbox', { name: instalments })).not.toBeInTheDocument();
  });

  it('a statement is unticked, its full text opens on demand, and ticking it sends true', async () => {
    // The other statements of the step are answered; the email is not confirmed yet.
    const api = mockApplicationApi(
      atStep(STATEMENTS.index, {
        statement_khr_positive_list: 'false',
        statement_pep: 'true',
        statement_beneficial_owner: 'true',
      }),
    );
    renderApplication();
    await stepHeading(STATEMENTS.title);
    const box = screen.getByRole('checkbox', { name: `Elolvastam és elfogadom: ${khrStatement.title}` });
    expect(box).not.toBeChecked();
    const user = userEvent.setup();
    // The KHR statement is the step's first: its button is the first of its kind.
    const [showFull] = screen.getAllByRole('button', { name: 'A teljes szöveg' });
    await user.click(showFull as HTMLElement);
    expect(await screen.findByText(khrStatement.body.replace(/\s+/g, ' '))).toBeInTheDocument();
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() =>
      expect(api.callsTo(`PATCH ${APP}/data`).map((call) => call.body)).toEqual([
        { key: 'statement_khr', value: 'true', version: 0 },
      ]),
    );
    // The email is not confirmed yet: Tovább names what is missing.
    await next(user);
    expect(await screen.findByText('A továbblépéshez előbb ezt kell befejeznie.')).toBeInTheDocument();
  });

  it('uploads a document as multipart with the prompt, lists it, and deletes it', async () => {
    const uploaded = customerDocument({ id: 'doc-9', originalName: 'szemelyi-elol.pdf', size: 1_572_864 });
    const api = mockApplicationApi(atStep(DOCUMENTS.index), {
      [`PATCH ${APP}/document`]: json(uploaded, 201),
      [`DELETE ${APP}/document/doc-9`]: () => new Response(null, { status: 204 }),
    });
    renderApplication();
    await stepHeading(DOCUMENTS.title);
    const user = userEvent.setup();
    const file = new File(['%PDF-1.7 személyi'], 'szemelyi-elol.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText(`Feltöltendő fájl: ${ID_CARD}`), file);

    const list = await screen.findByRole('list', { name: `Feltöltött fájlok: ${ID_CARD}` });
    expect(within(list).getByText('szemelyi-elol.pdf')).toBeInTheDocument();
    expect(within(list).getByText('1,5 MB')).toBeInTheDocument();
    const [call] = api.callsTo(`PATCH ${APP}/document`);
    const form = call?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('promptId')).toBe('1');
    expect(form.get('promptIdentifier')).toBe('id_card_document');
    expect((form.get('file') as File).name).toBe('szemelyi-elol.pdf');
    expect(within(list).getByRole('button', { name: 'Megtekintés: szemelyi-elol.pdf' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Törlés: szemelyi-elol.pdf' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: `Feltöltött fájlok: ${ID_CARD}` })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(`DELETE ${APP}/document/doc-9`)).toHaveLength(1);
  });

  it('a refused upload shows the server’s Hungarian reason', async () => {
    const reason = 'A fájl tartalma nem PDF, JPEG vagy PNG. Töltsön fel egy fényképet vagy PDF-et.';
    mockApplicationApi(atStep(DOCUMENTS.index), {
      [`PATCH ${APP}/document`]: json({ code: 'UNSUPPORTED_MEDIA_TYPE', message: reason }, 415),
    });
    renderApplication();
    await stepHeading(DOCUMENTS.title);
    const user = userEvent.setup();
    const renamed = new File(['MZ\u0090\u0000'], 'berjegyzek.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText(`Feltöltendő fájl: ${ID_CARD}`), renamed);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Feltöltött fájlok/ })).not.toBeInTheDocument();
  });

  it('a file over the size limit is refused before it is sent', async () => {
    const api = mockApplicationApi(atStep(DOCUMENTS.index));
    renderApplication();
    await stepHeading(DOCUMENTS.title);
    const big = new File([new Uint8Array(idCardPrompt.maxBytes + 1)], 'szkennelt.pdf', {
      type: 'application/pdf',
    });
    const input = await screen.findByLabelText(`Feltöltendő fájl: ${ID_CARD}`);
    // The browser's picker would return it; no accept filter is involved here.
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(/A fájl túl nagy \(10 MB\)\. Legfeljebb 10 MB/)).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${APP}/document`)).toHaveLength(0);
  });

  it('Vissza on the first step goes back to the intro', async () => {
    const api = mockApplicationApi(atStep(0));
    renderApplication();
    await stepHeading(steps[0]?.title ?? '');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await stepHeading('Mielőtt elkezdené');
    expect(api.callsTo(`PATCH ${APP}/update-position`).map((call) => call.body)).toEqual([
      { flowPosition: 'INTRO', currentFlowIndex: 0 },
    ]);
  });

  it('OVERVIEW lists every step’s answers and “Módosítás” returns to that step', async () => {
    const api = mockApplicationApi(atOverview(), documentRoutes);
    renderApplication();
    await stepHeading('Adatai ellenőrzése');
    const offer = screen.getByRole('region', { name: steps[0]?.title ?? '' });
    expect(await within(offer).findByText('Kovács Anna')).toBeInTheDocument();
    const personal = screen.getByRole('region', { name: PERSONAL.title });
    expect(within(personal).getByText('Nagy Éva')).toBeInTheDocument();
    expect(within(personal).getByText('1985. április 12.')).toBeInTheDocument();
    expect(within(personal).getByText('Házas')).toBeInTheDocument();
    const income = screen.getByRole('region', { name: EMPLOYMENT.title });
    expect(within(income).getByText('Bankszámlára')).toBeInTheDocument();
    expect(within(income).getByText('650 000 Ft')).toBeInTheDocument();
    expect(
      within(income).getByText('Bérbeadásból származó jövedelem, Nyugdíj vagy nyugdíjszerű ellátás'),
    ).toBeInTheDocument();
    const commitments = screen.getByRole('region', { name: COMMITMENTS.title });
    expect(within(commitments).queryByText(label('loan_instalments'))).not.toBeInTheDocument();
    const statements = screen.getByRole('region', { name: STATEMENTS.title });
    // The three statements to tick are accepted; the KHR positive list is a yes/no, answered no.
    expect(within(statements).getAllByText('Elfogadva')).toHaveLength(3);
    expect(within(statements).getByText('Megerősítve')).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: DOCUMENTS.title });
    expect(await within(documents).findByText('szemelyi.pdf')).toBeInTheDocument();
    expect(within(documents).queryByText(label('identity_verification'))).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mi történik a beküldés után?' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Automatizált döntés');
    expect(screen.getByRole('button', { name: 'Kérelem beküldése' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Vissza az adatokhoz' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Módosítás: ${EMPLOYMENT.title}` }));
    await stepHeading(EMPLOYMENT.title);
    expect(api.callsTo(`PATCH ${APP}/update-position`).map((call) => call.body)).toEqual([
      { flowPosition: 'FLOW', currentFlowIndex: EMPLOYMENT.index },
    ]);
  });

  it('“Mégsem kérem” closes the application after a confirmation and goes to the offers', async () => {
    const api = mockApplicationApi(
      {},
      {
        [`POST ${APP}/close`]: () =>
          json(loanApplication({ currentPosition: 'CLOSED', currentStatus: 'CLOSED' })),
      },
    );
    const { router } = renderApplication();
    await stepHeading('Mielőtt elkezdené');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mégsem kérem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Biztosan nem kéri a kölcsönt?' });
    // WCAG 4.1.2: the dialog's icon-only close button is named.
    expect(within(dialog).getByRole('button', { name: 'Bezárás' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mégse, folytatom' }));
    expect(api.callsTo(`POST ${APP}/close`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mégsem kérem' }));
    const again = await screen.findByRole('dialog', { name: 'Biztosan nem kéri a kölcsönt?' });
    await user.click(within(again).getByRole('button', { name: 'Igen, megszakítom a kérelmet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));
    expect(api.callsTo(`POST ${APP}/close`)).toHaveLength(1);
  });

  it('without an open application the customer is sent to the offers', async () => {
    mockApplicationApi(
      {},
      {
        'GET /credit/my-loan-application': json(
          { code: 'NOT_FOUND', message: 'Nincs folyamatban lévő kérelme.' },
          404,
        ),
      },
    );
    const { router } = renderApplication();
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));
  });
});

/** Every answer of the seeded flow; the email confirmation can be left out to make its step incomplete. */
const completeAnswers: Record<string, string> = {
  ...personalAnswers,
  postal_code: '1138',
  city: 'Budapest',
  street: 'Váci út 1.',
  has_mailing_address: 'false',
  employer_name: 'Minta Kereskedelmi Kft.',
  employer_tax_number: '12345678-2-42',
  employment_start: '2020-03-01',
  net_income: '650000',
  income_channel: 'bank_account',
  bank_account: '11773016-11111018-00000000',
  other_income: '["rental","pension"]',
  has_loans: 'false',
  insolvency_proceedings: 'false',
  statement_khr: 'true',
  statement_khr_positive_list: 'false',
  statement_pep: 'true',
  statement_beneficial_owner: 'true',
  email_confirmed: 'COMPLETED',
  id_card_document: '["doc-1"]',
  address_card_document: '["doc-2"]',
  income_document: '["doc-3"]',
};
/** The uploads the complete answers name, one a document prompt. */
const documentRoutes = {
  [`GET ${APP}/document/doc-1`]: json(customerDocument()),
  [`GET ${APP}/document/doc-2`]: json(
    customerDocument({
      id: 'doc-2',
      promptId: 2,
      promptIdentifier: 'address_card_document',
      originalName: 'lakcimkartya.pdf',
    }),
  ),
  [`GET ${APP}/document/doc-3`]: json(
    customerDocument({
      id: 'doc-3',
      promptId: 3,
      promptIdentifier: 'income_document',
      originalName: 'jovedelemigazolas.pdf',
    }),
  ),
};
const atOverview = (answers: Record<string, string> = completeAnswers) => ({
  currentPosition: 'OVERVIEW' as const,
  dynamicData: JSON.stringify(answers),
});
const FINISH = `POST ${APP}/finish`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const approved = () =>
  json(finishResponse({ decision: 'APPROVED' }, { ...atOverview(), currentPosition: 'KYC_PREPARATION' }));
const submitButton = () => screen.findByRole('button', { name: 'Kérelem beküldése' });
const keyOf = (call: { headers: Headers }) => call.headers.get('Idempotency-Key');

describe('loan application: submit, decision, next steps', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('“Kérelem beküldése” sends one finish with an Idempotency-Key; APPROVED shows the preliminary approval and the next steps', async () => {
    const api = mockApplicationApi(atOverview(), {
      ...documentRoutes,
      [FINISH]: approved(),
    });
    renderApplication();
    const user = userEvent.setup();
    await user.click(await submitButton());

    const title = await stepHeading('Előzetesen jóváhagytuk a kérelmét');
    const [call] = api.callsTo(FINISH);
    expect(api.callsTo(FINISH)).toHaveLength(1);
    expect(keyOf(call as (typeof api.calls)[number])).toMatch(UUID);
    expect(call?.body).toBeUndefined();
    // The decision came with finish: it is not asked for again.
    expect(api.callsTo(`GET ${APP}/scoring-decision`)).toHaveLength(0);

    const screenCard = title.closest('section') as HTMLElement;
    const steps = within(screenCard).getByRole('region', { name: 'A következő lépések' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('személyi igazolványával és egy szelfivel'),
      expect.stringContaining('Egységes európai tájékoztató'),
      expect.stringContaining('végleges döntés'),
    ]);
    const prepare = within(screenCard).getByRole('region', {
      name: 'Így készüljön fel a személyazonosság ellenőrzésére',
    });
    expect(prepare).toHaveTextContent('személyi igazolványára');
    expect(prepare).toHaveTextContent('megvilágításra');
    expect(prepare).toHaveTextContent('kb. 3–5 percre');
    // One way on: to the identity check.
    expect(
      within(screenCard)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tovább a személyazonosság ellenőrzéséhez']);
  });

  it('a retry after a network failure sends the same Idempotency-Key', async () => {
    let attempt = 0;
    const api = mockApplicationApi(atOverview(), {
      ...documentRoutes,
      [FINISH]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return approved();
      },
    });
    renderApplication();
    const user = userEvent.setup();
    await user.click(await submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nem sikerült kapcsolódni a szerverhez');

    await user.click(screen.getByRole('button', { name: 'Kérelem beküldése' }));
    await stepHeading('Előzetesen jóváhagytuk a kérelmét');
    const keys = api.callsTo(FINISH).map(keyOf);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a double click sends one finish, and the button is disabled while it is under way', async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApplicationApi(atOverview(), {
      ...documentRoutes,
      [FINISH]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApplication();
    const button = await submitButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.callsTo(FINISH)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kérelem beküldése' })).toBeDisabled());
    expect(screen.getByText(/Kérelmét beküldjük és elbíráljuk/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Kérelem beküldése' }));

    answer(approved());
    await stepHeading('Előzetesen jóváhagytuk a kérelmét');
    expect(api.callsTo(FINISH)).toHaveLength(1);
  });

  it('a 409 with field errors goes back to the first incomplete step and shows the message', async () => {
    const { email_confirmed: _notYet, ...answers } = completeAnswers;
    const api = mockApplicationApi(atOverview(answers), {
      ...documentRoutes,
      [FINISH]: json(
        {
          code: 'CONFLICT',
          message: 'A kérelem még nem teljes.',
          fieldErrors: { email_confirmed: 'validation.notCompleted' },
        },
        409,
      ),
    });
    renderApplication();
    const user = userEvent.setup();
    await user.click(await submitButton());
    await waitFor(() => expect(api.callsTo(`PATCH ${APP}/update-position`)).toHaveLength(1));

    await stepHeading(STATEMENTS.title);
    expect(api.callsTo(`PATCH ${APP}/update-position`).map((call) => call.body)).toEqual([
      { flowPosition: 'FLOW', currentFlowIndex: STATEMENTS.index },
    ]);
    expect(
      screen
        .getAllByRole('alert')
        .some((alert) =>
          alert.textContent?.includes('A kérelem beküldése előtt ezt a lépést még ki kell egészítenie.'),
        ),
    ).toBe(true);
    expect(screen.getByText('A továbblépéshez előbb ezt kell befejeznie.')).toBeInTheDocument();
  });

  it('a 409 naming a question the engine finds answered goes to that question’s step', async () => {
    const api = mockApplicationApi(atOverview(), {
      ...documentRoutes,
      [FINISH]: json(
        {
          code: 'CONFLICT',
          message: 'A kérelem még nem teljes.',
          fieldErrors: { net_income: 'validation.required' },
        },
        409,
      ),
    });
    renderApplication();
    const user = userEvent.setup();
    await user.click(await submitButton());
    await stepHeading(EMPLOYMENT.title);
    expect(api.callsTo(`PATCH ${APP}/update-position`).map((call) => call.body)).toEqual([
      { flowPosition: 'FLOW', currentFlowIndex: EMPLOYMENT.index },
    ]);
    // The message first; the hint and the note that the amount came from the preliminary assessment follow.
    expect(screen.getByRole('textbox', { name: label('net_income') })).toHaveAccessibleDescription(
      /^Ezt a mezőt ki kell tölteni\./,
    );
  });

  it('a 409 without field errors shows the server’s message and stays on the overview', async () => {
    mockApplicationApi(atOverview(), {
      ...documentRoutes,
      [FINISH]: json({ code: 'CONFLICT', message: 'A kérelmet már beküldte.' }, 409),
    });
    renderApplication();
    const user = userEvent.setup();
    await user.click(await submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('A kérelmet már beküldte.');
    expect(screen.getByRole('heading', { level: 2, name: 'Adatai ellenőrzése' })).toBeInTheDocument();
  });

  it('MANUAL at KYC_PREPARATION loads the decision and shows its reasons in plain Hungarian, once each', async () => {
    const api = mockApplicationApi(
      { currentPosition: 'KYC_PREPARATION' },
      {
        [`GET ${APP}/scoring-decision`]: json(
          scoringDecision({
            decision: 'MANUAL',
            reasons: ['SHORT_EMPLOYMENT', 'UNVERIFIABLE_INCOME', 'SHORT_EMPLOYMENT', 'MISSING_INPUT'],
          }),
        ),
      },
    );
    renderApplication();
    await stepHeading('Kérelmét munkatársunk is megnézi');
    expect(api.callsTo(`GET ${APP}/scoring-decision`)).toHaveLength(1);
    const reasons = screen.getByRole('list', { name: /Ennek fő okai/ });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Jelenlegi munkahelyén még rövid ideje dolgozik.',
      'Jövedelmét nem bankszámlára kapja, ezért nem tudjuk automatikusan ellenőrizni.',
      'Néhány adat hiányzik vagy nem egyértelmű, ezért nem tudtunk automatikusan dönteni.',
    ]);
    expect(screen.getByText(/közben folytathatja a személyazonosság ellenőrzésével/)).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Így készüljön fel a személyazonosság ellenőrzésére' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['REJECT', ['DTI_FAILED', 'DTI_FAILED'], ['A törlesztőrészlet a meglévő hiteleivel együtt']],
    [
      'DISALLOWED',
      ['KO_HARD_ANSWER', 'KO_MIN_INCOME', 'KO_HARD_ANSWER'],
      ['Az egyik kérdésre adott válasza alapján', 'Havi nettó jövedelme kevesebb'],
    ],
  ] as const)(
    '%s at RESULT shows the reasons once each, what to do, a person’s review and a new assessment',
    async (decision, codes, texts) => {
      mockApplicationApi(
        { currentPosition: 'RESULT', currentStatus: 'BANK_RESULT', currentStatusResult: decision },
        {
          [`GET ${APP}/result`]: json(applicationResult({ decision, reasons: [...codes] })),
          'GET /credit/decision-review': json({ request: null }),
        },
      );
      renderApplication();
      await stepHeading('Most nem tudjuk jóváhagyni a kérelmét');
      const reasons = screen.getByRole('list', { name: /Ennek fő okai/ });
      const items = within(reasons).getAllByRole('listitem');
      expect(items).toHaveLength(texts.length);
      for (const [index, text] of texts.entries()) expect(items[index]).toHaveTextContent(text);
      expect(screen.getByRole('region', { name: 'Mit tehet most?' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
      expect(screen.getByRole('link', { name: 'Új előzetes hitelbírálat' })).toHaveAttribute(
        'href',
        '/preliminary-assessment',
      );
    },
  );
});
