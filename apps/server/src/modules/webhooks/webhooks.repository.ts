import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  dealers,
  merchants,
  merchantWebhookEndpoints,
  outbox,
  webhookDeliveries,
  webhookDeliveryAttempts,
} from '../../db/schema/index.ts';
import type { WebhookErrorClass } from './webhook-transport.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Transaction;

export type WebhookSubscriberKind = (typeof webhookDeliveries.$inferSelect)['subscriberKind'];

/**
 * Who receives a webhook: a dealer (id: the dealer's id) or a shop (id: `{merchantId}:{mode}`,
 * one endpoint for its test purchases and one for its live ones); each kind keeps its endpoint
 * in its own table.
 */
export interface WebhookSubscriber {
  kind: WebhookSubscriberKind;
  id: string;
}

/** A shop's subscriber id for one mode of its keys. */
export function merchantSubscriberId(merchantId: string, mode: 'test' | 'live'): string {
  return `${merchantId}:${mode}`;
}

function merchantOfSubscriber(id: string): { merchantId: string; mode: 'test' | 'live' } | null {
  const [merchantId = '', mode] = id.split(':');
  if (!isUuid(merchantId) || (mode !== 'test' && mode !== 'live')) return null;
  return { merchantId, mode };
}

export interface StoredEndpoint {
  url: string | null;
  secretSealed: string | null;
  secretCreatedAt: Date | null;
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A subscriber's endpoint as stored; null for an unknown subscriber. */
export async function findSubscriberEndpoint(
  db: Executor,
  subscriber: WebhookSubscriber,
): Promise<StoredEndpoint | null> {
  switch (subscriber.kind) {
    case 'DEALER': {
      if (!isUuid(subscriber.id)) return null;
      const [row] = await db
        .select({
          url: dealers.webhookUrl,
          secretSealed: dealers.webhookSecretSealed,
          secretCreatedAt: dealers.webhookSecretCreatedAt,
        })
        .from(dealers)
        .where(eq(dealers.id, subscriber.id));
      return row ?? null;
    }
    case 'MERCHANT': {
      const merchant = merchantOfSubscriber(subscriber.id);
      if (!merchant) return null;
      const [shop] = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.id, merchant.merchantId));
      if (!shop) return null;
      const [row] = await db
        .select({
          url: merchantWebhookEndpoints.url,
          secretSealed: merchantWebhookEndpoints.secretSealed,
          secretCreatedAt: merchantWebhookEndpoints.secretCreatedAt,
        })
        .from(merchantWebhookEndpoints)
        .where(
          and(
            eq(merchantWebhookEndpoints.merchantId, merchant.merchantId),
            eq(merchantWebhookEndpoints.mode, merchant.mode),
          ),
        );
      return row ?? { url: null, secretSealed: null, secretCreatedAt: null };
    }
  }
}

/** Changes a subscriber's endpoint; false for an unknown subscriber. */
export async function saveSubscriberEndpoint(
  db: Executor,
  subscriber: WebhookSubscriber,
  change: { url?: string; secretSealed?: string; secretCreatedAt?: Date },
): Promise<boolean> {
  switch (subscriber.kind) {
    case 'DEALER': {
      if (!isUuid(subscriber.id)) return false;
      const rows = await db
        .update(dealers)
        .set({
          ...(change.url !== undefined ? { webhookUrl: change.url } : {}),
          ...(change.secretSealed !== undefined ? { webhookSecretSealed: change.secretSealed } : {}),
          ...(change.secretCreatedAt !== undefined ? { webhookSecretCreatedAt: change.secretCreatedAt } : {}),
          updatedAt: new Date(),
        })
        .where(eq(dealers.id, subscriber.id))
        .returning({ id: dealers.id });
      return rows.length > 0;
    }
    case 'MERCHANT': {
      const merchant = merchantOfSubscriber(subscriber.id);
      if (!merchant) return false;
      const [shop] = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.id, merchant.merchantId));
      if (!shop) return false;
      const set = {
        ...(change.url !== undefined ? { url: change.url } : {}),
        ...(change.secretSealed !== undefined ? { secretSealed: change.secretSealed } : {}),
        ...(change.secretCreatedAt !== undefined ? { secretCreatedAt: change.secretCreatedAt } : {}),
        updatedAt: new Date(),
      };
      await db
        .insert(merchantWebhookEndpoints)
        .values({ merchantId: merchant.merchantId, mode: merchant.mode, ...set })
        .onConflictDoUpdate({
          target: [merchantWebhookEndpoints.merchantId, merchantWebhookEndpoints.mode],
          set,
        });
      return true;
    }
  }
}

