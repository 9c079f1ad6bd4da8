import type { Correction } from '@hitelkapu/domain/contracts/todos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { APP } from '../../../testing/application-api.ts';
import { applicationFlow, documentPrompt, flowQuestionOf } from '../../../testing/application-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CORRECTION_ID, correction, correctionTodo } from '../../../testing/todo-fixtures.ts';
import { CorrectionPage } from './correction-page.tsx';
import { TodosPage } from './todos-page.tsx';

const ACTIVES = 'GET /credit/my-todo/actives';
const PREVIOUS = 'GET /credit/my-todo/previouses';
const CORRECTION = `GET /credit/loan-application-correction/customer/${CORRECTION_ID}`;
const COMPLETE = `POST /credit/loan-application-correction/complete/${CORRECTION_ID}`;
const UPLOAD = `POST /credit/loan-application-correction/${CORRECTION_ID}/documents`;
const FLOW = `GET ${APP}/flow`;

const INCOME_PROMPT = documentPrompt(3);
const POSTAL_CODE = flowQuestionOf('postal_code').label;

const renderTodos = () => renderWithProviders(<TodosPage />, { path: '/user/todos', route: '/user/todos' });
const renderCorrection = () =>
  renderWithProviders(<CorrectionPage />, {
    path: '/user/submit-missing-documents/:id',
    route: `/user/submit-missing-documents/${CORRECTION_ID}`,
  });

