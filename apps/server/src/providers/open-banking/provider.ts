import type { BankSnapshot, Psd2ProviderType } from '@hitelkapu/domain';

/**
 * PSD2 account information through an aggregator (DOMAIN.md "Open banking"). The portal
 * opens a consent at the provider, sends the customer's browser to the provider's hosted
 * page, learns the outcome from the provider (never from the redirect alone), and reads the
 * accounts once into a snapshot that is analysed on the server.
 *
 * Two adapters implement this: the hosted-consent aggregator of the general flow
 * (`DEFAULT`) and GoCardless Bank Account Data (`GO_CARDLESS`), the two values of the portal
 * config `leasing_prescore_psd2_type`. Each has a sandbox that behaves like its vendor;
 * `psd2_mock_enabled` points the adapters at the sandboxes.
 */
export type OpenBankingProviderName = Psd2ProviderType;

export interface OpenBankingProvider {
  readonly name: OpenBankingProviderName;
  /** Banks the customer can pick, Hungarian ones only. */
  listInstitutions(): Promise<OpenBankingInstitution[]>;
  /**
   * Opens a consent. Idempotent on `reference`: a retried start with the same reference
   * answers the same consent instead of opening a second one.
   */
  startConsent(input: ConsentRequest): Promise<ConsentStarted>;
  /** Where the consent stands at the provider now (the authoritative answer). */
  consentStatus(providerReference: string): Promise<ConsentState>;
  /**
   * Reads every linked account's details and transactions from `from` to today. Called once
   * per linked consent: providers allow only a few reads a day per account.
   */
  fetchSnapshot(providerReference: string, from: string): Promise<BankSnapshot>;
  /** Ends the consent at the provider (the customer revoked it, or it is no longer needed). */
  revokeConsent(providerReference: string): Promise<void>;
}

/** The providers a portal has, by the portal's provider type; one not configured is absent. */
export type OpenBankingProviders = Partial<Record<OpenBankingProviderName, OpenBankingProvider>>;

export interface OpenBankingInstitution {
  /** The provider's id of the bank (GoCardless: "OTP_OTPVHUHB"). */
  id: string;
  name: string;
  bic: string | null;
  /** How far back the bank lets an aggregator read, in days. */
  maxHistoricalDays: number;
  /** How long a consent at this bank may last, in days. */
  maxAccessValidForDays: number;
}

export interface ConsentRequest {
  /** The portal's id of this attempt; stable across retries, opaque to the provider. */
  reference: string;
  /**
   * A bank chosen in the portal, or null to let the customer choose on the hosted page: the
   * provider's own institution id, or the bank's BIC from the portal's bank list (banks.json).
   */
  institutionId: string | null;
  /** Where the provider sends the browser back: the portal's return URL for this attempt. */
  returnUrl: string;
  /** Days of history asked for (the provider may cap it at the bank's limit). */
  maxHistoricalDays: number;
  /** Days the consent lasts (at most 180 in the EEA). */
  accessValidForDays: number;
  /** The hosted page's language: always Hungarian here. */
  language: 'HU';
}

export interface ConsentStarted {
  providerReference: string;
  /** The provider's hosted page to send the customer to. */
  redirectUrl: string;
  /** When the consent will lapse once given, if the provider says it up front. */
  expiresAt: Date | null;
}

/**
 * The consent's state in one vocabulary for both providers (Berlin Group consent statuses
 * and GoCardless requisition statuses map onto it):
 * PENDING (created, customer not finished: GoCardless CR, GC, UA, SA, GA; Berlin "received"),
 * LINKED (valid; GoCardless LN), REJECTED (the customer or bank refused; RJ, "rejected"),
 * SUSPENDED (SU), EXPIRED (EX, "expired"), REVOKED ("revokedByPsu", "terminatedByTpp").
 */
export type ConsentStatus = 'PENDING' | 'LINKED' | 'REJECTED' | 'SUSPENDED' | 'EXPIRED' | 'REVOKED';

export interface ConsentState {
  status: ConsentStatus;
  /** The provider's own status code, kept as evidence ("LN", "valid"). */
  providerStatus: string;
  /** Accounts the customer shared; empty until LINKED. */
  accountIds: string[];
  expiresAt: Date | null;
}

/**
 * Why a provider call failed, in terms the portal can explain to the customer:
 * OUTAGE (5xx, timeout, unreachable), RATE_LIMITED (the bank's daily reads are used up),
 * CONSENT_EXPIRED, CONSENT_REJECTED, NOT_FOUND (unknown reference), INVALID (the provider
 * refused the request: a bug on our side or a misconfiguration).
 */
export type OpenBankingErrorKind =
  | 'OUTAGE'
  | 'RATE_LIMITED'
  | 'CONSENT_EXPIRED'
  | 'CONSENT_REJECTED'
  | 'NOT_FOUND'
  | 'INVALID';

export class OpenBankingError extends Error {
  readonly kind: OpenBankingErrorKind;
  /** Seconds until a rate-limited call may be tried again, when the provider says so. */
  readonly retryAfterSeconds: number | null;
  constructor(kind: OpenBankingErrorKind, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'OpenBankingError';
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A decimal string ("-12345.50") as whole units of its currency, half away from zero
 * ("-12345.50" -> -12346, "0.49" -> 0). Worked on the digits, so no floating-point error
 * creeps in. Null when the text is not a plain decimal number.
 */
export function wholeUnitsOf(text: string): number | null {
  const match = /^\s*([+-]?)(\d+)(?:\.(\d*))?\s*$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const units = Number(whole) + (fraction !== '' && Number(fraction[0]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(units)) return null;
  return sign === '-' && units !== 0 ? -units : units;
}
