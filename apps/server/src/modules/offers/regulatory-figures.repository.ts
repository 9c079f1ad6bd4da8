import {
  type AgeLimits,
  type BaseRate,
  type FigureChangeActor,
  type FigureChangeSubject,
  type RegulatoryFigureChange,
  type RegulatoryFiguresOfDay,
  regulatoryFiguresOn,
  thmCapPeriodOf,
  todayIso,
  type UnderwritingPolicy,
} from '@hitelkapu/domain';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { baseRates, regulatoryFigureChanges, regulatoryFigures } from '../../db/schema/index.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import {
  type FigureRows,
  type ReviewPolicy,
  regulatoryFigureIdentifiers,
  regulatoryFiguresFromRows,
  reviewPolicyFromRows,
  type UndatedRegulatoryFigures,
  underwritingPolicyFromRows,
  underwritingPolicyIdentifiers,
} from './regulatory-figures.mapping.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

// The row-to-figures mapping has no database in it, so the web test fixtures use it too.
export {
  regulatoryFigureIdentifiers,
  regulatoryFiguresFromRows,
  type UndatedRegulatoryFigures,
  underwritingPolicyFromRows,
  underwritingPolicyIdentifiers,
};

/** Keys of the cached rows (lib/config-cache.ts): the figure rows and every base-rate row. */
export const regulatoryCacheKeys = { figures: 'regulatory:figures', baseRates: 'regulatory:base-rates' };

async function loadRows(db: Reader, cache: ConfigCache): Promise<FigureRows> {
  return cache.read(regulatoryCacheKeys.figures, () =>
    db
      .select({ identifier: regulatoryFigures.identifier, value: regulatoryFigures.value })
      .from(regulatoryFigures),
  );
}

/** Every base-rate row, oldest first. */
export async function loadBaseRates(db: Reader, cache: ConfigCache = noConfigCache): Promise<BaseRate[]> {
  return cache.read(regulatoryCacheKeys.baseRates, () =>
    db
      .select({ effectiveFrom: baseRates.effectiveFrom, ratePercent: baseRates.ratePercent })
      .from(baseRates)
      .orderBy(asc(baseRates.effectiveFrom)),
  );
}

/**
 * The engine's figures of a Budapest calendar day (today unless given), with the base rate
 * and reference day its THM caps come from. The rows may come from the configuration cache,
 * but the day is resolved on every call, never cached: a base rate entered ahead of time takes
 * over on its own at the start of its half-year. Without a base rate on the reference day the
 * deployment is broken, so this throws; the seed checks it at start.
 */
export async function loadRegulatoryFigures(
  db: Reader,
  day: string = todayIso(),
  cache: ConfigCache = noConfigCache,
): Promise<RegulatoryFiguresOfDay> {
  // In turn, not at once: `db` may be a transaction, one connection that runs one statement at a time.
  const rows = await loadRows(db, cache);
  const rates = await loadBaseRates(db, cache);
  const figures = regulatoryFiguresOn(regulatoryFiguresFromRows(rows), rates, day);
  if (!figures) {
    const { referenceDate } = thmCapPeriodOf(day);
    throw new Error(
      `no base rate is in force on ${referenceDate}, the reference day of the THM caps of ${day}`,
    );
  }
  return figures;
}

/**
 * The ages a birth-date question accepts: from the minimum age to the age at maturity (no
 * one older can finish any loan within it).
 */
export async function loadAgeLimits(db: Reader, cache: ConfigCache = noConfigCache): Promise<AgeLimits> {
  const figures = regulatoryFiguresFromRows(await loadRows(db, cache));
  return { min: figures.minimumAge, max: figures.maximumAgeAtMaturity };
}

/** The lender's policy for referring a case (rows income_drop_refer_percent, minimum_employment_months). */
export async function loadUnderwritingPolicy(
  db: Reader,
  cache: ConfigCache = noConfigCache,
): Promise<UnderwritingPolicy> {
  return underwritingPolicyFromRows(await loadRows(db, cache));
}

/** The lender's staff review policy: the four-eyes limit and how long a case may wait. */
export async function loadReviewPolicy(
  db: Reader,
  cache: ConfigCache = noConfigCache,
): Promise<ReviewPolicy> {
  return reviewPolicyFromRows(await loadRows(db, cache));
}

// Editing: only the regulatory figures service writes, always with an audit row.

export type ContentSource = 'seed' | 'staff';

