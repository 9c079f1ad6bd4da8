import type { Statement } from '@hitelkapu/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { statementAcceptances, statements } from '../../db/schema/index.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';

const columns = {
  id: statements.id,
  identifier: statements.identifier,
  version: statements.version,
  kind: statements.kind,
  title: statements.title,
  summary: statements.summary,
  body: statements.body,
  isRequired: statements.isRequired,
};

/** The active statements of a kind, newest version of each identifier only; cached under `statements:<kind>`. */
export async function findActiveStatements(
  db: Db,
  kind: Statement['kind'],
  cache: ConfigCache = noConfigCache,
): Promise<Statement[]> {
  return cache.read(`statements:${kind}`, async () => {
    const rows = await db
      .select(columns)
      .from(statements)
      .where(and(eq(statements.kind, kind), eq(statements.isActive, true)))
      .orderBy(statements.identifier, desc(statements.version));
    const newest = new Map<string, Statement>();
    for (const row of rows) if (!newest.has(row.identifier)) newest.set(row.identifier, row);
    return [...newest.values()];
  });
}

/** Which of the given statements the customer accepted, as `id:version` pairs. */
export async function findAcceptedVersions(
  db: Db,
  customerId: string,
  statementIds: readonly number[],
): Promise<Set<string>> {
  if (statementIds.length === 0) return new Set();
  const rows = await db
    .select({ id: statementAcceptances.statementId, version: statementAcceptances.statementVersion })
    .from(statementAcceptances)
    .where(
      and(
        eq(statementAcceptances.customerId, customerId),
        inArray(statementAcceptances.statementId, [...statementIds]),
      ),
    );
  return new Set(rows.map((row) => `${row.id}:${row.version}`));
}

export async function findStatementById(
  db: Db,
  id: number,
): Promise<(Statement & { isActive: boolean }) | null> {
  const [row] = await db
    .select({ ...columns, isActive: statements.isActive })
    .from(statements)
    .where(eq(statements.id, id));
  return row ?? null;
}

export interface AcceptanceRecord {
  statementId: number;
  version: number;
  acceptedAt: string;
}

export async function findAcceptance(
  db: Db,
  customerId: string,
  statementId: number,
  version: number,
): Promise<AcceptanceRecord | null> {
  const [row] = await db
    .select({ acceptedAt: statementAcceptances.acceptedAt })
    .from(statementAcceptances)
    .where(
      and(
        eq(statementAcceptances.customerId, customerId),
        eq(statementAcceptances.statementId, statementId),
        eq(statementAcceptances.statementVersion, version),
      ),
    )
    .orderBy(asc(statementAcceptances.acceptedAt))
    .limit(1);
  return row ? { statementId, version, acceptedAt: row.acceptedAt.toISOString() } : null;
}

export async function recordAcceptance(
  db: Db,
  values: { customerId: string; statementId: number; version: number; channel: 'WEB' | 'LEASING' },
): Promise<AcceptanceRecord> {
  const [row] = await db
    .insert(statementAcceptances)
    .values({
      customerId: values.customerId,
      statementId: values.statementId,
      statementVersion: values.version,
      channel: values.channel,
    })
    .returning({ acceptedAt: statementAcceptances.acceptedAt });
  if (!row) throw new Error('insert returned no row');
  return {
    statementId: values.statementId,
    version: values.version,
    acceptedAt: row.acceptedAt.toISOString(),
  };
}
