import { merchantPurchaseSchema } from '@hitelkapu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShopKey } from '../../seed/demo-shop.ts';
import { seedDemoMerchants } from '../../seed/merchants.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { demoShopKey, SHOP_SANDBOX_PATH } from './demo-shop.ts';
import { quantityField, shopProducts } from './shop-basket.ts';

/** The demo shop against the real merchant API of the same app, in-process. */
describe('the demo shop on the merchant API', () => {
  let t: TestApp;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  beforeAll(async () => {
    t = await createTestApp({ config: { demoMode: true } });
    await seedDemoMerchants(t.database.db);
    await seedDemoShopKey(t.database.db, t.keys);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const readPurchase = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/merchant-api/v1/purchases/${id}`,
      headers: { authorization: `Bearer ${demoShopKey(t.keys)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return merchantPurchaseSchema.parse(res.json());
  };

  it('shows each product with the lowest monthly payment the API offers for its price', async () => {
    const res = await t.app.inject({ method: 'GET', url: SHOP_SANDBOX_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/Áruhitellel havi [\d ]+ Ft-tól/g)).toHaveLength(shopProducts.length);
    expect(res.body).toContain('36 hónapra, THM ');
  });

  it('checks out: 303 to the checkout link, and the purchase exists with the basket', async () => {
    const page = await t.app.inject({ method: 'GET', url: SHOP_SANDBOX_PATH });
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.body)?.[1] ?? '';
    const [washer, vacuum] = shopProducts;
    if (!washer || !vacuum) throw new Error('no products');
    const payload = new URLSearchParams({
      idempotencyKey: hidden('idempotencyKey'),
      reference: hidden('reference'),
      [quantityField(washer.sku)]: '1',
      [quantityField(vacuum.sku)]: '2',
    }).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: `${SHOP_SANDBOX_PATH}/checkout`,
      headers: form,
      payload,
    });
    expect(res.statusCode, res.body).toBe(303);
    const location = String(res.headers.location);
    const id = /^http:\/\/portal\.test\/checkout\/([A-Za-z0-9]{24})$/.exec(location)?.[1];
    expect(id, location).toBeDefined();

    const purchase = await readPurchase(id ?? '');
    expect(purchase).toMatchObject({
      reference: hidden('reference'),
      mode: 'test',
      status: 'CREATED',
      totalAmount: washer.unitPrice + 2 * vacuum.unitPrice,
      checkoutUrl: location,
    });
    expect(purchase.lines.map((line) => [line.sku, line.quantity])).toEqual([
      [washer.sku, 1],
      [vacuum.sku, 2],
    ]);
    expect(purchase.returnUrls.approved).toBe(
      `http://portal.test/sandbox/shop/return?order=${hidden('reference')}&result=approved`,
    );

    // A double submit answers the same purchase.
    const again = await t.app.inject({
      method: 'POST',
      url: `${SHOP_SANDBOX_PATH}/checkout`,
      headers: form,
      payload,
    });
    expect(again.headers.location).toBe(location);

    // The return page reads the state from the API: still CREATED, whatever `result` says.
    const back = await t.app.inject({
      method: 'GET',
      url: `${SHOP_SANDBOX_PATH}/return?order=${hidden('reference')}&result=approved`,
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Létrehozva – a vásárló még nem nyitotta meg a fizetést');

    // Fulfil before approval: the API's 409, in its words.
    const fulfil = await t.app.inject({
      method: 'POST',
      url: `${SHOP_SANDBOX_PATH}/orders/${id}/fulfil`,
      headers: form,
      payload: new URLSearchParams({ idempotencyKey: 'f'.repeat(32) }).toString(),
    });
    expect(fulfil.statusCode).toBe(409);
    expect(fulfil.body).toMatch(/role="alert"><p>[^<]{10,}<\/p>/);
    expect((await readPurchase(id ?? '')).status).toBe('CREATED');

    // Cancel: the purchase is CANCELLED, and the orders page says so.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${SHOP_SANDBOX_PATH}/orders/${id}/cancel`,
      headers: form,
      payload: new URLSearchParams({ idempotencyKey: 'c'.repeat(32) }).toString(),
    });
    expect(cancel.statusCode, cancel.body).toBe(303);
    expect((await readPurchase(id ?? '')).status).toBe('CANCELLED');
    const orders = await t.app.inject({ method: 'GET', url: String(cancel.headers.location) });
    expect(orders.body).toContain('A rendelést törölte.');
    expect(orders.body).toContain('<span class="status">Törölve</span>');
  });

  it('shows the API refusal of a basket the credit does not finance', async () => {
    const [laptop] = shopProducts.filter((product) => product.unitPrice > 300_000);
    if (!laptop) throw new Error('no expensive product');
    const res = await t.app.inject({
      method: 'POST',
      url: `${SHOP_SANDBOX_PATH}/checkout`,
      headers: form,
      payload: new URLSearchParams({ [quantityField(laptop.sku)]: '10' }).toString(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Ezt a végösszeget az áruhitel nem finanszírozza');
  });
});
