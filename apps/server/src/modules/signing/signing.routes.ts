import {
  confirmDocumentSigning,
  evaluateScoring,
  getApplicationResult,
  getDocumentsForSigning,
  getDocumentTemplate,
  getOpenSigning,
  reportContractError,
  resendSigningCode,
  startDocumentSigning,
  withdrawFromContract,
} from '@hitelkapu/domain/contracts/endpoints/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  documentTemplates,
  type TemplateIdentifier,
  templateIdentifiers,
  templateText,
} from './document-templates.ts';
import type { SigningServices } from './signing.service.ts';
import type { RequestOrigin } from './signing-rules.ts';

function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : '' };
}

/**
 * Contract documents, signing with a one-time code, the result and the withdrawal (issue 5,
 * DOMAIN "Identity verification and signing"). Every call is the owner's only: another
 * customer's application answers 404 like an unknown id.
 */
export function signingRoutes(
  app: FastifyInstance,
  { review, signing, results, withdrawals }: SigningServices,
): void {
  route(app, getDocumentsForSigning, async (request) =>
    review.documentsForSigning(sessionOf(request).customer, request.params.id),
  );

  route(app, reportContractError, async (request) =>
    review.reportError(sessionOf(request).customer, request.body, request.ip),
  );

  route(app, startDocumentSigning, async (request) =>
    signing.start(
      sessionOf(request).customer,
      request.params.id,
      request.body.type,
      idempotencyKeyOf(request),
      originOf(request),
    ),
  );

  route(app, getOpenSigning, async (request) =>
    signing.getOpenSigning(sessionOf(request).customer, request.params.id),
  );

  route(app, resendSigningCode, async (request) =>
    signing.resend(sessionOf(request).customer, request.params.id, originOf(request)),
  );

  route(app, confirmDocumentSigning, async (request) =>
    signing.confirm(sessionOf(request).customer, request.params.id, request.body.code, originOf(request)),
  );

  route(app, evaluateScoring, async (request) =>
    results.evaluate(sessionOf(request).customer, request.body.applicationId),
  );

  route(app, getApplicationResult, async (request) =>
    results.getResult(sessionOf(request).customer.id, request.params.id),
  );

  route(app, withdrawFromContract, async (request) =>
    withdrawals.withdraw(sessionOf(request).customer, request.params.id, originOf(request)),
  );

  route(app, getDocumentTemplate, async (request, reply) => {
    const identifier = request.params.identifier;
    if (!(templateIdentifiers as readonly string[]).includes(identifier))
      throw new AppError('NOT_FOUND', 'errors.signing.templateNotFound');
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'private, max-age=300')
      .send(templateText(documentTemplates[identifier as TemplateIdentifier]));
  });
}
