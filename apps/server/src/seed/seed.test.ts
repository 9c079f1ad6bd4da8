import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { demoAccounts, seedDemoData } from './demo.ts';
import { seedDatabase } from './index.ts';

describe('seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('is idempotent: seeding again adds no duplicate account, flag or statement', async () => {
    await seedDatabase(t.database.db, { demo: true });
    await seedDatabase(t.database.db, { demo: true });
    await seedDemoData(t.database.db);
    const rows = await t.database.db.select().from(customers);
    expect(rows).toHaveLength(demoAccounts.length);
    const statements = await t.app.inject({
      method: 'GET',
      url: '/api/administration/registration-acceptance',
    });
    expect(statements.json()).toHaveLength(3);
  });

  it('the demo accounts can log in: one directly, one with a second factor', async () => {
    const [plain, twoFactor] = demoAccounts;
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/login',
      payload: { channel: 'EMAIL', email: plain.email, password: plain.password },
    });
    expect(direct.json()).toEqual({ outcome: 'LOGIN_OK' });
    const withCode = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/login',
      payload: { channel: 'PHONE', phone: twoFactor.phone, password: twoFactor.password },
    });
    expect(withCode.json().secondFactorResponse).toMatchObject({ channel: 'SMS' });
  });
});
