import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { applicationProduct, applicationSummary } from '../../../testing/application-fixtures.ts';
import { loanProduct } from '../../../testing/credit-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ApplicationsListPage } from './applications-list-page.tsx';

const renderList = () =>
  renderWithProviders(<ApplicationsListPage />, { path: '/user/applications', route: '/user/applications' });

describe('my applications', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('lists each application with product, amount, term, date and status; only the open one continues', async () => {
    const older = loanProduct({ id: 1, name: 'Személyi kölcsön Plusz' });
    mockApi({
      'GET /credit/my-loan-applications': json([
        applicationSummary({
          id: 'closed-1',
          offerId: 1,
          amount: 1_000_000,
          duration: 24,
          currentPosition: 'CLOSED',
          currentStatus: 'CLOSED',
          createdAt: '2026-10-02T08:00:00.000Z',
        }),
        applicationSummary({ currentPosition: 'FLOW', createdAt: '2026-11-20T09:30:00.000Z' }),
      ]),
      'GET /administration/offer-data': json([older, applicationProduct]),
    });
    renderList();
    const open = await screen.findByRole('article', { name: 'Hitelkapu Kölcsön' });
    expect(open).toHaveTextContent('2 000 000 Ft, 36 hónap');
    expect(open).toHaveTextContent('Elindítva: 2026. november 20.');
    expect(within(open).getByText('Adatok megadása')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Folytatás' })).toHaveAttribute('href', '/application');

    const closed = screen.getByRole('article', { name: 'Személyi kölcsön Plusz' });
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
});
