import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CallMeBackModal } from './call-me-back-modal.tsx';

const statement = {
  id: 7,
  identifier: 'call_me_back_privacy',
  version: 3,
  kind: 'CALL_ME_BACK',
  title: 'Hozzájárulás',
  summary: 'Csak visszahívásra használjuk.',
  body: 'Teljes szöveg',
  isRequired: true,
};

describe('call-me-back modal', () => {
  let posted: unknown[];
  beforeEach(() => {
    posted = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/call-me-back-acceptance')) return Response.json(statement);
        posted.push(JSON.parse(String(init?.body)));
        return Response.json({ id: 'r1', createdAt: '2026-11-22T10:00:00Z' }, { status: 201 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows Hungarian errors and sends nothing when the form is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CallMeBackModal opened onClose={() => {}} />);
    await screen.findByText('Csak visszahívásra használjuk.');
    await user.click(screen.getByRole('button', { name: 'Visszahívás kérése' }));
    // Name and phone are both required.
    expect(await screen.findAllByText('Ezt a mezőt ki kell tölteni.')).toHaveLength(2);
    expect(screen.getByText('A továbblépéshez fogadja el a nyilatkozatot.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('formats the phone as typed and sends the accepted statement version', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CallMeBackModal opened onClose={() => {}} />);
    await screen.findByText('Csak visszahívásra használjuk.');
    await user.type(screen.getByLabelText(/Név/), 'Szabó Péter');
    const phone = screen.getByLabelText(/Telefonszám/);
    await user.clear(phone);
    await user.type(phone, '06301234567');
    expect(phone).toHaveValue('+36 30 123 4567');
    await user.click(screen.getByLabelText(/hozzájárulok/));
    await user.click(screen.getByRole('button', { name: 'Visszahívás kérése' }));
    expect(await screen.findByText('Köszönjük, megkaptuk kérését')).toBeInTheDocument();
    await waitFor(() =>
      expect(posted).toEqual([
        {
          name: 'Szabó Péter',
          phone: '+36 30 123 4567',
          preferredTime: 'ANY',
          statementId: 7,
          statementVersion: 3,
          accepted: true,
        },
      ]),
    );
  });

  it('fills in a logged-in customer’s name and phone and files the request with the account', async () => {
    vi.unstubAllGlobals();
    useSessionStore.getState().setToken(makeToken());
    const api = mockApi({
      'GET /administration/call-me-back-acceptance': json(statement),
      'GET /profile': json(profile({ firstName: 'Éva', lastName: 'Nagy', phone: '+36 70 123 4567' })),
      'POST /call-me-back': json({ id: 'r2', createdAt: '2026-11-22T10:00:00Z' }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<CallMeBackModal opened onClose={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText(/Név/)).toHaveValue('Nagy Éva'));
    expect(screen.getByLabelText(/Telefonszám/)).toHaveValue('+36 70 123 4567');
    await user.click(await screen.findByLabelText(/hozzájárulok/));
    await user.click(screen.getByRole('button', { name: 'Visszahívás kérése' }));
    expect(await screen.findByText('Köszönjük, megkaptuk kérését')).toBeInTheDocument();
    expect(api.callsTo('POST /call-me-back')[0]?.body).toEqual({
      phone: '+36 70 123 4567',
      preferredTime: 'ANY',
      statementId: 7,
      statementVersion: 3,
      accepted: true,
    });
    expect(api.callsTo('POST /call-me-back')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    useSessionStore.getState().clear();
  });
});
