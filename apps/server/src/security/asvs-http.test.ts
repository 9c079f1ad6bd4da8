import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allEndpoints } from '@hitelkapu/domain/contracts/endpoints/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedCustomer, STRONG_PASSWORD } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * HTTP-level controls of OWASP ASVS 5.0 that no feature test covers on its own: transport
 * and browser policy headers, what the server refuses to serve, and how it reads requests.
 */

const GIT_CONFIG = '[remote "origin"]\n\turl = https://secret-token@git.example/hitelkapu.git\n';

describe('HTTP controls (ASVS 5.0)', () => {
  let t: TestApp;
  let dist: string;
  let customer: Awaited<ReturnType<typeof createConfirmedCustomer>>;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'hk-asvs-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await mkdir(path.join(dist, '.git'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, '.git', 'config'), GIT_CONFIG);
    await writeFile(path.join(dist, '.env'), 'SESSION_SIGNING_KEY=do-not-serve');
    t = await createTestApp({ webDistDir: dist });
    customer = await createConfirmedCustomer(t.app, t.database.db, { ip: '10.77.0.1' });
  }, 180_000);
  afterAll(async () => {
    await t.app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('every answer, API, page or error, tells browsers to use HTTPS for at least a year [ASVS V3.4.1]', async () => {
    for (const res of [await get('/api/health'), await get('/login'), await get('/api/nincs-ilyen')]) {
      const hsts = String(res.headers['strict-transport-security']);
      const maxAge = Number(hsts.match(/max-age=(\d+)/)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
    }
  });

  it('grants no other origin cross-origin access, neither on a call nor on a preflight [ASVS V3.4.2]', async () => {
    const origin = { origin: 'https://tamado.example' };
    const call = await get('/api/profile', { ...origin, ...customer.auth });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    expect(call.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/profile/update',
      headers: {
        ...origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('a cross-site "simple" request (a form or text body, no preflight) reaches no handler [ASVS V3.5.2]', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/update',
        headers: { ...customer.auth, 'content-type': contentType },
        payload: 'firstName=Tamado&lastName=Tamado&hasSecondFactor=false',
      });
      expect(res.statusCode).toBe(415);
    }
    const profile = await get('/api/profile', customer.auth);
    expect(profile.json().firstName).toBe('Anna');
  });

  it('sends the referrer only as an origin to other sites, and lets no third party receive data [ASVS V3.4.5 V14.2.3]', async () => {
    for (const res of [await get('/api/health'), await get('/login')]) {
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      // Scripts, connections, images and forms reach this origin only: no tracker can be loaded or called.
      expect(csp).toMatch(/default-src 'self'(;|$)/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(csp).toMatch(/form-action 'self'(;|$)/);
      expect(csp).not.toMatch(/https?:/);
    }
  });

  it('labels every JSON answer, success or error, as JSON in UTF-8, and every answer nosniff [ASVS V4.1.1 V3.4.4]', async () => {
    const answers = [
      await get('/api/profile', customer.auth),
      await get('/api/profile'),
      await get('/api/nincs-ilyen'),
      await get('/api/tokens/public/hu'),
      await t.app.inject({ method: 'POST', url: '/api/bulwark/customer/auth/login', payload: {} }),
    ];
    for (const res of answers) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(() => JSON.parse(res.body)).not.toThrow();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const page = await get('/login');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not answer TRACE, so nothing of a request is echoed back [ASVS V13.4.4]', async () => {
    for (const url of ['/api/health', '/', '/login']) {
      const res = await t.app.inject({
        method: 'TRACE',
        url,
        headers: { authorization: 'Bearer secret-session', cookie: 'a=b' },
      });
      expect([404, 405]).toContain(res.statusCode);
      expect(res.body).not.toContain('secret-session');
    }
  });

  it('never serves source control metadata or dotfiles placed beside the client, nor lists a folder [ASVS V13.4.1 V13.4.3]', async () => {
    for (const url of [
      '/.git/config',
      '/.git/',
      '/.git',
      '/.env',
      '/assets/../.git/config',
      '/%2e%2e/.git/config',
    ]) {
      const res = await get(url);
      expect(res.body).not.toContain('secret-token');
      expect(res.body).not.toContain('do-not-serve');
    }
    for (const url of ['/assets/', '/assets', '/.git/']) {
      const res = await get(url);
      // No generated listing: neither the file in the folder nor the folder's own entries are named.
      expect(res.body).not.toContain('index-abc123.js');
      expect(res.body).not.toMatch(/Index of|<a href="\.\.\/?"|href="config"/i);
    }
  });

  it('refuses a JSON body that would pollute object prototypes [ASVS V15.3.6]', async () => {
    for (const payload of [
      '{"firstName":"Anna","lastName":"Kiss","hasSecondFactor":false,"__proto__":{"isAdmin":true}}',
      '{"firstName":"Anna","lastName":"Kiss","hasSecondFactor":false,"constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/update',
        headers: { ...customer.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBeDefined();
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('a parameter given twice is a validation error, never a guess between the two [ASVS V15.3.7]', async () => {
    const res = await get('/api/consent/marketing/unsubscribe?token=a.b&token=c.d');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String) });
  });

  it('a value of the wrong type is refused, not coerced (no type juggling) [ASVS V15.3.5]', async () => {
    for (const hasSecondFactor of ['false', 0, 'true', 1, null]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/update',
        headers: customer.auth,
        payload: { firstName: 'Anna', lastName: 'Kiss', hasSecondFactor },
      });
      expect(res.statusCode, String(hasSecondFactor)).toBe(400);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/login',
      remoteAddress: '10.77.0.2',
      payload: { channel: 'EMAIL', email: [customer.email], password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(400);
  });

  it('takes the client address from the connection, never from a header the client sets [ASVS V15.3.4 V4.1.3]', async () => {
    const victim = await createConfirmedCustomer(t.app, t.database.db, { ip: '10.77.1.1' });
    const attempt = (password: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bulwark/customer/auth/login',
        remoteAddress: '10.77.1.9',
        headers: {
          'x-forwarded-for': forwardedFor,
          'x-real-ip': forwardedFor,
          forwarded: `for=${forwardedFor}`,
        },
        payload: { channel: 'EMAIL', email: victim.email, password },
      });
    for (let i = 1; i <= 5; i += 1) {
      expect((await attempt('Rossz-jelszo-123', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    // A sixth address in the headers does not make a new client: the guessing address stays stopped.
    const sixth = await attempt(STRONG_PASSWORD, '198.51.100.77');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['x-auth-token']).toBeUndefined();
  });

  it('no call carries a password, session token, code or personal data in its path or query string [ASVS V14.2.1]', () => {
    const sensitive = /pass|token|secret|code|otp|mail|phone|iban|account|tax|birth|name/i;
    /** The one-click marketing unsubscribe link of RFC 8058 must be a URL; its token withdraws marketing consent and nothing else. */
    const allowed = new Set([
      'GET /api/consent/marketing/unsubscribe token',
      'POST /api/consent/marketing/unsubscribe token',
    ]);
    const keysOf = (schema: unknown): string[] =>
      schema && typeof schema === 'object' && 'shape' in schema
        ? Object.keys((schema as { shape: object }).shape)
        : [];
    const found = allEndpoints.flatMap((endpoint) =>
      [...keysOf(endpoint.params), ...keysOf(endpoint.query)]
        .filter((key) => sensitive.test(key) && key !== 'lang')
        .map((key) => `${endpoint.method} ${endpoint.path} ${key}`)
        .filter((entry) => !allowed.has(entry)),
    );
    // Translation keys (`:key`) and partner ids are neither secret nor personal.
    expect(found.filter((entry) => !/ (key|dealerId|merchantId)$/.test(entry))).toEqual([]);
    expect(allEndpoints.length).toBeGreaterThan(100);
  });

  it('over a real connection, refuses requests whose length is ambiguous (request smuggling) [ASVS V4.2.1]', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 3400 });
    const { port } = new URL(address);
    const send = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString('latin1');
        });
        socket.on('end', () => resolve(answer));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
        socket.write(raw);
      });
    const smuggled = [
      // Both a length and chunked encoding: the second request would hide in the body.
      'POST /api/bulwark/customer/auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\nGET /api/profile HTTP/1.1\r\nHost: portal.test\r\n\r\n',
      // Two different lengths.
      'POST /api/bulwark/customer/auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 40\r\nConnection: close\r\n\r\n{}',
    ];
    for (const raw of smuggled) {
      const answer = await send(raw);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      // Exactly one answer: nothing after the refused request was read as a request of its own.
      expect(answer.match(/HTTP\/1\.1 \d{3} /g)).toHaveLength(1);
    }
  });
});
