import type { FastifyInstance } from 'fastify';

/** What a request through `injectFetch` carried, for a test that watches the calls. */
export interface InjectedRequest {
  method: string;
  path: string;
  /** The query string with its `?`, or empty. */
  search: string;
  headers: Record<string, string>;
}

/**
 * A `fetch` answered by the app in this process, as a vendor would answer over HTTP: the
 * built-in sandboxes (which stand in for a PSD2 aggregator) are reached this way, so a
 * sandbox adapter needs neither the network nor the portal's public address to be reachable
 * from the server itself. Only the path and query of the URL are used.
 */
export function injectFetch(
  app: FastifyInstance,
  onRequest?: (request: InjectedRequest) => void,
): typeof fetch {
  return async (input, init) => {
    // A path alone is fine too: only the path and query are used.
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    onRequest?.({ method, path: url.pathname, search: url.search, headers });
    const res = await app.inject({
      method: method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(noBody ? null : res.rawPayload, { status: res.statusCode, headers: responseHeaders });
  };
}
