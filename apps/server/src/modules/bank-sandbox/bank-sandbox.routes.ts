import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter, type RateLimitRule } from '../../lib/rate-limit.ts';
import {
  BANK_SANDBOX_STYLESHEET_PATH,
  BANK_SANDBOX_UI_PATH,
  bankSandboxPages,
  bankSandboxStylesheet,
  renderBankSandboxPage,
} from './bank-sandbox.page.ts';
import {
  type BankSandbox,
  createBankSandbox,
  createMemoryRateLimiter,
  finalOutcome,
  findSandboxInstitution,
  returnLocation,
  SandboxApiError,
  type SandboxConsent,
  type SandboxPageAction,
  sandboxInstitutions,
} from './bank-sandbox.service.ts';
import { findSandboxPersona, SANDBOX_PERSONAS } from './personas.ts';

export const BANK_SANDBOX_API_PATH = '/sandbox/bank-api';

/** Abuse limits of the sandbox, per client address: a few steps per consent, many consents a test run. */
export const bankSandboxLimits = {
  tokenPerIp: { name: 'bank-sandbox-token:ip', limit: 60, windowSeconds: 600 },
  pageSubmitPerIp: { name: 'bank-sandbox-page:ip', limit: 300, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/** A short form: a token, an action, a choice and a few account ids. */
const FORM_BODY_LIMIT = 4096;

type FormBody = Record<string, string | string[]>;

function parseForm(body: string): FormBody {
  const form: FormBody = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = form[name];
    form[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return form;
}

const single = (form: FormBody | undefined, name: string): string | undefined => {
  const value = form?.[name];
  return Array.isArray(value) ? undefined : value;
};
const many = (form: FormBody | undefined, name: string): string[] => {
  const value = form?.[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

const consentBodySchema = z.object({
  reference: z.string().min(1).max(200),
  institutionId: z.string().min(1).max(64).optional(),
  redirectUri: z
    .string()
    .max(2000)
    .refine(
      (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
      'absolute http(s) URL',
    ),
  maxHistoricalDays: z.number().int().min(1).max(730),
  validForDays: z.number().int().min(1).max(180),
  language: z.string().min(2).max(5),
});

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(body);

const apiError = (reply: FastifyReply, error: SandboxApiError) => {
  if (error.retryAfterSeconds !== null) reply.header('Retry-After', String(error.retryAfterSeconds));
  if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer');
  return reply
    .status(error.status)
    .header('Cache-Control', 'no-store')
    .send({ error: error.code, message: error.message });
};

function pageAction(form: FormBody | undefined): SandboxPageAction | null {
  switch (single(form, 'action')) {
    case 'bank':
      return { action: 'bank', bank: single(form, 'bank') };
    case 'login':
      return { action: 'login', persona: single(form, 'persona') };
    case 'back':
      return { action: 'back' };
    case 'consent':
      return { action: 'consent', accounts: many(form, 'account') };
    case 'cancel':
      return { action: 'cancel' };
    case 'fail':
      return { action: 'fail' };
    default:
      return null;
  }
}

/**
 * The sandbox hosted-consent aggregator of the first PSD2 provider: its API under
 * /sandbox/bank-api (client credentials, consents, accounts, transactions) and its hosted
 * consent page under /sandbox/bank-sync/{consentId}, in Hungarian, without JavaScript. Its
 * state lives in this process (see bank-sandbox.service.ts). Returns the sandbox, so a caller
 * can look at the consents it holds.
 */
export function bankSandboxRoutes(
  app: FastifyInstance,
  options: { now?: () => Date; clientId: string; clientSecret: string; limiter?: RateLimiter },
): BankSandbox {
  const now = options.now ?? (() => new Date());
  const limiter = options.limiter ?? createMemoryRateLimiter();
  const sandbox = createBankSandbox({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    now,
    limiter,
  });
  const tags = ['bank-sandbox'];

  const formParser = (_request: FastifyRequest, body: string, done: (err: null, body: FormBody) => void) =>
    done(null, parseForm(body));

  // The aggregator's API: JSON answers, `{error, message}` on refusal.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      formParser,
    );
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof SandboxApiError) return apiError(reply, error);
      if (error instanceof AppError && error.code === 'RATE_LIMITED')
        return apiError(
          reply,
          new SandboxApiError(
            429,
            'TOO_MANY_REQUESTS',
            'Too many requests.',
            error.retryAfterSeconds ?? null,
          ),
        );
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 400 && status < 500)
        return apiError(reply, new SandboxApiError(status, 'FORMAT_ERROR', 'The request is malformed.'));
      request.log.error({ err: error }, 'bank sandbox API failed');
      return apiError(reply, new SandboxApiError(500, 'INTERNAL_ERROR', 'Internal error.'));
    });
    scope.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
    const authenticated = { schema: { tags, hide: true } };
    const authenticate = async (request: FastifyRequest) => {
      sandbox.authenticate(request.headers.authorization);
    };
    const consentHeader = (request: FastifyRequest) => {
      const value = request.headers['consent-id'];
      return typeof value === 'string' ? value : undefined;
    };

    scope.post(`${BANK_SANDBOX_API_PATH}/oauth/token`, authenticated, async (request, reply) => {
      await enforceLimit(limiter, bankSandboxLimits.tokenPerIp, request.ip);
      const form = request.body as FormBody | undefined;
      if (single(form, 'grant_type') !== 'client_credentials')
        throw new SandboxApiError(400, 'unsupported_grant_type', 'Only client_credentials is supported.');
      let clientId = single(form, 'client_id');
      let clientSecret = single(form, 'client_secret');
      const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
      if (basic?.[1]) {
        const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon > 0) {
          clientId = decodeURIComponent(decoded.slice(0, colon));
          clientSecret = decodeURIComponent(decoded.slice(colon + 1));
        }
      }
      return reply.send(sandbox.issueToken(clientId, clientSecret));
    });

    scope.get(
      `${BANK_SANDBOX_API_PATH}/institutions`,
      { ...authenticated, preHandler: authenticate },
      async () => ({
        institutions: sandboxInstitutions,
      }),
    );

    scope.post(
      `${BANK_SANDBOX_API_PATH}/consents`,
      { ...authenticated, preHandler: authenticate },
      async (request, reply) => {
        const parsed = consentBodySchema.safeParse(request.body);
        if (!parsed.success)
          throw new SandboxApiError(400, 'FORMAT_ERROR', 'The consent request is malformed.');
        const { consent, created } = sandbox.createConsent(parsed.data);
        return reply.status(created ? 201 : 200).send({
          consentId: consent.consentId,
          reference: consent.reference,
          status: consent.status,
          validUntil: consent.validUntil.toISOString(),
        });
      },
    );

    const consentView = (consent: SandboxConsent) => ({
      consentId: consent.consentId,
      reference: consent.reference,
      status: consent.status,
      institutionId: consent.bank,
      accounts: consent.status === 'valid' ? consent.accounts.map((account) => account.resourceId) : [],
      validUntil: consent.validUntil.toISOString(),
    });

    scope.get<{ Params: { consentId: string } }>(
      `${BANK_SANDBOX_API_PATH}/consents/:consentId`,
      { ...authenticated, preHandler: authenticate },
      async (request) => consentView(sandbox.consent(request.params.consentId)),
    );

    scope.delete<{ Params: { consentId: string } }>(
      `${BANK_SANDBOX_API_PATH}/consents/:consentId`,
      { ...authenticated, preHandler: authenticate },
      async (request, reply) => {
        sandbox.revoke(request.params.consentId);
        return reply.status(204).send();
      },
    );

    scope.get<{ Params: { accountId: string } }>(
      `${BANK_SANDBOX_API_PATH}/accounts/:accountId`,
      { ...authenticated, preHandler: authenticate },
      async (request) => ({
        account: await sandbox.account(consentHeader(request), request.params.accountId),
      }),
    );

    scope.get<{ Params: { accountId: string }; Querystring: { dateFrom?: string } }>(
      `${BANK_SANDBOX_API_PATH}/accounts/:accountId/transactions`,
      { ...authenticated, preHandler: authenticate },
      async (request) =>
        sandbox.transactions(consentHeader(request), request.params.accountId, request.query.dateFrom),
    );
  });

  // The hosted consent page: HTML answers, errors as pages.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      formParser,
    );
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
        return html(reply, 429, bankSandboxPages.tooManyRequests());
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 400 && status < 500) return html(reply, status, bankSandboxPages.badRequest());
      request.log.error({ err: error }, 'bank sandbox page failed');
      return html(reply, 500, bankSandboxPages.failed());
    });

    scope.get(BANK_SANDBOX_STYLESHEET_PATH, { schema: { tags, hide: true } }, async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/css; charset=utf-8')
        .send(bankSandboxStylesheet),
    );

    const page = (reply: FastifyReply, consent: SandboxConsent, status = 200, error?: string) => {
      const persona = consent.personaId ? (findSandboxPersona(consent.personaId) ?? null) : null;
      return html(
        reply,
        status,
        renderBankSandboxPage({
          consentId: consent.consentId,
          formToken: consent.formToken,
          reference: consent.reference,
          bankFixed: consent.institutionId !== null,
          bank: consent.bank ? (findSandboxInstitution(consent.bank) ?? null) : null,
          institutions: sandboxInstitutions,
          persona,
          personas: SANDBOX_PERSONAS,
          accounts: persona ? sandbox.personaAccounts(consent) : [],
          maxHistoricalDays: consent.maxHistoricalDays,
          validForDays: consent.validForDays,
          validUntil: new Date(now().getTime() + consent.validForDays * 24 * 3600 * 1000),
          error,
        }),
      );
    };

    scope.get<{ Params: { consentId: string } }>(
      `${BANK_SANDBOX_UI_PATH}/:consentId`,
      { schema: { tags, hide: true } },
      async (request, reply) => {
        const consent = sandbox.findConsent(request.params.consentId);
        if (!consent) return html(reply, 404, bankSandboxPages.missing());
        if (consent.status !== 'received')
          return html(reply, 409, bankSandboxPages.done(returnLocation(consent, finalOutcome(consent))));
        return page(reply, consent);
      },
    );

    scope.post<{ Params: { consentId: string } }>(
      `${BANK_SANDBOX_UI_PATH}/:consentId`,
      { schema: { tags, hide: true } },
      async (request, reply) => {
        await enforceLimit(limiter, bankSandboxLimits.pageSubmitPerIp, request.ip);
        const consent = sandbox.findConsent(request.params.consentId);
        if (!consent) return html(reply, 404, bankSandboxPages.missing());
        const form = request.body as FormBody | undefined;
        const action = pageAction(form);
        if (!action) return html(reply, 400, bankSandboxPages.badRequest());
        const outcome = sandbox.act(consent.consentId, single(form, 'token'), action);
        if (!outcome) return html(reply, 403, bankSandboxPages.forbidden());
        if (outcome.kind === 'REDIRECT')
          return reply.header('Cache-Control', 'no-store').redirect(outcome.location, 303);
        if (outcome.kind === 'FORM_ERROR') return page(reply, consent, 400, outcome.message);
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(`${BANK_SANDBOX_UI_PATH}/${encodeURIComponent(consent.consentId)}`, 303);
      },
    );
  });

  return sandbox;
}
