import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieConsents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('cookie consent log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('keeps every choice of a visitor in order, withdrawal included', async () => {
    const visitorId = 'AbCdEfGh12345678';
    for (const allowAnalytics of [true, false]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/consent/cookies',
        payload: { visitorId, allowAnalytics, policyVersion: 1 },
      });
      expect(res.statusCode).toBe(201);
    }
    const rows = await t.database.db
      .select()
      .from(cookieConsents)
      .where(eq(cookieConsents.visitorId, visitorId))
      .orderBy(cookieConsents.recordedAt);
    expect(rows.map((row) => [row.allowAnalytics, row.policyVersion, row.channel])).toEqual([
      [true, 1, 'WEB'],
      [false, 1, 'WEB'],
    ]);
  });

  it('refuses a malformed visitor id and a choice made on an old notice', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/consent/cookies',
      payload: { visitorId: 'x', allowAnalytics: true, policyVersion: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ visitorId: 'validation.regex' });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/consent/cookies',
      payload: { visitorId: 'AbCdEfGh12345679', allowAnalytics: true, policyVersion: 99 },
    });
    expect(old.statusCode).toBe(409);
  });
});
