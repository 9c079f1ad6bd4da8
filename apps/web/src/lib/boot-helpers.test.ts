import { describe, expect, it, vi } from 'vitest';
import { readLandingQuery, saveLandingQuery } from './landing-query.ts';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazy-route.ts';
import { BOOT_RETRY_DELAY_MS, retryForever } from './retry.ts';

describe('boot loading retries every second until it succeeds (spec §8)', () => {
  it('retries after 1 s each time, and resolves with the first success', async () => {
    const sleep = vi.fn(async () => {});
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue('tokens');
    const onRetry = vi.fn();
    await expect(retryForever(load, { sleep, onRetry })).resolves.toBe('tokens');
    expect(load).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(BOOT_RETRY_DELAY_MS);
    expect(BOOT_RETRY_DELAY_MS).toBe(1000);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});

describe('retries that depend on a session', () => {
  it('gives up with the error as soon as shouldRetry says no', async () => {
    const sleep = vi.fn(async () => {});
    const gone = new Error('session gone');
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValue(gone);
    await expect(retryForever(load, { sleep, shouldRetry: (error) => error !== gone })).rejects.toBe(gone);
    expect(load).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });
});

describe('route chunks (spec §8-§9)', () => {
  it('fails a chunk that has not arrived in time with a chunk-load error', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => {}), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });

  it('wraps a failed import as a chunk-load error and passes a loaded one through', async () => {
    await expect(withChunkTimeout(() => Promise.reject(new TypeError('x')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    await expect(withChunkTimeout(() => Promise.resolve(42))).resolves.toBe(42);
  });

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/a.js'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [new Error('Cannot read properties of undefined'), false],
  ])('recognises %s as a load failure: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('landing query (spec §2)', () => {
  it('keeps campaign parameters for a later registration', () => {
    saveLandingQuery('?utm_source=hirlevel&partner=abc');
    expect(readLandingQuery().get('utm_source')).toBe('hirlevel');
    expect(readLandingQuery().get('partner')).toBe('abc');
  });

  it('an empty query does not wipe what was kept', () => {
    saveLandingQuery('?utm_source=hirlevel');
    saveLandingQuery('');
    expect(readLandingQuery().get('utm_source')).toBe('hirlevel');
  });
});
