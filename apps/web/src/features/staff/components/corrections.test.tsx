import type { ApplicationQueueItem, ReviewQueueItem } from '@hitelkapu/domain/contracts/review-queue';
import type { Correction } from '@hitelkapu/domain/contracts/todos';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import { todosErrorsHu } from '@hitelkapu/domain/wording/errors/todos';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { applicationFlow, documentPrompt, flowQuestionOf } from '../../../testing/application-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { correction } from '../../../testing/todo-fixtures.ts';
import { useStaffSessionStore } from '../staff-session-store.ts';
import { ReviewsPage } from './reviews-page.tsx';

const APPLICATION_ID = '0b7e6d2c-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const LIST = 'GET /staff/reviews';
const CASE = `GET /staff/reviews/${APPLICATION_ID}/case`;
const CORRECTIONS = `GET /staff/reviews/${APPLICATION_ID}/corrections`;
const REQUEST = `POST /staff/reviews/${APPLICATION_ID}/corrections`;
const POSTAL_CODE = flowQuestionOf('postal_code').label;
const INCOME_PROMPT = documentPrompt(3).title;

/** The queue's answer: its items, all of them matching. */
const queueOf = (items: ReviewQueueItem[]) => ({
  items,
  total: items.length,
  slaWorkingDays: 2,
  products: [],
});

function reviewItem(overrides: Partial<ApplicationQueueItem> = {}): ApplicationQueueItem {
  return {
    kind: 'REFERRED',
    state: 'NEW',
    sla: { waitingSince: '2026-11-20T09:40:00.000Z', workingDays: 1, dueDay: '2026-11-24', isOverdue: false },
    applicationId: APPLICATION_ID,
    customerName: 'Kiss Anna',
    productName: 'Hitelkapu Kölcsön',
    amount: 2_000_000,
    duration: 36,
    monthlyPayment: 70_312,
    position: 'UNDER_REVIEW',
    scoringDecision: 'MANUAL',
    reasons: ['UNVERIFIABLE_INCOME'],
    errorReport: null,
    identityVerifiedAt: '2026-11-20T09:15:00.000Z',
    signedAt: '2026-11-20T09:40:00.000Z',
    submittedAt: '2026-11-20T09:40:00.000Z',
    ...overrides,
  };
}

const staffCase = () => ({
  applicationId: APPLICATION_ID,
  flow: applicationFlow,
  answers: { postal_code: '1138', city: 'Budapest' },
  documents: [],
});

const render = () =>
  renderWithProviders(<ReviewsPage />, { path: '/staff/reviews', route: '/staff/reviews' });

async function openModal() {
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: 'Kiss Anna' });
  await user.click(within(card).getByRole('button', { name: 'Javítás kérése' }));
  const dialog = await screen.findByRole('dialog', { name: 'Javítás kérése az ügyféltől' });
  return { user, dialog };
}

beforeEach(() => {
  useStaffSessionStore
    .getState()
    .setSession(makeToken({ sub: 'staff-1', roles: ['REVIEWER'], name: 'Kovács Éva' }), {
      id: 'staff-1',
      name: 'Kovács Éva',
      email: 'ugyintezo@hitelkapu.hu',
      roles: ['REVIEWER'],
    });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useStaffSessionStore.getState().clear();
});

