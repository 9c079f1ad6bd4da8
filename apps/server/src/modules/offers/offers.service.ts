import { isQuoteLawful, type LoanProduct, type OfferPreview, quoteOffer } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import {
  findProductImage,
  listActiveProducts,
  listProductImages,
  loadFilterSettings,
  loadTripleOfferConfig,
} from './offers.repository.ts';
import { loadRegulatoryFigures } from './regulatory-figures.repository.ts';

/** At most this many products in one offer-data call: the offer screens show three. */
export const MAX_OFFER_IDS = 20;

const offerNotFound = () => new AppError('NOT_FOUND', 'errors.offers.unavailable');

/** `1,2,3` as distinct positive ids in the order given; null when anything else was sent. */
export function parseOfferIds(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > MAX_OFFER_IDS || !parts.every((part) => /^[1-9]\d{0,8}$/.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

export function createOffersService(db: Db, cache: ConfigCache = noConfigCache) {
  /** Every active product, from the configuration cache. */
  const activeProducts = () => listActiveProducts(db, undefined, cache);

  async function getProduct(id: number): Promise<LoanProduct> {
    const product = (await activeProducts()).find((candidate) => candidate.id === id);
    if (!product) throw offerNotFound();
    return product;
  }

  return {
    getProduct,

    /**
     * A product with its representative example (the example credit advertising must carry,
     * directive 2008/48/EC art. 4), computed by the domain engine at the product's
     * representative amount and term.
     * A product whose example would exceed the THM cap is never shown (Fhtv. 17/A. §).
     */
    async getPreview(id: number): Promise<OfferPreview> {
      const product = await getProduct(id);
      // A leasing's example depends on the vehicle (price, down payment, residual value): its
      // figures come with the leasing prescore (rules/leasing.ts), never from the loan annuity.
      if (product.kind === 'LEASING') throw offerNotFound();
      const figures = await loadRegulatoryFigures(db, undefined, cache);
      const example = quoteOffer(
        product,
        product.representativeAmount,
        product.representativeMonths,
        figures,
      );
      if (!example || !isQuoteLawful(example)) throw offerNotFound();
      return { product, representativeExample: example };
    },

    /** The active products among the ids, in the order asked; unknown or withdrawn ones are left out. */
    async getProducts(idsText: string): Promise<LoanProduct[]> {
      const ids = parseOfferIds(idsText);
      if (!ids) throw new AppError('VALIDATION_FAILED', undefined, { ids: 'validation.invalid' });
      const products = await activeProducts();
      const byId = new Map(products.map((product) => [product.id, product]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    listImages: () => listProductImages(db),

    async getImage(id: number) {
      const image = await findProductImage(db, id);
      if (!image) throw new AppError('NOT_FOUND', 'errors.offers.imageNotFound');
      return image;
    },

    getTripleOfferConfig: () => loadTripleOfferConfig(db, cache),
    getFilterSettings: () => loadFilterSettings(db, cache),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;

/** What other modules read of the offer catalogue and its filter settings. */
export { listActiveProducts, loadFilterSettings } from './offers.repository.ts';
