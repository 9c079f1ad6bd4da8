import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { permissionsPolicy } from '../../plugins/security.ts';
import { sandboxStylesheet } from '../kyc-sandbox/kyc-sandbox.page.ts';
import {
  createGoCardlessFake,
  type FakeAnswer,
  GOCARDLESS_SANDBOX_API,
  GOCARDLESS_SANDBOX_PREFIX,
  type GoCardlessFake,
} from './gocardless-fake.ts';
import { GOCARDLESS_SANDBOX_STYLESHEET_PATH, linkPages, renderLinkPage } from './gocardless-sandbox.page.ts';

export interface GoCardlessSandboxOptions {
  secretId: string;
  secretKey: string;
  /** The origin the browser reaches this server at; requisition links are built on it. */
  publicUrl: string;
  now?: () => Date;
}

/** The bank page's form: a token, a decision and a persona id. */
const FORM_BODY_LIMIT = 2048;
const API_BODY_LIMIT = 16 * 1024;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .header('Permissions-Policy', permissionsPolicy())
    .type('text/html; charset=utf-8')
    .send(body);

const answer = (reply: FastifyReply, result: FakeAnswer) => {
  reply.status(result.status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
  for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
  return reply.send(result.body);
};

const objectBody = (request: FastifyRequest): Record<string, unknown> | null =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : null;

const pageNumber = (value: unknown, fallback: number, max: number): number => {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
};

/**
 * The GoCardless Bank Account Data stand-in: its API under /sandbox/gocardless/api/v2 (the
 * same paths and shapes as the real one) and the bank page behind a requisition's link at
 * /sandbox/gocardless/link/{id}. Returns the fake so tests and the demo can steer it
 * (outage, suspension).
 */
export function gocardlessSandboxRoutes(
  app: FastifyInstance,
  options: GoCardlessSandboxOptions,
): GoCardlessFake {
  const fake = createGoCardlessFake(options);
  const tags = ['gocardless-sandbox'];
  const hide = true;

  // The vendor's API: JSON in, JSON out, errors in the API's shape (its own not-found under its prefix).
  app.register(
    async (api) => {
      api.setErrorHandler((error, _request, reply) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        const code = status >= 400 && status < 500 ? status : 500;
        return answer(reply, {
          status: code,
          body: {
            summary: code === 500 ? 'Internal server error' : 'Invalid request',
            detail: code === 500 ? 'An unexpected error occurred.' : 'The request could not be read.',
            status_code: code,
          },
        });
      });
      api.setNotFoundHandler((_request, reply) =>
        answer(reply, {
          status: 404,
          body: { summary: 'Not found.', detail: 'Not found.', status_code: 404 },
        }),
      );

      const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
        const refusal = fake.authorize(request.headers.authorization);
        if (refusal) answer(reply, refusal);
        return refusal === null;
      };
      const schema = (summary: string) => ({ schema: { hide, tags, summary } });
      type Id = { Params: { id: string } };

      api.post(`/token/new/`, { ...schema('New token pair'), bodyLimit: API_BODY_LIMIT }, (request, reply) =>
        answer(reply, fake.newToken(objectBody(request))),
      );
      api.post(
        `/token/refresh/`,
        { ...schema('Refresh an access token'), bodyLimit: API_BODY_LIMIT },
        (request, reply) => answer(reply, fake.refreshToken(objectBody(request))),
      );
      api.get<{ Querystring: { country?: string } }>(
        `/institutions/`,
        schema('Institutions'),
        (request, reply) => {
          if (!authorized(request, reply)) return reply;
          return answer(reply, fake.listInstitutions(request.query.country));
        },
      );
      api.get<Id>(`/institutions/:id/`, schema('One institution'), (request, reply) => {
        if (!authorized(request, reply)) return reply;
        return answer(reply, fake.institution(request.params.id));
      });
      api.post(
        `/agreements/enduser/`,
        { ...schema('New end-user agreement'), bodyLimit: API_BODY_LIMIT },
        (request, reply) => {
          if (!authorized(request, reply)) return reply;
          return answer(reply, fake.createAgreement(objectBody(request)));
        },
      );
      api.get<Id>(`/agreements/enduser/:id/`, schema('One end-user agreement'), (request, reply) => {
        if (!authorized(request, reply)) return reply;
        return answer(reply, fake.agreement(request.params.id));
      });
      api.post(
        `/requisitions/`,
        { ...schema('New requisition'), bodyLimit: API_BODY_LIMIT },
        (request, reply) => {
          if (!authorized(request, reply)) return reply;
          return answer(reply, fake.createRequisition(objectBody(request)));
        },
      );
      api.get<{ Querystring: { limit?: string; offset?: string } }>(
        `/requisitions/`,
        schema('Requisitions, a page at a time'),
        (request, reply) => {
          if (!authorized(request, reply)) return reply;
          const limit = Math.max(1, pageNumber(request.query.limit, 100, 100));
          return answer(reply, fake.listRequisitions(limit, pageNumber(request.query.offset, 0, 1_000_000)));
        },
      );
      api.get<Id>(`/requisitions/:id/`, schema('One requisition'), (request, reply) => {
        if (!authorized(request, reply)) return reply;
        return answer(reply, fake.requisition(request.params.id));
      });
      api.delete<Id>(`/requisitions/:id/`, schema('Delete a requisition'), (request, reply) => {
        if (!authorized(request, reply)) return reply;
        return answer(reply, fake.deleteRequisition(request.params.id));
      });
      api.get<Id>(`/accounts/:id/`, schema('Account metadata'), (request, reply) => {
        if (!authorized(request, reply)) return reply;
        return answer(reply, fake.account(request.params.id));
      });
      api.get<Id>(`/accounts/:id/details/`, schema('Account details'), (request, reply) => {
        if (!authorized(request, reply)) return reply;
        return answer(reply, fake.accountDetails(request.params.id));
      });
      api.get<Id>(`/accounts/:id/balances/`, schema('Account balances'), (request, reply) => {
        if (!authorized(request, reply)) return reply;
        return answer(reply, fake.accountBalances(request.params.id));
      });
      api.get<Id & { Querystring: { date_from?: string; date_to?: string } }>(
        `/accounts/:id/transactions/`,
        schema('Account transactions'),
        (request, reply) => {
          if (!authorized(request, reply)) return reply;
          return answer(reply, fake.accountTransactions(request.params.id, request.query));
        },
      );
    },
    { prefix: GOCARDLESS_SANDBOX_API },
  );

  // The bank page: HTML, a form post guarded by the requisition's own token.
  app.register(async (page) => {
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    page.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 400 && status < 500) return html(reply, status, linkPages.badRequest());
      request.log.error({ err: error }, 'GoCardless sandbox page failed');
      return html(reply, 500, linkPages.failed());
    });

    page.get(
      GOCARDLESS_SANDBOX_STYLESHEET_PATH,
      { schema: { hide, tags, summary: 'Stylesheet of the sandbox bank page' } },
      (_request, reply) =>
        reply
          .header('Cache-Control', 'public, max-age=3600')
          .type('text/css; charset=utf-8')
          .send(sandboxStylesheet),
    );

    page.get<{ Params: { id: string } }>(
      `${GOCARDLESS_SANDBOX_PREFIX}/link/:id`,
      { schema: { hide, tags, summary: 'The sandbox bank page behind a requisition link (HTML)' } },
      (request, reply) => {
        const state = fake.linkPage(request.params.id);
        if (!state) return html(reply, 404, linkPages.missing());
        if (!['CR', 'GC', 'UA', 'SA', 'GA'].includes(state.requisition.status)) {
          const back = new URL(state.requisition.redirect);
          back.searchParams.set('ref', state.requisition.reference);
          return html(reply, 409, linkPages.closed(back.toString()));
        }
        return html(reply, 200, renderLinkPage(state));
      },
    );

    page.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
      `${GOCARDLESS_SANDBOX_PREFIX}/link/:id`,
      {
        schema: {
          hide,
          tags,
          summary:
            'The customer approves (with a persona) or rejects on the sandbox bank page; redirects (303) to the portal',
        },
      },
      (request, reply) => {
        const form = request.body ?? {};
        const result = fake.decide(request.params.id, {
          token: typeof form.token === 'string' ? form.token : undefined,
          decision: typeof form.decision === 'string' ? form.decision : undefined,
          persona: typeof form.persona === 'string' ? form.persona : undefined,
        });
        if (result.ok || result.reason === 'CLOSED')
          return reply.header('Cache-Control', 'no-store').redirect(result.redirectUrl ?? '/', 303);
        if (result.reason === 'MISSING') return html(reply, 404, linkPages.missing());
        if (result.reason === 'FORBIDDEN') return html(reply, 403, linkPages.forbidden());
        const state = fake.linkPage(request.params.id);
        return state
          ? html(reply, 400, renderLinkPage(state, 'Válasszon próbaügyfelet, majd a két gomb egyikét.'))
          : html(reply, 404, linkPages.missing());
      },
    );
  });

  return fake;
}
