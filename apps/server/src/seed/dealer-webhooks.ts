import type { FastifyBaseLogger } from 'fastify';
import { DEALER_WEBHOOK_SANDBOX_PREFIX } from '../modules/webhooks/dealer-webhook-sandbox.ts';
import type { WebhooksService } from '../modules/webhooks/webhooks.service.ts';
import { demoDealers } from './dealers.ts';

/**
 * A demonstration start points each demo dealer's webhooks at the demo receiver this process
 * serves (`/sandbox/dealer-webhooks/{dealerId}`), over loopback to the port it listens on; the
 * first time a signing secret is made as for any dealer. A URL someone set elsewhere is kept.
 */
export async function seedDemoDealerWebhooks(
  webhooks: WebhooksService,
  options: { receiverBaseUrl: string; log: FastifyBaseLogger },
): Promise<void> {
  for (const dealer of demoDealers) {
    const subscriber = { kind: 'DEALER', id: dealer.id } as const;
    const target = `${options.receiverBaseUrl}${DEALER_WEBHOOK_SANDBOX_PREFIX}/${dealer.id}`;
    try {
      const current = await webhooks.getEndpoint(subscriber);
      const ours = current.url === null || current.url.includes(`${DEALER_WEBHOOK_SANDBOX_PREFIX}/`);
      if (ours && current.url !== target) await webhooks.setEndpointUrl(subscriber, target);
    } catch (err) {
      // A demo without its receiver still starts; the dealer simply gets no webhooks.
      options.log.warn({ err, dealerId: dealer.id }, 'the demo dealer webhook could not be set');
    }
  }
}
