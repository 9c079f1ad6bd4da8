import { describe, expect, it } from 'vitest';
import { endpointUrl } from './endpoint.ts';

describe('URLs built from untrusted values (ASVS 5.0)', () => {
  it('encodes every path parameter, so a value can neither leave its segment nor add a query or fragment [ASVS V1.2.2]', () => {
    const path = '/api/credit/my-loan-application/:id/documents/:documentId';
    expect(endpointUrl(path, { id: '../../admin', documentId: 'a?b=c#d' })).toBe(
      '/api/credit/my-loan-application/..%2F..%2Fadmin/documents/a%3Fb%3Dc%23d',
    );
    expect(endpointUrl(path, { id: 'javascript:alert(1)', documentId: '%2e%2e' })).toBe(
      '/api/credit/my-loan-application/javascript%3Aalert(1)/documents/%252e%252e',
    );
    expect(() => endpointUrl(path, { id: '1' })).toThrow(/documentId/);
  });
});
