import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preliminaryDrafts } from '../../db/schema/index.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runRetentionRound } from './retention.ts';

const DAY = 86_400_000;
const draft = { step: 1, type: 'MANUAL' as const, amount: 1_000_000, duration: 36, answers: {} };

describe('the retention worker on two instances at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('deletes what is due once between them: the instance without the lock does nothing', async () => {
    const customerIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const customer = await createConfirmedCustomer(t.app, t.database.db, { ip: `10.68.0.${i + 1}` });
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth });
      customerIds.push(profile.json<{ id: string }>().id);
    }
    await t.database.db
      .insert(preliminaryDrafts)
      .values(
        customerIds.map((customerId) => ({ customerId, draft, updatedAt: new Date(Date.now() - 40 * DAY) })),
      );

    const rounds = await Promise.all([runRetentionRound(t.database.db), runRetentionRound(t.database.db)]);
    // One ran; the other either waited its turn and found nothing or saw the lock taken (null).
    const ran = rounds.filter((round) => round !== null);
    expect(ran.length).toBeGreaterThanOrEqual(1);
    expect(ran.reduce((total, round) => total + (round?.drafts ?? 0), 0)).toBe(customerIds.length);
    const left = await t.database.db
      .select()
      .from(preliminaryDrafts)
      .where(inArray(preliminaryDrafts.customerId, customerIds));
    expect(left).toEqual([]);
  });
});
