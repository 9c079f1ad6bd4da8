import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantCategories, merchants } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDatabase } from './index.ts';
import { DEMO_SHOP_MERCHANT_ID, demoMerchantCategories, demoMerchants } from './merchants.ts';

describe('merchants seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('seeds no shop on a database without demo data', async () => {
    await seedDatabase(t.database.db, { demo: false });
    expect(await t.database.db.select().from(merchants)).toEqual([]);
    expect(await t.database.db.select().from(merchantCategories)).toEqual([]);
  });

  it('seeds the demo shops once and keeps a shop someone changed', async () => {
    await seedDatabase(t.database.db, { demo: true });
    await t.database.db
      .update(merchants)
      .set({ city: 'Hódmezővásárhely' })
      .where(eq(merchants.id, DEMO_SHOP_MERCHANT_ID));
    await seedDatabase(t.database.db, { demo: true });
    const rows = await t.database.db.select().from(merchants);
    expect(rows).toHaveLength(demoMerchants.length);
    expect(await t.database.db.select().from(merchantCategories)).toHaveLength(demoMerchantCategories.length);
    expect(rows.find((row) => row.id === DEMO_SHOP_MERCHANT_ID)?.city).toBe('Hódmezővásárhely');
    // Every shop's categories exist.
    const categoryIds = new Set(demoMerchantCategories.map((category) => category.id));
    for (const row of rows)
      for (const id of row.categoryIds) expect(categoryIds.has(id), `${row.name}: ${id}`).toBe(true);
  });
});
