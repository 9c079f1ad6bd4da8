import type { ConfigBaseRate, ConfigFigure } from '@hitelkapu/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { baseRates, loanProducts, regulatoryFigures } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'update'>;

/** A loan product as stored: every column, as the audit keeps it before and after a change. */
export type ProductRow = typeof loanProducts.$inferSelect;

/** The columns the editor changes; everything else of a product stays as shipped. */
export type ProductChange = Pick<
  ProductRow,
  | 'name'
  | 'tagline'
  | 'description'
  | 'minAmount'
  | 'maxAmount'
  | 'minMonths'
  | 'maxMonths'
  | 'rateBands'
  | 'disbursementFeePercent'
  | 'disbursementFeeMax'
  | 'monthlyFee'
  | 'isActive'
>;

/** Every product, offered or not, in display order. */
export async function listAllProducts(db: Reader): Promise<ProductRow[]> {
  return db.select().from(loanProducts).orderBy(asc(loanProducts.sortOrder), asc(loanProducts.id));
}

/** A product's row, locked until the transaction ends; null when there is none. */
export async function lockProduct(tx: Writer, id: number): Promise<ProductRow | null> {
  const [row] = await tx.select().from(loanProducts).where(eq(loanProducts.id, id)).for('update');
  return row ?? null;
}

/**
 * Writes a change made on `version` and raises the version; null when the row has moved on
 * since (the caller's lock makes that impossible, the condition keeps it so without one).
 */
export async function updateProductAtVersion(
  tx: Writer,
  id: number,
  version: number,
  change: ProductChange,
): Promise<ProductRow | null> {
  const [row] = await tx
    .update(loanProducts)
    .set({ ...change, version: version + 1 })
    .where(and(eq(loanProducts.id, id), eq(loanProducts.version, version)))
    .returning();
  return row ?? null;
}

const figureColumns = {
  identifier: regulatoryFigures.identifier,
  value: regulatoryFigures.value,
  unit: regulatoryFigures.unit,
  legalSource: regulatoryFigures.legalSource,
  validFrom: regulatoryFigures.validFrom,
  description: regulatoryFigures.description,
  source: regulatoryFigures.source,
  updatedAt: regulatoryFigures.updatedAt,
};

const toFigure = (row: { updatedAt: Date } & Omit<ConfigFigure, 'updatedAt'>): ConfigFigure => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every undated figure, by identifier. */
export async function listFigures(db: Reader): Promise<ConfigFigure[]> {
  const rows = await db
    .select(figureColumns)
    .from(regulatoryFigures)
    .orderBy(asc(regulatoryFigures.identifier));
  return rows.map(toFigure);
}

/** One figure; `lock` holds its row until the transaction ends. */
export async function findFigure(db: Writer, identifier: string, lock = false): Promise<ConfigFigure | null> {
  const query = db
    .select(figureColumns)
    .from(regulatoryFigures)
    .where(eq(regulatoryFigures.identifier, identifier));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toFigure(row) : null;
}

export type StoredBaseRate = Omit<ConfigBaseRate, 'inForce' | 'isFuture'>;

const baseRateColumns = {
  effectiveFrom: baseRates.effectiveFrom,
  ratePercent: baseRates.ratePercent,
  legalSource: baseRates.legalSource,
  source: baseRates.source,
};

/** Every base rate, newest day first. */
export async function listBaseRates(db: Reader): Promise<StoredBaseRate[]> {
  return db.select(baseRateColumns).from(baseRates).orderBy(desc(baseRates.effectiveFrom));
}

/** The base rate from a day, locked until the transaction ends; null when there is none. */
export async function lockBaseRateOf(tx: Writer, effectiveFrom: string): Promise<StoredBaseRate | null> {
  const [row] = await tx
    .select(baseRateColumns)
    .from(baseRates)
    .where(eq(baseRates.effectiveFrom, effectiveFrom))
    .for('update');
  return row ?? null;
}
