import { healthResponseSchema, readyResponseSchema } from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

export function healthRoutes(app: FastifyInstance, database: Pick<Database, 'kind' | 'ping'>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'The process is alive', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/api/ready',
    { schema: { tags: ['health'], summary: 'The database answers', response: { 200: readyResponseSchema } } },
    async (request) => {
      try {
        await database.ping();
      } catch (err) {
        request.log.warn({ err }, 'database ping failed');
        throw new AppError('UNAVAILABLE');
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
}
