import { merchantCategorySchema, merchantSchema, merchantSummarySchema } from '@hitelkapu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { merchants } from '../../db/schema/index.ts';
import { DEMO_SHOP_MERCHANT_ID, demoMerchants, seedDemoMerchants } from '../../seed/merchants.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { searchableText } from './merchants.service.ts';

const UNLISTED_ID = '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3eff';
const UNKNOWN_ID = '0b9c5e1d-2f4a-4c6b-8d7e-9f0a1b2c3d4e';

describe('merchants catalogue', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoMerchants(t.database.db);
    // A shop that sells through the API but is not in the catalogue.
    await t.database.db.insert(merchants).values({
      id: UNLISTED_ID,
      name: 'Rejtett Divat Kft.',
      tagline: 'Csak a saját webáruházában árul, műszaki cikket is.',
      description: 'Nem szerepel a katalógusban.',
      howToBuy: 'A webáruházában.',
      categoryIds: ['divat', 'muszaki-cikk'],
      websiteUrl: 'https://www.rejtett-divat.pelda.hu',
      city: 'Szolnok',
      address: '5000 Szolnok, Ady Endre út 1.',
      listed: 0,
    });
    ({ auth } = await createConfirmedCustomer(t.app, t.database.db));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const list = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/merchants/customer${query}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return z.array(merchantSummarySchema).parse(res.json());
  };
  const names = async (query = '') => (await list(query)).map((shop) => shop.name);

  it('answers 401 to every call without a session', async () => {
    for (const url of [
      '/api/merchant/merchant-categories/customer',
      '/api/merchant/merchants/customer',
      `/api/merchant/merchant/customer/${DEMO_SHOP_MERCHANT_ID}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('lists the listed shops in Hungarian alphabetical order, with the point-of-sale credit figures', async () => {
    const shops = await list();
    // É sorts with E (before K), not after Z as a byte order would put it.
    expect(shops.map((shop) => shop.name)).toEqual([
      'Alba Háztartási Gépek',
      'Bakony Sport',
      'Bitkert Számítástechnika',
      'Ékes Otthon Lakberendezés',
      'Kétkerék Kerékpárszalon',
      'Mecsekalja Bútorház',
      'Rábapart Divatház',
      'Tiszapart Műszaki Áruház',
      'Tisztánlátó Optika',
      'Zöldlomb Kert és Barkács',
    ]);
    expect(shops).toHaveLength(demoMerchants.length);
    for (const shop of shops)
      expect(shop).toMatchObject({ minAmount: 30_000, maxAmount: 3_000_000, maxMonths: 36 });
  });

  it('filters by category', async () => {
    expect(await names('?categoryId=otthon-butor')).toEqual([
      'Alba Háztartási Gépek',
      'Ékes Otthon Lakberendezés',
      'Mecsekalja Bútorház',
    ]);
    expect(await names('?categoryId=nincs-ilyen')).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/merchants/customer?categoryId=Nem%20j%C3%B3',
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('searches the name and the tagline ignoring case and accents', async () => {
    expect(await names('?search=muszaki')).toEqual(['Tiszapart Műszaki Áruház']);
    expect(await names(`?search=${encodeURIComponent('MŰSZAKI')}`)).toEqual(['Tiszapart Műszaki Áruház']);
    // "laptopok" is in two taglines.
    expect(await names('?search=laptop')).toEqual(['Bitkert Számítástechnika', 'Tiszapart Műszaki Áruház']);
    expect(await names(`?search=${encodeURIComponent('  kerekpar ')}`)).toEqual(['Kétkerék Kerékpárszalon']);
    expect(await names('?search=kerekpar&categoryId=divat')).toEqual([]);
    expect(await names('?search=nincs%20ilyen%20bolt')).toEqual([]);
  });

  it('counts the listed shops of every category', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/merchant-categories/customer',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const categories = z.array(merchantCategorySchema).parse(res.json());
    const counts = Object.fromEntries(categories.map((category) => [category.id, category.merchantCount]));
    // The unlisted shop is in divat and muszaki-cikk, and counts in neither.
    expect(counts).toEqual({
      'muszaki-cikk': 3,
      szamitastechnika: 2,
      'otthon-butor': 3,
      'kert-barkacs': 1,
      'sport-szabadido': 2,
      kerekpar: 1,
      divat: 1,
      'egeszseg-optika': 1,
    });
    expect(categories[0]).toMatchObject({ id: 'muszaki-cikk', name: 'Műszaki cikk és elektronika' });
  });

  it('shows one shop with its description, and says the demo shop is a demonstration', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/merchant/customer/${DEMO_SHOP_MERCHANT_ID}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const shop = merchantSchema.parse(res.json());
    expect(shop).toMatchObject({
      name: 'Tiszapart Műszaki Áruház',
      websiteUrl: '/sandbox/shop',
      city: 'Szeged',
      maxMonths: 36,
    });
    expect(shop.description).toMatch(/^Bemutató webáruház/);
    expect(shop.phone).toMatch(/^\+36 \d{1,2} \d{3} \d{4}$/);
  });

  it('answers 404 for an unknown or unlisted shop, 400 for an id that is not one', async () => {
    for (const id of [UNKNOWN_ID, UNLISTED_ID]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/merchant/merchant/customer/${id}`,
        headers: auth,
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.merchants.notFound' });
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/merchant/customer/12',
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('gives every demo shop a town, a +36 phone and a web address that is clearly not a real one', () => {
    for (const shop of demoMerchants) {
      expect(shop.phone, shop.name).toMatch(/^\+36 \d{1,2} \d{3} \d{4}$/);
      if (shop.id !== DEMO_SHOP_MERCHANT_ID)
        expect(shop.websiteUrl, shop.name).toMatch(/^https:\/\/www\.[a-z-]+\.pelda\.hu$/);
      expect(shop.email, shop.name).toMatch(/@[a-z-]+\.pelda\.hu$/);
    }
  });
});

describe('searchable text', () => {
  it('drops accents and case, both short and long Hungarian vowels', () => {
    expect(searchableText('ÁRVÍZTŰRŐ Tükörfúrógép')).toBe('arvizturo tukorfurogep');
    expect(searchableText('  Műszaki   cikk ')).toBe('muszaki cikk');
  });
});
