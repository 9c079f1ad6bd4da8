import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PERSONAS } from '../bank-sandbox/personas.ts';
import { GOCARDLESS_SANDBOX_API, type GoCardlessFake, SANDBOX_INSTITUTION_ID } from './gocardless-fake.ts';
import { gocardlessSandboxRoutes } from './gocardless-sandbox.routes.ts';

const SECRET_ID = 'id-1';
const SECRET_KEY = 'key-1';
const API = GOCARDLESS_SANDBOX_API;

describe('the sandbox GoCardless API and bank page', () => {
  let app: FastifyInstance;
  let fake: GoCardlessFake;
  let clock: Date;
  let auth: { authorization: string };

  beforeEach(async () => {
    clock = new Date('2026-11-25T09:00:00Z');
    app = Fastify();
    fake = gocardlessSandboxRoutes(app, {
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      publicUrl: 'http://portal.test/',
      now: () => clock,
    });
    await app.ready();
    const token = await app.inject({
      method: 'POST',
      url: `${API}/token/new/`,
      payload: { secret_id: SECRET_ID, secret_key: SECRET_KEY },
    });
    expect(token.statusCode).toBe(200);
    const pair = token.json<{
      access: string;
      access_expires: number;
      refresh: string;
      refresh_expires: number;
    }>();
    expect(pair.access_expires).toBe(86_400);
    expect(pair.refresh_expires).toBe(2_592_000);
    auth = { authorization: `Bearer ${pair.access}` };
  });
  afterEach(async () => {
    await app.close();
  });

  const post = (path: string, payload: object) =>
    app.inject({ method: 'POST', url: `${API}${path}`, headers: auth, payload });

  async function requisition(reference = 'ref-1', redirect = 'http://portal.test/psd2/return?flow=1') {
    const agreement = await post('/agreements/enduser/', {
      institution_id: 'OTP_OTPVHUHB',
      max_historical_days: 180,
      access_valid_for_days: 90,
      access_scope: ['balances', 'details', 'transactions'],
    });
    expect(agreement.statusCode).toBe(201);
    const res = await post('/requisitions/', {
      redirect,
      institution_id: 'OTP_OTPVHUHB',
      reference,
      agreement: agreement.json<{ id: string }>().id,
      user_language: 'HU',
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string; link: string; status: string }>();
  }

  async function pageOf(link: string) {
    const path = new URL(link).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return { path, page, token };
  }

  const submit = (path: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('refuses a wrong secret and an unknown or expired token with 401 in the API error shape', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: `${API}/token/new/`,
      payload: { secret_id: SECRET_ID, secret_key: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ summary: 'Authentication failed', status_code: 401 });

    const unknown = await app.inject({
      method: 'GET',
      url: `${API}/institutions/?country=HU`,
      headers: { authorization: 'Bearer made-up' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ summary: 'Invalid token', status_code: 401 });

    clock = new Date(clock.getTime() + 24 * 3600 * 1000);
    const expired = await app.inject({
      method: 'GET',
      url: `${API}/institutions/?country=HU`,
      headers: auth,
    });
    expect(expired.statusCode).toBe(401);
  });

  it('lists Hungarian institutions with string limits as the real API does, the sandbox bank included', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/institutions/?country=HU`, headers: auth });
    expect(res.statusCode).toBe(200);
    const list =
      res.json<
        { id: string; bic: string; transaction_total_days: string; max_access_valid_for_days: string }[]
      >();
    expect(list).toContainEqual(
      expect.objectContaining({
        id: 'OTP_OTPVHUHB',
        bic: 'OTPVHUHB',
        transaction_total_days: '730',
        max_access_valid_for_days: '180',
      }),
    );
    expect(list.map((i) => i.id)).toContain(SANDBOX_INSTITUTION_ID);
    expect(list.map((i) => i.id)).toContain('KH_OKHBHUHB');
    const none = await app.inject({ method: 'GET', url: `${API}/institutions/?country=DE`, headers: auth });
    expect(none.json()).toEqual([]);
  });

  it('refuses an agreement beyond the bank limits with a field error, and a duplicate reference', async () => {
    const tooLong = await post('/agreements/enduser/', {
      institution_id: 'GRANIT_GNBAHUHB',
      max_historical_days: 180,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      max_historical_days: {
        summary: 'Incorrect max_historical_days',
        detail: 'max_historical_days must be > 0 and <= 90 for GRANIT_GNBAHUHB',
      },
      status_code: 400,
    });
    const tooMuchAccess = await post('/agreements/enduser/', {
      institution_id: 'OTP_OTPVHUHB',
      access_valid_for_days: 181,
    });
    expect(tooMuchAccess.statusCode).toBe(400);
    const unknownBank = await post('/agreements/enduser/', { institution_id: 'NOPE_NOPEHUHB' });
    expect(unknownBank.statusCode).toBe(400);

    await requisition('dup-1');
    const dup = await post('/requisitions/', {
      redirect: 'http://portal.test/back',
      institution_id: 'OTP_OTPVHUHB',
      reference: 'dup-1',
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ reference: { summary: expect.any(String) }, status_code: 400 });
  });

  it('serves a Hungarian bank page without inline script that names the bank, the data and the days', async () => {
    const { link } = await requisition();
    expect(link).toMatch(/^http:\/\/portal\.test\/sandbox\/gocardless\/link\/[0-9a-f-]{36}$/);
    const { page, token } = await pageOf(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="hu">');
    expect(page.body).toContain('OTP Bank Nyrt.: hozzáférés a számlaadataihoz');
    expect(page.body).toContain('Az elmúlt <strong>180 nap</strong> tranzakcióit');
    expect(page.body).toContain('<strong>90 napig</strong>');
    expect(page.body).toContain('a számlák tranzakciói');
    for (const persona of SANDBOX_PERSONAS) expect(page.body).toContain(`<option value="${persona.id}"`);
    expect(page.body).toContain('href="/sandbox/gocardless/sandbox.css"');
    expect(page.body).not.toMatch(/<script|\sstyle="|\son[a-z]+="/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Opening the link moves the requisition on from CR.
    const state = await app.inject({
      method: 'GET',
      url: `${API}/requisitions/${new URL(link).pathname.split('/').pop()}/`,
      headers: auth,
    });
    expect(state.json()).toMatchObject({ status: 'UA', reference: 'ref-1', accounts: [] });

    const css = await app.inject({ method: 'GET', url: '/sandbox/gocardless/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain(':focus-visible');
  });

  it('refuses a form post without the requisition token and changes nothing [ASVS V3.5.1]', async () => {
    const created = await requisition();
    const { path } = await pageOf(created.link);
    const forged = await submit(path, { token: 'x'.repeat(43), decision: 'approve', persona: 'employee' });
    expect(forged.statusCode).toBe(403);
    const missing = await submit(path, { decision: 'reject' });
    expect(missing.statusCode).toBe(403);
    const state = await app.inject({
      method: 'GET',
      url: `${API}/requisitions/${created.id}/`,
      headers: auth,
    });
    expect(state.json()).toMatchObject({ status: 'UA', accounts: [] });
  });

  it('links the persona accounts on approval and redirects with ref, keeping the redirect query', async () => {
    const created = await requisition('ref-ok');
    const { path, token } = await pageOf(created.link);
    const res = await submit(path, { token, decision: 'approve', persona: 'pensioner' });
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://portal.test/psd2/return');
    expect(back.searchParams.get('flow')).toBe('1');
    expect(back.searchParams.get('ref')).toBe('ref-ok');
    expect(back.searchParams.get('error')).toBeNull();
    const state = (
      await app.inject({ method: 'GET', url: `${API}/requisitions/${created.id}/`, headers: auth })
    ).json<{
      status: string;
      accounts: string[];
    }>();
    expect(state.status).toBe('LN');
    expect(state.accounts.length).toBeGreaterThan(0);

    // The link cannot be used twice.
    const again = await submit(path, { token, decision: 'approve', persona: 'employee' });
    expect(again.statusCode).toBe(303);
    expect(new URL(String(again.headers.location)).searchParams.get('error')).toBe('RequisitionLinkReused');
    const reopened = await app.inject({ method: 'GET', url: path });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.body).toContain('Ez a hivatkozás már lezárult');
  });

  it('asks again when no persona or decision is given', async () => {
    const created = await requisition();
    const { path, token } = await pageOf(created.link);
    const res = await submit(path, { token, decision: 'approve', persona: '<script>' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Válasszon próbaügyfelet');
    expect(res.body).not.toContain('<script>');
  });

  it('counts 4 successful reads a day per account and scope, with the rate-limit headers', async () => {
    const created = await requisition();
    const { path, token } = await pageOf(created.link);
    await submit(path, { token, decision: 'approve', persona: 'employee' });
    const { accounts } = (
      await app.inject({ method: 'GET', url: `${API}/requisitions/${created.id}/`, headers: auth })
    ).json<{
      accounts: string[];
    }>();
    const read = (scope: string) =>
      app.inject({ method: 'GET', url: `${API}/accounts/${accounts[0]}/${scope}/`, headers: auth });
    for (let i = 1; i <= 4; i += 1) {
      const ok = await read('balances');
      expect(ok.statusCode).toBe(200);
      expect(ok.headers.http_x_ratelimit_account_success_remaining).toBe(String(4 - i));
    }
    const limited = await read('balances');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ type: 'RateLimitError', status_code: 429 });
    expect(limited.headers.http_x_ratelimit_account_success_reset).toBe(String(15 * 3600));
    // Another scope has its own count.
    expect((await read('details')).statusCode).toBe(200);

    const tx = await read('transactions');
    const body = tx.json<{
      transactions: { booked: { transactionAmount: { amount: string; currency: string } }[] };
    }>();
    expect(body.transactions.booked.length).toBeGreaterThan(0);
    for (const item of body.transactions.booked)
      expect(item.transactionAmount.amount).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('answers 503 to every API call during an outage', async () => {
    fake.setOutage(true);
    const res = await app.inject({ method: 'GET', url: `${API}/institutions/?country=HU`, headers: auth });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status_code: 503 });
    fake.setOutage(false);
    expect(
      (await app.inject({ method: 'GET', url: `${API}/institutions/?country=HU`, headers: auth })).statusCode,
    ).toBe(200);
  });

  it('answers an unknown link with a Hungarian 404 page', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox/gocardless/link/nincs-ilyen' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('A hivatkozás nem található');
  });
});
