import type { Correction, CorrectionDocument, CorrectionKind } from '@hitelkapu/domain';
import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applicationEvents,
  correctionDocuments,
  corrections,
  customerDocuments,
  loanApplications,
} from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update'>;

export type CorrectionRow = typeof corrections.$inferSelect;

export async function insertCorrection(
  db: Writer,
  values: typeof corrections.$inferInsert,
): Promise<CorrectionRow> {
  const [row] = await db.insert(corrections).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Any correction (staff); with `forUpdate` its row is locked for the rest of the transaction. */
export async function findCorrection(
  db: Reader,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CorrectionRow | null> {
  const query = db.select().from(corrections).where(eq(corrections.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A correction of its customer only; another customer's is as unknown as a made-up id. */
export async function findCustomerCorrection(
  db: Reader,
  customerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CorrectionRow | null> {
  const query = db
    .select()
    .from(corrections)
    .where(and(eq(corrections.id, id), eq(corrections.customerId, customerId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The customer's open corrections, the one due soonest first. */
export async function listOpenCorrections(db: Reader, customerId: string): Promise<CorrectionRow[]> {
  return db
    .select()
    .from(corrections)
    .where(and(eq(corrections.customerId, customerId), eq(corrections.status, 'IN_PROGRESS')))
    .orderBy(asc(corrections.dueAt), asc(corrections.createdAt), asc(corrections.id));
}

/** The customer's finished corrections, newest first. */
export async function listFinishedCorrections(db: Reader, customerId: string): Promise<CorrectionRow[]> {
  return db
    .select()
    .from(corrections)
    .where(and(eq(corrections.customerId, customerId), ne(corrections.status, 'IN_PROGRESS')))
    .orderBy(desc(corrections.createdAt), desc(corrections.id));
}

/** An application's corrections, newest first. */
export async function listApplicationCorrections(
  db: Reader,
  applicationId: string,
): Promise<CorrectionRow[]> {
  return db
    .select()
    .from(corrections)
    .where(eq(corrections.applicationId, applicationId))
    .orderBy(desc(corrections.createdAt), desc(corrections.id));
}

/** The customer's newest correction matching every filter given. */
export async function findLatestCustomerCorrection(
  db: Reader,
  customerId: string,
  filters: { kind?: CorrectionKind; fieldId?: string; id?: string; applicationId?: string },
): Promise<CorrectionRow | null> {
  const conditions: SQL[] = [eq(corrections.customerId, customerId)];
  if (filters.kind) conditions.push(eq(corrections.kind, filters.kind));
  if (filters.fieldId) conditions.push(eq(corrections.fieldId, filters.fieldId));
  if (filters.id) conditions.push(eq(corrections.id, filters.id));
  if (filters.applicationId) conditions.push(eq(corrections.applicationId, filters.applicationId));
  const [row] = await db
    .select()
    .from(corrections)
    .where(and(...conditions))
    .orderBy(desc(corrections.createdAt), desc(corrections.id))
    .limit(1);
  return row ?? null;
}

export async function updateCorrection(
  db: Writer,
  id: string,
  values: Partial<typeof corrections.$inferInsert>,
): Promise<CorrectionRow> {
  const [row] = await db.update(corrections).set(values).where(eq(corrections.id, id)).returning();
  if (!row) throw new Error('correction vanished during update');
  return row;
}

/** Every open correction of the application becomes WITHDRAWN; the ids of those it changed. */
export async function withdrawOpenCorrections(
  db: Writer,
  applicationId: string,
  at: Date,
): Promise<string[]> {
  const rows = await db
    .update(corrections)
    .set({ status: 'WITHDRAWN', closedAt: at })
    .where(and(eq(corrections.applicationId, applicationId), eq(corrections.status, 'IN_PROGRESS')))
    .returning({ id: corrections.id });
  return rows.map((row) => row.id);
}

export async function linkCorrectionDocument(db: Writer, correctionId: string, documentId: string) {
  await db.insert(correctionDocuments).values({ correctionId, documentId });
}

/** The uploads of each correction given, oldest first, by correction id. */
export async function listCorrectionDocuments(
  db: Reader,
  correctionIds: readonly string[],
): Promise<Map<string, CorrectionDocument[]>> {
  const byCorrection = new Map<string, CorrectionDocument[]>();
  if (correctionIds.length === 0) return byCorrection;
  const rows = await db
    .select({
      correctionId: correctionDocuments.correctionId,
      id: customerDocuments.id,
      name: customerDocuments.originalName,
      sizeBytes: customerDocuments.size,
      uploadedAt: customerDocuments.createdAt,
    })
    .from(correctionDocuments)
    .innerJoin(customerDocuments, eq(customerDocuments.id, correctionDocuments.documentId))
    .where(inArray(correctionDocuments.correctionId, [...correctionIds]))
    .orderBy(asc(customerDocuments.createdAt), asc(customerDocuments.id));
  for (const { correctionId, uploadedAt, ...document } of rows) {
    const list = byCorrection.get(correctionId) ?? [];
    list.push({ ...document, uploadedAt: uploadedAt.toISOString() });
    byCorrection.set(correctionId, list);
  }
  return byCorrection;
}

/** Shapes a row and its uploads as the contract's correction; `currentValue` is the caller's. */
export function toCorrection(
  row: CorrectionRow,
  documents: CorrectionDocument[],
  currentValue: string | null,
): Correction {
  return {
    id: row.id,
    applicationId: row.applicationId,
    kind: row.kind,
    fieldId: row.fieldId,
    fieldLabel: row.fieldLabel,
    message: row.message,
    currentValue,
    status: row.status,
    outcome: row.outcome ?? null,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    documents,
  };
}

/** Any customer's application (the reviewer's request, the owner's correction); optionally locked. */
export async function findAnyApplication(
  db: Reader,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<typeof loanApplications.$inferSelect | null> {
  const query = db.select().from(loanApplications).where(eq(loanApplications.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** An entry of the application's audit trail for a correction (its position stays where it was). */
export async function insertApplicationEvent(db: Writer, values: typeof applicationEvents.$inferInsert) {
  await db.insert(applicationEvents).values(values);
}
