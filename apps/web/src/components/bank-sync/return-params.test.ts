import { describe, expect, it } from 'vitest';
import { readBankSyncReturn, withoutBankSyncReturn } from './return-params.ts';

const id = '0b8f2a4e-5c1d-4e8a-9f3b-2d7c6a1e9b40';

describe('the return from the provider', () => {
  it('names the sync and no error when the customer finished at the bank', () => {
    expect(readBankSyncReturn(`?bankSync=${id}&consentId=abc&status=valid`)).toEqual({
      id,
      error: null,
      description: null,
    });
  });

  it('carries the error and its description when the bank page sent one', () => {
    expect(
      readBankSyncReturn(
        `?bankSync=${id}&status=rejected&error=access_denied&error_description=Elutas%C3%ADtva`,
      ),
    ).toEqual({ id, error: 'access_denied', description: 'Elutasítva' });
    expect(readBankSyncReturn(`?bankSync=${id}&ref=${id}&error=UserCancelledSession&details=x`)).toEqual({
      id,
      error: 'UserCancelledSession',
      description: 'x',
    });
  });

  it('ignores an address without a well-formed sync id', () => {
    expect(readBankSyncReturn('?error=access_denied')).toBeNull();
    expect(readBankSyncReturn('?bankSync=../../etc')).toBeNull();
  });

  it('clips what a hostile page could stuff into the parameters', () => {
    const long = 'a'.repeat(5000);
    const read = readBankSyncReturn(`?bankSync=${id}&error=${long}&error_description=${long}`);
    expect(read?.error).toHaveLength(100);
    expect(read?.description).toHaveLength(500);
  });

  it('removes the return parameters and keeps the rest', () => {
    expect(withoutBankSyncReturn(`?bankSync=${id}&status=valid&consentId=c&step=2`)).toBe('?step=2');
    expect(withoutBankSyncReturn(`?bankSync=${id}&error=x`)).toBe('');
  });
});
