import { and, eq, isNull, like, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { merchantApiKeys, merchants } from '../db/schema/index.ts';
import { createChallengeSecrets } from '../lib/challenge-secrets.ts';
import type { ServerKeys } from '../lib/keys.ts';
import {
  DEMO_SHOP_MERCHANT_ID,
  demoShopKey,
  demoShopWebhookSubscriber,
  keyPrefixOf,
  SHOP_SANDBOX_PATH,
  SHOP_WEBHOOK_PATH,
} from '../modules/shop-sandbox/demo-shop.ts';
import type { WebhooksService } from '../modules/webhooks/webhooks.service.ts';

/**
 * The demo shop's test key (demonstration start only). The key is derived from the server
 * keys, so the shop's page can show it and use it after every restart; the database keeps
 * only its keyed hash, as for any shop's key. A key someone rotated or revoked is made valid
 * again: the demo shop must keep working. Keys derived from older server keys stop working.
 */
export async function seedDemoShopKey(db: Db, keys: Pick<ServerKeys, 'secretHashKey'>): Promise<void> {
  const [shop] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, DEMO_SHOP_MERCHANT_ID));
  if (!shop) return;
  const key = demoShopKey(keys);
  const keyHash = createChallengeSecrets(keys.secretHashKey).hashSecret(key);
  await db.transaction(async (tx) => {
    await tx
      .insert(merchantApiKeys)
      .values({ merchantId: DEMO_SHOP_MERCHANT_ID, mode: 'test', keyHash, prefix: keyPrefixOf(key) })
      .onConflictDoUpdate({
        target: merchantApiKeys.keyHash,
        set: { revokedAt: null, expiresAt: null },
      });
    // A demo key of other server keys (a new data folder's) is of no use to anyone.
    await tx
      .update(merchantApiKeys)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(merchantApiKeys.merchantId, DEMO_SHOP_MERCHANT_ID),
          eq(merchantApiKeys.mode, 'test'),
          isNull(merchantApiKeys.createdByStaffId),
          isNull(merchantApiKeys.replacesKeyId),
          isNull(merchantApiKeys.revokedAt),
          ne(merchantApiKeys.keyHash, keyHash),
        ),
      );
  });
}

/**
 * Points the demo shop's test webhooks at the receiver this process serves (over loopback to
 * the port it listens on, which the webhook URL policy allows outside production); the first
 * time a signing secret is made and kept sealed, as for any shop. A URL someone set elsewhere
 * is kept.
 */
export async function seedDemoShopWebhook(
  webhooks: WebhooksService,
  options: { receiverBaseUrl: string; log: FastifyBaseLogger },
): Promise<void> {
  const target = `${options.receiverBaseUrl}${SHOP_WEBHOOK_PATH}`;
  try {
    const current = await webhooks.getEndpoint(demoShopWebhookSubscriber);
    const ours = current.url === null || current.url.endsWith(SHOP_WEBHOOK_PATH);
    if (ours && current.url !== target) await webhooks.setEndpointUrl(demoShopWebhookSubscriber, target);
  } catch (err) {
    // A demo without its receiver still starts; the demo shop simply gets no webhooks.
    options.log.warn({ err }, 'the demo shop webhook could not be set');
  }
}

/**
 * The demo shop's web address in the catalogue, on this portal's public address: the customer
 * pages link only to absolute http(s) addresses. An address someone set elsewhere is kept.
 */
export async function seedDemoShopWebsite(db: Db, publicUrl: string): Promise<void> {
  await db
    .update(merchants)
    .set({ websiteUrl: `${publicUrl.replace(/\/+$/, '')}${SHOP_SANDBOX_PATH}` })
    .where(and(eq(merchants.id, DEMO_SHOP_MERCHANT_ID), like(merchants.websiteUrl, `%${SHOP_SANDBOX_PATH}`)));
}
