import {
  type ErrorCode,
  type ErrorResponse,
  errorMessageKey,
  fillErrorMessage,
  httpStatusByErrorCode,
} from '@hitelkapu/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { code?: string; input?: unknown; format?: string; origin?: string } };
}

/**
 * Maps one schema issue to a validation message key of packages/domain. Contracts give
 * their own keys (`validation.phone`); zod's generic ones are translated by issue kind.
 */
function messageKeyForIssue(issue: ValidationIssue): string {
  if (issue.message?.startsWith('validation.')) return issue.message;
  const detail = issue.params?.issue;
  switch (detail?.code) {
    case 'invalid_type':
      return detail.input === undefined || detail.input === null
        ? 'validation.required'
        : 'validation.invalid';
    case 'too_small':
    case 'too_big':
      return 'validation.size';
    case 'invalid_format':
      return detail.format === 'email' ? 'validation.email' : 'validation.regex';
    default:
      return 'validation.invalid';
  }
}

function fieldPath(issue: ValidationIssue): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path === '' ? '_' : path;
}

/** An answer in the one error shape; the wording is the code's generic one unless an AppError names its own. */
export function sendError(
  code: ErrorCode,
  error?: AppError,
  fieldErrors?: Record<string, string>,
): ErrorResponse {
  const messageKey = error?.messageKey ?? errorMessageKey(code);
  return {
    code,
    message: error?.message ?? fillErrorMessage(messageKey),
    messageKey,
    ...(error?.messageValues ? { messageValues: error.messageValues } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}

/** One error handler for the whole API: every failure leaves in the `{ code, message, fieldErrors? }` shape. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply
        .status(httpStatusByErrorCode[error.code])
        .send(sendError(error.code, error, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation as ValidationIssue[]) {
        const path = fieldPath(issue);
        fieldErrors[path] ??= messageKeyForIssue(issue);
      }
      return reply.status(400).send(sendError('VALIDATION_FAILED', undefined, fieldErrors));
    }
    const status = error.statusCode ?? 500;
    const code = codeByStatus[status];
    if (status < 500 && code) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): no internals.
      return reply.status(status).send(sendError(code));
    }
    request.log.error({ err: error }, 'request failed');
    const serverCode = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
    return reply.status(httpStatusByErrorCode[serverCode]).send(sendError(serverCode));
  });
}
