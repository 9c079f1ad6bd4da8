import { randomBytes, randomUUID } from 'node:crypto';
import type {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
} from '@hitelkapu/domain/contracts/webhooks';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServerKeys } from '../../lib/keys.ts';
import { enforceLimit, type RateLimiter, type RateLimitRule } from '../../lib/rate-limit.ts';
import { isProductionStart, type SecretBox, secretBoxFor } from '../../lib/secret-box.ts';
import {
  enqueueWebhookMessage,
  type OutboxMessage,
  type WebhookDeliverer,
} from '../outbox/outbox.service.ts';
import {
  httpWebhookTransport,
  type WebhookErrorClass,
  type WebhookTransport,
  WebhookTransportError,
} from './webhook-transport.ts';
import {
  checkWebhookUrl,
  checkWebhookUrlResolves,
  type WebhookUrlPolicy,
  type WebhookUrlProblem,
} from './webhook-url.ts';
import {
  findDeliveryByOutboxId,
  findOwnDelivery,
  findSubscriberEndpoint,
  insertAttempt,
  insertDelivery,
  listDeliveries,
  type StoredDelivery,
  saveSubscriberEndpoint,
  type WebhookSubscriber,
} from './webhooks.repository.ts';

export type { WebhookSubscriber } from './webhooks.repository.ts';
export { merchantSubscriberId } from './webhooks.repository.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Transaction;

