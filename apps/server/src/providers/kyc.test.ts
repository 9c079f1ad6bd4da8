import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedKycCallback } from '../testing/identification.ts';
import { kycCallbackSignature, signKycCallback, verifySignedKycCallback } from './kyc.ts';

const secret = Buffer.from('a-shared-secret-of-at-least-32-characters');
const now = new Date('2026-03-02T10:00:00Z');
const at = Math.floor(now.getTime() / 1000);

const callback = verifiedKycCallback({
  eventId: 'evt_0123456789abcdef',
  providerReference: 'ref_0123456789',
  occurredAt: '2026-03-02T09:59:58.000Z',
});
const body = JSON.stringify(callback);

describe('signed KYC callbacks', () => {
  it('signs HMAC-SHA256 over "timestamp.body" as v1=<hex> and accepts it back', () => {
    const headers = signKycCallback(secret, at, body);
    expect(headers).toEqual({
      'content-type': 'application/json',
      'kyc-timestamp': String(at),
      'kyc-signature': `v1=${kycCallbackSignature(secret, at, body)}`,
    });
    expect(headers['kyc-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifySignedKycCallback(secret, Buffer.from(body), headers, now)).toEqual({ ok: true, callback });
  });

  it('accepts the timestamp up to 300 seconds either way and refuses it beyond', () => {
    for (const skew of [-300, 300]) {
      const headers = signKycCallback(secret, at + skew, body);
      expect(verifySignedKycCallback(secret, Buffer.from(body), headers, now).ok, String(skew)).toBe(true);
    }
    for (const skew of [-301, 301]) {
      const headers = signKycCallback(secret, at + skew, body);
      expect(verifySignedKycCallback(secret, Buffer.from(body), headers, now)).toEqual({
        ok: false,
        reason: 'TIMESTAMP',
      });
    }
  });

  it('takes any one of several signatures, so a vendor can rotate its secret', () => {
    const old = kycCallbackSignature(randomBytes(32), at, body);
    const current = kycCallbackSignature(secret, at, body);
    const headers = { 'kyc-timestamp': String(at), 'kyc-signature': `v1=${old}, v1=${current}` };
    expect(verifySignedKycCallback(secret, Buffer.from(body), headers, now).ok).toBe(true);
    const onlyOld = { 'kyc-timestamp': String(at), 'kyc-signature': `v1=${old}` };
    expect(verifySignedKycCallback(secret, Buffer.from(body), onlyOld, now)).toEqual({
      ok: false,
      reason: 'SIGNATURE',
    });
  });

  it.each([
    ['a missing timestamp', { 'kyc-signature': `v1=${'0'.repeat(64)}` }, 'SIGNATURE'],
    [
      'a timestamp that is not whole seconds',
      { 'kyc-timestamp': `${at}.5`, 'kyc-signature': 'v1=00' },
      'TIMESTAMP',
    ],
    [
      'a signature of another scheme',
      { 'kyc-timestamp': String(at), 'kyc-signature': `v2=${kycCallbackSignature(secret, at, body)}` },
      'SIGNATURE',
    ],
    ['a short signature', { 'kyc-timestamp': String(at), 'kyc-signature': 'v1=abcd' }, 'SIGNATURE'],
  ])('refuses %s', (_name, headers, reason) => {
    expect(verifySignedKycCallback(secret, Buffer.from(body), headers, now)).toEqual({ ok: false, reason });
  });

  it('parses the body only once the signature holds, and refuses a signed body that is not a callback', () => {
    const notACallback = JSON.stringify({
      ...callback,
      evidence: { ...callback.evidence, documentSha256: 'x' },
    });
    expect(
      verifySignedKycCallback(
        secret,
        Buffer.from(notACallback),
        signKycCallback(secret, at, notACallback),
        now,
      ),
    ).toEqual({ ok: false, reason: 'MALFORMED' });
    // Unsigned garbage is a signature failure, never a parse error that would tell what is wrong.
    expect(verifySignedKycCallback(secret, Buffer.from('{'), signKycCallback(secret, at, '}'), now)).toEqual({
      ok: false,
      reason: 'SIGNATURE',
    });
  });
});
