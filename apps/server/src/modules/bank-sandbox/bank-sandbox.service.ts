import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BankAccount, BankTransaction } from '@hitelkapu/domain';
import type { RateLimiter, RateLimitResult, RateLimitRule } from '../../lib/rate-limit.ts';
import huBanks from './hu-banks.json' with { type: 'json' };
import { findSandboxPersona, type SandboxPersonaId, sandboxPersonaData } from './personas.ts';

/**
 * The sandbox hosted-consent aggregator: the vendor behind the first PSD2 provider
 * (providers/open-banking/hosted-consent.ts documents its API). It keeps its consents and
 * tokens in memory, as a vendor's own system would keep them away from the portal: after a
 * restart the portal's open consents are unknown here (404), the portal shows the customer a
 * new start, and snapshots the portal already took stay in the portal's database.
 */

export type SandboxConsentStatus =
  | 'received'
  | 'rejected'
  | 'valid'
  | 'revokedByPsu'
  | 'expired'
  | 'terminatedByTpp';

export interface SandboxInstitution {
  id: string;
  name: string;
  bic: string;
  maxHistoricalDays: number;
  maxAccessValidForDays: number;
}

/**
 * Every sandbox bank lets an aggregator read up to two years back (a consent asks for less)
 * and keeps a consent at most 180 days, the EEA limit.
 */
export const SANDBOX_MAX_HISTORICAL_DAYS = 730;
export const SANDBOX_MAX_VALID_FOR_DAYS = 180;
export const SANDBOX_TOKEN_TTL_SECONDS = 3600;
/** Reads per account, scope and calendar day, as PSD2 banks allow without the customer present. */
export const SANDBOX_DAILY_READS = 4;
const MAX_CONSENTS = 10_000;
const MAX_TOKENS = 1_000;

export const sandboxInstitutions: readonly SandboxInstitution[] = huBanks.banks.map((bank) => ({
  id: bank.bic,
  name: bank.name,
  bic: bank.bic,
  maxHistoricalDays: SANDBOX_MAX_HISTORICAL_DAYS,
  maxAccessValidForDays: SANDBOX_MAX_VALID_FOR_DAYS,
}));

export const findSandboxInstitution = (id: string) => sandboxInstitutions.find((bank) => bank.id === id);

export interface SandboxConsent {
  consentId: string;
  reference: string;
  institutionId: string | null;
  redirectUri: string;
  maxHistoricalDays: number;
  validForDays: number;
  language: string;
  status: SandboxConsentStatus;
  createdAt: Date;
  validUntil: Date;
  /** The hosted page's anti-forgery token: each form of this consent carries it. */
  formToken: string;
  /** Chosen on the hosted page (or given by the portal). */
  bank: string | null;
  personaId: SandboxPersonaId | null;
  /** The aggregator's account ids the customer shared, with the bank's own account ids. */
  accounts: { resourceId: string; bankAccountId: string }[];
}

/** A refusal of the API, answered as `{error: code, message}`. */
export class SandboxApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryAfterSeconds: number | null;
  constructor(status: number, code: string, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'SandboxApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const sandboxReadsRule: RateLimitRule = {
  name: 'bank-sandbox:reads',
  limit: SANDBOX_DAILY_READS,
  windowSeconds: 24 * 3600,
};

const budapestDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const budapestToday = (now: Date) => budapestDate.format(now);

const DAY_MS = 24 * 3600 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(sha256(given), sha256(expected));
const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Fixed windows kept in this process: the sandbox's own counters when no shared limiter is given. */
export function createMemoryRateLimiter(): RateLimiter {
  const buckets = new Map<string, { window: number; count: number }>();
  const look = (rule: RateLimitRule, subject: string, now: Date, add: number): RateLimitResult => {
    const key = `${rule.name}:${subject}`;
    const window = Math.floor(now.getTime() / 1000 / rule.windowSeconds);
    const bucket = buckets.get(key);
    const count = (bucket && bucket.window === window ? bucket.count : 0) + add;
    if (add > 0) {
      if (buckets.size >= 50_000 && !bucket) buckets.delete(buckets.keys().next().value as string);
      buckets.set(key, { window, count });
    }
    const endsAt = (window + 1) * rule.windowSeconds * 1000;
    return {
      allowed: count <= rule.limit,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
    };
  };
  return {
    async hit(rule, subject, now = new Date()) {
      return look(rule, subject, now, 1);
    },
    async peek(rule, subject, now = new Date()) {
      return look(rule, subject, now, 0);
    },
    async reset(rule, subject) {
      buckets.delete(`${rule.name}:${subject}`);
    },
  };
}

