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
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const message = record(parsed);
  // A thin event: `data.purchase` carries the purchase's id, reference and state (webhooks/merchant-events.ts).
  const purchase = record(record(message.data).purchase);
  return {
    receivedAt: now,
    webhookId: headers['webhook-id'],
    eventType: typeof message.type === 'string' ? message.type : '',
    signatureValid,
    purchaseId: typeof purchase.id === 'string' ? purchase.id : null,
    status: typeof purchase.status === 'string' ? purchase.status : null,
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
