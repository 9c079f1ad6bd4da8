import {
  getUnsubscribeStatus,
  listConsents,
  recordCookieConsent,
  unsubscribeMarketing,
  updateConsent,
} from '@hitelkapu/domain/contracts/endpoints/consent';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { ConsentService } from './consent.service.ts';

/** The one-click body is one short field; nothing larger is read. */
const ONE_CLICK_BODY_LIMIT = 1024;

export function consentRoutes(app: FastifyInstance, consents: ConsentService): void {
  route(app, recordCookieConsent, async (request) => consents.recordCookieConsent(request.body, request.ip));
  route(app, listConsents, async (request) => consents.listConsents(sessionOf(request).customer.id));
  route(app, updateConsent, async (request) =>
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

    route(scope, getUnsubscribeStatus, async (request, reply) => {
      // A mail client that opens the header's link in a browser lands on the page that asks first.
      const accept = request.headers.accept ?? '';
      if (accept.includes('text/html') && !accept.includes('application/json')) {
        return reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303);
      }
      return consents.unsubscribeStatus(request.query.token, request.ip);
    });
    route(scope, unsubscribeMarketing, async (request) => {
      const isPage = (request.headers['content-type'] ?? '').startsWith('application/json');
      return consents.unsubscribe(request.query.token, isPage ? 'EMAIL_LINK' : 'EMAIL_ONE_CLICK', request.ip);
    });
  });
}
