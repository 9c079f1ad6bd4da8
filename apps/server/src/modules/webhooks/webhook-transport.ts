import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { webhookErrorClasses } from '../../db/schema/webhooks.ts';
import { guardedLookup, type WebhookUrlPolicy } from './webhook-url.ts';

export type WebhookErrorClass = (typeof webhookErrorClasses)[number];

/** One signed webhook on its way: the URL, the Standard Webhooks headers and the exact body. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** Posts a webhook and reports the status answered; throws a WebhookTransportError when none was. */
export type WebhookTransport = (request: WebhookRequest) => Promise<{ status: number }>;

/** A failure before any status came back, by class (the delivery log keeps only the class). */
export class WebhookTransportError extends Error {
  constructor(readonly errorClass: WebhookErrorClass) {
    super(`webhook delivery failed: ${errorClass}`);
    this.name = 'WebhookTransportError';
  }
}

const tlsCodes = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_SSL_WRONG_VERSION_NUMBER',
]);

/** The class of a network error; never its message (it may name internals). */
export function errorClassOf(error: unknown): WebhookErrorClass {
  if (error instanceof WebhookTransportError) return error.errorClass;
  const { code, name } = (error ?? {}) as { code?: string; name?: string };
  if (code === 'EWEBHOOKADDRESS') return 'URL_REFUSED';
  if (name === 'AbortError' || name === 'TimeoutError' || code === 'ABORT_ERR' || code === 'ETIMEDOUT')
    return 'TIMEOUT';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'DNS';
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return 'CONNECTION';
  if (code && (tlsCodes.has(code) || code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_')))
    return 'TLS';
  return 'NETWORK';
}

/**
 * Real HTTP: POST with a time limit for the whole exchange, no redirects followed (a redirect is
 * not a delivery, and could point inside), and the host resolved through the guarded look-up
 * so only allowed addresses are connected to. The answer's body is read and dropped.
 */
export function httpWebhookTransport(policy: WebhookUrlPolicy): WebhookTransport {
  const lookup = guardedLookup(policy);
  return ({ url, headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          lookup,
          signal: AbortSignal.timeout(timeoutMs),
          agent: false,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
          response.on('error', (error) => reject(new WebhookTransportError(errorClassOf(error))));
        },
      );
      request.on('error', (error) => reject(new WebhookTransportError(errorClassOf(error))));
      request.end(body);
    });
}

/**
 * In-process delivery through the app's own pipeline (the demo receiver in tests): only the
 * URL's path is used, so a test needs no port.
 */
export function injectWebhookTransport(app: FastifyInstance): WebhookTransport {
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
