import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { type DestinationStream, destination, levels } from 'pino';

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

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;
const PHONE = /\+?\d[\d ()-]{7,}\d/g;
/** A value PostgreSQL quotes in its messages: `invalid input syntax for type uuid: "…"`. */
const QUOTED_VALUE = /: "(?:[^"\\]|\\.)*"/g;
/** Drizzle appends the query's parameters to its message. */
const PARAMS_TAIL = /\nparams: [\s\S]*$/;
/** The only error properties logged (a list, not a filter): what failed and where, never with what. */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'table',
  'column',
  'constraint',
  'schema',
  'dataType',
];

/** A text of an error with the values it may carry (query parameters, emails, phone numbers) taken out. */
export function scrubErrorText(text: string): string {
  return text
    .replace(PARAMS_TAIL, '\nparams: [redacted]')
    .replace(QUOTED_VALUE, ': "[redacted]"')
    .replace(EMAIL, '[redacted]')
    .replace(PHONE, '[redacted]');
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * Errors are logged by what failed and where, never with the data they were about: a failed
 * query's parameters, a constraint's `detail` (`Key (email)=(…)`), or a value quoted in a
 * message are dropped or masked, at every level and through every `cause`.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: scrubErrorText(error.message),
    stack: scrubErrorText(error.stack ?? ''),
  };
  for (const key of KEPT_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (typeof fields.query === 'string') {
    // Parameterised SQL holds placeholders, not values; a literal is masked all the same.
    out.query = fields.query.replace(/'(?:[^']|'')*'/g, "'[redacted]'");
  }
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * What a balancer's X-Request-Id may be to be kept: up to 64 letters, digits, dots, underscores
 * and hyphens (UUIDs, nginx's `$request_id`, Envoy's and Heroku's ids). Anything else (a line
 * break that would forge a log line, a header of kilobytes, personal data) is replaced.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Where log lines go: the given stream (tests), nothing for pino-pretty's own transport
 * (development) or a silent log, else standard output written in batches (4 KB, or every
 * quarter second) instead of one system call per line; pino flushes the rest at exit.
 */
export function logDestination(level: string, pretty: boolean, stream?: DestinationStream) {
  if (stream) return stream;
  if (pretty || level === 'silent') return undefined;
  return destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}

export function loggerOptions(
  level: string,
  pretty = false,
  output?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(output ? { stream: output } : {}),
    // Readable lines while developing; JSON lines everywhere else, for the log pipeline.
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      // The query string may hold a reset token or a landing parameter: log the path only.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: (req.url ?? '').split('?')[0],
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * The request's id: the balancer's X-Request-Id when it is well formed, so one id follows a
 * request from the balancer's log through every line of ours (`reqId`) and back to the client
 * in the X-Request-Id answer header (plugins/security.ts); otherwise a new UUID.
 */
export function generateRequestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

const INFO = 30;
const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

/** Writes the request lines; `flush` hands over what is still held (the app calls it on close). */
export interface RequestLineWriter {
  (request: FastifyRequest, statusCode: number, elapsedMs: number): void;
  flush(): void;
}

/**
 * The one line each request leaves, in pino's own format, written straight to the log's
 * destination: every field is named here (id, method, path without the query, address,
 * status, time), none holds personal data, so it needs neither a child logger nor the
 * redaction walk, and costs a string instead of a serialisation. The lines of the requests
 * that end in one turn of the event loop go to the destination as one write: a write costs
 * the destination more than a line does. Null when info lines are off or go through a
 * transport (development), where the app logs the line through pino.
 */
export function requestLineWriter(
  output: DestinationStream | undefined,
  level: string,
): RequestLineWriter | null {
  if (!output || levels.values[level] === undefined || (levels.values[level] ?? 0) > INFO) return null;
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const lines = pending.join('');
    pending = [];
    output.write(lines);
  };
  const write = (request: FastifyRequest, statusCode: number, elapsedMs: number) => {
    const url = request.url;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    pending.push(
      `{"level":${INFO},"time":${Date.now()}${base},"reqId":${JSON.stringify(request.id)},"req":{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(path)},"remoteAddress":${JSON.stringify(request.ip)}},"statusCode":${statusCode},"responseTimeMs":${Math.round(elapsedMs)},"msg":"request completed"}\n`,
    );
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return Object.assign(write, { flush });
}
