import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, statementAcceptances, statements } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

/** Demo accounts for clicking through the embedded portal; never seeded on a shared database by default. */
export const demoAccounts = [
  {
    email: 'demo@hitelkapu.hu',
    phone: null,
    password: 'Demo-Hitelkapu-2026',
    hasSecondFactor: false,
    firstName: 'Demó',
    lastName: 'Dóra',
  },
  {
    email: null,
    phone: '+36 30 000 0001',
    password: 'Demo-Hitelkapu-2026',
    hasSecondFactor: true,
    firstName: 'Kétlépcsős',
    lastName: 'Kálmán',
  },
] as const;

export async function seedDemoData(db: Db): Promise<void> {
  const required = await db
    .select({ id: statements.id, version: statements.version })
    .from(statements)
    .where(
      and(
        eq(statements.kind, 'REGISTRATION'),
        eq(statements.isRequired, true),
        eq(statements.isActive, true),
      ),
    );
  for (const account of demoAccounts) {
    const existing = await db
      .select({ id: customers.id })
      .from(customers)
      .where(account.email ? eq(customers.email, account.email) : eq(customers.phone, account.phone ?? ''));
    if (existing.length > 0) continue;
    const now = new Date();
    await db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          email: account.email,
          phone: account.phone,
          passwordHash: await hashPassword(account.password),
          firstName: account.firstName,
          lastName: account.lastName,
          hasSecondFactor: account.hasSecondFactor,
          emailConfirmedAt: account.email ? now : null,
          phoneConfirmedAt: account.phone ? now : null,
        })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (!customer || required.length === 0) return;
      await tx.insert(statementAcceptances).values(
        required.map((s) => ({
          customerId: customer.id,
          statementId: s.id,
          statementVersion: s.version,
          channel: 'WEB' as const,
        })),
      );
    });
  }
}
