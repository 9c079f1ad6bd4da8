import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('one error shape for the whole API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      addRoutes: (app) =>
        app.get('/api/test/explode', async () => {
          throw new Error('secret connection string postgres://admin:hunter2@db');
        }),
    });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers an unknown /api path with 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'A keresett adat nem található.',
      messageKey: 'errors.NOT_FOUND',
    });
  });

  it('refuses a body that is not JSON with 415 [ASVS V3.5.2]', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/call-me-back-public',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Kiss',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/call-me-back-public',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/call-me-back-public',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides internals on a 500 [ASVS V16.5.1]', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      message: 'Váratlan hiba történt. Próbálja újra néhány perc múlva.',
      messageKey: 'errors.INTERNAL',
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('Error');
  });

  it('sends a request id and security headers with a same-origin content policy [ASVS V3.4.3 V3.4.4]', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reuses a well-formed caller request id but not an injected one [ASVS V16.4.1]', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(ok.headers['x-request-id']).toBe('abc-12345678');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x\nforged log line' },
    });
    expect(bad.headers['x-request-id']).not.toContain('forged');
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/call-me-back-public', '/api/tokens/public/{lang}', '/api/health']),
    );
  });
});
