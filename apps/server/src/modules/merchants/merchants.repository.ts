import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantCategories, merchants } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;

/** A listed shop as kept: the contract's fields without the financing figures. */
export interface MerchantRecord {
  id: string;
  name: string;
  tagline: string;
  description: string;
  howToBuy: string;
  categories: string[];
  websiteUrl: string;
  city: string;
  address: string;
  phone: string | null;
  email: string | null;
}

const merchantColumns = {
  id: merchants.id,
  name: merchants.name,
  tagline: merchants.tagline,
  description: merchants.description,
  howToBuy: merchants.howToBuy,
  categories: merchants.categoryIds,
  websiteUrl: merchants.websiteUrl,
  city: merchants.city,
  address: merchants.address,
  phone: merchants.phone,
  email: merchants.email,
};

const isListed = eq(merchants.listed, 1);

/** The categories in display order, each with how many listed shops carry it. */
export async function listCategoriesWithCounts(
  db: Reader,
): Promise<{ id: string; name: string; merchantCount: number }[]> {
  return db
    .select({
      id: merchantCategories.id,
      name: merchantCategories.name,
      merchantCount: sql<number>`count(${merchants.id})::int`,
    })
    .from(merchantCategories)
    .leftJoin(merchants, and(isListed, sql`${merchantCategories.id} = any(${merchants.categoryIds})`))
    .groupBy(merchantCategories.id, merchantCategories.name, merchantCategories.sortOrder)
    .orderBy(asc(merchantCategories.sortOrder), asc(merchantCategories.id));
}

/** The listed shops, of one category when given; in no particular order (the service sorts by name). */
export function listListedMerchants(db: Reader, categoryId?: string): Promise<MerchantRecord[]> {
  return db
    .select(merchantColumns)
    .from(merchants)
    .where(and(isListed, categoryId ? arrayContains(merchants.categoryIds, [categoryId]) : undefined));
}

/** One listed shop; null for an unknown id and for a shop that is not listed. */
export async function findListedMerchant(db: Reader, id: string): Promise<MerchantRecord | null> {
  const [row] = await db
    .select(merchantColumns)
    .from(merchants)
    .where(and(eq(merchants.id, id), isListed));
  return row ?? null;
}
