import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { outbox } from './accounts.ts';

export const webhookSubscriberKinds = ['DEALER', 'MERCHANT'] as const;

/** How an attempt failed when it got no 2xx; `HTTP_STATUS` carries the status code beside it. */
export const webhookErrorClasses = [
  'HTTP_STATUS',
  'TIMEOUT',
  'CONNECTION',
  'DNS',
  'TLS',
  'URL_REFUSED',
  'NO_SECRET',
  'NETWORK',
] as const;

/**
 * One signed webhook to a subscriber (a dealer, later a merchant), carried by an outbox row of
 * channel WEBHOOK: the row holds the endpoint URL and the exact JSON sent, and its status,
 * attempts and back-off are the outbox's. `webhook_id` is the Standard Webhooks `webhook-id`:
 * the same for every attempt and for a replay (a replay is a new delivery of the same message,
 * so a receiver that keeps the ids it has handled sees it as a repeat).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id')
      .notNull()
      .unique()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    webhookId: text('webhook_id').notNull(),
    subscriberKind: text('subscriber_kind', { enum: webhookSubscriberKinds }).notNull(),
    subscriberId: text('subscriber_id').notNull(),
    eventType: text('event_type').notNull(),
    replayOf: uuid('replay_of').references((): AnyPgColumn => webhookDeliveries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_subscriber_created').on(
      table.subscriberKind,
      table.subscriberId,
      table.createdAt,
    ),
  ],
);

/**
 * The delivery log: each attempt's time, the status code answered or the class of the failure,
 * and how long it took. Never the secret, the signature or the receiver's answer body.
 */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    errorClass: text('error_class', { enum: webhookErrorClasses }),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_delivery_attempts_delivery').on(table.deliveryId, table.attemptedAt)],
);
