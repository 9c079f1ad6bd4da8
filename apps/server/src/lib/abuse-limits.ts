import { createHash } from 'node:crypto';
import type { RateLimitRule } from './rate-limit.ts';

/**
 * Abuse limits (ASVS V2.2.1). Per address: generous enough for a household behind one IP.
 * Per account: keyed by a hash of the identifier whether or not an account exists, so
 * limits never reveal which addresses are registered.
 */
export const limits = {
  loginPerIp: { name: 'login:ip', limit: 30, windowSeconds: 600 },
  // Failed logins (docs/decisions/016): the address that fails stops, never the account's owner.
  // One address guessing one account's password is stopped after 5 failures…
  loginFailuresPerSource: { name: 'login:source', limit: 5, windowSeconds: 900 },
  // …and past 20 failures from every address together the account asks for a code sent to the
  // owner on every login, right password or wrong, so a spread attack learns nothing more.
  loginFailuresPerAccount: { name: 'login:account', limit: 20, windowSeconds: 900 },
  // Staff sign in from the lender's offices: fewer tries per address, and their own counters.
  staffLoginPerIp: { name: 'staff-login:ip', limit: 20, windowSeconds: 600 },
  /** Wrong authenticator codes of one staff member: six guesses of a million per quarter hour. */
  staffSecondFactorFailures: { name: 'staff-2fa:account', limit: 6, windowSeconds: 900 },
  staffLoginFailuresPerSource: { name: 'staff-login:source', limit: 5, windowSeconds: 900 },
  // Staff have no second channel yet: past this many failures from every address together, only
  // the addresses the staff member signed in from before still get an answer.
  staffLoginFailuresPerAccount: { name: 'staff-login:account', limit: 50, windowSeconds: 900 },
  /** Marks an address a staff member signed in from (a count above 0 in this or the last window). */
  staffLoginKnownSource: {
    name: 'staff-login:known',
    limit: Number.MAX_SAFE_INTEGER,
    windowSeconds: 30 * 24 * 3600,
  },
  registrationPerIp: { name: 'register:ip', limit: 20, windowSeconds: 3600 },
  codeChecksPerIp: { name: 'code:ip', limit: 30, windowSeconds: 600 },
  resendsPerIp: { name: 'resend:ip', limit: 20, windowSeconds: 3600 },
  passwordResetPerIp: { name: 'reset:ip', limit: 10, windowSeconds: 3600 },
  passwordResetPerAccount: { name: 'reset:account', limit: 5, windowSeconds: 3600 },
  // Lowering the security of an account (switching the second factor off) needs the password and
  // a code: wrong passwords are counted per customer, codes sent per customer are capped.
  securityPasswordFailuresPerCustomer: { name: 'security-password:customer', limit: 5, windowSeconds: 900 },
  securityCodesPerCustomer: { name: 'security-code:customer', limit: 10, windowSeconds: 3600 },
  callBackPerIp: { name: 'callback:ip', limit: 10, windowSeconds: 3600 },
  cookieConsentPerIp: { name: 'consent:ip', limit: 60, windowSeconds: 3600 },
  // The unsubscribe link works without a login: its page and its one-click POST, per address.
  unsubscribePerIp: { name: 'unsubscribe:ip', limit: 60, windowSeconds: 3600 },
  // Each export reads every record and document of the customer into one archive.
  dataExportPerCustomer: { name: 'data-export:customer', limit: 5, windowSeconds: 3600 },
  // Each assessment runs the engine over every product and is stored: a person needs a few.
  preliminaryAssessmentPerCustomer: { name: 'prelim:customer', limit: 30, windowSeconds: 3600 },
  // A loan application needs a handful of documents; a few retries of each are fine.
  documentUploadsPerCustomer: { name: 'upload:customer', limit: 30, windowSeconds: 3600 },
  // Finishing scores once per application; retries and double clicks only read the answer back.
  finishPerCustomer: { name: 'finish:customer', limit: 30, windowSeconds: 600 },
  // Starting identity verification opens a vendor session; retries and double clicks answer the open one.
  identificationStartPerCustomer: { name: 'kyc-start:customer', limit: 30, windowSeconds: 600 },
  // A review request is one per decision; repeats only read the open one back.
  decisionReviewPerCustomer: { name: 'decision-review:customer', limit: 10, windowSeconds: 3600 },
  // The sandbox vendor's page takes two images per submission.
  kycSandboxSubmitPerIp: { name: 'kyc-sandbox:ip', limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

export function accountKey(identifier: string): string {
  return createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** The subject of a per-source counter: one client address trying one account. */
export function sourceAccountKey(ip: string, account: string): string {
  return `${ip}|${account}`;
}
