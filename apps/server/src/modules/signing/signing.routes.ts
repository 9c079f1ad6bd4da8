import {
  applicationIdParamsSchema,
  applicationResultSchema,
  applicationWithResultSchema,
  contractErrorReportSchema,
  documentsForSigningSchema,
  evaluateScoringSchema,
  loanApplicationSchema,
  openSigningResponseSchema,
  signingConfirmSchema,
  signingSessionSchema,
  signingStartResponseSchema,
  verificationStartSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { idempotencyHeadersSchema, idempotencyKeyOf } from '../../lib/idempotency.ts';
import { customerCallErrors, secured } from '../../lib/route-schemas.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  documentTemplates,
  type TemplateIdentifier,
  templateIdentifiers,
  templateText,
} from './document-templates.ts';
import { createResultService } from './result.service.ts';
import { createSigningService, type RequestOrigin } from './signing.service.ts';
import { createWithdrawalService } from './withdrawal.service.ts';

const errors = customerCallErrors;

const templateParamsSchema = z.object({ identifier: z.string().min(1).max(60) });

function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : '' };
}

/**
 * Contract documents, signing with a one-time code, the result and the withdrawal (issue 5,
 * DOMAIN "Identity verification and signing"). Every call is the owner's only: another
 * customer's application answers 404 like an unknown id.
 */
export function signingRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const signing = createSigningService(deps);
  const results = createResultService(deps);
  const withdrawals = createWithdrawalService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withSession = { onRequest: app.requireSession };
  const tags = ['loan-application'];
  const base = '/api/credit/loan-application/:id';

  r.get(
    `${base}/documents-for-signing`,
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'The contract and the SECCI to read and sign (made once, on the first request at CONTRACT_CHECK), or the signed copies after signing; 409 before the contract stage',
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: documentsForSigningSchema, ...errors },
      },
    },
    async (request) => signing.documentsForSigning(sessionOf(request).customer, request.params.id),
  );

  r.patch(
    '/api/credit/loan-application-signature/error-found',
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'The customer found an error in the documents: signing stops, the report is stored, the application goes to a person (OFFLINE_UNDER_REVIEW, ERROR_FOUND)',
        ...secured,
        body: contractErrorReportSchema,
        response: { 200: loanApplicationSchema, ...errors },
      },
    },
    async (request) => signing.reportError(sessionOf(request).customer, request.body, request.ip),
  );

  r.post(
    `${base}/document-signing/start`,
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Starts signing with an enabled method of the application (needs an Idempotency-Key): SIGN_WAITING and a one-time code by SMS; a retry or a start while a signing is open answers the same signing without a new code',
        ...secured,
        params: applicationIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: verificationStartSchema,
        response: { 200: signingStartResponseSchema, ...errors },
      },
    },
    async (request) =>
      signing.start(
        sessionOf(request).customer,
        request.params.id,
        request.body.type,
        idempotencyKeyOf(request),
        originOf(request),
      ),
  );

  r.get(
    `${base}/document-signing`,
    {
      ...withSession,
      schema: {
        tags,
        summary: 'The open signing (where the code went, until when, tries left); null when none is open',
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: openSigningResponseSchema, ...errors },
      },
    },
    async (request) => signing.getOpenSigning(sessionOf(request).customer, request.params.id),
  );

  r.post(
    `${base}/document-signing/resend`,
    {
      ...withSession,
      schema: {
        tags,
        summary: 'A new code for the open signing: a minute apart, five codes per signing',
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: signingSessionSchema, ...errors },
      },
    },
    async (request) => signing.resend(sessionOf(request).customer, request.params.id, originOf(request)),
  );

  r.post(
    `${base}/document-signing/confirm`,
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Signs with the code: the signed copies with their signing clause are stored and the application goes to review (or straight to its result when approved); 400 for a wrong code, 409 when expired or after the fifth wrong code',
        ...secured,
        params: applicationIdParamsSchema,
        body: signingConfirmSchema,
        response: { 200: applicationWithResultSchema, ...errors },
      },
    },
    async (request) =>
      signing.confirm(sessionOf(request).customer, request.params.id, request.body.code, originOf(request)),
  );

  r.patch(
    '/api/credit/loan-application/evaluate-scoring',
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Applies a decision that is due (a signed application approved with its identity verified goes to RESULT); otherwise answers the current state',
        ...secured,
        body: evaluateScoringSchema,
        response: { 200: applicationWithResultSchema, ...errors },
      },
    },
    async (request) => results.evaluate(sessionOf(request).customer, request.body.applicationId),
  );

  r.get(
    `${base}/result`,
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'The decision that counts (a staff decision replaces the automated one) with its reasons and the withdrawal window; 404 before a decision',
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: applicationResultSchema, ...errors },
      },
    },
    async (request) => results.getResult(sessionOf(request).customer.id, request.params.id),
  );

  r.post(
    `${base}/withdrawal`,
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Withdraws from a concluded contract within 14 days (Fhtv. 20. §), with a receipt by email; a second call answers the first; 409 with the reason otherwise',
        ...secured,
        params: applicationIdParamsSchema,
        body: withdrawalRequestSchema,
        response: { 200: withdrawalResponseSchema, ...errors },
      },
    },
    async (request) =>
      withdrawals.withdraw(sessionOf(request).customer, request.params.id, originOf(request)),
  );

  r.get(
    '/api/administration/template-render/:identifier',
    {
      ...withSession,
      schema: {
        tags: ['field-configs'],
        summary: `A document template as plain text with its {{placeholders}}: ${templateIdentifiers.join(', ')}`,
        ...secured,
        params: templateParamsSchema,
        // No response schema: the text is sent as it is; errors keep the one error shape.
      },
    },
    async (request, reply) => {
      const identifier = request.params.identifier;
      if (!(templateIdentifiers as readonly string[]).includes(identifier))
        throw new AppError('NOT_FOUND', 'Ez a dokumentumsablon nem található.');
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .send(templateText(documentTemplates[identifier as TemplateIdentifier]));
    },
  );
}
