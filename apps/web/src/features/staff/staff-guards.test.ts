import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTokens } from '../../lib/i18n.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../testing/api-mock.ts';
import { loadStaffLogin, loadStaffPage } from './staff-guards.ts';
import { useStaffSessionStore } from './staff-session-store.ts';

vi.mock('../../lib/i18n.ts', () => ({ addTokens: vi.fn() }));

const staff = {
  id: 'staff-1',
  name: 'Kovács Éva',
  email: 'ugyintezo@hitelkapu.hu',
  roles: ['REVIEWER' as const],
};

async function redirectOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('staff page guards', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useStaffSessionStore.getState().clear();
  });

  it('a customer session does not open the staff pages', async () => {
    useSessionStore.getState().setToken(makeToken({ sub: 'customer-1' }));
    expect(await redirectOf(loadStaffPage)).toBe('/staff/login');
    expect(await redirectOf(loadStaffLogin)).toBeNull();
  });

  it('an expired staff token counts as logged out', async () => {
    const past = Math.floor(Date.now() / 1000) - 10;
    useStaffSessionStore.getState().setSession(makeToken({ iat: past - 3600, exp: past }), staff);
    expect(await redirectOf(loadStaffPage)).toBe('/staff/login');
    expect(useStaffSessionStore.getState().token).toBeNull();
  });

  it('a staff member is sent from the login to the list, whose wording comes with the staff token', async () => {
    const token = makeToken({ sub: 'staff-1', role: 'staff' });
    useStaffSessionStore.getState().setSession(token, staff);
    const api = mockApi({
      'GET /staff/tokens/hu': json({ 'staff.reviews.title': 'Elbírálásra váró kérelmek' }),
    });
    expect(await redirectOf(loadStaffLogin)).toBe('/staff/reviews');
    expect(await redirectOf(loadStaffPage)).toBeNull();
    expect(api.callsTo('GET /staff/tokens/hu')[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(addTokens).toHaveBeenCalledWith({ 'staff.reviews.title': 'Elbírálásra váró kérelmek' }, 'hu');
  });
});
