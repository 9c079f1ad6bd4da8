import {
  applicationIdParamsSchema,
  errorResponseSchema,
  identificationResponseSchema,
  identificationStartResponseSchema,
  KYC_SIGNATURE_HEADER,
  KYC_TIMESTAMP_HEADER,
  kycTypeInfoSchema,
  verificationStartSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeadersSchema, idempotencyKeyOf } from '../../lib/idempotency.ts';
import { customerCallErrors, secured } from '../../lib/route-schemas.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { createIdentificationService, type IdentificationDeps } from './identification.service.ts';
import { createKycCallbackService, kycCallbackResultSchema } from './kyc-callback.service.ts';

const errors = customerCallErrors;

/** A callback body is a small JSON document: anything larger is refused unread. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

const callbackParamsSchema = z.object({ provider: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/) });
const callbackHeadersSchema = z.object({
  [KYC_TIMESTAMP_HEADER]: z.string().optional().describe('Required. Epoch seconds of the signature.'),
  [KYC_SIGNATURE_HEADER]: z
    .string()
    .optional()
    .describe('Required. v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">; several entries allowed.'),
});

/**
 * Identity verification: the configured methods, starting a check at the provider, the
 * check's state, and the providers' signed callbacks.
 */
export function identificationRoutes(app: FastifyInstance, deps: Omit<IdentificationDeps, 'log'>): void {
  const identification = createIdentificationService({ ...deps, log: app.log });
  const callbacks = createKycCallbackService({ db: deps.db, kycProviders: deps.kycProviders, log: app.log });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withSession = { onRequest: app.requireSession };
  const tags = ['identification'];
  const base = '/api/credit/loan-application/:id';

  // Spec §6 lists the calls that are public; this is not one of them, so it needs a session.
  r.get(
    '/api/administration/kyc-type-info',
    {
      ...withSession,
      schema: {
        tags: ['configuration'],
        summary: 'Enabled identity-verification (KYC) and signing methods, in their configured order',
        ...secured,
        response: { 200: kycTypeInfoSchema, 401: errors[401], 429: errors[429] },
      },
    },
    async () => identification.kycTypeInfo(),
  );

  r.post(
    `${base}/identification/start`,
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Starts identity verification with the chosen method (KYC_CHOOSE or KYC_PREPARATION -> KYC_WAITING) and answers the provider page to send the customer to; needs an Idempotency-Key; a retry, or any start while a check is open, answers that check',
        ...secured,
        params: applicationIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: verificationStartSchema,
        response: { 200: identificationStartResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) =>
      identification.start(
        sessionOf(request).customer,
        request.params.id,
        request.body.type,
        idempotencyKeyOf(request),
        request.ip,
      ),
  );

  r.get(
    `${base}/identification`,
    {
      ...withSession,
      schema: {
        tags,
        summary: "The application's latest identity check; null before the first start",
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: identificationResponseSchema, ...errors },
      },
    },
    async (request) => identification.getState(sessionOf(request).customer.id, request.params.id),
  );

  // The signature covers the exact bytes sent, so this route alone takes its JSON unparsed.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/kyc/callback/:provider',
      {
        schema: {
          tags,
          summary:
            "A KYC provider's signed verdict (raw JSON body, kycCallbackSchema; headers kyc-timestamp and kyc-signature). 401 and nothing changed when unsigned, forged or outside the 300 s window; a replayed event id answers duplicate",
          params: callbackParamsSchema,
          headers: callbackHeadersSchema,
          response: {
            200: kycCallbackResultSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            413: errorResponseSchema,
            415: errorResponseSchema,
          },
        },
      },
      async (request) =>
        callbacks.handle(
          request.params.provider,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          request.headers,
        ),
    );
  });
}
