import { createHash, timingSafeEqual } from 'node:crypto';
import { getMetrics } from '@hitelkapu/domain/contracts/endpoints/metrics';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerAccessGuard, route } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppMetrics } from '../../lib/metrics.ts';
import { renderMetrics } from './metrics.service.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /api/metrics for the Prometheus scraper. Not served at all (404) unless METRICS_TOKEN is
 * configured; then only to a caller presenting it as a bearer token (401), compared in
 * constant time (both sides hashed first, so not even the length shows).
 */
export function metricsRoutes(
  app: FastifyInstance,
  deps: { db: Db; metrics: AppMetrics; token: string | undefined },
): void {
  const expected = deps.token === undefined ? null : digest(deps.token);
  registerAccessGuard(app, 'monitoring', async (request: FastifyRequest) => {
    if (expected === null) throw new AppError('NOT_FOUND');
    const header = request.headers.authorization;
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!timingSafeEqual(digest(given), expected)) throw new AppError('UNAUTHORIZED');
  });
  route(app, getMetrics, async (request, reply) => {
    const text = await renderMetrics({ db: deps.db, metrics: deps.metrics, log: request.log });
    return reply
      .header('content-type', deps.metrics.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
