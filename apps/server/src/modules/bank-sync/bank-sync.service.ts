import { randomUUID } from 'node:crypto';
import {
  BANK_SYNC_CONSENT_DAYS,
  BANK_SYNC_HISTORY_DAYS,
  type BankSnapshot,
  type BankSync,
  type BankSyncFailedReport,
  type BankSyncFailure,
  type BankSyncLookup,
  type BankSyncPurpose,
  type BankSyncStart,
  type BankSyncStarted,
  bankSnapshotSchema,
  detectIncome as detectIncomeInSnapshot,
  type IncomeDetection,
  type Psd2ProviderType,
} from '@hitelkapu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countProviderError } from '../../lib/metrics.ts';
import { enforceLimit, type RateLimiter, type RateLimitRule } from '../../lib/rate-limit.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import {
  OpenBankingError,
  type OpenBankingProvider,
  type OpenBankingProviders,
} from '../../providers/open-banking/provider.ts';
import {
  type BankSyncChanges,
  type BankSyncRow,
  claimBankSyncRead,
  deleteLapsedSnapshots,
  effectiveFigures,
  findCustomerBankSync,
  findInProgressBankSync,
  findLatestBankSync,
  insertBankSync,
  toBankSync,
  updateBankSync,
} from './bank-sync.repository.ts';

/** Each start opens a consent at the provider; retries and double clicks answer the open one. */
export const bankSyncStartPerCustomer: RateLimitRule = {
  name: 'bank-sync-start:customer',
  limit: 10,
  windowSeconds: 3600,
};

/** A sync left in progress this long is abandoned: its hosted page has lapsed at every provider. */
const ABANDONED_AFTER_MS = 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
/** How long one read of the linked accounts holds the sync: a reader that died frees it after this. */
const BANK_READ_LEASE_MS = 2 * 60_000;

export type { OpenBankingProviders } from '../../providers/open-banking/provider.ts';

export interface BankSyncDeps {
  db: Db;
  limiter: RateLimiter;
  config: { publicUrl: string };
  log: FastifyBaseLogger;
  /** The clock; tests pass their own. */
  now?: () => Date;
  /** Income detection over a snapshot; the domain's rules unless a test passes its own. */
  detectIncome?: (snapshot: BankSnapshot) => IncomeDetection;
}

/**
 * Which syncs a call reaches: a leasing call never touches a sync of the general flow, and the
 * general flow's calls reach its two purposes (the preliminary assessment, the application).
 */
export interface BankSyncScope {
  purposes?: readonly BankSyncPurpose[];
  provider?: Psd2ProviderType;
}

/** The income an assessment may use from the bank: the corrections when given, else the findings. */
export interface EffectiveBankIncome {
  salary: number;
  loanInstalments: number;
}

const notFound = () => new AppError('NOT_FOUND', 'errors.bankSync.notFound');
const notConfigured = () => new AppError('UNAVAILABLE', 'errors.bankSync.notConfigured', undefined, 300);
const unavailable = (retryAfter = 60) =>
  new AppError('UNAVAILABLE', 'errors.bankSync.providerUnavailable', undefined, retryAfter);

/** The page each purpose's sync is started from. */
const returnPages: Record<BankSyncPurpose, string> = {
  PRELIMINARY: '/preliminary-assessment',
  LEASING_PRESCORE: '/leasing/prescore',
  APPLICATION: '/application',
};

/** Where the provider sends the browser back: the page the sync was started from. */
export function bankSyncReturnUrl(publicUrl: string, purpose: BankSyncPurpose, id: string): string {
  return `${publicUrl}${returnPages[purpose]}?bankSync=${encodeURIComponent(id)}`;
}

/** The purposes whose linked account completes the application flow's PSD2 field. */
const LINKING_PURPOSES: readonly BankSyncPurpose[] = ['APPLICATION', 'PRELIMINARY'];

