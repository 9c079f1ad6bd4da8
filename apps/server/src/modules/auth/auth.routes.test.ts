import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, customers, portalConfigs, statementAcceptances } from '../../db/schema/index.ts';
import {
  createConfirmedCustomer,
  lastCodeTo,
  lastLinkTokenTo,
  lastMessageTo,
  requiredAcceptances,
  STRONG_PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const AUTH = '/api/bulwark/customer/auth';

describe('registration and login', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** A fresh client address per test, so the per-IP limits of one test don't spill into the next. */
  const ip = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** A confirmed customer with the second factor on, right after the password step. */
  const loginWithSecondFactor = async () => {
    const customer = await createConfirmedCustomer(t.app, t.database.db);
    await t.database.db
      .update(customers)
      .set({ hasSecondFactor: true })
      .where(eq(customers.email, customer.email));
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      remoteAddress: ip(),
      payload: { channel: 'EMAIL', email: customer.email, password: customer.password },
    });
    return { customer, res };
  };

  const register = async (payload: Record<string, unknown>, remoteAddress = ip()) =>
    t.app.inject({ method: 'POST', url: '/api/customer/register', remoteAddress, payload });

  describe('by email', () => {
    it('creates a REGISTERED account, logs each acceptance and emails a confirmation link', async () => {
      const email = uniqueEmail();
      const acceptances = await requiredAcceptances(t.app);
      const res = await register({
        channel: 'EMAIL',
        email: email.toUpperCase(),
        password: STRONG_PASSWORD,
        firstName: 'Éva',
        lastName: 'Nagy',
        acceptances,
        landingQuery: 'utm_source=hirlevel',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ channel: 'EMAIL' });
      const [customer] = await t.database.db.select().from(customers).where(eq(customers.email, email));
      expect(customer).toMatchObject({
        status: 'REGISTERED',
        firstName: 'Éva',
        landingQuery: 'utm_source=hirlevel',
      });
      expect(customer?.emailConfirmedAt).toBeNull();
      expect(customer?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const logged = await t.database.db
        .select()
        .from(statementAcceptances)
        .where(eq(statementAcceptances.customerId, customer?.id ?? ''));
      expect(logged.map((a) => [a.statementId, a.statementVersion, a.channel]).sort()).toEqual(
        acceptances.map((a) => [a.statementId, a.version, 'WEB']).sort(),
      );
      const mail = await lastMessageTo(t.database.db, email);
      expect(mail?.subject).toBe('Erősítse meg e-mail címét');
      expect(mail?.body).toMatch(/http:\/\/portal\.test\/emailConfirmation\?token=/);
    });

    it('refuses a weak password, missing names and unaccepted statements, all at once, storing nothing [ASVS V6.2.1 V2.2.2]', async () => {
      const email = uniqueEmail();
      const res = await register({ channel: 'EMAIL', email, password: 'jelszo1234', acceptances: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        password: 'password.common',
        firstName: 'validation.required',
        lastName: 'validation.required',
        'acceptances.privacy_notice': 'validation.statementRequired',
        'acceptances.terms_of_service': 'validation.statementRequired',
      });
      expect(await t.database.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
      expect(await lastMessageTo(t.database.db, email)).toBeNull();
    });

    it('refuses a password equal to the email address', async () => {
      const email = uniqueEmail();
      const res = await register({
        channel: 'EMAIL',
        email,
        password: email,
        firstName: 'A',
        lastName: 'B',
        acceptances: await requiredAcceptances(t.app),
      });
      expect(res.json().fieldErrors).toEqual({ password: 'password.matchesIdentity' });
    });

    it('names are optional when the name_on_reg flag is off', async () => {
      await t.database.db
        .update(portalConfigs)
        .set({ value: false })
        .where(eq(portalConfigs.identifier, 'name_on_reg'));
      const res = await register({
        channel: 'EMAIL',
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
        acceptances: await requiredAcceptances(t.app),
      });
      await t.database.db
        .update(portalConfigs)
        .set({ value: true })
        .where(eq(portalConfigs.identifier, 'name_on_reg'));
      expect(res.statusCode).toBe(201);
    });

    it('answers a taken address exactly like a new one, and tells the owner instead', async () => {
      const { email } = await createConfirmedCustomer(t.app, t.database.db);
      const payload = {
        channel: 'EMAIL',
        email,
        password: 'Masik-jelszo-2026',
        firstName: 'Betolakodó',
        lastName: 'Béla',
        acceptances: await requiredAcceptances(t.app),
      };
      const taken = await register(payload);
      const fresh = await register({ ...payload, email: uniqueEmail() });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.json()).toEqual(fresh.json());
      expect((await lastMessageTo(t.database.db, email))?.subject).toBe('Már van fiókja a Hitelkapun');
      const rows = await t.database.db.select().from(customers).where(eq(customers.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.firstName).toBe('Anna');
    });

    it('confirms the email with the link once; a used or made-up link is refused', async () => {
      const email = uniqueEmail();
      await register({
        channel: 'EMAIL',
        email,
        password: STRONG_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        acceptances: await requiredAcceptances(t.app),
      });
      const token = await lastLinkTokenTo(t.database.db, email);
      const first = await t.app.inject({ method: 'POST', url: `${AUTH}/confirm-email`, payload: { token } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ email, outcome: 'CONFIRMED' });
      const again = await t.app.inject({ method: 'POST', url: `${AUTH}/confirm-email`, payload: { token } });
      expect(again.statusCode).toBe(404);
      const forged = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/confirm-email`,
        payload: { token: 'A'.repeat(43) },
      });
      expect(forged.statusCode).toBe(404);
    });

    it('logs in before confirmation with REGISTRATION_INCOMPLETE, after it with LOGIN_OK', async () => {
      const email = uniqueEmail();
      await register({
        channel: 'EMAIL',
        email,
        password: STRONG_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        acceptances: await requiredAcceptances(t.app),
      });
      const login = () =>
        t.app.inject({
          method: 'POST',
          url: `${AUTH}/login`,
          remoteAddress: ip(),
          payload: { channel: 'EMAIL', email, password: STRONG_PASSWORD },
        });
      const before = await login();
      expect(before.json()).toEqual({ outcome: 'REGISTRATION_INCOMPLETE' });
      expect(before.headers['x-auth-token']).toEqual(expect.any(String));
      const token = await lastLinkTokenTo(t.database.db, email);
      await t.app.inject({ method: 'POST', url: `${AUTH}/confirm-email`, payload: { token } });
      const after = await login();
      expect(after.json()).toEqual({ outcome: 'LOGIN_OK' });
    });
  });

  describe('by phone', () => {
    it('sends a code by SMS and completes with it, logging the customer in', async () => {
      const phone = uniquePhone();
      const res = await register({
        channel: 'PHONE',
        phone,
        password: STRONG_PASSWORD,
        firstName: 'Péter',
        lastName: 'Szabó',
        acceptances: await requiredAcceptances(t.app),
      });
      expect(res.statusCode).toBe(201);
      const { secondFactor } = res.json();
      expect(secondFactor).toMatchObject({
        channel: 'SMS',
        codeLength: 6,
        maskedTarget: expect.stringMatching(/\*\*\* \*\*\d{2}$/),
      });
      expect(JSON.stringify(res.json())).not.toMatch(/\b\d{6}\b/);
      const sms = await lastMessageTo(t.database.db, phone);
      expect(sms?.channel).toBe('SMS');
      const code = await lastCodeTo(t.database.db, phone);
      const complete = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/complete-registration`,
        remoteAddress: ip(),
        payload: { tokenId: secondFactor.tokenId, code },
      });
      expect(complete.statusCode).toBe(200);
      expect(complete.json()).toEqual({ outcome: 'LOGIN_OK' });
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${complete.headers['x-auth-token']}` },
      });
      expect(profile.json()).toMatchObject({ phone, isPhoneConfirmed: true, currentStatus: 'REGISTERED' });
    });

    it('stores only a keyed hash of the code', async () => {
      const phone = uniquePhone();
      const res = await register({
        channel: 'PHONE',
        phone,
        password: STRONG_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        acceptances: await requiredAcceptances(t.app),
      });
      const code = await lastCodeTo(t.database.db, phone);
      const [row] = await t.database.db
        .select()
        .from(challenges)
        .where(eq(challenges.id, res.json().secondFactor.tokenId));
      expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(code);
    });
  });

  describe('login', () => {
    it('gives known and unknown accounts the same status and body for a wrong password', async () => {
      const { email } = await createConfirmedCustomer(t.app, t.database.db);
      const known = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        remoteAddress: ip(),
        payload: { channel: 'EMAIL', email, password: 'Rossz-jelszo-123' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        remoteAddress: ip(),
        payload: { channel: 'EMAIL', email: uniqueEmail('nincs'), password: 'Rossz-jelszo-123' },
      });
      expect(known.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(known.body).toBe(unknown.body);
      expect(known.headers['x-auth-token']).toBeUndefined();
    });

    const login = (payload: Record<string, unknown>, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: `${AUTH}/login`, remoteAddress, payload });

    it('stops the address that failed 5 times on an account with a 429 that says when to retry, also for unknown accounts [ASVS V6.3.1]', async () => {
      for (const email of [
        (await createConfirmedCustomer(t.app, t.database.db, { ip: ip() })).email,
        uniqueEmail('nincs'),
      ]) {
        const attacker = ip();
        for (let i = 0; i < 5; i += 1) {
          const res = await login({ channel: 'EMAIL', email, password: 'Rossz-jelszo-123' }, attacker);
          expect(res.statusCode).toBe(401);
        }
        const blocked = await login({ channel: 'EMAIL', email, password: STRONG_PASSWORD }, attacker);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.headers['x-auth-token']).toBeUndefined();
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
        expect(blocked.json().message).toMatch(/Túl sok sikertelen próbálkozás/);
        const minutes = Math.ceil(Number(blocked.headers['retry-after']) / 60);
        expect(blocked.json()).toMatchObject({
          message: `Túl sok sikertelen próbálkozás. Várjon ${minutes} percet, vagy állítson be új jelszót.`,
          messageKey: 'errors.auth.tooManyAttempts',
          messageValues: { minutes },
        });
      }
    });

    it('the owner logs in from another address while the guessing address stays stopped', async () => {
      const owner = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
      const attacker = ip();
      for (let i = 0; i < 6; i += 1)
        await login({ channel: 'EMAIL', email: owner.email, password: `Rossz-jelszo-${i}` }, attacker);
      const own = await login({ channel: 'EMAIL', email: owner.email, password: owner.password }, ip());
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ outcome: 'LOGIN_OK' });
      expect(own.headers['x-auth-token']).toEqual(expect.any(String));
      const stillStopped = await login(
        { channel: 'EMAIL', email: owner.email, password: 'Rossz-jelszo-x' },
        attacker,
      );
      expect(stillStopped.statusCode).toBe(429);
      // The same address may still try other accounts (its own limit is per address).
      const other = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
      expect(
        (await login({ channel: 'EMAIL', email: other.email, password: other.password }, attacker))
          .statusCode,
      ).toBe(200);
    });

    it('a good login clears the failures its address counted so far', async () => {
      const c = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
      const address = ip();
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 4; i += 1)
          expect(
            (await login({ channel: 'EMAIL', email: c.email, password: 'Rossz-jelszo-123' }, address))
              .statusCode,
          ).toBe(401);
        expect(
          (await login({ channel: 'EMAIL', email: c.email, password: c.password }, address)).statusCode,
        ).toBe(200);
      }
    });

    it('past 20 failures from many addresses, every login of the account needs a code only the owner gets [ASVS V6.3.1]', async () => {
      const owner = await createConfirmedCustomer(t.app, t.database.db, { ip: ip() });
      for (let source = 0; source < 4; source += 1) {
        const address = ip();
        for (let i = 0; i < 5; i += 1)
          expect(
            (await login({ channel: 'EMAIL', email: owner.email, password: `Rossz-${source}-${i}` }, address))
              .statusCode,
          ).toBe(401);
      }
      const sentBefore = await lastMessageTo(t.database.db, owner.email);

      // A wrong password now reads like the right one: a challenge, but nothing goes out.
      const wrong = await login({ channel: 'EMAIL', email: owner.email, password: 'Rossz-jelszo-xyz' }, ip());
      expect(wrong.statusCode).toBe(200);
      expect(wrong.headers['x-auth-token']).toBeUndefined();
      expect((await lastMessageTo(t.database.db, owner.email))?.id).toBe(sentBefore?.id);
      const guess = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/complete-login`,
        remoteAddress: ip(),
        payload: { tokenId: wrong.json().secondFactorResponse.tokenId, code: '123456' },
      });
      expect(guess.statusCode).toBe(400);

      // The owner, from yet another address, with the right password: a code by email, then in.
      const right = await login({ channel: 'EMAIL', email: owner.email, password: owner.password }, ip());
      expect(right.statusCode).toBe(200);
      expect(right.headers['x-auth-token']).toBeUndefined();
      const blank = (body: { secondFactorResponse: Record<string, unknown> }) => ({
        ...body.secondFactorResponse,
        tokenId: null,
        expiresAt: null,
        resendAvailableAt: null,
      });
      expect(blank(right.json())).toEqual(blank(wrong.json()));
      expect(right.headers['content-length']).toBe(wrong.headers['content-length']);
      const code = await lastCodeTo(t.database.db, owner.email);
      expect((await lastMessageTo(t.database.db, owner.email))?.template).toBe('login-code');
      const done = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/complete-login`,
        remoteAddress: ip(),
        payload: { tokenId: right.json().secondFactorResponse.tokenId, code },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ outcome: 'LOGIN_OK' });
      expect(done.headers['x-auth-token']).toEqual(expect.any(String));
    });

    it('limits one address to 30 login attempts in 10 minutes [ASVS V2.4.1]', async () => {
      const address = ip();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${AUTH}/login`,
          remoteAddress: address,
          payload: { channel: 'EMAIL', email: uniqueEmail('sok'), password: 'Rossz-jelszo-123' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it('with a second factor, answers a challenge instead of a token, then logs in with the code [ASVS V6.5.1]', async () => {
      const { customer, res } = await loginWithSecondFactor();
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-auth-token']).toBeUndefined();
      const { secondFactorResponse } = res.json();
      expect(secondFactorResponse).toMatchObject({ channel: 'EMAIL', codeLength: 6 });
      const code = await lastCodeTo(t.database.db, customer.email);
      const done = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/complete-login`,
        remoteAddress: ip(),
        payload: { tokenId: secondFactorResponse.tokenId, code },
      });
      expect(done.statusCode).toBe(200);
      expect(done.headers['x-auth-token']).toEqual(expect.any(String));
      // Single use.
      const replay = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/complete-login`,
        remoteAddress: ip(),
        payload: { tokenId: secondFactorResponse.tokenId, code },
      });
      expect(replay.statusCode).toBe(409);
    });

    it('voids a code after 5 wrong tries, even for the right code afterwards [ASVS V6.6.3]', async () => {
      const { customer, res } = await loginWithSecondFactor();
      const { tokenId } = res.json().secondFactorResponse;
      const code = await lastCodeTo(t.database.db, customer.email);
      const wrong = code === '000000' ? '000001' : '000000';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: `${AUTH}/complete-login`,
              remoteAddress: ip(),
              payload: { tokenId, code: wrong },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 400, 409]);
      const right = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/complete-login`,
        remoteAddress: ip(),
        payload: { tokenId, code },
      });
      expect(right.statusCode).toBe(409);
      expect(right.headers['x-auth-token']).toBeUndefined();
    });

    it('resends a code at most once a minute', async () => {
      const { customer, res } = await loginWithSecondFactor();
      const { tokenId } = res.json().secondFactorResponse;
      const tooSoon = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/resend-two-factor`,
        remoteAddress: ip(),
        payload: { tokenId },
      });
      expect(tooSoon.statusCode).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
      const seconds = Number(tooSoon.headers['retry-after']);
      expect(tooSoon.json()).toEqual({
        code: 'RATE_LIMITED',
        message: `Új kódot ${seconds} másodperc múlva kérhet.`,
        messageKey: 'errors.code.tooSoon',
        messageValues: { seconds },
      });
      // A minute later the resend works and replaces the code.
      const oldCode = await lastCodeTo(t.database.db, customer.email);
      await t.database.db
        .update(challenges)
        .set({ lastSentAt: new Date(Date.now() - 61_000) })
        .where(eq(challenges.id, tokenId));
      const later = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/resend-two-factor`,
        remoteAddress: ip(),
        payload: { tokenId },
      });
      expect(later.statusCode).toBe(200);
      const newCode = await lastCodeTo(t.database.db, customer.email);
      if (newCode !== oldCode) {
        const stale = await t.app.inject({
          method: 'POST',
          url: `${AUTH}/complete-login`,
          remoteAddress: ip(),
          payload: { tokenId, code: oldCode },
        });
        expect(stale.statusCode).toBe(400);
      }
      const ok = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/complete-login`,
        remoteAddress: ip(),
        payload: { tokenId, code: newCode },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('refuses an expired code [ASVS V6.5.5]', async () => {
      const { customer, res } = await loginWithSecondFactor();
      const { tokenId } = res.json().secondFactorResponse;
      await t.database.db
        .update(challenges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(challenges.id, tokenId));
      const code = await lastCodeTo(t.database.db, customer.email);
      const late = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/complete-login`,
        remoteAddress: ip(),
        payload: { tokenId, code },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toContain('lejárt');
      expect(late.json().messageKey).toBe('errors.code.expired');
    });

    it('a code-only login needs the passwordless flag', async () => {
      const phone = uniquePhone();
      const off = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        remoteAddress: ip(),
        payload: { channel: 'PHONE', phone },
      });
      expect(off.statusCode).toBe(400);
      expect(off.json().fieldErrors).toEqual({ password: 'validation.required' });
      await t.database.db
        .update(portalConfigs)
        .set({ value: true })
        .where(eq(portalConfigs.identifier, 'passwordless_login'));
      const on = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        remoteAddress: ip(),
        payload: { channel: 'PHONE', phone },
      });
      await t.database.db
        .update(portalConfigs)
        .set({ value: false })
        .where(eq(portalConfigs.identifier, 'passwordless_login'));
      expect(on.statusCode).toBe(200);
      expect(on.json().secondFactorResponse).toMatchObject({ channel: 'SMS' });
      // Unknown number: the same answer, but no SMS goes out.
      expect(await lastMessageTo(t.database.db, phone)).toBeNull();
    });
  });

  describe('password reset', () => {
    it('gives the same answer for known and unknown addresses and emails a link only to the owner', async () => {
      const { email } = await createConfirmedCustomer(t.app, t.database.db);
      const unknownEmail = uniqueEmail('nincs');
      const known = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/request-password-change`,
        remoteAddress: ip(),
        payload: { channel: 'EMAIL', email },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/request-password-change`,
        remoteAddress: ip(),
        payload: { channel: 'EMAIL', email: unknownEmail },
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      expect((await lastMessageTo(t.database.db, email))?.subject).toBe('Új jelszó beállítása');
      expect(await lastMessageTo(t.database.db, unknownEmail)).toBeNull();
    });

    it('sets a new password with the link once; old sessions and the old password stop working [ASVS V7.4.3]', async () => {
      const customer = await createConfirmedCustomer(t.app, t.database.db);
      await t.app.inject({
        method: 'POST',
        url: `${AUTH}/request-password-change`,
        remoteAddress: ip(),
        payload: { channel: 'EMAIL', email: customer.email },
      });
      const token = await lastLinkTokenTo(t.database.db, customer.email);
      const weak = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/change-password`,
        remoteAddress: ip(),
        headers: { 'x-reset-token': token },
        payload: { newPassword: 'rövid' },
      });
      expect(weak.statusCode).toBe(400);
      // The weak attempt did not use up the link.
      const done = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/change-password`,
        remoteAddress: ip(),
        headers: { 'x-reset-token': token },
        payload: { newPassword: 'Uj-erős-jelszó-2026' },
      });
      expect(done.statusCode).toBe(200);
      const reused = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/change-password`,
        remoteAddress: ip(),
        headers: { 'x-reset-token': token },
        payload: { newPassword: 'Harmadik-jelszó-2026' },
      });
      expect(reused.statusCode).toBe(404);
      const oldSession = await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth });
      expect(oldSession.statusCode).toBe(401);
      const oldPassword = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        remoteAddress: ip(),
        payload: { channel: 'EMAIL', email: customer.email, password: customer.password },
      });
      expect(oldPassword.statusCode).toBe(401);
      expect((await lastMessageTo(t.database.db, customer.email))?.subject).toBe('Megváltozott a jelszava');
    });

    it('resets by SMS code for a phone account', async () => {
      const phone = uniquePhone();
      const reg = await register({
        channel: 'PHONE',
        phone,
        password: STRONG_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        acceptances: await requiredAcceptances(t.app),
      });
      await t.app.inject({
        method: 'POST',
        url: `${AUTH}/complete-registration`,
        remoteAddress: ip(),
        payload: { tokenId: reg.json().secondFactor.tokenId, code: await lastCodeTo(t.database.db, phone) },
      });
      const start = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/request-password-change`,
        remoteAddress: ip(),
        payload: { channel: 'PHONE', phone },
      });
      const { tokenId } = start.json().secondFactor;
      const res = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/change-password`,
        remoteAddress: ip(),
        payload: {
          tokenId,
          code: await lastCodeTo(t.database.db, phone),
          newPassword: 'Telefonos-uj-jelszo',
        },
      });
      expect(res.statusCode).toBe(200);
      const login = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        remoteAddress: ip(),
        payload: { channel: 'PHONE', phone, password: 'Telefonos-uj-jelszo' },
      });
      expect(login.json()).toEqual({ outcome: 'LOGIN_OK' });
    });
  });

  describe('the outbox', () => {
    it('commits the confirmation email with the registration, or neither [ASVS V2.3.3]', async () => {
      // Make the last step of the registration transaction fail, as a crash or a constraint would.
      await t.database.db.execute(sql`
        create or replace function hk_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'simulated failure'; end $$`);
      await t.database.db.execute(
        sql`create trigger hk_test_fail before insert on challenges for each row execute function hk_test_fail()`,
      );
      const email = uniqueEmail();
      try {
        const res = await register({
          channel: 'EMAIL',
          email,
          password: STRONG_PASSWORD,
          firstName: 'A',
          lastName: 'B',
          acceptances: await requiredAcceptances(t.app),
        });
        expect(res.statusCode).toBe(500);
        expect(res.json().code).toBe('INTERNAL');
      } finally {
        await t.database.db.execute(sql`drop trigger hk_test_fail on challenges`);
      }
      expect(await t.database.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
      expect(await lastMessageTo(t.database.db, email)).toBeNull();
      // And with nothing failing, both are there.
      const ok = await register({
        channel: 'EMAIL',
        email,
        password: STRONG_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        acceptances: await requiredAcceptances(t.app),
      });
      expect(ok.statusCode).toBe(201);
      expect((await lastMessageTo(t.database.db, email))?.template).toBe('email-confirmation');
    });
  });
});
