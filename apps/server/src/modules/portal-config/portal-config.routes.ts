import { getPortalConfig, listPortalConfigs } from '@hitelkapu/domain/contracts/endpoints/portal-config';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { findPortalConfig, listPortalConfigs as listStoredConfigs } from './portal-config.repository.ts';

/** Not a stored setting: whether this start is a demonstration, so every page can say so. */
const demoModeItem = (demoMode: boolean) => ({ identifier: 'demo_mode', value: demoMode });

export function portalConfigRoutes(app: FastifyInstance, { db, config }: AuthDeps): void {
  route(app, listPortalConfigs, async () => [
    ...(await listStoredConfigs(db)),
    demoModeItem(config.demoMode),
  ]);
  route(app, getPortalConfig, async (request) => {
    if (request.params.identifier === 'demo_mode') return demoModeItem(config.demoMode);
    const item = await findPortalConfig(db, request.params.identifier);
    if (!item) throw new AppError('NOT_FOUND', 'errors.portalConfig.notFound');
    return item;
  });
}
