import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { countProviderError } from '../../lib/metrics.ts';
import { type Poller, startPoller } from '../../lib/poller.ts';
import type { MailTransport, SmsProvider } from '../../providers/messaging.ts';
import { type MessageTemplate, renderTemplate } from './templates.ts';

type Executor = Pick<Db, 'insert'>;

/** An outbox row as the poller claimed it. */
export type OutboxMessage = typeof outbox.$inferSelect;

/**
 * Delivers one WEBHOOK row (modules/webhooks): signs and posts it, keeps its delivery log, and
 * throws when it was not delivered, so the outbox retries it with its back-off.
 */
export interface WebhookDeliverer {
  deliver(message: OutboxMessage): Promise<void>;
}

export const MAX_DELIVERY_ATTEMPTS = 8;

/** Queues a message; pass the transaction of the change that causes it, so both commit or neither. */
export async function enqueueMessage(
  tx: Executor,
  message: { channel: 'EMAIL' | 'SMS'; recipient: string; template: MessageTemplate },
): Promise<void> {
  const rendered = renderTemplate(message.template);
  await tx.insert(outbox).values({
    channel: message.channel,
    recipient: message.recipient,
    template: message.template.name,
    subject: message.channel === 'EMAIL' ? rendered.subject : null,
    body: rendered.body,
    meta: message.channel === 'EMAIL' && rendered.headers ? { headers: rendered.headers } : null,
  });
}

/**
 * Queues a webhook (modules/webhooks builds it): the endpoint URL, the event type and the exact
 * JSON to sign and send; pass the transaction of the change it tells about. Its id is returned.
 */
export async function enqueueWebhookMessage(
  tx: Executor,
  message: { url: string; eventType: string; body: string },
): Promise<string> {
  const [row] = await tx
    .insert(outbox)
    .values({ channel: 'WEBHOOK', recipient: message.url, template: message.eventType, body: message.body })
    .returning({ id: outbox.id });
  if (!row) throw new Error('an outbox row was not inserted');
  return row.id;
}

/** The latest emails and SMS, newest first (the demo mode's dev mailbox shows them). */
export async function latestMessages(
  db: Db,
  limit = 100,
): Promise<(OutboxMessage & { channel: 'EMAIL' | 'SMS' })[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(inArray(outbox.channel, ['EMAIL', 'SMS']))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  return rows.filter((row): row is OutboxMessage & { channel: 'EMAIL' | 'SMS' } => row.channel !== 'WEBHOOK');
}

/** 30 s, 1 min, 2 min … capped at an hour: a provider outage is ridden out for about a day. */

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

export interface OutboxDeps {
  db: Db;
  mail: MailTransport;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** After delivery the text (codes, links) is wiped unless the dev mailbox must show it. */
  keepDeliveredText: boolean;
  /** Delivers WEBHOOK rows; without it such a row counts as a failed attempt. */
  webhooks?: WebhookDeliverer;
}

/**
 * Delivers due messages. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
 * instances can run this at once without sending anything twice.
 */
export async function deliverDueMessages(
  deps: OutboxDeps,
  batchSize = 20,
  now = new Date(),
): Promise<number> {
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'PENDING'), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    // Pushed forward while being sent, so a crashed sender's rows come back later, not at once.
    await tx
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + 5 * 60_000), attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      );
    return due;
  });

  // Side by side: a slow webhook endpoint (up to its time limit) must not hold up a login code.
  const deliverOne = async (message: OutboxMessage) => {
    const attempts = message.attempts + 1;
    try {
      if (message.channel === 'EMAIL') {
        await deps.mail.send({
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          reference: message.id,
          ...(message.meta?.headers ? { headers: message.meta.headers as Record<string, string> } : {}),
        });
      } else if (message.channel === 'SMS') {
        await deps.sms.send({ to: message.recipient, text: message.body, reference: message.id });
      } else {
        if (!deps.webhooks) throw new Error('webhook delivery is not configured');
        await deps.webhooks.deliver(message);
      }
      // A webhook's body is kept: it holds no codes or links, and a replay sends it again.
      const wipeText = !deps.keepDeliveredText && message.channel !== 'WEBHOOK';
      await deps.db
        .update(outbox)
        .set({
          status: 'SENT',
          sentAt: new Date(),
          lastError: null,
          // The headers hold the unsubscribe link: they go with the text.
          ...(wipeText ? { body: '[kézbesítve]', meta: null } : {}),
        })
        .where(eq(outbox.id, message.id));
    } catch (error) {
      const failed = attempts >= MAX_DELIVERY_ATTEMPTS;
      countProviderError(message.channel === 'EMAIL' ? 'mail' : message.channel.toLowerCase(), 'deliver');
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      deps.log.warn(
        { outboxId: message.id, channel: message.channel, attempts, reason },
        'message delivery failed',
      );
      await deps.db
        .update(outbox)
        .set({
          status: failed ? 'FAILED' : 'PENDING',
          lastError: reason,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(outbox.id, message.id));
    }
  };
  await Promise.all(claimed.map(deliverOne));
  return claimed.length;
}

/** Polls the outbox until stopped; one round at a time, never overlapping. */
export function startOutboxWorker(deps: OutboxDeps, pollMs: number): Poller {
  return startPoller(() => deliverDueMessages(deps), {
    pollMs,
    log: deps.log,
    failure: 'outbox round failed',
  });
}
