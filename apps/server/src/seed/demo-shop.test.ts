import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantApiKeys, merchants } from '../db/schema/index.ts';
import { createChallengeSecrets } from '../lib/challenge-secrets.ts';
import { generateSigningKeyPem, loadServerKeys } from '../lib/keys.ts';
import {
  DEMO_SHOP_MERCHANT_ID,
  demoShopKey,
  demoShopWebhookSubscriber,
  SHOP_WEBHOOK_PATH,
} from '../modules/shop-sandbox/demo-shop.ts';
import { createConfiguredWebhooks } from '../modules/webhooks/webhooks.service.ts';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app.ts';
import { seedDemoShopKey, seedDemoShopWebhook, seedDemoShopWebsite } from './demo-shop.ts';
import { seedDemoMerchants } from './merchants.ts';

describe('the demo shop key', () => {
  it('is hkm_test_ and 40 characters, the same for the same server keys, another for other keys', async () => {
    const pem = generateSigningKeyPem();
    const keys = await loadServerKeys({ sessionSigningKey: pem, dataDir: '', embedded: false });
    const again = await loadServerKeys({ sessionSigningKey: pem, dataDir: '', embedded: false });
    const other = await loadServerKeys({
      sessionSigningKey: generateSigningKeyPem(),
      dataDir: '',
      embedded: false,
    });
    expect(demoShopKey(keys)).toMatch(/^hkm_test_[A-Za-z0-9]{40}$/);
    expect(demoShopKey(again)).toBe(demoShopKey(keys));
    expect(demoShopKey(other)).not.toBe(demoShopKey(keys));
  });
});

describe('the demo shop seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { demoMode: true } });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const keyRows = () =>
    t.database.db.select().from(merchantApiKeys).where(eq(merchantApiKeys.merchantId, DEMO_SHOP_MERCHANT_ID));

  it('gives no key where the demo shop was not seeded', async () => {
    await seedDemoShopKey(t.database.db, t.keys);
    expect(await keyRows()).toEqual([]);
  });

  it('keeps only the keyed hash of the test key, once, and makes it valid again after a revocation', async () => {
    await seedDemoMerchants(t.database.db);
    await seedDemoShopKey(t.database.db, t.keys);
    await seedDemoShopKey(t.database.db, t.keys);
    const key = demoShopKey(t.keys);
    const [row, ...others] = await keyRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      mode: 'test',
      keyHash: createChallengeSecrets(t.keys.secretHashKey).hashSecret(key),
      prefix: key.slice(0, 15),
      revokedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(key);

    await t.database.db.update(merchantApiKeys).set({ revokedAt: new Date() });
    await seedDemoShopKey(t.database.db, t.keys);
    expect((await keyRows()).map((r) => r.revokedAt)).toEqual([null]);

    // The key works on the merchant API.
    const res = await t.app.inject({
      method: 'GET',
      url: '/merchant-api/v1/financing-options?amount=189990',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("puts the demo shop's web address on the portal's public address, unless someone set another", async () => {
    const websiteUrl = async () =>
      (await t.database.db.select().from(merchants).where(eq(merchants.id, DEMO_SHOP_MERCHANT_ID)))[0]
        ?.websiteUrl;
    await seedDemoShopWebsite(t.database.db, 'https://demo.hitelkapu.pelda.hu/');
    expect(await websiteUrl()).toBe('https://demo.hitelkapu.pelda.hu/sandbox/shop');
    await seedDemoShopWebsite(t.database.db, 'http://localhost:3000');
    expect(await websiteUrl()).toBe('http://localhost:3000/sandbox/shop');
    await t.database.db
      .update(merchants)
      .set({ websiteUrl: 'https://bolt.pelda.hu' })
      .where(eq(merchants.id, DEMO_SHOP_MERCHANT_ID));
    await seedDemoShopWebsite(t.database.db, 'http://localhost:3000');
    expect(await websiteUrl()).toBe('https://bolt.pelda.hu');
  });

  it('points the test webhooks at the shop receiver with a sealed secret the receiver verifies with', async () => {
    const webhooks = createConfiguredWebhooks({
      config: { ...testConfig, demoMode: true },
      keys: t.keys,
      db: t.database.db,
      log: t.app.log,
    });
    await seedDemoShopWebhook(webhooks, { receiverBaseUrl: 'http://127.0.0.1:3421', log: t.app.log });
    await seedDemoShopWebhook(webhooks, { receiverBaseUrl: 'http://127.0.0.1:3421', log: t.app.log });
    expect((await webhooks.getEndpoint(demoShopWebhookSubscriber)).url).toBe(
      `http://127.0.0.1:3421${SHOP_WEBHOOK_PATH}`,
    );
    const secret = await webhooks.revealSecretForSandbox(demoShopWebhookSubscriber);
    expect(secret).toMatch(/^whsec_/);

    // A new port on the next start moves the URL; the secret stays.
    await seedDemoShopWebhook(webhooks, { receiverBaseUrl: 'http://127.0.0.1:3422', log: t.app.log });
    expect((await webhooks.getEndpoint(demoShopWebhookSubscriber)).url).toBe(
      `http://127.0.0.1:3422${SHOP_WEBHOOK_PATH}`,
    );
    expect(await webhooks.revealSecretForSandbox(demoShopWebhookSubscriber)).toBe(secret);

    // The receiver of the running app takes what is signed with that secret.
    const body = JSON.stringify({ type: 'purchase.linked', timestamp: new Date().toISOString(), data: {} });
    const now = new Date();
    const res = await t.app.inject({
      method: 'POST',
      url: SHOP_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_demo',
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': new Webhook(secret ?? '').sign('msg_demo', now, body),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(204);

    // A URL someone set elsewhere is kept.
    await webhooks.setEndpointUrl(demoShopWebhookSubscriber, 'http://127.0.0.1:3423/sajat-fogado');
    await seedDemoShopWebhook(webhooks, { receiverBaseUrl: 'http://127.0.0.1:3421', log: t.app.log });
    expect((await webhooks.getEndpoint(demoShopWebhookSubscriber)).url).toBe(
      'http://127.0.0.1:3423/sajat-fogado',
    );
  });
});
