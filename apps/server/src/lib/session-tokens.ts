import { errors, SignJWT } from 'jose';
import { z } from 'zod';
import { type ServerKeys, verifyServerToken } from './keys.ts';

export const SESSION_ISSUER = 'hitelkapu';
export const SESSION_AUDIENCE = 'hitelkapu-portal';
const ALGORITHM = 'EdDSA';
const TOKEN_TYPE = 'JWT';

/** The claims of spec §3; iss and aud are added so a token from elsewhere is refused. */
export interface SessionClaims {
  sub: string;
  fname: string | null;
  email: string | null;
  phone: string | null;
  ptnid: string | null;
  iat: number;
  exp: number;
  /** Refresh marker: the epoch second the session ends for good; until then it slides. */
  rfsht: number;
}

export interface SessionSettings {
  ttlSeconds: number;
  absoluteSeconds: number;
  /** A presented token with less life than this left is answered with a fresh one. */
  refreshWithinSeconds: number;
}

export function sessionSettings(ttlMinutes: number, absoluteHours: number): SessionSettings {
  const ttlSeconds = ttlMinutes * 60;
  return {
    ttlSeconds,
    absoluteSeconds: absoluteHours * 3600,
    refreshWithinSeconds: Math.ceil(ttlSeconds / 3),
  };
}

/** What a token says of its customer; a customer row is one. */
export interface SessionSubject {
  id: string;
  firstName: string | null;
  email: string | null;
  phone: string | null;
  partnerId: string | null;
}

const customerId = z.uuid();

/**
 * Tokens whose signature and claims were checked, by their exact text, until they expire: a
 * signed-in customer's every call would otherwise verify the same Ed25519 signature again.
 * Only a token that passed verification gets in, so nothing unverified is ever trusted; the
 * revocation second is still read from the database on each call (plugins/auth.ts).
 */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createSessionTokens(keys: ServerKeys, settings: SessionSettings) {
  const verified = new Map<string, SessionClaims>();

  function remember(token: string, claims: SessionClaims): void {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, claims);
  }

  async function sign(subject: SessionSubject, iat: number, sessionEnd: number): Promise<string> {
    return new SignJWT({
      fname: subject.firstName,
      email: subject.email,
      phone: subject.phone,
      ptnid: subject.partnerId,
      rfsht: sessionEnd,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
      .setSubject(subject.id)
      .setIssuer(SESSION_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(Math.min(iat + settings.ttlSeconds, sessionEnd))
      .sign(keys.signingKey);
  }

  return {
    settings,
    /**
     * A new session. `notBefore` is the customer's revocation second: a token issued right
     * after a logout still counts as issued after it.
     */
    issue(subject: SessionSubject, notBefore: number, nowSeconds = Math.floor(Date.now() / 1000)) {
      const iat = Math.max(nowSeconds, notBefore);
      return sign(subject, iat, iat + settings.absoluteSeconds);
    },
    /** The same session, extended: never past its absolute end. */
    refresh(subject: SessionSubject, claims: SessionClaims, nowSeconds = Math.floor(Date.now() / 1000)) {
      return sign(subject, Math.max(nowSeconds, claims.iat), claims.rfsht);
    },
    shouldRefresh(claims: SessionClaims, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
      return claims.exp - nowSeconds <= settings.refreshWithinSeconds && claims.exp < claims.rfsht;
    },
    /** Verifies signature, algorithm, type, issuer, audience and expiry; null for anything else. */
    async verify(token: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<SessionClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.exp > nowSeconds) return known;
        verified.delete(token);
        return null;
      }
      try {
        const payload = await verifyServerToken(token, keys, {
          algorithms: [ALGORITHM],
          issuer: SESSION_ISSUER,
          audience: SESSION_AUDIENCE,
          typ: TOKEN_TYPE,
          requiredClaims: ['sub', 'iat', 'exp', 'rfsht'],
          currentDate: new Date(nowSeconds * 1000),
        });
        // A subject that is not a customer id (a key leaked elsewhere, a token of another kind) is no
        // session; nor is a token for several audiences (this server issues one audience a token).
        if (
          typeof payload.rfsht !== 'number' ||
          payload.aud !== SESSION_AUDIENCE ||
          !customerId.safeParse(payload.sub).success
        )
          return null;
        const claims = payload as unknown as SessionClaims;
        remember(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
