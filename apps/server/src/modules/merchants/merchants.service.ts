import {
  financedAmountRange,
  type Merchant,
  type MerchantCategory,
  type MerchantListQuery,
  type MerchantSummary,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { listActiveProducts } from '../offers/offers.service.ts';
import {
  findListedMerchant,
  listCategoriesWithCounts,
  listListedMerchants,
  type MerchantRecord,
} from './merchants.repository.ts';

const merchantNotFound = () => new AppError('NOT_FOUND', 'errors.merchants.notFound');

/** Names in Hungarian alphabetical order (cs after c, ö after o, accents at their place). */
const hungarianOrder = new Intl.Collator('hu', { sensitivity: 'base', numeric: true });

/**
 * A text as it is searched: lower case, without accents ("Műszaki" -> "muszaki"), spaces
 * squeezed. Customers often type without accents on a phone; both ways must find the shop.
 */
export function searchableText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('hu').replace(/\s+/g, ' ').trim();
}

const summaryOf = (
  record: MerchantRecord,
  range: { minAmount: number; maxAmount: number; maxMonths: number },
): MerchantSummary => ({
  id: record.id,
  name: record.name,
  tagline: record.tagline,
  categories: record.categories,
  websiteUrl: record.websiteUrl,
  city: record.city,
  ...range,
});

/**
 * The shop catalogue of /stores (spec §7 "Merchants"). The figures a shop shows (the basket
 * totals financed, the longest term) are the point-of-sale credit's, the same at every shop.
 * Without an active point-of-sale product no shop can sell on credit, so none is shown.
 */
export function createMerchantsService(db: Db, cache: ConfigCache = noConfigCache) {
  const financedRange = async () => financedAmountRange(await listActiveProducts(db, 'POINT_OF_SALE', cache));

  return {
    listCategories: (): Promise<MerchantCategory[]> => listCategoriesWithCounts(db),

    /**
     * The listed shops by name; the search is done here over the listed rows (a catalogue of
     * tens of shops), the same on PGlite and PostgreSQL whatever collations the server has.
     */
    async listMerchants(query: MerchantListQuery): Promise<MerchantSummary[]> {
      const range = await financedRange();
      if (!range) return [];
      const rows = await listListedMerchants(db, query.categoryId);
      const needle = searchableText(query.search ?? '');
      return rows
        .filter(
          (row) =>
            needle === '' ||
            searchableText(row.name).includes(needle) ||
            searchableText(row.tagline).includes(needle),
        )
        .sort((a, b) => hungarianOrder.compare(a.name, b.name) || a.id.localeCompare(b.id))
        .map((row) => summaryOf(row, range));
    },

    async getMerchant(id: string): Promise<Merchant> {
      const [record, range] = await Promise.all([findListedMerchant(db, id), financedRange()]);
      if (!record || !range) throw merchantNotFound();
      return {
        ...summaryOf(record, range),
        description: record.description,
        address: record.address,
        phone: record.phone,
        email: record.email,
        howToBuy: record.howToBuy,
      };
    },
  };
}

export type MerchantsService = ReturnType<typeof createMerchantsService>;
