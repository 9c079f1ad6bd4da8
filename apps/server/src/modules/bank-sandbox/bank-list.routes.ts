import { createHash } from 'node:crypto';
import { getBankList, getBankLogo } from '@hitelkapu/domain/contracts/endpoints/bank-list';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { bankList, bankLogoSvg } from './bank-list.ts';

/**
 * A logo is shown through <img>, where an SVG runs no script anyway; opened on its own it gets
 * a policy that allows nothing at all (the drawing uses attributes, no styles).
 */
const LOGO_POLICY = "default-src 'none'; sandbox";

/** The list and the logos change only with a release: browsers and proxies may keep them. */
const LIST_CACHE = 'public, max-age=86400';
const LOGO_CACHE = 'public, max-age=2592000';

const etagOf = (content: string) =>
  `"${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;

/** The PSD2 content calls: the Hungarian bank list and each bank's placeholder logo. */
export function bankListRoutes(app: FastifyInstance): void {
  const list = bankList();
  route(app, getBankList, async (_request, reply) => {
    reply.header('cache-control', LIST_CACHE);
    return list;
  });
  route(app, getBankLogo, async (request, reply) => {
    const svg = bankLogoSvg(request.params.bic);
    if (!svg) throw new AppError('NOT_FOUND');
    const etag = etagOf(svg);
    reply
      .header('content-security-policy', LOGO_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', LOGO_CACHE)
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
