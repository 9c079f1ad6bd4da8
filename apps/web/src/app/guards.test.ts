import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLeasingStore } from '../features/leasing/leasing-store.ts';
import { initI18n } from '../lib/i18n.ts';
import { readLandingQuery } from '../lib/landing-query.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { guardRoute, loadRoute } from './guards.ts';
import { routeTable } from './route-table.ts';

const b64 = (value: object) => btoa(JSON.stringify(value)).replaceAll('=', '');
const nowSec = () => Math.floor(Date.now() / 1000);

function logIn() {
  useSessionStore
    .getState()
    .setToken(`${b64({})}.${b64({ sub: 'u1', iat: nowSec(), exp: nowSec() + 600 })}.sig`);
}

function visit(path: string, params: Record<string, string> = {}): string | null {
  const pathname = path.split('?')[0];
  const def = routeTable.find((route) => {
    const pattern = new RegExp(
      `^${route.path.replace(/\/:[^/]+\?/g, '(?:/[^/]+)?').replace(/:[^/]+/g, '[^/]+')}$`,
    );
    return pattern.test(pathname ?? '');
  });
  if (!def) throw new Error(`no route for ${path}`);
  try {
    guardRoute(def, {
      request: new Request(`http://localhost${path}`),
      params,
      context: undefined,
    } as Parameters<typeof guardRoute>[1]);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route guards wired to the navigation rules (spec §2)', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    useLeasingStore.setState({ landing: null, backPath: null });
  });

  it('sends a visitor from every protected, non-leasing route to /login', () => {
    for (const path of ['/user/profile', '/offers', '/application', '/stores', '/user/purchase/p1']) {
      expect(visit(path)).toBe('/login');
    }
  });

  it('sends a logged-in customer from public routes to /user/profile, except email confirmation, checkout and the accessibility statement', () => {
    logIn();
    expect(visit('/login')).toBe('/user/profile');
    expect(visit('/registration/email')).toBe('/user/profile');
    expect(visit('/emailConfirmation')).toBeNull();
    expect(visit('/checkout/abc', { purchaseId: 'abc' })).toBeNull();
    expect(visit('/akadalymentesseg')).toBeNull();
    expect(visit('/user/profile')).toBeNull();
  });

  it('keeps a visitor’s campaign query on /, /registration and /login', () => {
    visit('/registration?utm_campaign=tavasz');
    expect(readLandingQuery().get('utm_campaign')).toBe('tavasz');
  });

  it('a dealer landing link stores both ids, logs a customer out and goes to leasing login', () => {
    logIn();
    expect(visit('/leasing/d1/p1', { dealerId: 'd1', publicId: 'p1' })).toBe('/leasing/login');
    expect(useSessionStore.getState().token).toBeNull();
    expect(useLeasingStore.getState().readLandingIds(Date.now())).toEqual({ dealerId: 'd1', publicId: 'p1' });
    // With the ids stored, the leasing login opens.
    expect(visit('/leasing/login')).toBeNull();
  });

  it('leasing login without stored ids goes to the leasing landing', () => {
    expect(visit('/leasing/login')).toBe('/leasing');
  });

  it('a visitor on a protected leasing path goes to the leasing login', () => {
    expect(visit('/leasing/prescore')).toBe('/leasing/login');
  });
});

describe('wording of the logged-in screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('is fetched with the session before the first protected screen opens, and only then', async () => {
    await initI18n({});
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        fetched.push(`${url} ${new Headers(init?.headers).get('Authorization') ?? ''}`.trim());
        return Response.json({ 'nav.profile': 'Profilom' });
      }),
    );
    const args = (path: string) =>
      ({ request: new Request(`http://localhost${path}`), params: {}, context: undefined }) as Parameters<
        typeof loadRoute
      >[1];

    await loadRoute({ name: 'Login', access: 'public' }, args('/login'));
    expect(fetched).toEqual([]);

    logIn();
    await loadRoute({ name: 'UserProfile', access: 'protected' }, args('/user/profile'));
    await loadRoute({ name: 'UserTodos', access: 'protected' }, args('/user/todos'));
    expect(fetched).toEqual([`/api/tokens/internal/hu Bearer ${useSessionStore.getState().token}`]);
    expect(i18next.t('nav.profile')).toBe('Profilom');
  });
});
