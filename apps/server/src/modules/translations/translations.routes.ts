import { errorResponseSchema, languageParamSchema, translationTokensSchema } from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/types.ts';
import { getTranslationTokens } from './translations.service.ts';

export function translationRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/tokens/public/:lang',
    {
      schema: {
        tags: ['tokens'],
        summary: 'Translation tokens shown before login; unknown languages fall back to hu',
        params: languageParamSchema,
        response: { 200: translationTokensSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return getTranslationTokens(db, request.params.lang, 'public');
    },
  );
  r.get(
    '/api/tokens/internal/:lang',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['tokens'],
        summary: 'Translation tokens of the logged-in area',
        security: [{ bearerAuth: [] }],
        params: languageParamSchema,
        response: { 200: translationTokensSchema, 401: errorResponseSchema },
      },
    },
    async (request) => getTranslationTokens(db, request.params.lang, 'internal'),
  );
}
