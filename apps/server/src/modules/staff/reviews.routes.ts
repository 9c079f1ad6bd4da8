import {
  decideStaffReview,
  downloadStaffCaseDocument,
  getStaffCase,
  listStaffReviews,
  returnStaffReviewToContract,
} from '@hitelkapu/domain/contracts/endpoints/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { contentDisposition } from '../applications/documents.service.ts';
import type { ReviewsService } from './reviews.service.ts';
import { staffOf } from './staff-auth.ts';

/** The applications waiting for a person: the list, the case, its documents and the decision. */
export function staffReviewRoutes(app: FastifyInstance, reviews: ReviewsService): void {
  route(app, listStaffReviews, async (_request, reply) => {
    // Personal data: never kept by a browser or proxy cache.
    reply.header('Cache-Control', 'private, no-store');
    return reviews.list();
  });
  route(app, getStaffCase, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return reviews.caseOf(request.params.applicationId);
  });
  route(app, downloadStaffCaseDocument, async (request, reply) => {
    const { document, content } = await reviews.documentOf(
      request.params.applicationId,
      request.params.documentId,
    );
    return reply
      .header('Content-Type', document.contentType)
      .header('Content-Disposition', contentDisposition(document.originalName, 'attachment'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(content);
  });
  route(app, decideStaffReview, async (request) =>
    reviews.decide(request.params.applicationId, request.body, {
      staffId: staffOf(request).id,
      ip: request.ip,
    }),
  );
  route(app, returnStaffReviewToContract, async (request) =>
    reviews.returnToContract(request.params.applicationId, request.body, {
      staffId: staffOf(request).id,
      ip: request.ip,
    }),
  );
}
