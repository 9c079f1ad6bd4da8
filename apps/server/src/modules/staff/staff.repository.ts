import type { StaffMember, StaffRole } from '@hitelkapu/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
export type StaffRow = typeof staffUsers.$inferSelect;

export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toStaffMember(row: StaffRow): StaffMember {
  return { id: row.id, name: row.name, email: row.email, roles: row.roles };
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
  values: {
    email: string;
    name: string;
    passwordHash: string;
    roles: StaffRole[];
    /** An authenticator secret already set up (sealed): the demo's accounts and tests. */
    totpSecretSealed?: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(staffUsers)
    .values({ ...values, email: normalizeStaffEmail(values.email) })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** Keeps a secret shown at the first login until its first code confirms it. */
export async function setPendingTotpSecret(db: Executor, id: string, sealed: string): Promise<void> {
  await db.update(staffUsers).set({ totpPendingSealed: sealed }).where(eq(staffUsers.id, id));
}

/**
 * Takes the step of an accepted code, once: only when it is later than the last one taken, so
 * a code seen over a shoulder or used twice at once opens one session. Confirming a first
 * code makes the pending secret the account's. False when the step was taken already.
 */
export async function takeTotpStep(
  db: Executor,
  id: string,
  step: number,
  confirmsPending: boolean,
): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({
      totpLastStep: step,
      ...(confirmsPending
        ? { totpSecretSealed: sql`${staffUsers.totpPendingSealed}`, totpPendingSealed: null }
        : {}),
    })
    .where(and(eq(staffUsers.id, id), lt(staffUsers.totpLastStep, step)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** Sets an account's authenticator secret (sealed) outright: the demo's seeded accounts. */
export async function setTotpSecret(db: Executor, id: string, sealed: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ totpSecretSealed: sealed, totpPendingSealed: null })
    .where(eq(staffUsers.id, id));
}
