import type { FieldErrors } from '@hitelkapu/domain';
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointInputOptional,
  type EndpointResult,
  endpointUrl,
} from '@hitelkapu/domain/contracts/endpoint';

/** Spec §9: every call times out after 12 s; preliminary assessment and leasing prescore get 120 s. */
export const DEFAULT_TIMEOUT_MS = 12_000;
export const LONG_TIMEOUT_MS = 120_000;
/** Spec §6: an authenticated call waits for a session up to 6 x 500 ms. */
export const SESSION_WAIT_TRIES = 6;
export const SESSION_WAIT_INTERVAL_MS = 500;
export const NO_TOKEN_MESSAGE = 'No token to use for an authenticated call!';

export const API_BASE = '/api';
export const AUTH_HEADER = 'Authorization';
/** A response header carrying a new or refreshed session token. */
export const TOKEN_HEADER = 'X-Auth-Token';

/** The wording of a failure by key (decision 027): a translation token and its values. */
export interface ErrorWordingKey {
  key: string;
  values?: Record<string, string | number>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors | undefined;
  readonly wording: ErrorWordingKey | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors?: FieldErrors,
    wording?: ErrorWordingKey,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.wording = wording;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData body goes as multipart, its boundary set by fetch (uploads). */
  body?: unknown;
  /** Public calls (tokens, configuration, login) send no token; everything else does. */
  auth?: boolean;
  /** Milliseconds, or null for no timeout (leasing recalculation). */
  timeoutMs?: number | null;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob' | 'text';
  /** Extra request headers, e.g. the password-reset token of an email link. */
  headers?: Record<string, string>;
}

/** What a call adds to its contract's input: a way to cancel it, and which token it sends. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * A token a login answered but kept out of the session (the email is unconfirmed, the
   * password must change), sent instead of the session's for that one follow-up call.
   */
  heldToken?: string;
  /** Sends the session's token on a public call that reads one when present (confirm-email). */
  withSession?: boolean;
}

/** The input of a contract's call: optional when the call takes none. */
export type CallArgs<E extends EndpointDefinition> =
  EndpointInputOptional<E> extends true
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

/** A response body together with the response headers (a login's token arrives in a header). */
export interface ResponseWithHeaders<T> {
  body: T;
  headers: Headers;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getToken(): string | null;
  /** Offers a token from a response header; the session store keeps it only if newer. */
  offerToken(token: string): void;
  onUnauthorized(): void;
  onForbidden(): void;
  log(message: string, detail: unknown): void;
  sleep(ms: number): Promise<void>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readErrorBody(response: Response): Promise<ApiError> {
  let body: {
    code?: unknown;
    message?: unknown;
    messageKey?: unknown;
    messageValues?: unknown;
    fieldErrors?: unknown;
  } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // A proxy's HTML error page: keep the status, fall back to a generic code.
  }
  const code = typeof body.code === 'string' ? body.code : response.status >= 500 ? 'INTERNAL' : 'UNKNOWN';
  const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
  const fieldErrors =
    body.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as FieldErrors) : undefined;
  const wording =
    typeof body.messageKey === 'string'
      ? {
          key: body.messageKey,
          ...(body.messageValues && typeof body.messageValues === 'object'
            ? { values: body.messageValues as Record<string, string | number> }
            : {}),
        }
      : undefined;
  return new ApiError(response.status, code, message, fieldErrors, wording);
}

async function readBody<T>(response: Response, responseType: RequestOptions['responseType']): Promise<T> {
  if (response.status === 204) return undefined as T;
  if (responseType === 'blob') return (await response.blob()) as T;
  if (responseType === 'text') return (await response.text()) as T;
  return (await response.json()) as T;
}

/** The calls of the PSD2 bank sync (spec §7 "Bank sync"), whose status errors are not logged. */
export function isPsd2SyncPath(path: string): boolean {
  return /^\/(?:credit\/psd2-sync|sync\/psd2|sync\/gocardless\/psd2)\//.test(path);
}

