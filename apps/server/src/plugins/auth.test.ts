import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema/index.ts';
import { generateSigningKeyPem, loadServerKeys } from '../lib/keys.ts';
import { createSessionTokens, SESSION_AUDIENCE, SESSION_ISSUER } from '../lib/session-tokens.ts';
import { createConfirmedCustomer } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session tokens', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof createConfirmedCustomer>>;
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createConfirmedCustomer(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('carries the claims of the specification, signed with EdDSA [ASVS V11.6.1]', () => {
    const [header, payload] = customer.session.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'EdDSA',
      typ: 'JWT',
    });
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(Object.keys(claims).sort()).toEqual(
      ['aud', 'email', 'exp', 'fname', 'iat', 'iss', 'phone', 'ptnid', 'rfsht', 'sub'].sort(),
    );
    expect(claims).toMatchObject({
      email: customer.email,
      fname: 'Anna',
      iss: SESSION_ISSUER,
      aud: SESSION_AUDIENCE,
    });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims.rfsht - claims.iat).toBe(12 * 3600);
  });

  it('opens the profile and the internal wording with a valid token', async () => {
    expect((await profile(customer.session)).statusCode).toBe(200);
    const tokens = await t.app.inject({
      method: 'GET',
      url: '/api/tokens/internal/hu',
      headers: customer.auth,
    });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json()['nav.logout']).toBe('Kijelentkezés');
  });

  it('refuses an unsigned token (alg none) [ASVS V9.1.1 V9.1.2]', async () => {
    const [, payload] = customer.session.split('.');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect((await profile(unsigned)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key [ASVS V9.1.1 V9.1.3]', async () => {
    const otherKeys = await loadServerKeys({
      sessionSigningKey: generateSigningKeyPem(),
      dataDir: '',
      embedded: false,
    });
    const other = createSessionTokens(otherKeys, {
      ttlSeconds: 900,
      absoluteSeconds: 3600,
      refreshWithinSeconds: 300,
    });
    const [, payload] = customer.session.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = await other.issue(
      { id: claims.sub, firstName: null, email: claims.email, phone: null, partnerId: null },
      0,
    );
    expect((await profile(forged)).statusCode).toBe(401);
  });

  it('refuses an HMAC token made with the public key as secret (algorithm confusion) [ASVS V9.1.2]', async () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    const secret = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }));
    const [, payload] = customer.session.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const hs = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
    expect((await profile(hs)).statusCode).toBe(401);
  });

  it('refuses tampered claims [ASVS V9.1.1 V7.2.1]', async () => {
    const [header, payload, signature] = customer.session.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = `${header}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`;
    expect((await profile(tampered)).statusCode).toBe(401);
  });

  it('refuses an expired token [ASVS V9.2.1 V7.3.1]', async () => {
    const keys = t.keys;
    const tokens = createSessionTokens(keys, {
      ttlSeconds: 60,
      absoluteSeconds: 3600,
      refreshWithinSeconds: 20,
    });
    const [, payload] = customer.session.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const old = await tokens.issue(
      { id: claims.sub, firstName: 'Anna', email: claims.email, phone: null, partnerId: null },
      0,
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await profile(old)).statusCode).toBe(401);
  });

  it('refuses a token of another issuer or audience [ASVS V9.2.3]', async () => {
    const [, payload] = customer.session.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const wrongAudience = await new SignJWT({ ...claims, aud: 'another-app' })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
      .sign(t.keys.signingKey);
    expect((await profile(wrongAudience)).statusCode).toBe(401);
  });

  it('answers a token near expiry with a fresh one in the header, within the absolute end', async () => {
    const tokens = createSessionTokens(t.keys, {
      ttlSeconds: 900,
      absoluteSeconds: 12 * 3600,
      refreshWithinSeconds: 300,
    });
    const [, payload] = customer.session.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const nearlyExpired = await tokens.issue(
      { id: claims.sub, firstName: 'Anna', email: claims.email, phone: null, partnerId: null },
      0,
      Math.floor(Date.now() / 1000) - 800,
    );
    const res = await profile(nearlyExpired);
    expect(res.statusCode).toBe(200);
    const fresh = res.headers['x-auth-token'];
    expect(fresh).toEqual(expect.any(String));
    const freshClaims = JSON.parse(Buffer.from(String(fresh).split('.')[1] ?? '', 'base64url').toString());
    const oldClaims = JSON.parse(Buffer.from(nearlyExpired.split('.')[1] ?? '', 'base64url').toString());
    expect(freshClaims.exp).toBeGreaterThan(oldClaims.exp);
    expect(freshClaims.rfsht).toBe(oldClaims.rfsht);
    // A token with plenty of life left is not replaced.
    expect((await profile(customer.session)).headers['x-auth-token']).toBeUndefined();
  });

  it('never slides past the absolute session end [ASVS V7.3.2]', async () => {
    const tokens = createSessionTokens(t.keys, {
      ttlSeconds: 900,
      absoluteSeconds: 1000,
      refreshWithinSeconds: 300,
    });
    const [, payload] = customer.session.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    // Issued 800 s ago with a 1000 s absolute life: 100 s left, refreshable only up to the end.
    const old = await tokens.issue(
      { id: claims.sub, firstName: null, email: null, phone: null, partnerId: null },
      0,
      now - 800,
    );
    const oldClaims = JSON.parse(Buffer.from(old.split('.')[1] ?? '', 'base64url').toString());
    const res = await profile(old);
    const refreshed = String(res.headers['x-auth-token']);
    const refreshedClaims = JSON.parse(Buffer.from(refreshed.split('.')[1] ?? '', 'base64url').toString());
    expect(refreshedClaims.exp).toBe(oldClaims.rfsht);
    // At the end there is nothing left to slide: no further token.
    const last = await profile(refreshed);
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-auth-token']).toBeUndefined();
  });

  it('logout revokes every earlier token of the customer; a new login works at once [ASVS V7.4.1]', async () => {
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/login',
      remoteAddress: '10.9.9.9',
      payload: { channel: 'EMAIL', email: customer.email, password: customer.password },
    });
    const otherDevice = String(second.headers['x-auth-token']);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/logout',
      headers: customer.auth,
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(customer.session)).statusCode).toBe(401);
    expect((await profile(otherDevice)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/login',
      remoteAddress: '10.9.9.9',
      payload: { channel: 'EMAIL', email: customer.email, password: customer.password },
    });
    expect((await profile(String(again.headers['x-auth-token']))).statusCode).toBe(200);
    customer = {
      ...customer,
      session: String(again.headers['x-auth-token']),
      auth: { authorization: `Bearer ${again.headers['x-auth-token']}` },
    };
  });

  it('a deleted or unknown subject is refused [ASVS V7.4.2]', async () => {
    const tokens = createSessionTokens(t.keys, {
      ttlSeconds: 900,
      absoluteSeconds: 3600,
      refreshWithinSeconds: 300,
    });
    const ghost = await tokens.issue(
      {
        id: '00000000-0000-4000-8000-000000000000',
        firstName: null,
        email: null,
        phone: null,
        partnerId: null,
      },
      0,
    );
    expect((await profile(ghost)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, customer.email));
    expect(row).toBeDefined();
  });
});
