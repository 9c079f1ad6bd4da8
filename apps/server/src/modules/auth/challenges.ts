import { maskTarget, ONE_TIME_CODE_LENGTH, type SecondFactorChallenge } from '@hitelkapu/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { challenges } from '../../db/schema/index.ts';
import type { ChallengeSecrets } from '../../lib/challenge-secrets.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * PSD2 RTS art. 4 and ASVS V2.7: codes of 6 digits, valid 5 minutes, void after 5 wrong
 * tries, resent at most once a minute; stored only as a keyed hash.
 */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 60_000;
export const CODE_MAX_SENDS = 5;

type Purpose = typeof challenges.$inferInsert.purpose;
type Executor = Pick<Db, 'insert' | 'update' | 'select'>;

export const codeErrors = {
  invalid: () => new AppError('VALIDATION_FAILED', 'errors.code.invalid', { code: 'validation.code' }),
  expired: () => new AppError('CONFLICT', 'errors.code.expired'),
  tooSoon: (seconds: number) =>
    new AppError('RATE_LIMITED', { key: 'errors.code.tooSoon', values: { seconds } }, undefined, seconds),
};

export function describeChallenge(row: typeof challenges.$inferSelect): SecondFactorChallenge {
  return {
    tokenId: row.id,
    channel: row.channel,
    maskedTarget: maskTarget(row.target),
    expiresAt: row.expiresAt.toISOString(),
    resendAvailableAt: new Date(row.lastSentAt.getTime() + RESEND_INTERVAL_MS).toISOString(),
    codeLength: ONE_TIME_CODE_LENGTH,
  };
}

/** Creates a code challenge and returns it with the plain code, which only the message carries. */
export async function createCodeChallenge(
  tx: Executor,
  secrets: ChallengeSecrets,
  input: { customerId: string | null; purpose: Purpose; channel: 'SMS' | 'EMAIL'; target: string },
  now = new Date(),
) {
  const id = crypto.randomUUID();
  const code = secrets.newCode();
  const [row] = await tx
    .insert(challenges)
    .values({
      id,
      customerId: input.customerId,
      purpose: input.purpose,
      kind: 'CODE',
      channel: input.channel,
      target: input.target,
      secretHash: secrets.codeHash(id, code),
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    })
    .returning();
  if (!row) throw new Error('challenge insert returned no row');
  return { row, code };
}

export async function createLinkChallenge(
  tx: Executor,
  secrets: ChallengeSecrets,
  input: { customerId: string; purpose: Purpose; target: string; ttlMs: number; nonce?: string },
  now = new Date(),
) {
  const token = secrets.newLinkToken();
  const [row] = await tx
    .insert(challenges)
    .values({
      customerId: input.customerId,
      purpose: input.purpose,
      kind: 'LINK',
      channel: 'EMAIL',
      target: input.target,
      secretHash: secrets.hashSecret(token),
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + input.ttlMs),
      nonce: input.nonce,
    })
    .returning();
  if (!row) throw new Error('challenge insert returned no row');
  return { row, token };
}

/**
 * Checks a code against its challenge and consumes it on success. A wrong code counts
 * against the challenge in its own statement, so it sticks even if the caller's work fails.
 * A decoy (a challenge with no account behind it: a taken or unknown address) takes answers
 * exactly like a real one, wrong code by wrong code, but never passes.
 */
export async function answerCodeChallenge(
  db: Db,
  secrets: ChallengeSecrets,
  input: {
    tokenId: string;
    code: string;
    purpose: Purpose | Purpose[];
    /**
     * When given, only this customer's challenge counts: another customer's id is refused
     * unchecked (a decoy, which has no customer, is checked like any other and never passes).
     */
    customerId?: string;
  },
  now = new Date(),
) {
  const purposes = Array.isArray(input.purpose) ? input.purpose : [input.purpose];
  const [row] = await db.select().from(challenges).where(eq(challenges.id, input.tokenId));
  if (row?.kind !== 'CODE' || !purposes.includes(row.purpose)) throw codeErrors.expired();
  const isDecoy = row.customerId === null;
  if (input.customerId !== undefined && !isDecoy && row.customerId !== input.customerId)
    throw codeErrors.expired();
  if (row.consumedAt || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) throw codeErrors.expired();
  if (isDecoy || !secrets.matches(row.secretHash, secrets.codeHash(row.id, input.code))) {
    await db
      .update(challenges)
      .set({ attempts: sql`${challenges.attempts} + 1` })
      .where(eq(challenges.id, row.id));
    if (row.attempts + 1 >= CODE_MAX_ATTEMPTS) throw codeErrors.expired();
    throw codeErrors.invalid();
  }
  // Two answers racing: only one consumes it.
  if (!(await consumeChallenge(db, row.id, now))) throw codeErrors.expired();
  return row;
}

/** A link challenge by its token: of this purpose, unused and unexpired; null otherwise. */
export async function findLiveLinkChallenge(
  db: Pick<Db, 'select'>,
  secrets: ChallengeSecrets,
  input: { token: string; purpose: Purpose },
  now = new Date(),
) {
  const [row] = await db
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.secretHash, secrets.hashSecret(input.token)),
        eq(challenges.purpose, input.purpose),
        eq(challenges.kind, 'LINK'),
        isNull(challenges.consumedAt),
        gt(challenges.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Uses a challenge up; false when another request used it first. */
export async function consumeChallenge(
  db: Pick<Db, 'update'>,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const consumed = await db
    .update(challenges)
    .set({ consumedAt: now })
    .where(and(eq(challenges.id, id), isNull(challenges.consumedAt)))
    .returning({ id: challenges.id });
  return consumed.length > 0;
}

/** Finds a live link challenge by its token and consumes it. */
export async function consumeLinkChallenge(
  db: Db,
  secrets: ChallengeSecrets,
  input: { token: string; purpose: Purpose },
  now = new Date(),
) {
  const row = await findLiveLinkChallenge(db, secrets, input, now);
  return row && (await consumeChallenge(db, row.id, now)) ? row : null;
}

/** A new code for the same challenge, at most once a minute and a few times in all. */
export async function renewCodeChallenge(
  db: Executor,
  secrets: ChallengeSecrets,
  tokenId: string,
  now = new Date(),
) {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, tokenId));
  if (row?.kind !== 'CODE' || row.consumedAt || row.sendCount >= CODE_MAX_SENDS) throw codeErrors.expired();
  const waitMs = row.lastSentAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
  if (waitMs > 0) throw codeErrors.tooSoon(Math.ceil(waitMs / 1000));
  const code = secrets.newCode();
  const [updated] = await db
    .update(challenges)
    .set({
      secretHash: secrets.codeHash(row.id, code),
      attempts: 0,
      sendCount: sql`${challenges.sendCount} + 1`,
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    })
    .where(eq(challenges.id, row.id))
    .returning();
  if (!updated) throw codeErrors.expired();
  return { row: updated, code };
}
