import { bankListSchema, bankLogoParamsSchema } from '../bank-list.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['open-banking'];

export const getBankList = defineEndpoint({
  operationId: 'getBankList',
  method: 'GET',
  path: '/api/psd2/content/hu/banks.json',
  summary: 'The Hungarian banks a customer can link, with BIC, giro prefixes and logo address',
  tags,
  access: 'public',
  response: bankListSchema,
});

export const getBankLogo = defineEndpoint({
  operationId: 'getBankLogo',
  method: 'GET',
  path: '/api/psd2/content/hu/logos/:bic.svg',
  summary: "A bank's placeholder logo as SVG, by BIC (errors answer JSON)",
  description: 'A neutral placeholder: the initials of the bank on a calm colour derived from its BIC.',
  tags,
  access: 'public',
  params: bankLogoParamsSchema,
  response: { binary: 'image/svg+xml' },
  errors: [404],
});
