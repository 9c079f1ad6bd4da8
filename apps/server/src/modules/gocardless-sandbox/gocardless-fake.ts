import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { type BankTransaction, todayIso } from '@hitelkapu/domain';
import huBanks from '../bank-sandbox/hu-banks.json' with { type: 'json' };
import {
  findSandboxPersona,
  SANDBOX_PERSONAS,
  type SandboxPersona,
  type SandboxPersonaId,
  sandboxPersonaData,
} from '../bank-sandbox/personas.ts';

/**
 * A stand-in for GoCardless Bank Account Data (API v2) that behaves like the real one for the
 * portal's adapter, the tests and the demo: token pairs that lapse (access 24 h, refresh 30
 * days), Hungarian institutions with their limits, end-user agreements checked against them,
 * requisitions with the real status codes, a bank page where the customer picks a sandbox
 * persona and approves or rejects, 4 successful reads a day per account and scope, and
 * consents that expire when their agreement's days have passed.
 *
 * Its state lives in memory: a restart forgets every token, agreement and requisition (the
 * portal then sees NOT_FOUND and starts again), which is acceptable for a vendor stand-in.
 */

export const GOCARDLESS_SANDBOX_PREFIX = '/sandbox/gocardless';
export const GOCARDLESS_SANDBOX_API = `${GOCARDLESS_SANDBOX_PREFIX}/api/v2`;
export const SANDBOX_INSTITUTION_ID = 'SANDBOXFINANCE_SFIN0000';

export const ACCESS_TOKEN_SECONDS = 24 * 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/** Successful reads a day per account and scope (details, balances, transactions). */
export const ACCOUNT_READS_PER_DAY = 4;
const DAY_MS = 86_400_000;

export type AccountScope = 'details' | 'balances' | 'transactions';

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface GoCardlessFakeOptions {
  secretId: string;
  secretKey: string;
  /** The origin the customer's browser reaches the fake at (the requisition link is built on it). */
  publicUrl: string;
  now?: () => Date;
}

interface FakeInstitution {
  id: string;
  name: string;
  bic: string;
  transaction_total_days: string;
  max_access_valid_for_days: string;
  countries: string[];
  logo: string;
}

interface FakeAgreement {
  id: string;
  created: string;
  institution_id: string;
  max_historical_days: number;
  access_valid_for_days: number;
  access_scope: string[];
  accepted: string | null;
}

export type RequisitionStatus = 'CR' | 'GC' | 'UA' | 'RJ' | 'SA' | 'GA' | 'LN' | 'SU' | 'EX';

interface FakeRequisition {
  id: string;
  created: string;
  redirect: string;
  status: RequisitionStatus;
  institution_id: string;
  agreement: string;
  reference: string;
  accounts: string[];
  user_language: string;
  link: string;
  /** Guards the bank page's form (a per-requisition CSRF token). */
  formToken: string;
  personaId: SandboxPersonaId | null;
}

interface FakeAccount {
  id: string;
  requisitionId: string;
  personaId: SandboxPersonaId;
  /** The persona's own id of the account, to find its transactions. */
  personaAccountId: string;
  created: string;
}

/** An error in the API's one shape. */
const apiError = (status: number, summary: string, detail: string, type?: string): FakeAnswer => ({
  status,
  body: { summary, detail, ...(type ? { type } : {}), status_code: status },
});

/** A field's validation error, keyed by the field as the API does. */
const fieldError = (field: string, summary: string, detail: string): FakeAnswer => ({
  status: 400,
  body: { [field]: { summary, detail }, status_code: 400 },
});

const notFound = (): FakeAnswer => apiError(404, 'Not found.', 'Not found.');

/** Institution ids as GoCardless builds them: a short name and the BIC ("OTP_OTPVHUHB"). */
export function institutionIdOf(name: string, bic: string): string {
  const short = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replaceAll('&', '')
    .replace(/\b(Nyrt|Zrt|Bank|Hungary)\b\.?/gi, ' ')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 2)
    .join('_')
    .toUpperCase();
  return `${short || 'BANK'}_${bic}`;
}

