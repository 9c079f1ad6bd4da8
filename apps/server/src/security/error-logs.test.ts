import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serializeError } from '../lib/logger.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A sink that keeps every log line the app writes. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

const NAME = 'Kovácsné Szabó Erzsébet';
const EMAIL = 'erzsebet.szabo@pelda.hu';
const PHONE = '+36 30 987 6543';

describe('a failed query logs what failed, never the personal data it was about', () => {
  let t: TestApp;
  const sink = logSink();

  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'trace' },
      logStream: sink.stream,
      addRoutes: (app) => {
        // A query that fails on the database with a customer's data as its parameters.
        app.get('/test/failing-query', async () => {
          await t.database.db.execute(sql`select ${NAME}::int as a, ${EMAIL}::uuid as b, ${PHONE} as c`);
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers 500 in the error shape and the log line names the failure without the name, email or phone [ASVS V16.5.1 V16.3.4]', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      message: expect.any(String),
      messageKey: 'errors.INTERNAL',
    });
    const log = sink.lines.join('');
    expect(log).toContain('request failed');
    // The log still tells an engineer what went wrong.
    expect(log).toMatch(/Failed query|invalid input syntax/);
    for (const personal of [NAME, 'Erzsébet', 'Kovácsné', EMAIL, '987 6543', '9876543']) {
      expect(log).not.toContain(personal);
    }
  });
});

describe('the error serializer', () => {
  it('drops query parameters, constraint details and quoted values through every cause [ASVS V16.2.5]', () => {
    const pgError = Object.assign(new Error(`invalid input syntax for type uuid: "${NAME}"`), {
      code: '22P02',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      where: `unnamed portal parameter $1 = '${NAME}'`,
      table: 'customers',
    });
    const queryError = Object.assign(
      new Error(`Failed query: update customers set name = $1 where email = $2\nparams: ${NAME},${EMAIL}`),
      { query: `update customers set name = $1 where note = 'Hívja: ${PHONE}'`, params: [NAME, EMAIL] },
    );
    queryError.cause = pgError;
    const outer = new Error('could not save', { cause: queryError });
    const text = JSON.stringify(serializeError(outer));
    for (const personal of [NAME, EMAIL, PHONE, '987 6543']) expect(text).not.toContain(personal);
    expect(text).toContain('customers');
    expect(text).toContain('22P02');
    expect(text).toContain('update customers set name = $1');
  });
});

describe('one log line per request', () => {
  let t: TestApp;
  const sink = logSink();

  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'info' }, logStream: sink.stream });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('names the request id, method, path, status and time, and neither the query string, the token nor the body [ASVS V16.2.1 V16.2.5]', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bulwark/customer/auth/login?email=${encodeURIComponent(EMAIL)}`,
      headers: { authorization: 'Bearer secret-token-value', 'x-request-id': 'req-line-test-0001' },
      payload: { channel: 'EMAIL', email: EMAIL, password: 'Titkos-jelszo-2026' },
    });
    expect(res.headers['x-request-id']).toBe('req-line-test-0001');
    await vi.waitFor(() => expect(sink.lines.join('')).toContain('request completed'));
    const lines = sink.lines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      reqId: 'req-line-test-0001',
      req: { method: 'POST', url: '/api/bulwark/customer/auth/login' },
      statusCode: res.statusCode,
      responseTimeMs: expect.any(Number),
    });
    const log = sink.lines.join('');
    for (const secret of [EMAIL, 'secret-token-value', 'Titkos-jelszo-2026'])
      expect(log).not.toContain(secret);
  });
});
