import {
  decisionReviewCreateSchema,
  decisionReviewQuerySchema,
  decisionReviewResponseSchema,
  decisionReviewSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerCallErrors, secured } from '../../lib/route-schemas.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { DecisionReviewsService } from './decision-reviews.service.ts';

/**
 * A customer asks a person to review an automated decision (EU 2023/2225 art. 18(8), GDPR
 * art. 22(3)) and follows the request. Owner only: another customer's assessment or
 * application answers 404 like an unknown id.
 */
export function decisionReviewRoutes(app: FastifyInstance, reviews: DecisionReviewsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['decision-review'];

  r.get(
    '/api/credit/decision-review',
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary:
          'The newest request for a person to review one automated decision (a preliminary assessment or an application refusal), or null',
        ...secured,
        querystring: decisionReviewQuerySchema,
        response: { 200: decisionReviewResponseSchema, ...customerCallErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { request: await reviews.get(sessionOf(request).customer, request.query) };
    },
  );

  r.post(
    '/api/credit/decision-review',
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary:
          'Asks a person to review an automated decision, with the customer’s view and updated facts; 201 when filed, 200 with the open request when one is already open; 409 for a decision no machine made',
        ...secured,
        body: decisionReviewCreateSchema,
        response: { 200: decisionReviewSchema, 201: decisionReviewSchema, ...customerCallErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { request: review, created } = await reviews.create(sessionOf(request).customer, request.body);
      return reply.status(created ? 201 : 200).send(review);
    },
  );
}
