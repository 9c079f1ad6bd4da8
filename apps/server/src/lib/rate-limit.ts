import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

export interface RateLimitRule {
  /** What is counted, e.g. `login:ip`; the subject is appended. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every instance: in PostgreSQL by default, in Redis when
 * REDIS_URL is set. A window always ends, so a limit slows an attacker but never locks the
 * real customer out for good.
 */
export interface RateLimiter {
  hit(rule: RateLimitRule, subject: string, now?: Date): Promise<RateLimitResult>;
  /** Reads without counting, e.g. to refuse before doing expensive work. */
  peek(rule: RateLimitRule, subject: string, now?: Date): Promise<RateLimitResult>;
  reset(rule: RateLimitRule, subject: string): Promise<void>;
}

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`;

export function createPostgresRateLimiter(db: Db): RateLimiter {
  const windowStartSql = (rule: RateLimitRule, now: Date) =>
    sql`to_timestamp(floor(extract(epoch from ${now.toISOString()}::timestamptz) / ${rule.windowSeconds}) * ${rule.windowSeconds})`;
  const result = (rule: RateLimitRule, count: number, windowStart: Date, now: Date): RateLimitResult => ({
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
    ),
  });
  return {
    async hit(rule, subject, now = new Date()) {
      const start = windowStartSql(rule, now);
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key: keyOf(rule, subject), windowStart: start, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`case when ${rateLimitBuckets.windowStart} = excluded.window_start then ${rateLimitBuckets.count} + 1 else 1 end`,
            windowStart: sql`excluded.window_start`,
          },
        })
        .returning({ count: rateLimitBuckets.count, windowStart: rateLimitBuckets.windowStart });
      if (!row) throw new Error('rate limit upsert returned no row');
      return result(rule, row.count, row.windowStart, now);
    },
    async peek(rule, subject, now = new Date()) {
      const rows = await db
        .select({ count: rateLimitBuckets.count, windowStart: rateLimitBuckets.windowStart })
        .from(rateLimitBuckets)
        .where(
          sql`${rateLimitBuckets.key} = ${keyOf(rule, subject)} and ${rateLimitBuckets.windowStart} = ${windowStartSql(rule, now)}`,
        );
      const row = rows[0];
      return row
        ? result(rule, row.count, row.windowStart, now)
        : { allowed: true, count: 0, retryAfterSeconds: 0 };
    },
    async reset(rule, subject) {
      await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${keyOf(rule, subject)}`);
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = 'hk:rl:'): RateLimiter {
  const windowKey = (rule: RateLimitRule, subject: string, now: Date) => {
    const window = Math.floor(now.getTime() / 1000 / rule.windowSeconds);
    return {
      key: `${prefix}${keyOf(rule, subject)}:${window}`,
      endsAt: (window + 1) * rule.windowSeconds * 1000,
    };
  };
  const result = (rule: RateLimitRule, count: number, endsAt: number, now: Date): RateLimitResult => ({
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  });
  return {
    async hit(rule, subject, now = new Date()) {
      const { key, endsAt } = windowKey(rule, subject, now);
      const [[, count]] = (await redis
        .multi()
        .incr(key)
        .expire(key, rule.windowSeconds + 1)
        .exec()) as [[unknown, number]];
      return result(rule, count, endsAt, now);
    },
    async peek(rule, subject, now = new Date()) {
      const { key, endsAt } = windowKey(rule, subject, now);
      const count = Number((await redis.get(key)) ?? 0);
      return result(rule, count, endsAt, now);
    },
    async reset(rule, subject) {
      const keys = await redis.keys(`${prefix}${keyOf(rule, subject)}:*`);
      if (keys.length > 0) await redis.del(...keys);
    },
  };
}

/** Counts one attempt and refuses with 429 (and Retry-After) when the window is full. */
export async function enforceLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const outcome = await limiter.hit(rule, subject);
  if (!outcome.allowed) throw new AppError('RATE_LIMITED', undefined, undefined, outcome.retryAfterSeconds);
}
