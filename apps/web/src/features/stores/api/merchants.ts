import {
  getMerchant,
  listMerchantCategories,
  listMerchants,
} from '@hitelkapu/domain/contracts/endpoints/merchants';
import type { MerchantListQuery } from '@hitelkapu/domain/contracts/merchants';
import { keepPreviousData } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api.ts';

/** The shop categories change with the catalogue, rarely. */
export const merchantCategoriesQuery = () =>
  endpointQuery(listMerchantCategories, undefined, { staleTime: 10 * 60_000 });

/** The shops of a category and search; the list stays on screen while the next one loads. */
export const merchantsQuery = (query: MerchantListQuery) => ({
  ...endpointQuery(listMerchants, { query }, { staleTime: 60_000 }),
  placeholderData: keepPreviousData,
});

export const merchantQuery = (merchantId: string) =>
  endpointQuery(getMerchant, { params: { id: merchantId } }, { staleTime: 60_000 });
