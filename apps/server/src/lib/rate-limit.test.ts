import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../testing/test-app.ts';
import { createPostgresRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit.ts';

const rule = { name: 'test:rule', limit: 3, windowSeconds: 60 };

function behavesAsAFixedWindow(limiter: () => RateLimiter) {
  it('allows up to the limit in a window, refuses after, and says how long to wait', async () => {
    const subject = `s-${Math.random()}`;
    const now = new Date('2026-11-22T10:00:10Z');
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter().hit(rule, subject, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(50);
    expect((await limiter().peek(rule, subject, now)).count).toBe(4);
  });

  it('lets the subject in again in the next window (a limit never locks anyone out for good)', async () => {
    const subject = `s-${Math.random()}`;
    const now = new Date('2026-11-22T10:00:10Z');
    for (let i = 0; i < 4; i += 1) await limiter().hit(rule, subject, now);
    const next = await limiter().hit(rule, subject, new Date('2026-11-22T10:01:01Z'));
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });

  it('peeks into the window a given time falls in (a marker of the last window is still read)', async () => {
    const subject = `p-${Math.random()}`;
    const earlier = new Date('2026-11-22T10:00:10Z');
    const later = new Date('2026-11-22T10:01:20Z');
    await limiter().hit(rule, subject, earlier);
    await limiter().hit(rule, subject, earlier);
    expect((await limiter().peek(rule, subject, later)).count).toBe(0);
    expect((await limiter().peek(rule, subject, new Date(later.getTime() - 60_000))).count).toBe(2);
  });

  it('counts subjects separately and can be reset', async () => {
    const a = `a-${Math.random()}`;
    const b = `b-${Math.random()}`;
    const now = new Date('2026-11-22T10:00:10Z');
    for (let i = 0; i < 4; i += 1) await limiter().hit(rule, a, now);
    expect((await limiter().hit(rule, b, now)).allowed).toBe(true);
    await limiter().reset(rule, a);
    expect((await limiter().hit(rule, a, now)).count).toBe(1);
  });
}

describe('rate limits in PostgreSQL', () => {
  let database: Database;
  let limiter: RateLimiter;
  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = createPostgresRateLimiter(database.db);
  });
  afterAll(async () => {
    await database.close();
  });
  behavesAsAFixedWindow(() => limiter);
});

describe('rate limits in Redis', () => {
  let redis: Redis;
  let limiter: RateLimiter;
  beforeAll(async () => {
    redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
    await redis.connect();
    limiter = createRedisRateLimiter(redis, `hk-test:${Date.now()}:`);
  });
  afterAll(() => redis.disconnect());
  behavesAsAFixedWindow(() => limiter);
});
