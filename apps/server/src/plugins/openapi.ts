import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorResponseSchema } from '@hitelkapu/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function pascal(words: string): string {
  return words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('');
}

/** `GET /api/credit/loan-application/{id}/flow` -> `getCreditLoanApplicationByIdFlow`. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment)));
  return method.toLowerCase() + words.join('');
}

/**
 * Every documented route states the answers the whole stack can give it, not only its own:
 * 400 for bad input, 401 when it needs a session, 404 for an id that is not there, 413 and
 * 415 for a body too large or not JSON, 500 for the unexpected. All in the one error shape.
 */
function documentCommonAnswers(route: RouteOptions): void {
  const schema = route.schema as
    | (Record<string, unknown> & { response?: Record<string, unknown> })
    | undefined;
  if (!schema || schema.hide) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  schema.operationId ??= operationIdFor(methods[0] ?? 'get', route.url);
  schema.response ??= {};
  const response = schema.response;
  const add = (status: number) => {
    response[status] ??= errorResponseSchema;
  };
  const hasBody = methods.some((m) => BODY_METHODS.has(m));
  const hasParams = route.url.includes(':');
  if (hasBody || hasParams || schema.querystring || schema.params || schema.body) add(400);
  if (Array.isArray(schema.security) && schema.security.length > 0) add(401);
  if (hasParams) add(404);
  if (hasBody) {
    add(413);
    add(415);
  }
  add(500);
}

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', documentCommonAnswers);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hitelkapu API',
        description: 'The customer portal API. Every error answers { code, message, fieldErrors? }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The viewer sets a few inline styles; allow those on its own pages, still no remote sources.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
}
