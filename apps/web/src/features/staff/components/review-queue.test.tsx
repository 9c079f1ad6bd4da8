import type { StaffDecisionReview } from '@hitelkapu/domain/contracts/decision-review';
import type {
  ApplicationQueueItem,
  DecisionReviewQueueItem,
  ReviewQueueItem,
} from '@hitelkapu/domain/contracts/review-queue';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useStaffSessionStore } from '../staff-session-store.ts';
import { ReviewsPage } from './reviews-page.tsx';

const LIST = 'GET /staff/reviews';
const REVIEW_ID = '5d4c3b2a-1908-4f7e-8d6c-5b4a39281706';
const APPLICATION_ID = '0b7e6d2c-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

const products = [
  { id: 1, name: 'Rugalmas Személyi Kölcsön' },
  { id: 2, name: 'Áruhitel' },
];
const queueOf = (items: ReviewQueueItem[], total = items.length) => ({
  items,
  total,
  slaWorkingDays: 2,
  products,
});

function referred(overrides: Partial<ApplicationQueueItem> = {}): ApplicationQueueItem {
  return {
    kind: 'REFERRED',
    state: 'NEW',
    sla: { waitingSince: '2026-12-04T09:00:00.000Z', workingDays: 3, dueDay: '2026-12-08', isOverdue: true },
    applicationId: APPLICATION_ID,
    customerName: 'Kiss Anna',
    productName: 'Rugalmas Személyi Kölcsön',
    amount: 2_000_000,
    duration: 36,
    monthlyPayment: 70_312,
    position: 'UNDER_REVIEW',
    scoringDecision: 'MANUAL',
    reasons: ['UNVERIFIABLE_INCOME'],
    errorReport: null,
    identityVerifiedAt: '2026-12-04T08:15:00.000Z',
    signedAt: '2026-12-04T08:40:00.000Z',
    submittedAt: '2026-12-04T09:00:00.000Z',
    returnedAt: null,
    isWaitingForCustomer: false,
    needsSecondApproval: false,
    pendingApproval: null,
    ...overrides,
  };
}

