import type { DecisionReview } from '@hitelkapu/domain/contracts/decision-review';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ApplicationReview, AssessmentReview } from './decision-review-panel.tsx';

const assessmentId = '7b0e4f5e-1c1d-4d8a-9a36-0c4b1b6f2a10';
const applicationId = '3f2b8c1a-5d6e-4f70-8a91-b2c3d4e5f607';

const request = (overrides: Partial<DecisionReview> = {}): DecisionReview => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  subject: { kind: 'PRELIMINARY_ASSESSMENT', id: assessmentId },
  status: 'RECEIVED',
  contested: { decision: 'NOT_ELIGIBLE', reasons: ['KO_MIN_INCOME'], decidedAt: '2026-11-20T09:00:00Z' },
  customerView: 'A jövedelmem azóta emelkedett.',
  updatedFacts: null,
  updatedNetIncome: null,
  outcome: null,
  outcomeReason: null,
  createdAt: '2026-11-20T10:00:00Z',
  decidedAt: null,
  ...overrides,
});

/** "Munkatárs felülvizsgálatát kérem": the request tied to the decision, then its status (EU 2023/2225 art. 18(8)). */
describe('a person’s review of an automated decision', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('asks for the customer’s view, checks it before sending, and then shows the request as received', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /credit/decision-review': json({ request: null }),
      'POST /credit/decision-review': (call) =>
        json(
          request({
            customerView: (call.body as { customerView: string }).customerView,
            updatedNetIncome: 720_000,
          }),
          201,
        ),
    });
    renderWithProviders(<AssessmentReview assessmentId={assessmentId} />);

    await user.click(await screen.findByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Munkatársi felülvizsgálat kérése' });
    expect(dialog).toBeInTheDocument();

    // Too short: the Hungarian message under the field, nothing sent.
    await user.type(screen.getByLabelText(/Az Ön álláspontja/), 'Nem jó');
    await user.click(screen.getByRole('button', { name: 'Felülvizsgálat kérése' }));
    expect(
      await screen.findByText('Írjon legalább 10 karaktert arról, miért kéri a felülvizsgálatot.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /credit/decision-review')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Az Ön álláspontja/), ', a jövedelmem azóta emelkedett.');
    await user.type(screen.getByLabelText(/Jelenlegi havi nettó jövedelme/), '720000');
    expect(screen.getByLabelText(/Jelenlegi havi nettó jövedelme/)).toHaveValue('720 000');
    await user.click(screen.getByRole('button', { name: 'Felülvizsgálat kérése' }));

    await waitFor(() => expect(api.callsTo('POST /credit/decision-review')).toHaveLength(1));
    expect(api.callsTo('POST /credit/decision-review')[0]?.body).toEqual({
      subject: { kind: 'PRELIMINARY_ASSESSMENT', id: assessmentId },
      customerView: 'Nem jó, a jövedelmem azóta emelkedett.',
      updatedNetIncome: 720_000,
    });
    expect(await screen.findByText(/Kérését megkaptuk/)).toBeInTheDocument();
    expect(screen.getByText('Beérkezett')).toBeInTheDocument();
    // The button gives way to the open request: a second click cannot file another.
    expect(
      screen.queryByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' }),
    ).not.toBeInTheDocument();
  });

  it('a decided request shows the outcome and the reviewer’s reason in plain Hungarian', async () => {
    mockApi({
      'GET /credit/decision-review': json({
        request: request({
          subject: { kind: 'LOAN_APPLICATION', id: applicationId },
          status: 'DECIDED',
          outcome: 'CHANGED',
          outcomeReason: 'INCOME_VERIFIED',
          decidedAt: '2026-11-21T08:30:00Z',
        }),
      }),
    });
    renderWithProviders(<ApplicationReview applicationId={applicationId} />);
    expect(await screen.findByText('Döntés született')).toBeInTheDocument();
    expect(screen.getByText(/megváltoztatta a döntést. Folytathatja az igénylést/)).toBeInTheDocument();
    expect(screen.getByText(/igazoltnak találta a jövedelmét/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' }),
    ).not.toBeInTheDocument();
  });

  it('the server’s field message appears under the field and what was typed stays', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /credit/decision-review': json({ request: null }),
      'POST /credit/decision-review': json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Ellenőrizze a megadott adatokat.',
          fieldErrors: { customerView: 'validation.invalid' },
        },
        400,
      ),
    });
    renderWithProviders(<AssessmentReview assessmentId={assessmentId} />);
    await user.click(await screen.findByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' }));
    await user.type(await screen.findByLabelText(/Az Ön álláspontja/), 'A döntés szerintem téves volt.');
    await user.click(screen.getByRole('button', { name: 'Felülvizsgálat kérése' }));
    expect(await screen.findByText('A megadott érték nem megfelelő.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Az Ön álláspontja/)).toHaveValue('A döntés szerintem téves volt.');
  });

  it('after a person’s decision without a request nothing new is offered', async () => {
    mockApi({ 'GET /credit/decision-review': json({ request: null }) });
    const { container } = renderWithProviders(<ApplicationReview applicationId={applicationId} readOnly />);
    await waitFor(() => expect(container.querySelector('button')).toBeNull());
    expect(screen.queryByText('Munkatárs felülvizsgálatát kérem')).not.toBeInTheDocument();
  });
});
