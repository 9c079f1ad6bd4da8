import { beforeEach, describe, expect, it } from 'vitest';
import { parseJwt, UNPARSABLE_JWT_MESSAGE } from './jwt.ts';
import {
  isSessionReady,
  NO_JWT_IN_LOGIN_RESPONSE_MESSAGE,
  readLoginResult,
  useSessionStore,
} from './session-store.ts';

const b64 = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replaceAll('=', '')
    .replaceAll('+', '-')
    .replaceAll('/', '_');
const makeToken = (claims: Record<string, unknown>) => `${b64({ alg: 'EdDSA' })}.${b64(claims)}.signature`;
const now = Date.UTC(2026, 10, 22, 12) / 1000;

describe('session token rules (spec §4)', () => {
  beforeEach(() => useSessionStore.getState().clear());

  it('reads the claims of a token, accents included', () => {
    const claims = parseJwt(makeToken({ sub: 'u1', fname: 'Ágnes', iat: now, exp: now + 600 }));
    expect(claims).toMatchObject({ sub: 'u1', fname: 'Ágnes' });
  });

  it.each(['not-a-token', 'a.b', 'a.%%%.c', `x.${btoa('{"sub":1}')}.y`])(
    'refuses an unreadable token (%s) with the exact message',
    (token) => {
      expect(() => parseJwt(token)).toThrow(UNPARSABLE_JWT_MESSAGE);
    },
  );

  it('is ready while unexpired, or expired but carrying the refresh marker', () => {
    const base = { sub: 'u', iat: now - 100 };
    expect(isSessionReady(null)).toBe(false);
    expect(isSessionReady({ ...base, exp: now + 10 }, now * 1000)).toBe(true);
    expect(isSessionReady({ ...base, exp: now - 10 }, now * 1000)).toBe(false);
    expect(isSessionReady({ ...base, exp: now - 10, rfsht: true }, now * 1000)).toBe(true);
  });

  it('a newer token replaces the held one; an earlier one is ignored', () => {
    const older = makeToken({ sub: 'u', iat: now - 60, exp: now + 600 });
    const newer = makeToken({ sub: 'u', iat: now, exp: now + 600 });
    useSessionStore.getState().setToken(newer);
    useSessionStore.getState().setToken(older);
    expect(useSessionStore.getState().token).toBe(newer);
    const newest = makeToken({ sub: 'u', iat: now + 5, exp: now + 900 });
    useSessionStore.getState().setToken(newest);
    expect(useSessionStore.getState().token).toBe(newest);
  });

  it('logout clears the session, also from storage [ASVS V14.3.1]', () => {
    useSessionStore.getState().setToken(makeToken({ sub: 'u', iat: now, exp: now + 600 }));
    expect(localStorage.getItem('hk.session')).toContain('"sub":"u"');
    useSessionStore.getState().clear();
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('hk.session')).not.toContain('"sub":"u"');
  });

  it('a login answer without token or second factor is an error with the exact message', () => {
    expect(readLoginResult('tok', null)).toEqual({ kind: 'token', token: 'tok' });
    expect(readLoginResult(null, { secondFactorResponse: { id: 1 } })).toMatchObject({
      kind: 'second-factor',
    });
    expect(() => readLoginResult(null, {})).toThrow(NO_JWT_IN_LOGIN_RESPONSE_MESSAGE);
    expect(() => readLoginResult(null, null)).toThrow('No JWT in Login response!');
  });
});
