import {
  getInternalTranslationTokens,
  getPublicTranslationTokens,
} from '@hitelkapu/domain/contracts/endpoints/translations';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { ModuleDeps } from '../../lib/types.ts';
import { getTranslationTokens } from './translations.service.ts';

export function translationRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  route(app, getPublicTranslationTokens, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return getTranslationTokens(db, request.params.lang, 'public');
  });
  route(app, getInternalTranslationTokens, async (request) =>
    getTranslationTokens(db, request.params.lang, 'internal'),
  );
}
