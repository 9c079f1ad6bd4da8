import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../testing/accounts.ts';
import { startTestApplication } from '../testing/application.ts';
import { applicationAtKycPreparation, startIdentification } from '../testing/identification.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('security headers', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let email: string;
  let applicationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const started = await startTestApplication(t.app, t.database.db);
    auth = started.customer.auth;
    email = started.customer.email;
    applicationId = started.application.id;
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('no answer that carries a token or personal data may be stored by a browser or proxy [ASVS V14.3.2]', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/login',
      payload: { channel: 'EMAIL', email, password: STRONG_PASSWORD },
      remoteAddress: '10.31.0.1',
    });
    expect(login.headers['x-auth-token']).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/profile',
      '/api/credit/my-loan-applications',
      `/api/credit/my-loan-application/${applicationId}`,
      '/api/drawer/user-documents',
      '/api/statements',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // An error answer too: it may name what was asked for.
    const missing = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('no page may be framed, and no device feature is open to the portal [ASVS V3.4.6]', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it('the identity capture page, and only it, may use the camera', async () => {
    const { customer, application } = await applicationAtKycPreparation(t.app, t.database.db);
    const started = await startIdentification(t.app, customer.auth, application.id);
    const redirectUrl = new URL(started.json<{ redirectUrl: string }>().redirectUrl);
    const page = await t.app.inject({ method: 'GET', url: redirectUrl.pathname });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['permissions-policy']);
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('microphone=()');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});
