import { describe, expect, it } from 'vitest';
import { randomId } from './random-id.ts';

describe('randomId', () => {
  it.each([
    [undefined, 16],
    [0, 0],
    [1, 1],
    [32, 32],
    [70_000, 70_000],
  ])('randomId(%s) has %s alphanumeric characters', (length, expected) => {
    const id = randomId(length);
    expect(id).toHaveLength(expected);
    expect(id).toMatch(/^[A-Za-z0-9]*$/);
  });

  it('draws from the whole alphabet', () => {
    const seen = new Set(randomId(20_000));
    expect(seen.size).toBe(62);
  });

  it('does not repeat', () => {
    expect(randomId()).not.toBe(randomId());
  });

  it.each([[-1], [1.5], [Number.NaN]])('rejects length %s', (length) => {
    expect(() => randomId(length)).toThrow(RangeError);
  });
});
