import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionTokens, sessionSettings } from '../lib/session-tokens.ts';
import { createConfirmedCustomer } from '../testing/accounts.ts';
import { startTestApplication } from '../testing/application.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The six kinds of input that once answered 500: each is refused at the edge with a 4xx in
 * the one error shape, before a query runs.
 */
describe('malformed input is refused at the edge, never a 5xx', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let applicationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const started = await startTestApplication(t.app, t.database.db);
    auth = started.customer.auth;
    applicationId = started.application.id;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const expectRefused = (res: { statusCode: number; json: () => unknown }, status = 400) => {
    expect(res.statusCode).toBe(status);
    const body = res.json() as { code: string; message: string };
    expect(typeof body.code).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    return body;
  };

  it.each([
    ['/api/bulwark/customer/auth/complete-login', { tokenId: 'not-a-uuid-at-all', code: '123456' }, false],
    [
      '/api/bulwark/customer/auth/complete-registration',
      { tokenId: 'not-a-uuid-at-all', code: '123456' },
      false,
    ],
    ['/api/bulwark/customer/auth/resend-two-factor', { tokenId: 'not-a-uuid-at-all' }, false],
    [
      '/api/bulwark/customer/auth/change-password',
      { tokenId: 'not-a-uuid-at-all', code: '123456', password: 'Tavaszi-szel-2027' },
      false,
    ],
    ['/api/bulwark/customer/auth/confirm-phone', { tokenId: 'not-a-uuid-at-all', code: '123456' }, true],
  ])('a tokenId that is not a UUID: %s', async (url, payload, needsSession) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: needsSession ? auth : {} });
    const body = expectRefused(res);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('a correctly signed token whose subject is not a UUID is no session', async () => {
    const tokens = createSessionTokens(t.keys, sessionSettings(15, 12));
    const token = await tokens.issue(
      { id: 'not-a-customer-id', firstName: null, email: null, phone: null, partnerId: null },
      0,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expectRefused(res, 401).code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['PUT', '/api/profile/update', { firstName: 'Anna\u0000' }],
    ['PATCH', '/api/customer/email-confirm', { offerId: 'x\u0000' }],
    ['POST', '/api/call-me-back-public', { name: 'Kiss\u0000Anna', phone: '+36 30 123 4567' }],
  ])('a NUL character in a JSON string: %s %s', async (method, url, payload) => {
    const res = await t.app.inject({ method: method as 'PUT', url, payload, headers: auth });
    const body = expectRefused(res);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('a NUL character in a path or a query, public or not [ASVS V2.2.1]', async () => {
    for (const url of [
      '/api/administration/ui-config/portal/CREDIT%00',
      '/api/administration/preliminary/questions/szemelyi%00kolcson',
      `/api/credit/loan-application/${applicationId}%00/identification/start`,
      `/api/credit/loan-application/${applicationId}/document-signing/start%00`,
      '/api/administration/offer-data?ids=1%00',
    ]) {
      const method = url.includes('/start') ? 'POST' : 'GET';
      const res = await t.app.inject({
        method,
        url,
        headers: auth,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json<{ code: string }>().code, url).toBeTruthy();
    }
  });

  it('a broken percent-escape answers in the error shape, not the router’s own', async () => {
    for (const url of ['/api/tokens/public/%E0%A4%A', '/api/administration/ui-config/portal/%zz']) {
      const body = expectRefused(await t.app.inject({ method: 'GET', url }));
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(body)).not.toContain('FST_');
    }
  });

  it('a statementId above 2^31-1 is a validation error, public call or not [ASVS V1.4.2]', async () => {
    const big = 2 ** 31;
    const calls = [
      { url: '/api/statement/accept', payload: { statementId: big, version: 1 }, headers: auth },
      {
        url: '/api/call-me-back',
        payload: { preferredTime: 'MORNING', accepted: true, statementId: big, statementVersion: 1 },
        headers: auth,
      },
      {
        url: '/api/call-me-back-public',
        payload: {
          name: 'Kiss Anna',
          phone: '+36 30 123 4567',
          preferredTime: 'MORNING',
          accepted: true,
          statementId: big,
          statementVersion: 1,
        },
        headers: {},
      },
    ];
    for (const call of calls) {
      const body = expectRefused(await t.app.inject({ method: 'POST', ...call }));
      expect(body.code, call.url).toBe('VALIDATION_FAILED');
      expect(body, call.url).toHaveProperty('fieldErrors.statementId');
    }
  });

  it('a multipart upload without a boundary is refused in the error shape', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/credit/loan-application/${applicationId}/document`,
      headers: { ...auth, 'content-type': 'multipart/form-data' },
      payload: 'anything at all',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<{ code: string }>().code).toBeTruthy();
  });

  it('another customer’s session cannot be used through a forged subject either [ASVS V8.2.2 V8.3.1]', async () => {
    const other = await createConfirmedCustomer(t.app, t.database.db);
    const tokens = createSessionTokens(t.keys, sessionSettings(15, 12));
    const token = await tokens.issue(
      { id: `${applicationId}'--`, firstName: null, email: other.email, phone: null, partnerId: null },
      0,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/credit/my-loan-applications',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('gives every operation a unique operationId, a summary and the error answers it can give', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          { operationId?: string; summary?: string; security?: unknown[]; responses: Record<string, unknown> }
        >
      >;
    };
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(op.operationId as string), `${where} repeats ${op.operationId}`).toBe(false);
        ids.add(op.operationId as string);
        expect(op.summary?.length ?? 0, where).toBeGreaterThan(5);
        expect(op.responses, where).toHaveProperty('500');
        if ((op.security?.length ?? 0) > 0) expect(op.responses, where).toHaveProperty('401');
        if (['post', 'put', 'patch'].includes(method)) {
          expect(op.responses, where).toHaveProperty('413');
          expect(op.responses, where).toHaveProperty('415');
          expect(op.responses, where).toHaveProperty('400');
        }
      }
    }
    expect(ids.size).toBeGreaterThan(80);
  });
});
