import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  merchantCategorySchema,
  merchantIdParamsSchema,
  merchantListQuerySchema,
  merchantSchema,
  merchantSummarySchema,
} from '../merchants.ts';

/** The shops a customer can buy from with the point-of-sale credit (spec §7 "Merchants"). */
const tags = ['merchants'];

export const listMerchantCategories = defineEndpoint({
  operationId: 'listMerchantCategories',
  method: 'GET',
  path: '/api/merchant/merchant-categories/customer',
  summary: 'The shop categories, each with how many shops it has',
  tags,
  access: 'customer',
  response: z.array(merchantCategorySchema),
});

export const listMerchants = defineEndpoint({
  operationId: 'listMerchants',
  method: 'GET',
  path: '/api/merchant/merchants/customer',
  summary: 'The shops that take the point-of-sale credit, by name; filtered by category and a search text',
  description: 'The search matches the name and the tagline, ignoring case and accents.',
  tags,
  access: 'customer',
  query: merchantListQuerySchema,
  response: z.array(merchantSummarySchema),
});

export const getMerchant = defineEndpoint({
  operationId: 'getMerchant',
  method: 'GET',
  path: '/api/merchant/merchant/customer/:id',
  summary: 'One shop: what it sells, where, and how buying on credit works there',
  tags,
  access: 'customer',
  params: merchantIdParamsSchema,
  response: merchantSchema,
  errors: [404],
});
