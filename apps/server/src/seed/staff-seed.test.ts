import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDatabase } from './index.ts';
import { demoStaffAccount } from './staff.ts';

describe('staff accounts in the seed', () => {
  let t: TestApp;
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email, password } });

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
    expect(rows[0]?.role).toBe('staff');
    expect((await login(configured.email, configured.password)).statusCode).toBe(200);

    await t.database.db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword('Sajat-Uj-Jelszo-2026') })
      .where(eq(staffUsers.email, configured.email));
    await seedDatabase(t.database.db, { demo: false, staff: configured });
    expect((await login(configured.email, configured.password)).statusCode).toBe(401);
    expect((await login(configured.email, 'Sajat-Uj-Jelszo-2026')).statusCode).toBe(200);
  });

  it('a demo database gets the demo reviewer, who can log in', async () => {
    await seedDatabase(t.database.db, { demo: true });
    await seedDatabase(t.database.db, { demo: true });
    const rows = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, demoStaffAccount.email));
    expect(rows).toHaveLength(1);
    const res = await login('ugyintezo@hitelkapu.hu', 'Demo-Ugyintezo-2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().staff).toMatchObject({ email: 'ugyintezo@hitelkapu.hu', name: 'Demó Ügyintéző' });
  });
});
