import type { ApplicationQueueItem, ReviewQueueItem } from '@hitelkapu/domain/contracts/review-queue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import {
  applicationFlow,
  customerDocument,
  flowQuestionOf,
  flowStepOf,
} from '../../../testing/application-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { STAFF_SESSION_KEY, useStaffSessionStore } from '../staff-session-store.ts';
import { ReviewsPage } from './reviews-page.tsx';

const LIST = 'GET /staff/reviews';
const MANUAL_ID = '0b7e6d2c-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const OFFLINE_ID = '9c8b7a6f-5e4d-4c3b-2a19-087f6e5d4c3b';
const decisionPath = (id: string) => `POST /staff/reviews/${id}/decision`;

const staffToken = makeToken({ sub: 'staff-1', roles: ['REVIEWER'], name: 'Kovács Éva' });
const customerToken = makeToken({ sub: 'customer-1', fname: 'Anna' });

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
    applicationId: MANUAL_ID,
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

const offlineItem = () =>
  reviewItem({
    applicationId: OFFLINE_ID,
    kind: 'CONTRACT_ERROR',
    customerName: 'Nagy Péter',
    position: 'OFFLINE_UNDER_REVIEW',
    scoringDecision: 'APPROVED',
    reasons: [],
    errorReport: 'A születési helyem hibásan szerepel a szerződésben.',
    signedAt: null,
    submittedAt: '2026-11-21T08:00:00.000Z',
  });

/** Text with its no-break spaces made plain, as a reader hears it. */
const plain = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';

function render() {
  return renderWithProviders(<ReviewsPage />, { path: '/staff/reviews', route: '/staff/reviews' });
}