export function createApiClient(deps: ApiClientDeps) {
  async function waitForToken(): Promise<string> {
    for (let attempt = 0; attempt < SESSION_WAIT_TRIES; attempt += 1) {
      const token = deps.getToken();
      if (token) return token;
      await deps.sleep(SESSION_WAIT_INTERVAL_MS);
    }
    const token = deps.getToken();
    if (token) return token;
    throw new Error(NO_TOKEN_MESSAGE);
  }

  /** A call whose caller also needs the response headers (a login's token arrives in one). */
  async function requestWithHeaders<T>(
    path: string,
    options: RequestOptions = {},
  ): Promise<ResponseWithHeaders<T>> {
    const {
      method = 'GET',
      body,
      auth = true,
      timeoutMs = DEFAULT_TIMEOUT_MS,
      query,
      responseType = 'json',
    } = options;
    const url = buildUrl(path, query);
    try {
      const headers = new Headers(options.headers);
      headers.set('Accept', responseType === 'json' ? 'application/json' : '*/*');
      if (auth) headers.set(AUTH_HEADER, `Bearer ${await waitForToken()}`);
      const isMultipart = body instanceof FormData;
      // fetch writes the multipart Content-Type with its boundary itself; setting it here would break it.
      if (body !== undefined && !isMultipart) headers.set('Content-Type', 'application/json');
      const signals = [
        options.signal,
        timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs),
      ].filter((signal): signal is AbortSignal => signal !== undefined);
      const response = await deps.fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
        signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
      });

      const refreshed = response.headers.get(TOKEN_HEADER);
      if (refreshed) deps.offerToken(refreshed);

      if (!response.ok) {
        const error = await readErrorBody(response);
        if (response.status === 401 && auth) deps.onUnauthorized();
        if (response.status === 403) deps.onForbidden();
        throw error;
      }
      return { body: await readBody<T>(response, responseType), headers: response.headers };
    } catch (error) {
      // Spec §8: a PSD2 sync's status error is re-thrown for the bank-sync screen to explain, not logged.
      if (!(error instanceof ApiError && isPsd2SyncPath(path))) deps.log(`${method} ${url} failed`, error);
      throw error;
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return (await requestWithHeaders<T>(path, options)).body;
  }

  /**
   * Makes the call a contract describes (decision 024): its method, path, session and timeout
   * come from the contract, and a JSON answer is checked against the contract's schema.
   */
  async function callWithHeaders<E extends EndpointDefinition>(
    endpoint: E,
    ...[input]: CallArgs<E>
  ): Promise<ResponseWithHeaders<EndpointResult<E>>> {
    const given = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: RequestOptions['query'];
      body?: unknown;
      headers?: Record<string, string>;
    } & CallOptions;
    const path = endpointUrl(endpoint.path, given.params).replace(/^\/api(?=\/)/, '');
    const { response } = endpoint;
    const binary = response !== null && 'binary' in response;
    const answer = await requestWithHeaders<unknown>(path, {
      method: endpoint.method,
      auth: given.heldToken === undefined && (endpoint.access !== 'public' || given.withSession === true),
      query: given.query,
      body: given.body,
      headers:
        given.heldToken === undefined
          ? given.headers
          : { ...given.headers, [AUTH_HEADER]: `Bearer ${given.heldToken}` },
      signal: given.signal,
      responseType: binary ? 'blob' : 'json',
      ...(endpoint.timeoutMs !== undefined ? { timeoutMs: endpoint.timeoutMs } : {}),
    });
    const body = response === null || binary ? answer.body : response.parse(answer.body);
    return { body: body as EndpointResult<E>, headers: answer.headers };
  }

  async function call<E extends EndpointDefinition>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<EndpointResult<E>> {
    return (await callWithHeaders(endpoint, ...args)).body;
  }

  return { request, requestWithHeaders, call, callWithHeaders };
}

export type ApiClient = ReturnType<typeof createApiClient>;