export async function insertDelivery(
  tx: Executor,
  values: {
    outboxId: string;
    webhookId: string;
    subscriber: WebhookSubscriber;
    eventType: string;
    replayOf?: string;
  },
): Promise<string> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      outboxId: values.outboxId,
      webhookId: values.webhookId,
      subscriberKind: values.subscriber.kind,
      subscriberId: values.subscriber.id,
      eventType: values.eventType,
      replayOf: values.replayOf ?? null,
      // The clock's time, not the transaction's: the events of one change keep their order.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error('a webhook delivery was not inserted');
  return row.id;
}

export async function findDeliveryByOutboxId(db: Executor, outboxId: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.outboxId, outboxId));
  return row ?? null;
}

export async function insertAttempt(
  db: Executor,
  values: {
    deliveryId: string;
    attemptedAt: Date;
    statusCode: number | null;
    errorClass: WebhookErrorClass | null;
    durationMs: number;
  },
): Promise<void> {
  await db.insert(webhookDeliveryAttempts).values(values);
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  webhookId: webhookDeliveries.webhookId,
  eventType: webhookDeliveries.eventType,
  replayOf: webhookDeliveries.replayOf,
  createdAt: webhookDeliveries.createdAt,
  url: outbox.recipient,
  body: outbox.body,
  status: outbox.status,
  nextAttemptAt: outbox.nextAttemptAt,
  deliveredAt: outbox.sentAt,
};

export interface StoredAttempt {
  attemptedAt: Date;
  statusCode: number | null;
  errorClass: WebhookErrorClass | null;
  durationMs: number;
}

async function attemptsOf(db: Executor, deliveryIds: string[]): Promise<Map<string, StoredAttempt[]>> {
  const byDelivery = new Map<string, StoredAttempt[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(inArray(webhookDeliveryAttempts.deliveryId, deliveryIds))
    .orderBy(webhookDeliveryAttempts.attemptedAt);
  for (const row of rows) {
    const list = byDelivery.get(row.deliveryId) ?? [];
    list.push({
      attemptedAt: row.attemptedAt,
      statusCode: row.statusCode,
      errorClass: row.errorClass,
      durationMs: row.durationMs,
    });
    byDelivery.set(row.deliveryId, list);
  }
  return byDelivery;
}

/** A subscriber's deliveries, newest first, one page, each with its attempts (oldest first). */
export async function listDeliveries(
  db: Executor,
  subscriber: WebhookSubscriber,
  page: { offset: number; limit: number },
) {
  const owned = and(
    eq(webhookDeliveries.subscriberKind, subscriber.kind),
    eq(webhookDeliveries.subscriberId, subscriber.id),
  );
  const [total] = await db.select({ value: count() }).from(webhookDeliveries).where(owned);
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(outbox, eq(outbox.id, webhookDeliveries.outboxId))
    .where(owned)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .offset(page.offset)
    .limit(page.limit);
  const attempts = await attemptsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: total?.value ?? 0,
    items: rows.map((row) => ({ ...row, attempts: attempts.get(row.id) ?? [] })),
  };
}

/** One delivery of this subscriber; null when there is none (or it is someone else's). */
export async function findOwnDelivery(db: Executor, subscriber: WebhookSubscriber, deliveryId: string) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(outbox, eq(outbox.id, webhookDeliveries.outboxId))
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.subscriberKind, subscriber.kind),
        eq(webhookDeliveries.subscriberId, subscriber.id),
      ),
    );
  if (!row) return null;
  const attempts = await attemptsOf(db, [row.id]);
  return { ...row, attempts: attempts.get(row.id) ?? [] };
}

export type StoredDelivery = NonNullable<Awaited<ReturnType<typeof findOwnDelivery>>>;
