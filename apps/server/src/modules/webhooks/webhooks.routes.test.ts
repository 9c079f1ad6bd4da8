import { Writable } from 'node:stream';
import type { WebhookDelivery, WebhookDeliveryPage } from '@hitelkapu/domain/contracts/webhooks';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDealerPrescore, createTestDealer, issueDealerKey } from '../../testing/leasing.ts';
import { afterQueued } from '../../testing/outbox-clock.ts';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';
import { deliverDueMessages } from '../outbox/outbox.service.ts';
import { notifyDealer } from './dealer-events.ts';
import { injectWebhookTransport } from './webhook-transport.ts';
import { createConfiguredWebhooks, webhookLimits } from './webhooks.service.ts';

describe('dealer webhooks over the dealer API, and the demo receiver', () => {
  let t: TestApp;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  let dealerId: string;
  let dealerKey: string;
  let otherDealerId: string;
  let otherKey: string;

  beforeAll(async () => {
    // A demonstration start: the demo receiver is mounted, loopback URLs are allowed.
    t = await createTestApp({ config: { demoMode: true, logLevel: 'info' }, logStream });
    dealerId = await createTestDealer(t.database.db, 'Webhook Autóház');
    dealerKey = (await issueDealerKey(t.app, t.database.db, dealerId)).key;
    otherDealerId = await createTestDealer(t.database.db, 'Másik Autóház');
    otherKey = (await issueDealerKey(t.app, t.database.db, otherDealerId)).key;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const asDealer = (key: string) => ({ authorization: `Bearer ${key}` });
  const receiverUrl = (id: string) => `http://127.0.0.1/sandbox/dealer-webhooks/${id}`;

  /** The outbox round a running server makes, posting through this app's own routes. */
  const deliver = () =>
    deliverDueMessages(
      {
        db: t.database.db,
        mail: { name: 'none', send: async () => {} },
        sms: { name: 'none', send: async () => {} },
        log: pino({ level: 'silent' }),
        keepDeliveredText: true,
        webhooks: createConfiguredWebhooks({
          config: { demoMode: true },
          keys: t.keys,
          db: t.database.db,
          log: pino({ level: 'silent' }),
          transport: injectWebhookTransport(t.app),
        }),
      },
      20,
      afterQueued(),
    );

  const submittedEvent = (publicId: string, dealerReference: string | null) =>
    ({
      type: 'leasing.prescore.submitted',
      prescore: { publicId, dealerReference },
      decision: 'ELIGIBLE',
      offer: {
        amount: 9_600_000,
        months: 48,
        monthlyPayment: 149_119,
        downPayment: 2_400_000,
        residualValue: 4_800_000,
        thm: 8.3,
      },
    }) as const;

  let secret: string;

  it('sets the webhook URL and shows the signing secret once; later answers never carry it', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/dealer-api/v1/webhook-endpoint',
      headers: asDealer(dealerKey),
      payload: { url: receiverUrl(dealerId) },
    });
    expect(set.statusCode).toBe(200);
    expect(set.headers['cache-control']).toBe('no-store');
    const body = set.json<{ url: string; secret: string; secretCreatedAt: string }>();
    expect(body.url).toBe(receiverUrl(dealerId));
    expect(body.secret).toMatch(/^whsec_/);
    secret = body.secret;

    const again = await t.app.inject({
      method: 'PUT',
      url: '/dealer-api/v1/webhook-endpoint',
      headers: asDealer(dealerKey),
      payload: { url: receiverUrl(dealerId) },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty('secret');
    const read = await t.app.inject({
      method: 'GET',
      url: '/dealer-api/v1/webhook-endpoint',
      headers: asDealer(dealerKey),
    });
    expect(read.json()).toEqual({ url: receiverUrl(dealerId), secretCreatedAt: body.secretCreatedAt });
    const secretBody = secret.slice('whsec_'.length);
    for (const answer of [again.body, read.body]) expect(answer).not.toContain(secretBody);
  });

  it('refuses an endpoint URL a webhook may not reach, naming the field', async () => {
    for (const url of ['https://10.0.0.8/hook', 'https://169.254.169.254/latest', 'ftp://x.hu/hook']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/dealer-api/v1/webhook-endpoint',
        headers: asDealer(otherKey),
        payload: { url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('url');
    }
    const res = await t.app.inject({
      method: 'PUT',
      url: '/dealer-api/v1/webhook-endpoint',
      headers: asDealer(otherKey),
      payload: { url: 'http://dealer.example.hu/hook' },
    });
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { url: 'errors.webhooks.urlNotHttps' },
    });
  });

  it('delivers to the demo receiver, which verifies the signature and lists it in Hungarian', async () => {
    const prescore = await createDealerPrescore(t.app, dealerKey);
    await t.database.db.transaction((tx) =>
      notifyDealer(tx, dealerId, submittedEvent(prescore.publicId, 'DA-2026-0042')),
    );
    expect(await deliver()).toBe(1);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/dealer-webhooks/${dealerId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Beérkezett webhookok');
    expect(page.body).toContain('aláírás rendben');
    expect(page.body).not.toContain('hibás aláírás');
    expect(page.body).toContain(prescore.publicId);

    // A forged call (signed with another secret) is refused and shown as such.
    const body = JSON.stringify({
      type: 'leasing.prescore.submitted',
      timestamp: new Date().toISOString(),
      data: {},
    });
    const forger = new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`);
    const timestamp = new Date();
    const forged = await t.app.inject({
      method: 'POST',
      url: `/sandbox/dealer-webhooks/${dealerId}`,
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': forger.sign('msg_forged', timestamp, body),
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    const after = await t.app.inject({ method: 'GET', url: `/sandbox/dealer-webhooks/${dealerId}` });
    expect(after.body).toContain('hibás aláírás');
  });

  it("lists the dealer's own deliveries newest first, page by page, with each attempt", async () => {
    await t.database.db.transaction(async (tx) => {
      await notifyDealer(tx, dealerId, submittedEvent('lp_second', 'DA-2'));
      await notifyDealer(tx, dealerId, { ...submittedEvent('lp_third', 'DA-3'), decision: 'NOT_ELIGIBLE' });
    });
    await deliver();
    const res = await t.app.inject({
      method: 'GET',
      url: '/dealer-api/v1/webhook-deliveries?page=1&pageSize=2',
      headers: asDealer(dealerKey),
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<WebhookDeliveryPage>();
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page.items).toHaveLength(2);
    const times = page.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const item of page.items) {
      expect(item.status).toBe('DELIVERED');
      expect(item.attempts).toEqual([
        expect.objectContaining({ statusCode: 204, errorClass: null, durationMs: expect.any(Number) }),
      ]);
    }
    const second = await t.app.inject({
      method: 'GET',
      url: '/dealer-api/v1/webhook-deliveries?page=2&pageSize=2',
      headers: asDealer(dealerKey),
    });
    expect(second.json<WebhookDeliveryPage>().items).toHaveLength(1);

    // The other dealer sees none of them.
    const others = await t.app.inject({
      method: 'GET',
      url: '/dealer-api/v1/webhook-deliveries',
      headers: asDealer(otherKey),
    });
    expect(others.json<WebhookDeliveryPage>()).toMatchObject({ total: 0, items: [] });
    const noKey = await t.app.inject({ method: 'GET', url: '/dealer-api/v1/webhook-deliveries' });
    expect(noKey.statusCode).toBe(401);
  });

  it('replays a delivery with the same webhook-id; another dealer gets 404 for it [ASVS V8.4.1]', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/dealer-api/v1/webhook-deliveries?pageSize=100',
      headers: asDealer(dealerKey),
    });
    const original = list.json<WebhookDeliveryPage>().items.at(-1);
    if (!original) throw new Error('no delivery');

    const foreign = await t.app.inject({
      method: 'POST',
      url: `/dealer-api/v1/webhook-deliveries/${original.id}/replay`,
      headers: asDealer(otherKey),
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/dealer-api/v1/webhook-deliveries/00000000-0000-4000-8000-000000000000/replay',
      headers: asDealer(dealerKey),
    });
    expect(unknown.statusCode).toBe(404);

    const replay = await t.app.inject({
      method: 'POST',
      url: `/dealer-api/v1/webhook-deliveries/${original.id}/replay`,
      headers: asDealer(dealerKey),
    });
    expect(replay.statusCode).toBe(202);
    const replayed = replay.json<WebhookDelivery>();
    expect(replayed).toMatchObject({
      webhookId: original.webhookId,
      replayOf: original.id,
      status: 'PENDING',
    });
    expect(replayed.payload).toEqual(original.payload);
    await deliver();
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/dealer-webhooks/${dealerId}` });
    expect(page.body).toContain('ismételt kézbesítés');
  });

  it('rotates the secret once shown; neither the API nor any log line carries a secret afterwards [ASVS V16.2.5]', async () => {
    const rotate = await t.app.inject({
      method: 'POST',
      url: '/dealer-api/v1/webhook-endpoint/secret',
      headers: asDealer(dealerKey),
    });
    expect(rotate.statusCode).toBe(201);
    const rotated = rotate.json<{ secret: string }>().secret;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);

    const answers = await Promise.all(
      ['/dealer-api/v1/webhook-endpoint', '/dealer-api/v1/webhook-deliveries?pageSize=100'].map((url) =>
        t.app.inject({ method: 'GET', url, headers: asDealer(dealerKey) }),
      ),
    );
    const logged = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    for (const value of [secret, rotated]) {
      const body = value.slice('whsec_'.length);
      for (const answer of answers) expect(answer.body).not.toContain(body);
      expect(logged).not.toContain(body);
    }
    expect(logged).not.toContain('whsec_');
  });

  it('limits how often a dealer changes its endpoint [ASVS V2.4.1]', async () => {
    const id = await createTestDealer(t.database.db, 'Sűrűn váltó Autó');
    const key = (await issueDealerKey(t.app, t.database.db, id)).key;
    const statuses: number[] = [];
    for (let i = 0; i <= webhookLimits.endpointChangesPerSubscriber.limit; i += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/dealer-api/v1/webhook-endpoint',
        headers: asDealer(key),
        payload: { url: `${receiverUrl(id)}?v=${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('documents the calls in OpenAPI under the dealer key', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
    expect(document.paths['/dealer-api/v1/webhook-deliveries']?.get?.security).toEqual([
      { dealerApiKey: [] },
    ]);
    expect(document.paths['/dealer-api/v1/webhook-deliveries/{id}/replay']?.post).toBeDefined();
  });
});

describe('the demo receiver outside a demonstration', () => {
  it('is not mounted', async () => {
    const t = await createTestApp({ config: { ...testConfig, demoMode: false } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/sandbox/dealer-webhooks/x' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Beérkezett webhookok');
    } finally {
      await t.app.close();
    }
  });
});