/** Banks that give only 90 days of history or 90 days of access (as some real ones do). */
const SHORT_HISTORY_BICS = new Set(['GNBAHUHB', 'POLBHU22', 'HBWEHUHB']);
const SHORT_ACCESS_BICS = new Set(['MCBHHUHB', 'MRKBHUHB', 'POLBHU22']);

function buildInstitutions(): FakeInstitution[] {
  const banks = (huBanks as { banks: { name: string; bic: string }[] }).banks.map((bank) => ({
    id: institutionIdOf(bank.name, bank.bic),
    name: bank.name,
    bic: bank.bic,
    transaction_total_days: SHORT_HISTORY_BICS.has(bank.bic) ? '90' : '730',
    max_access_valid_for_days: SHORT_ACCESS_BICS.has(bank.bic) ? '90' : '180',
    countries: ['HU'],
    logo: '',
  }));
  return [
    ...banks,
    {
      id: SANDBOX_INSTITUTION_ID,
      name: 'Sandbox Finance',
      bic: 'SFIN0000',
      transaction_total_days: '90',
      max_access_valid_for_days: '90',
      countries: ['XX', 'HU'],
      logo: '',
    },
  ];
}

const sameSecret = (given: unknown, expected: string): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const opaqueToken = () => randomBytes(32).toString('base64url');

const amountText = (wholeUnits: number): string => `${wholeUnits < 0 ? '-' : ''}${Math.abs(wholeUnits)}.00`;

/** The persona's transaction as GoCardless JSON: amounts as decimal strings, counterparty by side. */
function transactionJson(tx: BankTransaction): Record<string, unknown> {
  const credit = tx.amount >= 0;
  const counterparty = {
    ...(tx.counterpartyName ? { [credit ? 'debtorName' : 'creditorName']: tx.counterpartyName } : {}),
    ...(tx.counterpartyAccount
      ? {
          [credit ? 'debtorAccount' : 'creditorAccount']: tx.counterpartyAccount.startsWith('HU')
            ? { iban: tx.counterpartyAccount }
            : { bban: tx.counterpartyAccount },
        }
      : {}),
  };
  return {
    ...(tx.status === 'BOOKED' ? { transactionId: tx.id } : {}),
    internalTransactionId: tx.id.replaceAll('-', '').slice(-32),
    bookingDate: tx.bookingDate,
    valueDate: tx.bookingDate,
    transactionAmount: { amount: amountText(tx.amount), currency: tx.currency },
    ...counterparty,
    ...(tx.remittance ? { remittanceInformationUnstructured: tx.remittance } : {}),
    ...(tx.bankTransactionCode ? { bankTransactionCode: tx.bankTransactionCode } : {}),
  };
}

export interface LinkPageState {
  requisition: {
    id: string;
    reference: string;
    status: RequisitionStatus;
    redirect: string;
    formToken: string;
  };
  institution: { id: string; name: string };
  agreement: { maxHistoricalDays: number; accessValidForDays: number; accessScope: string[] };
  personas: readonly SandboxPersona[];
}

export type GoCardlessFake = ReturnType<typeof createGoCardlessFake>;

