import { createHash } from 'node:crypto';
import {
  type BankAccount,
  type BankSnapshot,
  type BankTransaction,
  bankSnapshotSchema,
  todayIso,
} from '@hitelkapu/domain';
import {
  type ConsentStarted,
  type ConsentState,
  type ConsentStatus,
  OpenBankingError,
  type OpenBankingInstitution,
  type OpenBankingProvider,
  wholeUnitsOf,
} from './provider.ts';

/**
 * GoCardless Bank Account Data (API v2, https://bankaccountdata.gocardless.com/api/v2/).
 *
 * The flow: an end-user agreement (EUA) fixes how far back and how long the portal may read;
 * a requisition opens the consent and gives the bank's link; the customer returns to the
 * redirect URL with `?ref=<reference>` (and `&error=…` when they cancelled), which proves
 * nothing: the requisition's status is read from the API. Once it is LN, each account's
 * details and transactions are read once (banks allow about 4 successful reads a day per
 * account and scope).
 *
 * Nothing secret or personal is put into an error message or a log line: not the secret,
 * not a token, not an IBAN or a name; errors carry the HTTP status and the API's summary.
 */

export interface GoCardlessProviderOptions {
  /** The API root, e.g. `https://bankaccountdata.gocardless.com/api/v2` (trailing slash optional). */
  baseUrl: string;
  secretId: string;
  secretKey: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Which of the Hungarian institutions the portal offers (all when absent). */
  institutionFilter?: (institution: OpenBankingInstitution) => boolean;
  /** Per-request timeout; 10 s unless told. */
  timeoutMs?: number;
}

/** GoCardless requisition statuses (the long names in the comments) onto the portal's vocabulary. */
export const requisitionStatusMap: Readonly<Record<string, ConsentStatus>> = {
  CR: 'PENDING', // CREATED
  ID: 'PENDING', // IDENTIFICATION (older API)
  GC: 'PENDING', // GIVING_CONSENT
  UA: 'PENDING', // UNDERGOING_AUTHENTICATION
  SA: 'PENDING', // SELECTING_ACCOUNTS
  GA: 'PENDING', // GRANTING_ACCESS
  LN: 'LINKED', // LINKED
  RJ: 'REJECTED', // REJECTED
  ER: 'REJECTED', // ERROR (older API)
  SU: 'SUSPENDED', // SUSPENDED
  EX: 'EXPIRED', // EXPIRED
};

/** Refresh a token this long before GoCardless says it lapses. */
const TOKEN_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;
const INSTITUTIONS_CACHE_MS = 60 * 60 * 1000;
/** The EEA's ceiling on an account-information consent. */
const MAX_ACCESS_DAYS = 180;
const REQUISITION_PAGE = 100;

// --- The API's shapes (only the fields the adapter reads) ---------------------------------

interface TokenPair {
  access: string;
  access_expires: number;
  refresh: string;
  refresh_expires: number;
}
interface TokenRefreshed {
  access: string;
  access_expires: number;
}
interface Institution {
  id: string;
  name: string;
  bic?: string | null;
  /** A string in the real API ("730"), a number in some copies. */
  transaction_total_days?: string | number | null;
  max_access_valid_for_days?: string | number | null;
  countries?: string[];
}
interface Agreement {
  id: string;
  accepted?: string | null;
  access_valid_for_days?: number;
}
interface Requisition {
  id: string;
  status: string;
  link: string;
  reference?: string;
  agreement?: string | null;
  institution_id?: string;
  accounts?: string[];
}
interface RequisitionPage {
  count: number;
  results: Requisition[];
}
interface AccountRef {
  iban?: string;
  bban?: string;
}
interface AccountDetails {
  account?: AccountRef & {
    currency?: string;
    ownerName?: string;
    name?: string;
    product?: string;
    displayName?: string;
    bic?: string;
  };
}
interface Transaction {
  transactionId?: string;
  internalTransactionId?: string;
  entryReference?: string;
  bookingDate?: string;
  bookingDateTime?: string;
  valueDate?: string;
  transactionAmount?: { amount?: string; currency?: string };
  debtorName?: string;
  debtorAccount?: AccountRef;
  creditorName?: string;
  creditorAccount?: AccountRef;
  remittanceInformationUnstructured?: string;
  remittanceInformationUnstructuredArray?: string[];
  remittanceInformationStructured?: string;
  additionalInformation?: string;
  bankTransactionCode?: string;
  proprietaryBankTransactionCode?: string;
}
interface Transactions {
  transactions?: { booked?: Transaction[]; pending?: Transaction[] };
}

