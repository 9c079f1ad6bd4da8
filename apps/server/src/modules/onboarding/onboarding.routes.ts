import { listOnboardingPages } from '@hitelkapu/domain/contracts/endpoints/onboarding';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { ModuleDeps } from '../../lib/types.ts';
import { createOnboardingService } from './onboarding.service.ts';

export function onboardingRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const onboarding = createOnboardingService(db);
  route(app, listOnboardingPages, async (request) => onboarding.listPages(request.query.type));
}
