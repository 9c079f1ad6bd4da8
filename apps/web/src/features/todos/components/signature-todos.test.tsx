import type { SignatureTodo } from '@hitelkapu/domain/contracts/todos';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { APPLICATION_ID } from '../../../testing/application-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { correctionTodo } from '../../../testing/todo-fixtures.ts';
import { TodosPage } from './todos-page.tsx';

const ACTIVES = 'GET /credit/my-todo/actives';
const PREVIOUS = 'GET /credit/my-todo/previouses';

function signatureTodo(overrides: Partial<SignatureTodo> = {}): SignatureTodo {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    type: 'SIGNATURE',
    status: 'IN_PROGRESS',
    outcome: null,
    applicationId: APPLICATION_ID,
    createdAt: '2026-11-27T10:00:00.000Z',
    dueAt: '2026-12-12T22:59:59.999Z',
    closedAt: null,
    signature: { productName: 'Személyi kölcsön', amount: 1_250_000, signedAt: null },
    ...overrides,
  };
}

const renderTodos = () => renderWithProviders(<TodosPage />, { path: '/user/todos', route: '/user/todos' });

beforeEach(() => useSessionStore.getState().setToken(makeToken()));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('signature to-dos on the to-do list', () => {
  it('shows a contract to sign with its amount and signing deadline, and leads to the signing', async () => {
    mockApi({
      [ACTIVES]: json([signatureTodo(), correctionTodo({ dueAt: '2026-12-20T09:00:00.000Z' })]),
      [PREVIOUS]: json([]),
    });
    renderTodos();

    const active = await screen.findByRole('region', { name: 'Megoldandó' });
    const [signature, correction] = await within(active).findAllByRole('article');
    if (!signature || !correction) throw new Error('two open to-dos expected');
    expect(signature).toHaveAccessibleName('Személyi kölcsön');
    expect(signature).toHaveTextContent('Szerződés aláírása');
    expect(signature).toHaveTextContent('Hitelösszeg1 250 000 Ft');
    // The last day in Budapest, not the UTC date of the instant.
    expect(signature).toHaveTextContent('Aláírási határidő2026. december 12.');
    expect(within(signature).getByRole('link', { name: 'Szerződés aláírása' })).toHaveAttribute(
      'href',
      '/application',
    );
    // The correction beside it keeps its own way to answer.
    expect(within(correction).getByRole('link', { name: 'Javítás megadása' })).toBeInTheDocument();
  });

  it('offers to finish a signing under way', async () => {
    mockApi({ [ACTIVES]: json([signatureTodo({ status: 'WAITING' })]), [PREVIOUS]: json([]) });
    renderTodos();
    const card = await screen.findByRole('article', { name: 'Személyi kölcsön' });
    expect(card).toHaveTextContent('SMS-ben kapott kóddal');
    expect(within(card).getByRole('link', { name: 'Aláírás folytatása' })).toHaveAttribute(
      'href',
      '/application',
    );
  });

  it('lists earlier signatures with how they ended and no way to sign them', async () => {
    mockApi({
      [ACTIVES]: json([]),
      [PREVIOUS]: json([
        signatureTodo({
          id: 'c0000000-0000-4000-8000-000000000002',
          status: 'SIGNED',
          signature: { productName: 'Autóhitel', amount: 3_000_000, signedAt: '2026-11-28T09:00:00.000Z' },
        }),
        signatureTodo({
          id: 'c0000000-0000-4000-8000-000000000003',
          status: 'CLOSED',
          outcome: 'EXPIRED',
          closedAt: '2026-12-13T00:01:00.000Z',
        }),
      ]),
    });
    renderTodos();

    const earlier = await screen.findByRole('region', { name: 'Korábbi teendők' });
    const signed = await within(earlier).findByRole('article', { name: 'Autóhitel' });
    expect(signed).toHaveTextContent('Aláírta a szerződést.');
    expect(signed).toHaveTextContent('Aláírva2026. november 28.');
    const expired = within(earlier).getByRole('article', { name: 'Személyi kölcsön' });
    expect(expired).toHaveTextContent('Lezárva');
    expect(expired).toHaveTextContent('Az aláírási határidő lejárt');
    expect(expired).toHaveTextContent('Lezárva2026. december 13.');
    expect(within(earlier).queryByRole('link', { name: /aláírás/i })).toBeNull();
  });
});
