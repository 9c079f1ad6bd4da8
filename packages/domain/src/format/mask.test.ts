import { describe, expect, it } from 'vitest';
import { maskTarget } from './mask.ts';

describe('maskTarget', () => {
  it('keeps the first letter and the domain of an email address', () => {
    expect(maskTarget('kovacs.anna@pelda.hu')).toBe('k***@pelda.hu');
  });

  it('keeps the area code and the last two digits of a Hungarian mobile number', () => {
    expect(maskTarget('+36 20 123 4567')).toBe('+36 20 *** **67');
  });
});
