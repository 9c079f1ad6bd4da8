import {
  getIdentification,
  getKycTypeInfo,
  receiveKycCallback,
  startIdentification,
} from '@hitelkapu/domain/contracts/endpoints/identification';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { IdentificationService } from './identification.service.ts';
import type { KycCallbackService } from './kyc-callback.service.ts';

/** A callback body is a small JSON document: anything larger is refused unread. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * Identity verification: the configured methods, starting a check at the provider, the
 * check's state, and the providers' signed callbacks.
 */
export function identificationRoutes(
  app: FastifyInstance,
  { identification, callbacks }: { identification: IdentificationService; callbacks: KycCallbackService },
): void {
  route(app, getKycTypeInfo, async () => identification.kycTypeInfo());

  route(app, startIdentification, async (request) =>
    identification.start(
      sessionOf(request).customer,
      request.params.id,
      request.body.type,
      idempotencyKeyOf(request),
      request.ip,
    ),
  );

  route(app, getIdentification, async (request) =>
    identification.getState(sessionOf(request).customer.id, request.params.id),
  );

  // The signature covers the exact bytes sent, so this route alone takes its JSON unparsed.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    route(scope, receiveKycCallback, async (request) => {
      const raw: unknown = request.body;
      return callbacks.handle(
        request.params.provider,
        Buffer.isBuffer(raw) ? raw : Buffer.alloc(0),
        request.headers,
      );
    });
  });
}
