import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { generateRequestId } from './logger.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idOf = (value: string | string[] | undefined) =>
  generateRequestId({ headers: { 'x-request-id': value } });

describe("the balancer's X-Request-Id", () => {
  it('is kept when it is up to 64 letters, digits, dots, underscores and hyphens', () => {
    for (const id of ['a', '0f8e3c1d9b7a45e2a1c3d5e7f9b1a3c5', 'lb-1.eu_west.7f3a-42', 'x'.repeat(64)]) {
      expect(idOf(id)).toBe(id);
    }
  });

  it('is replaced by a new UUID when empty, too long, repeated or holding anything else', () => {
    for (const id of [
      undefined,
      '',
      'x'.repeat(65),
      'abc\ndef',
      'abc def',
      'a/b',
      '{"level":60}',
      'anna@pelda.hu',
      ['abc', 'def'],
    ]) {
      expect(idOf(id)).toMatch(UUID);
    }
  });
});

describe('request ids on answers and in the logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logged = () =>
    lines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; level?: number });

  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'info' },
      logStream: stream,
      addRoutes: (app) => {
        app.get('/api/test/explode', async () => {
          throw new Error('the provider exploded');
        });
      },
    });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('echoes the incoming id on a success, a refusal, an unknown route and a server error', async () => {
    const cases = [
      ['/api/health', 200],
      ['/api/profile', 401],
      ['/api/no-such-route', 404],
      ['/api/test/explode', 500],
    ] as const;
    for (const [url, status] of cases) {
      const id = `lb.${status}_check-1`;
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': id } });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['x-request-id'], url).toBe(id);
    }
  });

  it('answers a fresh UUID when the incoming id is refused, never the refused value', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x"}\n{"level":60,"msg":"forged' },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(lines.join('')).not.toContain('forged');
  });

  it('puts the id on the error line of a failed request and on its request line', async () => {
    const id = 'trace-500-abc';
    await t.app.inject({ method: 'GET', url: '/api/test/explode', headers: { 'x-request-id': id } });
    await new Promise((resolve) => setImmediate(resolve));
    const mine = logged().filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(['request failed', 'request completed']);
    expect(mine[0]?.level).toBe(50);
  });
});
