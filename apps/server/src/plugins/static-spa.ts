import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from './error-handler.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built client. Hashed files under /assets are cached for a year; everything
 * else (index.html above all) is revalidated on every load so a release shows at once.
 * Any other GET outside /api and /sandbox without a file extension answers index.html (history routing).
 */
export async function registerStaticSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasClient = existsSync(path.join(distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up per request, so a rebuilt client is served without a restart.
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath);
        res.header('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html', distDir, {
      cacheControl: false,
    });

  // The root is a folder to the static handler; it is the portal's front page to us.
  if (hasClient) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The API and the server-rendered sandbox vendor pages are never the client's to answer.
    const isServerOnly =
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname === '/sandbox' ||
      pathname.startsWith('/sandbox/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (!isServerOnly && isPageRequest && hasClient && !lastSegment.includes('.')) {
      return sendIndex(reply);
    }
    return reply.status(404).send(sendError('NOT_FOUND'));
  });
}
