import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Personal data and secrets never reach a log line, whatever object they sit in. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-auth-token"]',
  'res.headers["x-auth-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.code',
  '*.email',
  '*.phone',
  '*.name',
];

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export function loggerOptions(level: string, pretty = false): FastifyServerOptions['logger'] {
  return {
    level,
    // Readable lines while developing; JSON lines everywhere else, for the log pipeline.
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      // The query string may hold a reset token or a landing parameter: log the path only.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: (req.url ?? '').split('?')[0],
        remoteAddress: req.ip,
      }),
    },
  };
}

/** A caller's x-request-id is reused when it is well formed, so one id follows a request through proxies. */
export function generateRequestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}
