import {
  cancelMyPurchase,
  getMyPurchase,
  getMyPurchaseById,
  getPublicPurchase,
  hasActivePurchase,
  linkPurchase,
  listMyPurchases,
  transferPurchase,
} from '@hitelkapu/domain/contracts/endpoints/purchases';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { PurchasesService } from './purchases.service.ts';

/** Personal data: never kept by a browser or proxy cache. */
const noStore = { 'Cache-Control': 'private, no-store' };

/** The customer's purchases (spec §7 "Purchases"). */
export function purchaseRoutes(app: FastifyInstance, purchases: PurchasesService): void {
  route(app, getPublicPurchase, async (request, reply) => {
    reply.headers(noStore);
    return purchases.getPublic(request.params.id, request.ip);
  });
  route(app, linkPurchase, async (request, reply) => {
    reply.headers(noStore);
    return purchases.link(sessionOf(request).customer, request.params.id);
  });
  route(app, getMyPurchase, async (request, reply) => {
    reply.headers(noStore);
    return purchases.getMine(sessionOf(request).customer);
  });
  route(app, listMyPurchases, async (request, reply) => {
    reply.headers(noStore);
    return purchases.list(sessionOf(request).customer);
  });
  route(app, hasActivePurchase, async (request, reply) => {
    reply.headers(noStore);
    return purchases.hasActive(sessionOf(request).customer);
  });
  route(app, getMyPurchaseById, async (request, reply) => {
    reply.headers(noStore);
    return purchases.getById(sessionOf(request).customer, request.params.id);
  });
  route(app, cancelMyPurchase, async (request, reply) => {
    reply.headers(noStore);
    return purchases.cancel(sessionOf(request).customer, request.params.id);
  });
  route(app, transferPurchase, async (request, reply) => {
    reply.headers(noStore);
    const { created: _created, ...answer } = await purchases.transfer(
      sessionOf(request).customer,
      request.body,
    );
    return answer;
  });
}
