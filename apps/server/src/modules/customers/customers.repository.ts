import { and, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * The customer read every signed-in call makes (the session check), as a statement prepared
 * once: the query is built once, and PostgreSQL parses it once per connection.
 */
export function prepareCustomerById(db: Db): (id: string) => Promise<CustomerRow | null> {
  const statement = db
    .select()
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('customer_by_id');
  return async (id) => (await statement.execute({ id }))[0] ?? null;
}

const acceptanceColumns = {
  statementId: statementAcceptances.statementId,
  identifier: statements.identifier,
  version: statementAcceptances.statementVersion,
  title: statements.title,
  acceptedAt: statementAcceptances.acceptedAt,
  channel: statementAcceptances.channel,
};

type AcceptanceRecord = { [K in keyof typeof acceptanceColumns]: (typeof acceptanceColumns)[K]['_']['data'] };

const acceptanceAnswer = (rows: AcceptanceRecord[]) =>
  rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt.toISOString() }));

/** A customer's statement acceptances (the profile shows them), as a statement prepared once. */
export function prepareAcceptanceList(db: Db) {
  const statement = db
    .select(acceptanceColumns)
    .from(statementAcceptances)
    .innerJoin(statements, eq(statements.id, statementAcceptances.statementId))
    .where(eq(statementAcceptances.customerId, sql.placeholder('customerId')))
    .orderBy(statementAcceptances.acceptedAt)
    .prepare('acceptances_of_customer');
  return async (customerId: string) => acceptanceAnswer(await statement.execute({ customerId }));
}

export async function listAcceptances(db: Pick<Db, 'select'>, customerId: string) {
  const rows = await db
    .select(acceptanceColumns)
    .from(statementAcceptances)
    .innerJoin(statements, eq(statements.id, statementAcceptances.statementId))
    .where(eq(statementAcceptances.customerId, customerId))
    .orderBy(statementAcceptances.acceptedAt);
  return acceptanceAnswer(rows);
}
