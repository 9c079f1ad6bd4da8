import { defineEndpoint } from '../endpoint.ts';
import { languageParamSchema, translationTokensSchema } from '../translations.ts';

const tags = ['tokens'];

export const getPublicTranslationTokens = defineEndpoint({
  operationId: 'getPublicTranslationTokens',
  method: 'GET',
  path: '/api/tokens/public/:lang',
  summary: 'Translation tokens shown before login; unknown languages fall back to hu',
  tags,
  access: 'public',
  params: languageParamSchema,
  response: translationTokensSchema,
});

export const getInternalTranslationTokens = defineEndpoint({
  operationId: 'getInternalTranslationTokens',
  method: 'GET',
  path: '/api/tokens/internal/:lang',
  summary: 'Translation tokens of the logged-in area',
  tags,
  access: 'customer',
  params: languageParamSchema,
  response: translationTokensSchema,
});
