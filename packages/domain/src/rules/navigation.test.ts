import { describe, expect, it } from 'vitest';
import { profileStatuses } from '../status/profile.ts';
import {
  createStoredLeasingParams,
  isLeasingPath,
  LEASING_LANDING_PARAMS_TTL_MS,
  type LeasingNavigationInput,
  landingPathForStatus,
  protectedRouteRedirect,
  publicRouteRedirect,
  readStoredLeasingParams,
  resolveLeasingNavigation,
  routeNames,
  shouldKeepLandingQuery,
} from './navigation.ts';

describe('isLeasingPath', () => {
  it.each([
    ['/leasing', true],
    ['/leasing/', true],
    ['/leasing/login', true],
    ['/leasing/D1/P1', true],
    ['/leasingfoo', false],
    ['/leasingx/login', false],
    ['/user/leasing', false],
    ['/', false],
    ['', false],
  ])('isLeasingPath(%j) -> %s', (pathname, expected) => {
    expect(isLeasingPath(pathname)).toBe(expected);
  });
});

describe('protectedRouteRedirect', () => {
  it.each([
    [false, 'protected', '/offers', '/login'],
    [false, 'protected', '/leasingfoo', '/login'],
    [true, 'protected', '/offers', null],
    [false, 'public', '/registration', null],
    [false, 'forbidden', '/403', null],
    [false, 'protected', '/leasing/prescore', null],
  ] as const)('logged in %s, %s %s -> %s', (isLoggedIn, access, pathname, expected) => {
    expect(protectedRouteRedirect({ isLoggedIn, access, pathname })).toBe(expected);
  });
});

describe('publicRouteRedirect', () => {
  it.each([
    [true, 'public', 'Login', '/login', '/user/profile'],
    [true, 'public', 'RegistrationEmail', '/registration/email', '/user/profile'],
    [true, 'public', 'ForgotPassword', '/forgot-password', '/user/profile'],
    [true, 'public', 'EmailConfirmation', '/emailConfirmation', null],
    [true, 'public', 'Checkout', '/checkout/P-1', null],
    [true, 'public', 'AccessibilityStatement', '/akadalymentesseg', null],
    [false, 'public', 'AccessibilityStatement', '/akadalymentesseg', null],
    // A marketing email's unsubscribe link opens its page inside a session too.
    [true, 'public', 'Unsubscribe', '/unsubscribe', null],
    [true, 'public', 'LeasingProfile', '/leasing/profile', null],
    [true, 'public', 'LeasingLogin', '/leasing/login', null],
    [false, 'public', 'Login', '/login', null],
    [true, 'protected', 'Offers', '/offers', null],
    [true, 'forbidden', 'Forbidden', '/403', null],
  ] as const)('logged in %s, %s %s (%s) -> %s', (isLoggedIn, access, routeName, pathname, expected) => {
    expect(publicRouteRedirect({ isLoggedIn, access, routeName, pathname })).toBe(expected);
  });
});

describe('shouldKeepLandingQuery', () => {
  it.each([
    [false, '/', true],
    [false, '/registration', true],
    [false, '/registration/', true],
    [false, '/login', true],
    [false, '/login/', true],
    [true, '/', false],
    [true, '/login', false],
    [false, '/login/email', false],
    [false, '/registration/phone', false],
    [false, '/offers', false],
    [false, '/loginx', false],
  ])('logged in %s on %j -> %s', (isLoggedIn, pathname, expected) => {
    expect(shouldKeepLandingQuery({ isLoggedIn, pathname })).toBe(expected);
  });
});

describe('leasing landing params', () => {
  const ids = { dealerId: 'D-17', publicId: 'pub-42' };
  const storedAt = 1_800_000_000_000;
  const stored = createStoredLeasingParams(ids, storedAt);

  it('stores the ids with the time', () => {
    expect(stored).toEqual({ dealerId: 'D-17', publicId: 'pub-42', storedAt });
    expect(LEASING_LANDING_PARAMS_TTL_MS).toBe(86_400_000);
  });

  it.each([
    ['just stored', 0, ids],
    ['24 h minus 1 ms old', LEASING_LANDING_PARAMS_TTL_MS - 1, ids],
    ['exactly 24 h old', LEASING_LANDING_PARAMS_TTL_MS, null],
    ['older than 24 h', LEASING_LANDING_PARAMS_TTL_MS + 60_000, null],
  ])('%s -> %j', (_label, age, expected) => {
    expect(readStoredLeasingParams(stored, storedAt + age)).toEqual(expected);
  });

  it('reads the JSON text kept in local storage', () => {
    expect(readStoredLeasingParams(JSON.stringify(stored), storedAt + 1000)).toEqual(ids);
  });

  it.each([
    ['null', null],
    ['a number', 5],
    ['broken JSON', '{"dealerId":'],
    ['missing publicId', { dealerId: 'D', storedAt }],
    ['empty dealerId', { dealerId: '', publicId: 'P', storedAt }],
    ['storedAt as text', { dealerId: 'D', publicId: 'P', storedAt: String(storedAt) }],
    ['ids as numbers', { dealerId: 1, publicId: 2, storedAt }],
  ])('rejects %s', (_label, value) => {
    expect(readStoredLeasingParams(value, storedAt)).toBeNull();
  });
});

