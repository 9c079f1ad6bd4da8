import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  BOOT_DATA_ELEMENT_ID,
  BOOT_DATA_TTL_MS,
  type BootData,
  type FirstScreenRenderer,
  registerStaticSpa,
  withFirstScreen,
  withInlineStyles,
} from './static-spa.ts';

const INDEX_HTML =
  '<!doctype html><html lang="hu"><head></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-abc123.js"></script></body></html>';

/** The boot data block of a served page, parsed as the client parses it. */
function bootDataOf(html: string): unknown {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`),
  );
  return match ? JSON.parse(match[1] as string) : null;
}

describe('serving the built client', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'hk-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/user/profile', '/leasing/d1/p1', '/checkout/abc?x=1'])(
    'answers the client page for the history route %s, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files such as the icon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a file written after the start (a rebuilt client) without a restart', async () => {
    await writeFile(path.join(dist, 'assets', 'index-new456.js'), 'console.log(2)');
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-new456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('never answers an /api path with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('writes the public wording and the portal configuration into the page, as the API answers them', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'identity' },
    });
    const tokens = await t.app.inject({ method: 'GET', url: '/api/tokens/public/hu' });
    const config = await t.app.inject({ method: 'GET', url: '/api/administration/ui-configs/portal' });
    expect(page.headers['content-encoding']).toBeUndefined();
    const data = bootDataOf(page.body) as BootData;
    expect(data.tokens).toEqual(tokens.json());
    expect(Object.keys(data.tokens).length).toBeGreaterThan(10);
    expect(data.config).toEqual(config.json());
    // Still the page the build wrote, with the data before the end of the body.
    expect(page.body).toMatch(
      /<div id="root"><\/div><script type="module"[^>]*><\/script><script type="application\/json"/,
    );
  });

  it('keeps the security headers on the page with the data: no inline script is allowed [ASVS V3.4.3]', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/registration' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain("unsafe-inline';script");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the page brotli- or gzip-compressed as the browser accepts, varying on it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    const br = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});

describe('the boot data written into the page', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'hk-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function appWith(bootData: () => Promise<BootData>) {
    const app = Fastify({ logger: false });
    await registerStaticSpa(app, dist, { bootData });
    await app.ready();
    return app;
  }
  const page = async (app: Awaited<ReturnType<typeof appWith>>, url = '/login') =>
    (await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })).body;

  it('cannot be closed by a value: every < is escaped, and the value reads back unchanged [ASVS V1.2.3]', async () => {
    const evil = '</script><script>alert(1)</script><!-- ő';
    const app = await appWith(async () => ({ tokens: { 'welcome.hero.title': evil }, config: [] }));
    const html = await page(app);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('\\u003c/script>');
    expect(bootDataOf(html)).toEqual({ tokens: { 'welcome.hero.title': evil }, config: [] });
    await app.close();
  });

  it('shows an edit of the wording on the page loads after the short reuse time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let title = 'Régi cím';
    let reads = 0;
    const app = await appWith(async () => {
      reads += 1;
      return { tokens: { 'welcome.hero.title': title }, config: [] };
    });
    await Promise.all([page(app), page(app, '/'), page(app, '/registration')]);
    expect(reads).toBe(1);
    title = 'Új cím';
    vi.setSystemTime(Date.now() + BOOT_DATA_TTL_MS + 1);
    expect(bootDataOf(await page(app))).toEqual({ tokens: { 'welcome.hero.title': 'Új cím' }, config: [] });
    expect(reads).toBe(2);
    await app.close();
  });

  it('serves the page without data when they cannot be read, so the client fetches them itself', async () => {
    const app = await appWith(async () => {
      throw new Error('database down');
    });
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(bootDataOf(await page(app))).toBeNull();
    expect(await page(app)).toContain('<div id="root">');
    await app.close();
  });

  it('serves a rebuilt index.html without a restart', async () => {
    const app = await appWith(async () => ({ tokens: {}, config: [] }));
    expect(await page(app)).toContain('index-abc123.js');
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML.replace('abc123', 'new456'));
    // A later modification time than the first write, whatever the file system's resolution.
    const { utimes } = await import('node:fs/promises');
    await utimes(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 10_000));
    expect(await page(app)).toContain('index-new456.js');
    await app.close();
  });
});

describe('the first screen rendered on the server', () => {
  const TEMPLATE =
    '<!doctype html><html lang="hu"><head><link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
    '</head><body><div id="root"><!--boot--><div class="boot"><div class="spin"></div><p>Betöltés…</p></div>' +
    '<!--/boot--></div><script type="module" src="/assets/index-abc.js"></script></body></html>';
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'hk-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    await writeFile(
      path.join(dist, 'assets', 'index-abc.css'),
      'body{margin:0}.x::after{content:"</style>"}',
    );
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  const boot: BootData = { tokens: { 'welcome.hero.title': 'Üdvözöljük' }, config: [] };
  async function appWith(render: FirstScreenRenderer) {
    const app = Fastify({ logger: false });
    await registerStaticSpa(app, dist, {
      bootData: async () => boot,
      firstScreen: { paths: () => ['/', '/login'], render },
    });
    await app.ready();
    return app;
  }
  const page = async (app: Awaited<ReturnType<typeof appWith>>, url: string) =>
    (await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })).body;

  it('writes the first screen into #root, marked for hydration, with the data it was rendered from', async () => {
    const seen: [string, BootData][] = [];
    const app = await appWith(async (pathname, data) => {
      seen.push([pathname, data]);
      return `<main><h1>${data.tokens['welcome.hero.title']}</h1><p>${pathname}</p></main>`;
    });
    const html = await page(app, '/login?utm_source=hirlevel');
    expect(html).toContain(
      '<div id="root" data-prerendered><main><h1>Üdvözöljük</h1><p>/login</p></main></div>',
    );
    expect(html).not.toContain('<!--boot-->');
    expect(bootDataOf(html)).toEqual(boot);
    expect(seen).toEqual([['/login', boot]]);
    await app.close();
  });

  it('serves every other path with the boot screen, for the client to render', async () => {
    const app = await appWith(async () => '<main>rendered</main>');
    const html = await page(app, '/user/profile');
    expect(html).toContain('<div id="root"><!--boot-->');
    expect(html).not.toContain('data-prerendered');
    await app.close();
  });

  it('falls back to the boot screen when the render fails, never to an error', async () => {
    const app = await appWith(async () => {
      throw new Error('render failed');
    });
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><!--boot-->');
    await app.close();
  });

  it('carries its stylesheet inside the page, safely, and keeps a print-only link to the file', async () => {
    const html = await withInlineStyles(TEMPLATE, dist);
    expect(html).toContain(
      '<style data-href="/assets/index-abc.css">body{margin:0}.x::after{content:"<\\/style>"}</style>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" media="print">');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
    // Files outside the build, or missing, stay links.
    const outside =
      '<link rel="stylesheet" href="/../secret.css"><link rel="stylesheet" href="/missing.css">';
    expect(await withInlineStyles(outside, dist)).toBe(outside);
  });

  it('puts the markup only where the boot screen was', () => {
    expect(withFirstScreen('<div id="app"></div>', '<p>x</p>')).toBe('<div id="app"></div>');
    expect(withFirstScreen(TEMPLATE, '<p>$& $1</p>')).toContain(
      '<div id="root" data-prerendered><p>$& $1</p></div>',
    );
  });
});
