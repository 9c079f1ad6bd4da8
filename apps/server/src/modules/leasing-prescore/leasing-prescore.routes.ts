import {
  createDealerApiKey,
  createDealerPrescore,
  getDealerPrescore,
  getLeasingFilterSettings,
  getLeasingPrescoreByPublicId,
  getLeasingPrescoreQuestions,
  getMyLeasingPrescore,
  recalculateLeasingPrescore,
  submitLeasingPrescore,
  updateLeasingPrescore,
} from '@hitelkapu/domain/contracts/endpoints/leasing-prescore';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAccessGuard, route } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { staffOf } from '../staff/staff-auth.ts';
import type { LeasingPrescoreService } from './leasing-prescore.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The dealer whose API key the request presented (dealer access only). */
    dealerId: string | null;
  }
}

function dealerOf(request: FastifyRequest): string {
  if (!request.dealerId) throw new AppError('UNAUTHORIZED', 'errors.leasing.dealerKeyInvalid');
  return request.dealerId;
}

/** Personal data: never kept by a browser or proxy cache. */
const noStore = { 'Cache-Control': 'private, no-store' };

/** The leasing prescore for customers, and the dealer API that opens one. */
export function leasingPrescoreRoutes(app: FastifyInstance, prescores: LeasingPrescoreService): void {
  app.decorateRequest('dealerId', null);
  registerAccessGuard(app, 'dealer', async (request) => {
    request.dealerId = await prescores.authenticateDealer(request.headers.authorization);
  });

  route(app, getLeasingPrescoreQuestions, async (request) => prescores.getQuestions(request.params.type));
  route(app, getLeasingPrescoreByPublicId, async (request, reply) => {
    reply.headers(noStore);
    return prescores.getByPublicId(sessionOf(request).customer.id, request.params.publicId);
  });
  route(app, updateLeasingPrescore, async (request, reply) => {
    reply.headers(noStore);
    return prescores.update(sessionOf(request).customer.id, request.params.publicId, request.body);
  });
  route(app, submitLeasingPrescore, async (request, reply) => {
    reply.headers(noStore);
    return prescores.submit(sessionOf(request).customer, request.body);
  });
  route(app, recalculateLeasingPrescore, async (request, reply) => {
    reply.headers(noStore);
    return prescores.recalculate(sessionOf(request).customer, request.body);
  });
  route(app, getMyLeasingPrescore, async (request, reply) => {
    reply.headers(noStore);
    return prescores.getMine(sessionOf(request).customer.id);
  });
  route(app, getLeasingFilterSettings, async (request) =>
    prescores.getFilterSettings(sessionOf(request).customer.id, request.params.id),
  );

  route(app, createDealerPrescore, async (request, reply) => {
    const { prescore, created } = await prescores.createForDealer(dealerOf(request), request.body);
    if (!created) reply.status(200);
    return prescore;
  });
  route(app, getDealerPrescore, async (request) =>
    prescores.getForDealer(dealerOf(request), request.params.publicId),
  );
  route(app, createDealerApiKey, async (request, reply) => {
    reply.headers(noStore);
    return prescores.issueDealerApiKey(request.params.dealerId, {
      staffId: staffOf(request).id,
      ip: request.ip,
    });
  });
}
