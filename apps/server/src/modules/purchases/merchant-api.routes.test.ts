import type { FinancingOptions, MerchantPurchase } from '@hitelkapu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMerchantPurchase,
  createTestMerchant,
  exampleBasket,
  issueMerchantKey,
} from '../../testing/purchases.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const PURCHASES = '/merchant-api/v1/purchases';

describe('the merchant API', () => {
  let t: TestApp;
  let liveKey: string;
  let testKey: string;
  let otherKey: string;
  const as = (key: string, idempotencyKey: string | null = crypto.randomUUID()) => ({
    authorization: `Bearer ${key}`,
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  });

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await createTestMerchant(t.database.db);
    liveKey = (await issueMerchantKey(t.app, t.database.db, shop, 'live')).key;
    testKey = (await issueMerchantKey(t.app, t.database.db, shop, 'test')).key;
    otherKey = (await issueMerchantKey(t.app, t.database.db, await createTestMerchant(t.database.db))).key;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });
  const get = (url: string, key: string) => t.app.inject({ method: 'GET', url, headers: as(key, null) });

  it('refuses a missing, malformed, unknown or revoked-looking key with 401 in the error shape', async () => {
    for (const authorization of [
      undefined,
      'Bearer nope',
      `Bearer hkm_live_${'a'.repeat(40)}`,
      `Bearer hkd_${'a'.repeat(40)}`,
      liveKey,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: PURCHASES,
        headers: { 'idempotency-key': 'k', ...(authorization ? { authorization } : {}) },
        payload: exampleBasket(),
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', messageKey: expect.any(String) });
    }
  });

  it('creates a purchase: CREATED, the basket in whole forints, an unguessable checkout link, the history', async () => {
    const basket = exampleBasket();
    const res = await post(PURCHASES, as(liveKey), basket);
    expect(res.statusCode, res.body).toBe(201);
    const purchase = res.json<MerchantPurchase>();
    expect(purchase).toMatchObject({
      reference: basket.reference,
      mode: 'live',
      status: 'CREATED',
      currency: 'HUF',
      totalAmount: 259_980,
      refundedAmount: 0,
      fulfilledAt: null,
    });
    expect(purchase.id).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(purchase.checkoutUrl).toMatch(new RegExp(`/checkout/${purchase.id}$`));
    expect(purchase.lines.map((line) => line.amount)).toEqual([189_990, 69_990]);
    expect(purchase.events.map((event) => event.status)).toEqual(['CREATED']);
    // Expires after the default day.
    const hours = (Date.parse(purchase.expiresAt) - Date.parse(purchase.createdAt)) / 3_600_000;
    expect(Math.round(hours)).toBe(24);
  });

  it('answers a retry with the same Idempotency-Key with the first purchase and status; another body under that key is a 409', async () => {
    const key = crypto.randomUUID();
    const basket = exampleBasket();
    const first = await post(PURCHASES, as(liveKey, key), basket);
    const again = await post(PURCHASES, as(liveKey, key), basket);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<MerchantPurchase>().id).toBe(first.json<MerchantPurchase>().id);
    const reused = await post(PURCHASES, as(liveKey, key), {
      ...basket,
      totalAmount: 189_990,
      lines: [basket.lines[0]],
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().messageKey).toBe('errors.purchase.idempotencyKeyReused');
  });

  it('makes one purchase of concurrent tries under one Idempotency-Key [ASVS V2.3.4]', async () => {
    const key = crypto.randomUUID();
    const basket = exampleBasket();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(PURCHASES, as(liveKey, key), basket)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((res) => res.json<MerchantPurchase>().id)).size).toBe(1);
  });

  it('refuses a POST without an Idempotency-Key (400), a basket whose lines do not add up (422) and a total the credit does not finance (422) [ASVS V2.2.3]', async () => {
    const missing = await post(PURCHASES, as(liveKey, null), exampleBasket());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('Idempotency-Key');

    const mismatch = await post(PURCHASES, as(liveKey), exampleBasket({ totalAmount: 259_981 }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      messageKey: 'errors.purchase.basketSumMismatch',
      fieldErrors: { lines: 'errors.purchase.basketSumMismatch' },
    });
    expect(mismatch.json().message).toContain('259 980');

    const small = await post(
      PURCHASES,
      as(liveKey),
      exampleBasket({ totalAmount: 4_990, lines: [{ name: 'Elem', quantity: 1, unitPrice: 4_990 }] }),
    );
    expect(small.statusCode).toBe(422);
    expect(small.json().messageKey).toBe('errors.purchase.amountNotFinanced');

    const fractional = await post(
      PURCHASES,
      as(liveKey),
      exampleBasket({ totalAmount: 100_000, lines: [{ name: 'Tétel', quantity: 1, unitPrice: 99_999.5 }] }),
    );
    expect(fractional.statusCode).toBe(400);
  });

  it('refuses a second purchase under an order number already used (409)', async () => {
    const basket = exampleBasket();
    await createMerchantPurchase(t.app, liveKey, basket);
    const res = await post(PURCHASES, as(liveKey), basket);
    expect(res.statusCode).toBe(409);
    expect(res.json().messageKey).toBe('errors.purchase.referenceReused');
  });

  it("shows another shop's purchase, and one of the other mode, as not existing (404)", async () => {
    const purchase = await createMerchantPurchase(t.app, liveKey);
    expect((await get(`${PURCHASES}/${purchase.id}`, liveKey)).statusCode).toBe(200);
    for (const key of [otherKey, testKey]) {
      expect((await get(`${PURCHASES}/${purchase.id}`, key)).statusCode).toBe(404);
      expect((await post(`${PURCHASES}/${purchase.id}/cancel`, as(key))).statusCode).toBe(404);
    }
    expect((await get(`${PURCHASES}/${purchase.id}`, liveKey)).json<MerchantPurchase>().status).toBe(
      'CREATED',
    );
  });

  it('refuses to fulfil or refund before the credit is approved (409); a cancel ends the purchase and repeats harmlessly', async () => {
    const purchase = await createMerchantPurchase(t.app, liveKey);
    const fulfil = await post(`${PURCHASES}/${purchase.id}/fulfil`, as(liveKey));
    expect(fulfil.statusCode).toBe(409);
    expect(fulfil.json().messageKey).toBe('errors.purchase.notApprovedYet');
    const refund = await post(`${PURCHASES}/${purchase.id}/refunds`, as(liveKey), { amount: 1000 });
    expect(refund.statusCode).toBe(409);

    const cancelled = await post(`${PURCHASES}/${purchase.id}/cancel`, as(liveKey));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<MerchantPurchase>().status).toBe('CANCELLED');
    const again = await post(`${PURCHASES}/${purchase.id}/cancel`, as(liveKey));
    expect(again.json<MerchantPurchase>().status).toBe('CANCELLED');
    expect(again.json<MerchantPurchase>().events.map((event) => event.status)).toEqual([
      'CREATED',
      'CANCELLED',
    ]);
  });

  it('gives a calculator the terms under the áruhitel THM cap, and none for an amount it does not finance', async () => {
    const res = await get('/merchant-api/v1/financing-options?amount=259980', liveKey);
    expect(res.statusCode).toBe(200);
    const financing = res.json<FinancingOptions>();
    expect(financing.options.length).toBeGreaterThan(2);
    for (const option of financing.options) {
      expect(option.quote.amount).toBe(259_980);
      expect(option.quote.months).toBe(option.months);
      expect(option.quote.thm).toBeLessThanOrEqual(financing.thmCap);
      expect(option.quote.totalRepayable).toBeGreaterThanOrEqual(259_980);
    }
    const none = await get('/merchant-api/v1/financing-options?amount=1000', liveKey);
    expect(none.json<FinancingOptions>().options).toEqual([]);
    expect((await get('/merchant-api/v1/financing-options?amount=-5', liveKey)).statusCode).toBe(400);
  });

  it('rotates a key: the new one works, the old one keeps working for its hour', async () => {
    const shop = await createTestMerchant(t.database.db);
    const old = (await issueMerchantKey(t.app, t.database.db, shop, 'test')).key;
    const res = await post('/merchant-api/v1/api-keys/rotate', as(old));
    expect(res.statusCode, res.body).toBe(201);
    const rotated = res.json<{ key: string; mode: string; replacedKeyExpiresAt: string }>();
    expect(rotated.key).toMatch(/^hkm_test_[A-Za-z0-9]{40}$/);
    expect(rotated.mode).toBe('test');
    expect(Date.parse(rotated.replacedKeyExpiresAt) - Date.now()).toBeGreaterThan(50 * 60_000);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await post(PURCHASES, as(rotated.key), exampleBasket())).statusCode).toBe(201);
    expect((await post(PURCHASES, as(old), exampleBasket())).statusCode).toBe(201);
  });

  it('lets only staff issue keys, for a shop that exists', async () => {
    const shop = await createTestMerchant(t.database.db);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/staff/merchants/${shop}/api-keys`,
      payload: { mode: 'live' },
    });
    expect(anonymous.statusCode).toBe(401);
    await expect(issueMerchantKey(t.app, t.database.db, crypto.randomUUID())).rejects.toThrow(/404/);
  });
});
