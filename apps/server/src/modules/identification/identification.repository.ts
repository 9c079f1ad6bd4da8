import type { IdentificationState } from '@hitelkapu/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycSessions, providerEvents } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update'>;
export type KycSessionRow = typeof kycSessions.$inferSelect;

export function toIdentificationState(row: KycSessionRow): IdentificationState {
  return {
    kycSessionId: row.id,
    type: row.type,
    status: row.status,
    declineReason: row.declineReason ?? null,
    // Only an open check can be continued at the vendor.
    redirectUrl: row.status === 'STARTED' ? row.redirectUrl : null,
    startedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The open check of an application; at most one exists (kyc_sessions_one_open). */
export async function findOpenKycSession(db: Reader, applicationId: string): Promise<KycSessionRow | null> {
  const [row] = await db
    .select()
    .from(kycSessions)
    .where(and(eq(kycSessions.applicationId, applicationId), eq(kycSessions.status, 'STARTED')));
  return row ?? null;
}

/** The check a start with this Idempotency-Key opened, whatever became of it. */
export async function findKycSessionByKey(
  db: Reader,
  applicationId: string,
  idempotencyKey: string,
): Promise<KycSessionRow | null> {
  const [row] = await db
    .select()
    .from(kycSessions)
    .where(and(eq(kycSessions.applicationId, applicationId), eq(kycSessions.idempotencyKey, idempotencyKey)))
    .orderBy(desc(kycSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** The newest check of one customer's application. */
export async function findLatestKycSession(
  db: Reader,
  customerId: string,
  applicationId: string,
): Promise<KycSessionRow | null> {
  const [row] = await db
    .select()
    .from(kycSessions)
    .where(and(eq(kycSessions.applicationId, applicationId), eq(kycSessions.customerId, customerId)))
    .orderBy(desc(kycSessions.createdAt), desc(kycSessions.id))
    .limit(1);
  return row ?? null;
}

/** A check by the vendor's reference, only among the checks of that vendor. */
export async function findKycSessionByReference(
  db: Reader,
  provider: string,
  providerReference: string,
): Promise<KycSessionRow | null> {
  const [row] = await db
    .select()
    .from(kycSessions)
    .where(and(eq(kycSessions.provider, provider), eq(kycSessions.providerReference, providerReference)));
  return row ?? null;
}

export async function findKycSessionById(db: Reader, id: string): Promise<KycSessionRow | null> {
  const [row] = await db.select().from(kycSessions).where(eq(kycSessions.id, id));
  return row ?? null;
}

export async function insertKycSession(
  db: Writer,
  values: typeof kycSessions.$inferInsert,
): Promise<KycSessionRow> {
  const [row] = await db.insert(kycSessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateKycSession(
  db: Writer,
  id: string,
  values: Partial<typeof kycSessions.$inferInsert>,
): Promise<KycSessionRow> {
  const [row] = await db.update(kycSessions).set(values).where(eq(kycSessions.id, id)).returning();
  if (!row) throw new Error(`kyc session ${id} vanished`);
  return row;
}

/**
 * Records a provider's event id; false when it was recorded before (a replay). A second
 * copy arriving at the same time waits on the unique index for the first to commit.
 */
export async function recordProviderEvent(db: Writer, provider: string, eventId: string): Promise<boolean> {
  const inserted = await db
    .insert(providerEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: providerEvents.eventId });
  return inserted.length > 0;
}