function request(overrides: Partial<StaffDecisionReview> = {}): DecisionReviewQueueItem {
  return {
    kind: 'DECISION_REVIEW',
    state: 'NEW',
    sla: { waitingSince: '2026-12-08T10:00:00.000Z', workingDays: 1, dueDay: '2026-12-10', isOverdue: false },
    id: REVIEW_ID,
    subject: { kind: 'LOAN_APPLICATION', id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d' },
    status: 'RECEIVED',
    contested: { decision: 'REJECT', reasons: ['DTI_FAILED'], decidedAt: '2026-12-08T09:00:00.000Z' },
    customerView: 'A meglévő hitelemet októberben végtörlesztettem.',
    updatedFacts: 'Új munkahelyen dolgozom, magasabb fizetéssel.',
    updatedNetIncome: 720_000,
    outcome: null,
    outcomeReason: null,
    createdAt: '2026-12-08T10:00:00.000Z',
    decidedAt: null,
    customerName: 'Nagy Péter',
    amount: 1_500_000,
    duration: 24,
    productName: 'Rugalmas Személyi Kölcsön',
    takenBy: null,
    ...overrides,
  };
}

const render = (route = '/staff/reviews') =>
  renderWithProviders(<ReviewsPage />, { path: '/staff/reviews', route });

describe('the review queue', () => {
  beforeEach(() => {
    useStaffSessionStore.getState().setSession(makeToken({ sub: 'staff-1', roles: ['REVIEWER'] }), {
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

  it('shows each case’s age in working days, and a worded "Határidőn túl" badge only on the late one', async () => {
    mockApi({ [LIST]: json(queueOf([referred(), request()], 5)) });
    render();
    const late = await screen.findByRole('article', { name: 'Kiss Anna' });
    expect(within(late).getByText('Határidőn túl')).toBeInTheDocument();
    expect(within(late).getByText('3 munkanapja vár')).toBeInTheDocument();
    expect(within(late).getByText('Határidő: 2026. december 8.')).toBeInTheDocument();
    const onTime = screen.getByRole('article', { name: 'Nagy Péter' });
    expect(within(onTime).queryByText('Határidőn túl')).toBeNull();
    expect(within(onTime).getByText('1 munkanapja vár')).toBeInTheDocument();
    // Shown of all that match.
    expect(screen.getByText('A szűrésnek 5 ügy felel meg, ebből 2 látható.')).toBeInTheDocument();
  });

  it('keeps the filters in the address: chosen by keyboard, sent to the server, restored by the back button', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [LIST]: json(queueOf([referred()])) });
    const { router } = render();
    await screen.findByRole('article', { name: 'Kiss Anna' });
    const bar = screen.getByRole('form', { name: 'Ügyek szűrése' });

    // The first control of the bar is reached with Tab; the choice applies at once.
    const kind = within(bar).getByLabelText('Ügytípus');
    kind.focus();
    await user.selectOptions(kind, 'DECISION_REVIEW');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=DECISION_REVIEW'));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('kind')).toBe('DECISION_REVIEW'));

    // Amounts apply with Enter; the overdue box at once.
    await user.type(within(bar).getByLabelText('Összeg ettől (Ft)'), '500 000{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=DECISION_REVIEW&amountMin=500000'));
    await user.click(within(bar).getByLabelText('Csak a határidőn túliak'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?kind=DECISION_REVIEW&amountMin=500000&overdue=true'),
    );
    const last = api.callsTo(LIST).at(-1);
    expect(last?.query.get('amountMin')).toBe('500000');
    expect(last?.query.get('overdue')).toBe('true');

    // Back: the previous filters, in the address and in the bar.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=DECISION_REVIEW&amountMin=500000'));
    expect(within(bar).getByLabelText('Csak a határidőn túliak')).not.toBeChecked();
    expect(within(bar).getByLabelText<HTMLSelectElement>('Ügytípus').value).toBe('DECISION_REVIEW');

    // Clearing empties the address.
    await user.click(within(bar).getByRole('button', { name: 'Szűrők törlése' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('checks the amounts before filtering: a reversed range is explained, and nothing is sent', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [LIST]: json(queueOf([referred()])) });
    const { router } = render();
    await screen.findByRole('article', { name: 'Kiss Anna' });
    const calls = api.callsTo(LIST).length;
    await user.type(screen.getByLabelText('Összeg ettől (Ft)'), '2000000');
    await user.type(screen.getByLabelText('Összeg eddig (Ft)'), '1000000{Enter}');
    expect(
      await screen.findByText('Az „eddig” összeg nem lehet kisebb az „ettől” összegnél.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(api.callsTo(LIST)).toHaveLength(calls);
  });

  it('opens a shared link with its filters, leaving out a value the server would refuse', async () => {
    const api = mockApi({ [LIST]: json(queueOf([])) });
    render('/staff/reviews?kind=CONTRACT_ERROR&state=BOGUS&productId=2');
    expect(await screen.findByText('Nincs a szűrésnek megfelelő ügy')).toBeInTheDocument();
    const query = api.callsTo(LIST)[0]?.query;
    expect(query?.get('kind')).toBe('CONTRACT_ERROR');
    expect(query?.get('productId')).toBe('2');
    expect(query?.has('state')).toBe(false);
    expect(screen.getByLabelText<HTMLSelectElement>('Termék').value).toBe('2');
  });

  it('a decision review request is a case of the queue: what the customer contests and wrote, and a change with a reason and a note', async () => {
    const user = userEvent.setup();
    let decided = false;
    const api = mockApi({
      [LIST]: () => json(queueOf(decided ? [] : [request()])),
      [`POST /staff/decision-reviews/${REVIEW_ID}/decision`]: () => {
        decided = true;
        return json({
          ...request(),
          status: 'DECIDED',
          outcome: 'CHANGED',
          outcomeReason: 'INCOME_VERIFIED',
        });
      },
    });
    render('/staff/reviews?kind=DECISION_REVIEW');
    const card = await screen.findByRole('article', { name: 'Nagy Péter' });
    expect(within(card).getByText('Elutasított hitelkérelem')).toBeInTheDocument();
    expect(within(card).getByText('A meglévő hitelemet októberben végtörlesztettem.')).toBeInTheDocument();
    expect(within(card).getByText('720 000 Ft')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Döntés megváltoztatása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Az automatikus döntés megváltoztatása' });
    await user.click(within(dialog).getByRole('button', { name: 'Döntés megváltoztatása' }));
    expect(await within(dialog).findByText('Válasszon indokot.')).toBeInTheDocument();
    expect(api.callsTo(`POST /staff/decision-reviews/${REVIEW_ID}/decision`)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/Indok/), 'INCOME_VERIFIED');
    await user.type(within(dialog).getByLabelText(/Megjegyzés/), 'Munkáltatói igazolás rendben.');
    await user.click(within(dialog).getByRole('button', { name: 'Döntés megváltoztatása' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /staff/decision-reviews/${REVIEW_ID}/decision`)[0]?.body).toEqual({
        outcome: 'CHANGED',
        reasonCode: 'INCOME_VERIFIED',
        note: 'Munkáltatói igazolás rendben.',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nagy Péter kérésére megváltoztatta a döntést',
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Nagy Péter' })).not.toBeInTheDocument(),
    );
  });

  it('taking a decision review request shows who works on it', async () => {
    const user = userEvent.setup();
    let taken = false;
    mockApi({
      [LIST]: () => json(queueOf([request(taken ? { status: 'IN_PROGRESS', takenBy: 'Kovács Éva' } : {})])),
      [`POST /staff/decision-reviews/${REVIEW_ID}/take`]: () => {
        taken = true;
        return json({ ...request(), status: 'IN_PROGRESS' });
      },
    });
    render();
    const card = await screen.findByRole('article', { name: 'Nagy Péter' });
    await user.click(within(card).getByRole('button', { name: 'Átveszem' }));
    expect(await within(card).findByText('Folyamatban, átvette: Kovács Éva')).toBeInTheDocument();
  });
});
