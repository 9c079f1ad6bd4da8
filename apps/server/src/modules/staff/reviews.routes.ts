import {
  decideStaffReview,
  downloadStaffCaseDocument,
  getStaffCase,
  listStaffReviews,
  previewStaffCaseDocument,
  returnStaffReviewToContract,
  secondStaffApproval,
} from '@hitelkapu/domain/contracts/endpoints/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { contentDisposition } from '../applications/documents.service.ts';
import type { ReviewsService } from './reviews.service.ts';
import { staffOf } from './staff-auth.ts';

/**
 * A document viewed in the review page runs nothing and loads nothing: no scripts, no
 * requests of its own, no forms; only its own images and styles, and framed only by the portal.
 */
const PREVIEW_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** The applications waiting for a person: the list, the case, its documents and the decision. */
export function staffReviewRoutes(app: FastifyInstance, reviews: ReviewsService): void {
  const actorOf = (request: FastifyRequest) => ({ staffId: staffOf(request).id, ip: request.ip });
  route(app, listStaffReviews, async (request, reply) => {
    // Personal data: never kept by a browser or proxy cache.
    reply.header('Cache-Control', 'private, no-store');
    return reviews.list(actorOf(request), request.query);
  });
  route(app, getStaffCase, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return reviews.caseOf(request.params.applicationId, actorOf(request));
  });
  route(app, downloadStaffCaseDocument, async (request, reply) => {
    const { document, content } = await reviews.documentOf(
      request.params.applicationId,
      request.params.documentId,
      actorOf(request),
    );
    return reply
      .header('Content-Type', document.contentType)
      .header('Content-Disposition', contentDisposition(document.originalName, 'attachment'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(content);
  });
  route(app, previewStaffCaseDocument, async (request, reply) => {
    const { document, content } = await reviews.documentOf(
      request.params.applicationId,
      request.params.documentId,
      actorOf(request),
      'PREVIEW',
    );
    return reply
      .header('Content-Type', document.contentType)
      .header('Content-Disposition', contentDisposition(document.originalName, 'inline'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', PREVIEW_POLICY)
      .header('Cache-Control', 'private, no-store')
      .send(content);
  });
  route(app, decideStaffReview, async (request) =>
    reviews.decide(request.params.applicationId, request.body, actorOf(request)),
  );
  route(app, secondStaffApproval, async (request) =>
    reviews.secondApproval(request.params.applicationId, request.body, actorOf(request)),
  );
  route(app, returnStaffReviewToContract, async (request) =>
    reviews.returnToContract(request.params.applicationId, request.body, actorOf(request)),
  );
}
