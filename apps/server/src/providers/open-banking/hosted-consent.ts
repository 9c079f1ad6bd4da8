import {
  type BankAccount,
  type BankSnapshot,
  type BankTransaction,
  bankSnapshotSchema,
} from '@hitelkapu/domain';
import {
  type ConsentRequest,
  type ConsentStarted,
  type ConsentState,
  type ConsentStatus,
  OpenBankingError,
  type OpenBankingInstitution,
  type OpenBankingProvider,
  wholeUnitsOf,
} from './provider.ts';

/**
 * The first PSD2 provider ("general flow"): a hosted-consent aggregator in the shape Tink
 * Link, Salt Edge Connect, Yapily and finAPI Web Form share. The built-in sandbox
 * (modules/bank-sandbox) speaks exactly this API.
 *
 * The aggregator's REST API (JSON unless said otherwise; every call but the token one
 * carries `Authorization: Bearer <access_token>`):
 *
 * - `POST /oauth/token` (form body: grant_type=client_credentials, client_id, client_secret)
 *   -> `{access_token, token_type: "Bearer", expires_in}`; 401 `{error: "invalid_client"}`.
 * - `GET /institutions?country=HU` -> `{institutions: [{id, name, bic, maxHistoricalDays,
 *   maxAccessValidForDays}]}`.
 * - `POST /consents` `{reference, institutionId?, redirectUri, maxHistoricalDays, validForDays,
 *   language}` -> 201 `{consentId, reference, status: "received", validUntil}`. A reference the
 *   aggregator knows answers the existing consent (200), so a retried start opens nothing new.
 * - The hosted UI for the customer: `{uiUrl}/{consentId}`. It sends the browser back to
 *   `redirectUri?consentId=…&status=valid`, `…&status=rejected&error=access_denied` or
 *   `…&error=server_error`; the redirect proves nothing, the portal asks the API.
 * - `GET /consents/{id}` -> `{consentId, reference, status, accounts: [ids], validUntil}` with
 *   Berlin Group statuses: received, rejected, valid, revokedByPsu, expired, terminatedByTpp.
 * - `GET /accounts/{id}` (header `Consent-ID`) -> `{account: {resourceId, iban, bban, bic,
 *   currency, name, product, ownerName}}`.
 * - `GET /accounts/{id}/transactions?dateFrom=YYYY-MM-DD` (header `Consent-ID`) ->
 *   `{account: {iban}, transactions: {booked: [...], pending: [...]}}`, each transaction
 *   `{transactionId, bookingDate, valueDate, transactionAmount: {amount: "-1234.50", currency},
 *   creditorName, creditorAccount: {iban|bban}, debtorName, debtorAccount,
 *   remittanceInformationUnstructured, bankTransactionCode}`; amounts signed from the account
 *   holder's side.
 * - `DELETE /consents/{id}` -> 204; the consent becomes terminatedByTpp.
 * - Errors: `{error: CODE, message}`. 401 bad credentials or token; 404 unknown consent or
 *   account; 403 CONSENT_EXPIRED / CONSENT_REJECTED / CONSENT_REVOKED / ACCOUNT_NOT_CONSENTED;
 *   409 CONSENT_NOT_VALID (not authorised yet); 429 ACCESS_EXCEEDED with Retry-After (each
 *   account allows 4 reads a day per scope, as PSD2 banks do); 5xx the aggregator or bank is down.
 *
 * Nothing here logs: errors carry the HTTP status and the aggregator's error code only, never
 * credentials, tokens, account numbers or names.
 */

export interface HostedConsentProviderOptions {
  /** The aggregator API's base URL, e.g. `https://portal.example/sandbox/bank-api`. */
  apiUrl: string;
  /** The hosted UI's base URL (portal config `psd2_sync_ui_url`); may be a path on the portal. */
  uiUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** How long one call may take before the aggregator counts as down. */
export const HOSTED_CONSENT_TIMEOUT_MS = 10_000;

/** Renews a token this long before the aggregator says it lapses. */
const TOKEN_MARGIN_MS = 60_000;

type BerlinGroupStatus = 'received' | 'rejected' | 'valid' | 'revokedByPsu' | 'expired' | 'terminatedByTpp';

const statusMap: Record<string, ConsentStatus> = {
  received: 'PENDING',
  partiallyAuthorised: 'PENDING',
  valid: 'LINKED',
  rejected: 'REJECTED',
  expired: 'EXPIRED',
  revokedByPsu: 'REVOKED',
  terminatedByTpp: 'REVOKED',
} satisfies Record<BerlinGroupStatus, ConsentStatus> & Record<string, ConsentStatus>;

/** Maps a Berlin Group consent status; an unknown one is the aggregator's error, not ours to guess. */
export function consentStatusOf(providerStatus: string): ConsentStatus {
  const status = Object.hasOwn(statusMap, providerStatus) ? statusMap[providerStatus] : undefined;
  if (!status) throw new OpenBankingError('INVALID', `unknown consent status from the aggregator`);
  return status;
}

/** A decimal amount string in whole forints, half away from zero ("-12.50" -> -13). */
export function wholeForints(amount: string): number {
  const forints = wholeUnitsOf(amount);
  if (forints === null) throw new OpenBankingError('INVALID', 'malformed amount');
  return forints;
}

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
function retryAfterSeconds(header: string | null, now: Date): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

const budapestDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

interface ApiConsent {
  consentId: string;
  status: string;
  accounts?: string[];
  validUntil?: string | null;
}

interface ApiAccountReference {
  iban?: string;
  bban?: string;
}

interface ApiTransaction {
  transactionId?: string;
  bookingDate?: string;
  valueDate?: string;
  transactionAmount?: { amount?: string; currency?: string };
  creditorName?: string | null;
  creditorAccount?: ApiAccountReference | null;
  debtorName?: string | null;
  debtorAccount?: ApiAccountReference | null;
  remittanceInformationUnstructured?: string | null;
  bankTransactionCode?: string | null;
}

interface ApiAccount {
  resourceId?: string;
  iban?: string | null;
  bban?: string | null;
  bic?: string | null;
  currency?: string;
  name?: string | null;
  product?: string | null;
  ownerName?: string | null;
}

const dateOf = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function createHostedConsentProvider(options: HostedConsentProviderOptions): OpenBankingProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const uiUrl = options.uiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  let token: { value: string; expiresAt: number } | null = null;