export interface ConsentInput {
  reference: string;
  institutionId?: string | undefined;
  redirectUri: string;
  maxHistoricalDays: number;
  validForDays: number;
  language: string;
}

/** Berlin Group-ish JSON of one transaction; amounts signed from the account holder's side. */
export interface SandboxApiTransaction {
  transactionId: string;
  bookingDate: string;
  valueDate: string;
  transactionAmount: { amount: string; currency: string };
  creditorName?: string;
  creditorAccount?: { iban: string } | { bban: string };
  debtorName?: string;
  debtorAccount?: { iban: string } | { bban: string };
  remittanceInformationUnstructured?: string;
  bankTransactionCode?: string;
}

const accountReference = (accountNumber: string) =>
  accountNumber.startsWith('HU') ? { iban: accountNumber } : { bban: accountNumber };

function apiTransaction(transaction: BankTransaction): SandboxApiTransaction {
  const debit = transaction.amount < 0;
  const counterparty: Partial<SandboxApiTransaction> = {};
  if (transaction.counterpartyName) {
    if (debit) counterparty.creditorName = transaction.counterpartyName;
    else counterparty.debtorName = transaction.counterpartyName;
  }
  if (transaction.counterpartyAccount) {
    if (debit) counterparty.creditorAccount = accountReference(transaction.counterpartyAccount);
    else counterparty.debtorAccount = accountReference(transaction.counterpartyAccount);
  }
  return {
    transactionId: transaction.id,
    bookingDate: transaction.bookingDate,
    valueDate: transaction.bookingDate,
    transactionAmount: { amount: transaction.amount.toFixed(2), currency: transaction.currency },
    ...counterparty,
    ...(transaction.remittance ? { remittanceInformationUnstructured: transaction.remittance } : {}),
    ...(transaction.bankTransactionCode ? { bankTransactionCode: transaction.bankTransactionCode } : {}),
  };
}

export type SandboxPageAction =
  | { action: 'bank'; bank: string | undefined }
  | { action: 'login'; persona: string | undefined }
  | { action: 'back' }
  | { action: 'consent'; accounts: string[] }
  | { action: 'cancel' }
  | { action: 'fail' };

export type SandboxPageOutcome =
  | { kind: 'STAY' }
  | { kind: 'REDIRECT'; location: string }
  | { kind: 'FORM_ERROR'; message: string };

/** Where the hosted page sends the browser back, with the outcome in the query. */
export function returnLocation(consent: SandboxConsent, outcome: Record<string, string>): string {
  const url = new URL(consent.redirectUri);
  url.searchParams.set('consentId', consent.consentId);
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
  return url.toString();
}

export const finalOutcome = (consent: SandboxConsent): Record<string, string> =>
  consent.status === 'rejected' ? { status: 'rejected', error: 'access_denied' } : { status: consent.status };

export interface BankSandbox {
  issueToken(
    clientId: string | undefined,
    clientSecret: string | undefined,
  ): {
    access_token: string;
    token_type: 'Bearer';
    expires_in: number;
  };
  /** Throws 401 unless the bearer token is one this sandbox issued and still valid. */
  authenticate(authorization: string | undefined): void;
  createConsent(input: ConsentInput): { consent: SandboxConsent; created: boolean };
  /** The consent as it stands now (a valid one past its validUntil is expired); 404 if unknown. */
  consent(consentId: string): SandboxConsent;
  /** The consent for the hosted page, or null when unknown. */
  findConsent(consentId: string): SandboxConsent | null;
  revoke(consentId: string): void;
  account(consentId: string | undefined, resourceId: string): Promise<Record<string, unknown>>;
  transactions(
    consentId: string | undefined,
    resourceId: string,
    dateFrom: string | undefined,
  ): Promise<{
    account: Record<string, unknown>;
    transactions: { booked: SandboxApiTransaction[]; pending: SandboxApiTransaction[] };
  }>;
  /** Accounts of the persona chosen on the hosted page, for the consent step. */
  personaAccounts(consent: SandboxConsent): BankAccount[];
  /** One form of the hosted page; refuses a missing or wrong form token with null. */
  act(consentId: string, formToken: string | undefined, action: SandboxPageAction): SandboxPageOutcome | null;
}

