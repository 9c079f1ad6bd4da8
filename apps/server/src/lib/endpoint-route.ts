import {
  commonErrorStatuses,
  type EndpointAccess,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
} from '@hitelkapu/domain/contracts/endpoint';
import { errorResponseSchema } from '@hitelkapu/domain/contracts/error';
import type { StaffRole } from '@hitelkapu/domain/contracts/staff-roles';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** The onRequest hook that admits each kind of caller; registered by the sessions plugins. */
    accessGuards: Partial<Record<EndpointAccess, onRequestHookHandler>>;
  }
  interface FastifyContextConfig {
    /** The contract a route was registered from (its operationId). */
    endpoint?: string;
    /** A staff call's roles: the staff guard refuses every other staff member (403). */
    roles?: readonly StaffRole[];
  }
}

/** OpenAPI security requirement of each kind of caller (schemes declared in plugins/openapi.ts). */
export const securityByAccess: Record<EndpointAccess, Array<Record<string, string[]>>> = {
  public: [],
  customer: [{ bearerAuth: [] }],
  staff: [{ staffBearerAuth: [] }],
  signed: [{ callbackSignature: [] }],
  dealer: [{ dealerApiKey: [] }],
  merchant: [{ merchantApiKey: [] }],
  monitoring: [{ metricsToken: [] }],
};

/** Makes the guard for a kind of caller known; routes of that access get it as their first hook. */
export function registerAccessGuard(
  app: FastifyInstance,
  access: EndpointAccess,
  guard: onRequestHookHandler,
): void {
  if (!app.hasDecorator('accessGuards')) app.decorate('accessGuards', {});
  app.accessGuards[access] = guard;
}

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/** What a route adds to its contract: its own hooks (rate limits) and body limit. */
export interface RouteExtras {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  bodyLimit?: number;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function successStatusOf(endpoint: EndpointDefinition): number {
  return endpoint.successStatus ?? (endpoint.response === null ? 204 : 200);
}

/** The description of a call, with the staff roles that may make it. */
function describe(endpoint: EndpointDefinition): string {
  const roles = endpoint.roles ? `Staff roles: ${endpoint.roles.join(', ')}.` : '';
  return [endpoint.description, roles].filter(Boolean).join('\n\n');
}

/** The Fastify schema of a contract: validation for its input, serialization and docs for its answers. */
export function routeSchema(endpoint: EndpointDefinition): Record<string, unknown> {
  const response: Record<number, unknown> = {};
  const success = successStatusOf(endpoint);
  // A binary answer is sent as it is; the OpenAPI plugin documents its media type.
  if (endpoint.response === null) response[success] = z.null();
  else if (!('binary' in endpoint.response)) {
    response[success] = endpoint.response;
    for (const status of endpoint.alsoSucceedsWith ?? []) response[status] = endpoint.response;
  }
  for (const status of commonErrorStatuses(endpoint)) response[status] = errorResponseSchema;
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(endpoint.description || endpoint.roles ? { description: describe(endpoint) } : {}),
    tags: [...endpoint.tags],
    security: securityByAccess[endpoint.access],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && endpoint.body !== 'multipart' ? { body: endpoint.body } : {}),
    ...(endpoint.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    response,
  };
}

/**
 * Registers the route of a contract: its method, path, schemas and the guard of its access.
 * The handler reads typed input and returns the success answer; everything else is the contract's.
 */
export function route<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const guards: onRequestHookHandler[] = [];
  if ((endpoint.access === 'staff') !== (endpoint.roles !== undefined))
    throw new Error(`${endpoint.operationId}: a staff call names its roles, and only a staff call does`);
  if (endpoint.access !== 'public' && endpoint.access !== 'signed') {
    const guard = app.hasDecorator('accessGuards') ? app.accessGuards[endpoint.access] : undefined;
    if (!guard) throw new Error(`No ${endpoint.access} guard registered for ${endpoint.operationId}`);
    guards.push(guard);
  }
  const success = successStatusOf(endpoint);
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    config: { endpoint: endpoint.operationId, ...(endpoint.roles ? { roles: endpoint.roles } : {}) },
    onRequest: [...guards, ...asList(extras.onRequest)],
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: async (request, reply) => {
      if (success !== 200) reply.status(success);
      const answer = await (handler as unknown as EndpointHandler<EndpointDefinition>)(
        request as EndpointRequest<EndpointDefinition>,
        reply,
      );
      // An empty answer (204) is sent here, so no handler has to remember to.
      if (answer === undefined && !reply.sent) return reply.send(null);
      return answer;
    },
  };
  app.route(options);
}
