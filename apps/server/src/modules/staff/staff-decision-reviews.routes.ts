import {
  decideStaffDecisionReview,
  listStaffDecisionReviews,
  takeStaffDecisionReview,
} from '@hitelkapu/domain/contracts/endpoints/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { DecisionReviewsService } from '../decision-reviews/decision-reviews.service.ts';
import { staffOf } from './staff-auth.ts';

/** The queue of customers' requests for a person to review an automated decision. */
export function staffDecisionReviewRoutes(
  app: FastifyInstance,
  decisionReviews: DecisionReviewsService,
): void {
  route(app, listStaffDecisionReviews, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return decisionReviews.listOpen();
  });
  route(app, takeStaffDecisionReview, async (request) =>
    decisionReviews.take(request.params.reviewId, { staffId: staffOf(request).id, ip: request.ip }),
  );
  route(app, decideStaffDecisionReview, async (request) =>
    decisionReviews.decide(request.params.reviewId, request.body, {
      staffId: staffOf(request).id,
      ip: request.ip,
    }),
  );
}
