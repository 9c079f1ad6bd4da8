import { createHash } from 'node:crypto';
import {
  errorResponseSchema,
  filterSettingsSchema,
  loanProductSchema,
  offerImageSchema,
  offerPreviewSchema,
  tripleOfferConfigSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { secured } from '../../lib/route-schemas.ts';
import type { OffersService } from './offers.service.ts';

const tags = ['offers'];
const offerParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const imageParams = z.object({ offerId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * An illustration is shown through <img>, where an SVG runs no script anyway; opened on its
 * own it gets a policy that allows nothing but its inline styles.
 */
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function offerRoutes(app: FastifyInstance, offers: OffersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withSession = { onRequest: app.requireSession };

  r.get(
    '/api/administration/public/offer/:id',
    {
      schema: {
        tags,
        summary: 'One active loan product (public: the default offer before login)',
        params: offerParams,
        response: { 200: loanProductSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => offers.getProduct(request.params.id),
  );

  r.get(
    '/api/administration/offer/preview/:id',
    {
      schema: {
        tags,
        summary: 'A product with its representative example, computed by the offer engine',
        params: offerParams,
        response: { 200: offerPreviewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => offers.getPreview(request.params.id),
  );

  r.get(
    '/api/administration/offer-data',
    {
      ...withSession,
      schema: {
        tags,
        summary: 'The active products among comma-separated ids, in the order asked',
        ...secured,
        querystring: z.object({ ids: z.string().max(300) }),
        response: { 200: z.array(loanProductSchema), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => offers.getProducts(request.query.ids),
  );

  r.get(
    '/api/administration/image',
    {
      schema: {
        tags,
        summary: 'The illustration of every active product, with its address and alternative text',
        response: { 200: z.array(offerImageSchema) },
      },
    },
    async () => offers.listImages(),
  );

  r.get(
    '/api/administration/image/:offerId',
    {
      schema: {
        tags,
        summary: "A product's illustration as SVG (errors answer JSON)",
        produces: ['image/svg+xml', 'application/json'],
        params: imageParams,
        response: {
          200: z.string().describe('image/svg+xml'),
          304: z.null().describe('Not modified'),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await offers.getImage(request.params.offerId);
      const etag = `"${createHash('sha256').update(image.svg).digest('base64url').slice(0, 22)}"`;
      reply
        .header('content-security-policy', IMAGE_POLICY)
        .header('cache-control', 'public, max-age=3600')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
    },
  );

  r.get(
    '/api/administration/triple-offer-config',
    {
      ...withSession,
      schema: {
        tags,
        summary: 'The three columns of the offer comparison',
        ...secured,
        response: { 200: tripleOfferConfigSchema, 401: errorResponseSchema },
      },
    },
    async () => offers.getTripleOfferConfig(),
  );

  r.get(
    '/api/administration/offer/calculation-config/filter-settings',
    {
      ...withSession,
      schema: {
        tags,
        summary: 'Amount and term ranges of the assessment, the default offer and the question set',
        ...secured,
        response: { 200: filterSettingsSchema, 401: errorResponseSchema },
      },
    },
    async () => offers.getFilterSettings(),
  );
}
