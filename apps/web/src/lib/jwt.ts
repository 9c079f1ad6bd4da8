export const UNPARSABLE_JWT_MESSAGE = 'Unable to parse given JWT!';

/** The session token's claims (spec §3). Times are seconds since the epoch. */
export interface SessionClaims {
  sub: string;
  fname?: string | null;
  email?: string | null;
  phone?: string | null;
  ptnid?: string | null;
  iat: number;
  exp: number;
  rfsht?: boolean | string | number;
}

/** A plain check, not a schema library: this runs in the first chunk every visitor loads. */
function isSessionClaims(value: unknown): value is SessionClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  const optionalText = (key: string) => claims[key] == null || typeof claims[key] === 'string';
  return (
    typeof claims.sub === 'string' &&
    Number.isFinite(claims.iat) &&
    Number.isFinite(claims.exp) &&
    ['fname', 'email', 'phone', 'ptnid'].every(optionalText)
  );
}

function decodeBase64Url(part: string): string {
  const base64 = part
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of a session token. The signature is the server's business: the client
 * only needs the claims to know whether the session is ready and whose it is.
 */
export function parseJwt(token: string): SessionClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error(UNPARSABLE_JWT_MESSAGE);
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    throw new Error(UNPARSABLE_JWT_MESSAGE);
  }
  if (!isSessionClaims(claims)) throw new Error(UNPARSABLE_JWT_MESSAGE);
  return claims;
}
