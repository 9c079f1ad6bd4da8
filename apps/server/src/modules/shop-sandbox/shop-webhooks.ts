import { Webhook } from 'standardwebhooks';
import type { ReceivedShopWebhook } from './shop-pages.ts';

/** How many webhooks the demo shop keeps to show. */
export const KEPT_WEBHOOKS = 50;

/**
 * What the demo shop's receiver makes of one delivery: the signature checked with the shop's
 * secret by the Standard Webhooks library, as any shop would (id.timestamp.body, HMAC-SHA256,
 * a timestamp too old or too new refused). An unverified body is still read, to show what came.
 */
export function receiveShopWebhook(
  secret: string,
  body: string,
  headers: { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string },
  now: Date = new Date(),
): ReceivedShopWebhook {
  let signatureValid = true;
  let parsed: unknown;
  try {
    parsed = new Webhook(secret).verify(body, headers);
  } catch {
    signatureValid = false;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = null;
    }
  }
  const message = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const data =
    typeof message.data === 'object' && message.data !== null
      ? (message.data as Record<string, unknown>)
      : {};
  return {
    receivedAt: now,
    webhookId: headers['webhook-id'],
    eventType: typeof message.type === 'string' ? message.type : '',
    signatureValid,
    purchaseId: typeof data.id === 'string' ? data.id : null,
    status: typeof data.status === 'string' ? data.status : null,
  };
}

/** The last KEPT_WEBHOOKS deliveries, newest first, in memory. */
export function createWebhookLog() {
  const items: ReceivedShopWebhook[] = [];
  return {
    add(item: ReceivedShopWebhook) {
      items.unshift(item);
      items.length = Math.min(items.length, KEPT_WEBHOOKS);
    },
    list: (): readonly ReceivedShopWebhook[] => items,
  };
}
