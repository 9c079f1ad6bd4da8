import type { z } from 'zod';
import type { StaffRole } from './staff-roles.ts';

/**
 * One API call, written once: the server registers its route from it, the client calls it and
 * derives its query key from it, and the OpenAPI document is generated from it (decision 024).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make the call: anyone, a customer with a session token, or a staff member with a
 * staff token, or a vendor that proves itself by signing its request, or a dealer or a shop
 * with its API key, or the monitoring system with the metrics token.
 */
export type EndpointAccess =
  | 'public'
  | 'customer'
  | 'staff'
  | 'signed'
  | 'dealer'
  | 'merchant'
  | 'monitoring';

/** Error statuses a call may answer besides the ones every call can give (see `commonErrorStatuses`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 502 | 503;

// biome-ignore lint/suspicious/noExplicitAny: a schema of any shape; the generic keeps the real one.
type AnySchema = z.ZodType<any, any>;

export interface EndpointDefinition {
  /** The OpenAPI operationId, also the client's query-key root: camelCase, unique. */
  operationId: string;
  method: HttpMethod;
  /** The server path with `:name` parameters, e.g. `/api/credit/loan-application/:id`. */
  path: `/${string}`;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: EndpointAccess;
  /** Access 'staff' only, and required there: the roles that may make the call (others get 403). */
  roles?: readonly StaffRole[];
  params?: AnySchema;
  query?: AnySchema;
  /** A JSON body's schema, or `multipart` for an upload the handler reads as a stream. */
  body?: AnySchema | 'multipart';
  /** Request headers the call reads, e.g. `Idempotency-Key`. */
  headers?: AnySchema;
  /** The success answer: one JSON schema, `null` for 204, or a binary type. */
  response: AnySchema | null | { binary: string };
  /** The success status when not 200 (201 for a creation, 204 for an empty answer). */
  successStatus?: 200 | 201 | 202 | 204;
  /**
   * Further success statuses answered with the same schema: 200 when a creation finds what
   * it would create already there (an idempotent repeat).
   */
  alsoSucceedsWith?: readonly (200 | 201 | 202)[];
  /** Error statuses this call answers beyond the ones every call can give. */
  errors?: readonly ErrorStatus[];
  /** Client timeout in ms; `null` for none. The spec's default is 12 s. */
  timeoutMs?: number | null;
}

export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = Readonly<D>;

/** Checks the definition's shape at compile time and keeps its literal types. */
export function defineEndpoint<const D extends EndpointDefinition>(definition: D): Endpoint<D> {
  return Object.freeze(definition);
}

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler reads: the parsed parameters, query and body. */
export type EndpointParams<E extends EndpointDefinition> = OutputOf<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = OutputOf<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = E['body'] extends 'multipart'
  ? undefined
  : OutputOf<E['body']>;

/** What a handler returns for the success status. */
export type EndpointReply<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : E['response'] extends null
    ? null | undefined
    : unknown;

/** What the client gets back. */
export type EndpointResult<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : E['response'] extends null
    ? undefined
    : Blob;

type Field<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What the client passes: path parameters, query, body (FormData for an upload) and headers. */
export type EndpointInput<E extends EndpointDefinition> = Field<'params', E['params']> &
  Field<'query', E['query']> &
  (E['body'] extends 'multipart' ? { body: FormData } : Field<'body', E['body']>) &
  Field<'headers', E['headers']>;

/** True when the call can be made with no input at all. */
export type EndpointInputOptional<E extends EndpointDefinition> =
  object extends EndpointInput<E> ? true : false;

/** Turns `/api/x/:id` and `{ id: 7 }` into `/api/x/7`, escaping each value. */
export function endpointUrl(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `/api/x/:id` -> `/api/x/{id}`, the OpenAPI form. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Statuses every call can answer, by what it takes: bad input, no session, too large, server fault. */
export function commonErrorStatuses(endpoint: EndpointDefinition): number[] {
  const statuses = new Set<number>(endpoint.errors ?? []);
  // Fastify reads the body of every method but GET (and refuses an unreadable one), needed or not.
  const readsBody = endpoint.body !== undefined || endpoint.method !== 'GET';
  const takesInput =
    readsBody ||
    endpoint.params !== undefined ||
    endpoint.query !== undefined ||
    endpoint.headers !== undefined;
  if (takesInput) statuses.add(400);
  if (endpoint.params !== undefined) statuses.add(404);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.roles) statuses.add(403);
  if (readsBody) {
    statuses.add(413);
    statuses.add(415);
  }
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}
