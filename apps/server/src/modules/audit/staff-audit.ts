import type { StaffAuditEntry } from '@hitelkapu/domain';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAuditLog, staffUsers } from '../../db/schema/index.ts';

type Writer = Pick<Db, 'insert'>;

/** Who acted, from where: every staff action names both. */
export interface StaffActor {
  staffId: string;
  ip: string;
}

export interface StaffAction {
  /** What was done, e.g. `APPLICATION_DECIDED`, `PRODUCT_CHANGED`, `CASE_READ`. */
  action: string;
  /** What it was done to, e.g. `APPLICATION`, `LOAN_PRODUCT`, `STAFF_USER`. */
  subjectKind: string;
  subjectId: string;
  /** The subject before the action; null for a creation or a read. */
  before?: Record<string, unknown> | null;
  /** The subject after the action; null for a removal or a read. */
  after?: Record<string, unknown> | null;
}

/**
 * Writes the audit row of one staff action, in the caller's transaction so the row and the
 * change stand or fall together. Values go in as JSON: dates as ISO strings.
 */
export async function recordStaffAction(
  tx: Writer,
  actor: StaffActor | { staffId: null; ip: string },
  entry: StaffAction,
): Promise<void> {
  await tx.insert(staffAuditLog).values({
    staffId: actor.staffId,
    ip: actor.ip,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: entry.subjectId,
    before: toJson(entry.before ?? null),
    after: toJson(entry.after ?? null),
  });
}

function toJson(value: Record<string, unknown> | null): Record<string, unknown> | null {
  return value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
}

/** The audit log newest first, by page; filters by subject and staff member. */
export async function listStaffActions(
  db: Pick<Db, 'select'>,
  filter: { subjectKind?: string; subjectId?: string; staffId?: string; before?: Date; limit: number },
): Promise<StaffAuditEntry[]> {
  const conditions: SQL[] = [];
  if (filter.subjectKind) conditions.push(eq(staffAuditLog.subjectKind, filter.subjectKind));
  if (filter.subjectId) conditions.push(eq(staffAuditLog.subjectId, filter.subjectId));
  if (filter.staffId) conditions.push(eq(staffAuditLog.staffId, filter.staffId));
  if (filter.before) conditions.push(lt(staffAuditLog.createdAt, filter.before));
  const rows = await db
    .select({ entry: staffAuditLog, staffName: staffUsers.name })
    .from(staffAuditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAuditLog.staffId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(staffAuditLog.createdAt))
    .limit(filter.limit);
  return rows.map(({ entry: row, staffName }) => ({
    id: row.id,
    staffId: row.staffId,
    staffName,
    action: row.action,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  }));
}
