import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { defaultLanguage, type PortalConfigItem, type TranslationTokens } from '@hitelkapu/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * What the client needs before its first render (spec §8): the public wording and the portal
 * configuration. Written into the page, they spare the two requests the client would make.
 */
export interface BootData {
  tokens: TranslationTokens;
  config: PortalConfigItem[];
}

/** The element the client reads the boot data from (apps/web/src/lib/boot-data.ts). */
export const BOOT_DATA_ELEMENT_ID = 'hk-boot-data';

/**
 * How long the boot data are reused. Wording is edited in the database, outside this process,
 * so there is nothing to invalidate on: an edit shows on the page loads after at most this long.
 */
export const BOOT_DATA_TTL_MS = 5_000;

/** The boot data from the services whose routes answer the same questions (translations, portal config). */
export function bootDataFrom(
  translations: { tokens(lang: string, scope: 'public'): Promise<TranslationTokens> },
  portalConfig: { list(): Promise<PortalConfigItem[]> },
): () => Promise<BootData> {
  return async () => {
    const [tokens, config] = await Promise.all([
      translations.tokens(defaultLanguage, 'public'),
      portalConfig.list(),
    ]);
    return { tokens, config };
  };
}

/**
 * The data as an inert JSON block (the CSP allows no inline script, and this is none). Every
 * `<` is escaped, so no value can close the element or open a comment.
 */
export function bootDataScript(data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`;
}

/** Renders the page of a first-screen path into HTML (the client's entry-server.tsx), or null. */
export type FirstScreenRenderer = (pathname: string, data: BootData) => Promise<string | null>;

/** Where the server-rendered page goes: in place of the boot screen inside #root. */
const BOOT_SCREEN = /<div id="root"><!--boot-->[\s\S]*?<!--\/boot--><\/div>/;

/** The page with the first screen's markup in #root, marked so the client hydrates it. */
export function withFirstScreen(html: string, markup: string): string {
  if (!BOOT_SCREEN.test(html)) return html;
  return html.replace(BOOT_SCREEN, () => `<div id="root" data-prerendered>${markup}</div>`);
}

/** A stylesheet of the page small enough to travel inside it. */
const INLINE_STYLESHEET_MAX_BYTES = 128 * 1024;
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/[\w./-]+\.css)"\s*\/?>/g;

/**
 * The page's own stylesheets written into it: the first screen paints from the HTML alone,
 * with no stylesheet request in its way. Each keeps a print-only link to its file, which the
 * client's module loader recognises as loaded, so a route never fetches it again for the screen.
 */
export async function withInlineStyles(html: string, distDir: string): Promise<string> {
  const sheets = new Map<string, string>();
  for (const [, href] of html.matchAll(STYLESHEET_LINK)) {
    if (!href || sheets.has(href)) continue;
    const file = path.join(distDir, href);
    if (!file.startsWith(distDir + path.sep)) continue;
    try {
      const css = await readFile(file, 'utf8');
      if (Buffer.byteLength(css) <= INLINE_STYLESHEET_MAX_BYTES) sheets.set(href, css);
    } catch {
      // A missing file stays a link: the browser reports it as it would.
    }
  }
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = sheets.get(href);
    if (css === undefined) return link;
    return `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" media="print">`;
  });
}

function withBootData(html: string, data: BootData | null): string {
  if (!data) return html;
  const block = bootDataScript(data);
  const at = html.lastIndexOf('</body>');
  return at === -1 ? `${html}${block}` : `${html.slice(0, at)}${block}\n${html.slice(at)}`;
}

interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function compressPage(html: string): Promise<Page> {
  const source = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  return { html, br, gzip: gzipped };
}

/** The encoding to answer with: brotli, else gzip, else none (a `q=0` refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * The client page: index.html with the boot data written in. The file is read again when it
 * changes (a rebuilt client), the data at most every BOOT_DATA_TTL_MS, and the compressed
 * forms are made once for each pair of them, not per request.
 */
