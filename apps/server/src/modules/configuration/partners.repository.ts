import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dealers, merchantCategories, merchants, publicFiles } from '../../db/schema/index.ts';
import type { RasterContentType } from '../../lib/raster-image.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'update' | 'insert'>;

/**
 * A dealer's editable columns and version: what the editor shows and what the audit keeps
 * before and after. The webhook address and its sealed secret are left out on purpose: they
 * are the administrators', and a secret never goes into an audit row.
 */
const dealerColumns = {
  id: dealers.id,
  name: dealers.name,
  primaryColor: dealers.primaryColor,
  secondaryColor: dealers.secondaryColor,
  buttonTextColor: dealers.buttonTextColor,
  borderRadius: dealers.borderRadius,
  buttonRadius: dealers.buttonRadius,
  bigLogo: dealers.bigLogoId,
  compactLogo: dealers.compactLogoId,
  heroImage: dealers.heroImageId,
  version: dealers.version,
  updatedAt: dealers.updatedAt,
};

export interface DealerRow {
  id: string;
  name: string;
  primaryColor: string;
  secondaryColor: string;
  buttonTextColor: string;
  borderRadius: number;
  buttonRadius: number;
  bigLogo: string | null;
  compactLogo: string | null;
  heroImage: string | null;
  version: number;
  updatedAt: Date;
}

export type DealerValues = Omit<DealerRow, 'id' | 'version' | 'updatedAt'>;

const dealerSetOf = (values: DealerValues) => ({
  name: values.name,
  primaryColor: values.primaryColor,
  secondaryColor: values.secondaryColor,
  buttonTextColor: values.buttonTextColor,
  borderRadius: values.borderRadius,
  buttonRadius: values.buttonRadius,
  bigLogoId: values.bigLogo,
  compactLogoId: values.compactLogo,
  heroImageId: values.heroImage,
});

export function listDealerRows(db: Reader): Promise<DealerRow[]> {
  return db.select(dealerColumns).from(dealers).orderBy(asc(dealers.name), asc(dealers.id));
}

export async function lockDealer(tx: Writer, id: string): Promise<DealerRow | null> {
  const [row] = await tx.select(dealerColumns).from(dealers).where(eq(dealers.id, id)).for('update');
  return row ?? null;
}

export async function insertDealer(tx: Writer, values: DealerValues): Promise<DealerRow> {
  const [row] = await tx.insert(dealers).values(dealerSetOf(values)).returning(dealerColumns);
  if (!row) throw new Error('a dealer was not stored');
  return row;
}

/** Writes a change made on `version` and raises it; null when the row has moved on since. */
export async function updateDealerAtVersion(
  tx: Writer,
  id: string,
  version: number,
  values: DealerValues,
): Promise<DealerRow | null> {
  const [row] = await tx
    .update(dealers)
    .set({ ...dealerSetOf(values), version: version + 1, updatedAt: new Date() })
    .where(and(eq(dealers.id, id), eq(dealers.version, version)))
    .returning(dealerColumns);
  return row ?? null;
}

/** Of the given public file ids, those that exist. */
export async function existingPublicFiles(db: Reader, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: publicFiles.id }).from(publicFiles).where(inArray(publicFiles.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Keeps an image once: the same bytes give the id they already have. */
export async function storePublicFile(
  tx: Writer,
  image: { contentType: RasterContentType; bytes: Buffer; sha256: string },
): Promise<{ id: string; created: boolean }> {
  const inserted = await tx
    .insert(publicFiles)
    .values(image)
    .onConflictDoNothing({ target: publicFiles.sha256 })
    .returning({ id: publicFiles.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [row] = await tx
    .select({ id: publicFiles.id })
    .from(publicFiles)
    .where(eq(publicFiles.sha256, image.sha256));
  if (!row) throw new Error('a public file was neither stored nor found');
  return { id: row.id, created: false };
}

/** A shop's listing columns and version; its API keys and webhook endpoints are elsewhere. */
const merchantColumns = {
  id: merchants.id,
  name: merchants.name,
  tagline: merchants.tagline,
  description: merchants.description,
  howToBuy: merchants.howToBuy,
  categoryIds: merchants.categoryIds,
  websiteUrl: merchants.websiteUrl,
  city: merchants.city,
  address: merchants.address,
  phone: merchants.phone,
  email: merchants.email,
  listed: merchants.listed,
  version: merchants.version,
};

export interface MerchantRow {
  id: string;
  name: string;
  tagline: string;
  description: string;
  howToBuy: string;
  categoryIds: string[];
  websiteUrl: string;
  city: string;
  address: string;
  phone: string | null;
  email: string | null;
  listed: number;
  version: number;
}

export type MerchantValues = Omit<MerchantRow, 'id' | 'version'>;

export function listMerchantRows(db: Reader): Promise<MerchantRow[]> {
  return db.select(merchantColumns).from(merchants).orderBy(asc(merchants.name), asc(merchants.id));
}

export function listCategoryNames(db: Reader): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: merchantCategories.id, name: merchantCategories.name })
    .from(merchantCategories)
    .orderBy(asc(merchantCategories.sortOrder), asc(merchantCategories.id));
}

export async function lockMerchant(tx: Writer, id: string): Promise<MerchantRow | null> {
  const [row] = await tx.select(merchantColumns).from(merchants).where(eq(merchants.id, id)).for('update');
  return row ?? null;
}

/** Whether another shop (not `exceptId`) has this name, whatever its letter case. */
export async function merchantNameTaken(db: Reader, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(
      and(sql`lower(${merchants.name}) = lower(${name})`, exceptId ? ne(merchants.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMerchant(tx: Writer, values: MerchantValues): Promise<MerchantRow> {
  const [row] = await tx.insert(merchants).values(values).returning(merchantColumns);
  if (!row) throw new Error('a shop was not stored');
  return row;
}

export async function updateMerchantAtVersion(
  tx: Writer,
  id: string,
  version: number,
  values: MerchantValues,
): Promise<MerchantRow | null> {
  const [row] = await tx
    .update(merchants)
    .set({ ...values, version: version + 1 })
    .where(and(eq(merchants.id, id), eq(merchants.version, version)))
    .returning(merchantColumns);
  return row ?? null;
}
