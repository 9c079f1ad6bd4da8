import { listOnboardingPages } from '@hitelkapu/domain/contracts/endpoints/onboarding';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { OnboardingService } from './onboarding.service.ts';

export function onboardingRoutes(app: FastifyInstance, onboarding: OnboardingService): void {
  route(app, listOnboardingPages, async (request) => onboarding.listPages(request.query.type));
}
