import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, statementAcceptances, statements } from '../../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findCustomerById(db: Executor, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export async function findCustomerByContact(
  db: Executor,
  contact: { channel: 'EMAIL' | 'PHONE'; email?: string | undefined; phone?: string | undefined },
): Promise<CustomerRow | null> {
  const where =
    contact.channel === 'EMAIL'
      ? eq(customers.email, normalizeEmail(contact.email ?? ''))
      : eq(customers.phone, contact.phone ?? '');
  const [row] = await db.select().from(customers).where(where);
  return row ?? null;
}

export async function updateCustomer(
  db: Executor,
  id: string,
  values: Partial<typeof customers.$inferInsert>,
) {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw new Error('customer vanished during update');
  return row;
}

/**
 * Updates the customer only while their status is one of `statuses`, so a status read earlier
 * cannot be overtaken by a parallel request; null when the status has moved on.
 */
export async function updateCustomerInStatus(
  db: Executor,
  id: string,
  statuses: readonly string[],
  values: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow | null> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customers.id, id), inArray(customers.status, [...statuses])))
    .returning();
  return row ?? null;
}

/** Ends every session issued so far: tokens from before the next second are refused. */
export async function revokeSessions(db: Executor, id: string, nowSeconds = Math.floor(Date.now() / 1000)) {
  return updateCustomer(db, id, { sessionsValidAfter: nowSeconds + 1 });
}

export async function listAcceptances(db: Pick<Db, 'select'>, customerId: string) {
  const rows = await db
    .select({
      statementId: statementAcceptances.statementId,
      identifier: statements.identifier,
      version: statementAcceptances.statementVersion,
      title: statements.title,
      acceptedAt: statementAcceptances.acceptedAt,
      channel: statementAcceptances.channel,
    })
    .from(statementAcceptances)
    .innerJoin(statements, eq(statements.id, statementAcceptances.statementId))
    .where(and(eq(statementAcceptances.customerId, customerId)))
    .orderBy(statementAcceptances.acceptedAt);
  return rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt.toISOString() }));
}
