import {
  type BankSync,
  type BankSyncLookup,
  type BankSyncStarted,
  detectIncome,
  type ErrorResponse,
} from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankSyncs, customers } from '../../db/schema/index.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limit.ts';
import { OpenBankingError } from '../../providers/open-banking/provider.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { fakeOpenBankingProvider } from '../../testing/open-banking.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { claimBankSyncRead } from './bank-sync.repository.ts';
import { createBankSyncService, type OpenBankingProviders } from './bank-sync.service.ts';

type Auth = { authorization: string };

describe('bank sync (PSD2): lifecycle, corrections, ownership', () => {
  let t: TestApp;
  const general = fakeOpenBankingProvider('DEFAULT');
  const goCardless = fakeOpenBankingProvider('GO_CARDLESS');
  const providers: OpenBankingProviders = { DEFAULT: general.provider, GO_CARDLESS: goCardless.provider };
  let ips = 0;

  beforeAll(async () => {
    t = await createTestApp({ openBankingProviders: providers });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const customer = async () => {
    ips += 1;
    const created = await createConfirmedCustomer(t.app, t.database.db, { ip: `10.77.0.${ips}` });
    const [row] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, created.email));
    if (!row) throw new Error('customer not stored');
    return { auth: created.auth, id: row.id };
  };
  const call = (
    auth: Auth,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });
  const start = async (auth: Auth, base = '/api/credit/psd2-sync', payload: Record<string, unknown> = {}) => {
    const res = await call(auth, 'POST', `${base}/start`, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BankSyncStarted>();
  };
  const rowOf = async (id: string) => {
    const [row] = await t.database.db.select().from(bankSyncs).where(eq(bankSyncs.id, id));
    if (!row) throw new Error(`no sync ${id}`);
    return row;
  };
  const referenceOf = async (id: string) => (await rowOf(id)).providerReference;
  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, key: string) => {
    expect(res.statusCode).toBe(status);
    const body = res.json() as ErrorResponse;
    expect(body.messageKey).toBe(key);
    expect(body.message).toMatch(/^[A-ZÁÉÍÓÖŐÚÜŰ].*\.$/);
    return body;
  };
  const serviceWith = (now: () => Date) =>
    createBankSyncService(
      {
        db: t.database.db,
        limiter: createPostgresRateLimiter(t.database.db),
        config: { publicUrl: 'http://portal.test' },
        log: t.app.log,
        now,
      },
      providers,
    );

  it('links a bank: start, continue while pending, continue when linked reads the accounts once and stores the findings', async () => {
    const { auth, id: customerId } = await customer();
    const institutionId = 'OTP_OTPVHUHB';
    const started = await start(auth, '/api/credit/psd2-sync', { institutionId });
    expect(started.sync).toMatchObject({
      id: started.id,
      provider: 'DEFAULT',
      purpose: 'PRELIMINARY',
      status: 'IN_PROGRESS',
      institutionId,
      detection: null,
      effectiveSalary: null,
    });
    const reference = await referenceOf(started.id);
    expect(started.redirectUrl).toBe(`https://bank.test/DEFAULT/${reference}`);
    // The provider got the portal's id as its reference, the Hungarian page, 180 days of each.
    const request = general.consents.get(reference)?.request;
    expect(request).toEqual({
      reference: started.id,
      institutionId,
      returnUrl: `http://portal.test/preliminary-assessment?bankSync=${started.id}`,
      maxHistoricalDays: 180,
      accessValidForDays: 180,
      language: 'HU',
    });

    const pending = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json<BankSync>().status).toBe('IN_PROGRESS');
    expect(general.calls.fetchSnapshot).not.toContain(reference);

    const expiresAt = new Date('2027-05-19T10:00:00.000Z');
    general.set(reference, 'LINKED', 'LN', expiresAt);
    const linked = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`);
    expect(linked.statusCode, linked.body).toBe(200);
    const sync = linked.json<BankSync>();
    const row = await rowOf(started.id);
    if (!row.snapshot) throw new Error('snapshot not stored');
    const expected = detectIncome(row.snapshot);
    expect(sync).toMatchObject({
      status: 'SUCCEEDED',
      failure: null,
      consentExpiresAt: expiresAt.toISOString(),
      detection: expected,
      effectiveSalary: expected.monthlyIncome,
      effectiveLoanInstalments: expected.monthlyLoanInstalments,
    });
    // The client never gets the raw bank data.
    expect(linked.body).not.toContain('HU42117730161111101800000000');
    expect(linked.body).not.toContain('snapshot');
    expect(row).toMatchObject({ status: 'SUCCEEDED', providerStatus: 'LN' });
    expect(row.snapshot.transactions).toHaveLength(12);
    expect(row.snapshotDeleteAfter).not.toBeNull();

    // Continuing again answers the same outcome without reading the bank a second time.
    const again = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`);
    expect(again.json<BankSync>()).toEqual(sync);
    expect(general.calls.fetchSnapshot.filter((r) => r === reference)).toHaveLength(1);

    const lookup = await call(auth, 'GET', '/api/credit/psd2-sync/customer?purpose=PRELIMINARY');
    expect(lookup.json<BankSyncLookup>().sync).toEqual(sync);
    const income = await serviceWith(() => new Date()).effectiveBankIncome(customerId, 'PRELIMINARY');
    expect(income).toEqual({
      salary: expected.monthlyIncome,
      loanInstalments: expected.monthlyLoanInstalments,
    });
    expect(
      await serviceWith(() => new Date()).effectiveBankIncome(customerId, 'LEASING_PRESCORE'),
    ).toBeNull();
  });

  it("links for the application's PSD2 field: its own sync, back to /application, the same calls by purpose", async () => {
    const { auth, id: customerId } = await customer();
    const preliminary = await start(auth);
    const started = await start(auth, '/api/credit/psd2-sync', { purpose: 'APPLICATION' });
    // A sync of each purpose may be in progress at once.
    expect(started.id).not.toBe(preliminary.id);
    expect(started.sync).toMatchObject({
      provider: 'DEFAULT',
      purpose: 'APPLICATION',
      status: 'IN_PROGRESS',
    });
    const reference = await referenceOf(started.id);
    expect(general.consents.get(reference)?.request.returnUrl).toBe(
      `http://portal.test/application?bankSync=${started.id}`,
    );
    // The leasing calls never reach it; the general continue does.
    expect((await call(auth, 'POST', `/api/sync/psd2/continue/${started.id}`)).statusCode).toBe(404);
    general.set(reference, 'LINKED', 'LN');
    const linked = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<BankSync>()).toMatchObject({ purpose: 'APPLICATION', status: 'SUCCEEDED' });

    const lookup = await call(auth, 'GET', '/api/credit/psd2-sync/customer?purpose=APPLICATION');
    expect(lookup.json<BankSyncLookup>().sync?.id).toBe(started.id);
    const corrected = await call(auth, 'PATCH', '/api/credit/psd2-sync/manual-salary', {
      purpose: 'APPLICATION',
      amount: 640_000,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<BankSync>()).toMatchObject({ id: started.id, effectiveSalary: 640_000 });
    // The preliminary assessment's sync is untouched, still in progress.
    expect((await rowOf(preliminary.id)).status).toBe('IN_PROGRESS');

    const service = serviceWith(() => new Date());
    expect(await service.hasLinkedBankAccount(customerId)).toBe(true);
    // "Mistake found" sets the application's sync aside: the account no longer counts as linked.
    const mistake = await call(auth, 'POST', '/api/credit/psd2-sync/mistake-found', {
      purpose: 'APPLICATION',
    });
    expect(mistake.json<BankSync>().status).toBe('OVERRIDDEN');
    expect(await service.hasLinkedBankAccount(customerId)).toBe(false);
    // The preliminary assessment's link counts too.
    general.set(await referenceOf(preliminary.id), 'LINKED', 'LN');
    await call(auth, 'POST', `/api/credit/psd2-sync/continue/${preliminary.id}`);
    expect(await service.hasLinkedBankAccount(customerId)).toBe(true);
  });

  it('refuses the leasing purpose and unknown purposes on the general calls', async () => {
    const { auth, id: customerId } = await customer();
    for (const [method, url, payload] of [
      ['POST', '/api/credit/psd2-sync/start', { purpose: 'LEASING_PRESCORE' }],
      ['POST', '/api/credit/psd2-sync/start', { purpose: 'MORTGAGE' }],
      ['PATCH', '/api/credit/psd2-sync/manual-salary', { purpose: 'LEASING_PRESCORE', amount: 1 }],
      ['POST', '/api/credit/psd2-sync/mistake-found', { purpose: 'LEASING_PRESCORE' }],
      ['GET', '/api/credit/psd2-sync/customer?purpose=LEASING_PRESCORE', undefined],
    ] as const) {
      const res = await call(auth, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
    }
    const none = await t.database.db.select().from(bankSyncs).where(eq(bankSyncs.customerId, customerId));
    expect(none).toHaveLength(0);
  });

  it('answers a repeated start with the sync in progress instead of opening a second consent', async () => {
    const { auth } = await customer();
    const first = await start(auth);
    const startsBefore = general.calls.startConsent.length;
    const second = await start(auth);
    expect(second).toEqual(first);
    expect(general.calls.startConsent.length).toBe(startsBefore);
    const rows = await t.database.db.select().from(bankSyncs).where(eq(bankSyncs.id, first.id));
    expect(rows).toHaveLength(1);

    // Two starts at once still leave one sync in progress.
    const { auth: other, id: otherId } = await customer();
    const both = await Promise.all([start(other), start(other)]);
    expect(both[0].id).toBe(both[1].id);
    const open = await t.database.db.select().from(bankSyncs).where(eq(bankSyncs.customerId, otherId));
    expect(open.filter((row) => row.status === 'IN_PROGRESS')).toHaveLength(1);
  });

  it('reads the bank once when two continues arrive together after the consent is given', async () => {
    const { auth } = await customer();
    const { id } = await start(auth);
    const reference = await referenceOf(id);
    general.set(reference, 'LINKED', 'valid');
    const readsBefore = general.calls.fetchSnapshot.filter((ref) => ref === reference).length;
    const answers = await Promise.all([
      call(auth, 'POST', `/api/credit/psd2-sync/continue/${id}`),
      call(auth, 'POST', `/api/credit/psd2-sync/continue/${id}`),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(general.calls.fetchSnapshot.filter((ref) => ref === reference).length - readsBefore).toBe(1);
    const settled = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${id}`);
    expect(settled.json()).toMatchObject({ status: 'SUCCEEDED' });
  });

  it('answers a continue that arrives while the bank is being read with the sync in progress, and reads once', async () => {
    const { auth } = await customer();
    const { id } = await start(auth);
    const reference = await referenceOf(id);
    general.set(reference, 'LINKED', 'valid');
    const reads = () => general.calls.fetchSnapshot.filter((ref) => ref === reference).length;
    const release = general.hold('fetchSnapshot');
    try {
      const first = call(auth, 'POST', `/api/credit/psd2-sync/continue/${id}`);
      await expect.poll(reads).toBe(1);
      // The first continue holds the read; this one comes after its claim, not beside it.
      const second = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${id}`);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<BankSync>().status).toBe('IN_PROGRESS');
      release();
      expect((await first).json<BankSync>().status).toBe('SUCCEEDED');
    } finally {
      release();
    }
    expect(reads()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'SUCCEEDED', readStartedAt: null });
  });

  it('lets the next continue read again when a read failed, or when its reader died and the lease lapsed', async () => {
    const { auth, id: customerId } = await customer();
    const { id } = await start(auth);
    const reference = await referenceOf(id);
    general.set(reference, 'LINKED', 'valid');
    const reads = () => general.calls.fetchSnapshot.filter((ref) => ref === reference).length;

    // A bank that does not answer: the customer is told to come back, and the read is given up.
    general.failures.fetchSnapshot = new OpenBankingError('OUTAGE', 'bank down');
    try {
      const down = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${id}`);
      expect(down.statusCode, down.body).toBe(503);
    } finally {
      delete general.failures.fetchSnapshot;
    }
    expect(await rowOf(id)).toMatchObject({ status: 'IN_PROGRESS', readStartedAt: null });

    // A reader that died holding the read: its claim is written, nothing after it.
    const diedAt = Date.now();
    expect(await claimBankSyncRead(t.database.db, id, 'valid', new Date(diedAt), 2 * 60_000)).not.toBeNull();
    // Within its lease nobody reads again; after it the next continue does, once.
    const during = await serviceWith(() => new Date(diedAt + 60_000)).continue(customerId, id);
    expect(during.status).toBe('IN_PROGRESS');
    expect(reads()).toBe(1);
    const after = await serviceWith(() => new Date(diedAt + 3 * 60_000)).continue(customerId, id);
    expect(after.status).toBe('SUCCEEDED');
    expect(reads()).toBe(2);
  });

  it('replaces a sync abandoned for a day with a new consent', async () => {
    const { auth, id: customerId } = await customer();
    const old = await start(auth);
    const tomorrow = new Date(Date.now() + 25 * 3600 * 1000);
    const fresh = await serviceWith(() => tomorrow).start(customerId, 'DEFAULT', 'PRELIMINARY', {});
    expect(fresh.id).not.toBe(old.id);
    expect(await rowOf(old.id)).toMatchObject({ status: 'FAILED', failure: 'EXPIRED' });
  });

  it.each([
    ['REJECTED', 'RJ', 'REJECTED'],
    ['EXPIRED', 'EX', 'EXPIRED'],
    ['SUSPENDED', 'SU', 'PROVIDER_ERROR'],
    ['REVOKED', 'revokedByPsu', 'REJECTED'],
  ] as const)(
    'records a consent the provider reports %s as FAILED (%s -> %s), reading nothing',
    async (status, code, failure) => {
      const { auth } = await customer();
      const started = await start(auth);
      const reference = await referenceOf(started.id);
      general.set(reference, status, code);
      const res = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<BankSync>()).toMatchObject({ status: 'FAILED', failure, detection: null });
      expect((await rowOf(started.id)).providerStatus).toBe(code);
      expect(general.calls.fetchSnapshot).not.toContain(reference);
      // A failed sync does not block a new one.
      const next = await start(auth);
      expect(next.id).not.toBe(started.id);
    },
  );

  it('answers 503 with a message when the provider is down, storing no finding, and finishes once it is back', async () => {
    const { auth, id: customerId } = await customer();
    general.failures.startConsent = new OpenBankingError('OUTAGE', 'bank aggregator timed out');
    try {
      const refused = await call(auth, 'POST', '/api/credit/psd2-sync/start', {});
      expectError(refused, 503, 'errors.bankSync.providerUnavailable');
      expect(refused.headers['retry-after']).toBeDefined();
      const none = await t.database.db.select().from(bankSyncs).where(eq(bankSyncs.customerId, customerId));
      expect(none).toHaveLength(0);
    } finally {
      delete general.failures.startConsent;
    }

    const started = await start(auth);
    const reference = await referenceOf(started.id);
    general.set(reference, 'LINKED', 'LN');
    const before = await rowOf(started.id);
    for (const [method, failure] of [
      ['consentStatus', new OpenBankingError('OUTAGE', 'down')],
      ['fetchSnapshot', new OpenBankingError('OUTAGE', 'down')],
      ['fetchSnapshot', new TypeError('socket hang up')],
    ] as const) {
      general.failures[method] = failure;
      try {
        const res = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`);
        expectError(res, 503, 'errors.bankSync.providerUnavailable');
        // Still in progress with nothing read: only the claim of the read (version) may have moved.
        const { version: _v, updatedAt: _u, providerStatus: _p, ...after } = await rowOf(started.id);
        const { version: _bv, updatedAt: _bu, providerStatus: _bp, ...unchanged } = before;
        expect(after).toEqual(unchanged);
      } finally {
        delete general.failures[method];
      }
    }
    const done = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`);
    expect(done.json<BankSync>().status).toBe('SUCCEEDED');
  });

  it("answers 429 when the bank's reads are used up, keeping the sync in progress", async () => {
    const { auth } = await customer();
    const started = await start(auth);
    general.set(await referenceOf(started.id), 'LINKED', 'LN');
    general.failures.fetchSnapshot = new OpenBankingError('RATE_LIMITED', 'daily limit', 7200);
    try {
      const res = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`);
      expectError(res, 429, 'errors.bankSync.bankRateLimited');
      expect(res.headers['retry-after']).toBe('7200');
      expect((await rowOf(started.id)).status).toBe('IN_PROGRESS');
    } finally {
      delete general.failures.fetchSnapshot;
    }
  });

  it('limits starts to 10 an hour per customer', async () => {
    const { auth } = await customer();
    for (let i = 0; i < 10; i += 1) await start(auth);
    const res = await call(auth, 'POST', '/api/credit/psd2-sync/start', {});
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorResponse>().code).toBe('RATE_LIMITED');
  });

  it("records the error the provider's page returned: the sync fails, a finished one stays as it is", async () => {
    const { auth } = await customer();
    const started = await start(auth, '/api/sync/psd2');
    expect(started.sync).toMatchObject({ provider: 'DEFAULT', purpose: 'LEASING_PRESCORE' });
    const reference = await referenceOf(started.id);
    expect(general.consents.get(reference)?.request.returnUrl).toBe(
      `http://portal.test/leasing/prescore?bankSync=${started.id}`,
    );
    const res = await call(auth, 'PATCH', `/api/sync/psd2/failed/${started.id}`, {
      error: 'access_denied',
      description: 'The user cancelled at the bank',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BankSync>()).toMatchObject({ status: 'FAILED', failure: 'REJECTED' });
    expect((await rowOf(started.id)).providerStatus).toBe('access_denied');
    // A later continue does not revive it.
    const after = await call(auth, 'POST', `/api/sync/psd2/continue/${started.id}`);
    expect(after.json<BankSync>().status).toBe('FAILED');
    // The general flow's calls do not reach a leasing sync.
    expect((await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`)).statusCode).toBe(404);

    const lookup = await call(auth, 'GET', '/api/sync/psd2/my-sync');
    expect(lookup.json<BankSyncLookup>().sync?.id).toBe(started.id);
    // force=true: a new consent is wanted, so the failed one is not offered again.
    const forced = await call(auth, 'GET', '/api/sync/psd2/my-sync?force=true');
    expect(forced.json<BankSyncLookup>().sync).toBeNull();
  });

  it('cancels an unfinished GoCardless sync and ends its consent there', async () => {
    const { auth } = await customer();
    const nothing = await call(auth, 'PATCH', '/api/sync/gocardless/psd2/cancel-my-in-progress-sync');
    expect(nothing.json<BankSyncLookup>()).toEqual({ sync: null });

    const started = await start(auth, '/api/sync/gocardless/psd2');
    expect(started.sync.provider).toBe('GO_CARDLESS');
    const reference = await referenceOf(started.id);
    const res = await call(auth, 'PATCH', '/api/sync/gocardless/psd2/cancel-my-in-progress-sync');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BankSyncLookup>().sync).toMatchObject({ id: started.id, status: 'CANCELLED' });
    expect(goCardless.calls.revokeConsent).toContain(reference);
    const mine = await call(auth, 'GET', '/api/sync/gocardless/psd2/my-sync');
    expect(mine.json<BankSyncLookup>().sync?.status).toBe('CANCELLED');

    // Only the second provider offers cancel: a DEFAULT leasing sync in progress is untouched.
    const leasing = await start(auth, '/api/sync/psd2');
    await call(auth, 'PATCH', '/api/sync/gocardless/psd2/cancel-my-in-progress-sync');
    expect((await rowOf(leasing.id)).status).toBe('IN_PROGRESS');
  });

  it('sets the findings aside when the customer reports a mistake: the manual answers count', async () => {
    const { auth, id: customerId } = await customer();
    const refused = await call(auth, 'PATCH', '/api/sync/gocardless/psd2/override');
    expectError(refused, 409, 'errors.bankSync.nothingToOverride');

    const started = await start(auth, '/api/sync/gocardless/psd2');
    goCardless.set(await referenceOf(started.id), 'LINKED', 'LN');
    await call(auth, 'POST', `/api/sync/gocardless/psd2/continue/${started.id}`);
    const service = serviceWith(() => new Date());
    expect(await service.effectiveBankIncome(customerId, 'LEASING_PRESCORE')).not.toBeNull();
    const res = await call(auth, 'PATCH', '/api/sync/gocardless/psd2/override');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BankSync>()).toMatchObject({ id: started.id, status: 'OVERRIDDEN' });
    expect((await rowOf(started.id)).mistakeFoundAt).not.toBeNull();
    expect(await service.effectiveBankIncome(customerId, 'LEASING_PRESCORE')).toBeNull();

    // The general flow's mistake-found does the same for the preliminary assessment.
    const general_ = await start(auth);
    general.set(await referenceOf(general_.id), 'LINKED', 'LN');
    await call(auth, 'POST', `/api/credit/psd2-sync/continue/${general_.id}`);
    const mistake = await call(auth, 'POST', '/api/credit/psd2-sync/mistake-found', {});
    expect(mistake.json<BankSync>()).toMatchObject({ id: general_.id, status: 'OVERRIDDEN' });
    expect(await service.effectiveBankIncome(customerId, 'PRELIMINARY')).toBeNull();
  });

  it('keeps the detected figures beside the customer’s corrections and uses the corrections', async () => {
    const { auth, id: customerId } = await customer();
    const early = await call(auth, 'PATCH', '/api/credit/psd2-sync/manual-salary', { amount: 390_000 });
    expectError(early, 409, 'errors.bankSync.noSucceededSync');

    const started = await start(auth);
    general.set(await referenceOf(started.id), 'LINKED', 'LN');
    const linked = (
      await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`)
    ).json<BankSync>();
    const salary = await call(auth, 'PATCH', '/api/credit/psd2-sync/manual-salary', { amount: 390_000 });
    expect(salary.statusCode, salary.body).toBe(200);
    expect(salary.json<BankSync>()).toMatchObject({
      manualSalary: 390_000,
      effectiveSalary: 390_000,
      detection: linked.detection,
      effectiveLoanInstalments: linked.effectiveLoanInstalments,
    });
    const loans = await call(auth, 'PATCH', '/api/credit/psd2-sync/manual-loan-amount', {
      purpose: 'PRELIMINARY',
      amount: 0,
    });
    expect(loans.json<BankSync>()).toMatchObject({ manualLoanAmount: 0, effectiveLoanInstalments: 0 });
    expect(await serviceWith(() => new Date()).effectiveBankIncome(customerId, 'PRELIMINARY')).toEqual({
      salary: 390_000,
      loanInstalments: 0,
    });

    for (const amount of [-1, 1.5, 50_000_001, '390000']) {
      const bad = await call(auth, 'PATCH', '/api/credit/psd2-sync/manual-salary', { amount });
      expect(bad.statusCode, String(amount)).toBe(400);
    }
    expect((await rowOf(started.id)).manualSalary).toBe(390_000);
  });

  it('ends the connection on request: revoked at the provider, the bank data deleted', async () => {
    const { auth, id: customerId } = await customer();
    const started = await start(auth);
    const reference = await referenceOf(started.id);
    general.set(reference, 'LINKED', 'LN');
    await call(auth, 'POST', `/api/credit/psd2-sync/continue/${started.id}`);
    expect((await rowOf(started.id)).snapshot).not.toBeNull();

    general.failures.revokeConsent = new OpenBankingError('OUTAGE', 'down');
    try {
      const down = await call(auth, 'POST', `/api/credit/psd2-sync/revoke/${started.id}`);
      expectError(down, 503, 'errors.bankSync.providerUnavailable');
      expect((await rowOf(started.id)).status).toBe('SUCCEEDED');
    } finally {
      delete general.failures.revokeConsent;
    }

    const res = await call(auth, 'POST', `/api/credit/psd2-sync/revoke/${started.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BankSync>()).toMatchObject({ status: 'REVOKED', detection: null });
    expect(general.calls.revokeConsent).toContain(reference);
    const row = await rowOf(started.id);
    expect(row).toMatchObject({ status: 'REVOKED', snapshot: null, detection: null });
    expect(await serviceWith(() => new Date()).effectiveBankIncome(customerId, 'PRELIMINARY')).toBeNull();
  });

  it('answers another customer’s sync exactly like an unknown one, on every call that takes an id', async () => {
    const owner = await customer();
    const intruder = await customer();
    const started = await start(owner.auth);
    general.set(await referenceOf(started.id), 'LINKED', 'LN');
    const before = await rowOf(started.id);
    const unknown = '0b7a9b1e-4a55-4c1f-9d3e-1f2a3b4c5d6e';
    const calls: Array<['POST' | 'PATCH', string, Record<string, unknown> | undefined]> = [
      ['POST', '/api/credit/psd2-sync/continue/{id}', undefined],
      ['PATCH', '/api/credit/psd2-sync/failed/{id}', { error: 'access_denied' }],
      ['POST', '/api/credit/psd2-sync/revoke/{id}', undefined],
      ['POST', '/api/sync/psd2/continue/{id}', undefined],
      ['PATCH', '/api/sync/psd2/failed/{id}', { error: 'access_denied' }],
      ['POST', '/api/sync/gocardless/psd2/continue/{id}', undefined],
      ['PATCH', '/api/sync/gocardless/psd2/failed/{id}', { error: 'access_denied' }],
    ];
    for (const [method, path, payload] of calls) {
      const theirs = await call(intruder.auth, method, path.replace('{id}', started.id), payload);
      const nobody = await call(intruder.auth, method, path.replace('{id}', unknown), payload);
      expect(theirs.statusCode, path).toBe(404);
      expect(theirs.body, path).toBe(nobody.body);
    }
    // The owner's own figures are out of the intruder's reach too.
    await call(intruder.auth, 'PATCH', '/api/credit/psd2-sync/manual-salary', { amount: 1 });
    await call(intruder.auth, 'POST', '/api/credit/psd2-sync/mistake-found', {});
    const lookup = await call(intruder.auth, 'GET', '/api/credit/psd2-sync/customer');
    expect(lookup.json<BankSyncLookup>()).toEqual({ sync: null });
    expect(await rowOf(started.id)).toEqual(before);
    expect(general.calls.fetchSnapshot).not.toContain(before.providerReference);
  });

  it('answers 503 "not configured" for a provider the portal has not set up', async () => {
    const { auth } = await customer();
    delete providers.GO_CARDLESS;
    try {
      const res = await call(auth, 'POST', '/api/sync/gocardless/psd2/start', {});
      expectError(res, 503, 'errors.bankSync.notConfigured');
      const cancel = await call(auth, 'PATCH', '/api/sync/gocardless/psd2/cancel-my-in-progress-sync');
      expect(cancel.json<BankSyncLookup>()).toEqual({ sync: null });
    } finally {
      providers.GO_CARDLESS = goCardless.provider;
    }
    // A sync whose provider was taken away cannot be continued, but answers honestly.
    const started = await start(auth, '/api/sync/gocardless/psd2');
    delete providers.GO_CARDLESS;
    try {
      const res = await call(auth, 'POST', `/api/sync/gocardless/psd2/continue/${started.id}`);
      expectError(res, 503, 'errors.bankSync.notConfigured');
      expect((await rowOf(started.id)).status).toBe('IN_PROGRESS');
    } finally {
      providers.GO_CARDLESS = goCardless.provider;
    }
  });
});
