import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { makeToken, mockApi } from '../../testing/api-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AssessmentLayout } from './assessment-layout.tsx';
import { UserLayout } from './user-layout.tsx';
import { WelcomeLayout } from './welcome-layout.tsx';

// The leasing layout's footer is checked beside it (features/leasing).
describe('the footer of every customer layout', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it.each([
    ['welcome', <WelcomeLayout key="welcome" />],
    ['assessment', <AssessmentLayout key="assessment" />],
    ['user', <UserLayout key="user" />],
  ] as [string, ReactElement][])('%s links to the accessibility statement (EAA)', async (_, layout) => {
    mockApi({});
    renderWithProviders(layout);
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toContainElement(screen.getByRole('link', { name: 'Akadálymentességi nyilatkozat' }));
    expect(screen.getByRole('link', { name: 'Akadálymentességi nyilatkozat' })).toHaveAttribute(
      'href',
      '/akadalymentesseg',
    );
  });
});
