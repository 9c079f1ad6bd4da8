import {
  COOKIE_POLICY_VERSION,
  cookieConsentRequestSchema,
  cookieConsentResponseSchema,
  errorResponseSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cookieConsents } from '../../db/schema/index.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';

export function consentRoutes(app: FastifyInstance, { db, limiter }: AuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/consent/cookies',
    {
      schema: {
        tags: ['consent'],
        summary: 'Records a visitor’s cookie choice with the notice version it was given on',
        body: cookieConsentRequestSchema,
        response: {
          201: cookieConsentResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await enforceLimit(limiter, limits.cookieConsentPerIp, request.ip);
      if (request.body.policyVersion !== COOKIE_POLICY_VERSION) {
        throw new AppError('CONFLICT', 'A süti-tájékoztató időközben megváltozott. Töltse újra az oldalt.');
      }
      const [row] = await db
        .insert(cookieConsents)
        .values({
          visitorId: request.body.visitorId,
          allowAnalytics: request.body.allowAnalytics,
          policyVersion: request.body.policyVersion,
          channel: 'WEB',
        })
        .returning({ id: cookieConsents.id, recordedAt: cookieConsents.recordedAt });
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ id: row.id, recordedAt: row.recordedAt.toISOString() });
    },
  );
}
