import type { KycCallback } from '@hitelkapu/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxKycSessions } from '../../db/schema/index.ts';

/**
 * The sandbox vendor's own records. Only the sandbox reads or writes this table: the portal
 * learns the outcome from the signed callback alone.
 */

/** A session without its images (up to 10 MB each), which only the verdict writes. */
export interface SandboxSession {
  reference: string;
  callbackUrl: string;
  returnUrl: string;
  status: 'OPEN' | 'VERIFIED' | 'DECLINED';
  verdict: KycCallback | null;
  deliveryAttempts: number;
  deliveredAt: Date | null;
  expiresAt: Date;
}

const sessionColumns = {
  reference: sandboxKycSessions.reference,
  callbackUrl: sandboxKycSessions.callbackUrl,
  returnUrl: sandboxKycSessions.returnUrl,
  status: sandboxKycSessions.status,
  verdict: sandboxKycSessions.verdict,
  deliveryAttempts: sandboxKycSessions.deliveryAttempts,
  deliveredAt: sandboxKycSessions.deliveredAt,
  expiresAt: sandboxKycSessions.expiresAt,
};

/** Opens a session; an existing one of the same reference (a retried start) is kept as it is. */
export async function insertSandboxSession(
  db: Db,
  values: { reference: string; callbackUrl: string; returnUrl: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sandboxKycSessions).values(values).onConflictDoNothing();
}

export async function findSandboxSession(db: Db, reference: string): Promise<SandboxSession | null> {
  const [row] = await db
    .select(sessionColumns)
    .from(sandboxKycSessions)
    .where(eq(sandboxKycSessions.reference, reference));
  return row ?? null;
}

/**
 * Records the verdict of an open, unexpired session with its images, and claims its first
 * delivery (attempt 1, not due again for `claimForMs`): two submissions racing cannot both
 * record one, and the poller leaves the delivery to this request unless it fails.
 */
export async function recordSandboxVerdict(
  db: Db,
  reference: string,
  values: { documentImage: Buffer; selfieImage: Buffer; verdict: KycCallback },
  now: Date,
  claimForMs: number,
): Promise<SandboxSession | null> {
  const [row] = await db
    .update(sandboxKycSessions)
    .set({
      status: values.verdict.outcome,
      documentImage: values.documentImage,
      selfieImage: values.selfieImage,
      verdict: values.verdict,
      deliveryAttempts: 1,
      nextDeliveryAt: new Date(now.getTime() + claimForMs),
    })
    .where(
      and(
        eq(sandboxKycSessions.reference, reference),
        eq(sandboxKycSessions.status, 'OPEN'),
        gt(sandboxKycSessions.expiresAt, now),
      ),
    )
    .returning(sessionColumns);
  return row ?? null;
}

/**
 * Claims verdicts whose callback is due, FOR UPDATE SKIP LOCKED so several instances share
 * the work; each claimed row counts an attempt and is pushed forward while being sent, so a
 * crashed sender's rows come back later.
 */
export async function claimDueSandboxCallbacks(
  db: Db,
  now: Date,
  batchSize: number,
  claimForMs: number,
): Promise<SandboxSession[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select(sessionColumns)
      .from(sandboxKycSessions)
      .where(
        and(
          isNotNull(sandboxKycSessions.verdict),
          isNull(sandboxKycSessions.deliveredAt),
          lte(sandboxKycSessions.nextDeliveryAt, now),
        ),
      )
      .orderBy(asc(sandboxKycSessions.nextDeliveryAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(sandboxKycSessions)
      .set({
        nextDeliveryAt: new Date(now.getTime() + claimForMs),
        deliveryAttempts: sql`${sandboxKycSessions.deliveryAttempts} + 1`,
      })
      .where(
        inArray(
          sandboxKycSessions.reference,
          due.map((row) => row.reference),
        ),
      );
    return due.map((row) => ({ ...row, deliveryAttempts: row.deliveryAttempts + 1 }));
  });
}

export async function markSandboxCallbackDelivered(db: Db, reference: string, now: Date): Promise<void> {
  await db
    .update(sandboxKycSessions)
    .set({ deliveredAt: now, nextDeliveryAt: null, lastDeliveryError: null })
    .where(eq(sandboxKycSessions.reference, reference));
}

/** A failed delivery: due again at `nextDeliveryAt`, or never (null) once the attempts are used up. */
export async function markSandboxCallbackFailed(
  db: Db,
  reference: string,
  error: string,
  nextDeliveryAt: Date | null,
): Promise<void> {
  await db
    .update(sandboxKycSessions)
    .set({ lastDeliveryError: error, nextDeliveryAt })
    .where(eq(sandboxKycSessions.reference, reference));
}