describe('resolveLeasingNavigation', () => {
  const stored = { dealerId: 'D-1', publicId: 'P-1' };
  const base: LeasingNavigationInput = {
    routeName: 'Leasing',
    isLoggedIn: false,
    pathIds: {},
    storedIds: null,
    backPath: null,
  };
  const resolve = (overrides: Partial<LeasingNavigationInput>) =>
    resolveLeasingNavigation({ ...base, ...overrides });

  describe('rule 1: a dealer link with both ids goes to leasing login and stores them', () => {
    it.each([
      [false, false],
      [true, true],
    ])('logged in %s -> logout %s', (isLoggedIn, logout) => {
      expect(
        resolve({ isLoggedIn, pathIds: { dealerId: 'D-9', publicId: 'P-9' }, storedIds: stored }),
      ).toEqual({
        kind: 'redirect',
        to: '/leasing/login',
        logout,
        store: { dealerId: 'D-9', publicId: 'P-9' },
      });
    });

    it('wins over the back path of a logged-in user', () => {
      const result = resolve({
        isLoggedIn: true,
        pathIds: { dealerId: 'D', publicId: 'P' },
        backPath: '/offers',
      });
      expect(result).toMatchObject({ to: '/leasing/login', logout: true });
    });

    it('does not treat blank ids as present', () => {
      expect(resolve({ pathIds: { dealerId: 'D', publicId: '  ' } })).toEqual({ kind: 'allow' });
    });
  });

  describe('rule 2: a logged-in user on the bare landing goes back', () => {
    it.each([
      [{}, '/user/applications', '/user/applications'],
      [{ dealerId: 'D-1' }, '/leasing/prescore', '/leasing/prescore'],
      [{}, null, '/leasing/prescore'],
    ])('path ids %j, back path %j -> %s', (pathIds, backPath, to) => {
      expect(resolve({ isLoggedIn: true, pathIds, backPath })).toEqual({
        kind: 'redirect',
        to,
        logout: false,
        store: null,
      });
    });

    it.each([
      ['https://evil.example/x'],
      ['//evil.example/x'],
      ['/leasing'],
      ['/leasing/D-1'],
      ['/leasing/login?x=1'],
      ['/leasing/login/second-factor'],
    ])('ignores an unusable back path %j', (backPath) => {
      expect(resolve({ isLoggedIn: true, backPath })).toMatchObject({ to: '/leasing/prescore' });
    });
  });

  describe('rule 3: a visitor may only reach the landing and the leasing login', () => {
    it.each([['LeasingPrescore'], ['LeasingProfile']] as const)('%s -> /leasing/login', (routeName) => {
      expect(resolve({ routeName, storedIds: stored })).toEqual({
        kind: 'redirect',
        to: '/leasing/login',
        logout: false,
        store: null,
      });
    });

    it.each([['LeasingPrescore'], ['LeasingProfile']] as const)(
      '%s is allowed once logged in',
      (routeName) => {
        expect(resolve({ routeName, isLoggedIn: true })).toEqual({ kind: 'allow' });
      },
    );
  });

  describe('rule 4: the leasing login needs both stored ids', () => {
    it.each([
      ['LeasingLogin', false, null],
      ['LeasingLoginSecondFactor', false, null],
      ['LeasingLogin', false, { dealerId: 'D-1', publicId: '' }],
      ['LeasingLogin', true, null],
    ] as const)('%s (logged in %s) with stored %j -> /leasing', (routeName, isLoggedIn, storedIds) => {
      expect(resolve({ routeName, isLoggedIn, storedIds, backPath: '/offers' })).toEqual({
        kind: 'redirect',
        to: '/leasing',
        logout: false,
        store: null,
      });
    });

    it.each([['LeasingLogin'], ['LeasingLoginSecondFactor']] as const)(
      '%s with both ids is allowed',
      (routeName) => {
        expect(resolve({ routeName, storedIds: stored })).toEqual({ kind: 'allow' });
      },
    );
  });

  describe('rule 5: a logged-in user on the leasing login goes back', () => {
    it.each([
      ['LeasingLogin', '/leasing/profile', '/leasing/profile'],
      ['LeasingLoginSecondFactor', null, '/leasing/prescore'],
      ['LeasingLogin', '/leasing/login', '/leasing/prescore'],
    ] as const)('%s with back path %j -> %s', (routeName, backPath, to) => {
      expect(resolve({ routeName, isLoggedIn: true, storedIds: stored, backPath })).toEqual({
        kind: 'redirect',
        to,
        logout: false,
        store: null,
      });
    });
  });

  describe('rule 6: everything else is allowed', () => {
    it.each([
      ['Leasing', false, {}],
      ['Leasing', false, { dealerId: 'D-1' }],
      ['LeasingPrescore', true, {}],
    ] as const)('%s (logged in %s, path ids %j)', (routeName, isLoggedIn, pathIds) => {
      expect(resolve({ routeName, isLoggedIn, pathIds })).toEqual({ kind: 'allow' });
    });
  });
});

describe('landingPathForStatus', () => {
  it.each([
    ['REGISTERED', '/onboarding'],
    ['BNPL_REGISTERED', '/onboarding'],
    ['LEASING_REGISTERED', '/leasing/prescore'],
    ['LEASING_ONBOARDED', '/leasing/prescore'],
    ['LEASING_PRESCORE', '/leasing/prescore'],
    ['ONBOARDED', '/preliminary-assessment'],
    ['PRELIMINARY', '/offers'],
    ['IN_FLOW', '/application'],
    ['CLOSED', '/403'],
    ['UNKNOWN', '/'],
    ['toString', '/'],
    ['registered', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('landingPathForStatus(%j) -> %s', (status, expected) => {
    expect(landingPathForStatus(status)).toBe(expected);
  });

  it('places every profile status', () => {
    for (const status of profileStatuses) {
      expect(landingPathForStatus(status)).not.toBe('/');
    }
  });
});

describe('routeNames', () => {
  it('lists each route once: the 31 of spec §2, the accessibility statement and the unsubscribe page', () => {
    expect(new Set(routeNames).size).toBe(routeNames.length);
    expect(routeNames).toHaveLength(33);
  });
});
