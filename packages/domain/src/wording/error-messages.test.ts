import { describe, expect, it } from 'vitest';
import { errorCodes } from '../contracts/error.ts';
import { errorMessageKey, errorMessagesHu, fillErrorMessage } from './error-messages.ts';

describe('error wording catalogue', () => {
  it('words every error code', () => {
    for (const code of errorCodes) expect(errorMessagesHu[errorMessageKey(code)]).toMatch(/\.$/);
  });

  it('fills placeholders from the values and leaves an unknown one visible', () => {
    const key = Object.keys(errorMessagesHu).find((k) =>
      errorMessagesHu[k as keyof typeof errorMessagesHu].includes('{{'),
    ) as keyof typeof errorMessagesHu | undefined;
    if (!key) return expect(fillErrorMessage('errors.NOT_FOUND')).toBe('A keresett adat nem található.');
    const name = /\{\{(\w+)\}\}/.exec(errorMessagesHu[key])?.[1] as string;
    expect(fillErrorMessage(key, { [name]: 7 })).not.toContain(`{{${name}}}`);
    expect(fillErrorMessage(key, { [name]: 7 })).toContain('7');
    expect(fillErrorMessage(key)).toContain(`{{${name}}}`);
  });

  it('writes sentences a person can act on: capitalised, ending with a full stop, no stray spaces', () => {
    for (const [key, text] of Object.entries(errorMessagesHu)) {
      expect(text, key).toMatch(/^[A-ZÁÉÍÓÖŐÚÜŰ{]/);
      expect(text, key).toMatch(/[.!]$/);
      expect(text, key).not.toMatch(/\s{2}|\s$/);
    }
  });
});
