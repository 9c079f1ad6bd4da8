import {
  errorResponseSchema,
  portalConfigItemSchema,
  portalConfigListSchema,
  portalConfigParamsSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import type { ModuleDeps } from '../../lib/types.ts';
import { findPortalConfig, listPortalConfigs } from './portal-config.repository.ts';

export function portalConfigRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/administration/ui-configs/portal',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Every portal feature flag and setting',
        response: { 200: portalConfigListSchema },
      },
    },
    async () => listPortalConfigs(db),
  );
  r.get(
    '/api/administration/ui-config/portal/:identifier',
    {
      schema: {
        tags: ['configuration'],
        summary: 'One portal feature flag or setting',
        params: portalConfigParamsSchema,
        response: { 200: portalConfigItemSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const item = await findPortalConfig(db, request.params.identifier);
      if (!item) throw new AppError('NOT_FOUND', 'Nincs ilyen beállítás.');
      return item;
    },
  );
}
