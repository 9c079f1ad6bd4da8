import {
  type ApplicationFlowPosition,
  maskTarget,
  SIGNING_CODE_MAX_ATTEMPTS,
  type SigningSession,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import { RESEND_INTERVAL_MS } from '../auth/challenges.ts';
import type { SigningSessionRow } from './signing.repository.ts';

/*
 * What reading the contract and signing it share: the limits, the wording of refusals, the
 * positions each step is allowed at (the owner's-only lookup of the application is the applications
 * module's).
 */

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Per customer, beside the per-session limits of the code itself (ADR 007). */
export const signingLimits = {
  // Starting answers the open signing again: retries and double clicks cost nothing more.
  startPerCustomer: { name: 'signing-start:customer', limit: 30, windowSeconds: 600 },
  // Five wrong codes end a signing; this stops trying code after code across restarted signings.
  confirmPerCustomer: { name: 'signing-confirm:customer', limit: 15, windowSeconds: 900 },
  resendPerCustomer: { name: 'signing-resend:customer', limit: 10, windowSeconds: 3600 },
  errorReportsPerCustomer: { name: 'contract-error:customer', limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/** Where the customer reads the documents: they are made here the first time they are asked for. */
export const DOCUMENT_POSITIONS: readonly ApplicationFlowPosition[] = [
  'CONTRACT_CHECK',
  'SIGN_PREPARATION',
  'SIGN_CHOOSE',
  'SIGN_WAITING',
];
/** Where signing may be started: the customer's own steps up to SIGN_CHOOSE are walked on their behalf. */
export const START_POSITIONS: readonly ApplicationFlowPosition[] = [
  'CONTRACT_CHECK',
  'SIGN_PREPARATION',
  'SIGN_CHOOSE',
];
/** Where "error found" stops signing: the documents are being read, or the code is awaited. */
export const ERROR_REPORT_POSITIONS: readonly ApplicationFlowPosition[] = DOCUMENT_POSITIONS;

export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/** `+36 30 *** **67`; another format keeps only its last two digits. */
export function maskPhone(phone: string): string {
  const masked = maskTarget(phone);
  return masked !== phone ? masked : phone.replace(/\d(?=(?:\D*\d){2})/g, '*');
}

export function describeSigningSession(row: SigningSessionRow, phone: string | null): SigningSession {
  return {
    signingSessionId: row.id,
    type: row.type,
    channel: 'SMS',
    maskedPhone: phone ? maskPhone(phone) : '',
    expiresAt: row.codeExpiresAt.toISOString(),
    attemptsLeft: Math.max(0, SIGNING_CODE_MAX_ATTEMPTS - row.attempts),
    resendAvailableAt: new Date(row.codeSentAt.getTime() + RESEND_INTERVAL_MS).toISOString(),
  };
}
