import {
  getConfigRegulatoryFigures,
  listConfigProducts,
  removeConfigBaseRate,
  setConfigBaseRate,
  updateConfigProduct,
  updateConfigRegulatoryFigure,
} from '@hitelkapu/domain/contracts/endpoints/staff-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { staffOf } from '../staff/staff-auth.ts';
import type { ConfigurationService } from './configuration.service.ts';

/** The configuration editor's calls: products and rates, regulatory figures and base rates. */
export function configurationRoutes(app: FastifyInstance, configuration: ConfigurationService): void {
  const actorOf = (request: FastifyRequest) => ({ staffId: staffOf(request).id, ip: request.ip });

  route(app, listConfigProducts, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { items: await configuration.listProducts() };
  });
  route(app, updateConfigProduct, async (request) =>
    configuration.updateProduct(request.params.id, request.body, actorOf(request)),
  );
  route(app, getConfigRegulatoryFigures, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return configuration.getRegulatoryFigures();
  });
  route(app, updateConfigRegulatoryFigure, async (request) =>
    configuration.setFigure(request.params.identifier, request.body, actorOf(request)),
  );
  route(app, setConfigBaseRate, async (request) => configuration.setBaseRate(request.body, actorOf(request)));
  route(app, removeConfigBaseRate, async (request) => {
    await configuration.removeBaseRate(request.params.effectiveFrom, actorOf(request));
    return { outcome: 'REMOVED' };
  });
}
