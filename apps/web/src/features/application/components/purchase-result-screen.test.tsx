import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationRoutePage } from '../../../app/pages/application-page.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, profile } from '../../../testing/api-mock.ts';
import { APP, mockApplicationApi } from '../../../testing/application-api.ts';
import { applicationResult, documentsForSigning } from '../../../testing/application-fixtures.ts';
import { MERCHANT_ID, PURCHASE_ID, RETURN_URLS } from '../../../testing/purchase-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

/*
 * The decisions of an application made from a shop's purchase (PURCHASE_RESULT) and of a
 * contract a person checked after the customer reported an error (OFFLINE_RESULT).
 */

const SIGNED_AT = '2026-11-20T10:40:00.000Z';
const DAY = 24 * 60 * 60_000;
const purchaseTerms = {
  purchasePublicId: PURCHASE_ID,
  merchantId: MERCHANT_ID,
  merchantName: 'KonyhaGuru',
  goods: '1 db Bosch Serie 6 mosogatógép, 2 db Beépítő készlet',
  cashPrice: 319_970,
  returnUrl: RETURN_URLS.approved,
};

function decided(
  position: 'PURCHASE_RESULT' | 'OFFLINE_RESULT',
  decision: string,
  changes: Partial<LoanApplication> = {},
) {
  return {
    currentPosition: position,
    currentStatus: position === 'PURCHASE_RESULT' ? 'PURCHASE_BANK_RESULT' : 'BANK_RESULT',
    currentStatusResult: decision,
    signatureState: 'READY',
    signedAt: SIGNED_AT,
    ...changes,
  } satisfies Partial<LoanApplication>;
}

function serve(start: Partial<LoanApplication>, result = applicationResult()) {
  return mockApplicationApi(start, {
    'GET /profile': json(profile({ currentStatus: 'IN_FLOW' })),
    [`GET ${APP}/result`]: json(result),
    [`GET ${APP}/documents-for-signing`]: json(documentsForSigning()),
    'GET /credit/decision-review': json({ request: null }),
  });
}

const renderApplication = () =>
  renderWithProviders(<ApplicationRoutePage />, { path: '/application', route: '/application' });

beforeEach(() => useSessionStore.getState().setToken(makeToken()));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('PURCHASE_RESULT', () => {
  it('approved: the shop hands over, the lender pays the shop, linked-credit withdrawal, the purchase and the way back', async () => {
    const api = serve(
      decided('PURCHASE_RESULT', 'APPROVED', { purchase: purchaseTerms }),
      applicationResult({
        signedAt: SIGNED_AT,
        withdrawableUntil: new Date(Date.now() + 14 * DAY).toISOString(),
      }),
    );
    renderApplication();

    const screenCard = await screen.findByRole('region', { name: 'A vásárlás hitele jóváhagyva' });
    const terms = within(screenCard).getByRole('region', { name: 'A vásárlás' });
    expect(terms).toHaveTextContent('WebáruházKonyhaGuru');
    expect(terms).toHaveTextContent(`Termék${purchaseTerms.goods}`);
    expect(terms).toHaveTextContent(`Vételár${formatHuf(319_970)}`);
    const { quote } = api.current();
    expect(terms).toHaveTextContent(`Futamidő${quote.months} hónap`);
    expect(within(screenCard).getByRole('region', { name: 'Az Ön áruhitele' })).toHaveTextContent(
      formatHuf(quote.monthlyPayment),
    );
    const next = within(screenCard).getByRole('region', { name: 'Mi történik most?' });
    expect(next).toHaveTextContent('A webáruház átadja');
    expect(next).toHaveTextContent('közvetlenül a webáruháznak fizetjük ki');
    expect(next).toHaveTextContent('a vásárlás is megszűnik');
    expect(within(screenCard).getByRole('region', { name: 'Elállás a szerződéstől' })).toBeInTheDocument();
    expect(
      await within(screenCard).findByRole('region', { name: 'Aláírt dokumentumai' }),
    ).toBeInTheDocument();
    expect(within(screenCard).getByRole('link', { name: 'Vissza a webáruházba' })).toHaveAttribute(
      'href',
      RETURN_URLS.approved,
    );
    // Not the personal loan's wording: nothing is paid to the customer's account.
    expect(screenCard).not.toHaveTextContent('bankszámlájára utaljuk');
  });

  it('refused: the reasons, a person’s review of the automated decision, and the way back to the shop', async () => {
    serve(
      decided('PURCHASE_RESULT', 'REJECT', { purchase: purchaseTerms, signedAt: null }),
      applicationResult({ decision: 'REJECT', reasons: ['DTI_FAILED'] }),
    );
    renderApplication();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Most nem tudjuk jóváhagyni a vásárlás hitelét' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /Ennek fő okai/ })).toHaveTextContent('A törlesztőrészlet');
    expect(screen.getByRole('note')).toHaveTextContent('Automatizált döntés');
    expect(
      await screen.findByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/más fizetési módot választhat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a webáruházba' })).toHaveAttribute(
      'href',
      RETURN_URLS.approved,
    );
    expect(screen.queryByRole('link', { name: 'Új előzetes hitelbírálat' })).not.toBeInTheDocument();
  });
});

describe('OFFLINE_RESULT', () => {
  it('approved after a person checked the contract: the approval with the figures and documents', async () => {
    serve(
      decided('OFFLINE_RESULT', 'MANUALLY_APPROVED'),
      applicationResult({ decision: 'MANUALLY_APPROVED', decidedBy: 'STAFF' }),
    );
    renderApplication();

    const card = await screen.findByRole('region', {
      name: 'Munkatársunk ellenőrizte a szerződést: a hitelt jóváhagytuk',
    });
    expect(within(card).getByRole('region', { name: 'Az Ön kölcsöne' })).toBeInTheDocument();
    expect(await within(card).findByRole('region', { name: 'Aláírt dokumentumai' })).toBeInTheDocument();
  });

  it('refused by a person: the refusal without the automated-decision note or a review request', async () => {
    serve(
      decided('OFFLINE_RESULT', 'MANUALLY_REJECTED'),
      applicationResult({ decision: 'MANUALLY_REJECTED', decidedBy: 'STAFF', reasons: ['DTI_FAILED'] }),
    );
    renderApplication();

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Munkatársunk ellenőrizte a szerződést: most nem tudjuk jóváhagyni',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Automatizált döntés')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Új előzetes hitelbírálat' })).toBeInTheDocument();
  });
});
