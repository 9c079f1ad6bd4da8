import {
  decisionReviewDecisionSchema,
  decisionReviewIdParamsSchema,
  decisionReviewSchema,
  errorResponseSchema,
  languageParamSchema,
  outcomeResponseSchema,
  reviewListSchema,
  staffActionResponseSchema,
  staffCaseSchema,
  staffDecisionReviewListSchema,
  staffDecisionSchema,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMemberSchema,
  staffReturnToContractSchema,
  translationTokensSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerKeys } from '../../lib/keys.ts';
import { secured } from '../../lib/route-schemas.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { contentDisposition } from '../applications/documents.service.ts';
import type { DecisionReviewsService } from '../decision-reviews/decision-reviews.service.ts';
import { getTranslationTokens } from '../translations/translations.service.ts';
import { createReviewsService } from './reviews.service.ts';
import { toStaffMember } from './staff.repository.ts';
import { createStaffAccountsService } from './staff-accounts.service.ts';
import { registerStaffSessions, staffOf } from './staff-auth.ts';
import { createStaffTokens } from './staff-tokens.ts';

export type StaffDeps = AuthDeps & {
  keys: Pick<ServerKeys, 'signingKey' | 'verifyKey'>;
  decisionReviews: DecisionReviewsService;
};

const STAFF = '/api/staff';
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const applicationParamsSchema = z.object({ applicationId: z.uuid() });
const caseDocumentParamsSchema = z.object({ applicationId: z.uuid(), documentId: z.uuid() });

/**
 * The staff's own login and the simple review page's calls. Every call but the login needs
 * a staff token (audience hitelkapu-staff); a customer's session opens none of them.
 */
export function staffRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staffTokens = createStaffTokens(deps.keys);
  const requireStaff = registerStaffSessions(app, { db: deps.db, staffTokens });
  const accounts = createStaffAccountsService({ db: deps.db, limiter: deps.limiter, staffTokens });
  const reviews = createReviewsService({ db: deps.db, publicUrl: deps.config.publicUrl });

  r.post(
    `${STAFF}/auth/login`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Logs a staff member in with email and password; the token is in the answer',
        body: staffLoginSchema,
        response: {
          200: staffLoginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return accounts.login(request.body, request.ip);
    },
  );

  r.post(
    `${STAFF}/auth/logout`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Ends every session of the staff member',
        ...secured,
        response: { 200: outcomeResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await accounts.logout(staffOf(request).id);
      return { outcome: 'LOGGED_OUT' };
    },
  );

  r.get(
    `${STAFF}/me`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'The logged-in staff member',
        ...secured,
        response: { 200: staffMemberSchema, 401: errorResponseSchema },
      },
    },
    async (request) => toStaffMember(staffOf(request)),
  );

  r.get(
    `${STAFF}/tokens/:lang`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'The wording of the logged-in area for staff pages (reasons, positions, the review page)',
        ...secured,
        params: languageParamSchema,
        response: { 200: translationTokensSchema, 401: errorResponseSchema },
      },
    },
    async (request) => getTranslationTokens(deps.db, request.params.lang, 'internal'),
  );

  r.get(
    `${STAFF}/reviews`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'Applications waiting for a person: MANUAL ones under review not yet decided, and those with a reported contract error; oldest first',
        ...secured,
        response: { 200: reviewListSchema, 401: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      // Personal data: never kept by a browser or proxy cache.
      reply.header('Cache-Control', 'private, no-store');
      return reviews.list();
    },
  );

  r.get(
    `${STAFF}/reviews/:applicationId/case`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          "An application's answers with the questions that asked them, and its documents: the case a person decides on",
        ...secured,
        params: applicationParamsSchema,
        response: {
          200: staffCaseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return reviews.caseOf(request.params.applicationId);
    },
  );

  r.get(
    `${STAFF}/reviews/:applicationId/documents/:documentId`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'The bytes of one document of the case, as an attachment (uploads are never rendered by the browser)',
        ...secured,
        params: caseDocumentParamsSchema,
        // No response schema: the bytes are sent as they are; errors keep the one error shape.
      },
    },
    async (request, reply) => {
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
    },
  );

  r.post(
    `${STAFF}/reviews/:applicationId/decision`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'Approves or rejects a MANUAL application under review, once; the customer gets the result by email',
        ...secured,
        params: applicationParamsSchema,
        body: staffDecisionSchema,
        response: { 200: staffActionResponseSchema, ...errors },
      },
    },
    async (request) =>
      reviews.decide(request.params.applicationId, request.body, {
        staffId: staffOf(request).id,
        ip: request.ip,
      }),
  );

  r.post(
    `${STAFF}/reviews/:applicationId/return-to-contract`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'Sends an application with a reported contract error back to the contract check with new documents',
        ...secured,
        params: applicationParamsSchema,
        body: staffReturnToContractSchema,
        response: { 200: staffActionResponseSchema, ...errors },
      },
    },
    async (request) =>
      reviews.returnToContract(request.params.applicationId, request.body, {
        staffId: staffOf(request).id,
        ip: request.ip,
      }),
  );

  r.get(
    `${STAFF}/decision-reviews`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'Open requests from customers for a person to review an automated decision (EU 2023/2225 art. 18(8)), oldest first',
        ...secured,
        response: { 200: staffDecisionReviewListSchema, 401: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return deps.decisionReviews.listOpen();
    },
  );

  r.post(
    `${STAFF}/decision-reviews/:reviewId/take`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Takes a review request: the customer sees it in progress',
        ...secured,
        params: decisionReviewIdParamsSchema,
        response: { 200: decisionReviewSchema, ...errors },
      },
    },
    async (request) =>
      deps.decisionReviews.take(request.params.reviewId, { staffId: staffOf(request).id, ip: request.ip }),
  );

  r.post(
    `${STAFF}/decision-reviews/:reviewId/decision`,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'Confirms or changes the contested decision, once, with a reason the customer sees and gets by email',
        ...secured,
        params: decisionReviewIdParamsSchema,
        body: decisionReviewDecisionSchema,
        response: { 200: decisionReviewSchema, ...errors },
      },
    },
    async (request) =>
      deps.decisionReviews.decide(request.params.reviewId, request.body, {
        staffId: staffOf(request).id,
        ip: request.ip,
      }),
  );
}
