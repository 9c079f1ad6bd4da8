import type { MerchantPurchase } from '@hitelkapu/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateSigningKeyPem, loadServerKeys, type ServerKeys } from '../../lib/keys.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { createTestApp, testConfig } from '../../testing/test-app.ts';
import { demoShopKey, SHOP_SANDBOX_PATH, SHOP_WEBHOOK_PATH } from './demo-shop.ts';
import { quantityField, shopProducts } from './shop-basket.ts';
import { shopSandboxRoutes } from './shop-sandbox.routes.ts';

/**
 * The demo shop against a stand-in for the merchant API: what the shop sends (key, headers,
 * body) and what it does with each answer. The stand-in keeps purchases as the API would.
 */
const allow: RateLimiter = {
  hit: async () => ({ allowed: true, count: 1, retryAfterSeconds: 0 }),
  peek: async () => ({ allowed: true, count: 0, retryAfterSeconds: 0 }),
  reset: async () => {},
};
const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

function fakeMerchantApi() {
  const sent: SentRequest[] = [];
  const purchases = new Map<string, MerchantPurchase>();
  const byKey = new Map<string, string>();
  let next: { status: number; body: unknown } | null = null;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    sent.push({ method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, headers, body });
    if (next) {
      const answer = next;
      next = null;
      return json(answer.status, answer.body);
    }
    if (url.pathname === '/merchant-api/v1/purchases' && init?.method === 'POST') {
      const key = headers['idempotency-key'] ?? '';
      const known = byKey.get(key);
      if (known) return json(200, purchases.get(known));
      const id = `Pur${String(purchases.size + 1).padStart(21, '0')}`;
      const lines = (
        (body?.lines ?? []) as { name: string; quantity: number; unitPrice: number; sku: string }[]
      ).map((line) => ({
        ...line,
        amount: line.quantity * line.unitPrice,
      }));
      const now = new Date().toISOString();
      const purchase: MerchantPurchase = {
        id,
        reference: String(body?.reference),
        mode: 'test',
        status: 'CREATED',
        currency: 'HUF',
        totalAmount: Number(body?.totalAmount),
        refundedAmount: 0,
        lines,
        returnUrls: body?.returnUrls as MerchantPurchase['returnUrls'],
        checkoutUrl: `http://portal.test/checkout/${id}`,
        expiresAt: now,
        createdAt: now,
        updatedAt: now,
        fulfilledAt: null,
        events: [{ status: 'CREATED', at: now, refundAmount: null }],
      };
      purchases.set(id, purchase);
      byKey.set(key, id);
      return json(201, purchase);
    }
    const read = /^\/merchant-api\/v1\/purchases\/([A-Za-z0-9]{24})$/.exec(url.pathname);
    if (read) {
      const purchase = purchases.get(read[1] ?? '');
      return purchase
        ? json(200, purchase)
        : json(404, { code: 'NOT_FOUND', message: 'Ilyen vásárlás nincs.' });
    }
    if (url.pathname === '/merchant-api/v1/financing-options')
      return json(404, { code: 'NOT_FOUND', message: 'x' });
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen hívás.' });
  };
  return {
    fetch,
    sent,
    purchases,
    answerNext: (status: number, body: unknown) => {
      next = { status, body };
    },
  };
}

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
const hidden = (page: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? '';

describe('the demo shop as a client of the merchant API', () => {
  let app: FastifyInstance;
  let keys: ServerKeys;
  let api: ReturnType<typeof fakeMerchantApi>;

  beforeAll(async () => {
    keys = await loadServerKeys({ sessionSigningKey: generateSigningKeyPem(), dataDir: '', embedded: false });
  });
  beforeEach(async () => {
    api = fakeMerchantApi();
    app = Fastify();
    shopSandboxRoutes(app, {
      keys,
      webhooks: { revealSecretForSandbox: async () => secret },
      limiter: allow,
      publicUrl: 'http://portal.test',
      fetch: api.fetch,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const checkout = async (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `${SHOP_SANDBOX_PATH}/checkout`,
      headers: formHeaders,
      payload: new URLSearchParams(fields).toString(),
    });

  it('sends the basket with its test key and an Idempotency-Key, then 303s the browser to the checkout', async () => {
    const page = await app.inject({ method: 'GET', url: SHOP_SANDBOX_PATH });
    expect(page.statusCode).toBe(200);
    const [washer, vacuum] = shopProducts;
    if (!washer || !vacuum) throw new Error('no products');
    const key = hidden(page.body, 'idempotencyKey');
    const reference = hidden(page.body, 'reference');
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(reference).toMatch(/^TP-\d{8}-[A-Za-z0-9]{8}$/);

    const res = await checkout({
      idempotencyKey: key,
      reference,
      [quantityField(washer.sku)]: '2',
      [quantityField(vacuum.sku)]: '1',
    });
    expect(res.statusCode).toBe(303);
    const [purchase] = api.purchases.values();
    expect(res.headers.location).toBe(purchase?.checkoutUrl);

    const create = api.sent.find((request) => request.method === 'POST');
    expect(create?.path).toBe('/merchant-api/v1/purchases');
    expect(create?.headers.authorization).toBe(`Bearer ${demoShopKey(keys)}`);
    expect(create?.headers['idempotency-key']).toBe(key);
    const back = (result: string) =>
      `http://portal.test/sandbox/shop/return?order=${reference}&result=${result}`;
    expect(create?.body).toEqual({
      reference,
      totalAmount: 2 * washer.unitPrice + vacuum.unitPrice,
      currency: 'HUF',
      lines: [
        { name: washer.name, quantity: 2, unitPrice: washer.unitPrice, sku: washer.sku },
        { name: vacuum.name, quantity: 1, unitPrice: vacuum.unitPrice, sku: vacuum.sku },
      ],
      returnUrls: { approved: back('approved'), pending: back('pending'), cancelled: back('cancelled') },
    });
  });

  it('sends a double submit of the same form as the same request, so only one purchase is made', async () => {
    const page = await app.inject({ method: 'GET', url: SHOP_SANDBOX_PATH });
    const fields = {
      idempotencyKey: hidden(page.body, 'idempotencyKey'),
      reference: hidden(page.body, 'reference'),
      [quantityField(shopProducts[2]?.sku ?? '')]: '1',
    };
    const first = await checkout(fields);
    const second = await checkout(fields);
    expect(second.headers.location).toBe(first.headers.location);
    const creates = api.sent.filter((request) => request.method === 'POST');
    expect(creates).toHaveLength(2);
    expect(creates[1]?.headers['idempotency-key']).toBe(creates[0]?.headers['idempotency-key']);
    expect(creates[1]?.body).toEqual(creates[0]?.body);
    expect(api.purchases.size).toBe(1);
  });

  it('does not call the API for an empty basket, and keeps the form', async () => {
    const res = await checkout({ idempotencyKey: 'k'.repeat(32), reference: 'TP-20261127-AbCdEfGh' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('A kosár üres');
    expect(res.body).toContain('value="TP-20261127-AbCdEfGh"');
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the API's refusal in its words, escaped, with its status", async () => {
    api.answerNext(422, {
      code: 'VALIDATION_FAILED',
      message: 'Ezt a végösszeget <b>nem</b> finanszírozzuk.',
    });
    const res = await checkout({ [quantityField(shopProducts[0]?.sku ?? '')]: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Ezt a végösszeget &lt;b&gt;nem&lt;/b&gt; finanszírozzuk.');
  });

  it('reads the order back from the API on return, whatever the return address says', async () => {
    const res = await checkout({ [quantityField(shopProducts[0]?.sku ?? '')]: '1' });
    const [purchase] = api.purchases.values();
    if (!purchase) throw new Error(`no purchase: ${res.body}`);
    const back = await app.inject({
      method: 'GET',
      url: `${SHOP_SANDBOX_PATH}/return?order=${purchase.reference}&result=approved`,
    });
    expect(back.statusCode).toBe(200);
    // The API says CREATED; the return address's "approved" changes nothing.
    expect(back.body).toContain('Létrehozva – a vásárló még nem nyitotta meg a fizetést');
    expect(back.body).toContain('A visszatérési cím semmit nem bizonyít');
    expect(api.sent.at(-1)?.path).toBe(`/merchant-api/v1/purchases/${purchase.id}`);

    const unknown = await app.inject({
      method: 'GET',
      url: `${SHOP_SANDBOX_PATH}/return?order=TP-1&result=approved`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('nem ismeri');
  });

  it('opens any order by its id, and says when the API knows no such purchase', async () => {
    const res = await app.inject({ method: 'GET', url: `${SHOP_SANDBOX_PATH}/orders?id=${'Q'.repeat(24)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Ilyen vásárlás nincs.');
    const ignored = await app.inject({ method: 'GET', url: `${SHOP_SANDBOX_PATH}/orders?id=%3Cscript%3E` });
    expect(ignored.body).not.toContain('<script>');
    expect(ignored.body).toContain('Még nincs rendelés.');
  });

  it("shows the API's 409 on a fulfil before approval, and redirects after an accepted one", async () => {
    await checkout({ [quantityField(shopProducts[0]?.sku ?? '')]: '1' });
    const [purchase] = api.purchases.values();
    if (!purchase) throw new Error('no purchase');
    const fulfil = (key: string) =>
      app.inject({
        method: 'POST',
        url: `${SHOP_SANDBOX_PATH}/orders/${purchase.id}/fulfil`,
        headers: formHeaders,
        payload: new URLSearchParams({ idempotencyKey: key }).toString(),
      });
    api.answerNext(409, {
      code: 'CONFLICT',
      message: 'A kiszállítás csak jóváhagyott hitel után igazolható vissza.',
    });
    const refused = await fulfil('f'.repeat(32));
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('A kiszállítás csak jóváhagyott hitel után igazolható vissza.');
    const request = api.sent.find((sent) => sent.path.endsWith('/fulfil'));
    expect(request).toMatchObject({ method: 'POST', headers: { 'idempotency-key': 'f'.repeat(32) } });

    api.answerNext(200, { ...purchase, status: 'MONEY_TRANSFERRED' });
    const accepted = await fulfil('g'.repeat(32));
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(
      `/sandbox/shop/orders?id=${purchase.id}&done=fulfil#rendeles-${purchase.id}`,
    );
  });

  it('sends a refund with the amount typed, and refuses one that is not a whole forint amount', async () => {
    await checkout({ [quantityField(shopProducts[0]?.sku ?? '')]: '1' });
    const [purchase] = api.purchases.values();
    if (!purchase) throw new Error('no purchase');
    const refund = (amount: string) =>
      app.inject({
        method: 'POST',
        url: `${SHOP_SANDBOX_PATH}/orders/${purchase.id}/refunds`,
        headers: formHeaders,
        payload: new URLSearchParams({ idempotencyKey: 'r'.repeat(32), amount }).toString(),
      });
    const bad = await refund('sok');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Adja meg a visszatérítendő összeget egész forintban.');
    api.answerNext(200, { ...purchase, refundedAmount: 20_000 });
    const done = await refund('20 000');
    expect(done.statusCode).toBe(303);
    expect(api.sent.at(-1)).toMatchObject({
      method: 'POST',
      path: `/merchant-api/v1/purchases/${purchase.id}/refunds`,
      body: { amount: 20_000 },
      headers: { 'idempotency-key': 'r'.repeat(32) },
    });
  });

  it('takes a webhook whose Standard Webhooks signature verifies, refuses a forged one, and lists both', async () => {
    const body = JSON.stringify({
      type: 'purchase.linked',
      timestamp: new Date().toISOString(),
      data: { purchase: { id: 'AbCdEfGhIjKlMnOpQrStUvWx', status: 'LINKED' }, previousStatus: 'CREATED' },
    });
    const now = new Date();
    const signed = (id: string, payload: string) => ({
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, now, payload),
    });
    const good = await app.inject({
      method: 'POST',
      url: SHOP_WEBHOOK_PATH,
      headers: signed('msg_good', body),
      payload: body,
    });
    expect(good.statusCode).toBe(204);
    const forged = await app.inject({
      method: 'POST',
      url: SHOP_WEBHOOK_PATH,
      headers: signed('msg_forged', body),
      payload: body.replace('LINKED', 'LOAN_APPROVED'),
    });
    expect(forged.statusCode).toBe(401);
    const otherSecret = new Webhook(`whsec_${Buffer.alloc(32, 9).toString('base64')}`);
    const wrong = await app.inject({
      method: 'POST',
      url: SHOP_WEBHOOK_PATH,
      headers: {
        ...signed('msg_wrong', body),
        'webhook-signature': otherSecret.sign('msg_wrong', now, body),
      },
      payload: body,
    });
    expect(wrong.statusCode).toBe(401);

    const page = await app.inject({ method: 'GET', url: `${SHOP_SANDBOX_PATH}/orders` });
    const rows = [
      ...page.body.matchAll(
        /<li><strong><code>([^<]*)<\/code><\/strong> · <span class="(ok|error)">[^<]*<\/span>\s*<br><span class="small">[^<]*<code>([^<]*)<\/code>/g,
      ),
    ].map((match) => [match[1], match[3], match[2]]);
    expect(page.body).toContain('<code>AbCdEfGhIjKlMnOpQrStUvWx</code>, A vásárló megnyitotta a fizetést');
    expect(rows).toEqual([
      ['purchase.linked', 'msg_wrong', 'error'],
      ['purchase.linked', 'msg_forged', 'error'],
      ['purchase.linked', 'msg_good', 'ok'],
    ]);
  });
});

describe('a start that is not a demonstration', () => {
  it('has no demo shop', async () => {
    const t = await createTestApp({ config: { ...testConfig, demoMode: false } });
    try {
      for (const [method, url] of [
        ['GET', SHOP_SANDBOX_PATH],
        ['GET', `${SHOP_SANDBOX_PATH}/orders`],
        ['POST', `${SHOP_SANDBOX_PATH}/checkout`],
        ['POST', SHOP_WEBHOOK_PATH],
      ] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await t.app.close();
    }
  });
});
