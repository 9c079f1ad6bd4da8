import { errorResponseSchema, onboardingPageSchema, onboardingTypeSchema } from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../lib/types.ts';
import { listOnboardingPages } from './onboarding.repository.ts';

export function onboardingRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/administration/onboarding',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['onboarding'],
        summary: 'The onboarding pages of a journey, in order',
        security: [{ bearerAuth: [] }],
        querystring: z.object({ type: onboardingTypeSchema }),
        response: {
          200: z.array(onboardingPageSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => listOnboardingPages(db, request.query.type),
  );
}
