import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE_LENGTH } from '@hitelkapu/domain';

/** Hashing and comparing one-time codes and link tokens, keyed by the server's secret-hash key. */
export function createChallengeSecrets(secretHashKey: Buffer) {
  const hashSecret = (secret: string) => createHmac('sha256', secretHashKey).update(secret).digest('hex');
  return {
    hashSecret,
    newCode(): string {
      return String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0');
    },
    newLinkToken(): string {
      return randomBytes(32).toString('base64url');
    },
    /** The code is hashed together with its challenge id: it means nothing for another challenge. */
    codeHash(challengeId: string, code: string): string {
      return hashSecret(`${challengeId}:${code}`);
    },
    matches(expectedHash: string, actualHash: string): boolean {
      const a = Buffer.from(expectedHash, 'hex');
      const b = Buffer.from(actualHash, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type ChallengeSecrets = ReturnType<typeof createChallengeSecrets>;
