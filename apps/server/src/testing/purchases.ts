import type { MerchantApiKeyCreated, MerchantPurchase, MerchantPurchaseCreate } from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { merchants } from '../db/schema/index.ts';
import { createStaffMember, loginStaff } from './staff.ts';

let shops = 0;

/** A shop row as the catalogue keeps it. */
export async function createTestMerchant(db: Db, name = `Teszt Műszaki ${++shops}`): Promise<string> {
  const [row] = await db
    .insert(merchants)
    .values({
      name,
      tagline: 'Háztartási gépek és szórakoztató elektronika',
      description: 'Mosógépek, hűtők, porszívók.',
      howToBuy: 'A pénztárban válassza a Hitelkapu áruhitelt.',
      categoryIds: ['muszaki-cikk'],
      websiteUrl: 'https://teszt-muszaki.example',
      city: 'Kecskemét',
      address: '6000 Kecskemét, Fő utca 1.',
      phone: '+36 76 555 0100',
      email: 'bolt@teszt-muszaki.example',
    })
    .returning({ id: merchants.id });
  if (!row) throw new Error('merchant insert returned no row');
  return row.id;
}

/** Staff issue the shop a key of the mode through the API; the key as shown once. */
export async function issueMerchantKey(
  app: FastifyInstance,
  db: Db,
  merchantId: string,
  mode: 'test' | 'live' = 'live',
): Promise<MerchantApiKeyCreated> {
  const staff = await loginStaff(app, await createStaffMember(db, { roles: ['ADMIN'] }));
  const res = await app.inject({
    method: 'POST',
    url: `/api/staff/merchants/${merchantId}/api-keys`,
    headers: staff.auth,
    payload: { mode },
  });
  if (res.statusCode !== 201) throw new Error(`issuing a merchant key failed: ${res.statusCode} ${res.body}`);
  return res.json<MerchantApiKeyCreated>();
}

let orders = 0;

/** A two-line basket of 259 980 Ft with the shop's return addresses. */
export const exampleBasket = (overrides: Partial<MerchantPurchaseCreate> = {}): MerchantPurchaseCreate => ({
  reference: `R-${Date.now()}-${++orders}`,
  totalAmount: 259_980,
  lines: [
    { name: 'Elöltöltős mosógép 8 kg', quantity: 1, unitPrice: 189_990, sku: 'MG-8' },
    { name: 'Álló porszívó', quantity: 1, unitPrice: 69_990 },
  ],
  returnUrls: {
    approved: 'https://teszt-muszaki.example/rendeles/kesz',
    pending: 'https://teszt-muszaki.example/rendeles/fuggoben',
    cancelled: 'https://teszt-muszaki.example/kosar',
  },
  ...overrides,
});

/** The shop creates a purchase through the merchant API. */
export async function createMerchantPurchase(
  app: FastifyInstance,
  key: string,
  basket: MerchantPurchaseCreate = exampleBasket(),
): Promise<MerchantPurchase> {
  const res = await app.inject({
    method: 'POST',
    url: '/merchant-api/v1/purchases',
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': crypto.randomUUID() },
    payload: basket,
  });
  if (res.statusCode !== 201) throw new Error(`creating a purchase failed: ${res.statusCode} ${res.body}`);
  return res.json<MerchantPurchase>();
}