/** Per subscriber: each URL change resolves a host name, each replay queues a request. */
export const webhookLimits = {
  endpointChangesPerSubscriber: { name: 'webhook-endpoint:subscriber', limit: 20, windowSeconds: 3600 },
  replaysPerSubscriber: { name: 'webhook-replay:subscriber', limit: 120, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/** The whole exchange of one attempt, connect to last byte. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A Standard Webhooks message id: `msg_` and 32 hex digits, the same for every attempt and replay. */
function newWebhookId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/** A Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The additional data a subscriber's sealed secret is bound to: it opens for that subscriber only. */
export const sealContext = (subscriber: WebhookSubscriber) =>
  `webhook-secret:${subscriber.kind}:${subscriber.id}`;

/**
 * Queues a webhook for a subscriber in the caller's transaction, so the change and its
 * notification commit together (or neither). A subscriber without a URL or secret gets
 * nothing: null then. The body is `{ type, timestamp, data }`, fixed now; each attempt signs
 * it anew with the same webhook-id.
 */
export async function enqueueWebhook(
  tx: Executor,
  event: { subscriber: WebhookSubscriber; eventType: string; payload: Record<string, unknown> },
  now: Date = new Date(),
): Promise<{ deliveryId: string; webhookId: string } | null> {
  const endpoint = await findSubscriberEndpoint(tx, event.subscriber);
  if (!endpoint?.url || !endpoint.secretSealed) return null;
  const webhookId = newWebhookId();
  const body = JSON.stringify({ type: event.eventType, timestamp: now.toISOString(), data: event.payload });
  const outboxId = await enqueueWebhookMessage(tx, { url: endpoint.url, eventType: event.eventType, body });
  const deliveryId = await insertDelivery(tx, {
    outboxId,
    webhookId,
    subscriber: event.subscriber,
    eventType: event.eventType,
  });
  return { deliveryId, webhookId };
}

const urlProblemKeys = {
  invalid: 'errors.webhooks.urlInvalid',
  notHttps: 'errors.webhooks.urlNotHttps',
  privateAddress: 'errors.webhooks.urlPrivateAddress',
  unresolvable: 'errors.webhooks.urlUnresolvable',
} as const satisfies Record<WebhookUrlProblem, string>;

const outboxStatus = { PENDING: 'PENDING', SENT: 'DELIVERED', FAILED: 'FAILED' } as const;

function toDelivery(row: StoredDelivery): WebhookDelivery {
  let payload: Record<string, unknown> = {};
  try {
    payload = JSON.parse(row.body) as Record<string, unknown>;
  } catch {
    // Never the case for a body this module wrote; an empty object rather than a 500.
  }
  const status = outboxStatus[row.status];
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventType: row.eventType,
    status,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: status === 'PENDING' ? row.nextAttemptAt.toISOString() : null,
    replayOf: row.replayOf,
    payload,
    attempts: row.attempts.map((attempt) => ({
      attemptedAt: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      errorClass: attempt.errorClass,
      durationMs: attempt.durationMs,
    })),
  };
}

export interface WebhooksDeps {
  db: Db;
  secretBox: SecretBox;
  /** Loopback targets only in a demonstration, development or test start. */
  urlPolicy: WebhookUrlPolicy;
  transport: WebhookTransport;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** The clock of the signatures' timestamps (tests move it). */
  now?: () => Date;
  /** Counts the subscriber's URL changes, rotations and replays; none counted without it. */
  limiter?: RateLimiter | undefined;
  /** Resolves a host name when a URL is set (tests give a fixed answer). */
  resolve?: Parameters<typeof checkWebhookUrlResolves>[2];
}

export interface WebhooksService extends WebhookDeliverer {
  getEndpoint(subscriber: WebhookSubscriber): Promise<WebhookEndpoint>;
  /**
   * Sets the endpoint URL after checking it; the first time a secret is made too and returned
   * (the only time it is shown). A refused URL is a 400 naming `url`.
   */
  setEndpointUrl(subscriber: WebhookSubscriber, url: string): Promise<WebhookEndpoint & { secret?: string }>;
  /** A new secret in place of the old, returned this once. */
  rotateSecret(subscriber: WebhookSubscriber): Promise<{ secret: string; secretCreatedAt: string }>;
  /** The subscriber's secret for the demo receiver, which stands in for the subscriber. */
  revealSecretForSandbox(subscriber: WebhookSubscriber): Promise<string | null>;
  listDeliveries(
    subscriber: WebhookSubscriber,
    page: { page: number; pageSize: number },
  ): Promise<WebhookDeliveryPage>;
  /** Queues the delivery again with the same body and webhook-id; 404 for another subscriber's. */
  replay(subscriber: WebhookSubscriber, deliveryId: string): Promise<WebhookDelivery>;
}

export function createWebhooksService(deps: WebhooksDeps): WebhooksService {
  const { db, secretBox, urlPolicy, transport } = deps;
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  const limit = async (rule: RateLimitRule, subscriber: WebhookSubscriber) => {
    if (deps.limiter) await enforceLimit(deps.limiter, rule, `${subscriber.kind}:${subscriber.id}`);
  };

  const endpointOf = async (subscriber: WebhookSubscriber) => {
    const endpoint = await findSubscriberEndpoint(db, subscriber);
    if (!endpoint) throw new AppError('NOT_FOUND', 'errors.webhooks.subscriberNotFound');
    return endpoint;
  };

  const sealNewSecret = (subscriber: WebhookSubscriber) => {
    const secret = newWebhookSecret();
    return { secret, sealed: secretBox.seal(secret, sealContext(subscriber)), createdAt: new Date() };
  };

  /** Records the attempt, then throws when it was no delivery so the outbox retries it. */
  const recordAttempt = async (
    deliveryId: string,
    startedAt: Date,
    started: number,
    outcome: { statusCode: number } | { errorClass: WebhookErrorClass },
  ) => {
    const statusCode = 'statusCode' in outcome ? outcome.statusCode : null;
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const errorClass = 'errorClass' in outcome ? outcome.errorClass : delivered ? null : 'HTTP_STATUS';
    await insertAttempt(db, {
      deliveryId,
      attemptedAt: startedAt,
      statusCode,
      errorClass,
      durationMs: Math.max(0, Math.round(performance.now() - started)),
    });
    // The reason the outbox keeps and logs: a class and a status, never a secret or a body.
    if (!delivered) throw new Error(statusCode !== null ? `HTTP ${statusCode}` : (errorClass ?? 'NETWORK'));
  };

  return {
    async getEndpoint(subscriber) {
      const endpoint = await endpointOf(subscriber);
      return { url: endpoint.url, secretCreatedAt: endpoint.secretCreatedAt?.toISOString() ?? null };
    },

    async setEndpointUrl(subscriber, raw) {
      const endpoint = await endpointOf(subscriber);
      await limit(webhookLimits.endpointChangesPerSubscriber, subscriber);
      const checked = checkWebhookUrl(raw.trim(), urlPolicy);
      const resolved = checked.ok
        ? await checkWebhookUrlResolves(checked.url, urlPolicy, deps.resolve)
        : checked;
      if (!checked.ok || !resolved.ok) {
        const problem = !checked.ok ? checked.problem : resolved.ok ? 'invalid' : resolved.problem;
        throw new AppError('VALIDATION_FAILED', urlProblemKeys[problem], { url: urlProblemKeys[problem] });
      }
      const url = checked.url.toString();
      const fresh = endpoint.secretSealed ? null : sealNewSecret(subscriber);
      await saveSubscriberEndpoint(db, subscriber, {
        url,
        ...(fresh ? { secretSealed: fresh.sealed, secretCreatedAt: fresh.createdAt } : {}),
      });
      const secretCreatedAt = fresh?.createdAt ?? endpoint.secretCreatedAt;
      return {
        url,
        secretCreatedAt: secretCreatedAt?.toISOString() ?? null,
        ...(fresh ? { secret: fresh.secret } : {}),
      };
    },

    async rotateSecret(subscriber) {
      await endpointOf(subscriber);
      await limit(webhookLimits.endpointChangesPerSubscriber, subscriber);
      const fresh = sealNewSecret(subscriber);
      await saveSubscriberEndpoint(db, subscriber, {
        secretSealed: fresh.sealed,
        secretCreatedAt: fresh.createdAt,
      });
      return { secret: fresh.secret, secretCreatedAt: fresh.createdAt.toISOString() };
    },

    async revealSecretForSandbox(subscriber) {
      const endpoint = await findSubscriberEndpoint(db, subscriber);
      if (!endpoint?.secretSealed) return null;
      return secretBox.open(endpoint.secretSealed, sealContext(subscriber));
    },

    async listDeliveries(subscriber, { page, pageSize }) {
      const { total, items } = await listDeliveries(db, subscriber, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { items: items.map(toDelivery), page, pageSize, total };
    },

    async replay(subscriber, deliveryId) {
      const original = await findOwnDelivery(db, subscriber, deliveryId);
      if (!original) throw new AppError('NOT_FOUND', 'errors.webhooks.deliveryNotFound');
      await limit(webhookLimits.replaysPerSubscriber, subscriber);
      const replayId = await db.transaction(async (tx) => {
        const endpoint = await findSubscriberEndpoint(tx, subscriber);
        if (!endpoint?.url || !endpoint.secretSealed)
          throw new AppError('CONFLICT', 'errors.webhooks.noEndpoint');
        const outboxId = await enqueueWebhookMessage(tx, {
          url: endpoint.url,
          eventType: original.eventType,
          body: original.body,
        });
        return insertDelivery(tx, {
          outboxId,
          webhookId: original.webhookId,
          subscriber,
          eventType: original.eventType,
          replayOf: original.id,
        });
      });
      const replayed = await findOwnDelivery(db, subscriber, replayId);
      if (!replayed) throw new Error('a replayed delivery was not found');
      return toDelivery(replayed);
    },

    async deliver(message: OutboxMessage) {
      const delivery = await findDeliveryByOutboxId(db, message.id);
      if (!delivery) throw new Error('an outbox webhook has no delivery row');
      const subscriber: WebhookSubscriber = { kind: delivery.subscriberKind, id: delivery.subscriberId };
      const startedAt = now();
      const started = performance.now();
      const endpoint = await findSubscriberEndpoint(db, subscriber);
      if (!endpoint?.secretSealed) {
        return recordAttempt(delivery.id, startedAt, started, { errorClass: 'NO_SECRET' });
      }
      // Checked again now: the policy may have changed since it was set (and the host name is
      // resolved through the guarded look-up as the connection is made).
      const checked = checkWebhookUrl(message.recipient, urlPolicy);
      if (!checked.ok) return recordAttempt(delivery.id, startedAt, started, { errorClass: 'URL_REFUSED' });
      let secret: string;
      try {
        secret = secretBox.open(endpoint.secretSealed, sealContext(subscriber));
      } catch {
        // Sealed under another key (SECRETS_ENCRYPTION_KEY changed): the subscriber needs a new secret.
        return recordAttempt(delivery.id, startedAt, started, { errorClass: 'NO_SECRET' });
      }
      const signature = new Webhook(secret).sign(delivery.webhookId, startedAt, message.body);
      let status: number;
      try {
        ({ status } = await transport({
          url: checked.url.toString(),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Hitelkapu-Webhooks/1.0',
            'webhook-id': delivery.webhookId,
            'webhook-timestamp': String(Math.floor(startedAt.getTime() / 1000)),
            'webhook-signature': signature,
          },
          body: message.body,
          timeoutMs,
        }));
      } catch (error) {
        const errorClass = error instanceof WebhookTransportError ? error.errorClass : 'NETWORK';
        return recordAttempt(delivery.id, startedAt, started, { errorClass });
      }
      return recordAttempt(delivery.id, startedAt, started, { statusCode: status });
    },
  };
}

/** Loopback targets (the demo receiver) only outside a production start. */
export function webhookUrlPolicyFor(config: {
  demoMode?: boolean | undefined;
  nodeEnv?: string | undefined;
}) {
  return { allowLoopback: !isProductionStart(config) };
}

/**
 * The webhooks service as a start configures it: the secrets key from the configuration (a
 * production start without SECRETS_ENCRYPTION_KEY fails here), real HTTP unless a transport
 * is given. The app's routes and the server's outbox worker each make one.
 */
export function createConfiguredWebhooks(options: {
  config: Parameters<typeof secretBoxFor>[0];
  keys: Pick<ServerKeys, 'secretHashKey'>;
  db: Db;
  log: FastifyBaseLogger;
  transport?: WebhookTransport | undefined;
  limiter?: RateLimiter | undefined;
}): WebhooksService {
  const urlPolicy = webhookUrlPolicyFor(options.config);
  return createWebhooksService({
    db: options.db,
    secretBox: secretBoxFor(options.config, options.keys),
    urlPolicy,
    transport: options.transport ?? httpWebhookTransport(urlPolicy),
    log: options.log,
    limiter: options.limiter,
  });
}
