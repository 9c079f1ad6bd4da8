import { createHash } from 'node:crypto';
import {
  getFilterSettings,
  getOfferData,
  getOfferImage,
  getOfferPreview,
  getPublicOffer,
  getTripleOfferConfig,
  listOfferImages,
} from '@hitelkapu/domain/contracts/endpoints/offers';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { OffersService } from './offers.service.ts';

/**
 * An illustration is shown through <img>, where an SVG runs no script anyway; opened on its
 * own it gets a policy that allows nothing but its inline styles.
 */
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function offerRoutes(app: FastifyInstance, offers: OffersService): void {
  route(app, getPublicOffer, async (request) => offers.getProduct(request.params.id));
  route(app, getOfferPreview, async (request) => offers.getPreview(request.params.id));
  route(app, getOfferData, async (request) => offers.getProducts(request.query.ids));
  route(app, listOfferImages, async () => offers.listImages());
  route(app, getOfferImage, async (request, reply) => {
    const image = await offers.getImage(request.params.offerId);
    const etag = `"${createHash('sha256').update(image.svg).digest('base64url').slice(0, 22)}"`;
    reply
      .header('content-security-policy', IMAGE_POLICY)
      .header('cache-control', 'public, max-age=3600')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
    return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
  });
  route(app, getTripleOfferConfig, async () => offers.getTripleOfferConfig());
  route(app, getFilterSettings, async () => offers.getFilterSettings());
}
