import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBackRequests, challenges, customers, outbox } from '../../db/schema/index.ts';
import {
  createConfirmedCustomer,
  lastCodeTo,
  lastMessageTo,
  requiredAcceptances,
  STRONG_PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const AUTH = '/api/bulwark/customer/auth';

/** An answer with its ids and times blanked: what is left must not depend on the address. */
function sameShape(body: Record<string, unknown>): Record<string, unknown> {
  const secondFactor = body.secondFactor as Record<string, unknown>;
  return {
    ...body,
    ...('id' in body ? { id: typeof body.id } : {}),
    ...('tokenId' in body ? { tokenId: typeof body.tokenId } : {}),
    secondFactor: {
      ...secondFactor,
      tokenId: typeof secondFactor.tokenId,
      expiresAt: typeof secondFactor.expiresAt,
      resendAvailableAt: typeof secondFactor.resendAvailableAt,
    },
  };
}

describe('profile', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** A customer registered from an address of their own, so the per-address limits stay out of the way. */
  const newCustomer = async () => {
    const ip = `10.3.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
    return { ...(await createConfirmedCustomer(t.app, t.database.db, { ip })), ip };
  };
  const messagesTo = async (recipient: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient))).length;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('shows the customer their own data and accepted statements', async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: c.auth });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      email: c.email,
      firstName: 'Anna',
      lastName: 'Kiss',
      currentStatus: 'REGISTERED',
      isEmailConfirmed: true,
      hasSecondFactor: false,
    });
    expect(profile.statementAcceptances.map((a: { identifier: string }) => a.identifier).sort()).toEqual([
      'privacy_notice',
      'terms_of_service',
    ]);
    const statements = await t.app.inject({ method: 'GET', url: '/api/statements', headers: c.auth });
    expect(statements.json()).toHaveLength(2);
    const confirmed = await t.app.inject({
      method: 'GET',
      url: '/api/bulwark/customer/is-email-confirmed',
      headers: c.auth,
    });
    expect(confirmed.json()).toEqual({ isEmailConfirmed: true });
  });

  it('needs a session for every profile call', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile/update'],
      ['PUT', '/api/profile/status'],
      ['GET', '/api/statements'],
      ['GET', '/api/customer/email-confirm'],
      ['POST', `${AUTH}/change-email`],
      ['POST', '/api/profile/security-code'],
      ['POST', `${AUTH}/logout`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('updates the name and the second-factor switch', async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: c.auth,
      payload: { firstName: 'Anikó', lastName: 'Kiss-Tóth', hasSecondFactor: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Anikó', lastName: 'Kiss-Tóth', hasSecondFactor: true });
  });

  describe('switching the second factor off', () => {
    /** A customer with a confirmed email and phone and the second factor on (with the session alone). */
    const customerWithSecondFactor = async () => {
      const c = await newCustomer();
      const phone = uniquePhone();
      await t.database.db
        .update(customers)
        .set({ phone, phoneConfirmedAt: new Date() })
        .where(eq(customers.email, c.email));
      const on = await update(c, { hasSecondFactor: true });
      expect(on.statusCode).toBe(200);
      expect(on.json().hasSecondFactor).toBe(true);
      return { ...c, phone };
    };
    type Customer = { auth: Record<string, string>; ip: string };
    const update = (c: Customer, extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/update',
        headers: c.auth,
        remoteAddress: c.ip,
        payload: { firstName: 'Anna', lastName: 'Kiss', hasSecondFactor: false, ...extra },
      });
    const requestCode = (c: Customer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/security-code',
        headers: c.auth,
        remoteAddress: c.ip,
      });
    const hasSecondFactor = async (auth: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth })).json().hasSecondFactor;

    it('needs the password and a code sent to the confirmed phone; then tells the customer by email and SMS [ASVS V7.5.1]', async () => {
      const c = await customerWithSecondFactor();
      const bare = await update(c, {});
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { password: 'validation.required', code: 'validation.code' },
      });
      expect(await hasSecondFactor(c.auth)).toBe(true);

      const sent = await requestCode(c);
      expect(sent.statusCode).toBe(200);
      const challenge = sent.json().secondFactor;
      expect(challenge).toMatchObject({
        channel: 'SMS',
        maskedTarget: `${c.phone.slice(0, 6)} *** **${c.phone.slice(-2)}`,
      });
      expect((await lastMessageTo(t.database.db, c.phone))?.template).toBe('security-code');
      const code = await lastCodeTo(t.database.db, c.phone);
      const wrongCode = code === '000000' ? '000001' : '000000';

      const passwordOnly = await update(c, { password: c.password });
      expect(passwordOnly.statusCode).toBe(400);
      expect(passwordOnly.json().fieldErrors).toEqual({ code: 'validation.code' });
      const badPassword = await update(c, {
        password: 'Nem-ez-a-jelszo',
        tokenId: challenge.tokenId,
        code,
      });
      expect(badPassword.statusCode).toBe(400);
      expect(badPassword.json().fieldErrors).toEqual({ password: 'validation.currentPassword' });
      const badCode = await update(c, {
        password: c.password,
        tokenId: challenge.tokenId,
        code: wrongCode,
      });
      expect(badCode.statusCode).toBe(400);
      expect(badCode.json().fieldErrors).toEqual({ code: 'validation.code' });
      expect(await hasSecondFactor(c.auth)).toBe(true);
      const emailsBefore = await messagesTo(c.email);

      const off = await update(c, { password: c.password, tokenId: challenge.tokenId, code });
      expect(off.statusCode).toBe(200);
      expect(off.json().hasSecondFactor).toBe(false);
      expect((await lastMessageTo(t.database.db, c.phone))?.template).toBe('second-factor-off');
      expect((await lastMessageTo(t.database.db, c.email))?.template).toBe('second-factor-off');
      expect(await messagesTo(c.email)).toBe(emailsBefore + 1);
      // The session that did it goes on; switching on again needs nothing more.
      expect(await hasSecondFactor(c.auth)).toBe(false);
      expect((await update(c, { hasSecondFactor: true })).statusCode).toBe(200);
    });

    it('the name can be saved with the switch on, without password or code', async () => {
      const c = await customerWithSecondFactor();
      const res = await update(c, { firstName: 'Anikó', hasSecondFactor: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ firstName: 'Anikó', hasSecondFactor: true });
    });

    it('counts wrong passwords: the 6th try in 15 minutes is refused even with the right one [ASVS V6.3.1]', async () => {
      const c = await customerWithSecondFactor();
      const { tokenId } = (await requestCode(c)).json().secondFactor;
      const code = await lastCodeTo(t.database.db, c.phone);
      for (let i = 0; i < 5; i += 1)
        expect((await update(c, { password: 'Nem-ez-a-jelszo', tokenId, code })).statusCode).toBe(400);
      const blocked = await update(c, { password: c.password, tokenId, code });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const minutes = Math.ceil(Number(blocked.headers['retry-after']) / 60);
      expect(blocked.json()).toMatchObject({
        message: `Túl sok hibás jelszó. Várjon ${minutes} percet, majd próbálja újra.`,
        messageKey: 'errors.security.tooManyWrongPasswords',
        messageValues: { minutes },
      });
      expect(await hasSecondFactor(c.auth)).toBe(true);
    });

    it('voids the code after 5 wrong tries, the right one included afterwards [ASVS V6.6.3]', async () => {
      const c = await customerWithSecondFactor();
      const { tokenId } = (await requestCode(c)).json().secondFactor;
      const code = await lastCodeTo(t.database.db, c.phone);
      const wrong = code === '000000' ? '000001' : '000000';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await update(c, { password: c.password, tokenId, code: wrong })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 409]);
      expect((await update(c, { password: c.password, tokenId, code })).statusCode).toBe(409);
      expect(await hasSecondFactor(c.auth)).toBe(true);
    });

    it('a code of another purpose or another customer does not count [ASVS V6.6.2]', async () => {
      const victim = await customerWithSecondFactor();
      const attacker = await customerWithSecondFactor();
      const { tokenId } = (await requestCode(attacker)).json().secondFactor;
      const code = await lastCodeTo(t.database.db, attacker.phone);
      // The attacker's own code on the victim's session.
      const foreign = await update(victim, { password: victim.password, tokenId, code });
      expect(foreign.statusCode).toBe(409);
      expect(await hasSecondFactor(victim.auth)).toBe(true);
      // A security code is no login code.
      const login = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/complete-login`,
        payload: { tokenId, code },
      });
      expect(login.statusCode).toBe(409);
      expect(login.headers['x-auth-token']).toBeUndefined();
    });

    it('sends one code for a dialog opened twice, resends after a minute, and uses the email without a confirmed phone [ASVS V6.6.1]', async () => {
      const c = await customerWithSecondFactor();
      const first = (await requestCode(c)).json().secondFactor;
      const again = (await requestCode(c)).json().secondFactor;
      expect(again.tokenId).toBe(first.tokenId);
      expect(await messagesTo(c.phone)).toBe(1);
      await t.database.db
        .update(challenges)
        .set({ lastSentAt: new Date(Date.now() - 61_000) })
        .where(eq(challenges.id, first.tokenId));
      const resend = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/resend-two-factor`,
        payload: { tokenId: first.tokenId },
      });
      expect(resend.statusCode).toBe(200);
      expect((await lastMessageTo(t.database.db, c.phone))?.template).toBe('security-code');
      expect(await messagesTo(c.phone)).toBe(2);

      await t.database.db
        .update(customers)
        .set({ phoneConfirmedAt: null })
        .where(eq(customers.email, c.email));
      const byEmail = await requestCode(c);
      expect(byEmail.json().secondFactor).toMatchObject({ channel: 'EMAIL' });
      expect((await lastMessageTo(t.database.db, c.email))?.template).toBe('security-code');
      await t.database.db
        .update(customers)
        .set({ emailConfirmedAt: null })
        .where(eq(customers.email, c.email));
      expect((await requestCode(c)).statusCode).toBe(409);
    });
  });

  it('allows only the status moves of the domain table; anything else is 409 and changes nothing [ASVS V2.3.1]', async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db);
    const move = (currentStatus: string, currentStatusResult?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/status',
        headers: c.auth,
        payload: { currentStatus, currentStatusResult },
      });
    expect((await move('IN_FLOW')).statusCode).toBe(409);
    expect((await move('CLOSED')).statusCode).toBe(409);
    expect((await move('PRELIMINARY')).statusCode).toBe(409);
    const ok = await move('ONBOARDED');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().currentStatus).toBe('ONBOARDED');
    expect((await move('REGISTERED')).statusCode).toBe(409);
  });

  it('keeps a flow status as position and page', async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db);
    await t.database.db.update(customers).set({ status: 'IN_FLOW' }).where(eq(customers.email, c.email));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/status',
      headers: c.auth,
      payload: { currentStatus: 'IN_FLOW', currentStatusResult: 'FLOW|3' },
    });
    expect(res.json()).toMatchObject({ currentStatus: 'IN_FLOW', flowPosition: 'FLOW', flowPage: '3' });
  });

  it('changes the email with a code sent to the NEW address, after the password, and tells the old one [ASVS V7.5.1]', async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db);
    const newEmail = uniqueEmail('uj');
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/change-email`,
      headers: c.auth,
      payload: { newEmail, password: 'Nem-ez-a-jelszo' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await lastMessageTo(t.database.db, newEmail)).toBeNull();
    const start = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/change-email`,
      headers: c.auth,
      payload: { newEmail, password: c.password },
    });
    expect(start.statusCode).toBe(200);
    expect((await lastMessageTo(t.database.db, c.email))?.template).toBe('contact-changed-notice');
    const code = await lastCodeTo(t.database.db, newEmail);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/confirm-email`,
      headers: c.auth,
      payload: { id: start.json().id, code },
    });
    expect(confirm.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: c.auth });
    expect(profile.json()).toMatchObject({ email: newEmail, isEmailConfirmed: true });
  });

  it('answers an email of another account exactly like a free one, tells its owner and lets nothing take it', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const start = (newEmail: string) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH}/change-email`,
        headers: a.auth,
        payload: { newEmail, password: a.password },
      });
    // Both addresses mask alike (u***@pelda.hu), so the two answers can be compared whole.
    const free = await start(uniqueEmail('ugyfel'));
    const taken = await start(b.email);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.statusCode).toBe(200);
    expect(sameShape(taken.json())).toEqual(sameShape(free.json()));
    expect(taken.headers['content-length']).toBe(free.headers['content-length']);

    // The owner of the address hears of the attempt; no code goes there, the old address is told as usual.
    const notice = await lastMessageTo(t.database.db, b.email);
    expect(notice?.template).toBe('contact-taken-notice');
    expect(notice?.body).not.toMatch(/\d{6}/);
    expect((await lastMessageTo(t.database.db, a.email))?.template).toBe('contact-changed-notice');

    // No code completes the change: it fails like any wrong code, and a resend sends nothing.
    const { id } = taken.json();
    const guess = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/confirm-email`,
      headers: a.auth,
      payload: { id, code: '123456' },
    });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().fieldErrors).toEqual({ code: 'validation.code' });
    const sentBefore = await messagesTo(b.email);
    await t.database.db
      .update(challenges)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(challenges.id, id));
    const resend = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/resend-two-factor`,
      payload: { tokenId: id },
    });
    expect(resend.statusCode).toBe(200);
    expect(await messagesTo(b.email)).toBe(sentBefore);

    const profileOf = async (auth: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth })).json();
    expect(await profileOf(a.auth)).toMatchObject({ email: a.email, isEmailConfirmed: true });
    expect(await profileOf(b.auth)).toMatchObject({ email: b.email, isEmailConfirmed: true });
  });

  it('answers a phone number of another account exactly like a free one and tells its owner by SMS', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const bPhone = uniquePhone();
    await t.database.db
      .update(customers)
      .set({ phone: bPhone, phoneConfirmedAt: new Date() })
      .where(eq(customers.email, b.email));
    const start = (newPhone: string) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH}/change-phone`,
        headers: a.auth,
        payload: { newPhone, password: a.password },
      });
    // Another number with the same prefix and last digits, so both mask alike.
    const middle = String((Number(bPhone.slice(7, 10)) + 1) % 1000).padStart(3, '0');
    const freePhone = `${bPhone.slice(0, 7)}${middle}${bPhone.slice(10)}`;
    const free = await start(freePhone);
    const taken = await start(bPhone);
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(sameShape(taken.json())).toEqual(sameShape(free.json()));
    expect(taken.headers['content-length']).toBe(free.headers['content-length']);
    const notice = await lastMessageTo(t.database.db, bPhone);
    expect(notice).toMatchObject({ channel: 'SMS', template: 'contact-taken-notice' });
    expect(notice?.body).not.toMatch(/\d{6}/);
    const guess = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/confirm-phone`,
      headers: a.auth,
      payload: { tokenId: taken.json().tokenId, code: '654321' },
    });
    expect(guess.statusCode).toBe(400);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: a.auth });
    expect(profile.json().phone).toBeNull();
    const owner = await t.app.inject({ method: 'GET', url: '/api/profile', headers: b.auth });
    expect(owner.json()).toMatchObject({ phone: bPhone, isPhoneConfirmed: true });
  });

  it('still says when the new address is the current one', async () => {
    const c = await newCustomer();
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/change-email`,
      headers: c.auth,
      payload: { newEmail: c.email.toUpperCase(), password: c.password },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'Ez a jelenlegi e-mail címe.',
      messageKey: 'errors.profile.sameEmail',
    });
  });

  it('changes the phone with a code to the new number', async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db);
    const newPhone = uniquePhone();
    const start = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/change-phone`,
      headers: c.auth,
      payload: { newPhone, password: c.password },
    });
    expect(start.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/confirm-phone`,
      headers: c.auth,
      payload: { tokenId: start.json().tokenId, code: await lastCodeTo(t.database.db, newPhone) },
    });
    expect(res.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: c.auth });
    expect(profile.json()).toMatchObject({ phone: newPhone, isPhoneConfirmed: true });
  });

  it('one customer can never answer another customer’s challenge, even with the right code [ASVS V6.6.2]', async () => {
    const victim = await createConfirmedCustomer(t.app, t.database.db);
    const attacker = await createConfirmedCustomer(t.app, t.database.db);
    const newPhone = uniquePhone();
    const start = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/change-phone`,
      headers: victim.auth,
      payload: { newPhone, password: victim.password },
    });
    const code = await lastCodeTo(t.database.db, newPhone);
    const hijack = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/confirm-phone`,
      headers: attacker.auth,
      payload: { tokenId: start.json().tokenId, code },
    });
    expect(hijack.statusCode).toBe(409);
    const attackerProfile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: attacker.auth,
    });
    expect(attackerProfile.json().phone).toBeNull();
    // The victim's own confirmation still works.
    const own = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/confirm-phone`,
      headers: victim.auth,
      payload: { tokenId: start.json().tokenId, code },
    });
    expect(own.statusCode).toBe(200);
  });

  it('changes the password: needs the current one, ends other sessions, keeps this one going [ASVS V6.2.2 V6.2.3 V7.4.3 V7.2.4]', async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db);
    const other = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      remoteAddress: '10.7.7.7',
      payload: { channel: 'EMAIL', email: c.email, password: c.password },
    });
    const otherAuth = { authorization: `Bearer ${other.headers['x-auth-token']}` };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/password-change',
      headers: c.auth,
      payload: { currentPassword: 'Nem-ez-a-jelszo', newPassword: 'Uj-jelszo-2026-tel' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: 'validation.currentPassword' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/password-change',
      headers: c.auth,
      payload: { currentPassword: c.password, newPassword: 'Uj-jelszo-2026-tel' },
    });
    expect(ok.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${ok.headers['x-auth-token']}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: fresh })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: otherAuth })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: c.auth })).statusCode).toBe(
      401,
    );
  });

  it('PASSWORD_CHANGE_REQUIRED at login until the password is changed', async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db);
    await t.database.db
      .update(customers)
      .set({ passwordChangeRequired: true })
      .where(eq(customers.email, c.email));
    const login = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      remoteAddress: '10.7.7.8',
      payload: { channel: 'EMAIL', email: c.email, password: c.password },
    });
    expect(login.json()).toEqual({ outcome: 'PASSWORD_CHANGE_REQUIRED' });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/password-change',
      headers: { authorization: `Bearer ${login.headers['x-auth-token']}` },
      payload: { currentPassword: c.password, newPassword: 'Kotelezo-uj-jelszo' },
    });
    expect(change.json()).toEqual({ outcome: 'LOGIN_OK' });
  });

  it('keeps the offer chosen while the email is being confirmed', async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/customer/email-confirm',
      headers: c.auth,
      payload: { offerId: 'personal-loan-standard' },
    });
    expect(patch.json()).toEqual({ offerId: 'personal-loan-standard', isEmailConfirmed: true });
    const get = await t.app.inject({ method: 'GET', url: '/api/customer/email-confirm', headers: c.auth });
    expect(get.json().offerId).toBe('personal-loan-standard');
  });

  it('sends the confirmation link again once per nonce and at most once a minute', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      payload: {
        channel: 'EMAIL',
        email,
        password: STRONG_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        acceptances: await requiredAcceptances(t.app),
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      remoteAddress: '10.7.7.9',
      payload: { channel: 'EMAIL', email, password: STRONG_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.headers['x-auth-token']}` };
    const send = (nonce: string) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH}/send-confirmation-email`,
        headers: auth,
        payload: { nonce, isLeasing: false },
      });
    // The registration email was just sent: too soon for another.
    expect((await send('nonce-aaaa-1')).statusCode).toBe(429);
  });

  it('stores a logged-in customer’s call-back request with their account', async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db);
    const statement = (
      await t.app.inject({ method: 'GET', url: '/api/administration/call-me-back-acceptance' })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/call-me-back',
      headers: c.auth,
      payload: {
        preferredTime: 'MORNING',
        phone: '+36 70 555 1212',
        accepted: true,
        statementId: statement.id,
        statementVersion: statement.version,
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(callBackRequests)
      .where(eq(callBackRequests.id, res.json().id));
    expect(row).toMatchObject({ channel: 'WEB_CUSTOMER', name: 'Kiss Anna', phone: '+36 70 555 1212' });
    expect(row?.customerId).toEqual(expect.any(String));
  });

  it('the dev mailbox lists messages with links clickable and markup escaped', async () => {
    const email = uniqueEmail('posta');
    await t.app.inject({
      method: 'POST',
      url: `${AUTH}/request-password-change`,
      payload: { channel: 'EMAIL', email },
    });
    const c = await createConfirmedCustomer(t.app, t.database.db, { email });
    await t.app.inject({
      method: 'POST',
      url: `${AUTH}/request-password-change`,
      payload: { channel: 'EMAIL', email: c.email },
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Fejlesztői postafiók');
    expect(page.body).toMatch(/<a href="http:\/\/portal\.test\/forgot-password\?token=[\w-]+">/);
    expect(page.body).not.toMatch(/<script/i);
  });
});
