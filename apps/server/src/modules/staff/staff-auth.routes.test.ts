import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema/index.ts';
import { SESSION_AUDIENCE, SESSION_ISSUER } from '../../lib/session-tokens.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { createStaffMember, loginStaff } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { STAFF_AUDIENCE } from './staff-tokens.ts';
import { totpCode } from './staff-totp.ts';

const LOGIN = '/api/staff/auth/login';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

describe('staff accounts', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** A fresh client address per call, so the per-address limit stays out of the way unless tested. */
  const ip = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const login = (payload: Record<string, unknown>, remoteAddress = ip()) =>
    t.app.inject({ method: 'POST', url: LOGIN, remoteAddress, payload });
  const secondFactor = (payload: Record<string, unknown>, remoteAddress = ip()) =>
    t.app.inject({ method: 'POST', url: '/api/staff/auth/second-factor', remoteAddress, payload });
  const me = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/staff/me', headers });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('logs in with the password, then sets up the authenticator with its first code: an EdDSA token for the staff audience, 8 hours, with role and name', async () => {
    const staff = await createStaffMember(t.database.db, { name: 'Kovács Éva' });
    const first = await login({ email: staff.email.toUpperCase(), password: staff.password });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    // The password alone opens no session: it opens the authenticator's setup.
    const enrol = first.json();
    expect(enrol).toMatchObject({ step: 'ENROL', challenge: expect.any(String) });
    expect(enrol).not.toHaveProperty('token');
    expect(enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.otpauthUri).toBe(
      `otpauth://totp/Hitelkapu:${encodeURIComponent(staff.email)}?issuer=Hitelkapu&secret=${enrol.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrol.qrSvg).toMatch(/^<svg/);
    // The challenge is no staff token.
    expect((await me(bearer(enrol.challenge))).statusCode).toBe(401);

    const res = await secondFactor({ challenge: enrol.challenge, code: totpCode(enrol.secret) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.staff).toEqual({
      id: expect.any(String),
      name: 'Kovács Éva',
      email: staff.email,
      roles: ['REVIEWER'],
    });
    const [header] = body.token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'EdDSA', typ: 'JWT' });
    const claims = claimsOf(body.token);
    expect(claims).toMatchObject({
      sub: body.staff.id,
      role: 'staff',
      name: 'Kovács Éva',
      iss: SESSION_ISSUER,
      aud: STAFF_AUDIENCE,
    });
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    // No customer claims and no customer session header.
    expect(claims).not.toHaveProperty('email');
    expect(res.headers['x-auth-token']).toBeUndefined();

    const who = await me(bearer(body.token));
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual(body.staff);

    // From now on the password is followed by a code of that authenticator, not a new secret.
    const next = await login({ email: staff.email, password: staff.password });
    expect(next.json()).toEqual({ step: 'TOTP', challenge: expect.any(String) });
  });

  it('takes a code once, refuses a wrong or malformed one, and stops guessing after six wrong codes [ASVS V6.5.1]', async () => {
    const credentials = await createStaffMember(t.database.db);
    await loginStaff(t.app, credentials, ip());
    const secret = credentials.totpSecret as string;
    const challengeOf = async () =>
      (await login({ email: credentials.email, password: credentials.password })).json().challenge;

    // The code just used opens no second session.
    const used = await secondFactor({ challenge: await challengeOf(), code: totpCode(secret) });
    const ahead = await secondFactor({
      challenge: await challengeOf(),
      code: totpCode(secret, Date.now() + 30_000),
    });
    // One of the two is the step taken by the first login; the other is then the next step.
    expect([used.statusCode, ahead.statusCode]).toContain(200);
    const again = await secondFactor({
      challenge: await challengeOf(),
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().messageKey).toBe('errors.staffAuth.codeUsed');

    const malformed = await secondFactor({ challenge: await challengeOf(), code: '12ab56' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ code: 'validation.totpCode' });
    const forged = await secondFactor({ challenge: 'nem-egy-token', code: '123456' });
    expect(forged.json().messageKey).toBe('errors.staffAuth.challengeExpired');

    const challenge = await challengeOf();
    const wrongCode = totpCode(secret, Date.now() + 10 * 60_000) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push((await secondFactor({ challenge, code: wrongCode })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Past the limit even the right code waits.
    expect((await secondFactor({ challenge, code: totpCode(secret, Date.now() + 30_000) })).statusCode).toBe(
      429,
    );
  });

  it('a staff member of one role is refused the calls of the others (403), and a disabled account nothing but 401 [ASVS V8.2.1 V7.4.2]', async () => {
    const configurator = await loginStaff(
      t.app,
      await createStaffMember(t.database.db, { roles: ['CONFIGURATOR'] }),
      ip(),
    );
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/staff/reviews',
      headers: configurator.auth,
    });
    expect(queue.statusCode).toBe(403);
    expect(queue.json().messageKey).toBe('errors.staff.forbidden');
    expect((await me(configurator.auth)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address alike, in Hungarian', async () => {
    const staff = await createStaffMember(t.database.db);
    const wrong = await login({ email: staff.email, password: 'Rossz-jelszo-2026' });
    const unknown = await login({ email: 'senki.sem@hitelkapu.hu', password: 'Rossz-jelszo-2026' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Hibás e-mail cím vagy jelszó. Ellenőrizze az adatokat, és próbálja újra.',
      messageKey: 'errors.staffAuth.badCredentials',
    });
  });

  it('refuses a malformed login with field errors', async () => {
    const res = await login({ email: 'nem-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['email', 'password']);
  });

  it('stops the address that failed 5 times on an account, the right password included, and an unknown address the same way [ASVS V6.3.1]', async () => {
    const staff = await createStaffMember(t.database.db);
    for (const email of [staff.email, 'nincs.ilyen@hitelkapu.hu']) {
      const attacker = ip();
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await login({ email, password: 'Rossz-jelszo-2026' }, attacker)).statusCode).toBe(401);
      const blocked = await login({ email, password: staff.password }, attacker);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toMatch(/Túl sok sikertelen próbálkozás/);
      const minutes = Math.ceil(Number(blocked.headers['retry-after']) / 60);
      expect(blocked.json()).toMatchObject({
        message: `Túl sok sikertelen próbálkozás. Várjon ${minutes} percet, majd próbálja újra.`,
        messageKey: 'errors.staffAuth.tooManyAttempts',
        messageValues: { minutes },
      });
    }
  });

  it('the staff member logs in from another address while the guessing address stays stopped', async () => {
    const staff = await createStaffMember(t.database.db);
    const attacker = ip();
    for (let attempt = 0; attempt < 6; attempt += 1)
      await login({ email: staff.email, password: 'Rossz-jelszo-2026' }, attacker);
    const own = await login({ email: staff.email, password: staff.password });
    expect(own.statusCode).toBe(200);
    expect(own.json().challenge).toEqual(expect.any(String));
    expect((await login({ email: staff.email, password: staff.password }, attacker)).statusCode).toBe(429);
  });

  it('past 50 failures from many addresses, only the addresses the staff member used before get in', async () => {
    const staff = await createStaffMember(t.database.db);
    const office = ip();
    expect((await login({ email: staff.email, password: staff.password }, office)).statusCode).toBe(200);
    for (let source = 0; source < 10; source += 1) {
      const address = ip();
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await login({ email: staff.email, password: 'Rossz-jelszo-2026' }, address)).statusCode).toBe(
          401,
        );
    }
    // A new address is answered 429 whatever it sends, so the spread guessing learns nothing.
    const stranger = await login({ email: staff.email, password: staff.password });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().challenge).toBeUndefined();
    // The office the staff member signed in from before is not locked out.
    expect((await login({ email: staff.email, password: staff.password }, office)).statusCode).toBe(200);
  });

  it('a good login clears the failures its address counted so far', async () => {
    const staff = await createStaffMember(t.database.db);
    const address = ip();
    for (let attempt = 0; attempt < 4; attempt += 1)
      await login({ email: staff.email, password: 'Rossz-jelszo-2026' }, address);
    expect((await login({ email: staff.email, password: staff.password }, address)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1)
      await login({ email: staff.email, password: 'Rossz-jelszo-2026' }, address);
    expect((await login({ email: staff.email, password: staff.password }, address)).statusCode).toBe(200);
  });

  it('limits logins per address to 20 in 10 minutes [ASVS V2.4.1]', async () => {
    const address = '10.8.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      statuses.push(
        (await login({ email: `ugyintezo${attempt}@pelda.hu`, password: 'x' }, address)).statusCode,
      );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });

  it('staff and customer tokens are not interchangeable [ASVS V9.2.2 V9.2.3 V9.2.4]', async () => {
    const staff = await loginStaff(t.app, await createStaffMember(t.database.db), ip());
    const customer = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
    expect(claimsOf(customer.session).aud).toBe(SESSION_AUDIENCE);

    // A customer session opens no staff call…
    for (const [method, url] of [
      ['GET', '/api/staff/me'],
      ['GET', '/api/staff/reviews'],
      ['GET', '/api/staff/tokens/hu'],
      ['POST', '/api/staff/auth/logout'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: customer.auth });
      expect(res.statusCode, url).toBe(401);
    }
    // …and a staff token opens no customer call.
    for (const url of ['/api/profile', '/api/tokens/internal/hu', '/api/credit/my-loan-applications']) {
      const res = await t.app.inject({ method: 'GET', url, headers: staff.auth });
      expect(res.statusCode, url).toBe(401);
    }
    const customerLogout = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/logout',
      headers: staff.auth,
    });
    expect(customerLogout.statusCode).toBe(401);
    // Both still work where they belong.
    expect((await me(staff.auth)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth })).statusCode,
    ).toBe(200);
  });

  it('refuses a token signed with another key, one without the staff role and one with no header at all', async () => {
    const staff = await loginStaff(t.app, await createStaffMember(t.database.db), ip());
    const claims = claimsOf(staff.token);
    const sign = (key: Parameters<SignJWT['sign']>[0], payload: Record<string, unknown>) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(SESSION_ISSUER)
        .setAudience(STAFF_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    const foreign = await sign(generateKeyPairSync('ed25519').privateKey, { role: 'staff', name: 'x' });
    const noRole = await sign(t.keys.signingKey, { name: 'x' });
    const otherRole = await sign(t.keys.signingKey, { role: 'admin', name: 'x' });
    for (const token of [foreign, noRole, otherRole]) expect((await me(bearer(token))).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
    expect((await me({ authorization: staff.token })).statusCode).toBe(401);
    const good = await sign(t.keys.signingKey, { role: 'staff', name: 'x' });
    expect((await me(bearer(good))).statusCode).toBe(200);
  });

  it('logout ends every token of the staff member; a new login works at once [ASVS V7.4.1]', async () => {
    const credentials = await createStaffMember(t.database.db);
    const first = await loginStaff(t.app, credentials, ip());
    const out = await t.app.inject({ method: 'POST', url: '/api/staff/auth/logout', headers: first.auth });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ outcome: 'LOGGED_OUT' });
    expect((await me(first.auth)).statusCode).toBe(401);
    const again = await loginStaff(t.app, credentials, ip());
    expect((await me(again.auth)).statusCode).toBe(200);
  });

  it('a disabled staff account opens nothing, and its password reads as wrong', async () => {
    const credentials = await createStaffMember(t.database.db);
    const session = await loginStaff(t.app, credentials, ip());
    await t.database.db
      .update(staffUsers)
      .set({ disabledAt: new Date() })
      .where(eq(staffUsers.email, credentials.email));
    expect((await me(session.auth)).statusCode).toBe(401);
    const again = await login({ email: credentials.email, password: credentials.password });
    expect(again.statusCode).toBe(401);
    expect(again.json().messageKey).toBe('errors.staffAuth.badCredentials');
  });

  it('serves the logged-in wording to staff: the review page, the scoring reasons and the staff reasons', async () => {
    const staff = await loginStaff(t.app, await createStaffMember(t.database.db), ip());
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/tokens/hu', headers: staff.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      'staff.reviews.title': 'Ügyintézőre váró ügyek',
      'reason.UNVERIFIABLE_INCOME': expect.stringContaining('bankszámlára'),
      'reason.DOCUMENTS_VERIFIED': expect.stringContaining('dokumentumokat'),
    });
    // The login page's wording is public, for a visitor without any session.
    const open = await t.app.inject({ method: 'GET', url: '/api/tokens/public/hu' });
    expect(open.json()['staff.login.title']).toBe('Ügyintézői belépés');
    expect(open.json()['staff.reviews.title']).toBeUndefined();
  });
});
