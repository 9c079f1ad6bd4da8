import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { findStaffByEmail, insertStaffIfMissing } from '../modules/staff/staff.repository.ts';

export interface StaffSeedAccount {
  email: string;
  password: string;
  name: string;
}

/** The reviewer of the embedded demo; never seeded on a shared database by default. */
export const demoStaffAccount: StaffSeedAccount = {
  email: 'ugyintezo@hitelkapu.hu',
  password: 'Demo-Ugyintezo-2026',
  name: 'Demó Ügyintéző',
};

/**
 * Adds the staff accounts that are missing. An existing account is left exactly as it is,
 * so a password its owner has changed is never set back; safe on every start and from
 * several instances at once (the unique address decides).
 */
export async function seedStaffAccounts(db: Db, accounts: readonly StaffSeedAccount[]): Promise<void> {
  for (const account of accounts) {
    // Checked first so a restart does not pay for a password hash it would throw away.
    if (await findStaffByEmail(db, account.email)) continue;
    await insertStaffIfMissing(db, {
      email: account.email,
      name: account.name,
      passwordHash: await hashPassword(account.password),
    });
  }
}