/** The failure an error code from a provider's page stands for. */
export function failureOfCallbackError(error: string): BankSyncFailure {
  if (/reject|denied|cancel|abort/i.test(error)) return 'REJECTED';
  if (/expir/i.test(error)) return 'EXPIRED';
  if (/rate|limit|quota/i.test(error)) return 'RATE_LIMITED';
  if (/unavailable|outage|timeout|server|maintenance/i.test(error)) return 'OUTAGE';
  return 'PROVIDER_ERROR';
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function createBankSyncService(deps: BankSyncDeps, providers: OpenBankingProviders = {}) {
  const { db, limiter, config, log } = deps;
  const now = deps.now ?? (() => new Date());
  const detect = deps.detectIncome ?? detectIncomeInSnapshot;

  async function owned(customerId: string, id: string, scope: BankSyncScope = {}): Promise<BankSyncRow> {
    const row = await findCustomerBankSync(db, customerId, id);
    if (!row) throw notFound();
    if (scope.purposes && !scope.purposes.includes(row.purpose)) throw notFound();
    if (scope.provider && row.provider !== scope.provider) throw notFound();
    return row;
  }

  function providerFor(type: Psd2ProviderType): OpenBankingProvider {
    const provider = providers[type];
    if (!provider) throw notConfigured();
    return provider;
  }

  /**
   * A provider call that failed for a reason the portal cannot settle: the customer is told
   * to come back later, nothing is written. The message is the provider's, never personal data.
   */
  function refusal(err: unknown, provider: Psd2ProviderType, what: string): AppError {
    countProviderError(`psd2-${provider.toLowerCase()}`, what);
    if (err instanceof OpenBankingError && err.kind === 'RATE_LIMITED')
      return new AppError(
        'RATE_LIMITED',
        'errors.bankSync.bankRateLimited',
        undefined,
        err.retryAfterSeconds ?? 3600,
      );
    const kind = err instanceof OpenBankingError ? err.kind : 'UNEXPECTED';
    log.warn({ provider, kind, what }, 'open banking provider call failed');
    return unavailable(err instanceof OpenBankingError ? (err.retryAfterSeconds ?? 60) : 60);
  }

  /** Writes a change to the sync as read; when someone changed it first, answers theirs. */
  async function change(row: BankSyncRow, changes: BankSyncChanges): Promise<BankSyncRow> {
    const updated = await updateBankSync(db, row, changes, now());
    if (updated) return updated;
    const current = await findCustomerBankSync(db, row.customerId, row.id);
    if (!current) throw notFound();
    return current;
  }

  const fail = (row: BankSyncRow, failure: BankSyncFailure, providerStatus: string | null) =>
    change(row, { status: 'FAILED', failure, providerStatus: providerStatus ?? row.providerStatus });

  /** Ends a consent at the provider; one the provider no longer holds is as good as ended. */
  async function endConsent(provider: OpenBankingProvider, row: BankSyncRow): Promise<void> {
    try {
      await provider.revokeConsent(row.providerReference);
    } catch (err) {
      if (
        err instanceof OpenBankingError &&
        (err.kind === 'NOT_FOUND' || err.kind === 'CONSENT_EXPIRED' || err.kind === 'CONSENT_REJECTED')
      )
        return;
      throw refusal(err, row.provider, 'revokeConsent');
    }
  }

  /** Best effort, for a consent nobody will use (a lost race, a sync replaced by another provider's). */
  async function dropConsent(provider: OpenBankingProvider | undefined, reference: string): Promise<void> {
    if (!provider) return;
    try {
      await provider.revokeConsent(reference);
    } catch (err) {
      log.warn(
        { provider: provider.name, kind: err instanceof OpenBankingError ? err.kind : 'UNEXPECTED' },
        'unused consent not revoked',
      );
    }
  }

  function started(row: BankSyncRow): BankSyncStarted {
    return { id: row.id, redirectUrl: row.redirectUrl, sync: toBankSync(row) };
  }

  /** Reads the linked accounts once, analyses them and records the outcome. */
  async function link(
    provider: OpenBankingProvider,
    read: BankSyncRow,
    state: { providerStatus: string; expiresAt: Date | null },
  ): Promise<BankSyncRow> {
    const at = now();
    // Banks allow a few reads a day: of two continues at once, only the one that claims the read
    // reads the bank; the other answers the sync as it stands, in progress or settled.
    const row = await claimBankSyncRead(db, read.id, state.providerStatus, at, BANK_READ_LEASE_MS);
    if (!row) {
      const current = await findCustomerBankSync(db, read.customerId, read.id);
      if (!current) throw notFound();
      return current;
    }
    const from = isoDay(new Date(at.getTime() - BANK_SYNC_HISTORY_DAYS * DAY_MS));
    let snapshot: BankSnapshot;
    try {
      const fetched = bankSnapshotSchema.safeParse(await provider.fetchSnapshot(row.providerReference, from));
      if (!fetched.success) {
        log.warn({ provider: row.provider }, 'open banking snapshot did not match its contract');
        return fail(row, 'PROVIDER_ERROR', state.providerStatus);
      }
      snapshot = fetched.data;
    } catch (err) {
      if (err instanceof OpenBankingError) {
        if (err.kind === 'CONSENT_EXPIRED') return fail(row, 'EXPIRED', state.providerStatus);
        if (err.kind === 'CONSENT_REJECTED') return fail(row, 'REJECTED', state.providerStatus);
        if (err.kind === 'NOT_FOUND') return fail(row, 'PROVIDER_ERROR', state.providerStatus);
      }
      // The read is given up, so the customer's next continue may try again at once.
      await change(row, {});
      throw refusal(err, row.provider, 'fetchSnapshot');
    }
    const detection = detect(snapshot);
    return change(row, {
      status: 'SUCCEEDED',
      failure: null,
      providerStatus: state.providerStatus,
      snapshot,
      detection,
      consentExpiresAt:
        state.expiresAt ?? row.consentExpiresAt ?? new Date(at.getTime() + BANK_SYNC_CONSENT_DAYS * DAY_MS),
      // The bank data is kept as long as the consent could have read it, then deleted.
      snapshotDeleteAfter: new Date(at.getTime() + BANK_SYNC_CONSENT_DAYS * DAY_MS),
    });
  }

  /** The newest sync of a purpose the customer has decided on (used, overridden or revoked). */
  const latestDecided = (customerId: string, purpose: BankSyncPurpose) =>
    findLatestBankSync(db, customerId, purpose, { statuses: ['SUCCEEDED', 'OVERRIDDEN', 'REVOKED'] });

  async function correct(
    customerId: string,
    purpose: BankSyncPurpose,
    changes: Pick<BankSyncChanges, 'manualSalary' | 'manualLoanAmount'>,
  ): Promise<BankSync> {
    const row = await latestDecided(customerId, purpose);
    if (row?.status !== 'SUCCEEDED') throw new AppError('CONFLICT', 'errors.bankSync.noSucceededSync');
    return toBankSync(await change(row, changes));
  }

  return {
    /**
     * Opens a consent at the provider and answers its hosted page. While a sync of the purpose
     * is in progress through the same provider, that one is answered again; one through the
     * other provider is cancelled first. The consent is opened before the row is written, so
     * a provider that fails leaves nothing behind.
     */
    async start(
      customerId: string,
      type: Psd2ProviderType,
      purpose: BankSyncPurpose,
      input: BankSyncStart,
    ): Promise<BankSyncStarted> {
      await enforceLimit(limiter, bankSyncStartPerCustomer, customerId);
      const at = now();
      const open = await findInProgressBankSync(db, customerId, purpose);
      if (open && open.provider === type && at.getTime() - open.createdAt.getTime() < ABANDONED_AFTER_MS)
        return started(open);
      const provider = providerFor(type);

      const id = randomUUID();
      let consent: Awaited<ReturnType<OpenBankingProvider['startConsent']>>;
      try {
        consent = await provider.startConsent({
          reference: id,
          institutionId: input.institutionId ?? null,
          returnUrl: bankSyncReturnUrl(config.publicUrl, purpose, id),
          maxHistoricalDays: BANK_SYNC_HISTORY_DAYS,
          accessValidForDays: BANK_SYNC_CONSENT_DAYS,
          language: 'HU',
        });
      } catch (err) {
        throw refusal(err, type, 'startConsent');
      }

      try {
        return await db
          .transaction(async (tx) => {
            const stillOpen = await findInProgressBankSync(tx, customerId, purpose);
            if (stillOpen) {
              // A start that raced this one won: its sync is the answer (see the catch below).
              if (
                stillOpen.provider === type &&
                at.getTime() - stillOpen.createdAt.getTime() < ABANDONED_AFTER_MS
              )
                throw new AppError('CONFLICT');
              // Abandoned, or through the other provider: it ends here and the new one takes its place.
              const ended = await updateBankSync(
                tx,
                stillOpen,
                stillOpen.provider === type
                  ? { status: 'FAILED', failure: 'EXPIRED' }
                  : { status: 'CANCELLED' },
                at,
              );
              if (!ended) throw new AppError('CONFLICT');
            }
            const row = await insertBankSync(tx, {
              id,
              customerId,
              provider: type,
              purpose,
              flowId: input.flowId ?? null,
              providerReference: consent.providerReference,
              redirectUrl: consent.redirectUrl,
              institutionId: input.institutionId ?? null,
              consentExpiresAt: consent.expiresAt,
              createdAt: at,
              updatedAt: at,
            });
            return { row, replaced: stillOpen };
          })
          .then(async ({ row, replaced }) => {
            if (replaced && replaced.provider !== type)
              await dropConsent(providers[replaced.provider], replaced.providerReference);
            return started(row);
          });
      } catch (error) {
        // Two starts raced: the one in progress is the answer, the consent opened here is dropped.
        if (!isUniqueViolation(error) && !(error instanceof AppError && error.code === 'CONFLICT'))
          throw error;
        await dropConsent(provider, consent.providerReference);
        const winner = await findInProgressBankSync(db, customerId, purpose);
        if (!winner) throw error;
        return started(winner);
      }
    },

    /**
     * Asks the provider where the consent stands (never trusting the redirect alone). Linked:
     * the accounts are read once, analysed and kept; a finished sync is answered as it is, so
     * a repeated continue never reads the bank again.
     */
    async continue(customerId: string, id: string, scope: BankSyncScope = {}): Promise<BankSync> {
      const row = await owned(customerId, id, scope);
      if (row.status !== 'IN_PROGRESS') return toBankSync(row);
      const provider = providerFor(row.provider);
      let state: Awaited<ReturnType<OpenBankingProvider['consentStatus']>>;
      try {
        state = await provider.consentStatus(row.providerReference);
      } catch (err) {
        if (err instanceof OpenBankingError) {
          if (err.kind === 'CONSENT_EXPIRED') return toBankSync(await fail(row, 'EXPIRED', null));
          if (err.kind === 'CONSENT_REJECTED') return toBankSync(await fail(row, 'REJECTED', null));
          if (err.kind === 'NOT_FOUND') return toBankSync(await fail(row, 'PROVIDER_ERROR', null));
        }
        throw refusal(err, row.provider, 'consentStatus');
      }
      switch (state.status) {
        case 'PENDING':
          return toBankSync(
            row.providerStatus === state.providerStatus
              ? row
              : await change(row, { providerStatus: state.providerStatus }),
          );
        case 'LINKED':
          return toBankSync(await link(provider, row, state));
        case 'EXPIRED':
          return toBankSync(await fail(row, 'EXPIRED', state.providerStatus));
        case 'REJECTED':
        case 'REVOKED':
          return toBankSync(await fail(row, 'REJECTED', state.providerStatus));
        case 'SUSPENDED':
          return toBankSync(await fail(row, 'PROVIDER_ERROR', state.providerStatus));
      }
    },

    /** The provider's page came back with an error: the sync in progress fails with its reason. */
    async failed(
      customerId: string,
      id: string,
      report: BankSyncFailedReport,
      scope: BankSyncScope = {},
    ): Promise<BankSync> {
      const row = await owned(customerId, id, scope);
      if (row.status !== 'IN_PROGRESS') return toBankSync(row);
      return toBankSync(await fail(row, failureOfCallbackError(report.error), report.error.slice(0, 100)));
    },

    /** Stops the unfinished sync of a purpose through a provider and ends its consent there. */
    async cancelInProgress(
      customerId: string,
      type: Psd2ProviderType,
      purpose: BankSyncPurpose,
    ): Promise<BankSyncLookup> {
      const row = await findInProgressBankSync(db, customerId, purpose);
      if (!row || row.provider !== type) return { sync: null };
      await endConsent(providerFor(type), row);
      return { sync: toBankSync(await change(row, { status: 'CANCELLED' })) };
    },

    /**
     * The customer says the findings are wrong: the purpose's latest sync is set aside and the
     * assessment uses the manual answers. A sync in progress or failed is set aside too.
     */
    async override(customerId: string, purpose: BankSyncPurpose, type?: Psd2ProviderType): Promise<BankSync> {
      const row = await findLatestBankSync(db, customerId, purpose, { provider: type });
      if (!row || row.status === 'CANCELLED' || row.status === 'REVOKED')
        throw new AppError('CONFLICT', 'errors.bankSync.nothingToOverride');
      if (row.status === 'OVERRIDDEN') return toBankSync(row);
      return toBankSync(await change(row, { status: 'OVERRIDDEN', mistakeFoundAt: now() }));
    },

    /** The customer's own monthly net salary beside the detected one (which is kept). */
    setManualSalary: (customerId: string, purpose: BankSyncPurpose, amount: number) =>
      correct(customerId, purpose, { manualSalary: amount }),

    /** The customer's own total of monthly loan instalments beside the detected one. */
    setManualLoanAmount: (customerId: string, purpose: BankSyncPurpose, amount: number) =>
      correct(customerId, purpose, { manualLoanAmount: amount }),

    /**
     * The latest sync of a purpose (of one provider, one flow). With `force` a new consent is
     * wanted: only a sync in progress, or a successful one whose consent still holds, is answered.
     */
    async mySync(
      customerId: string,
      purpose: BankSyncPurpose,
      options: { provider?: Psd2ProviderType; flowId?: string | undefined; force?: boolean } = {},
    ): Promise<BankSyncLookup> {
      const row = await findLatestBankSync(db, customerId, purpose, {
        provider: options.provider,
        flowId: options.flowId,
      });
      if (!row) return { sync: null };
      if (options.force) {
        const usable =
          row.status === 'IN_PROGRESS' ||
          (row.status === 'SUCCEEDED' &&
            (row.consentExpiresAt === null || row.consentExpiresAt.getTime() > now().getTime()));
        if (!usable) return { sync: null };
      }
      return { sync: toBankSync(row) };
    },

    /**
     * The customer ends the connection (from the profile): the consent is revoked at the
     * provider, the bank data and the findings drawn from it are deleted. Nothing changes when
     * the provider cannot be reached.
     */
    async revoke(customerId: string, id: string): Promise<BankSync> {
      const row = await owned(customerId, id);
      if (row.status === 'REVOKED') return toBankSync(row);
      if (row.status !== 'FAILED' && row.status !== 'CANCELLED')
        await endConsent(providerFor(row.provider), row);
      return toBankSync(
        await change(row, { status: 'REVOKED', snapshot: null, detection: null, snapshotDeleteAfter: null }),
      );
    },

    /**
     * What the assessment uses from the bank for a purpose: null unless the customer's latest
     * decided sync succeeded (an overridden or revoked one means the manual answers count).
     */
    async effectiveBankIncome(
      customerId: string,
      purpose: BankSyncPurpose,
    ): Promise<EffectiveBankIncome | null> {
      const row = await latestDecided(customerId, purpose);
      if (row?.status !== 'SUCCEEDED') return null;
      const figures = effectiveFigures(row);
      if (figures.salary === null || figures.loanInstalments === null) return null;
      return { salary: figures.salary, loanInstalments: figures.loanInstalments };
    },

    /**
     * Whether the customer's bank account is linked for the application flow's PSD2 field: the
     * latest decided sync of the application, or of the preliminary assessment (the same
     * customer's account serves both), succeeded.
     */
    async hasLinkedBankAccount(customerId: string): Promise<boolean> {
      for (const purpose of LINKING_PURPOSES)
        if ((await latestDecided(customerId, purpose))?.status === 'SUCCEEDED') return true;
      return false;
    },

    /** Deletes the bank data whose keeping time has passed (for a scheduled job). */
    deleteLapsedSnapshots: () => deleteLapsedSnapshots(db, now()),
  };
}

export type BankSyncService = ReturnType<typeof createBankSyncService>;
