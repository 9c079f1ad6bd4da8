import { createHash } from 'node:crypto';
import type { RateLimitRule } from './rate-limit.ts';

/**
 * Abuse limits (ASVS V2.2.1). Per address: generous enough for a household behind one IP.
 * Per account: keyed by a hash of the identifier whether or not an account exists, so
 * limits never reveal which addresses are registered.
 */
export const limits = {
  loginPerIp: { name: 'login:ip', limit: 30, windowSeconds: 600 },
  loginFailuresPerAccount: { name: 'login:account', limit: 5, windowSeconds: 900 },
  // Staff sign in from the lender's offices: fewer tries per address, and their own counters.
  staffLoginPerIp: { name: 'staff-login:ip', limit: 20, windowSeconds: 600 },
  staffLoginFailuresPerAccount: { name: 'staff-login:account', limit: 5, windowSeconds: 900 },
  registrationPerIp: { name: 'register:ip', limit: 20, windowSeconds: 3600 },
  codeChecksPerIp: { name: 'code:ip', limit: 30, windowSeconds: 600 },
  resendsPerIp: { name: 'resend:ip', limit: 20, windowSeconds: 3600 },
  passwordResetPerIp: { name: 'reset:ip', limit: 10, windowSeconds: 3600 },
  passwordResetPerAccount: { name: 'reset:account', limit: 5, windowSeconds: 3600 },
  callBackPerIp: { name: 'callback:ip', limit: 10, windowSeconds: 3600 },
  cookieConsentPerIp: { name: 'consent:ip', limit: 60, windowSeconds: 3600 },
  // Each assessment runs the engine over every product and is stored: a person needs a few.
  preliminaryAssessmentPerCustomer: { name: 'prelim:customer', limit: 30, windowSeconds: 3600 },
  // A loan application needs a handful of documents; a few retries of each are fine.
  documentUploadsPerCustomer: { name: 'upload:customer', limit: 30, windowSeconds: 3600 },
  // Finishing scores once per application; retries and double clicks only read the answer back.
  finishPerCustomer: { name: 'finish:customer', limit: 30, windowSeconds: 600 },
  // Starting identity verification opens a vendor session; retries and double clicks answer the open one.
  identificationStartPerCustomer: { name: 'kyc-start:customer', limit: 30, windowSeconds: 600 },
  // The sandbox vendor's page takes two images per submission.
  kycSandboxSubmitPerIp: { name: 'kyc-sandbox:ip', limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

export function accountKey(identifier: string): string {
  return createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex').slice(0, 32);
}
