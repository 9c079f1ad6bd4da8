import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBackRequests, customers } from '../../db/schema/index.ts';
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

describe('profile', () => {
  let t: TestApp;
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

  it('allows only the status moves of the domain table; anything else is 409 and changes nothing', async () => {
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

  it('changes the email with a code sent to the NEW address, after the password, and tells the old one', async () => {
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

  it('refuses an address another account has', async () => {
    const a = await createConfirmedCustomer(t.app, t.database.db);
    const b = await createConfirmedCustomer(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/change-email`,
      headers: a.auth,
      payload: { newEmail: b.email, password: a.password },
    });
    expect(res.statusCode).toBe(409);
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

  it('one customer can never answer another customer’s challenge, even with the right code', async () => {
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

  it('changes the password: needs the current one, ends other sessions, keeps this one going', async () => {
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
