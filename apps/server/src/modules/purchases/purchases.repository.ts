import type { PurchaseActor, PurchaseStatus } from '@hitelkapu/domain';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  merchantApiKeys,
  merchantIdempotencyKeys,
  merchants,
  type PurchaseRecord,
  purchaseEvents,
  purchases,
} from '../../db/schema/index.ts';

/** The database or a transaction: what a read or a write of a purchase needs. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export type PurchaseRow = PurchaseRecord;

/**
 * The moment of an event: the clock's, not the transaction's start (`now()`), so the several
 * moves one transaction makes keep their order in the history.
 */
const eventTime = () => sql`clock_timestamp()`;
export type PurchaseEventRow = typeof purchaseEvents.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export type MerchantKeyMode = 'test' | 'live';

export async function insertPurchase(
  db: Executor,
  values: typeof purchases.$inferInsert,
): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  if (!row) throw new Error('a purchase was not stored');
  await db.insert(purchaseEvents).values({
    purchaseId: row.id,
    fromStatus: null,
    toStatus: row.status,
    actor: 'MERCHANT',
    createdAt: eventTime(),
  });
  return row;
}

export async function findPurchaseByPublicId(
  db: Executor,
  publicId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PurchaseRow | null> {
  const query = db.select().from(purchases).where(eq(purchases.publicId, publicId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Checkouts past their expiry, locked; rows another transaction holds are skipped. */
export async function findDuePurchasesForUpdate(
  db: Executor,
  now: Date,
  limit: number,
): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(and(inArray(purchases.status, ['CREATED', 'LINKED']), lte(purchases.expiresAt, now)))
    .orderBy(purchases.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findPurchaseByReference(
  db: Executor,
  merchantId: string,
  mode: MerchantKeyMode,
  reference: string,
): Promise<PurchaseRow | null> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(
      and(eq(purchases.merchantId, merchantId), eq(purchases.mode, mode), eq(purchases.reference, reference)),
    );
  return row ?? null;
}

export async function findPurchaseOfApplication(
  db: Executor,
  applicationId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PurchaseRow | null> {
  const query = db.select().from(purchases).where(eq(purchases.applicationId, applicationId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listCustomerPurchases(db: Executor, customerId: string): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.customerId, customerId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
}

export async function findActivePurchaseOfCustomer(
  db: Executor,
  customerId: string,
  active: readonly PurchaseStatus[],
): Promise<PurchaseRow | null> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.customerId, customerId), inArray(purchases.status, [...active])))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updatePurchase(
  db: Executor,
  id: string,
  change: Partial<typeof purchases.$inferInsert>,
): Promise<PurchaseRow> {
  const [row] = await db
    .update(purchases)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(purchases.id, id))
    .returning();
  if (!row) throw new Error(`purchase ${id} vanished`);
  return row;
}

export async function insertPurchaseEvent(
  db: Executor,
  event: {
    purchaseId: string;
    fromStatus: PurchaseStatus;
    toStatus: PurchaseStatus;
    actor: PurchaseActor;
    reason?: string | null;
    refundAmount?: number | null;
  },
): Promise<void> {
  await db.insert(purchaseEvents).values({
    purchaseId: event.purchaseId,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actor: event.actor,
    reason: event.reason ?? null,
    refundAmount: event.refundAmount ?? null,
    createdAt: eventTime(),
  });
}

export async function listPurchaseEvents(
  db: Executor,
  purchaseIds: readonly string[],
): Promise<Map<string, PurchaseEventRow[]>> {
  const byPurchase = new Map<string, PurchaseEventRow[]>();
  if (purchaseIds.length === 0) return byPurchase;
  const rows = await db
    .select()
    .from(purchaseEvents)
    .where(inArray(purchaseEvents.purchaseId, [...purchaseIds]))
    .orderBy(purchaseEvents.createdAt, purchaseEvents.id);
  for (const row of rows) {
    const list = byPurchase.get(row.purchaseId) ?? [];
    list.push(row);
    byPurchase.set(row.purchaseId, list);
  }
  return byPurchase;
}

export async function findMerchant(db: Executor, id: string): Promise<MerchantRow | null> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
  return row ?? null;
}

export async function findMerchants(db: Executor, ids: readonly string[]): Promise<Map<string, MerchantRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(merchants)
    .where(inArray(merchants.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** How stale a key's "last used" may get: marking it on every call would write a row per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The key's shop and mode when it is neither revoked nor expired. Its "last used" time is
 * brought up to date at most once a minute, so a busy shop's calls do not all queue on the
 * key's row.
 */
export async function useMerchantApiKey(
  db: Executor,
  keyHash: string,
  now: Date,
): Promise<{ keyId: string; merchantId: string; mode: MerchantKeyMode } | null> {
  const [row] = await db
    .select({
      keyId: merchantApiKeys.id,
      merchantId: merchantApiKeys.merchantId,
      mode: merchantApiKeys.mode,
      lastUsedAt: merchantApiKeys.lastUsedAt,
    })
    .from(merchantApiKeys)
    .where(
      and(
        eq(merchantApiKeys.keyHash, keyHash),
        isNull(merchantApiKeys.revokedAt),
        or(isNull(merchantApiKeys.expiresAt), gt(merchantApiKeys.expiresAt, now)),
      ),
    );
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS)
    await db.update(merchantApiKeys).set({ lastUsedAt: now }).where(eq(merchantApiKeys.id, row.keyId));
  return { keyId: row.keyId, merchantId: row.merchantId, mode: row.mode };
}

export async function insertMerchantApiKey(
  db: Executor,
  values: typeof merchantApiKeys.$inferInsert,
): Promise<typeof merchantApiKeys.$inferSelect> {
  const [row] = await db.insert(merchantApiKeys).values(values).returning();
  if (!row) throw new Error('a merchant key was not stored');
  return row;
}

/** A rotated key keeps working until `expiresAt` (never longer than it already would). */
export async function expireMerchantApiKey(db: Executor, keyId: string, expiresAt: Date): Promise<void> {
  await db
    .update(merchantApiKeys)
    .set({
      expiresAt: sql`least(coalesce(${merchantApiKeys.expiresAt}, ${expiresAt.toISOString()}::timestamptz), ${expiresAt.toISOString()}::timestamptz)`,
    })
    .where(eq(merchantApiKeys.id, keyId));
}

/** A transaction-long lock on one Idempotency-Key of a shop, so its tries run one after another. */
export async function lockIdempotencyKey(
  db: Executor,
  merchantId: string,
  mode: MerchantKeyMode,
  key: string,
): Promise<void> {
  await (db as Db).execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${merchantId}:${mode}:${key}`}, 17))`,
  );
}

export type StoredIdempotentAnswer = { requestHash: string; status: number; body: unknown };

export async function findIdempotentAnswer(
  db: Executor,
  merchantId: string,
  mode: MerchantKeyMode,
  key: string,
): Promise<StoredIdempotentAnswer | null> {
  const [row] = await db
    .select({
      requestHash: merchantIdempotencyKeys.requestHash,
      status: merchantIdempotencyKeys.responseStatus,
      body: merchantIdempotencyKeys.responseBody,
    })
    .from(merchantIdempotencyKeys)
    .where(
      and(
        eq(merchantIdempotencyKeys.merchantId, merchantId),
        eq(merchantIdempotencyKeys.mode, mode),
        eq(merchantIdempotencyKeys.key, key),
      ),
    );
  return row ?? null;
}

export async function insertIdempotentAnswer(
  db: Executor,
  values: {
    merchantId: string;
    mode: MerchantKeyMode;
    key: string;
    requestHash: string;
    status: number;
    body: unknown;
  },
): Promise<void> {
  await db.insert(merchantIdempotencyKeys).values({
    merchantId: values.merchantId,
    mode: values.mode,
    key: values.key,
    requestHash: values.requestHash,
    responseStatus: values.status,
    responseBody: values.body,
  });
}
