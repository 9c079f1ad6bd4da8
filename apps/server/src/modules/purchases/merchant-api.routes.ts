import {
  cancelMerchantPurchase,
  createMerchantApiKey,
  createMerchantPurchase,
  fulfilMerchantPurchase,
  getMerchantFinancingOptions,
  getMerchantPurchase,
  getMerchantWebhookEndpoint,
  listMerchantWebhookDeliveries,
  refundMerchantPurchase,
  replayMerchantWebhookDelivery,
  rotateMerchantApiKey,
  rotateMerchantWebhookSecret,
  setMerchantWebhookEndpoint,
} from '@hitelkapu/domain/contracts/endpoints/merchant-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerAccessGuard, route } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { staffOf } from '../staff/staff-auth.ts';
import type { WebhookSubscriber, WebhooksService } from '../webhooks/webhooks.service.ts';
import type { IdempotentAnswer, MerchantApiService, MerchantCaller } from './merchant-api.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop whose API key the request presented (merchant access only). */
    merchantCaller: MerchantCaller | null;
  }
}

function callerOf(request: FastifyRequest): MerchantCaller {
  if (!request.merchantCaller) throw new AppError('UNAUTHORIZED', 'errors.merchants.keyInvalid');
  return request.merchantCaller;
}

/** The shop's webhook endpoint of the key's mode. */
function subscriberOf(request: FastifyRequest): WebhookSubscriber {
  const caller = callerOf(request);
  return { kind: 'MERCHANT', id: `${caller.merchantId}:${caller.mode}` };
}

/** A stored answer goes out with the status it first had. */
function send<T>(reply: FastifyReply, answer: IdempotentAnswer<T>): T {
  reply.status(answer.status);
  return answer.body;
}

/** Keys and secrets travel in one answer only: no cache may keep them. */
const noStore = { 'Cache-Control': 'no-store' };

/** The merchant API (`/merchant-api/v1`) and the staff call that issues a shop's keys. */
export function merchantApiRoutes(
  app: FastifyInstance,
  { merchantApi, webhooks }: { merchantApi: MerchantApiService; webhooks: WebhooksService },
): void {
  app.decorateRequest('merchantCaller', null);
  registerAccessGuard(app, 'merchant', async (request) => {
    request.merchantCaller = await merchantApi.authenticate(request.headers.authorization);
  });

  route(app, createMerchantPurchase, async (request, reply) =>
    send(reply, await merchantApi.create(callerOf(request), request.body, idempotencyKeyOf(request))),
  );
  route(app, getMerchantPurchase, async (request) => merchantApi.get(callerOf(request), request.params.id));
  route(app, cancelMerchantPurchase, async (request, reply) =>
    send(reply, await merchantApi.cancel(callerOf(request), request.params.id, idempotencyKeyOf(request))),
  );
  route(app, fulfilMerchantPurchase, async (request, reply) =>
    send(reply, await merchantApi.fulfil(callerOf(request), request.params.id, idempotencyKeyOf(request))),
  );
  route(app, refundMerchantPurchase, async (request, reply) =>
    send(
      reply,
      await merchantApi.refund(callerOf(request), request.params.id, request.body, idempotencyKeyOf(request)),
    ),
  );
  route(app, getMerchantFinancingOptions, async (request) =>
    merchantApi.financingOptions(callerOf(request), request.query.amount),
  );
  route(app, rotateMerchantApiKey, async (request, reply) => {
    reply.headers(noStore);
    return send(reply, await merchantApi.rotateKey(callerOf(request), idempotencyKeyOf(request)));
  });

  route(app, getMerchantWebhookEndpoint, async (request) => webhooks.getEndpoint(subscriberOf(request)));
  route(app, setMerchantWebhookEndpoint, async (request, reply) => {
    reply.headers(noStore);
    return webhooks.setEndpointUrl(subscriberOf(request), request.body.url);
  });
  route(app, rotateMerchantWebhookSecret, async (request, reply) => {
    reply.headers(noStore);
    return webhooks.rotateSecret(subscriberOf(request));
  });
  route(app, listMerchantWebhookDeliveries, async (request) =>
    webhooks.listDeliveries(subscriberOf(request), request.query),
  );
  route(app, replayMerchantWebhookDelivery, async (request) =>
    webhooks.replay(subscriberOf(request), request.params.id),
  );

  route(app, createMerchantApiKey, async (request, reply) => {
    reply.headers(noStore);
    return merchantApi.issueKey(request.params.merchantId, request.body.mode, {
      staffId: staffOf(request).id,
      ip: request.ip,
    });
  });
}
