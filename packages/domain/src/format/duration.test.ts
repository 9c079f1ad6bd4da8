import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0 perc'],
    [59, '0 perc'],
    [60, '1 perc'],
    [119, '1 perc'],
    [3600, '1 óra'],
    [3660, '1 óra 1 perc'],
    [86400, '1 nap'],
    [86460, '1 nap 1 perc'],
    [90000, '1 nap 1 óra'],
    [93784, '1 nap 2 óra 3 perc'],
    [-30, '0 perc'],
    [Number.NaN, '0 perc'],
  ])('formatDuration(%s) -> %j', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