/** An error answer: `{summary, detail, status_code, type?}`, or field errors keyed by field name. */
type ErrorBody = Record<string, unknown>;

// --- Helpers --------------------------------------------------------------------------------

const days = (value: string | number | null | undefined, fallback: number): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const clip = (value: string | null | undefined, max: number): string | null => {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
};

const accountNumberOf = (ref: AccountRef | undefined): string | null => clip(ref?.iban ?? ref?.bban, 64);

const isoDateOf = (tx: Transaction): string | null => {
  const candidate = tx.bookingDate ?? tx.bookingDateTime?.slice(0, 10) ?? tx.valueDate ?? null;
  return candidate && /^\d{4}-\d{2}-\d{2}$/.test(candidate) ? candidate : null;
};

/** The error's words for a message: its summary (or the first field's), never the detail. */
function summaryOf(body: ErrorBody | null): string {
  if (!body) return '';
  if (typeof body.summary === 'string') return body.summary;
  for (const value of Object.values(body)) {
    if (value && typeof value === 'object' && typeof (value as ErrorBody).summary === 'string')
      return (value as { summary: string }).summary;
  }
  return '';
}

const textOf = (body: ErrorBody | null): string =>
  body ? [body.summary, body.detail, body.type].filter((v) => typeof v === 'string').join(' ') : '';

/** The API answered that the consent behind an account no longer gives access. */
const ACCESS_GONE =
  /(EUA|End User Agreement).*expired|AccessExpiredError|AccountInactiveError|AccountAccessForbidden|Access has expired|revoked/i;

function secondsHeader(headers: Headers, names: string[], nowMs: number): number | null {
  for (const name of names) {
    const raw = headers.get(name);
    if (raw === null) continue;
    const seconds = Number.parseInt(raw, 10);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds;
    const date = Date.parse(raw);
    if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - nowMs) / 1000));
  }
  return null;
}

interface CallOptions {
  body?: unknown;
  /** The request reads an account's data (details / balances / transactions). */
  accountRead?: boolean;
  /** Token endpoints are called without a bearer token and never retried. */
  anonymous?: boolean;
}

