import type { StaffRole, StaffUser } from '@hitelkapu/domain';
import { and, arrayContains, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { normalizeStaffEmail, type StaffRow } from './staff.repository.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** What an administrator sees of an account: never the password hash or an authenticator secret. */
export function toStaffUser(row: StaffRow): StaffUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    hasAuthenticator: row.totpSecretSealed !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStaffRows(db: Pick<Db, 'select'>): Promise<StaffRow[]> {
  return db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.email));
}

/** The account, locked for the rest of the transaction; null when there is none. */
export async function lockStaffRow(tx: Executor, id: string): Promise<StaffRow | null> {
  const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  return row ?? null;
}

/**
 * The enabled administrators, locked: two administrators taking ADMIN from each other at
 * the same moment wait for one another, so the second sees the first one's change.
 */
export async function lockEnabledAdminIds(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(arrayContains(staffUsers.roles, ['ADMIN']), isNull(staffUsers.disabledAt)))
    .orderBy(asc(staffUsers.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Adds an account; null when the address is taken. */
export async function insertStaffRow(
  tx: Executor,
  values: { email: string; name: string; passwordHash: string; roles: StaffRole[] },
): Promise<StaffRow | null> {
  const [row] = await tx
    .insert(staffUsers)
    .values({ ...values, email: normalizeStaffEmail(values.email) })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  return row ?? null;
}

export async function updateStaffRow(
  tx: Executor,
  id: string,
  values: Partial<Pick<StaffRow, 'roles' | 'disabledAt' | 'totpSecretSealed' | 'totpPendingSealed'>>,
): Promise<StaffRow> {
  const [row] = await tx.update(staffUsers).set(values).where(eq(staffUsers.id, id)).returning();
  if (!row) throw new Error(`staff user ${id} is gone`);
  return row;
}
