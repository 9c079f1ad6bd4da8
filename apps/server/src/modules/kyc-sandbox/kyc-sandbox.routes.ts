import multipart from '@fastify/multipart';
import { httpStatusByErrorCode } from '@hitelkapu/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { permissionsPolicy } from '../../plugins/security.ts';
import {
  renderSandboxForm,
  SANDBOX_STYLESHEET_PATH,
  sandboxPages,
  sandboxStylesheet,
} from './kyc-sandbox.page.ts';
import {
  MAX_SANDBOX_IMAGE_BYTES,
  SandboxFormError,
  type SandboxKycVendor,
  type SandboxPageState,
  type SandboxSubmission,
  sandboxMessages,
} from './kyc-sandbox.service.ts';

/** Two images and three short fields. */
const submissionLimits = {
  fileSize: MAX_SANDBOX_IMAGE_BYTES,
  files: 2,
  fields: 5,
  fieldSize: 100,
  parts: 8,
  headerPairs: 50,
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    // The capture page may use the camera; nothing else of the portal may.
    .header('Permissions-Policy', permissionsPolicy(['camera']))
    .type('text/html; charset=utf-8')
    .send(body);

/** Reads the multipart form of the page; an over-long form is refused as a whole. */
async function readSubmission(request: FastifyRequest): Promise<SandboxSubmission> {
  const submission: SandboxSubmission = {
    documentType: undefined,
    outcome: undefined,
    declineReason: undefined,
    document: undefined,
    selfie: undefined,
  };
  if (!request.isMultipart()) return submission;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.fieldname === 'document' || part.fieldname === 'selfie')
        submission[part.fieldname] = { content, truncated: part.file.truncated };
    } else if (typeof part.value === 'string') {
      if (
        part.fieldname === 'documentType' ||
        part.fieldname === 'outcome' ||
        part.fieldname === 'declineReason'
      )
        submission[part.fieldname] = part.value;
    }
  }
  return submission;
}

/**
 * The built-in sandbox identity-verification vendor, mounted at /sandbox/kyc unless
 * KYC_SANDBOX=off. It talks to the portal only through the signed callback; its pages are
 * HTML, so its errors are pages too (this scope has its own error handler).
 */
export function kycSandboxRoutes(
  app: FastifyInstance,
  deps: { vendor: SandboxKycVendor; limiter: RateLimiter },
): void {
  const { vendor, limiter } = deps;
  const tags = ['kyc-sandbox'];

  /** Where the page of a session that is not open sends the browser. */
  function closedPage(reply: FastifyReply, state: Exclude<SandboxPageState, { state: 'OPEN' }>) {
    if (state.state === 'MISSING') return html(reply, 404, sandboxPages.missing());
    if (state.state === 'EXPIRED') return html(reply, 404, sandboxPages.expired(state.session.returnUrl));
    return html(reply, 409, sandboxPages.done(state.session.returnUrl));
  }

  /** After the verdict the browser returns to the portal, which learns the outcome from the callback. */
  const backToPortal = (reply: FastifyReply, returnUrl: string) =>
    reply.header('Cache-Control', 'no-store').redirect(returnUrl, 303);

  app.register(async (scope) => {
    await scope.register(multipart, { limits: submissionLimits, throwFileSizeLimit: false });

    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
        return html(reply, 429, sandboxPages.tooManyRequests());
      }
      // Fastify's own client errors (a body that is not a form, too large …): no internals.
      const status =
        error instanceof AppError
          ? httpStatusByErrorCode[error.code]
          : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status >= 400 && status < 500) return html(reply, status, sandboxPages.badRequest());
      request.log.error({ err: error }, 'KYC sandbox page failed');
      return html(reply, 500, sandboxPages.failed());
    });

    scope.get(
      SANDBOX_STYLESHEET_PATH,
      { schema: { tags, summary: 'Stylesheet of the sandbox pages', hide: true } },
      async (_request, reply) =>
        reply
          .header('Cache-Control', 'public, max-age=3600')
          .type('text/css; charset=utf-8')
          .send(sandboxStylesheet),
    );

    scope.get<{ Params: { reference: string } }>(
      '/sandbox/kyc/:reference',
      {
        schema: {
          // A vendor's page, not the portal API: partners never call it.
          hide: true,
          tags,
          summary:
            'The sandbox vendor page (HTML): capture an identity document and a selfie, then choose the outcome',
        },
      },
      async (request, reply) => {
        const state = await vendor.pageState(request.params.reference);
        if (state.state !== 'OPEN') return closedPage(reply, state);
        return html(
          reply,
          200,
          renderSandboxForm({ reference: state.session.reference, expiresAt: state.session.expiresAt }),
        );
      },
    );

    scope.post<{ Params: { reference: string } }>(
      '/sandbox/kyc/:reference',
      {
        schema: {
          hide: true,
          tags,
          summary:
            'Submits the sandbox page (multipart: documentType, document, selfie, declineReason, outcome); records the verdict, sends the signed callback and redirects (303) to the portal',
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        await enforceLimit(limiter, limits.kycSandboxSubmitPerIp, request.ip);
        const reference = request.params.reference;
        const before = await vendor.pageState(reference);
        // A second click after the verdict goes where the first went; nothing is read again.
        if (before.state === 'DONE') return backToPortal(reply, before.session.returnUrl);
        if (before.state !== 'OPEN') return closedPage(reply, before);
        const formAgain = (fieldErrors: Record<string, string>, submission?: SandboxSubmission) =>
          html(
            reply,
            400,
            renderSandboxForm({
              reference,
              expiresAt: before.session.expiresAt,
              fieldErrors,
              values: { documentType: submission?.documentType, declineReason: submission?.declineReason },
            }),
          );
        let submission: SandboxSubmission;
        try {
          submission = await readSubmission(request);
        } catch {
          // Any form that cannot be read (too many parts, no boundary, cut off) is shown again.
          return formAgain({ outcome: sandboxMessages.invalidForm });
        }
        try {
          const after = await vendor.submit(reference, submission);
          if (after.state === 'DONE') return backToPortal(reply, after.session.returnUrl);
          if (after.state === 'OPEN') throw new Error('a submitted sandbox session is still open');
          return closedPage(reply, after);
        } catch (error) {
          if (!(error instanceof SandboxFormError)) throw error;
          return formAgain(error.fieldErrors, submission);
        }
      },
    );
  });
}
