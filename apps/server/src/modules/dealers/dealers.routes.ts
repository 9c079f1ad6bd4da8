import { getDealerBranding, getPublicFile } from '@hitelkapu/domain/contracts/endpoints/dealers';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { DealersService } from './dealers.service.ts';

/** A year: a public file never changes (a new image is a new file with a new id). */
const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable';
/** Opened on its own, an image may do nothing but be shown. */
const PUBLIC_FILE_POLICY = "default-src 'none'; sandbox";

export function dealerRoutes(app: FastifyInstance, dealers: DealersService): void {
  route(app, getDealerBranding, async (request) => dealers.getBranding(request.params.dealerId));

  route(app, getPublicFile, async (request, reply) => {
    const file = await dealers.getPublicFile(request.params.id);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', 'inline')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', PUBLIC_FILE_POLICY)
      .header('Cache-Control', PUBLIC_FILE_CACHE)
      .send(file.bytes);
  });
}