describe('asking the customer for a correction', () => {
  it('checks the form before sending, then asks for the chosen question with the message and the due days', async () => {
    const api = mockApi({
      [LIST]: json(queueOf([reviewItem()])),
      [CASE]: json(staffCase()),
      [REQUEST]: (call) => json(correction({ ...(call.body as object) }), 201),
    });
    render();
    const { user, dialog } = await openModal();

    // Nothing chosen, no message: said at the fields, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Elküldöm a kérést' }));
    expect(await within(dialog).findByText('Válassza ki, mire vonatkozik a kérés.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Írjon legalább 10 karakteres üzenetet az ügyfélnek.'),
    ).toBeInTheDocument();
    expect(api.callsTo(REQUEST)).toHaveLength(0);

    // The questions of the case, with the customer's answer once one is chosen.
    const select = await within(dialog).findByRole('combobox', { name: 'Kérdés' });
    expect(within(select).queryByRole('option', { name: INCOME_PROMPT })).toBeNull();
    await user.selectOptions(select, 'postal_code');
    expect(within(dialog).getByText('Az ügyfél jelenlegi válasza: 1138')).toBeInTheDocument();

    const message = within(dialog).getByRole('textbox', { name: 'Üzenet az ügyfélnek' });
    await user.type(message, 'Rövid');
    expect(within(dialog).getByText('5 / 1000 karakter')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Elküldöm a kérést' }));
    expect(
      await within(dialog).findByText('Írjon legalább 10 karakteres üzenetet az ügyfélnek.'),
    ).toBeInTheDocument();
    expect(api.callsTo(REQUEST)).toHaveLength(0);

    await user.clear(message);
    await user.type(message, '  Az irányítószám nem egyezik a lakcímkártyával.  ');
    expect(within(dialog).getByRole('textbox', { name: 'Határidő napokban' })).toHaveValue('7');
    await user.click(within(dialog).getByRole('button', { name: 'Elküldöm a kérést' }));

    expect(
      await screen.findByText('Javítást kért Kiss Anna ügyféltől. Az ügyfél értesítést kap.'),
    ).toBeInTheDocument();
    expect(api.callsTo(REQUEST)[0]?.body).toEqual({
      kind: 'ANSWER',
      fieldId: 'postal_code',
      message: 'Az irányítószám nem egyezik a lakcímkártyával.',
      dueInDays: 7,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the document prompts for a missing document, and shows the server’s refusal', async () => {
    const key = 'errors.correction.alreadyOpen';
    const api = mockApi({
      [LIST]: json(queueOf([reviewItem()])),
      [CASE]: json(staffCase()),
      [REQUEST]: json({ code: 'CONFLICT', message: todosErrorsHu[key], messageKey: key }, 409),
    });
    render();
    const { user, dialog } = await openModal();

    await user.click(within(dialog).getByRole('radio', { name: 'Hiányzó dokumentum' }));
    const select = await within(dialog).findByRole('combobox', { name: 'Dokumentum' });
    expect(within(select).queryByRole('option', { name: POSTAL_CODE })).toBeNull();
    await user.selectOptions(select, 'income_document');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Üzenet az ügyfélnek' }),
      'Kérjük, töltse fel a novemberi bankszámlakivonatát is.',
    );
    const days = within(dialog).getByRole('textbox', { name: 'Határidő napokban' });
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Elküldöm a kérést' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(todosErrorsHu[key]);
    expect(api.callsTo(REQUEST)[0]?.body).toMatchObject({
      kind: 'DOCUMENT',
      fieldId: 'income_document',
      dueInDays: 14,
    });
  });
});

describe('the corrections of a case', () => {
  it('lists them with their status; a completed one is closed with a verdict, an open one can be withdrawn', async () => {
    const completed: Correction = correction({
      id: 'c0000000-0000-4000-8000-000000000001',
      applicationId: APPLICATION_ID,
      status: 'COMPLETED',
      currentValue: '1139',
      completedAt: '2026-11-21T09:00:00.000Z',
    });
    const open: Correction = correction({
      id: 'c0000000-0000-4000-8000-000000000002',
      applicationId: APPLICATION_ID,
      kind: 'DOCUMENT',
      message: 'Kérjük, töltse fel a novemberi bankszámlakivonatát is.',
    });
    const api = mockApi({
      [LIST]: json(queueOf([reviewItem()])),
      [CASE]: json(staffCase()),
      [CORRECTIONS]: json([open, completed]),
      [`POST /staff/corrections/${completed.id}/close`]: json({
        ...completed,
        status: 'CLOSED',
        outcome: 'SUCCESSFUL',
      }),
      [`POST /staff/corrections/${open.id}/cancel`]: json({ ...open, status: 'CANCELLED' }),
    });
    render();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Kiss Anna' });
    await user.click(within(card).getByRole('button', { name: 'Kérelem részletei' }));

    const list = await within(card).findByRole('region', { name: 'Javítási kérések' });
    const returned = await within(list).findByRole('article', { name: POSTAL_CODE });
    expect(returned).toHaveTextContent('Beküldve, ellenőrzésre vár');
    expect(returned).toHaveTextContent('Beküldött válasz1139');
    expect(within(returned).queryByRole('button', { name: 'Visszavonás' })).toBeNull();
    const waiting = within(list).getByRole('article', { name: INCOME_PROMPT });
    expect(waiting).toHaveTextContent('Az ügyfélnél');
    expect(within(waiting).queryByRole('button', { name: 'Rendben' })).toBeNull();

    await user.click(within(returned).getByRole('button', { name: 'Rendben' }));
    await vi.waitFor(() =>
      expect(api.callsTo(`POST /staff/corrections/${completed.id}/close`)).toHaveLength(1),
    );
    expect(api.callsTo(`POST /staff/corrections/${completed.id}/close`)[0]?.body).toEqual({
      outcome: 'SUCCESSFUL',
    });

    await user.click(within(waiting).getByRole('button', { name: 'Visszavonás' }));
    await vi.waitFor(() => expect(api.callsTo(`POST /staff/corrections/${open.id}/cancel`)).toHaveLength(1));
    // The case is read again after each change.
    expect(api.callsTo(CORRECTIONS).length).toBeGreaterThanOrEqual(3);
  });
});

describe('the queue', () => {
  it('marks a case the customer returned, and one waiting for the customer', async () => {
    const returnedAt = '2026-11-26T10:12:00.000Z';
    mockApi({
      [LIST]: json(
        queueOf([
          reviewItem({ returnedAt, isWaitingForCustomer: false, state: 'RETURNED_BY_CUSTOMER' }),
          reviewItem({
            applicationId: '9c8b7a6f-5e4d-4c3b-2a19-087f6e5d4c3b',
            customerName: 'Nagy Péter',
            returnedAt: null,
            isWaitingForCustomer: true,
            state: 'WAITING_FOR_CUSTOMER',
          }),
        ]),
      ),
    });
    render();
    const returned = await screen.findByRole('article', { name: 'Kiss Anna' });
    expect(returned).toHaveTextContent(`Az ügyfél visszaküldte: ${formatDateTime(returnedAt)}`);
    expect(returned).not.toHaveTextContent('az ügyfél válaszára vár');
    const waiting = screen.getByRole('article', { name: 'Nagy Péter' });
    expect(waiting).toHaveTextContent('Javítási kérés van nyitva: a kérelem az ügyfél válaszára vár.');
    expect(waiting).not.toHaveTextContent('visszaküldte');
  });
});
