import { getPortalConfig, listPortalConfigs } from '@hitelkapu/domain/contracts/endpoints/portal-config';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { PortalConfigService } from './portal-config.service.ts';

export function portalConfigRoutes(app: FastifyInstance, portalConfig: PortalConfigService): void {
  route(app, listPortalConfigs, async () => portalConfig.list());
  route(app, getPortalConfig, async (request) => portalConfig.get(request.params.identifier));
}