/** One undated figure as stored, without its timestamp. */
export interface FigureRow {
  identifier: string;
  value: number;
  unit: string;
  legalSource: string;
  validFrom: string | null;
  description: string;
  source: ContentSource;
}

/** One base-rate row as stored, without its timestamp. */
export interface BaseRateRow {
  effectiveFrom: string;
  ratePercent: number;
  legalSource: string;
  source: ContentSource;
}

const figureColumns = {
  identifier: regulatoryFigures.identifier,
  value: regulatoryFigures.value,
  unit: regulatoryFigures.unit,
  legalSource: regulatoryFigures.legalSource,
  validFrom: regulatoryFigures.validFrom,
  description: regulatoryFigures.description,
  source: regulatoryFigures.source,
};

const baseRateColumns = {
  effectiveFrom: baseRates.effectiveFrom,
  ratePercent: baseRates.ratePercent,
  legalSource: baseRates.legalSource,
  source: baseRates.source,
};

/** The figure, locked until the transaction ends; null when there is none. */
export async function lockFigure(db: Writer, identifier: string): Promise<FigureRow | null> {
  const [row] = await db
    .select(figureColumns)
    .from(regulatoryFigures)
    .where(eq(regulatoryFigures.identifier, identifier))
    .for('update');
  return row ?? null;
}

/** Adds the figure unless a row with its identifier exists (another instance may add it first). */
export async function insertFigureIfMissing(db: Writer, row: FigureRow): Promise<boolean> {
  const inserted = await db
    .insert(regulatoryFigures)
    .values(row)
    .onConflictDoNothing({ target: regulatoryFigures.identifier })
    .returning({ identifier: regulatoryFigures.identifier });
  return inserted.length > 0;
}

export async function updateFigure(db: Writer, row: FigureRow): Promise<void> {
  const { identifier, ...values } = row;
  await db
    .update(regulatoryFigures)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(regulatoryFigures.identifier, identifier));
}

/** The base rate of a first day, locked until the transaction ends; null when there is none. */
export async function lockBaseRate(db: Writer, effectiveFrom: string): Promise<BaseRateRow | null> {
  const [row] = await db
    .select(baseRateColumns)
    .from(baseRates)
    .where(eq(baseRates.effectiveFrom, effectiveFrom))
    .for('update');
  return row ?? null;
}

/** Adds the base rate unless its first day has one (another instance may add it first). */
export async function insertBaseRateIfMissing(db: Writer, row: BaseRateRow): Promise<boolean> {
  const inserted = await db
    .insert(baseRates)
    .values(row)
    .onConflictDoNothing({ target: baseRates.effectiveFrom })
    .returning({ effectiveFrom: baseRates.effectiveFrom });
  return inserted.length > 0;
}

export async function updateBaseRate(db: Writer, row: BaseRateRow): Promise<void> {
  const { effectiveFrom, ...values } = row;
  await db
    .update(baseRates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(baseRates.effectiveFrom, effectiveFrom));
}

export async function deleteBaseRate(db: Writer, effectiveFrom: string): Promise<void> {
  await db.delete(baseRates).where(eq(baseRates.effectiveFrom, effectiveFrom));
}

export interface FigureChangeValues {
  subject: FigureChangeSubject;
  subjectKey: string;
  actor: FigureChangeActor;
  actorId: string | null;
  before: FigureRow | BaseRateRow | null;
  after: FigureRow | BaseRateRow | null;
}

export async function insertFigureChange(db: Writer, change: FigureChangeValues): Promise<void> {
  await db.insert(regulatoryFigureChanges).values({
    ...change,
    before: change.before ? { ...change.before } : null,
    after: change.after ? { ...change.after } : null,
  });
}

/** Audited changes, newest first; of one subject, or of one figure or base rate, when asked. */
export async function listFigureChanges(
  db: Reader,
  filter: { subject?: FigureChangeSubject; subjectKey?: string; limit: number },
): Promise<RegulatoryFigureChange[]> {
  const conditions: SQL[] = [];
  if (filter.subject) conditions.push(eq(regulatoryFigureChanges.subject, filter.subject));
  if (filter.subjectKey !== undefined)
    conditions.push(eq(regulatoryFigureChanges.subjectKey, filter.subjectKey));
  const rows = await db
    .select()
    .from(regulatoryFigureChanges)
    .where(and(...conditions))
    .orderBy(desc(regulatoryFigureChanges.createdAt))
    .limit(filter.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
