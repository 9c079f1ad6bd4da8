import type { StaffMember } from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
export type StaffRow = typeof staffUsers.$inferSelect;

export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toStaffMember(row: StaffRow): StaffMember {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normalizeStaffEmail(email)));
  return row ?? null;
}

export async function findStaffById(db: Executor, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row ?? null;
}

/** Ends every token issued so far: tokens from before the next second are refused. */
export async function revokeStaffSessions(
  db: Executor,
  id: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<void> {
  await db
    .update(staffUsers)
    .set({ sessionsValidAfter: nowSeconds + 1 })
    .where(eq(staffUsers.id, id));
}

/**
 * Adds a staff account unless one with the address exists; an existing account (and a
 * password its owner has changed) is never touched. True when the account was added.
 */
export async function insertStaffIfMissing(
  db: Executor,
  values: { email: string; name: string; passwordHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(staffUsers)
    .values({ ...values, email: normalizeStaffEmail(values.email) })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}
