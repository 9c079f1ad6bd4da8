import { describe, expect, it } from 'vitest';
import { createConfigCache } from './config-cache.ts';

/** A stand-in for a configuration table: what a read returns, and how many reads reached it. */
function table<T>(value: T) {
  const state = { value, reads: 0 };
  return {
    state,
    load: async () => {
      state.reads += 1;
      return structuredClone(state.value);
    },
  };
}

describe('the configuration cache', () => {
  it('answers a second read from memory, and reads the stored value afresh after invalidate', async () => {
    const cache = createConfigCache();
    const products = table({ name: 'Személyi Kölcsön' });
    expect(await cache.read('offers:products', products.load)).toEqual({ name: 'Személyi Kölcsön' });
    products.state.value = { name: 'Személyi Kölcsön Plusz' };
    expect(await cache.read('offers:products', products.load)).toEqual({ name: 'Személyi Kölcsön' });

    cache.invalidate('all');
    expect(await cache.read('offers:products', products.load)).toEqual({ name: 'Személyi Kölcsön Plusz' });
    expect(products.state.reads).toBe(2);
  });

  it('drops a key and the keys under it, and leaves the others', async () => {
    const cache = createConfigCache();
    const loans = table(['PERSONAL_LOAN']);
    const settings = table({ minAmount: 300_000 });
    const statements = table(['khr']);
    await cache.read('offers:products:PERSONAL_LOAN', loans.load);
    await cache.read('offers:settings', settings.load);
    await cache.read('statements:CALCULATION', statements.load);

    cache.invalidate('offers');
    await cache.read('offers:products:PERSONAL_LOAN', loans.load);
    await cache.read('offers:settings', settings.load);
    await cache.read('statements:CALCULATION', statements.load);
    expect([loans.state.reads, settings.state.reads, statements.state.reads]).toEqual([2, 2, 1]);
  });

  it('reads again once the TTL has passed, so another instance’s change is seen within it', async () => {
    let now = 0;
    const cache = createConfigCache({ ttlMs: 30_000, now: () => now });
    const figures = table({ baseRatePercent: 6.25 });
    await cache.read('regulatory:base-rates', figures.load);
    figures.state.value = { baseRatePercent: 5.9 };
    now = 29_999;
    expect(await cache.read('regulatory:base-rates', figures.load)).toEqual({ baseRatePercent: 6.25 });
    now = 30_000;
    expect(await cache.read('regulatory:base-rates', figures.load)).toEqual({ baseRatePercent: 5.9 });
  });

  it('makes one read for requests that miss together, and keeps no failed read', async () => {
    const cache = createConfigCache();
    const flows = table({ id: 'szemelyi-kolcson' });
    const [first, second] = await Promise.all([
      cache.read('flows:szemelyi-kolcson', flows.load),
      cache.read('flows:szemelyi-kolcson', flows.load),
    ]);
    expect(first).toBe(second);
    expect(flows.state.reads).toBe(1);

    await expect(
      cache.read('portal:configs', async () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    expect(await cache.read('portal:configs', async () => ['bank_sync_enabled'])).toEqual([
      'bank_sync_enabled',
    ]);
  });

  it('hands out frozen values, so no request can change what the next one reads', async () => {
    const cache = createConfigCache();
    const products = await cache.read('offers:products', async () => [
      { id: 1, rateBands: [{ rate: 11.9 }] },
    ]);
    expect(() => {
      (products[0]?.rateBands as { rate: number }[])[0] = { rate: 0 };
    }).toThrow(TypeError);
    expect(await cache.read('offers:products', async () => [])).toEqual([
      { id: 1, rateBands: [{ rate: 11.9 }] },
    ]);
  });

  it('does not keep a read that was under way when the cache was invalidated', async () => {
    const cache = createConfigCache();
    let release: (value: string) => void = () => undefined;
    const slow = cache.read('questions', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('questions');
    release('before the edit');
    expect(await slow).toBe('before the edit');
    expect(await cache.read('questions', async () => 'after the edit')).toBe('after the edit');
  });
});
