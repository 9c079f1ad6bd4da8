import { errors, SignJWT } from 'jose';
import { z } from 'zod';
import { type ServerKeys, verifyServerToken } from '../../lib/keys.ts';
import { SESSION_ISSUER } from '../../lib/session-tokens.ts';

/**
 * Staff tokens are signed with the server's key like customer sessions, but for another
 * audience: a customer token never opens a staff call and a staff token never opens a
 * customer call (ADR 013).
 */
export const STAFF_AUDIENCE = 'hitelkapu-staff';
/** The short-lived proof of a right password, traded with an authenticator code for a staff token. */
export const STAFF_CHALLENGE_AUDIENCE = 'hitelkapu-staff-second-factor';
export const STAFF_CHALLENGE_TTL_SECONDS = 5 * 60;
const ALGORITHM = 'EdDSA';
const TOKEN_TYPE = 'JWT';
/** One working day; no sliding refresh, a new day starts with a new login. */
export const STAFF_TOKEN_TTL_SECONDS = 8 * 3600;

export interface StaffClaims {
  sub: string;
  role: 'staff';
  name: string;
  iat: number;
  exp: number;
}

export interface StaffSubject {
  id: string;
  name: string;
}

export function createStaffTokens(keys: Pick<ServerKeys, 'signingKey' | 'verifyKey' | 'previousVerifyKeys'>) {
  return {
    /** `notBefore` is the staff member's revocation second, as for customers (ADR 006). */
    issue(subject: StaffSubject, notBefore: number, nowSeconds = Math.floor(Date.now() / 1000)) {
      const iat = Math.max(nowSeconds, notBefore);
      return new SignJWT({ role: 'staff', name: subject.name })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setSubject(subject.id)
        .setIssuer(SESSION_ISSUER)
        .setAudience(STAFF_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + STAFF_TOKEN_TTL_SECONDS)
        .sign(keys.signingKey);
    },
    /** After the right password: five minutes to send the authenticator's code. */
    issueChallenge(staffId: string, nowSeconds = Math.floor(Date.now() / 1000)) {
      return new SignJWT({ role: 'staff-second-factor' })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setSubject(staffId)
        .setIssuer(SESSION_ISSUER)
        .setAudience(STAFF_CHALLENGE_AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + STAFF_CHALLENGE_TTL_SECONDS)
        .sign(keys.signingKey);
    },
    /** The staff id of a valid challenge; null for anything else (a staff token included). */
    async verifyChallenge(token: string): Promise<{ sub: string; iat: number } | null> {
      try {
        const payload = await verifyServerToken(token, keys, {
          algorithms: [ALGORITHM],
          issuer: SESSION_ISSUER,
          audience: STAFF_CHALLENGE_AUDIENCE,
          typ: TOKEN_TYPE,
          requiredClaims: ['sub', 'iat', 'exp', 'role'],
        });
        if (payload.role !== 'staff-second-factor' || !z.uuid().safeParse(payload.sub).success) return null;
        return { sub: payload.sub as string, iat: payload.iat as number };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    /** Signature, algorithm, type, issuer, audience, expiry and role; null for anything else. */
    async verify(token: string): Promise<StaffClaims | null> {
      try {
        const payload = await verifyServerToken(token, keys, {
          algorithms: [ALGORITHM],
          issuer: SESSION_ISSUER,
          audience: STAFF_AUDIENCE,
          typ: TOKEN_TYPE,
          requiredClaims: ['sub', 'iat', 'exp', 'role'],
        });
        // One audience only: a token naming the customer audience too is no staff token.
        if (
          payload.role !== 'staff' ||
          payload.aud !== STAFF_AUDIENCE ||
          !z.uuid().safeParse(payload.sub).success
        )
          return null;
        return payload as unknown as StaffClaims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type StaffTokens = ReturnType<typeof createStaffTokens>;
