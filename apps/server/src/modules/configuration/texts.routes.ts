import {
  listConfigOnboardingPages,
  listConfigStatements,
  listConfigTranslations,
  publishConfigStatementVersion,
  reorderConfigOnboardingPages,
  resetConfigTranslation,
  updateConfigOnboardingPage,
  updateConfigTranslation,
} from '@hitelkapu/domain/contracts/endpoints/staff-config-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { staffOf } from '../staff/staff-auth.ts';
import type { TextsService } from './texts.service.ts';

/** The configuration editor's texts: translation tokens, statement versions and onboarding pages. */
export function configurationTextsRoutes(app: FastifyInstance, texts: TextsService): void {
  const actorOf = (request: FastifyRequest) => ({ staffId: staffOf(request).id, ip: request.ip });

  route(app, listConfigTranslations, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return texts.searchTranslations(request.query);
  });
  route(app, updateConfigTranslation, async (request) =>
    texts.updateTranslation(request.params.key, request.body, actorOf(request)),
  );
  route(app, resetConfigTranslation, async (request) =>
    texts.resetTranslation(request.params.key, request.body, actorOf(request)),
  );
  route(app, listConfigStatements, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { items: await texts.listStatements() };
  });
  route(app, publishConfigStatementVersion, async (request) =>
    texts.publishStatementVersion(request.params.identifier, request.body, actorOf(request)),
  );
  route(app, listConfigOnboardingPages, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { items: await texts.listOnboardingPages(request.query.type) };
  });
  route(app, updateConfigOnboardingPage, async (request) =>
    texts.updateOnboardingPage(request.params.id, request.body, actorOf(request)),
  );
  route(app, reorderConfigOnboardingPages, async (request) => ({
    items: await texts.reorderOnboardingPages(request.body, actorOf(request)),
  }));
}
