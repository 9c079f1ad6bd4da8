import { type BankTransaction, bankSnapshotSchema } from '@hitelkapu/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectFetch as sharedInjectFetch } from '../../lib/inject-fetch.ts';
import { registerSecurity } from '../../plugins/security.ts';
import { createHostedConsentProvider } from '../../providers/open-banking/hosted-consent.ts';
import { OpenBankingError, type OpenBankingProvider } from '../../providers/open-banking/provider.ts';
import { bankSandboxRoutes } from './bank-sandbox.routes.ts';
import { budapestToday } from './bank-sandbox.service.ts';
import { SANDBOX_PERSONAS, sandboxPersonaData } from './personas.ts';

const CLIENT_ID = 'hitelkapu-test';
const CLIENT_SECRET = 'sandbox-secret-1234567890';
const RETURN_URL = 'http://portal.test/bank-sync/return?flow=prelim';
const DAY = 24 * 3600 * 1000;

/** `fetch` answered by the app in process, each call noted as "METHOD /path?query". */
const injectFetch = (app: FastifyInstance, calls: string[]) =>
  sharedInjectFetch(app, (request) => calls.push(`${request.method} ${request.path}${request.search}`));

describe('the sandbox hosted-consent aggregator with its adapter', () => {
  let app: FastifyInstance;
  let clock: Date;
  let calls: string[];
  let provider: OpenBankingProvider;
  const adapter = (secret = CLIENT_SECRET) =>
    createHostedConsentProvider({
      apiUrl: 'http://portal.test/sandbox/bank-api/',
      uiUrl: '/sandbox/bank-sync',
      clientId: CLIENT_ID,
      clientSecret: secret,
      fetch: injectFetch(app, calls),
      now: () => clock,
    });

  beforeEach(async () => {
    clock = new Date('2026-11-25T09:30:00Z');
    calls = [];
    app = Fastify({ logger: false });
    registerSecurity(app);
    bankSandboxRoutes(app, { now: () => clock, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    await app.ready();
    provider = adapter();
  });
  afterEach(async () => {
    await app.close();
  });

  const start = (reference = 'prelim-1', institutionId: string | null = null) =>
    provider.startConsent({
      reference,
      institutionId,
      returnUrl: RETURN_URL,
      maxHistoricalDays: 180,
      accessValidForDays: 90,
      language: 'HU',
    });

  const getPage = (path: string) => app.inject({ method: 'GET', url: path });
  const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const post = (path: string, fields: [string, string][]) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  /** What a browser does: read each step, answer its form with the page's token, follow 303s. */
  async function walk(
    page: string,
    options: {
      bank?: string;
      persona?: string;
      accounts?: (ids: string[]) => string[];
      finish?: 'consent' | 'cancel' | 'fail';
    },
  ) {
    let html = (await getPage(page)).body;
    if (html.includes('name="bank"')) {
      const step = await post(page, [
        ['token', tokenOf(html)],
        ['action', 'bank'],
        ['bank', options.bank ?? 'OTPVHUHB'],
      ]);
      expect(step.statusCode, step.body).toBe(303);
      expect(step.headers.location).toBe(page);
      html = (await getPage(page)).body;
    }
    const login = await post(page, [
      ['token', tokenOf(html)],
      ['action', 'login'],
      ['persona', options.persona ?? 'employee'],
    ]);
    expect(login.statusCode, login.body).toBe(303);
    html = (await getPage(page)).body;
    const offered = [...html.matchAll(/name="account" value="([^"]+)"/g)].map((m) => m[1] as string);
    const chosen = (options.accounts ?? ((ids) => ids))(offered);
    const final = await post(page, [
      ['token', tokenOf(html)],
      ['action', options.finish ?? 'consent'],
      ...chosen.map((id): [string, string] => ['account', id]),
    ]);
    return { html, offered, chosen, final };
  }

  const key = (
    t: Pick<BankTransaction, 'bookingDate' | 'amount' | 'counterpartyName' | 'remittance' | 'status'>,
  ) => `${t.status}|${t.bookingDate}|${t.amount}|${t.counterpartyName ?? ''}|${t.remittance ?? ''}`;

  it('links a consent through the hosted page and reads the persona’s accounts and transactions in whole forints', async () => {
    const started = await start();
    expect(started.redirectUrl).toMatch(/^\/sandbox\/bank-sync\/[A-Za-z0-9_-]{20,}$/);
    expect(started.expiresAt).toEqual(new Date(clock.getTime() + 90 * DAY));
    expect(await provider.consentStatus(started.providerReference)).toMatchObject({
      status: 'PENDING',
      providerStatus: 'received',
      accountIds: [],
    });

    const { html, offered, final } = await walk(started.redirectUrl, {
      bank: 'GIBAHUHB',
      persona: 'employee',
    });
    expect(html).toContain('Erste Bank Hungary Zrt.');
    expect(offered.length).toBeGreaterThanOrEqual(1);
    expect(final.statusCode, final.body).toBe(303);
    const back = new URL(final.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe('http://portal.test/bank-sync/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      flow: 'prelim',
      consentId: started.providerReference,
      status: 'valid',
    });

    const state = await provider.consentStatus(started.providerReference);
    expect(state).toMatchObject({ status: 'LINKED', providerStatus: 'valid' });
    expect(state.accountIds).toHaveLength(offered.length);
    expect(state.expiresAt).toEqual(new Date(clock.getTime() + 90 * DAY));

    const from = '2026-06-01';
    const snapshot = await provider.fetchSnapshot(started.providerReference, from);
    expect(bankSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot).toMatchObject({ from, to: '2026-11-25', fetchedAt: clock.toISOString() });

    const persona = sandboxPersonaData('employee', '2026-11-25');
    expect(snapshot.accounts.map(({ id: _, ...account }) => account)).toEqual(
      persona.accounts.map(({ id: _, ...account }) => account),
    );
    const expected = persona.transactions.filter((t) => t.bookingDate >= from);
    expect(expected.length).toBeGreaterThan(20);
    expect(snapshot.transactions.map(key).sort()).toEqual(expected.map(key).sort());
    expect(snapshot.transactions.every((t) => Number.isInteger(t.amount))).toBe(true);
    expect(snapshot.transactions.every((t) => state.accountIds.includes(t.accountId))).toBe(true);
    // The customer's account numbers and the secret travel in headers and bodies only, never in URLs.
    expect(calls.join('\n')).not.toContain(CLIENT_SECRET);
    expect(calls.join('\n')).not.toMatch(/HU\d{26}/);
  });

  it('shares only the accounts the customer ticks', async () => {
    const started = await start();
    const { offered, final } = await walk(started.redirectUrl, {
      persona: 'employee',
      accounts: (ids) => ids.slice(0, 1),
    });
    expect(offered.length).toBeGreaterThan(1);
    expect(final.statusCode).toBe(303);
    const snapshot = await provider.fetchSnapshot(started.providerReference, '2026-06-01');
    expect(snapshot.accounts).toHaveLength(1);
    const persona = sandboxPersonaData('employee', '2026-11-25');
    const ticked = persona.accounts.find((account) => account.id === offered[0]);
    expect(snapshot.accounts[0]?.accountNumber).toBe(ticked?.accountNumber);
    expect(snapshot.transactions.map(key).sort()).toEqual(
      persona.transactions
        .filter((t) => t.accountId === offered[0] && t.bookingDate >= '2026-06-01')
        .map(key)
        .sort(),
    );
  });

  it('shows the consent step in Hungarian, readable without scripts, and refuses a consent without accounts', async () => {
    const started = await start('prelim-text', 'OTPVHUHB');
    const first = await getPage(started.redirectUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-robots-tag']).toBe('noindex');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    // The portal chose the bank: the page starts at the login.
    expect(first.body).toContain('2. lépés');
    expect(first.body).toContain('Belépés: OTP Bank Nyrt.');
    for (const persona of SANDBOX_PERSONAS) expect(first.body).toContain(`value="${persona.id}"`);
    const login = await post(started.redirectUrl, [
      ['token', tokenOf(first.body)],
      ['action', 'login'],
      ['persona', 'pensioner'],
    ]);
    expect(login.statusCode).toBe(303);
    const page = (await getPage(started.redirectUrl)).body;
    expect(page).toContain('<html lang="hu">');
    expect(page).toContain('name="viewport"');
    expect(page).toContain('Próbakörnyezet – nem valódi bank');
    expect(page).toContain('<h1>Bankszámla összekapcsolása</h1>');
    expect(page).toContain('3. lépés');
    expect(page).toContain('Mely számlákat láthatja a Hitelkapu?');
    expect(page).toContain('az elmúlt 6 hónap tranzakcióit');
    const pension = sandboxPersonaData('pensioner', '2026-11-25').accounts[0]?.accountNumber ?? '';
    expect(page).toContain(pension.match(/.{1,4}/g)?.join(' '));
    expect(page).toContain('A hozzájárulás 90 napig érvényes (lejárata: 2027. február 23.).');
    expect(page).toContain('value="consent" class="button primary">Hozzájárulok</button>');
    expect(page).toContain('value="cancel" class="button secondary" formnovalidate>Mégsem</button>');
    expect(page).toContain('>A bank nem elérhető</button>');
    expect(page).not.toMatch(/<script|\sstyle="|\son[a-z]+="/);
    const css = await getPage('/sandbox/bank-sync/sandbox.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain(':focus-visible');

    const none = await post(started.redirectUrl, [
      ['token', tokenOf(page)],
      ['action', 'consent'],
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Jelöljön be legalább egy számlát.');
    expect(none.body).toContain('role="alert"');
    expect((await provider.consentStatus(started.providerReference)).status).toBe('PENDING');
  });

  it('a customer who cancels leaves a rejected consent that cannot be read', async () => {
    const started = await start();
    const { final } = await walk(started.redirectUrl, { finish: 'cancel' });
    expect(final.statusCode).toBe(303);
    const back = new URL(final.headers.location as string);
    expect(back.searchParams.get('status')).toBe('rejected');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(await provider.consentStatus(started.providerReference)).toMatchObject({
      status: 'REJECTED',
      providerStatus: 'rejected',
      accountIds: [],
    });
    await expect(provider.fetchSnapshot(started.providerReference, '2026-06-01')).rejects.toMatchObject({
      kind: 'CONSENT_REJECTED',
    });
    // The page is closed: a second answer goes back the way the first went and changes nothing.
    const closed = await getPage(started.redirectUrl);
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toContain('Ez a hozzájárulási kérés már lezárult');
    expect(closed.body).toContain('Vissza a Hitelkapuhoz');
  });

  it('cancels from the first step too', async () => {
    const started = await start();
    const page = await getPage(started.redirectUrl);
    expect(page.body).toContain('1. lépés');
    const cancel = await post(started.redirectUrl, [
      ['token', tokenOf(page.body)],
      ['action', 'cancel'],
    ]);
    expect(cancel.statusCode).toBe(303);
    expect((await provider.consentStatus(started.providerReference)).status).toBe('REJECTED');
  });

  it('a bank failure sends the customer back with server_error and leaves the consent open for another try', async () => {
    const started = await start();
    const { final } = await walk(started.redirectUrl, { finish: 'fail' });
    expect(final.statusCode).toBe(303);
    const back = new URL(final.headers.location as string);
    expect(back.searchParams.get('error')).toBe('server_error');
    expect(back.searchParams.get('consentId')).toBe(started.providerReference);
    expect((await provider.consentStatus(started.providerReference)).status).toBe('PENDING');
    await expect(provider.fetchSnapshot(started.providerReference, '2026-06-01')).rejects.toMatchObject({
      kind: 'INVALID',
    });
    const again = await walk(started.redirectUrl, {});
    expect(new URL(again.final.headers.location as string).searchParams.get('status')).toBe('valid');
    expect((await provider.consentStatus(started.providerReference)).status).toBe('LINKED');
  });

  it('expires a consent after its days, and an expired consent is not read', async () => {
    const started = await start();
    await walk(started.redirectUrl, {});
    const linked = await provider.consentStatus(started.providerReference);
    expect(linked.status).toBe('LINKED');
    clock = new Date(clock.getTime() + 90 * DAY - 1000);
    expect((await provider.consentStatus(started.providerReference)).status).toBe('LINKED');
    clock = new Date(clock.getTime() + 1000);
    expect(await provider.consentStatus(started.providerReference)).toMatchObject({
      status: 'EXPIRED',
      providerStatus: 'expired',
    });
    await expect(provider.fetchSnapshot(started.providerReference, '2026-06-01')).rejects.toMatchObject({
      kind: 'CONSENT_EXPIRED',
    });
    // The bank refuses a direct read as well.
    const token = (
      await app.inject({
        method: 'POST',
        url: '/sandbox/bank-api/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=client_credentials&client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}`,
      })
    ).json().access_token;
    const read = await app.inject({
      method: 'GET',
      url: `/sandbox/bank-api/accounts/${linked.accountIds[0]}/transactions?dateFrom=2026-06-01`,
      headers: { authorization: `Bearer ${token}`, 'consent-id': started.providerReference },
    });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ error: 'CONSENT_EXPIRED' });
  });

  it('allows 4 reads of an account a day, then answers 429 with Retry-After until the next day', async () => {
    const started = await start();
    await walk(started.redirectUrl, {});
    for (let read = 0; read < 4; read++)
      await provider.fetchSnapshot(started.providerReference, '2026-09-01');
    const limited = await provider.fetchSnapshot(started.providerReference, '2026-09-01').catch((e) => e);
    expect(limited).toBeInstanceOf(OpenBankingError);
    expect(limited).toMatchObject({ kind: 'RATE_LIMITED' });
    // 09:30 UTC: the window ends at midnight UTC.
    expect(limited.retryAfterSeconds).toBe(14.5 * 3600);
    clock = new Date('2026-11-26T00:00:01Z');
    const nextDay = await provider.fetchSnapshot(started.providerReference, '2026-09-01');
    expect(nextDay.to).toBe('2026-11-26');
  });

  it('refuses a wrong client secret as INVALID and calls without a token with 401', async () => {
    await expect(
      adapter('not-the-secret').startConsent({
        reference: 'x',
        institutionId: null,
        returnUrl: RETURN_URL,
        maxHistoricalDays: 180,
        accessValidForDays: 90,
        language: 'HU',
      }),
    ).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof OpenBankingError &&
        error.kind === 'INVALID' &&
        !error.message.includes('not-the-secret'),
    );
    const bare = await app.inject({
      method: 'POST',
      url: '/sandbox/bank-api/consents',
      payload: {
        reference: 'x',
        redirectUri: RETURN_URL,
        maxHistoricalDays: 90,
        validForDays: 90,
        language: 'hu',
      },
    });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer');
    const forged = await app.inject({
      method: 'GET',
      url: '/sandbox/bank-api/institutions',
      headers: { authorization: 'Bearer forged-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('serves no further back than the consent’s days of history', async () => {
    const started = await provider.startConsent({
      reference: 'short-history',
      institutionId: null,
      returnUrl: RETURN_URL,
      maxHistoricalDays: 90,
      accessValidForDays: 90,
      language: 'HU',
    });
    await walk(started.redirectUrl, {});
    const snapshot = await provider.fetchSnapshot(started.providerReference, '2025-01-01');
    const earliest = '2026-08-27';
    expect(snapshot.transactions.length).toBeGreaterThan(5);
    expect(snapshot.transactions.every((t) => t.bookingDate >= earliest)).toBe(true);
    const persona = sandboxPersonaData('employee', '2026-11-25');
    expect(snapshot.transactions).toHaveLength(
      persona.transactions.filter((t) => t.bookingDate >= earliest).length,
    );
    expect((await getPage(`/sandbox/bank-sync/${started.providerReference}`)).statusCode).toBe(409);
  });

  it('lists the Hungarian banks as institutions', async () => {
    const institutions = await provider.listInstitutions();
    expect(institutions).toContainEqual({
      id: 'OTPVHUHB',
      name: 'OTP Bank Nyrt.',
      bic: 'OTPVHUHB',
      maxHistoricalDays: 730,
      maxAccessValidForDays: 180,
    });
    expect(institutions.length).toBeGreaterThan(10);
  });

  it('revokes a consent: it is REVOKED and no longer read', async () => {
    const started = await start();
    await walk(started.redirectUrl, {});
    await provider.revokeConsent(started.providerReference);
    expect(await provider.consentStatus(started.providerReference)).toMatchObject({
      status: 'REVOKED',
      providerStatus: 'terminatedByTpp',
      accountIds: [],
    });
    await expect(provider.fetchSnapshot(started.providerReference, '2026-06-01')).rejects.toMatchObject({
      kind: 'CONSENT_REJECTED',
    });
  });

  it('answers the same consent to a retried start with the same reference, and a new one to another reference', async () => {
    const one = await start('prelim-7');
    const again = await start('prelim-7');
    expect(again.providerReference).toBe(one.providerReference);
    expect(again.redirectUrl).toBe(one.redirectUrl);
    const other = await start('prelim-8');
    expect(other.providerReference).not.toBe(one.providerReference);
  });

  it('answers an unknown consent with NOT_FOUND and a Hungarian 404 page', async () => {
    await expect(provider.consentStatus('nincs-ilyen')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    const page = await getPage('/sandbox/bank-sync/%3Cscript%3E');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('A hozzájárulási kérés nem található');
    expect(page.body).not.toContain('<script>');
  });

  it('escapes a hostile reference on the page [ASVS V1.2.1]', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const started = await start(hostile);
    const page = await getPage(started.redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
  });

  it('changes nothing on a form without the page’s token or on a GET [ASVS V3.5.1 V3.5.3]', async () => {
    const started = await start();
    const page = await getPage(started.redirectUrl);
    for (const token of [undefined, 'forged', `${tokenOf(page.body)}x`]) {
      const res = await post(started.redirectUrl, [
        ...(token === undefined ? [] : [['token', token] as [string, string]]),
        ['action', 'cancel'],
      ]);
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('A kérés nem érvényes');
    }
    await getPage(`${started.redirectUrl}?action=cancel`);
    expect((await provider.consentStatus(started.providerReference)).status).toBe('PENDING');
    // Another consent's token does not open this one.
    const other = await start('prelim-other');
    const otherPage = await getPage(other.redirectUrl);
    const crossed = await post(started.redirectUrl, [
      ['token', tokenOf(otherPage.body)],
      ['action', 'cancel'],
    ]);
    expect(crossed.statusCode).toBe(403);
    expect((await provider.consentStatus(started.providerReference)).status).toBe('PENDING');
  });

  it('refuses reading a consent not yet given (409) and an account outside the consent (403)', async () => {
    const first = await start('prelim-a');
    await walk(first.redirectUrl, {});
    const linked = await provider.consentStatus(first.providerReference);
    const pending = await start('prelim-b');
    const token = (
      await app.inject({
        method: 'POST',
        url: '/sandbox/bank-api/oauth/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
        },
        payload: 'grant_type=client_credentials',
      })
    ).json().access_token;
    const read = (consentId: string, accountId: string) =>
      app.inject({
        method: 'GET',
        url: `/sandbox/bank-api/accounts/${accountId}/transactions`,
        headers: { authorization: `Bearer ${token}`, 'consent-id': consentId },
      });
    const notYet = await read(pending.providerReference, linked.accountIds[0] as string);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ error: 'CONSENT_NOT_VALID' });
    const third = await start('prelim-c');
    await walk(third.redirectUrl, {});
    const outside = await read(third.providerReference, linked.accountIds[0] as string);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ error: 'ACCOUNT_NOT_CONSENTED' });
    const own = await read(first.providerReference, linked.accountIds[0] as string);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('keeps its dates on the Budapest calendar', () => {
    expect(budapestToday(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
  });
});