export function createGoCardlessProvider(options: GoCardlessProviderOptions): OpenBankingProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  let tokens: {
    access: string;
    accessExpiresAt: number;
    refresh: string;
    refreshExpiresAt: number;
  } | null = null;
  let tokenInFlight: Promise<string> | null = null;
  let institutionsCache: { at: number; list: Institution[] } | null = null;
  /** Consents opened by this process, by the portal's reference (a retry answers the same). */
  const startedByReference = new Map<string, ConsentStarted>();

  async function send(method: string, path: string, token: string | null, body: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new OpenBankingError(
        'OUTAGE',
        timedOut
          ? `GoCardless did not answer ${method} ${path} in time`
          : `GoCardless unreachable (${method} ${path})`,
      );
    }
  }

  async function errorBody(response: Response): Promise<ErrorBody | null> {
    try {
      const parsed: unknown = await response.json();
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ErrorBody) : null;
    } catch {
      return null;
    }
  }

  function failure(
    response: Response,
    body: ErrorBody | null,
    method: string,
    path: string,
    accountRead: boolean,
  ) {
    const status = response.status;
    const summary = summaryOf(body).slice(0, 200);
    const what = `GoCardless ${method} ${path} answered ${status}${summary ? ` (${summary})` : ''}`;
    if (status === 429) {
      const retryAfter = secondsHeader(
        response.headers,
        accountRead
          ? ['http_x_ratelimit_account_success_reset', 'retry-after', 'http_x_ratelimit_reset']
          : ['retry-after', 'http_x_ratelimit_reset', 'http_x_ratelimit_account_success_reset'],
        now().getTime(),
      );
      return new OpenBankingError('RATE_LIMITED', what, retryAfter);
    }
    if ((status === 401 || status === 403) && ACCESS_GONE.test(textOf(body)))
      return new OpenBankingError('CONSENT_EXPIRED', what);
    // "Account Suspended": the customer has to connect the account again.
    if (status === 409 && /suspend/i.test(textOf(body))) return new OpenBankingError('CONSENT_EXPIRED', what);
    // "AccountProcessing": the bank is still preparing the data.
    if (status === 409) return new OpenBankingError('OUTAGE', what);
    if (status === 404) return new OpenBankingError('NOT_FOUND', what);
    if (status >= 500) return new OpenBankingError('OUTAGE', what);
    return new OpenBankingError('INVALID', what);
  }

  async function json<T>(response: Response, method: string, path: string): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new OpenBankingError(
        'OUTAGE',
        `GoCardless ${method} ${path} answered something that is not JSON`,
      );
    }
  }

  /** A new token pair from the secrets. A refusal here is a misconfiguration (INVALID). */
  async function newPair(): Promise<string> {
    const response = await send('POST', '/token/new/', null, {
      secret_id: options.secretId,
      secret_key: options.secretKey,
    });
    if (!response.ok) {
      const body = await errorBody(response);
      if (response.status === 401 || response.status === 403)
        throw new OpenBankingError('INVALID', `GoCardless refused the secret (${response.status})`);
      throw failure(response, body, 'POST', '/token/new/', false);
    }
    const pair = await json<TokenPair>(response, 'POST', '/token/new/');
    const at = now().getTime();
    tokens = {
      access: pair.access,
      accessExpiresAt: at + days(pair.access_expires, 86_400) * 1000,
      refresh: pair.refresh,
      refreshExpiresAt: at + days(pair.refresh_expires, 2_592_000) * 1000,
    };
    return pair.access;
  }

  /** A new access token from the refresh token; a new pair when the refresh token is refused. */
  async function refreshed(refresh: string): Promise<string> {
    const response = await send('POST', '/token/refresh/', null, { refresh });
    if (response.status === 401 || response.status === 403) {
      await errorBody(response);
      return newPair();
    }
    if (!response.ok) throw failure(response, await errorBody(response), 'POST', '/token/refresh/', false);
    const body = await json<TokenRefreshed>(response, 'POST', '/token/refresh/');
    if (!tokens) return newPair();
    tokens = {
      ...tokens,
      access: body.access,
      accessExpiresAt: now().getTime() + days(body.access_expires, 86_400) * 1000,
    };
    return body.access;
  }

  /** The cached access token, renewed before it lapses; one renewal at a time. */
  function accessToken(): Promise<string> {
    const at = now().getTime();
    if (tokens && at < tokens.accessExpiresAt - TOKEN_MARGIN_MS) return Promise.resolve(tokens.access);
    if (!tokenInFlight) {
      const renew =
        tokens && at < tokens.refreshExpiresAt - TOKEN_MARGIN_MS ? refreshed(tokens.refresh) : newPair();
      tokenInFlight = renew.finally(() => {
        tokenInFlight = null;
      });
    }
    return tokenInFlight;
  }

  async function call<T>(method: string, path: string, opts: CallOptions = {}): Promise<T> {
    let response = await send(method, path, await accessToken(), opts.body);
    if (response.status === 401) {
      const body = await errorBody(response);
      if (ACCESS_GONE.test(textOf(body))) throw failure(response, body, method, path, !!opts.accountRead);
      // The token was refused (revoked, or lapsed early): once more with a fresh pair.
      tokens = null;
      response = await send(method, path, await accessToken(), opts.body);
    }
    if (!response.ok) throw failure(response, await errorBody(response), method, path, !!opts.accountRead);
    return json<T>(response, method, path);
  }

  async function institutions(): Promise<Institution[]> {
    const at = now().getTime();
    if (institutionsCache && at - institutionsCache.at < INSTITUTIONS_CACHE_MS) return institutionsCache.list;
    const list = await call<Institution[]>('GET', '/institutions/?country=HU');
    if (!Array.isArray(list)) throw new OpenBankingError('OUTAGE', 'GoCardless institutions are not a list');
    institutionsCache = { at, list };
    return list;
  }

  const toInstitution = (item: Institution): OpenBankingInstitution => ({
    id: item.id,
    name: item.name,
    bic: item.bic || null,
    maxHistoricalDays: days(item.transaction_total_days, 90),
    maxAccessValidForDays: Math.min(days(item.max_access_valid_for_days, 90), MAX_ACCESS_DAYS),
  });

  /** The requisition opened with this reference, found by walking the requisition list. */
  async function requisitionByReference(reference: string): Promise<Requisition | null> {
    for (let offset = 0; ; offset += REQUISITION_PAGE) {
      const page = await call<RequisitionPage>(
        'GET',
        `/requisitions/?limit=${REQUISITION_PAGE}&offset=${offset}`,
      );
      const found = page.results.find((item) => item.reference === reference);
      if (found) return found;
      if (page.results.length === 0 || offset + page.results.length >= page.count) return null;
    }
  }

  const started = (requisition: Requisition): ConsentStarted => ({
    providerReference: requisition.id,
    redirectUrl: requisition.link,
    expiresAt: null,
  });

  async function requisition(id: string): Promise<Requisition> {
    return call<Requisition>('GET', `/requisitions/${encodeURIComponent(id)}/`);
  }

  /** When a linked consent lapses: its agreement's acceptance plus its days. */
  async function consentExpiry(item: Requisition): Promise<Date | null> {
    if (!item.agreement) return null;
    try {
      const agreement = await call<Agreement>(
        'GET',
        `/agreements/enduser/${encodeURIComponent(item.agreement)}/`,
      );
      if (!agreement.accepted || !agreement.access_valid_for_days) return null;
      const accepted = Date.parse(agreement.accepted);
      return Number.isFinite(accepted)
        ? new Date(accepted + agreement.access_valid_for_days * 86_400_000)
        : null;
    } catch {
      return null;
    }
  }

  function transactionOf(tx: Transaction, accountId: string, status: BankTransaction['status']) {
    const bookingDate = isoDateOf(tx);
    const amount = wholeUnitsOf(tx.transactionAmount?.amount ?? '');
    const currency = tx.transactionAmount?.currency;
    if (!bookingDate || amount === null || !currency || currency.length !== 3) return null;
    const credit = amount >= 0;
    const remittance =
      tx.remittanceInformationUnstructured ??
      tx.remittanceInformationUnstructuredArray?.join(' ') ??
      tx.remittanceInformationStructured ??
      tx.additionalInformation;
    const providerId = tx.transactionId ?? tx.internalTransactionId ?? tx.entryReference;
    const id =
      providerId && providerId.length <= 200
        ? providerId
        : `${accountId.slice(0, 60)}:${createHash('sha256')
            .update(
              JSON.stringify([bookingDate, tx.transactionAmount, remittance, providerId ?? null, status]),
            )
            .digest('hex')
            .slice(0, 32)}`;
    return {
      id,
      accountId,
      status,
      bookingDate,
      amount,
      currency: currency.toUpperCase(),
      counterpartyName: clip(credit ? tx.debtorName : tx.creditorName, 200),
      counterpartyAccount: accountNumberOf(credit ? tx.debtorAccount : tx.creditorAccount),
      remittance: clip(remittance, 500),
      bankTransactionCode: clip(tx.bankTransactionCode ?? tx.proprietaryBankTransactionCode, 64),
    } satisfies BankTransaction;
  }

  return {
    name: 'GO_CARDLESS',

    async listInstitutions() {
      const list = (await institutions()).map(toInstitution);
      return options.institutionFilter ? list.filter(options.institutionFilter) : list;
    },

    async startConsent(input) {
      const known = startedByReference.get(input.reference);
      if (known) return known;
      if (!input.institutionId)
        throw new OpenBankingError('INVALID', 'GoCardless needs the bank to be chosen in the portal');
      // The portal's bank list names banks by BIC; GoCardless by its own institution id.
      const chosen = input.institutionId;
      const institution = (await institutions()).find(
        (item) => item.id === chosen || item.bic?.toUpperCase() === chosen.toUpperCase(),
      );
      if (!institution) throw new OpenBankingError('INVALID', 'GoCardless does not offer the chosen bank');
      const limits = toInstitution(institution);

      const agreement = await call<Agreement>('POST', '/agreements/enduser/', {
        body: {
          institution_id: institution.id,
          max_historical_days: Math.max(1, Math.min(input.maxHistoricalDays, limits.maxHistoricalDays)),
          access_valid_for_days: Math.max(
            1,
            Math.min(input.accessValidForDays, limits.maxAccessValidForDays),
          ),
          access_scope: ['balances', 'details', 'transactions'],
        },
      });
      let opened: Requisition;
      try {
        opened = await call<Requisition>('POST', '/requisitions/', {
          body: {
            redirect: input.returnUrl,
            institution_id: institution.id,
            reference: input.reference,
            agreement: agreement.id,
            user_language: input.language,
          },
        });
      } catch (error) {
        // A reference is unique at GoCardless: a retry after a lost answer is refused with 400.
        if (!(error instanceof OpenBankingError) || error.kind !== 'INVALID') throw error;
        const existing = await requisitionByReference(input.reference);
        if (!existing) throw error;
        opened = existing;
      }
      const result = started(opened);
      startedByReference.set(input.reference, result);
      return result;
    },

    async consentStatus(providerReference): Promise<ConsentState> {
      const item = await requisition(providerReference);
      const status = requisitionStatusMap[item.status] ?? 'PENDING';
      const hasAccess = status === 'LINKED' || status === 'SUSPENDED' || status === 'EXPIRED';
      return {
        status,
        providerStatus: item.status,
        accountIds: status === 'LINKED' ? [...(item.accounts ?? [])] : [],
        expiresAt: hasAccess ? await consentExpiry(item) : null,
      };
    },

    async fetchSnapshot(providerReference, from): Promise<BankSnapshot> {
      const item = await requisition(providerReference);
      const status = requisitionStatusMap[item.status] ?? 'PENDING';
      if (status === 'EXPIRED')
        throw new OpenBankingError('CONSENT_EXPIRED', 'The GoCardless consent has expired');
      if (status === 'SUSPENDED')
        throw new OpenBankingError(
          'CONSENT_EXPIRED',
          'The GoCardless consent is suspended; the customer must connect again',
        );
      if (status === 'REJECTED')
        throw new OpenBankingError('CONSENT_REJECTED', 'The GoCardless consent was rejected');
      if (status !== 'LINKED')
        throw new OpenBankingError('INVALID', `The GoCardless consent is not linked (${item.status})`);

      const fetchedAt = now();
      const to = todayIso(fetchedAt);
      let bic: string | null = null;
      if (item.institution_id) {
        const institution = (await institutions().catch(() => [])).find((i) => i.id === item.institution_id);
        bic = institution?.bic || null;
      }

      const accounts: BankAccount[] = [];
      const transactions: BankTransaction[] = [];
      const seen = new Set<string>();
      for (const accountId of item.accounts ?? []) {
        const path = `/accounts/${encodeURIComponent(accountId)}`;
        const details = await call<AccountDetails>('GET', `${path}/details/`, { accountRead: true });
        const list = await call<Transactions>(
          'GET',
          `${path}/transactions/?date_from=${encodeURIComponent(from)}&date_to=${encodeURIComponent(to)}`,
          { accountRead: true },
        );
        const booked = list.transactions?.booked ?? [];
        const pending = list.transactions?.pending ?? [];
        const account = details.account ?? {};
        const currency = account.currency ?? booked[0]?.transactionAmount?.currency ?? 'HUF';
        accounts.push({
          id: accountId,
          accountNumber: accountNumberOf(account),
          bic: clip(account.bic, 11) ?? bic,
          ownerName: clip(account.ownerName, 200),
          name: clip(account.product ?? account.name ?? account.displayName, 200),
          currency: currency.toUpperCase().slice(0, 3),
        });
        for (const [entries, kind] of [
          [booked, 'BOOKED'],
          [pending, 'PENDING'],
        ] as const) {
          for (const entry of entries) {
            const tx = transactionOf(entry, accountId, kind);
            if (!tx || tx.bookingDate < from || tx.bookingDate > to) continue;
            let id = tx.id;
            for (let n = 2; seen.has(id); n += 1) id = `${tx.id}#${n}`;
            seen.add(id);
            transactions.push({ ...tx, id });
          }
        }
      }
      const snapshot = bankSnapshotSchema.safeParse({
        from,
        to,
        fetchedAt: fetchedAt.toISOString(),
        accounts,
        transactions,
      });
      if (!snapshot.success)
        throw new OpenBankingError('INVALID', 'The GoCardless accounts do not make a valid snapshot');
      return snapshot.data;
    },

    async revokeConsent(providerReference) {
      try {
        await call<unknown>('DELETE', `/requisitions/${encodeURIComponent(providerReference)}/`);
      } catch (error) {
        // Already gone at GoCardless: the consent is ended either way.
        if (error instanceof OpenBankingError && error.kind === 'NOT_FOUND') return;
        throw error;
      }
      for (const [reference, value] of startedByReference)
        if (value.providerReference === providerReference) startedByReference.delete(reference);
    },
  };
}
