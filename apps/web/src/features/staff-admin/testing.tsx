import type { StaffUser } from '@hitelkapu/domain/contracts/staff-admin';
import type { ReactElement } from 'react';
import { internalStaffAdminTokensHu } from '../../../../server/src/seed/translations-hu-staff-admin.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { testI18n } from '../../testing/render.tsx';
import { StaffAdminProvider } from './staff-admin-context.tsx';

testI18n.addResources('hu', 'translation', internalStaffAdminTokensHu);

export const SELF_ID = '0a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

/** A staff API client over the stubbed fetch, with a staff token. */
const testApi = createApiClient({
  fetch: (...args) => fetch(...args),
  getToken: () => 'staff-token',
  offerToken: () => {},
  onUnauthorized: () => {},
  onForbidden: () => {},
  log: () => {},
  sleep: async () => {},
});

/** A page with the frame the app's route module gives it: the API client, a menu and who is logged in. */
export function inFrame(page: ReactElement) {
  return (
    <StaffAdminProvider frame={{ api: testApi, nav: <nav aria-label="Menü" />, selfId: SELF_ID }}>
      {page}
    </StaffAdminProvider>
  );
}

export function staffUser(overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    id: SELF_ID,
    name: 'Admin Anna',
    email: 'admin@hitelkapu.hu',
    roles: ['ADMIN'],
    hasAuthenticator: true,
    disabled: false,
    createdAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}
