import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outbox } from '../db/schema/index.ts';
import {
  createConfirmedCustomer,
  lastLinkTokenTo,
  lastMessageTo,
  requiredAcceptances,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Customer passwords and account data as OWASP ASVS 5.0 asks for them, through the API: any
 * composition and long passphrases are taken, a password is compared exactly as typed, it is
 * stored as argon2id only, and an update cannot write fields it does not own.
 */

const LOGIN = '/api/bulwark/customer/auth/login';

describe('customer passwords and account fields (ASVS 5.0)', () => {
  let t: TestApp;
  let address = 0;
  const ip = () => {
    address += 1;
    return `10.78.${Math.floor(address / 250)}.${address % 250}`;
  };

  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => {
    await t.app.close();
  });

  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: ip(),
      payload: { channel: 'EMAIL', email, password },
    });

  it('takes passphrases of 64 and more characters and passwords of any composition, and logs in with them [ASVS V6.2.9 V6.2.5]', async () => {
    for (const password of [
      'ha a nap lemegy a balaton felett akkor indulunk haza lassan es csendben',
      'árvíztűrő tükörfúrógép és még egy kis szöveg, hogy hosszú legyen: 128 karakterig bármi mehet',
      '🙂🙂🙂 ☕ ≠ ∑ 4815162342',
      'csupakisbetusjelszo',
      '90210655443',
    ]) {
      const customer = await createConfirmedCustomer(t.app, t.database.db, { password, ip: ip() });
      const res = await login(customer.email, password);
      expect(res.statusCode, password).toBe(200);
      expect(res.json()).toEqual({ outcome: 'LOGIN_OK' });
    }
  });

  it('compares the password exactly as typed: no case folding, trimming or truncation [ASVS V6.2.8]', async () => {
    const long = `${'Hosszú-jelmondat '.repeat(8).slice(0, 127)}A`;
    expect([...long]).toHaveLength(128);
    const customer = await createConfirmedCustomer(t.app, t.database.db, { password: long, ip: ip() });
    for (const wrong of [
      long.toUpperCase(),
      long.toLowerCase(),
      `${long} `,
      ` ${long}`,
      long.slice(0, 72),
      long.slice(0, 127),
      `${long.slice(0, 127)}B`,
    ]) {
      // Each try from a fresh address, so the failures never reach the per-address stop.
      const res = await login(customer.email, wrong);
      expect(res.statusCode, JSON.stringify(wrong)).toBe(401);
      expect(res.headers['x-auth-token']).toBeUndefined();
    }
    expect((await login(customer.email, long)).statusCode).toBe(200);
  });

  it('stores a password only as an argon2id hash of at least 19 MiB and 2 passes, salted per account [ASVS V11.4.2]', async () => {
    const first = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
    const second = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
    const hashes = await Promise.all(
      [first.email, second.email].map(async (email) => {
        const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
        return String(row?.passwordHash);
      }),
    );
    for (const hash of hashes) {
      const match = hash.match(
        /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{32,}$/,
      );
      expect(match, hash).not.toBeNull();
      expect(Number(match?.[1])).toBeGreaterThanOrEqual(19_456);
      expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
      expect(hash).not.toContain(STRONG_PASSWORD);
    }
    // The same password, two accounts: two different salts and hashes.
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('a profile update writes only the name and the switch; identity, contact and status fields sent along change nothing [ASVS V15.3.3 V8.2.3]', async () => {
    const customer = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth })
    ).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: customer.auth,
      payload: {
        firstName: 'Anikó',
        lastName: 'Kiss',
        hasSecondFactor: false,
        id: '00000000-0000-4000-8000-000000000000',
        email: uniqueEmail('atvett'),
        phone: '+36 30 000 0000',
        isEmailConfirmed: false,
        isPhoneConfirmed: true,
        currentStatus: 'RESULT',
        passwordHash: 'x',
        passwordChangeRequired: true,
        sessionsValidAfter: 0,
        partnerId: 'tamado',
      },
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth })).json();
    expect(after).toEqual({ ...before, firstName: 'Anikó' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, customer.email));
    expect(row).toMatchObject({ partnerId: null, passwordChangeRequired: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('stores and answers SQL metacharacters as plain text, harming no query [ASVS V1.2.4]', async () => {
    const customer = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
    const other = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
    const hostile = ["O'Brien'); DROP TABLE customers; --", "x' OR '1'='1", '$1 \\\\ %_ ;--'];
    for (const lastName of hostile) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/update',
        headers: customer.auth,
        payload: { firstName: 'Anna', lastName, hasSecondFactor: false },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().lastName).toBe(lastName);
    }
    const unknown = await login("x' OR '1'='1' --@pelda.hu", "' OR 1=1 --");
    expect([400, 401]).toContain(unknown.statusCode);
    // Nothing else changed: the other customer and the table are as they were.
    const otherProfile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: other.auth });
    expect(otherProfile.json().lastName).toBe('Kiss');
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('a password reset neither logs in nor skips the second factor: the next login still asks for the code [ASVS V6.4.3]', async () => {
    const customer = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: customer.auth,
      payload: { firstName: 'Anna', lastName: 'Kiss', hasSecondFactor: true },
    });
    expect(on.json().hasSecondFactor).toBe(true);
    await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/request-password-change',
      remoteAddress: ip(),
      payload: { channel: 'EMAIL', email: customer.email },
    });
    const token = await lastLinkTokenTo(t.database.db, customer.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/change-password',
      remoteAddress: ip(),
      headers: { 'x-reset-token': token },
      payload: { newPassword: 'Uj-jelmondat-a-visszaallitas-utan' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['x-auth-token']).toBeUndefined();
    const next = await login(customer.email, 'Uj-jelmondat-a-visszaallitas-utan');
    expect(next.statusCode).toBe(200);
    expect(next.headers['x-auth-token']).toBeUndefined();
    expect(next.json().secondFactorResponse).toMatchObject({ codeLength: 6 });
  });

  it('a line break in an address or a name adds no recipient or header to an email [ASVS V1.3.11]', async () => {
    const injected = `${uniqueEmail('fejlec')}\r\nBcc: tamado@pelda.hu`;
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      remoteAddress: ip(),
      payload: {
        channel: 'EMAIL',
        email: injected,
        password: STRONG_PASSWORD,
        firstName: 'Anna',
        lastName: 'Kiss',
        acceptances: await requiredAcceptances(t.app),
      },
    });
    expect(register.statusCode).toBe(400);

    const customer = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: customer.auth,
      payload: {
        firstName: 'Anna\r\nBcc: tamado@pelda.hu\r\nSubject: Nyertél',
        lastName: 'Kiss',
        hasSecondFactor: false,
      },
    });
    expect(renamed.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/request-password-change',
      remoteAddress: ip(),
      payload: { channel: 'EMAIL', email: customer.email },
    });
    const message = await lastMessageTo(t.database.db, customer.email);
    expect(message?.recipient).toBe(customer.email);
    expect(message?.subject).toBe('Új jelszó beállítása');
    expect(JSON.stringify(message?.meta ?? {})).not.toContain('tamado');
    expect(await t.database.db.select().from(outbox).where(like(outbox.recipient, '%tamado%'))).toEqual([]);
  });
});
