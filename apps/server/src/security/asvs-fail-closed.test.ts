import { describe, expect, it } from 'vitest';
import { createConfirmedCustomer } from '../testing/accounts.ts';
import { createTestApp } from '../testing/test-app.ts';

describe('failing closed (ASVS 5.0)', () => {
  it('with the database gone, a valid session opens nothing and a right password gets no session [ASVS V16.5.3]', async () => {
    const t = await createTestApp();
    const customer = await createConfirmedCustomer(t.app, t.database.db, { ip: '10.79.0.1' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth })).statusCode,
    ).toBe(200);

    await t.database.close();
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth });
    expect(profile.statusCode).toBeGreaterThanOrEqual(400);
    expect(profile.body).not.toContain(customer.email);
    expect(profile.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/login',
      remoteAddress: '10.79.0.1',
      payload: { channel: 'EMAIL', email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.headers['x-auth-token']).toBeUndefined();
    expect(login.body).not.toMatch(/stack|at .*\.ts:\d+/);
    await t.app.close();
  }, 180_000);
});
