import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../db/schema/index.ts';
import { createSecretBox, secretsKeyFor } from '../lib/secret-box.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { loginStaff } from '../testing/staff.ts';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app.ts';
import { seedDatabase } from './index.ts';
import { DEMO_STAFF_TOTP_SECRET, demoStaffAccount, demoStaffAccounts } from './staff.ts';

describe('staff accounts in the seed', () => {
  let t: TestApp;
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email, password } });
  const secretBox = () => createSecretBox(secretsKeyFor(testConfig, t.keys));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('adds no staff account to a database without demo data or configuration', async () => {
    expect(await t.database.db.select().from(staffUsers)).toHaveLength(0);
  });

  it('adds the configured account, once, and never sets back a changed password', async () => {
    const configured = { email: 'vezeto@bank.hu', password: 'Konfiguralt-Jelszo-2026' };
    await seedDatabase(t.database.db, { demo: false, staff: configured });
    await seedDatabase(t.database.db, { demo: false, staff: configured });
    const rows = await t.database.db.select().from(staffUsers).where(eq(staffUsers.email, configured.email));
    expect(rows).toHaveLength(1);
    // The configured account administers the others, and sets up its authenticator at first login.
    expect(rows[0]?.roles).toEqual(['ADMIN']);
    const first = await login(configured.email, configured.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ step: 'ENROL' });

    await t.database.db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword('Sajat-Uj-Jelszo-2026') })
      .where(eq(staffUsers.email, configured.email));
    await seedDatabase(t.database.db, { demo: false, staff: configured });
    expect((await login(configured.email, configured.password)).statusCode).toBe(401);
    expect((await login(configured.email, 'Sajat-Uj-Jelszo-2026')).statusCode).toBe(200);
  });

  it('a demo database gets one staff member per role, who log in with the published authenticator', async () => {
    await seedDatabase(t.database.db, { demo: true, secretBox: secretBox() });
    await seedDatabase(t.database.db, { demo: true, secretBox: secretBox() });
    for (const account of demoStaffAccounts) {
      const rows = await t.database.db.select().from(staffUsers).where(eq(staffUsers.email, account.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.roles).toEqual(account.roles);
    }
    const session = await loginStaff(t.app, { ...demoStaffAccount, totpSecret: DEMO_STAFF_TOTP_SECRET });
    expect(session.staff).toMatchObject({
      email: 'ugyintezo@hitelkapu.hu',
      name: 'Demó Ügyintéző',
      roles: ['REVIEWER'],
    });
  });
});
