import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deliverDueMessages } from '../outbox/outbox.service.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

/** The value of one series in an exposition text, or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('is not served at all: 404 in the error shape, whatever the caller presents [ASVS V13.4.5]', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = () =>
    t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('refuses a missing, wrong or differently cased token with 401 in the error shape [ASVS V13.4.5]', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `bearer ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('answers the Prometheus text format with the Node process figures', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(res.body).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    expect(res.body).toContain('# TYPE hitelkapu_provider_errors_total counter');
  });

  it('counts a request under its route pattern and status class, never under its id', async () => {
    const id = randomUUID();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/credit/my-loan-application/${id}` });
      expect(res.statusCode).toBe(401);
    }
    await t.app.inject({ method: 'GET', url: `/api/no-such-route/${id}` });
    const text = (await scrape()).body;
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/credit/my-loan-application/:id",status_class="4xx"}',
      ),
    ).toBe(3);
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(id);
  });

  it('reports the outbox backlog: pending and failed counts and the lag of the oldest due message', async () => {
    const before = (await scrape()).body;
    expect(seriesValue(before, 'hitelkapu_outbox_lag_seconds')).toBe(0);
    const pendingBefore = seriesValue(before, 'hitelkapu_outbox_pending_messages') ?? Number.NaN;
    const failedBefore = seriesValue(before, 'hitelkapu_outbox_failed_messages') ?? Number.NaN;

    const now = Date.now();
    await t.database.db.insert(outbox).values([
      // Due ten minutes ago and still not sent: the worker is behind.
      {
        channel: 'SMS',
        recipient: '+36201112222',
        template: 'login-code',
        body: 'x',
        nextAttemptAt: new Date(now - 600_000),
      },
      // Waiting for its retry in an hour: pending, but not late.
      {
        channel: 'SMS',
        recipient: '+36201112222',
        template: 'login-code',
        body: 'x',
        nextAttemptAt: new Date(now + 3_600_000),
      },
      { channel: 'EMAIL', recipient: 'x@pelda.hu', template: 'login-code', body: 'x', status: 'FAILED' },
    ]);

    const after = (await scrape()).body;
    expect(seriesValue(after, 'hitelkapu_outbox_pending_messages')).toBe(pendingBefore + 2);
    expect(seriesValue(after, 'hitelkapu_outbox_failed_messages')).toBe(failedBefore + 1);
    const lag = seriesValue(after, 'hitelkapu_outbox_lag_seconds') ?? 0;
    expect(lag).toBeGreaterThanOrEqual(600);
    expect(lag).toBeLessThan(3_600);
  });

  it('counts a failed provider call by provider and operation', async () => {
    const series = 'hitelkapu_provider_errors_total{provider="mail",operation="deliver"}';
    const before = seriesValue((await scrape()).body, series) ?? 0;
    await t.database.db.insert(outbox).values({
      channel: 'EMAIL',
      recipient: 'x@pelda.hu',
      template: 'login-code',
      subject: 'x',
      body: 'x',
      nextAttemptAt: new Date(Date.now() - 1_000),
    });
    const delivered = await deliverDueMessages({
      db: t.database.db,
      mail: {
        name: 'failing',
        send: async () => {
          throw new Error('SMTP 421 service not available');
        },
      },
      sms: { name: 'ok', send: async () => {} },
      log: pino({ level: 'silent' }),
      keepDeliveredText: false,
    });
    expect(delivered).toBeGreaterThanOrEqual(1);
    const after = seriesValue((await scrape()).body, series);
    expect(after).toBe(before + 1);
  });
});
