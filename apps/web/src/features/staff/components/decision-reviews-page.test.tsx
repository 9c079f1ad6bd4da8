import type { StaffDecisionReview } from '@hitelkapu/domain/contracts/decision-review';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useStaffSessionStore } from '../staff-session-store.ts';
import { DecisionReviewsPage } from './decision-reviews-page.tsx';

const LIST = 'GET /staff/decision-reviews';
const REVIEW_ID = '5d4c3b2a-1908-4f7e-8d6c-5b4a39281706';

function request(overrides: Partial<StaffDecisionReview> = {}): StaffDecisionReview {
  return {
    id: REVIEW_ID,
    subject: { kind: 'LOAN_APPLICATION', id: '0b7e6d2c-5a4f-4e3d-8c2b-1a0f9e8d7c6b' },
    status: 'RECEIVED',
    contested: { decision: 'REJECT', reasons: ['DTI_FAILED'], decidedAt: '2026-11-20T09:00:00.000Z' },
    customerView: 'A meglévő hitelemet októberben végtörlesztettem.',
    updatedFacts: 'Új munkahelyen dolgozom, magasabb fizetéssel.',
    updatedNetIncome: 720_000,
    outcome: null,
    outcomeReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    customerName: 'Kiss Anna',
    amount: 2_000_000,
    duration: 36,
    productName: 'Hitelkapu Kölcsön',
    takenBy: null,
    ...overrides,
  };
}

const render = () =>
  renderWithProviders(<DecisionReviewsPage />, {
    path: '/staff/decision-reviews',
    route: '/staff/decision-reviews',
  });

/** Customers' requests for a person's review of an automated decision (EU 2023/2225 art. 18(8)). */
describe('the staff list of review requests', () => {
  beforeEach(() => {
    useStaffSessionStore.getState().setSession(makeToken({ sub: 'staff-1', role: 'staff' }), {
      id: 'staff-1',
      name: 'Nagy Péter',
      email: 'ugyintezo@hitelkapu.hu',
      roles: ['REVIEWER'],
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useStaffSessionStore.getState().clear();
  });

  it('shows what the customer contests and wrote; a change needs a reason and a note, then the request leaves the list', async () => {
    const user = userEvent.setup();
    let decided = false;
    const api = mockApi({
      [LIST]: () => json({ items: decided ? [] : [request()] }),
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
    render();
    const card = await screen.findByRole('article', { name: 'Kiss Anna' });
    expect(within(card).getByText('Elutasított hitelkérelem')).toBeInTheDocument();
    expect(within(card).getByText(/A szabályok alapján elutasítva/)).toBeInTheDocument();
    expect(within(card).getByText('A meglévő hitelemet októberben végtörlesztettem.')).toBeInTheDocument();
    expect(within(card).getByText('Új munkahelyen dolgozom, magasabb fizetéssel.')).toBeInTheDocument();
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
      expect(api.callsTo(`POST /staff/decision-reviews/${REVIEW_ID}/decision`)).toHaveLength(1),
    );
    expect(api.callsTo(`POST /staff/decision-reviews/${REVIEW_ID}/decision`)[0]?.body).toEqual({
      outcome: 'CHANGED',
      reasonCode: 'INCOME_VERIFIED',
      note: 'Munkáltatói igazolás rendben.',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kiss Anna kérésére megváltoztatta a döntést',
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kiss Anna' })).not.toBeInTheDocument());
  });

  it('taking a request shows who works on it', async () => {
    const user = userEvent.setup();
    let taken = false;
    mockApi({
      [LIST]: () => json({ items: [request(taken ? { status: 'IN_PROGRESS', takenBy: 'Nagy Péter' } : {})] }),
      [`POST /staff/decision-reviews/${REVIEW_ID}/take`]: () => {
        taken = true;
        return json({ ...request(), status: 'IN_PROGRESS' });
      },
    });
    render();
    const card = await screen.findByRole('article', { name: 'Kiss Anna' });
    await user.click(within(card).getByRole('button', { name: 'Átveszem' }));
    expect(await within(card).findByText('Folyamatban, átvette: Nagy Péter')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Átveszem' })).not.toBeInTheDocument();
  });
});
