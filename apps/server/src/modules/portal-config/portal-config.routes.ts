import {
  errorResponseSchema,
  portalConfigItemSchema,
  portalConfigListSchema,
  portalConfigParamsSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { findPortalConfig, listPortalConfigs } from './portal-config.repository.ts';

/** Not a stored setting: whether this start is a demonstration, so every page can say so. */
const demoModeItem = (demoMode: boolean) => ({ identifier: 'demo_mode', value: demoMode });

export function portalConfigRoutes(app: FastifyInstance, { db, config }: AuthDeps): void {
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
    async () => [...(await listPortalConfigs(db)), demoModeItem(config.demoMode)],
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
      if (request.params.identifier === 'demo_mode') return demoModeItem(config.demoMode);
      const item = await findPortalConfig(db, request.params.identifier);
      if (!item) throw new AppError('NOT_FOUND', 'Nincs ilyen beállítás.');
      return item;
    },
  );
}