  /** Sends a request; a network failure or timeout is an outage, never a thrown TypeError. */
  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(HOSTED_CONSENT_TIMEOUT_MS) });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new OpenBankingError('OUTAGE', `the aggregator is ${reason}`);
    }
  }

  /** An answer that is not 2xx, as the portal's error kinds. */
  async function failure(response: Response, what: string): Promise<OpenBankingError> {
    let code = '';
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string') code = body.error.slice(0, 64);
    } catch {
      // A body that is not JSON says nothing more than its status.
    }
    const message = `${what}: the aggregator answered ${response.status}${code ? ` ${code}` : ''}`;
    if (response.status === 429)
      return new OpenBankingError(
        'RATE_LIMITED',
        message,
        retryAfterSeconds(response.headers.get('retry-after'), now()),
      );
    if (response.status >= 500) return new OpenBankingError('OUTAGE', message);
    if (code === 'CONSENT_EXPIRED') return new OpenBankingError('CONSENT_EXPIRED', message);
    if (code === 'CONSENT_REJECTED' || code === 'CONSENT_REVOKED')
      return new OpenBankingError('CONSENT_REJECTED', message);
    if (response.status === 404) return new OpenBankingError('NOT_FOUND', message);
    return new OpenBankingError('INVALID', message);
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now().getTime()) return token.value;
    const response = await send(`${apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }).toString(),
    });
    if (!response.ok) throw await failure(response, 'token');
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token.length === 0)
      throw new OpenBankingError('INVALID', 'token: the aggregator sent no access token');
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 300) * 1000;
    token = {
      value: body.access_token,
      expiresAt: now().getTime() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS),
    };
    return token.value;
  }

  /** One API call with a token; a token the aggregator no longer takes is renewed once. */
  async function call(
    method: string,
    path: string,
    what: string,
    extra: { body?: unknown; consentId?: string } = {},
  ): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
      };
      if (extra.body !== undefined) headers['content-type'] = 'application/json';
      if (extra.consentId) headers['consent-id'] = extra.consentId;
      const init: RequestInit = { method, headers };
      if (extra.body !== undefined) init.body = JSON.stringify(extra.body);
      const response = await send(`${apiUrl}${path}`, init);
      if (response.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      if (!response.ok) throw await failure(response, what);
      return response;
    }
  }

  const json = async <T>(response: Response, what: string): Promise<T> => {
    try {
      return (await response.json()) as T;
    } catch {
      throw new OpenBankingError('INVALID', `${what}: the aggregator's answer is not JSON`);
    }
  };

  async function readConsent(consentId: string): Promise<ApiConsent> {
    const response = await call('GET', `/consents/${encodeURIComponent(consentId)}`, 'consent status');
    const consent = await json<ApiConsent>(response, 'consent status');
    if (typeof consent.status !== 'string')
      throw new OpenBankingError('INVALID', 'consent status: no status in the answer');
    return consent;
  }

  function toTransaction(
    accountId: string,
    status: BankTransaction['status'],
    raw: ApiTransaction,
    index: number,
  ): BankTransaction {
    const amountText = raw.transactionAmount?.amount;
    if (typeof amountText !== 'string' || !raw.bookingDate)
      throw new OpenBankingError('INVALID', 'transactions: a transaction without amount or booking date');
    const amount = wholeForints(amountText);
    const credit = amount > 0;
    const counterparty = credit ? raw.debtorAccount : raw.creditorAccount;
    return {
      id: raw.transactionId || `${accountId}:${status}:${raw.bookingDate}:${index}`,
      accountId,
      status,
      bookingDate: raw.bookingDate,
      amount,
      currency: raw.transactionAmount?.currency ?? 'HUF',
      counterpartyName: (credit ? raw.debtorName : raw.creditorName) ?? null,
      counterpartyAccount: counterparty?.iban ?? counterparty?.bban ?? null,
      remittance: raw.remittanceInformationUnstructured?.slice(0, 500) ?? null,
      bankTransactionCode: raw.bankTransactionCode ?? null,
    };
  }

  return {
    name: 'DEFAULT',

    async listInstitutions() {
      const response = await call('GET', '/institutions?country=HU', 'institutions');
      const body = await json<{ institutions?: OpenBankingInstitution[] }>(response, 'institutions');
      return (body.institutions ?? []).map((institution) => ({
        id: institution.id,
        name: institution.name,
        bic: institution.bic ?? null,
        maxHistoricalDays: institution.maxHistoricalDays,
        maxAccessValidForDays: institution.maxAccessValidForDays,
      }));
    },

    async startConsent(input: ConsentRequest): Promise<ConsentStarted> {
      const response = await call('POST', '/consents', 'start consent', {
        body: {
          reference: input.reference,
          ...(input.institutionId ? { institutionId: input.institutionId } : {}),
          redirectUri: input.returnUrl,
          maxHistoricalDays: input.maxHistoricalDays,
          validForDays: input.accessValidForDays,
          language: input.language.toLowerCase(),
        },
      });
      const consent = await json<ApiConsent>(response, 'start consent');
      if (typeof consent.consentId !== 'string' || consent.consentId.length === 0)
        throw new OpenBankingError('INVALID', 'start consent: no consent id in the answer');
      return {
        providerReference: consent.consentId,
        redirectUrl: `${uiUrl}/${encodeURIComponent(consent.consentId)}`,
        expiresAt: dateOf(consent.validUntil),
      };
    },

    async consentStatus(providerReference: string): Promise<ConsentState> {
      const consent = await readConsent(providerReference);
      const status = consentStatusOf(consent.status);
      return {
        status,
        providerStatus: consent.status,
        accountIds: status === 'LINKED' ? [...(consent.accounts ?? [])] : [],
        expiresAt: dateOf(consent.validUntil),
      };
    },

    async fetchSnapshot(providerReference: string, from: string): Promise<BankSnapshot> {
      const consent = await readConsent(providerReference);
      const status = consentStatusOf(consent.status);
      if (status === 'EXPIRED')
        throw new OpenBankingError('CONSENT_EXPIRED', 'snapshot: the consent expired');
      if (status === 'REJECTED' || status === 'REVOKED')
        throw new OpenBankingError('CONSENT_REJECTED', `snapshot: the consent is ${consent.status}`);
      if (status !== 'LINKED')
        throw new OpenBankingError('INVALID', 'snapshot: the consent is not linked yet');

      const fetchedAt = now();
      const accounts: BankAccount[] = [];
      const transactions: BankTransaction[] = [];
      const seen = new Set<string>();
      for (const accountId of consent.accounts ?? []) {
        const path = `/accounts/${encodeURIComponent(accountId)}`;
        const details = await json<{ account?: ApiAccount }>(
          await call('GET', path, 'account', { consentId: providerReference }),
          'account',
        );
        const account = details.account ?? {};
        accounts.push({
          id: accountId,
          accountNumber: account.iban ?? account.bban ?? null,
          bic: account.bic ?? null,
          ownerName: account.ownerName ?? null,
          name: account.product ?? account.name ?? null,
          currency: account.currency ?? 'HUF',
        });
        const history = await json<{
          transactions?: { booked?: ApiTransaction[]; pending?: ApiTransaction[] };
        }>(
          await call('GET', `${path}/transactions?dateFrom=${encodeURIComponent(from)}`, 'transactions', {
            consentId: providerReference,
          }),
          'transactions',
        );
        const lists: [BankTransaction['status'], ApiTransaction[]][] = [
          ['BOOKED', history.transactions?.booked ?? []],
          ['PENDING', history.transactions?.pending ?? []],
        ];
        for (const [state, list] of lists) {
          list.forEach((raw, index) => {
            const transaction = toTransaction(accountId, state, raw, index);
            let id = transaction.id;
            for (let n = 2; seen.has(id); n++) id = `${transaction.id}:${n}`;
            seen.add(id);
            transactions.push({ ...transaction, id });
          });
        }
      }
      const parsed = bankSnapshotSchema.safeParse({
        from,
        to: budapestDate.format(fetchedAt),
        fetchedAt: fetchedAt.toISOString(),
        accounts,
        transactions,
      });
      if (!parsed.success)
        throw new OpenBankingError('INVALID', 'snapshot: the aggregator sent unusable data');
      return parsed.data;
    },

    async revokeConsent(providerReference: string): Promise<void> {
      await call('DELETE', `/consents/${encodeURIComponent(providerReference)}`, 'revoke consent');
    },
  };
}
