import { defineEndpoint } from '../endpoint.ts';
import {
  webhookDeliveryPageQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSavedSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookSecretSchema,
} from '../webhooks.ts';

/** The dealer API's webhook calls: where they go, the signing secret, and the delivery log. */
const tags = ['dealer-api'];

const signing =
  'Webhooks follow Standard Webhooks: verify `webhook-signature` over `webhook-id.webhook-timestamp.body` with your `whsec_` secret (any Standard Webhooks library does it), refuse an old timestamp, and treat a `webhook-id` you have handled as a repeat. Answer 2xx within 10 s; anything else is retried with growing delays (30 s doubling up to an hour), 8 attempts in all.';

export const getDealerWebhookEndpoint = defineEndpoint({
  operationId: 'getDealerWebhookEndpoint',
  method: 'GET',
  path: '/dealer-api/v1/webhook-endpoint',
  summary: "The dealer's webhook URL and when its signing secret was made (never the secret)",
  tags,
  access: 'dealer',
  response: webhookEndpointSchema,
});

export const setDealerWebhookEndpoint = defineEndpoint({
  operationId: 'setDealerWebhookEndpoint',
  method: 'PUT',
  path: '/dealer-api/v1/webhook-endpoint',
  summary: "Sets the dealer's webhook URL; the first time, the answer carries the signing secret once",
  description: `The URL must be https to a public address (private, link-local and loopback addresses are refused, also when a name resolves to one); it is checked again before each delivery. ${signing}`,
  tags,
  access: 'dealer',
  body: webhookEndpointUpdateSchema,
  response: webhookEndpointSavedSchema,
  errors: [400, 429],
});

export const rotateDealerWebhookSecret = defineEndpoint({
  operationId: 'rotateDealerWebhookSecret',
  method: 'POST',
  path: '/dealer-api/v1/webhook-endpoint/secret',
  summary: 'Makes a new webhook signing secret, shown in this answer only; the old one stops at once',
  description: 'Every delivery from now on, retries of earlier ones included, is signed with the new secret.',
  tags,
  access: 'dealer',
  response: webhookSecretSchema,
  successStatus: 201,
  errors: [429],
});

export const listDealerWebhookDeliveries = defineEndpoint({
  operationId: 'listDealerWebhookDeliveries',
  method: 'GET',
  path: '/dealer-api/v1/webhook-deliveries',
  summary: "The dealer's webhook deliveries, newest first, each with its attempts",
  description: `Each attempt shows when it was made, the status code your endpoint answered or the class of the failure (TIMEOUT, CONNECTION, DNS, TLS, URL_REFUSED …), and how long it took. ${signing}`,
  tags,
  access: 'dealer',
  query: webhookDeliveryPageQuerySchema,
  response: webhookDeliveryPageSchema,
  errors: [400],
});

export const replayDealerWebhookDelivery = defineEndpoint({
  operationId: 'replayDealerWebhookDelivery',
  method: 'POST',
  path: '/dealer-api/v1/webhook-deliveries/:id/replay',
  summary: 'Sends a delivery again: the same body and the same webhook-id, signed anew',
  description:
    "The replay is a new delivery (its own attempts) to the current webhook URL; its `replayOf` names the original. Another dealer's delivery is a 404.",
  tags,
  access: 'dealer',
  params: webhookDeliveryParamsSchema,
  response: webhookDeliverySchema,
  successStatus: 202,
  errors: [400, 404, 409, 429],
});
