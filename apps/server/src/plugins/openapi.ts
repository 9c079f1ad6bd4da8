import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type EndpointDefinition, openApiPath } from '@hitelkapu/domain/contracts/endpoint';
import { allEndpoints } from '@hitelkapu/domain/contracts/endpoints/index';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { successStatusOf } from '../lib/endpoint-route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with the contract it came from (the contract test reads it). */
    registeredRoutes: Array<{ method: string; url: string; endpoint: string | undefined }>;
  }
}

type OpenApiOperation = {
  operationId?: string;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

/** What JSON schemas cannot say: a binary answer's media type and an upload's form fields. */
function documentNonJson(document: OpenApiDocument, endpoint: EndpointDefinition): void {
  const operation = document.paths?.[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
  if (!operation) return;
  if (endpoint.response !== null && 'binary' in endpoint.response) {
    operation.responses ??= {};
    operation.responses[String(successStatusOf(endpoint))] = {
      description: endpoint.summary,
      content: { [endpoint.response.binary]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (endpoint.body === 'multipart') {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
        },
      },
    };
  }
}

/** How a shop integrates, told where a developer reads first: the merchant-api tag. */
const MERCHANT_API_GUIDE = [
  'Buy now, pay later for web shops: the customer pays with the Hitelkapu point-of-sale credit (áruhitel).',
  '',
  '1. Ask for your keys: a test key (`hkm_test_…`) and a live key (`hkm_live_…`). Use them from your server only, as `Authorization: Bearer <key>`. A key sees only the purchases of its own mode; `POST /merchant-api/v1/api-keys/rotate` replaces a key, the old one working for one more hour.',
  '2. Set your webhook URL with `PUT /merchant-api/v1/webhook-endpoint` (https, public address) and keep the `whsec_` secret it answers once.',
  '3. At checkout, `POST /merchant-api/v1/purchases` with your order number, the basket lines in whole forints (VAT included; the lines must add up to `totalAmount`), your return URLs and an `Idempotency-Key`. Send the customer to the answered `checkoutUrl`.',
  '4. The customer logs in or registers, chooses a term and applies. Your return URL receives the customer with `purchaseId`; that visit proves nothing: read `GET /merchant-api/v1/purchases/{id}` or wait for the webhook.',
  '5. Status `LOAN_APPROVED`: hand the goods over, then `POST …/fulfil`; the lender pays you (`MONEY_TRANSFERRED`). Before approval, `POST …/cancel` ends the purchase. After it, `POST …/refunds`: a partial refund lowers the credit, a full one (or the customer withdrawing from the credit) ends both (`REVOKED`).',
  '',
  'Lifecycle: CREATED → LINKED → APPLICATION_STARTED → APPLICATION_UNDER_REVIEW → LOAN_APPROVED → MONEY_TRANSFERRED → PAID; or CANCELLED, DENIED, REVOKED. Webhooks (Standard Webhooks signatures) are sent on every change as `purchase.<status>` and `purchase.refunded`; they are retried with growing delays and listed, with each attempt, at `GET /merchant-api/v1/webhook-deliveries`. For a product page, `GET /merchant-api/v1/financing-options?amount=…` gives the terms with their THM. Errors answer `{ code, message, messageKey, fieldErrors? }`: 401 for a bad key, 404 for a purchase that is not yours, 409 for a move the purchase does not allow, 422 when the basket does not add up or the amount is not financed.',
].join('\n');

/**
 * OpenAPI generated from the endpoint contracts (decision 024), browsable at /api/docs. Routes
 * outside the API (the sandbox vendor's pages, the dev mailbox) are left out of it.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      app.registeredRoutes.push({ method, url: route.url, endpoint: route.config?.endpoint });
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Hitelkapu API',
        description:
          'The API of the Hitelkapu credit portal. Every error answers { code, message, fieldErrors? }; ' +
          'fieldErrors maps a field to a validation message key.',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl, description: 'This portal' }],
      tags: [
        {
          name: 'merchant-api',
          description: MERCHANT_API_GUIDE,
        },
        {
          name: 'purchases',
          description: "The customer's side of a shop's purchase: the checkout and the purchase history.",
        },
        {
          name: 'merchants',
          description: 'The shops that take the point-of-sale credit, as customers browse them.',
        },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "A customer's session token (audience hitelkapu).",
          },
          staffBearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "A staff member's token (audience hitelkapu-staff).",
          },
          dealerApiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'hkd_ API key',
            description:
              "A dealer's API key (`hkd_` and 40 characters), issued by staff and shown once; the portal keeps only its keyed hash.",
          },
          merchantApiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'hkm_test_ or hkm_live_ API key',
            description:
              "A shop's secret API key: `hkm_test_` (test purchases) or `hkm_live_` (live purchases) and 40 characters, issued by staff and shown once; the portal keeps only its keyed hash. Keep it on your server, never in a browser.",
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The METRICS_TOKEN of the portal (at least 32 characters), for the Prometheus scraper.',
          },
          callbackSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'kyc-signature',
            description: 'HMAC-SHA256 over `timestamp.body` with the shared secret: `v1=<hex>`.',
          },
        },
      },
    },
    transform: (input) => {
      const url = input.url;
      // The dealer and merchant APIs are documented with the portal's own.
      const documented =
        url.startsWith('/api/') || url.startsWith('/dealer-api/') || url.startsWith('/merchant-api/');
      if (!documented || url.startsWith('/api/docs')) {
        return { schema: { ...input.schema, hide: true }, url };
      }
      return jsonSchemaTransform(input);
    },
    transformObject: (input) => {
      const document = (
        'openapiObject' in input ? input.openapiObject : input.swaggerObject
      ) as OpenApiDocument;
      for (const endpoint of allEndpoints) documentNonJson(document, endpoint);
      return document as never;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The viewer sets a few inline styles; allow those on its own pages, still no remote sources.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
}
