import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplicationRoutePage } from '../../../app/pages/application-page.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, profile } from '../../../testing/api-mock.ts';
import { APP, mockApplicationApi } from '../../../testing/application-api.ts';
import {
  documentsForSigning,
  loanApplication,
  scoringDecision,
  signingSession,
} from '../../../testing/application-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

/*
 * A contract not signed by its last day (signature state EXPIRED, decision 038): wherever the
 * signing stood, the customer reads that the window closed and the way on, not the signing.
 */

beforeEach(() => useSessionStore.getState().setToken(makeToken()));
afterEach(() => useSessionStore.getState().clear());

function expiredApi(position: LoanApplication['currentPosition']) {
  return mockApplicationApi(
    { currentPosition: position, signatureState: 'EXPIRED', sigTypes: ['SMS_OTP'] },
    {
      'GET /profile': json(profile({ currentStatus: 'IN_FLOW', isPhoneConfirmed: true })),
      [`GET ${APP}/scoring-decision`]: json(scoringDecision()),
      [`GET ${APP}/documents-for-signing`]: json(documentsForSigning()),
      [`GET ${APP}/document-signing`]: json({ signing: signingSession() }),
      [`POST ${APP}/close`]: () =>
        json(loanApplication({ currentPosition: 'CLOSED', currentStatus: 'CLOSED' })),
    },
  );
}

const renderApplication = () =>
  renderWithProviders(<ApplicationRoutePage />, { path: '/application', route: '/application' });

describe('an expired signing window', () => {
  it.each(['CONTRACT_CHECK', 'SIGN_PREPARATION', 'SIGN_CHOOSE'] as const)(
    'at %s shows the expired wording and the next step instead of the signing controls',
    async (position) => {
      expiredApi(position);
      renderApplication();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Lejárt az aláírási határidő' }),
      ).toBeInTheDocument();
      const amount = formatHuf(loanApplication().quote.amount);
      expect(
        screen.getByText(
          `A hitelszerződés (${amount}) aláírási határideje lejárt, ezért a szerződést már nem lehet aláírni, és az ajánlat sem érvényes tovább. Önnek ebből nem keletkezett kötelezettsége.`,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Hogyan tovább?' })).toBeInTheDocument();
      // None of the signing steps' controls.
      expect(screen.queryByRole('button', { name: /Kód küldése|Tovább$/ })).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Hibát találtam' })).toBeNull();
    },
  );

  it('“Új ajánlatot választok” closes this application once and opens the offers', async () => {
    const api = expiredApi('CONTRACT_CHECK');
    const { router } = renderApplication();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Új ajánlatot választok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));
    expect(api.callsTo(`POST ${APP}/close`)).toHaveLength(1);
  });

  it('a contract still ready to sign shows the signing step as before', async () => {
    mockApplicationApi(
      { currentPosition: 'CONTRACT_CHECK', signatureState: 'READY' },
      {
        'GET /profile': json(profile({ currentStatus: 'IN_FLOW', isPhoneConfirmed: true })),
        [`GET ${APP}/documents-for-signing`]: json(documentsForSigning()),
      },
    );
    renderApplication();
    await screen.findByRole('checkbox');
    expect(screen.queryByRole('heading', { name: 'Lejárt az aláírási határidő' })).toBeNull();
  });
});
