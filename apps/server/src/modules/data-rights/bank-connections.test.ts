import type { BankSyncStarted } from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankSyncs, customers, dataRightsEvents } from '../../db/schema/index.ts';
import { createChallengeSecrets } from '../../lib/challenge-secrets.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limit.ts';
import { createSessionTokens, sessionSettings } from '../../lib/session-tokens.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { OpenBankingError } from '../../providers/open-banking/provider.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { fakeOpenBankingProvider } from '../../testing/open-banking.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createBankSyncService, type OpenBankingProviders } from '../bank-sync/bank-sync.service.ts';
import { createDataRightsService } from './data-rights.service.ts';
import { runRetentionRound } from './retention.ts';

type Auth = { authorization: string };
const DAY = 86_400_000;

describe("data rights over the customer's bank connections (PSD2)", () => {
  let t: TestApp;
  const bank = fakeOpenBankingProvider('DEFAULT');
  const providers: OpenBankingProviders = {
    DEFAULT: bank.provider,
    GO_CARDLESS: fakeOpenBankingProvider('GO_CARDLESS').provider,
  };
  let ips = 0;

  beforeAll(async () => {
    t = await createTestApp({ openBankingProviders: providers });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const customer = async () => {
    ips += 1;
    const created = await createConfirmedCustomer(t.app, t.database.db, { ip: `10.68.0.${ips}` });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, created.email));
    if (!row) throw new Error('customer not stored');
    return { ...created, row };
  };
  const call = (auth: Auth, method: 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });
  const syncOf = async (id: string) => {
    const [row] = await t.database.db.select().from(bankSyncs).where(eq(bankSyncs.id, id));
    if (!row) throw new Error(`no sync ${id}`);
    return row;
  };

  /** Links a bank through the API: start, the bank says linked, continue reads the accounts. */
  const linkBank = async (auth: Auth, correctedSalary?: number) => {
    const start = await call(auth, 'POST', '/api/credit/psd2-sync/start', { institutionId: 'OTP_OTPVHUHB' });
    expect(start.statusCode, start.body).toBe(200);
    const { id } = start.json<BankSyncStarted>();
    const reference = (await syncOf(id)).providerReference;
    bank.set(reference, 'LINKED', 'LN', new Date('2027-05-19T10:00:00.000Z'));
    const linked = await call(auth, 'POST', `/api/credit/psd2-sync/continue/${id}`);
    expect(linked.statusCode, linked.body).toBe(200);
    if (correctedSalary !== undefined) {
      const corrected = await call(auth, 'PATCH', '/api/credit/psd2-sync/manual-salary', {
        amount: correctedSalary,
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
    }
    const row = await syncOf(id);
    expect(row.snapshot).not.toBeNull();
    expect(row.detection).not.toBeNull();
    return row;
  };

  const deps = (): AuthDeps => ({
    db: t.database.db,
    sessions: createSessionTokens(t.keys, sessionSettings(15, 12)),
    secrets: createChallengeSecrets(t.keys.secretHashKey),
    limiter: createPostgresRateLimiter(t.database.db),
    config: { publicUrl: 'http://portal.test', devMailbox: true, demoMode: false },
  });
  const bankSyncService = () =>
    createBankSyncService(
      {
        db: t.database.db,
        limiter: createPostgresRateLimiter(t.database.db),
        config: { publicUrl: 'http://portal.test' },
        log: t.app.log,
      },
      providers,
    );
  const erasureAudit = async (customerId: string) => {
    const [event] = await t.database.db
      .select()
      .from(dataRightsEvents)
      .where(and(eq(dataRightsEvents.customerId, customerId), eq(dataRightsEvents.kind, 'ERASURE')));
    if (!event) throw new Error('erasure not audited');
    return event.detail;
  };

  it('the export holds each bank connection with its findings, evidence and corrections, never the provider references', async () => {
    const c = await customer();
    const sync = await linkBank(c.auth, 455_000);
    const res = await t.app.inject({ method: 'POST', url: '/api/profile/data-export', headers: c.auth });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const json = unzipSync(new Uint8Array(res.rawPayload))['adataim.json'];
    if (!json) throw new Error('no adataim.json');
    const text = strFromU8(json);
    const data = JSON.parse(text);

    expect(data.bankConnections).toEqual([
      {
        id: sync.id,
        provider: 'DEFAULT',
        purpose: 'PRELIMINARY',
        status: 'SUCCEEDED',
        failure: null,
        bank: 'OTP_OTPVHUHB',
        createdAt: sync.createdAt.toISOString(),
        updatedAt: sync.updatedAt.toISOString(),
        consentExpiresAt: '2027-05-19T10:00:00.000Z',
        bankDataDeleteAfter: sync.snapshotDeleteAfter?.toISOString(),
        accountsAndTransactions: sync.snapshot,
        incomeDetection: sync.detection,
        corrections: { monthlyNetSalary: 455_000, monthlyLoanInstalments: null, findingsDisputedAt: null },
      },
    ]);
    // The findings come with the transactions they were drawn from.
    expect(data.bankConnections[0].incomeDetection.monthlyIncome).toBeGreaterThan(0);
    expect(data.bankConnections[0].incomeDetection.sources.length).toBeGreaterThan(0);
    // The provider's consent reference and hosted page open the consent: never handed out.
    expect(text).not.toContain(sync.providerReference);
    expect(text).not.toContain(sync.redirectUrl);
    expect(text).not.toContain('providerStatus');
  });

  it('an erasure deletes what was read from the bank and ends the live consent at the provider', async () => {
    const c = await customer();
    const sync = await linkBank(c.auth, 455_000);
    const dataRights = createDataRightsService(deps(), { bankSync: bankSyncService(), log: t.app.log });

    await dataRights.erase(c.row, { password: c.password }, '10.68.1.1');

    expect(bank.calls.revokeConsent).toContain(sync.providerReference);
    expect(bank.consents.get(sync.providerReference)?.state.status).toBe('REVOKED');
    expect(await syncOf(sync.id)).toMatchObject({
      status: 'REVOKED',
      snapshot: null,
      detection: null,
      manualSalary: null,
      manualLoanAmount: null,
      institutionId: null,
      snapshotDeleteAfter: null,
    });
    expect(await erasureAudit(c.row.id)).toMatchObject({
      removed: { bankSyncs: 1, bankConsentsToEnd: 1 },
    });
  });

  it('an erasure deletes the bank data even when the provider cannot be reached; the consent then lapses', async () => {
    const c = await customer();
    const sync = await linkBank(c.auth);
    const dataRights = createDataRightsService(deps(), { bankSync: bankSyncService(), log: t.app.log });
    bank.failures.revokeConsent = new OpenBankingError('OUTAGE', 'bank down');
    try {
      const erased = await dataRights.erase(c.row, { password: c.password }, '10.68.1.2');
      expect(erased.erasedAt).toEqual(expect.any(String));
    } finally {
      delete bank.failures.revokeConsent;
    }

    expect(bank.calls.revokeConsent).toContain(sync.providerReference);
    const row = await syncOf(sync.id);
    expect(row).toMatchObject({ snapshot: null, detection: null, institutionId: null });
    expect(row.status).toBe('SUCCEEDED');
    const [account] = await t.database.db.select().from(customers).where(eq(customers.id, c.row.id));
    expect(account?.erasedAt).not.toBeNull();
  });

  it('an erasure through the API deletes the bank data and records it', async () => {
    const c = await customer();
    const sync = await linkBank(c.auth, 300_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/erasure',
      headers: c.auth,
      remoteAddress: '10.68.1.3',
      payload: { password: c.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await syncOf(sync.id)).toMatchObject({
      snapshot: null,
      detection: null,
      manualSalary: null,
      institutionId: null,
    });
    expect(await erasureAudit(c.row.id)).toMatchObject({ removed: { bankSyncs: 1 } });
  });

  it('a retention round deletes bank data past its keeping time and keeps the rest', async () => {
    const lapsed = await linkBank((await customer()).auth);
    const kept = await linkBank((await customer()).auth);
    await t.database.db
      .update(bankSyncs)
      .set({ snapshotDeleteAfter: new Date(Date.now() - DAY) })
      .where(eq(bankSyncs.id, lapsed.id));

    const round = await runRetentionRound(t.database.db);
    expect(round?.bankSnapshots).toBeGreaterThanOrEqual(1);

    const after = await syncOf(lapsed.id);
    expect(after.snapshot).toBeNull();
    expect(after.snapshotDeleteAfter).toBeNull();
    // The findings stay: the customer still sees and may correct them until revoking.
    expect(after.detection).toEqual(lapsed.detection);
    expect((await syncOf(kept.id)).snapshot).toEqual(kept.snapshot);
  });
});
