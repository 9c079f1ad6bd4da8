import {
  COOKIE_POLICY_VERSION,
  consentPurposeParamsSchema,
  consentStateSchema,
  consentUpdateRequestSchema,
  cookieConsentRequestSchema,
  cookieConsentResponseSchema,
  errorResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeStatusSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookieConsents } from '../../db/schema/index.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { customerCallErrors, secured } from '../../lib/route-schemas.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { createConsentService } from './consent.service.ts';

/** The one-click body is one short field; nothing larger is read. */
const ONE_CLICK_BODY_LIMIT = 1024;

export function consentRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, limiter } = deps;
  const consents = createConsentService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withSession = { onRequest: app.requireSession };

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

  r.get(
    '/api/profile/consents',
    {
      ...withSession,
      schema: {
        tags: ['consent'],
        summary:
          "The customer's consents (offers by email and SMS; KHR positive-list data), each with the statement it is given on and its log",
        ...secured,
        response: { 200: z.array(consentStateSchema), 401: errorResponseSchema },
      },
    },
    async (request) => consents.listConsents(sessionOf(request).customer.id),
  );

  r.put(
    '/api/profile/consents/:purpose',
    {
      ...withSession,
      schema: {
        tags: ['consent'],
        summary:
          'Gives or withdraws one consent; logged with the statement version, time and channel. Giving needs the current version (409 otherwise)',
        ...secured,
        params: consentPurposeParamsSchema,
        body: consentUpdateRequestSchema,
        response: { 200: consentStateSchema, ...customerCallErrors },
      },
    },
    async (request) =>
      consents.updateConsent(sessionOf(request).customer, request.params.purpose, request.body),
  );

  // The link of a marketing email works without a login; its token is the proof.
  app.register(async (scope) => {
    // RFC 8058: a mail client's one-click request is a form POST with List-Unsubscribe=One-Click.
    const formBody = (_request: unknown, _body: unknown, done: (err: null, body: object) => void) =>
      done(null, {});
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      formBody,
    );
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      formBody,
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();

    s.get(
      '/api/consent/marketing/unsubscribe',
      {
        schema: {
          tags: ['consent'],
          summary:
            "The unsubscribe link's state: whose address (masked) and whether offers still go there. Changes nothing; a browser asking for HTML is sent to the confirmation page",
          querystring: unsubscribeQuerySchema,
          response: {
            200: unsubscribeStatusSchema,
            303: z.null().describe('To the confirmation page /unsubscribe, for a browser'),
            400: errorResponseSchema,
            404: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        // A mail client that opens the header's link in a browser lands on the page that asks first.
        const accept = request.headers.accept ?? '';
        if (accept.includes('text/html') && !accept.includes('application/json')) {
          return reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303);
        }
        return consents.unsubscribeStatus(request.query.token, request.ip);
      },
    );

    s.post(
      '/api/consent/marketing/unsubscribe',
      {
        schema: {
          tags: ['consent'],
          summary:
            'Withdraws the marketing consent of the link’s customer without a login: the confirmation page sends {}, a mail client List-Unsubscribe=One-Click (RFC 8058, form-encoded). Logged with the version that had been given; repeating it changes nothing',
          querystring: unsubscribeQuerySchema,
          body: z.object({}).optional(),
          response: {
            200: unsubscribeStatusSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const isPage = (request.headers['content-type'] ?? '').startsWith('application/json');
        return consents.unsubscribe(
          request.query.token,
          isPage ? 'EMAIL_LINK' : 'EMAIL_ONE_CLICK',
          request.ip,
        );
      },
    );
  });
}
