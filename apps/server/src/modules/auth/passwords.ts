import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's minimum: 19 MiB, 2 iterations,
 * 1 lane. The parameters live in the hash string, so raising them later still verifies
 * old hashes.
 */
const ARGON2ID = 2;
export const argon2Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), argon2Options);
}

/**
 * A hash of nothing anyone knows, verified against when an account does not exist, so the
 * answer takes as long as for a real account.
 */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('no account has this password', argon2Options);
  const target = passwordHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password.normalize('NFC'));
    return ok && passwordHash !== null;
  } catch {
    return false;
  }
}
