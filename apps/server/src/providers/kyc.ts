import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  KYC_CALLBACK_TOLERANCE_SECONDS,
  KYC_SIGNATURE_HEADER,
  KYC_TIMESTAMP_HEADER,
  type KycCallback,
  kycCallbackSchema,
} from '@hitelkapu/domain';

/**
 * Remote identity verification (KYC) through a vendor. The portal starts a session with the
 * vendor, sends the customer to the vendor's page, and learns the outcome only from the
 * vendor's signed callback; a redirect back to the portal proves nothing.
 *
 * An adapter is chosen by the `provider` column of the verification method the customer
 * picked (`verification_methods.provider`). The built-in sandbox vendor is one adapter; a
 * real vendor's adapter implements the same interface (docs/decisions/011).
 */
export interface KycProvider {
  /** Matches `verification_methods.provider` and the `{provider}` of the callback URL. */
  readonly name: string;
  /**
   * How long a session stays usable at the vendor. A check still open after this is
   * treated as abandoned: the next start expires it and opens a new one.
   */
  readonly sessionTtlSeconds: number;
  /**
   * Opens a verification session at the vendor. Must be idempotent on `reference`: the same
   * reference answers the same vendor session, so a retried start never opens a second one.
   */
  startSession(input: KycSessionRequest): Promise<KycSessionStarted>;
  /**
   * Checks a callback exactly as received (the raw body bytes and the headers) and parses
   * it. Nothing of an unverified callback may be trusted, not even its JSON.
   */
  verifyCallback(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): KycCallbackVerification;
}

export interface KycSessionRequest {
  /**
   * The portal's reference for this attempt: stable across retries of one start
   * (derived from the application and its Idempotency-Key), opaque to the vendor.
   */
  reference: string;
  applicationId: string;
  /** What the vendor may show or match against the document; never more than this. */
  customer: { displayName: string | null };
  /** Where the vendor sends the customer's browser when done (the portal's /application). */
  returnUrl: string;
  /** Where the vendor posts its signed verdict: `/api/kyc/callback/{provider}`. */
  callbackUrl: string;
}

export interface KycSessionStarted {
  /** The vendor's id of the session; callbacks name the session by it. */
  providerReference: string;
  /** The vendor's page to send the customer to. */
  redirectUrl: string;
}

export type KycCallbackRefusal = 'SIGNATURE' | 'TIMESTAMP' | 'MALFORMED';

export type KycCallbackVerification =
  | { ok: true; callback: KycCallback }
  | { ok: false; reason: KycCallbackRefusal };

/** The scheme version of `kyc-signature` (`v1=<hex>`). */
const SIGNATURE_VERSION = 'v1';

function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}`: what `kyc-signature` carries. */
export function kycCallbackSignature(secret: Buffer, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody) : rawBody)
    .digest('hex');
}

/** The headers a vendor sends with a callback body signed at `timestamp` (epoch seconds). */
export function signKycCallback(secret: Buffer, timestamp: number, rawBody: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    [KYC_TIMESTAMP_HEADER]: String(timestamp),
    [KYC_SIGNATURE_HEADER]: `${SIGNATURE_VERSION}=${kycCallbackSignature(secret, timestamp, rawBody)}`,
  };
}

/**
 * Verifies a callback signed with the scheme above and parses its body:
 * - `kyc-timestamp` must be whole epoch seconds within KYC_CALLBACK_TOLERANCE_SECONDS of
 *   `now`, either way, so a captured callback cannot be replayed later;
 * - `kyc-signature` holds one or more `v1=<hex>` entries (comma or space separated, so a
 *   vendor can sign with an old and a new secret while rotating); one must match, compared
 *   in constant time;
 * - only then is the body parsed as JSON and checked against kycCallbackSchema.
 * A replay inside the window is stopped by the event id, applied once (provider_events).
 */
export function verifySignedKycCallback(
  secret: Buffer,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): KycCallbackVerification {
  const timestampHeader = headerValue(headers, KYC_TIMESTAMP_HEADER);
  const signatureHeader = headerValue(headers, KYC_SIGNATURE_HEADER);
  if (!timestampHeader || !signatureHeader) return { ok: false, reason: 'SIGNATURE' };
  if (!/^\d{1,12}$/.test(timestampHeader)) return { ok: false, reason: 'TIMESTAMP' };
  const timestamp = Number(timestampHeader);
  if (Math.abs(now.getTime() / 1000 - timestamp) > KYC_CALLBACK_TOLERANCE_SECONDS)
    return { ok: false, reason: 'TIMESTAMP' };

  const expected = Buffer.from(kycCallbackSignature(secret, timestamp, rawBody), 'hex');
  const matches = signatureHeader
    .split(/[\s,]+/)
    .filter((entry) => entry.startsWith(`${SIGNATURE_VERSION}=`))
    .map((entry) => entry.slice(SIGNATURE_VERSION.length + 1))
    .filter((hex) => /^[0-9a-f]{64}$/i.test(hex))
    .some((hex) => timingSafeEqual(Buffer.from(hex, 'hex'), expected));
  if (!matches) return { ok: false, reason: 'SIGNATURE' };

  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'MALFORMED' };
  }
  const parsed = kycCallbackSchema.safeParse(json);
  return parsed.success ? { ok: true, callback: parsed.data } : { ok: false, reason: 'MALFORMED' };
}

/** The adapters the portal can use, by provider name. */
export type KycProviders = ReadonlyMap<string, KycProvider>;

export function kycProviderRegistry(providers: readonly KycProvider[]): KycProviders {
  return new Map(providers.map((provider) => [provider.name, provider]));
}

/**
 * The API of the built-in sandbox vendor as its client sees it: what a real vendor offers
 * over HTTPS (create a session), here called in-process. The vendor keeps its own records
 * and reports back only through the signed callback.
 */
export interface SandboxKycVendorApi {
  readonly sessionTtlSeconds: number;
  openSession(input: {
    clientReference: string;
    returnUrl: string;
    callbackUrl: string;
  }): Promise<{ reference: string; redirectUrl: string }>;
}

/** The portal's adapter for the built-in sandbox vendor; it shares the webhook secret with it. */
export function createSandboxKycProvider(vendor: SandboxKycVendorApi, webhookSecret: Buffer): KycProvider {
  return {
    name: 'sandbox',
    sessionTtlSeconds: vendor.sessionTtlSeconds,
    async startSession(input) {
      // The sandbox shows no personal data: only the references and URLs cross over.
      const opened = await vendor.openSession({
        clientReference: input.reference,
        returnUrl: input.returnUrl,
        callbackUrl: input.callbackUrl,
      });
      return { providerReference: opened.reference, redirectUrl: opened.redirectUrl };
    },
    verifyCallback(rawBody, headers, now) {
      return verifySignedKycCallback(webhookSecret, rawBody, headers, now);
    },
  };
}