function createIndexPage(
  indexFile: string,
  bootData: (() => Promise<BootData>) | undefined,
  app: FastifyInstance,
  firstScreen: { paths(): readonly string[]; render: FirstScreenRenderer } | undefined,
) {
  let template: { mtimeMs: number; html: string } | null = null;
  let data: { value: BootData; expiresAt: number } | null = null;
  let dataLoad: Promise<BootData | null> | null = null;
  /** One page per first-screen path and one for every other path, each for one template and data. */
  const pages = new Map<string, { template: string; data: BootData | null; page: Promise<Page> }>();

  async function build(html: string, value: BootData | null, variant: string): Promise<Page> {
    let body = withBootData(html, value);
    if (firstScreen && value && variant !== '*') {
      try {
        const markup = await firstScreen.render(variant, value);
        if (markup) body = withFirstScreen(body, markup);
      } catch (error: unknown) {
        // The client renders the page itself, as it does without a server render.
        app.log.warn({ err: error, path: variant }, 'first screen not rendered on the server');
      }
    }
    return compressPage(body);
  }

  async function readTemplate(): Promise<string> {
    const { mtimeMs } = await stat(indexFile);
    if (!template || template.mtimeMs !== mtimeMs) {
      template = {
        mtimeMs,
        html: await withInlineStyles(await readFile(indexFile, 'utf8'), path.dirname(indexFile)),
      };
    }
    return template.html;
  }

  function readData(): Promise<BootData | null> {
    if (!bootData) return Promise.resolve(null);
    if (data && data.expiresAt > Date.now()) return Promise.resolve(data.value);
    // Page loads arriving together share one read.
    dataLoad ??= bootData()
      .then(
        (value) => {
          data = { value, expiresAt: Date.now() + BOOT_DATA_TTL_MS };
          return value;
        },
        (error: unknown) => {
          // The page still loads; the client then fetches the data itself, retrying (spec §8).
          app.log.warn({ err: error }, 'boot data unavailable; index.html served without it');
          return data?.value ?? null;
        },
      )
      .finally(() => {
        dataLoad = null;
      });
    return dataLoad;
  }

  return async function current(pathname: string): Promise<Page> {
    const [html, value] = await Promise.all([readTemplate(), readData()]);
    const variant = firstScreen?.paths().includes(pathname) ? pathname : '*';
    let page = pages.get(variant);
    if (!page || page.template !== html || page.data !== value) {
      page = { template: html, data: value, page: build(html, value, variant) };
      pages.set(variant, page);
    }
    return page.page;
  };
}

/**
 * Serves the built client. Hashed files under /assets are cached for a year; everything
 * else (index.html above all) is revalidated on every load so a release shows at once.
 * Any other GET outside /api and /sandbox without a file extension answers index.html (history
 * routing), with the boot data written in when `bootData` is given.
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  distDir: string,
  options: {
    bootData?: () => Promise<BootData>;
    /** The first screen's server render: its paths and the renderer (apps/web's entry-server). */
    firstScreen?: { paths(): readonly string[]; render: FirstScreenRenderer };
  } = {},
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up per request, so a rebuilt client is served without a restart.
      wildcard: true,
      index: false,
      preCompressed: true,
      // Never a dotfile or dot-folder (.git, .env) that ended up beside the client (@fastify/static allows them by default).
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath);
        res.header('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  const indexPage = createIndexPage(indexFile, options.bootData, app, options.firstScreen);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await indexPage(request.url.split('?')[0] ?? '/');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .header('Cache-Control', NO_CACHE)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
  };

  // The root is a folder to the static handler; it is the portal's front page to us.
  if (hasClient) app.get('/', { schema: { hide: true } }, sendIndex);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The APIs (the portal's and the dealers') and the server-rendered sandbox vendor pages are never the client's to answer.
    const isServerOnly =
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/dealer-api/') ||
      pathname === '/sandbox' ||
      pathname.startsWith('/sandbox/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (!isServerOnly && isPageRequest && hasClient && !lastSegment.includes('.')) {
      return sendIndex(request, reply);
    }
    return reply.status(404).send(sendError('NOT_FOUND'));
  });
}
