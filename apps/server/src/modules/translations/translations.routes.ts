import {
  getInternalTranslationTokens,
  getPublicTranslationTokens,
} from '@hitelkapu/domain/contracts/endpoints/translations';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { TranslationsService } from './translations.service.ts';

export function translationRoutes(app: FastifyInstance, translations: TranslationsService): void {
  route(app, getPublicTranslationTokens, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return translations.tokens(request.params.lang, 'public');
  });
  route(app, getInternalTranslationTokens, async (request) =>
    translations.tokens(request.params.lang, 'internal'),
  );
}
