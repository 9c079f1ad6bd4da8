import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  filterSettingsSchema,
  loanProductSchema,
  offerImageSchema,
  offerPreviewSchema,
  tripleOfferConfigSchema,
} from '../offers.ts';

const tags = ['offers'];
const recordId = z.coerce.number().int().positive().max(2_147_483_647);

export const getPublicOffer = defineEndpoint({
  operationId: 'getPublicOffer',
  method: 'GET',
  path: '/api/administration/public/offer/:id',
  summary: 'One active loan product (public: the default offer before login)',
  tags,
  access: 'public',
  params: z.object({ id: recordId }),
  response: loanProductSchema,
});

export const getOfferPreview = defineEndpoint({
  operationId: 'getOfferPreview',
  method: 'GET',
  path: '/api/administration/offer/preview/:id',
  summary: 'A product with its representative example, computed by the offer engine',
  tags,
  access: 'public',
  params: z.object({ id: recordId }),
  response: offerPreviewSchema,
});

export const getOfferData = defineEndpoint({
  operationId: 'getOfferData',
  method: 'GET',
  path: '/api/administration/offer-data',
  summary: 'The active products among comma-separated ids, in the order asked',
  tags,
  access: 'customer',
  query: z.object({ ids: z.string().max(300) }),
  response: z.array(loanProductSchema),
});

export const listOfferImages = defineEndpoint({
  operationId: 'listOfferImages',
  method: 'GET',
  path: '/api/administration/image',
  summary: 'The illustration of every active product, with its address and alternative text',
  tags,
  access: 'public',
  response: z.array(offerImageSchema),
});

export const getOfferImage = defineEndpoint({
  operationId: 'getOfferImage',
  method: 'GET',
  path: '/api/administration/image/:offerId',
  summary: "A product's illustration as SVG (errors answer JSON)",
  description: 'Answers 304 when the If-None-Match header carries the current ETag.',
  tags,
  access: 'public',
  params: z.object({ offerId: recordId }),
  response: { binary: 'image/svg+xml' },
});

export const getTripleOfferConfig = defineEndpoint({
  operationId: 'getTripleOfferConfig',
  method: 'GET',
  path: '/api/administration/triple-offer-config',
  summary: 'The three columns of the offer comparison',
  tags,
  access: 'customer',
  response: tripleOfferConfigSchema,
});

export const getFilterSettings = defineEndpoint({
  operationId: 'getFilterSettings',
  method: 'GET',
  path: '/api/administration/offer/calculation-config/filter-settings',
  summary: 'Amount and term ranges of the assessment, the default offer and the question set',
  tags,
  access: 'customer',
  response: filterSettingsSchema,
});
