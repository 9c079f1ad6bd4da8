import { type FinancingOptions, financedAmountRange, purchaseFinancingOptions } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import type { ConfigCache } from '../../lib/config-cache.ts';
import { listActiveProducts } from '../offers/offers.service.ts';
import { loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';

/**
 * The point-of-sale credit's terms for an amount, from the active POINT_OF_SALE products and
 * the figures of today (the áruhitel THM cap, Fhtv. 17/A. § (2)).
 */
export async function financingFor(db: Db, cache: ConfigCache, amount: number): Promise<FinancingOptions> {
  const [products, figures] = await Promise.all([
    listActiveProducts(db, 'POINT_OF_SALE', cache),
    loadRegulatoryFigures(db, undefined, cache),
  ]);
  return purchaseFinancingOptions(products, amount, figures);
}

/** The basket totals the credit finances; null when no point-of-sale product is active. */
export async function financedRange(db: Db, cache: ConfigCache) {
  return financedAmountRange(await listActiveProducts(db, 'POINT_OF_SALE', cache));
}

/** No terms: what a purchase shows once its credit is chosen or its journey is over. */
export function noFinancing(amount: number, thmCap: number): FinancingOptions {
  return { amount, thmCap, options: [] };
}
