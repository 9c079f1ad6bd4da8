import { todayIso } from '@hitelkapu/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectFetch } from '../../lib/inject-fetch.ts';
import { sandboxPersonaData } from '../../modules/bank-sandbox/personas.ts';
import {
  GOCARDLESS_SANDBOX_API,
  type GoCardlessFake,
  SANDBOX_INSTITUTION_ID,
} from '../../modules/gocardless-sandbox/gocardless-fake.ts';
import { gocardlessSandboxRoutes } from '../../modules/gocardless-sandbox/gocardless-sandbox.routes.ts';
import { createGoCardlessProvider } from './gocardless.ts';
import { type OpenBankingError, type OpenBankingProvider, wholeUnitsOf } from './provider.ts';

const PUBLIC_URL = 'http://portal.test';
const SECRET_ID = 'sandbox-secret-id';
const SECRET_KEY = 'sandbox-secret-key-do-not-log';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What the adapter sent, to count token calls and reads. */
interface Sent {
  method: string;
  path: string;
  authorization: string | undefined;
}

describe('the GoCardless adapter against the sandbox GoCardless', () => {
  let app: FastifyInstance;
  let fake: GoCardlessFake;
  let clock: Date;
  let sent: Sent[];

  /** A fetch that reaches the sandbox through app.inject, as if over HTTP; each call is noted. */
  const fakeFetch: typeof fetch = (input, init) =>
    injectFetch(app, (request) =>
      sent.push({ method: request.method, path: request.path, authorization: request.headers.authorization }),
    )(input, init);

  const provider = (secretKey = SECRET_KEY): OpenBankingProvider =>
    createGoCardlessProvider({
      baseUrl: `${PUBLIC_URL}${GOCARDLESS_SANDBOX_API}/`,
      secretId: SECRET_ID,
      secretKey,
      fetch: fakeFetch,
      now: () => clock,
    });

  beforeEach(async () => {
    clock = new Date('2026-11-25T09:00:00Z');
    sent = [];
    app = Fastify();
    fake = gocardlessSandboxRoutes(app, {
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      publicUrl: PUBLIC_URL,
      now: () => clock,
    });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  const consentRequest = (
    reference: string,
    overrides: Partial<Parameters<OpenBankingProvider['startConsent']>[0]> = {},
  ) => ({
    reference,
    institutionId: 'OTP_OTPVHUHB',
    returnUrl: `${PUBLIC_URL}/psd2/return`,
    maxHistoricalDays: 180,
    accessValidForDays: 90,
    language: 'HU' as const,
    ...overrides,
  });

  /** The customer on the bank page: opens the link, picks a persona, approves or rejects. */
  async function customerAnswers(redirectUrl: string, decision: 'approve' | 'reject', persona = 'employee') {
    const path = new URL(redirectUrl).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, decision, persona }).toString(),
    });
    expect(res.statusCode).toBe(303);
    return new URL(String(res.headers.location));
  }

  async function linkedConsent(gc: OpenBankingProvider, reference = 'attempt-1', persona = 'employee') {
    const started = await gc.startConsent(consentRequest(reference));
    const back = await customerAnswers(started.redirectUrl, 'approve', persona);
    expect(back.searchParams.get('ref')).toBe(reference);
    return started;
  }

  const failure = async (promise: Promise<unknown>): Promise<OpenBankingError> => {
    try {
      await promise;
    } catch (error) {
      return error as OpenBankingError;
    }
    throw new Error('expected the call to fail');
  };

  it('lists the Hungarian banks with their limits, the sandbox bank among them', async () => {
    const banks = await provider().listInstitutions();
    const otp = banks.find((bank) => bank.id === 'OTP_OTPVHUHB');
    expect(otp).toEqual({
      id: 'OTP_OTPVHUHB',
      name: 'OTP Bank Nyrt.',
      bic: 'OTPVHUHB',
      maxHistoricalDays: 730,
      maxAccessValidForDays: 180,
    });
    expect(banks.map((bank) => bank.id)).toContain(SANDBOX_INSTITUTION_ID);
    expect(banks.find((bank) => bank.bic === 'GNBAHUHB')?.maxHistoricalDays).toBe(90);

    const filtered = await createGoCardlessProvider({
      baseUrl: `${PUBLIC_URL}${GOCARDLESS_SANDBOX_API}`,
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      fetch: fakeFetch,
      now: () => clock,
      institutionFilter: (bank) => bank.id !== SANDBOX_INSTITUTION_ID,
    }).listInstitutions();
    expect(filtered.map((bank) => bank.id)).not.toContain(SANDBOX_INSTITUTION_ID);
    expect(filtered).toHaveLength(banks.length - 1);
  });

  it('caps the agreement at the bank limits, links on approval and reads the persona accounts in whole forints', async () => {
    const gc = provider();
    // Gránit gives 90 days of history only; asking for 180 must not be refused.
    const started = await gc.startConsent(consentRequest('granit-1', { institutionId: 'GRANIT_GNBAHUHB' }));
    expect(started.redirectUrl).toMatch(`${PUBLIC_URL}/sandbox/gocardless/link/`);
    expect(await gc.consentStatus(started.providerReference)).toMatchObject({
      status: 'PENDING',
      providerStatus: 'CR',
      accountIds: [],
    });
    await customerAnswers(started.redirectUrl, 'approve', 'employee');

    const state = await gc.consentStatus(started.providerReference);
    expect(state.status).toBe('LINKED');
    expect(state.providerStatus).toBe('LN');
    expect(state.accountIds.length).toBeGreaterThan(0);
    expect(state.expiresAt?.toISOString()).toBe(new Date(clock.getTime() + 90 * DAY).toISOString());

    const from = todayIso(new Date(clock.getTime() - 60 * DAY));
    const snapshot = await gc.fetchSnapshot(started.providerReference, from);
    const persona = sandboxPersonaData('employee', todayIso(clock));
    expect(snapshot.from).toBe(from);
    expect(snapshot.to).toBe(todayIso(clock));
    expect(snapshot.accounts.map((a) => a.accountNumber).sort()).toEqual(
      persona.accounts.map((a) => a.accountNumber).sort(),
    );
    expect(snapshot.accounts[0]?.ownerName).toBe(persona.accounts[0]?.ownerName);
    // Every persona transaction in the window arrives, with the same forints and counterparty.
    const expected = persona.transactions.filter((tx) => tx.bookingDate >= from);
    expect(snapshot.transactions).toHaveLength(expected.length);
    const bySignature = (list: { bookingDate: string; amount: number; remittance: string | null }[]) =>
      list.map((tx) => `${tx.bookingDate}|${tx.amount}|${tx.remittance}`).sort();
    expect(bySignature(snapshot.transactions)).toEqual(bySignature(expected));
    const salary = expected.find((tx) => tx.amount > 0 && tx.counterpartyName);
    expect(snapshot.transactions).toContainEqual(
      expect.objectContaining({
        id: salary?.id,
        amount: salary?.amount,
        counterpartyName: salary?.counterpartyName,
        counterpartyAccount: salary?.counterpartyAccount,
        currency: 'HUF',
      }),
    );
    for (const tx of snapshot.transactions) expect(Number.isInteger(tx.amount)).toBe(true);
  });

  it('rounds provider amounts to whole units, half away from zero', () => {
    expect(wholeUnitsOf('-12345.50')).toBe(-12346);
    expect(wholeUnitsOf('12345.50')).toBe(12346);
    expect(wholeUnitsOf('12345.49')).toBe(12345);
    expect(wholeUnitsOf('-0.40')).toBe(0);
    expect(wholeUnitsOf('250000')).toBe(250000);
    expect(wholeUnitsOf('1,5')).toBeNull();
  });

  it('answers a retried start with the same requisition, also from a process that lost the first answer', async () => {
    const first = await provider().startConsent(consentRequest('retry-1'));
    const again = await provider().startConsent(consentRequest('retry-1'));
    expect(again.providerReference).toBe(first.providerReference);
    expect(again.redirectUrl).toBe(first.redirectUrl);
    const sameProcess = provider();
    const a = await sameProcess.startConsent(consentRequest('retry-2'));
    const b = await sameProcess.startConsent(consentRequest('retry-2'));
    expect(b).toEqual(a);
    const listed = await app.inject({
      method: 'GET',
      url: `${GOCARDLESS_SANDBOX_API}/requisitions/`,
      headers: { authorization: sent.find((s) => s.authorization)?.authorization ?? '' },
    });
    expect(listed.json<{ count: number }>().count).toBe(2);
  });

  it('refreshes the access token after 24 hours and gets a new pair after 30 days', async () => {
    const gc = provider();
    await gc.listInstitutions();
    const tokenCalls = () =>
      sent.filter((s) => s.path.includes('/token/')).map((s) => s.path.split('/').at(-2));
    expect(tokenCalls()).toEqual(['new']);
    await gc.startConsent(consentRequest('token-1'));
    expect(tokenCalls()).toEqual(['new']);

    clock = new Date(clock.getTime() + 24 * HOUR + 1000);
    await gc.startConsent(consentRequest('token-2'));
    expect(tokenCalls()).toEqual(['new', 'refresh']);

    clock = new Date(clock.getTime() + 30 * DAY);
    await gc.startConsent(consentRequest('token-3'));
    expect(tokenCalls()).toEqual(['new', 'refresh', 'new']);
  });

  it('gets a new token once when the provider refuses the cached one', async () => {
    const gc = provider();
    await gc.listInstitutions();
    // A restarted sandbox has forgotten every token, as a revoked token would be refused.
    await app.close();
    app = Fastify();
    fake = gocardlessSandboxRoutes(app, {
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      publicUrl: PUBLIC_URL,
      now: () => clock,
    });
    await app.ready();
    sent = [];
    const started = await gc.startConsent(consentRequest('after-restart'));
    expect(started.providerReference).toBeTruthy();
    expect(sent.filter((s) => s.path.endsWith('/token/new/'))).toHaveLength(1);
  });

  it('allows 4 reads a day per account and scope: the 5th is RATE_LIMITED with a retry-after, the next day works', async () => {
    const gc = provider();
    const started = await linkedConsent(gc);
    const from = todayIso(new Date(clock.getTime() - 30 * DAY));
    for (let i = 0; i < 4; i += 1) await gc.fetchSnapshot(started.providerReference, from);
    const limited = await failure(gc.fetchSnapshot(started.providerReference, from));
    expect(limited.kind).toBe('RATE_LIMITED');
    // 09:00 UTC: the day's reads start again at midnight UTC, 15 hours on.
    expect(limited.retryAfterSeconds).toBe(15 * 3600);

    clock = new Date(clock.getTime() + 15 * HOUR + 1000);
    const snapshot = await gc.fetchSnapshot(started.providerReference, from);
    expect(snapshot.accounts.length).toBeGreaterThan(0);
  });

  it('reports EXPIRED after the agreement days have passed, and a read then fails with CONSENT_EXPIRED', async () => {
    const gc = provider();
    const started = await linkedConsent(gc);
    clock = new Date(clock.getTime() + 90 * DAY + 1000);
    expect(await gc.consentStatus(started.providerReference)).toMatchObject({
      status: 'EXPIRED',
      providerStatus: 'EX',
      accountIds: [],
    });
    expect((await failure(gc.fetchSnapshot(started.providerReference, '2026-01-01'))).kind).toBe(
      'CONSENT_EXPIRED',
    );
  });

  it('maps the EUA-expired answer of an account read to CONSENT_EXPIRED (consent lapsing between two calls)', async () => {
    const gc = createGoCardlessProvider({
      baseUrl: `${PUBLIC_URL}${GOCARDLESS_SANDBOX_API}`,
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      now: () => clock,
      // The requisition still read as linked a moment before the agreement ran out.
      fetch: async (input, init) => {
        const res = await fakeFetch(input, init);
        if (!/\/requisitions\/[^/]+\/$/.test(new URL(String(input)).pathname)) return res;
        const body = (await res.text()).replace('"status":"EX"', '"status":"LN"');
        return new Response(body, { status: res.status, headers: res.headers });
      },
    });
    const started = await linkedConsent(gc);
    clock = new Date(clock.getTime() + 90 * DAY + 1000);
    const error = await failure(gc.fetchSnapshot(started.providerReference, '2026-11-01'));
    expect(error.kind).toBe('CONSENT_EXPIRED');
    expect(error.message).toMatch(/401 \(End User Agreement \(EUA\) .* has expired\)/);
    expect(sent.filter((s) => s.path.endsWith('/details/'))).toHaveLength(1);
  });

  it('maps a rejection on the bank page to REJECTED and refuses a snapshot with CONSENT_REJECTED', async () => {
    const gc = provider();
    const started = await gc.startConsent(consentRequest('reject-1'));
    const back = await customerAnswers(started.redirectUrl, 'reject');
    expect(back.searchParams.get('ref')).toBe('reject-1');
    expect(back.searchParams.get('error')).toBe('UserCancelledSession');
    expect(await gc.consentStatus(started.providerReference)).toMatchObject({
      status: 'REJECTED',
      providerStatus: 'RJ',
    });
    expect((await failure(gc.fetchSnapshot(started.providerReference, '2026-10-01'))).kind).toBe(
      'CONSENT_REJECTED',
    );
  });

  it('maps a suspended requisition to SUSPENDED; its accounts cannot be read until the customer connects again', async () => {
    const gc = provider();
    const started = await linkedConsent(gc);
    expect(fake.suspend(started.providerReference)).toBe(true);
    expect(await gc.consentStatus(started.providerReference)).toMatchObject({
      status: 'SUSPENDED',
      providerStatus: 'SU',
    });
    expect((await failure(gc.fetchSnapshot(started.providerReference, '2026-10-01'))).kind).toBe(
      'CONSENT_EXPIRED',
    );
  });

  it('revokes with DELETE; the requisition is then unknown (NOT_FOUND) and a second revoke is harmless', async () => {
    const gc = provider();
    const started = await linkedConsent(gc);
    await gc.revokeConsent(started.providerReference);
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE' });
    expect((await failure(gc.consentStatus(started.providerReference))).kind).toBe('NOT_FOUND');
    await expect(gc.revokeConsent(started.providerReference)).resolves.toBeUndefined();
  });

  it('turns a 503 into OUTAGE and an unreachable provider into OUTAGE', async () => {
    const gc = provider();
    await gc.listInstitutions();
    fake.setOutage(true);
    const outage = await failure(
      gc.startConsent(consentRequest('outage-1', { institutionId: 'KH_OKHBHUHB' })),
    );
    expect(outage.kind).toBe('OUTAGE');

    const unreachable = createGoCardlessProvider({
      baseUrl: 'http://127.0.0.1:1/api/v2',
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect((await failure(unreachable.listInstitutions())).kind).toBe('OUTAGE');
  });

  it('turns a request that times out into OUTAGE', async () => {
    const hanging = createGoCardlessProvider({
      baseUrl: 'http://gocardless.invalid/api/v2',
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      timeoutMs: 5,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const error = await failure(hanging.listInstitutions());
    expect(error.kind).toBe('OUTAGE');
    expect(error.message).toMatch(/in time/);
  });

  it('refuses a wrong secret with INVALID and never puts the secret in the error', async () => {
    const wrong = 'wrong-secret-key-value';
    const error = await failure(provider(wrong).listInstitutions());
    expect(error.kind).toBe('INVALID');
    const said = `${error.message} ${JSON.stringify(error)} ${error.stack ?? ''}`;
    expect(said).not.toContain(wrong);
    expect(said).not.toContain(SECRET_ID);
  });

  it('never puts IBANs or names of a snapshot into an error', async () => {
    const gc = provider();
    const started = await linkedConsent(gc);
    const persona = sandboxPersonaData('employee', todayIso(clock));
    for (let i = 0; i < 4; i += 1) await gc.fetchSnapshot(started.providerReference, '2026-11-01');
    const error = await failure(gc.fetchSnapshot(started.providerReference, '2026-11-01'));
    const said = `${error.message} ${error.stack ?? ''}`;
    for (const account of persona.accounts) {
      if (account.accountNumber) expect(said).not.toContain(account.accountNumber);
      if (account.ownerName) expect(said).not.toContain(account.ownerName);
    }
  });

  it('takes the bank as the portal lists it, by BIC, and opens the consent at that institution', async () => {
    const gc = provider();
    const started = await gc.startConsent(consentRequest('by-bic', { institutionId: 'GNBAHUHB' }));
    expect(started.redirectUrl).toMatch(`${PUBLIC_URL}/sandbox/gocardless/link/`);
    await customerAnswers(started.redirectUrl, 'approve', 'employee');
    const state = await gc.consentStatus(started.providerReference);
    expect(state.status).toBe('LINKED');
    // Gránit's own limit (90 days of access) shows the consent was opened at Gránit.
    expect(state.expiresAt?.toISOString()).toBe(new Date(clock.getTime() + 90 * DAY).toISOString());
    const unknown = await failure(
      gc.startConsent(consentRequest('by-bic-unknown', { institutionId: 'XXXXHUHB' })),
    );
    expect(unknown.kind).toBe('INVALID');
  });

  it('needs a bank chosen in the portal (GoCardless has no bank picker of its own)', async () => {
    const error = await failure(provider().startConsent(consentRequest('no-bank', { institutionId: null })));
    expect(error.kind).toBe('INVALID');
  });
});