describe('the staff review page', () => {
  beforeEach(() => {
    useSessionStore.getState().setToken(customerToken);
    useStaffSessionStore.getState().setSession(staffToken, {
      id: 'staff-1',
      name: 'Kovács Éva',
      email: 'ugyintezo@hitelkapu.hu',
      roles: ['REVIEWER'],
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useStaffSessionStore.getState().clear();
  });

  it('lists each waiting application with its figures, the reasons in Hungarian and the error report', async () => {
    const api = mockApi({ [LIST]: json(queueOf([reviewItem(), offlineItem()])) });
    render();

    const manual = await screen.findByRole('article', { name: 'Kiss Anna' });
    expect(plain(manual)).toContain('Hitelkapu Kölcsön');
    expect(plain(manual)).toContain('2 000 000 Ft');
    expect(plain(manual)).toContain('36 hónap');
    expect(plain(manual)).toContain('70 312 Ft');
    expect(plain(manual)).toContain('2026.11.20. 10:15');
    expect(within(manual).getByText('Ügyintézői döntésre vár')).toBeInTheDocument();
    expect(
      within(manual).getByText(
        'Jövedelmét nem bankszámlára kapja, ezért nem tudjuk automatikusan ellenőrizni.',
      ),
    ).toBeInTheDocument();
    expect(within(manual).getByRole('button', { name: 'Jóváhagyás' })).toBeInTheDocument();
    expect(within(manual).getByRole('button', { name: 'Elutasítás' })).toBeInTheDocument();
    expect(within(manual).queryByRole('button', { name: 'Visszaküldés aláírásra' })).toBeNull();

    const offline = screen.getByRole('article', { name: 'Nagy Péter' });
    expect(within(offline).getByText('Hibát jelzett a szerződésben')).toBeInTheDocument();
    expect(
      within(offline).getByText('A születési helyem hibásan szerepel a szerződésben.'),
    ).toBeInTheDocument();
    expect(within(offline).getByText('Még nem')).toBeInTheDocument();
    expect(within(offline).getByRole('button', { name: 'Visszaküldés aláírásra' })).toBeInTheDocument();
    expect(within(offline).queryByRole('button', { name: 'Jóváhagyás' })).toBeNull();
    expect(screen.getByText('A szűrésnek 2 ügy felel meg, ebből 2 látható.')).toBeInTheDocument();

    // Only the staff token goes with staff calls, never the customer's session.
    expect(api.callsTo(LIST)[0]?.headers.get('Authorization')).toBe(`Bearer ${staffToken}`);
  });

  it('opens the whole case: the answers as the customer gave them, and each document downloads with the staff token', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:case-document');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = mockApi({
      [LIST]: json(queueOf([reviewItem()])),
      [`GET /staff/reviews/${MANUAL_ID}/case`]: json({
        applicationId: MANUAL_ID,
        // A flow whose other-income question is switched off after the customer answered it.
        flow: {
          ...applicationFlow,
          steps: applicationFlow.steps.map((step) => ({
            ...step,
            questions: step.questions.map((q) =>
              q.identifier === 'other_income' ? { ...q, hidden: true } : q,
            ),
          })),
        },
        answers: {
          mothers_name: 'Szabó Mária',
          marital_status: 'married',
          birth_date: '1985-04-12',
          other_income: '["rental"]',
          bank_sync: 'COMPLETED',
        },
        documents: [
          customerDocument({ id: 'a3b4c5d6-0000-4000-8000-000000000001', applicationId: MANUAL_ID }),
        ],
      }),
      [`GET /staff/reviews/${MANUAL_ID}/corrections`]: json([]),
      [`GET /staff/reviews/${MANUAL_ID}/documents/a3b4c5d6-0000-4000-8000-000000000001`]: new Response(
        '%PDF-1.7',
        {
          headers: { 'Content-Type': 'application/pdf' },
        },
      ),
    });
    render();
    const card = await screen.findByRole('article', { name: 'Kiss Anna' });
    await user.click(within(card).getByRole('button', { name: 'Kérelem részletei' }));

    const personal = await within(card).findByRole('region', { name: flowStepOf('mothers_name').title });
    expect(plain(personal)).toContain(flowQuestionOf('mothers_name').label);
    expect(plain(personal)).toContain('Szabó Mária');
    // Answers read as the customer chose them: the option's label, the date in Hungarian.
    expect(plain(personal)).toContain('Házas');
    expect(plain(personal)).toContain('1985. április 12.');
    // A hidden question is not listed on its step, nor the bank link the server answered.
    const employment = within(card).getByRole('region', { name: flowStepOf('bank_sync').title });
    expect(plain(employment)).toContain(flowQuestionOf('employer_name').label);
    expect(plain(employment)).not.toContain(flowQuestionOf('other_income').label);
    expect(plain(employment)).not.toContain('Bérbeadásból származó jövedelem');
    expect(plain(employment)).not.toContain(flowQuestionOf('bank_sync').label);
    // A read-only field shows the profile, not an answer: it is not listed as one left empty.
    expect(plain(card)).not.toContain(flowQuestionOf('offer_full_name').label);

    await user.click(
      within(card).getByRole('button', { name: 'szemelyi.pdf letöltése (Az ügyfél feltöltése)' }),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const download = api.callsTo(
      `GET /staff/reviews/${MANUAL_ID}/documents/a3b4c5d6-0000-4000-8000-000000000001`,
    );
    expect(download[0]?.headers.get('Authorization')).toBe(`Bearer ${staffToken}`);
  });

  it('approves with a reason and a note: the item leaves the list and a message says so', async () => {
    let items = [reviewItem(), offlineItem()];
    const api = mockApi({
      [LIST]: () => json(queueOf(items)),
      [decisionPath(MANUAL_ID)]: () => {
        items = items.filter((item) => item.applicationId !== MANUAL_ID);
        return json({
          applicationId: MANUAL_ID,
          position: 'RESULT',
          status: 'BANK_RESULT',
          statusResult: 'MANUALLY_APPROVED',
        });
      },
    });
    render();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Kiss Anna' });
    await user.click(within(card).getByRole('button', { name: 'Jóváhagyás' }));

    const dialog = await screen.findByRole('dialog', { name: 'Kérelem jóváhagyása' });
    // Nothing is sent without a reason and a note.
    await user.click(within(dialog).getByRole('button', { name: 'Jóváhagyom a kérelmet' }));
    expect(await within(dialog).findByText('Válasszon indokot.')).toBeInTheDocument();
    expect(within(dialog).getByText('Írjon legalább 5 karakteres megjegyzést.')).toBeInTheDocument();
    expect(api.callsTo(decisionPath(MANUAL_ID))).toHaveLength(0);

    const reason = within(dialog).getByRole('combobox', { name: /Indok/ });
    // Only the reasons of an approval are offered.
    expect(within(reason).queryByRole('option', { name: /szabályzat/ })).toBeNull();
    await user.selectOptions(reason, 'INCOME_VERIFIED');
    expect(
      within(dialog).getByText(/Munkatársunk ellenőrizte, és igazoltnak találta a jövedelmét/),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Megjegyzés/ }),
      'Munkáltatói igazolás rendben.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Jóváhagyom a kérelmet' }));

    expect(
      await screen.findByText('Jóváhagyta Kiss Anna kérelmét. Az ügyfél e-mailben értesítést kap.'),
    ).toBeInTheDocument();
    expect(api.callsTo(decisionPath(MANUAL_ID))[0]?.body).toEqual({
      decision: 'MANUALLY_APPROVED',
      reasonCode: 'INCOME_VERIFIED',
      note: 'Munkáltatói igazolás rendben.',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kiss Anna' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Nagy Péter' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('four eyes: an approval above the limit waits in the queue; a senior reviewer confirms it, never the one who approved', async () => {
    const pendingApproval = {
      id: 'approval-1',
      requestedById: 'staff-1',
      requestedByName: 'Kovács Éva',
      reasonCode: 'INCOME_VERIFIED',
      note: 'Munkáltatói igazolás rendben.',
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    let items = [reviewItem({ amount: 3_500_000, needsSecondApproval: true, pendingApproval: null })];
    const api = mockApi({
      [LIST]: () => json(queueOf(items)),
      [decisionPath(MANUAL_ID)]: () => {
        items = [reviewItem({ amount: 3_500_000, needsSecondApproval: true, pendingApproval })];
        return json({
          applicationId: MANUAL_ID,
          position: 'UNDER_REVIEW',
          status: 'UNDER_REVIEW',
          statusResult: null,
          awaitingSecondApproval: true,
        });
      },
      [`POST /staff/reviews/${MANUAL_ID}/second-approval`]: () => {
        items = [];
        return json({
          applicationId: MANUAL_ID,
          position: 'RESULT',
          status: 'BANK_RESULT',
          statusResult: 'MANUALLY_APPROVED',
          awaitingSecondApproval: false,
        });
      },
    });
    const view = render();
    const user = userEvent.setup();
    let card = await screen.findByRole('article', { name: 'Kiss Anna' });
    expect(within(card).getByText(/négy szem elvének határát/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Jóváhagyás' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kérelem jóváhagyása' });
    expect(within(dialog).getByText(/egy másik, vezető ügyintéző erősíti meg/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Indok/ }), 'INCOME_VERIFIED');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Megjegyzés/ }),
      'Munkáltatói igazolás rendben.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Jóváhagyom a kérelmet' }));
    expect(await screen.findByText(/Rögzítettük Kiss Anna kérelmének jóváhagyását/)).toBeInTheDocument();

    // The reviewer who approved sees it waiting, and cannot confirm their own approval.
    card = await screen.findByRole('article', { name: 'Kiss Anna' });
    expect(await within(card).findByText('Jóváhagyás megerősítésre vár')).toBeInTheDocument();
    expect(within(card).getByText(/Ezt a jóváhagyást Ön adta/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Jóváhagyás megerősítése' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Jóváhagyás' })).toBeNull();
    view.unmount();

    // A senior reviewer confirms it.
    useStaffSessionStore.getState().setSession(staffToken, {
      id: 'staff-2',
      name: 'Szabó Gábor',
      email: 'vezeto@hitelkapu.hu',
      roles: ['SENIOR_REVIEWER'],
    });
    render();
    card = await screen.findByRole('article', { name: 'Kiss Anna' });
    await user.click(within(card).getByRole('button', { name: 'Jóváhagyás megerősítése' }));
    const confirm = await screen.findByRole('dialog', { name: 'Jóváhagyás megerősítése' });
    await user.type(within(confirm).getByRole('textbox', { name: /Megjegyzés/ }), 'Átnéztem, egyetértek.');
    await user.click(within(confirm).getByRole('button', { name: 'Megerősítem a jóváhagyást' }));
    expect(await screen.findByText(/Megerősítette Kiss Anna kérelmének jóváhagyását/)).toBeInTheDocument();
    expect(api.callsTo(`POST /staff/reviews/${MANUAL_ID}/second-approval`)[0]?.body).toEqual({
      confirm: true,
      note: 'Átnéztem, egyetértek.',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kiss Anna' })).toBeNull());
  });

  it('rejects with a rejection reason', async () => {
    const api = mockApi({
      [LIST]: json(queueOf([reviewItem()])),
      [decisionPath(MANUAL_ID)]: json({
        applicationId: MANUAL_ID,
        position: 'RESULT',
        status: 'BANK_RESULT',
        statusResult: 'MANUALLY_REJECTED',
      }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Elutasítás' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kérelem elutasítása' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Indok/ }), 'AFFORDABILITY');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Megjegyzés/ }),
      'A JTM-en belül nem fér el.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Elutasítom a kérelmet' }));
    expect(
      await screen.findByText('Elutasította Kiss Anna kérelmét. Az ügyfél e-mailben értesítést kap.'),
    ).toBeInTheDocument();
    expect(api.callsTo(decisionPath(MANUAL_ID))[0]?.body).toEqual({
      decision: 'MANUALLY_REJECTED',
      reasonCode: 'AFFORDABILITY',
      note: 'A JTM-en belül nem fér el.',
    });
  });

  it('shows the server’s message when a decision is refused and keeps what was typed', async () => {
    mockApi({
      [LIST]: json(queueOf([reviewItem()])),
      [decisionPath(MANUAL_ID)]: json(
        { code: 'CONFLICT', message: 'Erről a hitelkérelemről már döntött egy ügyintéző.' },
        409,
      ),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Jóváhagyás' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kérelem jóváhagyása' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Indok/ }), 'DOCUMENTS_VERIFIED');
    await user.type(within(dialog).getByRole('textbox', { name: /Megjegyzés/ }), 'Rendben.');
    await user.click(within(dialog).getByRole('button', { name: 'Jóváhagyom a kérelmet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erről a hitelkérelemről már döntött egy ügyintéző.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Megjegyzés/ })).toHaveValue('Rendben.');
    expect(screen.getByRole('article', { name: 'Kiss Anna' })).toBeInTheDocument();
  });

  it('sends an application with a contract error back for signing, with a note', async () => {
    const api = mockApi({
      [LIST]: json(queueOf([offlineItem()])),
      [`POST /staff/reviews/${OFFLINE_ID}/return-to-contract`]: json({
        applicationId: OFFLINE_ID,
        position: 'CONTRACT_CHECK',
        status: null,
        statusResult: null,
      }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Visszaküldés aláírásra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visszaküldés aláírásra' });
    await user.type(within(dialog).getByRole('textbox', { name: /Megjegyzés/ }), 'Születési hely javítva.');
    await user.click(within(dialog).getByRole('button', { name: 'Visszaküldöm aláírásra' }));
    expect(await screen.findByText('Nagy Péter kérelmét visszaküldte aláírásra.')).toBeInTheDocument();
    expect(api.callsTo(`POST /staff/reviews/${OFFLINE_ID}/return-to-contract`)[0]?.body).toEqual({
      note: 'Születési hely javítva.',
    });
  });

  it('a list that cannot be loaded says so and offers a retry', async () => {
    let fail = true;
    mockApi({
      [LIST]: () => (fail ? json({ code: 'INTERNAL', message: '' }, 500) : json(queueOf([]))),
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nem sikerült betölteni a kérelmeket');
    expect(alert).toHaveTextContent('Váratlan hiba történt. Próbálja újra néhány perc múlva.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Újrapróbálom' }));
    expect(await screen.findByText('Nincs elbírálásra váró kérelem')).toBeInTheDocument();
  });

  it('keeps the staff token under its own storage key, apart from the customer session', () => {
    expect(JSON.parse(sessionStorage.getItem(STAFF_SESSION_KEY) ?? '{}').state.token).toBe(staffToken);
    expect(useSessionStore.getState().token).toBe(customerToken);
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });
});
