import {
  getMerchant,
  listMerchantCategories,
  listMerchants,
} from '@hitelkapu/domain/contracts/endpoints/merchants';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { MerchantsService } from './merchants.service.ts';

export function merchantRoutes(app: FastifyInstance, merchants: MerchantsService): void {
  route(app, listMerchantCategories, async () => merchants.listCategories());
  route(app, listMerchants, async (request) => merchants.listMerchants(request.query));
  route(app, getMerchant, async (request) => merchants.getMerchant(request.params.id));
}