export function createGoCardlessFake(options: GoCardlessFakeOptions) {
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const institutions = buildInstitutions();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Map<string, number>();
  const agreements = new Map<string, FakeAgreement>();
  const requisitions = new Map<string, FakeRequisition>();
  const accounts = new Map<string, FakeAccount>();
  const reads = new Map<string, number>();
  let outage = false;

  const nowMs = () => now().getTime();
  const stamp = () => now().toISOString();

  function issueAccess(): { access: string; access_expires: number } {
    const access = opaqueToken();
    accessTokens.set(access, nowMs() + ACCESS_TOKEN_SECONDS * 1000);
    return { access, access_expires: ACCESS_TOKEN_SECONDS };
  }

  /** Brings a requisition's status up to date with the clock: LN turns EX once its days have run out. */
  function current(requisition: FakeRequisition): FakeRequisition {
    if (requisition.status === 'LN' || requisition.status === 'SU') {
      const agreement = agreements.get(requisition.agreement);
      if (agreement?.accepted) {
        const lapses = Date.parse(agreement.accepted) + agreement.access_valid_for_days * DAY_MS;
        if (nowMs() >= lapses) requisition.status = 'EX';
      }
    }
    return requisition;
  }

  const publicRequisition = (r: FakeRequisition) => ({
    id: r.id,
    created: r.created,
    redirect: r.redirect,
    status: current(r).status,
    institution_id: r.institution_id,
    agreement: r.agreement,
    reference: r.reference,
    accounts: [...r.accounts],
    user_language: r.user_language,
    link: r.link,
    ssn: null,
    account_selection: false,
    redirect_immediate: false,
  });

  /** Seconds to the next UTC midnight, when the day's reads start again. */
  const secondsToReset = () => {
    const t = nowMs();
    return Math.ceil((Math.floor(t / DAY_MS + 1) * DAY_MS - t) / 1000);
  };

  function accountRead(
    accountId: string,
    scope: AccountScope,
    produce: (account: FakeAccount) => unknown,
  ): FakeAnswer {
    const account = accounts.get(accountId);
    if (!account) return notFound();
    const requisition = requisitions.get(account.requisitionId);
    if (!requisition)
      return apiError(
        401,
        'AccessExpiredError',
        'Access has expired or been revoked. To restore access, reconnect the account.',
        'AccessExpiredError',
      );
    const agreement = agreements.get(requisition.agreement);
    const status = current(requisition).status;
    if (status === 'EX')
      return apiError(
        401,
        `End User Agreement (EUA) ${requisition.agreement} has expired`,
        `EUA was valid for ${agreement?.access_valid_for_days ?? 0} days and expired. The end user must reconnect their account with a new EUA and Requisition.`,
        'AccessExpiredError',
      );
    if (status === 'SU')
      return apiError(
        409,
        'Account Suspended',
        'This account or its Requisition was suspended due to numerous errors while accessing it.',
      );
    if (status !== 'LN')
      return apiError(
        401,
        'AccessExpiredError',
        'Access has expired or been revoked. To restore access, reconnect the account.',
        'AccessExpiredError',
      );
    if (agreement && !agreement.access_scope.includes(scope))
      return apiError(403, 'AccountAccessForbidden', `The agreement does not include ${scope}.`);

    const key = `${accountId}:${scope}:${new Date(nowMs()).toISOString().slice(0, 10)}`;
    const used = reads.get(key) ?? 0;
    const limitHeaders = (remaining: number) => ({
      http_x_ratelimit_account_success_limit: String(ACCOUNT_READS_PER_DAY),
      http_x_ratelimit_account_success_remaining: String(remaining),
      http_x_ratelimit_account_success_reset: String(secondsToReset()),
    });
    if (used >= ACCOUNT_READS_PER_DAY)
      return {
        ...apiError(
          429,
          'Rate limit exceeded',
          'The daily request limit set by the Institution has been exceeded.',
          'RateLimitError',
        ),
        headers: limitHeaders(0),
      };
    const body = produce(account);
    reads.set(key, used + 1);
    return { status: 200, body, headers: limitHeaders(ACCOUNT_READS_PER_DAY - used - 1) };
  }

  function personaAccount(account: FakeAccount) {
    const data = sandboxPersonaData(account.personaId, todayIso(now()));
    const own = data.accounts.find((item) => item.id === account.personaAccountId);
    const transactions = data.transactions.filter((tx) => tx.accountId === account.personaAccountId);
    return { own, transactions };
  }

  function createAgreement(body: Record<string, unknown> | null): FakeAnswer {
    const institutionId = body?.institution_id;
    const institution = institutions.find((i) => i.id === institutionId);
    if (!institution)
      return fieldError(
        'institution_id',
        'Unknown Institution ID',
        `Get Institution IDs from /institutions/?country={$COUNTRY_CODE}`,
      );
    const maxDays = Number(institution.transaction_total_days);
    const maxAccess = Number(institution.max_access_valid_for_days);
    const history = body?.max_historical_days ?? 90;
    const access = body?.access_valid_for_days ?? 90;
    if (!Number.isInteger(history) || (history as number) < 1 || (history as number) > maxDays)
      return fieldError(
        'max_historical_days',
        'Incorrect max_historical_days',
        `max_historical_days must be > 0 and <= ${maxDays} for ${institution.id}`,
      );
    if (!Number.isInteger(access) || (access as number) < 1 || (access as number) > maxAccess)
      return fieldError(
        'access_valid_for_days',
        'Incorrect access_valid_for_days',
        `access_valid_for_days must be > 0 and <= ${maxAccess} for ${institution.id}`,
      );
    const scope = body?.access_scope ?? ['balances', 'details', 'transactions'];
    if (
      !Array.isArray(scope) ||
      scope.length === 0 ||
      !scope.every((s) => s === 'balances' || s === 'details' || s === 'transactions')
    )
      return fieldError(
        'access_scope',
        'Unknown value in access_scope',
        'Choose from balances, details, transactions.',
      );
    const agreement: FakeAgreement = {
      id: randomUUID(),
      created: stamp(),
      institution_id: institution.id,
      max_historical_days: history as number,
      access_valid_for_days: access as number,
      access_scope: [...new Set(scope as string[])],
      accepted: null,
    };
    agreements.set(agreement.id, agreement);
    return { status: 201, body: agreement };
  }

  return {
    /** While set, every API call answers 503 as an unavailable GoCardless would. */
    setOutage(value: boolean) {
      outage = value;
    },
    get outage() {
      return outage;
    },

    /** Bearer check of every API call but the token endpoints. */
    authorize(header: string | undefined): FakeAnswer | null {
      if (outage) return apiError(503, 'Service Unavailable', 'GoCardless is temporarily unavailable.');
      const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
      const expiresAt = token ? accessTokens.get(token) : undefined;
      if (!token || expiresAt === undefined || nowMs() >= expiresAt)
        return apiError(401, 'Invalid token', 'Token is invalid or expired', 'InvalidTokenError');
      return null;
    },

    newToken(body: { secret_id?: unknown; secret_key?: unknown } | null): FakeAnswer {
      if (outage) return apiError(503, 'Service Unavailable', 'GoCardless is temporarily unavailable.');
      if (!sameSecret(body?.secret_id, options.secretId) || !sameSecret(body?.secret_key, options.secretKey))
        return apiError(401, 'Authentication failed', 'No active account found with the given credentials');
      const refresh = opaqueToken();
      refreshTokens.set(refresh, nowMs() + REFRESH_TOKEN_SECONDS * 1000);
      return { status: 200, body: { ...issueAccess(), refresh, refresh_expires: REFRESH_TOKEN_SECONDS } };
    },

    refreshToken(body: { refresh?: unknown } | null): FakeAnswer {
      if (outage) return apiError(503, 'Service Unavailable', 'GoCardless is temporarily unavailable.');
      const refresh = typeof body?.refresh === 'string' ? body.refresh : '';
      const expiresAt = refreshTokens.get(refresh);
      if (expiresAt === undefined || nowMs() >= expiresAt)
        return apiError(401, 'Invalid token', 'Token is invalid or expired', 'InvalidTokenError');
      return { status: 200, body: issueAccess() };
    },

    listInstitutions(country: string | undefined): FakeAnswer {
      const code = (country ?? '').toUpperCase();
      if (country !== undefined && !/^[A-Z]{2}$/.test(code))
        return fieldError('country', 'Invalid country choice.', `${country} is not a valid choice.`);
      const list =
        country === undefined ? institutions : institutions.filter((i) => i.countries.includes(code));
      return { status: 200, body: list };
    },

    institution(id: string): FakeAnswer {
      const found = institutions.find((i) => i.id === id);
      return found ? { status: 200, body: found } : notFound();
    },

    createAgreement,

    agreement(id: string): FakeAnswer {
      const found = agreements.get(id);
      return found ? { status: 200, body: found } : notFound();
    },

    createRequisition(body: Record<string, unknown> | null): FakeAnswer {
      const redirect = body?.redirect;
      if (typeof redirect !== 'string' || !URL.canParse(redirect) || redirect.length > 1024)
        return fieldError('redirect', 'Invalid redirect URI', 'Redirect URI must have a valid URI structure');
      const institution = institutions.find((i) => i.id === body?.institution_id);
      if (!institution)
        return fieldError(
          'institution_id',
          'Unknown Institution ID',
          'Get Institution IDs from /institutions/?country={$COUNTRY_CODE}',
        );
      const reference = body?.reference ?? randomUUID();
      if (typeof reference !== 'string' || reference.length < 1 || reference.length > 256)
        return fieldError('reference', 'Invalid reference', 'reference must be 1 to 256 characters');
      if ([...requisitions.values()].some((r) => r.reference === reference))
        return fieldError(
          'reference',
          'Client reference must be unique',
          `Client reference '${reference}' already exists`,
        );
      let agreementId = body?.agreement;
      if (agreementId === undefined || agreementId === null) {
        const made = createAgreement({ institution_id: institution.id });
        agreementId = (made.body as FakeAgreement).id;
      }
      const agreement = typeof agreementId === 'string' ? agreements.get(agreementId) : undefined;
      if (!agreement)
        return fieldError(
          'agreement',
          'Invalid EUA',
          `${String(agreementId)} is not a valid UUID. Please specify a valid agreement from /api/agreements/enduser/ or create a new one.`,
        );
      if (agreement.institution_id !== institution.id)
        return fieldError(
          'agreement',
          'Incorrect Institution ID',
          'The agreement belongs to another institution.',
        );
      const language = body?.user_language ?? 'EN';
      if (typeof language !== 'string' || !/^[A-Za-z]{2}$/.test(language))
        return fieldError(
          'user_language',
          'Provided user_language is invalid or not supported',
          `${String(language)} is invalid or not supported`,
        );
      const id = randomUUID();
      const requisition: FakeRequisition = {
        id,
        created: stamp(),
        redirect,
        status: 'CR',
        institution_id: institution.id,
        agreement: agreement.id,
        reference,
        accounts: [],
        user_language: language.toUpperCase(),
        link: `${publicUrl}${GOCARDLESS_SANDBOX_PREFIX}/link/${id}`,
        formToken: opaqueToken(),
        personaId: null,
      };
      requisitions.set(id, requisition);
      return { status: 201, body: publicRequisition(requisition) };
    },

    listRequisitions(limit: number, offset: number): FakeAnswer {
      const all = [...requisitions.values()].sort((a, b) => (a.created < b.created ? 1 : -1));
      const page = all.slice(offset, offset + limit).map(publicRequisition);
      const at = (o: number) =>
        `${publicUrl}${GOCARDLESS_SANDBOX_API}/requisitions/?limit=${limit}&offset=${o}`;
      return {
        status: 200,
        body: {
          count: all.length,
          next: offset + limit < all.length ? at(offset + limit) : null,
          previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
          results: page,
        },
      };
    },

    requisition(id: string): FakeAnswer {
      const found = requisitions.get(id);
      return found ? { status: 200, body: publicRequisition(found) } : notFound();
    },

    deleteRequisition(id: string): FakeAnswer {
      const found = requisitions.get(id);
      if (!found) return notFound();
      requisitions.delete(id);
      for (const accountId of found.accounts) accounts.delete(accountId);
      return {
        status: 200,
        body: {
          summary: 'Requisition deleted',
          detail: `Requisition ${id} deleted with all its End User Agreements`,
        },
      };
    },

    account(id: string): FakeAnswer {
      const account = accounts.get(id);
      if (!account) return notFound();
      const requisition = requisitions.get(account.requisitionId);
      const { own } = personaAccount(account);
      const status = requisition ? current(requisition).status : 'EX';
      return {
        status: 200,
        body: {
          id: account.id,
          created: account.created,
          last_accessed: null,
          iban: own?.accountNumber ?? null,
          institution_id: requisition?.institution_id ?? null,
          status: status === 'EX' ? 'EXPIRED' : status === 'SU' ? 'SUSPENDED' : 'READY',
          owner_name: own?.ownerName ?? null,
        },
      };
    },

    accountDetails(id: string): FakeAnswer {
      return accountRead(id, 'details', (account) => {
        const { own } = personaAccount(account);
        const number = own?.accountNumber ?? null;
        return {
          account: {
            resourceId: account.personaAccountId,
            ...(number ? (number.startsWith('HU') ? { iban: number } : { bban: number }) : {}),
            currency: own?.currency ?? 'HUF',
            ownerName: own?.ownerName ?? undefined,
            name: own?.name ?? undefined,
            product: own?.name ?? undefined,
            cashAccountType: 'CACC',
            ...(own?.bic ? { bic: own.bic } : {}),
          },
        };
      });
    },

    accountBalances(id: string): FakeAnswer {
      return accountRead(id, 'balances', (account) => {
        const { own, transactions } = personaAccount(account);
        const booked = transactions
          .filter((tx) => tx.status === 'BOOKED')
          .reduce((sum, tx) => sum + tx.amount, 0);
        const currency = own?.currency ?? 'HUF';
        const referenceDate = todayIso(now());
        return {
          balances: [
            {
              balanceAmount: { amount: amountText(booked), currency },
              balanceType: 'closingBooked',
              referenceDate,
            },
            {
              balanceAmount: { amount: amountText(booked), currency },
              balanceType: 'interimAvailable',
              referenceDate,
            },
          ],
        };
      });
    },

    accountTransactions(id: string, query: { date_from?: string; date_to?: string }): FakeAnswer {
      const isDate = (v: string | undefined) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v);
      if (!isDate(query.date_from) || !isDate(query.date_to))
        return fieldError('date_from', 'Invalid date', 'Dates must be YYYY-MM-DD.');
      const today = todayIso(now());
      if (query.date_from && query.date_from > today)
        return fieldError('date_from', 'Date in the future', 'date_from cannot be in the future.');
      if (query.date_from && query.date_to && query.date_from > query.date_to)
        return fieldError('date_from', 'Incorrect date range', 'date_from must be before date_to.');
      return accountRead(id, 'transactions', (account) => {
        const requisition = requisitions.get(account.requisitionId);
        const agreement = requisition ? agreements.get(requisition.agreement) : undefined;
        // The agreement caps the history, whatever date_from asks for.
        const earliest = todayIso(new Date(nowMs() - (agreement?.max_historical_days ?? 90) * DAY_MS));
        const from = query.date_from && query.date_from > earliest ? query.date_from : earliest;
        const to = query.date_to ?? today;
        const { transactions } = personaAccount(account);
        const inRange = transactions
          .filter((tx) => tx.bookingDate >= from && tx.bookingDate <= to)
          .sort((a, b) => (a.bookingDate < b.bookingDate ? 1 : -1));
        return {
          transactions: {
            booked: inRange.filter((tx) => tx.status === 'BOOKED').map(transactionJson),
            pending: inRange.filter((tx) => tx.status === 'PENDING').map(transactionJson),
          },
          last_updated: stamp(),
        };
      });
    },

    // --- The bank page ----------------------------------------------------------------

    /** What the bank page shows; the first visit moves CR on to UA as the real flow does. */
    linkPage(id: string): LinkPageState | null {
      const requisition = requisitions.get(id);
      if (!requisition) return null;
      current(requisition);
      if (requisition.status === 'CR') requisition.status = 'UA';
      const agreement = agreements.get(requisition.agreement);
      const institution = institutions.find((i) => i.id === requisition.institution_id);
      return {
        requisition: {
          id: requisition.id,
          reference: requisition.reference,
          status: requisition.status,
          redirect: requisition.redirect,
          formToken: requisition.formToken,
        },
        institution: {
          id: requisition.institution_id,
          name: institution?.name ?? requisition.institution_id,
        },
        agreement: {
          maxHistoricalDays: agreement?.max_historical_days ?? 90,
          accessValidForDays: agreement?.access_valid_for_days ?? 90,
          accessScope: agreement?.access_scope ?? [],
        },
        personas: SANDBOX_PERSONAS,
      };
    },

    /**
     * The customer's answer on the bank page. Approving links the persona's accounts (LN) and
     * sends the browser to `redirect?ref=…`; rejecting sets RJ and adds
     * `error=UserCancelledSession&details=…` as GoCardless does.
     */
    decide(
      id: string,
      form: { token?: string; decision?: string; persona?: string },
    ):
      | { ok: true; redirectUrl: string }
      | { ok: false; reason: 'MISSING' | 'FORBIDDEN' | 'CLOSED' | 'INVALID'; redirectUrl?: string } {
      const requisition = requisitions.get(id);
      if (!requisition) return { ok: false, reason: 'MISSING' };
      if (!form.token || !sameSecret(form.token, requisition.formToken))
        return { ok: false, reason: 'FORBIDDEN' };
      const back = new URL(requisition.redirect);
      back.searchParams.set('ref', requisition.reference);
      if (!['CR', 'GC', 'UA', 'SA', 'GA'].includes(current(requisition).status)) {
        // A link used twice goes back with the error GoCardless gives for it.
        back.searchParams.set('error', 'RequisitionLinkReused');
        back.searchParams.set(
          'details',
          'This link has already been used for authorization and is no longer valid.',
        );
        return { ok: false, reason: 'CLOSED', redirectUrl: back.toString() };
      }
      if (form.decision === 'reject') {
        requisition.status = 'RJ';
        back.searchParams.set('error', 'UserCancelledSession');
        back.searchParams.set('details', 'User cancelled the session.');
        return { ok: true, redirectUrl: back.toString() };
      }
      const persona = form.persona ? findSandboxPersona(form.persona) : undefined;
      if (form.decision !== 'approve' || !persona) return { ok: false, reason: 'INVALID' };
      const data = sandboxPersonaData(persona.id, todayIso(now()));
      const agreement = agreements.get(requisition.agreement);
      if (agreement) agreement.accepted = stamp();
      requisition.personaId = persona.id;
      requisition.accounts = data.accounts.map((own) => {
        const account: FakeAccount = {
          id: randomUUID(),
          requisitionId: requisition.id,
          personaId: persona.id,
          personaAccountId: own.id,
          created: stamp(),
        };
        accounts.set(account.id, account);
        return account.id;
      });
      requisition.status = 'LN';
      return { ok: true, redirectUrl: back.toString() };
    },

    /** Suspends a requisition as GoCardless does after repeated failures (for tests and the demo). */
    suspend(id: string): boolean {
      const requisition = requisitions.get(id);
      if (!requisition) return false;
      requisition.status = 'SU';
      return true;
    },
  };
}
