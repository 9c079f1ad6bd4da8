import { z } from 'zod/mini';

export const UNPARSABLE_JWT_MESSAGE = 'Unable to parse given JWT!';

/** The session token's claims (spec §3). Times are seconds since the epoch. */
const claimsSchema = z.object({
  sub: z.string(),
  fname: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  ptnid: z.optional(z.nullable(z.string())),
  iat: z.number(),
  exp: z.number(),
  rfsht: z.optional(z.union([z.boolean(), z.string(), z.number()])),
});
export type SessionClaims = z.infer<typeof claimsSchema>;

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
  try {
    return claimsSchema.parse(JSON.parse(decodeBase64Url(parts[1])));
  } catch {
    throw new Error(UNPARSABLE_JWT_MESSAGE);
  }
}
