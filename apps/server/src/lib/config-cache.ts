/**
 * Configuration read on every request (products, regulatory figure rows and base rates,
 * question sets, flows with their field configurations, statements, portal switches), kept in
 * memory so a request reads only its customer's rows.
 *
 * The rule: whoever commits a change to configuration calls `invalidate('all')` after the
 * commit, and the next request of this instance reads it afresh. The staff editors (the
 * regulatory figures service today) do it; the seed runs before the app exists. Other
 * instances catch up within the TTL (30 s), the safety net for every writer this instance
 * does not hear of. `invalidate(key)` drops one key and the keys under it (`offers` drops
 * `offers:products:PERSONAL_LOAN`), for a writer that knows exactly what it changed.
 *
 * What is cached is rows as stored, never a result of the clock: the regulatory figures keep
 * every base-rate row and the figures of the day are picked from them on each call, so a rate
 * entered ahead of time still takes over at midnight in Budapest.
 *
 * Values are frozen: a caller that changed one would change it for every later request.
 */
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
