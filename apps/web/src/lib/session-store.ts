import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { parseJwt, type SessionClaims } from './jwt.ts';

export const NO_JWT_IN_LOGIN_RESPONSE_MESSAGE = 'No JWT in Login response!';

interface SessionState {
  token: string | null;
  claims: SessionClaims | null;
  /** Accepts a token only when it is newer than the one held (spec §4: an earlier one is ignored). */
  setToken(token: string): void;
  clear(): void;
}

/** Ready when the token is unexpired or carries the refresh marker (spec §4). */
export function isSessionReady(claims: SessionClaims | null, nowMs = Date.now()): boolean {
  if (!claims) return false;
  return claims.exp * 1000 > nowMs || Boolean(claims.rfsht);
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      token: null,
      claims: null,
      setToken(token) {
        const claims = parseJwt(token);
        const current = get().claims;
        if (current && claims.iat < current.iat) return;
        set({ token, claims });
      },
      clear() {
        set({ token: null, claims: null });
      },
    }),
    { name: 'hk.session', storage: createJSONStorage(() => localStorage) },
  ),
);

export function isLoggedIn(nowMs = Date.now()): boolean {
  return isSessionReady(useSessionStore.getState().claims, nowMs);
}

/**
 * Reads a login answer: the token comes in a header, or a second-factor step comes instead.
 * Neither means the server broke its contract.
 */
export function readLoginResult<T extends { secondFactorResponse?: unknown }>(
  token: string | null,
  body: T | null,
): { kind: 'token'; token: string } | { kind: 'second-factor'; body: T } {
  if (token) return { kind: 'token', token };
  if (body?.secondFactorResponse) return { kind: 'second-factor', body };
  throw new Error(NO_JWT_IN_LOGIN_RESPONSE_MESSAGE);
}
