import type { FastifyInstance } from 'fastify';

/** One signed callback on its way from the sandbox vendor to the portal. */
export interface CallbackRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Posts a callback and reports the HTTP status; throws when nothing answered. */
export type CallbackTransport = (request: CallbackRequest) => Promise<{ status: number }>;

/**
 * Real HTTP, as a vendor calls: the running server posts to the callback URL the portal
 * registered (built from PUBLIC_URL). A slow portal counts as a failure and is retried.
 */
export function fetchCallbackTransport(timeoutMs = 10_000): CallbackTransport {
  return async ({ url, headers, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Read to the end so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status };
  };
}

/**
 * In-process delivery through the app's own request pipeline (routing, parsers, hooks):
 * the callback URL's path is requested without a network, so tests need no port.
 */
export function injectCallbackTransport(app: FastifyInstance): CallbackTransport {
  return async ({ url, headers, body }) => {
    const target = new URL(url);
    const response = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      payload: body,
    });
    return { status: response.statusCode };
  };
}
