import { createHmac, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { errorResponseSchema } from '@hitelkapu/domain';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_AUDIENCE, SESSION_ISSUER } from '../lib/session-tokens.ts';
import { STAFF_AUDIENCE, STAFF_CHALLENGE_AUDIENCE } from '../modules/staff/staff-tokens.ts';
import { createConfirmedCustomer } from '../testing/accounts.ts';
import { createStaffMember, loginStaff, staffPasswordStep } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The JWT attack set against both audiences: customer session tokens (GET /api/profile) and
 * staff tokens (GET /api/staff/me). Every forged, confused, stale or revoked token must be
 * answered 401 in the one error shape, with no data of the account and no fresh token. Each
 * attack starts from a real token of the audience, so a pass means the check refused it, not
 * that the token was nonsense to begin with; the real tokens open their calls (200) first.
 */

type Audience = 'customer' | 'staff';
type Claims = Record<string, unknown>;
type Header = Record<string, unknown>;

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A compact JWS of the header and claims, signed with an Ed25519 key (or with nothing). */
function forge(header: Header, claims: Claims, key?: KeyObject): string {
  const input = `${b64(header)}.${b64(claims)}`;
  const signature = key ? sign(null, Buffer.from(input), key).toString('base64url') : '';
  return `${input}.${signature}`;
}

