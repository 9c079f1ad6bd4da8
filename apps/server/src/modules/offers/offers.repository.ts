import {
  type FilterSettings,
  filterSettingsSchema,
  type LoanProduct,
  type LoanProductKind,
  loanProductSchema,
  type OfferImage,
  type TripleOfferConfig,
  tripleOfferConfigSchema,
} from '@hitelkapu/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loanProducts, offerSettings } from '../../db/schema/index.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';

type Reader = Pick<Db, 'select'>;

export const productImageUrl = (id: number) => `/api/administration/image/${id}`;

const productColumns = {
  id: loanProducts.id,
  identifier: loanProducts.identifier,
  kind: loanProducts.kind,
  name: loanProducts.name,
  tagline: loanProducts.tagline,
  description: loanProducts.description,
  features: loanProducts.features,
  minAmount: loanProducts.minAmount,
  maxAmount: loanProducts.maxAmount,
  amountStep: loanProducts.amountStep,
  minMonths: loanProducts.minMonths,
  maxMonths: loanProducts.maxMonths,
  rateBands: loanProducts.rateBands,
  rateType: loanProducts.rateType,
  disbursementFeePercent: loanProducts.disbursementFeePercent,
  disbursementFeeMax: loanProducts.disbursementFeeMax,
  monthlyFee: loanProducts.monthlyFee,
  representativeAmount: loanProducts.representativeAmount,
  representativeMonths: loanProducts.representativeMonths,
};

/** Checked against the contract on the way out: a product the engine cannot read fails loudly. */
const toLoanProduct = (row: Omit<LoanProduct, 'imageUrl'>): LoanProduct =>
  loanProductSchema.parse({ ...row, imageUrl: productImageUrl(row.id) });

const byDisplayOrder = [asc(loanProducts.sortOrder), asc(loanProducts.id)];

/** The active products (of a kind), in display order; cached under `offers:products:<kind>`. */
export async function listActiveProducts(
  db: Reader,
  kind?: LoanProductKind,
  cache: ConfigCache = noConfigCache,
): Promise<LoanProduct[]> {
  return cache.read(`offers:products:${kind ?? 'all'}`, async () => {
    const rows = await db
      .select(productColumns)
      .from(loanProducts)
      .where(and(eq(loanProducts.isActive, true), kind ? eq(loanProducts.kind, kind) : undefined))
      .orderBy(...byDisplayOrder);
    return rows.map(toLoanProduct);
  });
}

export async function listProductImages(db: Reader): Promise<OfferImage[]> {
  const rows = await db
    .select({ offerId: loanProducts.id, alt: loanProducts.imageAlt })
    .from(loanProducts)
    .where(eq(loanProducts.isActive, true))
    .orderBy(...byDisplayOrder);
  return rows.map((row) => ({ ...row, url: productImageUrl(row.offerId) }));
}

export async function findProductImage(db: Reader, id: number): Promise<{ svg: string; alt: string } | null> {
  const [row] = await db
    .select({ svg: loanProducts.imageSvg, alt: loanProducts.imageAlt })
    .from(loanProducts)
    .where(and(eq(loanProducts.id, id), eq(loanProducts.isActive, true)));
  return row ?? null;
}

async function readOfferSetting(db: Reader, identifier: 'filter-settings' | 'triple-offer-config') {
  const [row] = await db
    .select({ value: offerSettings.value })
    .from(offerSettings)
    .where(eq(offerSettings.identifier, identifier));
  // The seed writes both settings at start; without them the offer screens cannot work.
  if (!row) throw new Error(`offer setting '${identifier}' is missing from offer_settings`);
  return row.value;
}

export async function loadFilterSettings(
  db: Reader,
  cache: ConfigCache = noConfigCache,
): Promise<FilterSettings> {
  return cache.read('offers:settings:filter-settings', async () =>
    filterSettingsSchema.parse(await readOfferSetting(db, 'filter-settings')),
  );
}

export async function loadTripleOfferConfig(
  db: Reader,
  cache: ConfigCache = noConfigCache,
): Promise<TripleOfferConfig> {
  return cache.read('offers:settings:triple-offer-config', async () =>
    tripleOfferConfigSchema.parse(await readOfferSetting(db, 'triple-offer-config')),
  );
}