beforeEach(() => useSessionStore.getState().setToken(makeToken()));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('the to-do list', () => {
  it('shows the open requests first with what is asked, the due date and the way to answer, then the earlier ones with how they ended', async () => {
    mockApi({
      [ACTIVES]: json([
        correctionTodo({
          id: 'a0000000-0000-4000-8000-000000000001',
          dueAt: '2026-11-10T09:00:00.000Z',
          isOverdue: true,
          correction: {
            kind: 'DOCUMENT',
            fieldLabel: INCOME_PROMPT.title,
            message: 'Kérjük, töltse fel a novemberi bankszámlakivonatát is.',
          },
        }),
        correctionTodo({ id: 'a0000000-0000-4000-8000-000000000002', dueAt: '2026-12-04T09:00:00.000Z' }),
      ]),
      [PREVIOUS]: json([
        correctionTodo({
          id: 'b0000000-0000-4000-8000-000000000001',
          status: 'CLOSED',
          outcome: 'SUCCESSFUL',
          closedAt: '2026-11-18T10:00:00.000Z',
          correction: { kind: 'ANSWER', fieldLabel: 'Munkáltató neve', message: 'Kérjük, pontosítsa.' },
        }),
        correctionTodo({
          id: 'b0000000-0000-4000-8000-000000000002',
          status: 'WITHDRAWN',
          correction: { kind: 'ANSWER', fieldLabel: 'Település', message: 'Kérjük, pontosítsa.' },
        }),
      ]),
    });
    renderTodos();

    const active = await screen.findByRole('region', { name: 'Megoldandó' });
    const [documentTodo, answerTodo] = await within(active).findAllByRole('article');
    if (!documentTodo || !answerTodo) throw new Error('two open to-dos expected');

    expect(documentTodo).toHaveAccessibleName(INCOME_PROMPT.title);
    expect(documentTodo).toHaveTextContent('Hiányzó dokumentum');
    expect(documentTodo).toHaveTextContent('Kérjük, töltse fel a novemberi bankszámlakivonatát is.');
    expect(documentTodo).toHaveTextContent('Határidő2026. november 10.');
    expect(within(documentTodo).getByText('A határidő lejárt')).toBeInTheDocument();
    expect(within(documentTodo).getByRole('link', { name: 'Dokumentum feltöltése' })).toHaveAttribute(
      'href',
      '/user/submit-missing-documents/a0000000-0000-4000-8000-000000000001',
    );

    expect(answerTodo).toHaveAccessibleName(POSTAL_CODE);
    expect(answerTodo).toHaveTextContent('Határidő2026. december 4.');
    expect(within(answerTodo).queryByText('A határidő lejárt')).not.toBeInTheDocument();
    expect(within(answerTodo).getByRole('link', { name: 'Javítás megadása' })).toHaveAttribute(
      'href',
      '/user/submit-missing-documents/a0000000-0000-4000-8000-000000000002',
    );

    const earlier = screen.getByRole('region', { name: 'Korábbi teendők' });
    const closed = within(earlier).getByRole('article', { name: 'Munkáltató neve' });
    expect(closed).toHaveTextContent('Lezárva');
    expect(closed).toHaveTextContent('Rendben találtuk.');
    expect(closed).toHaveTextContent('Lezárva2026. november 18.');
    const withdrawn = within(earlier).getByRole('article', { name: 'Település' });
    expect(withdrawn).toHaveTextContent('Már nem szükséges');
    // A finished request asks nothing more of the customer.
    expect(
      within(earlier).queryByRole('link', { name: /Javítás megadása|Dokumentum feltöltése/ }),
    ).toBeNull();
  });

  it('says there is nothing to do when there are no to-dos at all', async () => {
    mockApi({ [ACTIVES]: json([]), [PREVIOUS]: json([]) });
    renderTodos();
    expect(await screen.findByRole('heading', { name: 'Nincs teendője' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hitelkérelmeim megtekintése' })).toHaveAttribute(
      'href',
      '/user/applications',
    );
  });
});

describe('giving a corrected answer', () => {
  it('checks the answer as the flow does, keeps what was typed when the server refuses it, and confirms once sent', async () => {
    const refused = json(
      { code: 'VALIDATION', message: 'Hibás adat.', fieldErrors: { value: 'validation.invalid' } },
      400,
    );
    let replies = 0;
    const api = mockApi({
      [CORRECTION]: json(correction()),
      [FLOW]: json(applicationFlow),
      [COMPLETE]: (call) => {
        replies += 1;
        return replies === 1
          ? refused.clone()
          : json(
              correction({
                status: 'COMPLETED',
                currentValue: (call.body as { value: string }).value,
                completedAt: '2026-11-21T09:00:00.000Z',
              }),
            );
      },
      [ACTIVES]: json([]),
      [PREVIOUS]: json([]),
    });
    renderCorrection();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: POSTAL_CODE })).toBeInTheDocument();
    expect(screen.getByText(correction().message)).toBeInTheDocument();
    expect((await screen.findByText('Jelenlegi válasza')).nextElementSibling).toHaveTextContent('1138');

    // The flow's own rule: a postal code is four digits, not starting with 0.
    const field = await screen.findByRole('textbox', { name: POSTAL_CODE });
    await user.clear(field);
    await user.type(field, '0123');
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(await screen.findByText('A megadott érték formátuma nem megfelelő.')).toBeInTheDocument();
    expect(api.callsTo(COMPLETE)).toHaveLength(0);

    // The server has the last word: its message shows under the field, the typed value stays.
    await user.clear(field);
    await user.type(field, '2040');
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(await screen.findByText('A megadott érték nem megfelelő.')).toBeInTheDocument();
    expect(field).toHaveValue('2040');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(COMPLETE)[0]?.body).toEqual({ value: '2040' });

    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(await screen.findByRole('heading', { name: 'Köszönjük, megkaptuk' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Vissza a teendőkhöz' })).toHaveAttribute('href', '/user/todos');
    expect(api.callsTo(COMPLETE)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Beküldés' })).not.toBeInTheDocument();
  });

  it('shows a correction that is no longer open as it stands, with nothing to send', async () => {
    mockApi({
      [CORRECTION]: json(
        correction({
          status: 'CLOSED',
          outcome: 'UNSUCCESSFUL',
          currentValue: '2040',
          completedAt: '2026-11-21T09:00:00.000Z',
          closedAt: '2026-11-22T09:00:00.000Z',
        }),
      ),
      [FLOW]: json(applicationFlow),
    });
    renderCorrection();
    const state = await screen.findByRole('region', { name: 'A kérés állapota' });
    expect(state).toHaveTextContent('Lezárva');
    expect(state).toHaveTextContent('Nem tudtuk elfogadni.');
    expect(state).toHaveTextContent('Jelenlegi válasza2040');
    expect(screen.queryByRole('button', { name: 'Beküldés' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('sending a missing document', () => {
  it('uploads files one by one, lists them, and sends them to the reviewer', async () => {
    const open = correction({ kind: 'DOCUMENT' });
    let stored: Correction = open;
    const api = mockApi({
      [CORRECTION]: () => json(stored),
      [FLOW]: json(applicationFlow),
      'GET /administration/document-prompt/3': json(INCOME_PROMPT),
      [UPLOAD]: (call) => {
        const file = (call.body as FormData).get('file') as File;
        stored = {
          ...stored,
          documents: [
            ...stored.documents,
            {
              id: `doc-${stored.documents.length + 1}`,
              name: file.name,
              sizeBytes: 1_572_864,
              uploadedAt: '2026-11-21T09:00:00.000Z',
            },
          ],
        };
        return json(stored, 201);
      },
      [COMPLETE]: () => json({ ...stored, status: 'COMPLETED', completedAt: '2026-11-21T09:05:00.000Z' }),
      [ACTIVES]: json([]),
      [PREVIOUS]: json([]),
    });
    renderCorrection();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: INCOME_PROMPT.title })).toBeInTheDocument();
    expect(await screen.findByText(/PDF, JPEG vagy PNG/)).toBeInTheDocument();

    // Nothing uploaded yet: sending asks for the document first.
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kérjük, előbb töltse fel a kért dokumentumot.',
    );
    expect(api.callsTo(COMPLETE)).toHaveLength(0);

    const input = screen.getByLabelText(`Feltöltendő fájl: ${INCOME_PROMPT.title}`);
    await user.upload(input, new File(['%PDF-1.7 okt'], 'kivonat-oktober.pdf', { type: 'application/pdf' }));
    await user.upload(input, new File(['%PDF-1.7 nov'], 'kivonat-november.pdf', { type: 'application/pdf' }));

    const list = await screen.findByRole('list', { name: `Feltöltött fájlok: ${INCOME_PROMPT.title}` });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('kivonat-november.pdf')).toBeInTheDocument();
    expect(within(list).getAllByText('1,5 MB')).toHaveLength(2);
    const uploads = api.callsTo(UPLOAD);
    expect(uploads).toHaveLength(2);
    expect((uploads[0]?.body as FormData | undefined)?.get('file')).toHaveProperty(
      'name',
      'kivonat-oktober.pdf',
    );

    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(await screen.findByRole('heading', { name: 'Köszönjük, megkaptuk' })).toBeInTheDocument();
    expect(api.callsTo(COMPLETE)[0]?.body).toEqual({});
  });

  it('refuses a file of the wrong type before sending it', async () => {
    const api = mockApi({
      [CORRECTION]: json(correction({ kind: 'DOCUMENT' })),
      [FLOW]: json(applicationFlow),
      'GET /administration/document-prompt/3': json(INCOME_PROMPT),
    });
    renderCorrection();
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(`Feltöltendő fájl: ${INCOME_PROMPT.title}`);
    await user.upload(input, new File(['x'], 'jegyzet.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/PDF, JPEG vagy PNG/);
    expect(api.callsTo(UPLOAD)).toHaveLength(0);
  });
});
