import { describe, expect, it } from 'vitest';
import { errorCodes } from '../contracts/error.ts';
import { errorMessageKey, errorMessagesHu, fillErrorMessage } from './error-messages.ts';

describe('error wording catalogue', () => {
  it('words every error code', () => {
    for (const code of errorCodes) expect(errorMessagesHu[errorMessageKey(code)]).toMatch(/\.$/);
  });

  it('fills placeholders from the values and leaves an unknown one visible', () => {
    expect(fillErrorMessage('errors.document.tooMany', { maxFiles: 4 })).toBe(
      'Ehhez a dokumentumhoz legfeljebb 4 fájlt tölthet fel. Ha valamelyik hibás, előbb törölje azt.',
    );
    expect(fillErrorMessage('errors.document.tooMany', { other: 4 })).toContain(
      'legfeljebb {{maxFiles}} fájlt',
    );
    expect(fillErrorMessage('errors.document.tooMany')).toContain('legfeljebb {{maxFiles}} fájlt');
    expect(fillErrorMessage('errors.application.knockedOut', { explanation: 'Ezt nem tehetjük.' })).toBe(
      'Ezt nem tehetjük.',
    );
  });

  it('writes sentences a person can act on: capitalised, ending with a full stop, no stray spaces', () => {
    for (const [key, text] of Object.entries(errorMessagesHu)) {
      // A wording that is only a value (a knock-out explanation of the configured flow) is the value's.
      if (/^\{\{\w+\}\}$/.test(text)) continue;
      expect(text, key).toMatch(/^[A-ZÁÉÍÓÖŐÚÜŰ{]/);
      expect(text, key).toMatch(/[.!]$/);
      expect(text, key).not.toMatch(/\s{2}|\s$/);
    }
  });
});
