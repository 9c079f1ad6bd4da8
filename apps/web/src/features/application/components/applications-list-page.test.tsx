import { formatLongDate } from '@hitelkapu/domain/format/date';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import {
  APPLICATION_ID,
  applicationProduct,
  applicationResult,
  applicationSummary,
  customerDocument,
} from '../../../testing/application-fixtures.ts';
import { seededProducts } from '../../../testing/credit-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ApplicationsListPage, type WithdrawalLanding } from './applications-list-page.tsx';

const renderList = () =>
  renderWithProviders(<ApplicationsListPage />, { path: '/user/applications', route: '/user/applications' });

describe('my applications', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('lists each application with product, amount, term, date and status; only the open one continues', async () => {
    // An earlier application of another seeded product.
    const older = seededProducts.find((product) => product.id !== applicationProduct.id);
    if (!older) throw new Error('the seed has one product only');
    mockApi({
      'GET /credit/my-loan-applications': json([
        applicationSummary({
          id: 'closed-1',
          offerId: older.id,
          amount: 1_000_000,
          duration: 24,
          currentPosition: 'CLOSED',
          currentStatus: 'CLOSED',
          createdAt: '2026-10-02T08:00:00.000Z',
        }),
        applicationSummary({ currentPosition: 'FLOW', createdAt: '2026-11-20T09:30:00.000Z' }),
      ]),
      'GET /administration/offer-data': json([older, applicationProduct]),
      'GET /drawer/user-documents': json([]),
    });
    renderList();
    const open = await screen.findByRole('article', { name: applicationProduct.name });
    expect(open).toHaveTextContent('2 000 000 Ft, 36 hónap');
    expect(open).toHaveTextContent('Elindítva: 2026. november 20.');
    expect(within(open).getByText('Adatok megadása')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Folytatás' })).toHaveAttribute('href', '/application');

    const closed = screen.getByRole('article', { name: older.name });
    expect(within(closed).getByText('Lezárva')).toBeInTheDocument();
    expect(within(closed).queryByRole('link', { name: 'Folytatás' })).not.toBeInTheDocument();
    // Newest first.
    expect(screen.getAllByRole('article')[0]).toBe(open);
  });

  it('without applications says how to start one', async () => {
    mockApi({ 'GET /credit/my-loan-applications': json([]) });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Még nincs hitelkérelme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajánlataim' })).toHaveAttribute('href', '/offers');
    expect(screen.getByRole('link', { name: 'Előzetes hitelbírálat' })).toHaveAttribute(
      'href',
      '/preliminary-assessment',
    );
  });

  it('a failed load offers a retry', async () => {
    mockApi({});
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nem sikerült betölteni a kérelmeket');
    expect(within(alert).getByRole('button', { name: 'Újrapróbálom' })).toBeInTheDocument();
  });
  describe('a withdrawn contract (Fhtv. 20. §)', () => {
    const withdrawnAt = '2026-11-24T13:20:00.000Z';
    const made = (
      kind: 'CONTRACT' | 'SECCI' | 'SIGNED_CONTRACT' | 'SIGNED_SECCI' | 'WITHDRAWAL_RECEIPT',
      id: string,
    ) =>
      customerDocument({
        id,
        kind,
        promptId: null,
        promptIdentifier: null,
        originalName: `${kind}.pdf`,
        size: 40_960,
      });
    const withdrawnServer = () =>
      mockApi({
        'GET /credit/my-loan-applications': json([
          applicationSummary({
            currentPosition: 'CLOSED',
            currentStatus: 'CLOSED',
            currentStatusResult: 'WITHDRAWN',
            createdAt: '2026-11-20T09:30:00.000Z',
          }),
        ]),
        'GET /administration/offer-data': json([applicationProduct]),
        'GET /drawer/user-documents': json([
          made('WITHDRAWAL_RECEIPT', 'doc-receipt'),
          made('SIGNED_SECCI', 'doc-signed-secci'),
          made('SIGNED_CONTRACT', 'doc-signed-contract'),
          made('SECCI', 'doc-secci'),
          made('CONTRACT', 'doc-contract'),
          // The customer's own uploads stay with the application, not in this list.
          customerDocument({ id: 'doc-upload' }),
        ]),
        [`GET /credit/loan-application/${APPLICATION_ID}/result`]: json(
          applicationResult({ withdrawnAt, signedAt: '2026-11-20T10:40:00.000Z' }),
        ),
        'GET /file/download/doc-receipt': () =>
          new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      });

    it('landing after the withdrawal, a banner says so with the date', async () => {
      withdrawnServer();
      const { router } = renderList();
      await screen.findByRole('article', { name: applicationProduct.name });
      expect(screen.queryByRole('region', { name: 'Elállt a szerződéstől' })).not.toBeInTheDocument();
      const landing: WithdrawalLanding = { withdrawal: { applicationId: APPLICATION_ID, withdrawnAt } };
      await act(() => router.navigate('/user/applications', { state: landing }));
      const banner = await screen.findByRole('region', { name: 'Elállt a szerződéstől' });
      // The date ends with its own full stop (2026. november 24.), then the next sentence.
      expect(banner).toHaveTextContent(`Az elállás dátuma: ${formatLongDate(withdrawnAt)} A visszaigazolást`);
    });

    it('keeps the contract, the SECCI, the signed copies and the receipt openable, the receipt first', async () => {
      withdrawnServer();
      const createObjectURL = vi.fn(() => 'blob:receipt');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      renderList();
      const card = await screen.findByRole('article', { name: applicationProduct.name });
      expect(within(card).getByText('Elállt a szerződéstől')).toBeInTheDocument();
      expect(
        await within(card).findByText(`Az elállás dátuma: ${formatLongDate(withdrawnAt)}`),
      ).toBeInTheDocument();
      const documents = within(card).getByRole('region', { name: 'Dokumentumok' });
      expect(
        within(documents)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual([
        'Letöltés: Visszaigazolás az elállásról',
        'Letöltés: Aláírt hitelszerződés',
        'Letöltés: Aláírt egységes európai fogyasztói hitelinformációs formanyomtatvány',
        'Letöltés: Hitelszerződés',
        'Letöltés: Egységes európai fogyasztói hitelinformációs formanyomtatvány',
      ]);
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      await userEvent
        .setup()
        .click(within(documents).getByRole('button', { name: 'Letöltés: Visszaigazolás az elállásról' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(createObjectURL).toHaveBeenCalledTimes(1);
    });
  });
});
