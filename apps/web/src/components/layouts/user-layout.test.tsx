import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { TODO_COUNT_INTERVAL_MS } from '../../lib/todo-count.ts';
import { json, makeToken, mockApi } from '../../testing/api-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { UserLayout } from './user-layout.tsx';

const COUNT = 'GET /credit/my-todo/count';

describe('the to-do count on the menu of the customer pages', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('shows the open to-dos as a badge on "Teendők", named in words for a screen reader, and asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 2;
    const api = mockApi({ [COUNT]: () => json({ count }) });
    renderWithProviders(<UserLayout />, { path: '/user/profile', route: '/user/profile' });

    const link = await screen.findByRole('link', { name: 'Teendők, 2 megoldandó' });
    expect(link).toHaveAttribute('href', '/user/todos');
    expect(link).toHaveTextContent('Teendők2');
    // On a phone the menu is closed: its button says so too.
    expect(screen.getByRole('button', { name: 'Menü megnyitása, 2 megoldandó teendő' })).toBeInTheDocument();

    // Spec §9: polled every 60 s; one solved elsewhere shows on the next poll.
    count = 1;
    await act(() => vi.advanceTimersByTimeAsync(TODO_COUNT_INTERVAL_MS));
    expect(await screen.findByRole('link', { name: 'Teendők, 1 megoldandó' })).toBeInTheDocument();
    expect(api.callsTo(COUNT).length).toBeGreaterThanOrEqual(2);
  });

  it('shows no badge when nothing is to be done', async () => {
    const api = mockApi({ [COUNT]: json({ count: 0 }) });
    renderWithProviders(<UserLayout />, { path: '/user/profile', route: '/user/profile' });
    await vi.waitFor(() => expect(api.callsTo(COUNT)).toHaveLength(1));
    const link = await screen.findByRole('link', { name: 'Teendők' });
    expect(link).toHaveTextContent(/^Teendők$/);
    expect(screen.getByRole('button', { name: 'Menü megnyitása' })).toBeInTheDocument();
  });
});
