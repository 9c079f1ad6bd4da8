/**
 * Configuration read on every request (products, regulatory figure rows and base rates,
 * question sets, flows with their field configurations, statements, portal switches), kept in
 * memory so a request reads only its customer's rows.
 *
 * The rule: whoever commits a change to configuration calls `invalidate('all')` after the
 * commit, and the next request of this instance reads it afresh. The staff editors do it; the
 * seed runs before the app exists. On PostgreSQL every other instance hears of it at once
 * (`createSharedConfigCache`: NOTIFY on the channel `hk_config_cache`, each instance LISTENs);
 * the TTL (30 s) stays the safety net for every writer nobody hears of (a change made in the
 * database by hand, a notification lost while an instance was reconnecting). `invalidate(key)`
 * drops one key and the keys under it (`offers` drops `offers:products:PERSONAL_LOAN`), for a
 * writer that knows exactly what it changed.
 *
 * What is cached is rows as stored, never a result of the clock: the regulatory figures keep
 * every base-rate row and the figures of the day are picked from them on each call, so a rate
 * entered ahead of time still takes over at midnight in Budapest.
 *
 * Values are frozen: a caller that changed one would change it for every later request.
 */
import type { Db } from '../db/client.ts';
import { type PgListenClient, postgresPoolOf } from './postgres-pool.ts';

export interface ConfigCache {
  /** The value under `key`, loaded by `load` when absent or older than the TTL. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops `key` and the keys under it (`key:...`), or everything. */
  invalidate(key: string | 'all'): void;
}

/** How long a value is served without a read, unless invalidated sooner. */
export const CONFIG_CACHE_TTL_MS = 30_000;

interface Entry {
  value: Promise<unknown>;
  loadedAt: number;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createConfigCache(options: { ttlMs?: number; now?: () => number } = {}): ConfigCache {
  const ttlMs = options.ttlMs ?? CONFIG_CACHE_TTL_MS;
  // A monotonic clock: the TTL does not jump with the wall clock (or a test's fake date).
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && now() - cached.loadedAt < ttlMs) return cached.value as Promise<T>;
      // One load for every request that misses at once; a failed load is not kept.
      const value = load().then(deepFreeze);
      const entry = { value, loadedAt: now() };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },

    invalidate(key: string | 'all'): void {
      if (key === 'all') {
        entries.clear();
        return;
      }
      for (const stored of [...entries.keys()]) {
        if (stored === key || stored.startsWith(`${key}:`)) entries.delete(stored);
      }
    },
  };
}

/** Reads straight from the database: for callers outside a running app (the seed, scripts). */
export const noConfigCache: ConfigCache = {
  read: (_key, load) => load(),
  invalidate: () => undefined,
};

/** The PostgreSQL channel on which instances tell each other what configuration changed. */
export const CONFIG_CACHE_CHANNEL = 'hk_config_cache';
/** How long an instance waits before it listens again after its connection was lost. */
const RELISTEN_DELAY_MS = 1_000;

export interface SharedConfigCache extends ConfigCache {
  /** Resolves once this instance listens (after a start or a reconnection). */
  listening(): Promise<void>;
  /** Stops listening; reads keep working, on the TTL alone. */
  close(): Promise<void>;
}

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * A configuration cache shared by the instances on one PostgreSQL database: `invalidate` drops
 * the keys here and tells the others (pg_notify), which drop them too as soon as they hear it,
 * so a staff member's save is served by every instance from the next request on. Each instance
 * listens on a connection of its own; when it is lost the instance drops everything (what it
 * missed is unknown) and listens again. On the embedded database (one process) it is the local
 * cache.
 */
export async function createSharedConfigCache(
  db: Db,
  options: { log: Logger; ttlMs?: number; now?: () => number },
): Promise<SharedConfigCache> {
  const local = createConfigCache(options);
  const pool = postgresPoolOf(db);
  if (!pool) {
    return { ...local, listening: () => Promise.resolve(), close: () => Promise.resolve() };
  }

  let closed = false;
  let client: PgListenClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  let ready: Promise<void> = Promise.resolve();

  const listen = async (): Promise<void> => {
    const next = new pool.Client(pool.options);
    // A lost connection: everything may have changed meanwhile, so everything is read afresh.
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      local.invalidate('all');
      next.end().catch(() => undefined);
      if (closed) return;
      options.log.warn({ err }, 'the configuration cache stopped hearing of changes; listening again');
      retry = setTimeout(() => {
        retry = null;
        ready = listen().catch(() => undefined);
      }, RELISTEN_DELAY_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CONFIG_CACHE_CHANNEL && message.payload) local.invalidate(message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CONFIG_CACHE_CHANNEL}`);
      // What changed before this instance listened is not known: read everything afresh.
      local.invalidate('all');
    } catch (err) {
      lost(err as Error);
    }
  };
  ready = listen();
  await ready;

  return {
    read: local.read,
    invalidate(key) {
      local.invalidate(key);
      // The others drop it when they hear; this one already has. A failed notification leaves
      // them on the TTL, which is all the sharing there was without it.
      pool.query('SELECT pg_notify($1, $2)', [CONFIG_CACHE_CHANNEL, key]).catch((err: unknown) => {
        options.log.warn({ err }, 'the other instances could not be told of a configuration change');
      });
    },
    listening: () => ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