export function createBankSandbox(options: {
  clientId: string;
  clientSecret: string;
  now?: () => Date;
  limiter?: RateLimiter;
}): BankSandbox {
  const now = options.now ?? (() => new Date());
  const limiter = options.limiter ?? createMemoryRateLimiter();
  const consents = new Map<string, SandboxConsent>();
  const byReference = new Map<string, string>();
  const tokens = new Map<string, number>();

  const unauthorized = () => new SandboxApiError(401, 'unauthorized', 'A valid access token is required.');

  function refresh(consent: SandboxConsent): SandboxConsent {
    if (consent.status === 'valid' && now().getTime() >= consent.validUntil.getTime())
      consent.status = 'expired';
    return consent;
  }

  function findConsent(consentId: string): SandboxConsent | null {
    const consent = consents.get(consentId);
    return consent ? refresh(consent) : null;
  }

  function consent(consentId: string): SandboxConsent {
    const found = findConsent(consentId);
    if (!found) throw new SandboxApiError(404, 'CONSENT_UNKNOWN', 'No consent with this id.');
    return found;
  }

  /** The consent and account of a read, after the checks a bank makes before any data. */
  async function readable(consentId: string | undefined, resourceId: string, scope: string) {
    if (!consentId)
      throw new SandboxApiError(400, 'CONSENT_ID_MISSING', 'The Consent-ID header is required.');
    const found = consent(consentId);
    if (found.status === 'expired') throw new SandboxApiError(403, 'CONSENT_EXPIRED', 'The consent expired.');
    if (found.status === 'rejected')
      throw new SandboxApiError(403, 'CONSENT_REJECTED', 'The customer refused the consent.');
    if (found.status === 'revokedByPsu' || found.status === 'terminatedByTpp')
      throw new SandboxApiError(403, 'CONSENT_REVOKED', 'The consent was revoked.');
    if (found.status !== 'valid')
      throw new SandboxApiError(409, 'CONSENT_NOT_VALID', 'The customer has not authorised the consent yet.');
    const shared = found.accounts.find((account) => account.resourceId === resourceId);
    if (!shared || !found.personaId)
      throw new SandboxApiError(403, 'ACCOUNT_NOT_CONSENTED', 'The consent does not cover this account.');
    const at = now();
    const counted = await limiter.hit(sandboxReadsRule, `${resourceId}:${scope}`, at);
    if (!counted.allowed)
      throw new SandboxApiError(
        429,
        'ACCESS_EXCEEDED',
        'The bank allows 4 reads of this account a day.',
        counted.retryAfterSeconds,
      );
    const today = budapestToday(at);
    const data = sandboxPersonaData(found.personaId, today);
    const account = data.accounts.find((candidate) => candidate.id === shared.bankAccountId);
    if (!account) throw new Error('a shared sandbox account is missing from its persona');
    return { found, account, data, today };
  }

  const personaAccounts = (found: SandboxConsent): BankAccount[] =>
    found.personaId ? sandboxPersonaData(found.personaId, budapestToday(now())).accounts : [];

  const apiAccount = (resourceId: string, account: BankAccount) => ({
    resourceId,
    ...(account.accountNumber ? accountReference(account.accountNumber) : {}),
    bic: account.bic,
    currency: account.currency,
    name: account.name,
    product: account.name,
    ownerName: account.ownerName,
  });

  return {
    issueToken(clientId, clientSecret) {
      if (
        !clientId ||
        !clientSecret ||
        !sameSecret(clientId, options.clientId) ||
        !sameSecret(clientSecret, options.clientSecret)
      )
        throw new SandboxApiError(401, 'invalid_client', 'Unknown client or wrong secret.');
      const at = now().getTime();
      for (const [value, expiresAt] of tokens) if (expiresAt <= at) tokens.delete(value);
      if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
      const value = randomId(32);
      tokens.set(value, at + SANDBOX_TOKEN_TTL_SECONDS * 1000);
      return { access_token: value, token_type: 'Bearer', expires_in: SANDBOX_TOKEN_TTL_SECONDS };
    },

    authenticate(authorization) {
      const match = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(authorization ?? '');
      const expiresAt = match?.[1] ? tokens.get(match[1]) : undefined;
      if (expiresAt === undefined || expiresAt <= now().getTime()) throw unauthorized();
    },

    createConsent(input) {
      const known = byReference.get(input.reference);
      const existing = known ? findConsent(known) : null;
      if (existing) return { consent: existing, created: false };
      if (input.institutionId !== undefined && !findSandboxInstitution(input.institutionId))
        throw new SandboxApiError(400, 'INSTITUTION_UNKNOWN', 'No such institution.');
      const createdAt = now();
      const validForDays = Math.min(input.validForDays, SANDBOX_MAX_VALID_FOR_DAYS);
      if (consents.size >= MAX_CONSENTS) {
        const oldest = consents.values().next().value as SandboxConsent;
        consents.delete(oldest.consentId);
        byReference.delete(oldest.reference);
      }
      const created: SandboxConsent = {
        consentId: randomId(18),
        reference: input.reference,
        institutionId: input.institutionId ?? null,
        redirectUri: input.redirectUri,
        maxHistoricalDays: Math.min(input.maxHistoricalDays, SANDBOX_MAX_HISTORICAL_DAYS),
        validForDays,
        language: input.language,
        status: 'received',
        createdAt,
        validUntil: new Date(createdAt.getTime() + validForDays * DAY_MS),
        formToken: randomId(32),
        bank: input.institutionId ?? null,
        personaId: null,
        accounts: [],
      };
      consents.set(created.consentId, created);
      byReference.set(created.reference, created.consentId);
      return { consent: created, created: true };
    },

    consent,
    findConsent,

    revoke(consentId) {
      const found = consent(consentId);
      if (found.status === 'received' || found.status === 'valid') found.status = 'terminatedByTpp';
    },

    async account(consentId, resourceId) {
      const { account } = await readable(consentId, resourceId, 'details');
      return apiAccount(resourceId, account);
    },

    async transactions(consentId, resourceId, dateFrom) {
      if (dateFrom !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(dateFrom))
        throw new SandboxApiError(400, 'FORMAT_ERROR', 'dateFrom must be YYYY-MM-DD.');
      const { found, account, data, today } = await readable(consentId, resourceId, 'transactions');
      // The bank serves no further back than the consent allows.
      const earliest = budapestToday(new Date(now().getTime() - found.maxHistoricalDays * DAY_MS));
      const from = dateFrom && dateFrom > earliest ? dateFrom : earliest;
      const own = data.transactions.filter(
        (transaction) =>
          transaction.accountId === account.id &&
          transaction.bookingDate >= from &&
          transaction.bookingDate <= today,
      );
      return {
        account: { ...(account.accountNumber ? accountReference(account.accountNumber) : {}) },
        transactions: {
          booked: own.filter((t) => t.status === 'BOOKED').map(apiTransaction),
          pending: own.filter((t) => t.status === 'PENDING').map(apiTransaction),
        },
      };
    },

    personaAccounts,

    act(consentId, formToken, action) {
      const found = findConsent(consentId);
      if (!found || !formToken || !sameSecret(formToken, found.formToken)) return null;
      // A decided consent takes no further answer: the browser goes where the first went.
      if (found.status !== 'received')
        return { kind: 'REDIRECT', location: returnLocation(found, finalOutcome(found)) };
      switch (action.action) {
        case 'bank':
          if (!action.bank || !findSandboxInstitution(action.bank))
            return { kind: 'FORM_ERROR', message: 'Válassza ki a bankját a listából.' };
          found.bank = action.bank;
          return { kind: 'STAY' };
        case 'login':
          if (!found.bank) return { kind: 'STAY' };
          if (!action.persona || !findSandboxPersona(action.persona))
            return { kind: 'FORM_ERROR', message: 'Válassza ki, melyik próbaügyfélként lép be.' };
          found.personaId = action.persona as SandboxPersonaId;
          return { kind: 'STAY' };
        case 'back':
          if (found.personaId) found.personaId = null;
          else if (!found.institutionId) found.bank = null;
          return { kind: 'STAY' };
        case 'consent': {
          if (!found.bank || !found.personaId) return { kind: 'STAY' };
          const available = new Set(personaAccounts(found).map((account) => account.id));
          const chosen = [...new Set(action.accounts)].filter((id) => available.has(id));
          if (chosen.length === 0 || chosen.length !== new Set(action.accounts).size)
            return { kind: 'FORM_ERROR', message: 'Jelöljön be legalább egy számlát.' };
          const at = now();
          found.status = 'valid';
          found.validUntil = new Date(at.getTime() + found.validForDays * DAY_MS);
          found.accounts = chosen.map((bankAccountId) => ({
            resourceId: createHash('sha256')
              .update(`${found.consentId}:${bankAccountId}`)
              .digest('base64url')
              .slice(0, 22),
            bankAccountId,
          }));
          return { kind: 'REDIRECT', location: returnLocation(found, { status: 'valid' }) };
        }
        case 'cancel':
          found.status = 'rejected';
          return { kind: 'REDIRECT', location: returnLocation(found, finalOutcome(found)) };
        case 'fail':
          // The bank did not answer: the consent stays open, the customer may try again.
          return {
            kind: 'REDIRECT',
            location: returnLocation(found, { status: 'received', error: 'server_error' }),
          };
      }
    },
  };
}
