import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  onboardingPages,
  staffAuditLog,
  statementAcceptances,
  statements,
  translationTokens,
} from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'update' | 'insert'>;

/** The language the editor changes: the portal speaks Hungarian (other languages fall back to it). */
export const EDITED_LANGUAGE = 'hu';

/** A translation token as stored: every column, as the audit keeps it before and after a change. */
export type TranslationRow = typeof translationTokens.$inferSelect;

/** `%`, `_` and `\` of a search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The tokens whose key or wording holds `q`, by key; and how many match in all. */
export async function searchTranslations(
  db: Reader,
  filter: {
    q?: string | undefined;
    scope?: 'public' | 'internal' | undefined;
    source?: 'seed' | 'staff' | undefined;
    limit: number;
  },
): Promise<{ rows: TranslationRow[]; total: number }> {
  const conditions: SQL[] = [eq(translationTokens.lang, EDITED_LANGUAGE)];
  if (filter.scope) conditions.push(eq(translationTokens.scope, filter.scope));
  if (filter.source) conditions.push(eq(translationTokens.source, filter.source));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(translationTokens.key, pattern), ilike(translationTokens.value, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(translationTokens)
    .where(where)
    .orderBy(asc(translationTokens.key))
    .limit(filter.limit);
  const [counted] = await db.select({ total: count() }).from(translationTokens).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** A token's row, locked until the transaction ends; null when there is none. */
export async function lockTranslation(tx: Writer, key: string): Promise<TranslationRow | null> {
  const [row] = await tx
    .select()
    .from(translationTokens)
    .where(and(eq(translationTokens.lang, EDITED_LANGUAGE), eq(translationTokens.key, key)))
    .for('update');
  return row ?? null;
}

/** Writes a token's wording made on `version` and raises the version; null when the row has moved on. */
export async function updateTranslationAtVersion(
  tx: Writer,
  key: string,
  version: number,
  change: { value: string; source: 'seed' | 'staff' },
): Promise<TranslationRow | null> {
  const [row] = await tx
    .update(translationTokens)
    .set({ ...change, version: version + 1, updatedAt: new Date() })
    .where(
      and(
        eq(translationTokens.lang, EDITED_LANGUAGE),
        eq(translationTokens.key, key),
        eq(translationTokens.version, version),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The shipped wording of tokens a member of staff has edited, by key: what the token held the
 * last time an edit found it following the release (the audit row's `before`, source 'seed').
 * A token the seed still follows holds its shipped wording itself.
 */
export async function findShippedWording(db: Reader, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: staffAuditLog.subjectId, before: staffAuditLog.before })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.subjectKind, TRANSLATION_SUBJECT),
        inArray(staffAuditLog.subjectId, [...keys]),
        sql`${staffAuditLog.before}->>'source' = 'seed'`,
      ),
    )
    .orderBy(desc(staffAuditLog.createdAt));
  const shipped = new Map<string, string>();
  for (const row of rows) {
    const value = row.before?.value;
    if (!shipped.has(row.key) && typeof value === 'string') shipped.set(row.key, value);
  }
  return shipped;
}

/** The audit subject of a translation token. */
export const TRANSLATION_SUBJECT = 'TRANSLATION_TOKEN';

/** A statement version as stored. */
export type StatementRow = typeof statements.$inferSelect;

/** Every statement version, by identifier and newest version first. */
export async function listStatementRows(db: Reader): Promise<StatementRow[]> {
  return db.select().from(statements).orderBy(asc(statements.identifier), desc(statements.version));
}

/** How many acceptances each statement version has, by row id. */
export async function countAcceptances(db: Reader, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: statementAcceptances.statementId, total: count() })
    .from(statementAcceptances)
    .where(inArray(statementAcceptances.statementId, [...ids]))
    .groupBy(statementAcceptances.statementId);
  return new Map(rows.map((row) => [row.id, row.total]));
}

/** Every version of one statement, newest first, locked until the transaction ends. */
export async function lockStatementVersions(tx: Writer, identifier: string): Promise<StatementRow[]> {
  return tx
    .select()
    .from(statements)
    .where(eq(statements.identifier, identifier))
    .orderBy(desc(statements.version))
    .for('update');
}

/**
 * Stores a new version; null when that version exists already (someone published it first:
 * the unique identifier + version decides, also where the lock above saw no new row).
 */
export async function insertStatementVersion(
  tx: Writer,
  values: typeof statements.$inferInsert,
): Promise<StatementRow | null> {
  const [row] = await tx.insert(statements).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** An onboarding page as stored. */
export type OnboardingRow = typeof onboardingPages.$inferSelect;

export async function listOnboardingRows(
  db: Reader,
  type: OnboardingRow['type'],
  lock = false,
): Promise<OnboardingRow[]> {
  const query = db
    .select()
    .from(onboardingPages)
    .where(eq(onboardingPages.type, type))
    .orderBy(asc(onboardingPages.sortOrder));
  return lock ? query.for('update') : query;
}

export async function lockOnboardingPage(tx: Writer, id: number): Promise<OnboardingRow | null> {
  const [row] = await tx.select().from(onboardingPages).where(eq(onboardingPages.id, id)).for('update');
  return row ?? null;
}

export async function updateOnboardingAtVersion(
  tx: Writer,
  id: number,
  version: number,
  change: Partial<Pick<OnboardingRow, 'title' | 'body' | 'illustration' | 'sortOrder'>>,
): Promise<OnboardingRow | null> {
  const [row] = await tx
    .update(onboardingPages)
    .set({ ...change, source: 'staff', version: version + 1, updatedAt: new Date() })
    .where(and(eq(onboardingPages.id, id), eq(onboardingPages.version, version)))
    .returning();
  return row ?? null;
}

/** Moves a page out of the way (a negative place) while a journey is reordered. */
export async function parkOnboardingPage(tx: Writer, id: number, place: number): Promise<void> {
  await tx.update(onboardingPages).set({ sortOrder: -place }).where(eq(onboardingPages.id, id));
}
