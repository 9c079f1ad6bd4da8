import { getHealth, getReady } from '@hitelkapu/domain/contracts/endpoints/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';

export function healthRoutes(app: FastifyInstance, database: Pick<Database, 'kind' | 'ping'>): void {
  route(app, getHealth, async () => ({ status: 'ok' as const }));
  route(app, getReady, async (request) => {
    try {
      await database.ping();
    } catch (err) {
      request.log.warn({ err }, 'database ping failed');
      // The balancer takes this instance out of rotation and asks again shortly.
      throw new AppError('UNAVAILABLE', undefined, undefined, 5);
    }
    return { status: 'ready' as const, database: database.kind };
  });
}
