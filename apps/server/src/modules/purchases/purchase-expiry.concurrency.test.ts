import type { MerchantPurchase } from '@hitelkapu/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseEvents, purchases } from '../../db/schema/index.ts';
import { createMerchantPurchase, createTestMerchant, issueMerchantKey } from '../../testing/purchases.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expireDuePurchases } from './purchase-lifecycle.ts';

describe('the purchase expiry worker on two instances at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('cancels each expired checkout once, and tells its shop once, whichever instance finds it', async () => {
    const key = (await issueMerchantKey(t.app, t.database.db, await createTestMerchant(t.database.db))).key;
    const created: MerchantPurchase[] = [];
    for (let i = 0; i < 12; i++) created.push(await createMerchantPurchase(t.app, key));
    const ids = created.map((purchase) => purchase.id);
    await t.database.db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(inArray(purchases.publicId, ids));

    // Two instances poll at the same moment, each until it finds nothing more.
    const instance = async () => {
      let expired = 0;
      for (
        let n = await expireDuePurchases(t.database.db);
        n > 0;
        n = await expireDuePurchases(t.database.db)
      )
        expired += n;
      return expired;
    };
    const [first, second] = await Promise.all([instance(), instance()]);
    expect((first ?? 0) + (second ?? 0)).toBe(ids.length);

    const rows = await t.database.db
      .select({ id: purchases.id, status: purchases.status })
      .from(purchases)
      .where(inArray(purchases.publicId, ids));
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'CANCELLED'));
    for (const row of rows) {
      const events = await t.database.db
        .select({ to: purchaseEvents.toStatus })
        .from(purchaseEvents)
        .where(eq(purchaseEvents.purchaseId, row.id));
      expect(events.filter((event) => event.to === 'CANCELLED')).toHaveLength(1);
    }
  });
});
