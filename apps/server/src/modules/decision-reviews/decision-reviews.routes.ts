import {
  getDecisionReview,
  requestDecisionReview,
} from '@hitelkapu/domain/contracts/endpoints/decision-reviews';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { DecisionReviewsService } from './decision-reviews.service.ts';

/**
 * A customer asks a person to review an automated decision (EU 2023/2225 art. 18(8), GDPR
 * art. 22(3)) and follows the request. Owner only: another customer's assessment or
 * application answers 404 like an unknown id.
 */
export function decisionReviewRoutes(app: FastifyInstance, reviews: DecisionReviewsService): void {
  route(app, getDecisionReview, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { request: await reviews.get(sessionOf(request).customer, request.query) };
  });
  route(app, requestDecisionReview, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const { request: review, created } = await reviews.create(sessionOf(request).customer, request.body);
    // The open request about the same decision answers 200 instead of the contract's 201.
    if (!created) reply.status(200);
    return review;
  });
}