/** An HS256 JWS whose HMAC secret is the given bytes (the server's public key, in some encoding). */
function forgeHs256(claims: Claims, secret: Buffer | string): string {
  const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('JWT attacks on customer and staff tokens', () => {
  let t: TestApp;
  const tokens = {} as Record<Audience, string>;
  const claims = {} as Record<Audience, Claims>;
  /** Personal data an answer must never carry. */
  const secrets = {} as Record<Audience, string[]>;
  let otherCustomerId: string;
  let staffChallenge: string;
  let staffCredentials: Awaited<ReturnType<typeof createStaffMember>>;
  const attacker = generateKeyPairSync('ed25519');
  const route: Record<Audience, string> = { customer: '/api/profile', staff: '/api/staff/me' };
  const audiences: Audience[] = ['customer', 'staff'];
  let ips = 0;

  const call = (audience: Audience, authorization: string | undefined, url = route[audience]) => {
    ips += 1;
    return t.app.inject({
      method: 'GET',
      url,
      remoteAddress: `10.93.${Math.floor(ips / 250)}.${(ips % 250) + 1}`,
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });
  };

  /** 401, the error shape, nothing of the account, no fresh token. */
  async function expectRefused(audience: Audience, token: string, what: string, url?: string) {
    const res = await call(audience, `Bearer ${token}`, url);
    expect(res.statusCode, `${audience}: ${what}: ${res.body.slice(0, 200)}`).toBe(401);
    const body = errorResponseSchema.parse(res.json());
    expect(body.code, what).toBe('UNAUTHORIZED');
    for (const secret of secrets[audience]) expect(res.body, what).not.toContain(secret);
    expect(res.headers['x-auth-token'], what).toBeUndefined();
  }

  /** A token with the audience's real header and the given claims, signed by the server's own key. */
  const serverSigned = (audience: Audience, changes: Claims, header: Header = {}) =>
    forge(
      { ...decodeProtectedHeader(tokens[audience]), ...header },
      Object.fromEntries(
        Object.entries({ ...claims[audience], ...changes }).filter(([, value]) => value !== undefined),
      ),
      t.keys.signingKey,
    );
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createConfirmedCustomer(t.app, t.database.db, { ip: '10.93.200.1' });
    const other = await createConfirmedCustomer(t.app, t.database.db, { ip: '10.93.200.2' });
    otherCustomerId = decodeJwt(other.session).sub as string;
    staffCredentials = await createStaffMember(t.database.db, {
      roles: ['REVIEWER', 'SENIOR_REVIEWER', 'CONFIGURATOR', 'ADMIN'],
      name: 'Támadott Ügyintéző',
    });
    const staff = await loginStaff(t.app, staffCredentials, '10.93.200.3');
    staffChallenge = (await staffPasswordStep(t.app, staffCredentials, '10.93.200.4')).challenge;
    tokens.customer = customer.session;
    tokens.staff = staff.token;
    for (const audience of audiences) claims[audience] = decodeJwt(tokens[audience]) as Claims;
    secrets.customer = [customer.email, 'Anna', 'Kiss'];
    secrets.staff = [staffCredentials.email, 'Támadott'];
  }, 60_000);

  afterAll(async () => {
    await t.app.close();
  });

  it('[ASVS V9.1.1 V7.2.1] the real tokens open their own calls, so every refusal below is the check at work', async () => {
    for (const audience of audiences) {
      const res = await call(audience, `Bearer ${tokens[audience]}`);
      expect(res.statusCode, `${audience}: ${res.body}`).toBe(200);
      expect(res.body).toContain(secrets[audience][0]);
    }
    // A token signed again by the server with the same header and claims is accepted too: the
    // forging helper itself is sound, so the refusals below come from what each attack changes.
    for (const audience of audiences)
      expect((await call(audience, `Bearer ${serverSigned(audience, {})}`)).statusCode, audience).toBe(200);
  });

  it('[ASVS V9.1.2] refuses alg "none", with or without the original signature', async () => {
    for (const audience of audiences) {
      const signature = tokens[audience].split('.')[2];
      for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
        const unsigned = forge({ alg, typ: 'JWT' }, claims[audience]);
        await expectRefused(audience, unsigned, `alg ${alg}`);
        await expectRefused(audience, `${unsigned}${signature}`, `alg ${alg} with the original signature`);
      }
      await expectRefused(audience, forge({ typ: 'JWT' }, claims[audience]), 'no alg at all');
    }
  });

  it('[ASVS V9.1.2] refuses HS256 signed with the server’s public key in any encoding', async () => {
    const publicKey = createPublicKey(t.keys.signingKey);
    const jwk = publicKey.export({ format: 'jwk' });
    const secretsToTry: (Buffer | string)[] = [
      publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      publicKey.export({ format: 'der', type: 'spki' }),
      Buffer.from(jwk.x as string, 'base64url'),
      jwk.x as string,
      JSON.stringify(jwk),
    ];
    for (const audience of audiences)
      for (const [index, secret] of secretsToTry.entries())
        await expectRefused(
          audience,
          forgeHs256(claims[audience], secret),
          `HS256 with public key form ${index}`,
        );
  });

  it('[ASVS V9.1.1] refuses a token signed by another Ed25519 key, and a tampered payload under the original signature', async () => {
    for (const audience of audiences) {
      const header = decodeProtectedHeader(tokens[audience]);
      await expectRefused(audience, forge(header, claims[audience], attacker.privateKey), 'another key');
      const [head, , signature] = tokens[audience].split('.');
      const tampered: Claims[] = [
        { ...claims[audience], sub: otherCustomerId },
        { ...claims[audience], exp: (claims[audience].exp as number) + 86_400 },
        { ...claims[audience], role: 'admin', roles: ['ADMIN'] },
      ];
      for (const [index, payload] of tampered.entries())
        await expectRefused(audience, `${head}.${b64(payload)}.${signature}`, `tampered payload ${index}`);
      // The signature of one token under the other's header and payload.
      const other = audience === 'customer' ? 'staff' : 'customer';
      await expectRefused(
        audience,
        `${tokens[audience].split('.').slice(0, 2).join('.')}.${tokens[other].split('.')[2]}`,
        'a signature of another token',
      );
    }
  });

  it('[ASVS V9.1.3] takes no key from the token: jwk, jku, x5u, x5c and kid headers point nowhere', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const jwk = attacker.publicKey.export({ format: 'jwk' });
      const cert = Buffer.from('not a certificate').toString('base64');
      const headers: Header[] = [
        { jwk },
        { jku: 'https://attacker.example/.well-known/jwks.json', kid: 'attacker' },
        { x5u: 'https://attacker.example/cert.pem' },
        { x5c: [cert] },
        { kid: '../../../../../dev/null' },
        { kid: "' OR 1=1 --" },
        { crit: ['b64'], b64: false },
      ];
      for (const audience of audiences)
        for (const extra of headers) {
          const header = { ...decodeProtectedHeader(tokens[audience]), ...extra };
          await expectRefused(
            audience,
            forge(header, claims[audience], attacker.privateKey),
            `header ${Object.keys(extra).join(',')}`,
          );
        }
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('[ASVS V9.2.3 V9.2.4 V9.2.2] a customer token opens no staff call, a staff token no customer call, a login challenge neither', async () => {
    // Both audiences are signed with the same key: only the audience (and the role) tell them apart.
    await expectRefused('staff', tokens.customer, 'a customer token on a staff call');
    await expectRefused('customer', tokens.staff, 'a staff token on a customer call');
    for (const audience of audiences)
      await expectRefused(audience, staffChallenge, 'a staff login challenge');
    // The shop and dealer APIs take their own keys, never a session token.
    for (const audience of audiences)
      await expectRefused(
        audience,
        tokens[audience],
        'a session token on the merchant API',
        '/merchant-api/v1/webhook-endpoint',
      );
    // Server-signed tokens with the claims of one audience and the aud of another.
    await expectRefused('customer', serverSigned('customer', { aud: STAFF_AUDIENCE }), 'aud staff');
    await expectRefused(
      'customer',
      serverSigned('customer', { aud: [SESSION_AUDIENCE, STAFF_AUDIENCE] }),
      'aud both',
    );
    await expectRefused('staff', serverSigned('staff', { aud: SESSION_AUDIENCE }), 'aud customer');
    await expectRefused(
      'staff',
      serverSigned('staff', { aud: [STAFF_AUDIENCE, SESSION_AUDIENCE] }),
      'aud both',
    );
    await expectRefused('staff', serverSigned('staff', { aud: STAFF_CHALLENGE_AUDIENCE }), 'aud challenge');
    await expectRefused('staff', serverSigned('staff', { aud: 'hitelkapu' }), 'aud prefix');
    // The right audience but the wrong kind of token.
    await expectRefused('staff', serverSigned('staff', { role: 'staff-second-factor' }), 'role challenge');
    for (const audience of audiences) {
      await expectRefused(audience, serverSigned(audience, {}, { typ: 'at+jwt' }), 'typ at+jwt');
      await expectRefused(
        audience,
        serverSigned(audience, { iss: 'https://attacker.example' }),
        'another issuer',
      );
    }
  });

  it('[ASVS V9.2.1] refuses an expired token and one not yet valid', async () => {
    for (const audience of audiences) {
      const n = now();
      await expectRefused(audience, serverSigned(audience, { iat: n - 7200, exp: n - 60 }), 'expired');
      await expectRefused(
        audience,
        serverSigned(audience, { iat: n - 7200, exp: n - 1 }),
        'expired a second ago',
      );
      await expectRefused(audience, serverSigned(audience, { nbf: n + 3600 }), 'not before an hour from now');
    }
  });

  it('[ASVS V9.1.1 V9.2.2 V2.2.1] refuses missing and garbled claims', async () => {
    const customerId = claims.customer.sub;
    const cases: [Audience, Claims, string][] = [];
    for (const audience of audiences)
      for (const claim of ['sub', 'exp', 'iat', 'iss', 'aud'])
        cases.push([audience, { [claim]: undefined }, `without ${claim}`]);
    for (const audience of audiences) {
      cases.push([audience, { sub: 'admin' }, 'sub not an id']);
      cases.push([audience, { sub: 12 }, 'sub a number']);
      cases.push([audience, { sub: '00000000-0000-4000-8000-000000000000' }, 'sub of no one']);
      cases.push([audience, { exp: 'never' }, 'exp a string']);
    }
    cases.push(['customer', { rfsht: undefined }, 'without rfsht']);
    cases.push(['customer', { rfsht: 'x' }, 'rfsht a string']);
    cases.push(['staff', { role: undefined }, 'without role']);
    cases.push(['staff', { role: 'ADMIN' }, 'role ADMIN']);
    // The customer's id in a staff token and the staff member's in a customer token.
    cases.push(['staff', { sub: customerId }, 'a customer as staff']);
    cases.push(['customer', { sub: claims.staff.sub }, 'staff as a customer']);
    for (const [audience, changes, what] of cases)
      await expectRefused(audience, serverSigned(audience, changes), what);

    const garbled = [
      'x',
      'a.b',
      'a.b.c',
      'a.b.c.d',
      '...',
      `${b64({ alg: 'EdDSA', typ: 'JWT' })}.not-json.${'A'.repeat(86)}`,
      `${b64('[]')}.${b64('[]')}.${'A'.repeat(86)}`,
      `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64('null')}.${'A'.repeat(86)}`,
      `${tokens.customer}.`,
      ` ${tokens.customer} x`,
      '\u0000',
      '%00',
    ];
    for (const audience of audiences) {
      for (const token of garbled)
        await expectRefused(audience, token, `garbled ${JSON.stringify(token.slice(0, 20))}`);
      // The scheme spelled otherwise or missing carries no session either.
      for (const authorization of [tokens[audience], `Basic ${tokens[audience]}`, 'Bearer', 'Bearer ']) {
        const res = await call(audience, authorization);
        expect(res.statusCode, authorization.slice(0, 12)).toBe(401);
        expect(errorResponseSchema.safeParse(res.json()).success).toBe(true);
      }
    }
  });

  it('[ASVS V9.1.1 V2.2.1] refuses an oversized token without verifying it', async () => {
    for (const audience of audiences) {
      const padded = forge(
        decodeProtectedHeader(tokens[audience]),
        { ...claims[audience], pad: 'x'.repeat(6000) },
        t.keys.signingKey,
      );
      expect(padded.length).toBeGreaterThan(8000);
      await expectRefused(audience, padded, 'a token over 4 KB, even signed by the server');
      await expectRefused(audience, 'A'.repeat(60_000), 'sixty thousand characters');
    }
  });

  it('[ASVS V7.4.1 V7.2.1] a token of a session that logged out is refused, for both audiences', async () => {
    // A fresh session of each, so the tokens above stay as they were for the other attacks.
    const customer = await createConfirmedCustomer(t.app, t.database.db, { ip: '10.93.201.1' });
    const staff = await loginStaff(t.app, staffCredentials, '10.93.201.2');
    const sessions: Record<Audience, { token: string; logout: string }> = {
      customer: { token: customer.session, logout: '/api/bulwark/customer/auth/logout' },
      staff: { token: staff.token, logout: '/api/staff/auth/logout' },
    };
    secrets.customer.push(customer.email);
    for (const audience of audiences) {
      const { token, logout } = sessions[audience];
      // Used once, so a verified-token cache holds it when the logout comes.
      expect((await call(audience, `Bearer ${token}`)).statusCode).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: logout,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.statusCode, out.body).toBe(200);
      await expectRefused(audience, token, 'replayed after logout');
      // The same claims signed again by the server are refused too: the revocation is by time.
      await expectRefused(
        audience,
        forge(decodeProtectedHeader(token), decodeJwt(token) as Claims, t.keys.signingKey),
        'the logged-out claims re-signed',
      );
    }
    // The other audience is untouched by one's logout: it is the session that ended, not the key.
    expect(claims.customer.iss).toBe(SESSION_ISSUER);
  });
});
