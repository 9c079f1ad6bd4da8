import {
  getDealerWebhookEndpoint,
  listDealerWebhookDeliveries,
  replayDealerWebhookDelivery,
  rotateDealerWebhookSecret,
  setDealerWebhookEndpoint,
} from '@hitelkapu/domain/contracts/endpoints/webhooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import type { WebhookSubscriber, WebhooksService } from './webhooks.service.ts';

/** The dealer the dealer-API guard found by its key (the guard sets `request.dealerId`). */
function dealerOf(request: FastifyRequest): WebhookSubscriber {
  const dealerId = (request as FastifyRequest & { dealerId?: string | null }).dealerId;
  if (!dealerId) throw new AppError('UNAUTHORIZED', 'errors.UNAUTHORIZED');
  return { kind: 'DEALER', id: dealerId };
}

/** A secret travels in one answer only: no cache may keep it. */
const noStore = { 'Cache-Control': 'no-store' };

/** The dealer API's webhook calls (`/dealer-api/v1`); registered after the dealer guard. */
export function dealerWebhookRoutes(app: FastifyInstance, webhooks: WebhooksService): void {
  route(app, getDealerWebhookEndpoint, async (request) => webhooks.getEndpoint(dealerOf(request)));
  route(app, setDealerWebhookEndpoint, async (request, reply) => {
    reply.headers(noStore);
    return webhooks.setEndpointUrl(dealerOf(request), request.body.url);
  });
  route(app, rotateDealerWebhookSecret, async (request, reply) => {
    reply.headers(noStore);
    return webhooks.rotateSecret(dealerOf(request));
  });
  route(app, listDealerWebhookDeliveries, async (request) =>
    webhooks.listDeliveries(dealerOf(request), request.query),
  );
  route(app, replayDealerWebhookDelivery, async (request) =>
    webhooks.replay(dealerOf(request), request.params.id),
  );
}
