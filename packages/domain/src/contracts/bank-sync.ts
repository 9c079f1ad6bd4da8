import { z } from 'zod';
import { psd2ProviderTypeSchema } from '../status/assessment.ts';
import { incomeDetectionSchema } from './bank-data.ts';

/**
 * A bank sync: one PSD2 account-information consent the customer gives through a provider,
 * and what the portal learned from it (DOMAIN.md "Open banking", spec §4 "PSD2 sync
 * lifecycle"). The raw bank snapshot stays on the server; the customer sees the findings.
 */

/**
 * What the sync is for: the general preliminary assessment, the leasing prescore, or the
 * application flow's PSD2 field. A linked account of the preliminary assessment also completes
 * the application's field (the same customer, the same account).
 */
export const bankSyncPurposes = ['PRELIMINARY', 'LEASING_PRESCORE', 'APPLICATION'] as const;
export const bankSyncPurposeSchema = z.enum(bankSyncPurposes);
export type BankSyncPurpose = z.infer<typeof bankSyncPurposeSchema>;

/** The purposes of the general flow's calls (/api/credit/psd2-sync/...); leasing has its own. */
export const generalBankSyncPurposes = ['PRELIMINARY', 'APPLICATION'] as const;
export const generalBankSyncPurposeSchema = z.enum(generalBankSyncPurposes);
export type GeneralBankSyncPurpose = z.infer<typeof generalBankSyncPurposeSchema>;

/**
 * IN_PROGRESS: consent opened, the customer is at the bank or the portal waits for the outcome;
 * SUCCEEDED: linked, accounts read once and analysed; FAILED: the bank or customer refused,
 * the consent lapsed, or the provider could not serve it; CANCELLED: the customer stopped an
 * unfinished one; OVERRIDDEN: the customer said the findings are wrong, manual answers count;
 * REVOKED: the customer ended the connection, the bank data is deleted.
 */
export const bankSyncStatuses = [
  'IN_PROGRESS',
  'SUCCEEDED',
  'FAILED',
  'CANCELLED',
  'OVERRIDDEN',
  'REVOKED',
] as const;
export const bankSyncStatusSchema = z.enum(bankSyncStatuses);
export type BankSyncStatus = z.infer<typeof bankSyncStatusSchema>;

/** Why a sync failed; the client words it from tokens `bankSync.failure.<CODE>`. */
export const bankSyncFailures = ['REJECTED', 'EXPIRED', 'OUTAGE', 'RATE_LIMITED', 'PROVIDER_ERROR'] as const;
export const bankSyncFailureSchema = z.enum(bankSyncFailures);
export type BankSyncFailure = z.infer<typeof bankSyncFailureSchema>;

/** A consent lasts at most this long in the EEA, and this much history is asked for. */
export const BANK_SYNC_CONSENT_DAYS = 180;
export const BANK_SYNC_HISTORY_DAYS = 180;
/**
 * The largest monthly figure a customer may enter as a correction, in whole forints: far
 * above any real net salary or instalment total, low enough to catch a typo of extra zeros.
 */
export const BANK_SYNC_MAX_MONTHLY_FORINTS = 50_000_000;

/**
 * What the customer (and the client) sees of a sync. Never the raw snapshot: the detection
 * holds the figures and the transactions that prove them. `effectiveSalary` and
 * `effectiveLoanInstalments` are what an assessment uses: the customer's correction when
 * given, else the detected figure; null while nothing was detected.
 */
export const bankSyncSchema = z.object({
  id: z.uuid(),
  provider: psd2ProviderTypeSchema,
  purpose: bankSyncPurposeSchema,
  status: bankSyncStatusSchema,
  failure: bankSyncFailureSchema.nullable(),
  /** The provider's id of the bank, once known. */
  institutionId: z.string().nullable(),
  consentExpiresAt: z.iso.datetime().nullable(),
  detection: incomeDetectionSchema.nullable(),
  manualSalary: z.number().int().nullable(),
  manualLoanAmount: z.number().int().nullable(),
  effectiveSalary: z.number().int().nullable(),
  effectiveLoanInstalments: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type BankSync = z.infer<typeof bankSyncSchema>;

/** An answer that may name no sync (none yet, or none usable when a new consent is wanted). */
export const bankSyncLookupSchema = z.object({ sync: bankSyncSchema.nullable() });
export type BankSyncLookup = z.infer<typeof bankSyncLookupSchema>;

/** POST .../start: the bank if chosen in the portal, and the flow the sync belongs to. */
export const bankSyncStartSchema = z.object({
  institutionId: z.string().min(1).max(100).nullable().optional(),
  flowId: z.uuid().nullable().optional(),
});
export type BankSyncStart = z.infer<typeof bankSyncStartSchema>;

/** POST /credit/psd2-sync/start: as any start, and what the sync is for (the preliminary assessment unless said). */
export const generalBankSyncStartSchema = bankSyncStartSchema.extend({
  purpose: generalBankSyncPurposeSchema.default('PRELIMINARY'),
});
export type GeneralBankSyncStart = z.input<typeof generalBankSyncStartSchema>;

/** The answer of a start: the sync and the provider's page to send the browser to. */
export const bankSyncStartedSchema = z.object({
  id: z.uuid(),
  redirectUrl: z.string(),
  sync: bankSyncSchema,
});
export type BankSyncStarted = z.infer<typeof bankSyncStartedSchema>;

/** PATCH .../failed/{id}: the error the provider's page sent the browser back with. */
export const bankSyncFailedSchema = z.object({
  /** The provider's error code ("access_denied", "rejected", "expired", "UserCancelledFlow"). */
  error: z.string().min(1).max(100),
  description: z.string().max(500).optional(),
});
export type BankSyncFailedReport = z.infer<typeof bankSyncFailedSchema>;

const monthlyForints = z
  .number({ error: 'validation.numeric' })
  .int({ error: 'validation.numeric' })
  .min(0, { error: 'validation.size' })
  .max(BANK_SYNC_MAX_MONTHLY_FORINTS, { error: 'validation.size' });

/** PATCH manual-salary and manual-loan-amount: the customer's monthly figure, whole forints. */
export const bankSyncCorrectionSchema = z.object({
  purpose: generalBankSyncPurposeSchema.default('PRELIMINARY'),
  amount: monthlyForints,
});
export type BankSyncCorrection = z.input<typeof bankSyncCorrectionSchema>;

/** POST mistake-found: the findings of the purpose's latest sync are wrong. */
export const bankSyncMistakeSchema = z.object({
  purpose: generalBankSyncPurposeSchema.default('PRELIMINARY'),
});
export type BankSyncMistake = z.input<typeof bankSyncMistakeSchema>;

export const bankSyncIdParamsSchema = z.object({ id: z.uuid() });

/** GET .../my-sync: `force=true` asks for a new consent, so an expired or failed one is not answered. */
export const bankSyncMySyncQuerySchema = z.object({
  force: z.enum(['true', 'false']).optional(),
  flowId: z.uuid().optional(),
});
export const bankSyncGoCardlessMySyncQuerySchema = z.object({ flowId: z.uuid().optional() });

/** GET /credit/psd2-sync/customer: the latest sync of the purpose, optionally of one flow. */
export const bankSyncCustomerQuerySchema = z.object({
  purpose: generalBankSyncPurposeSchema.default('PRELIMINARY'),
  flowId: z.uuid().optional(),
});
