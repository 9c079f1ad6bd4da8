import type { StaffRole } from '@hitelkapu/domain';
import type { Db } from '../db/client.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { findStaffByEmail, insertStaffIfMissing, setTotpSecret } from '../modules/staff/staff.repository.ts';
import { totpSecretContext } from '../modules/staff/staff-accounts.service.ts';
import { DEMO_STAFF_TOTP_SECRET } from '../modules/staff-authenticator-sandbox/authenticator-sandbox.routes.ts';

export interface StaffSeedAccount {
  email: string;
  password: string;
  name: string;
  roles: StaffRole[];
}

export { DEMO_STAFF_TOTP_SECRET };

/** The staff of the embedded demo, one per role; never seeded on a shared database by default. */
export const demoStaffAccounts: readonly StaffSeedAccount[] = [
  {
    email: 'ugyintezo@hitelkapu.hu',
    password: 'Demo-Ugyintezo-2026',
    name: 'Demó Ügyintéző',
    roles: ['REVIEWER'],
  },
  {
    email: 'vezeto@hitelkapu.hu',
    password: 'Demo-Vezeto-2026',
    name: 'Demó Vezető Ügyintéző',
    roles: ['SENIOR_REVIEWER'],
  },
  {
    email: 'konfigurator@hitelkapu.hu',
    password: 'Demo-Konfigurator-2026',
    name: 'Demó Konfigurátor',
    roles: ['CONFIGURATOR'],
  },
  {
    email: 'admin@hitelkapu.hu',
    password: 'Demo-Admin-2026',
    name: 'Demó Adminisztrátor',
    roles: ['ADMIN'],
  },
];
export const demoStaffAccount = demoStaffAccounts[0] as StaffSeedAccount;

/**
 * Adds the staff accounts that are missing. An existing account is left exactly as it is,
 * so a password its owner has changed is never set back; safe on every start and from
 * several instances at once (the unique address decides).
 */
export async function seedStaffAccounts(
  db: Db,
  accounts: readonly StaffSeedAccount[],
  /** With a secret box, new accounts get this authenticator secret (the demo's). */
  authenticator?: { secretBox: SecretBox; secret: string },
): Promise<void> {
  for (const account of accounts) {
    // Checked first so a restart does not pay for a password hash it would throw away.
    if (await findStaffByEmail(db, account.email)) continue;
    const added = await insertStaffIfMissing(db, {
      email: account.email,
      name: account.name,
      roles: account.roles,
      passwordHash: await hashPassword(account.password),
    });
    const row = added && authenticator ? await findStaffByEmail(db, account.email) : null;
    if (row && authenticator)
      await setTotpSecret(
        db,
        row.id,
        authenticator.secretBox.seal(authenticator.secret, totpSecretContext(row.id)),
      );
  }
}
