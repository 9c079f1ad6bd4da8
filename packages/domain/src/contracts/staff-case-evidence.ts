import { z } from 'zod';
import { scoringDecisionSchema } from '../status/application.ts';
import { psd2ProviderTypeSchema } from '../status/assessment.ts';
import { bankSyncPurposeSchema, bankSyncStatusSchema } from './bank-sync.ts';
import { kycDeclineReasonSchema, kycSessionStatusSchema } from './identification.ts';

/**
 * What a reviewer sees beside the answers of a case (GET /api/staff/reviews/{id}/case): the
 * automated decision with the figures it was made on, the bank data (PSD2) the income rests
 * on, and the identity check's outcome. Account and document numbers are only ever masked.
 */

/**
 * The automated decision and its figures, as stored with it (scoring_decisions): the income
 * and commitments of the answers, the JTM ratio against its limit, and the regulatory figures
 * and lender policy in force on the day it was made.
 */
export const staffCaseScoringSchema = z.object({
  decision: scoringDecisionSchema,
  /** Reason codes; the wording is `reason.<CODE>`. */
  reasons: z.array(z.string()),
  decidedAt: z.string(),
  /** The day the rules were applied on (ages, employment length, the THM cap). */
  ruleDay: z.string().nullable(),
  /** Net monthly income the decision used (the answers'), whole forints. */
  netIncome: z.number().int().nullable(),
  /** The net income of the preliminary assessment or prescore it was compared with. */
  assessedNetIncome: z.number().int().nullable(),
  /** Monthly instalments of existing loans, as declared. */
  existingInstalments: z.number().int().nullable(),
  /** Credit card and overdraft limits, and what of them counts monthly in the JTM. */
  revolvingLimits: z.number().int(),
  revolvingMonthly: z.number().int(),
  /** The new loan's monthly payment. */
  newInstalment: z.number().int(),
  /** All monthly instalments (existing, revolving share, new) over the net income, percent, one decimal. */
  jtmRatioPercent: z.number().nullable(),
  /** The JTM limit that applied to this income, percent. */
  jtmLimitPercent: z.number().nullable(),
  /** The largest new instalment the limit allowed. */
  maxNewInstalment: z.number().int().nullable(),
  thmPercent: z.number(),
  thmCapPercent: z.number(),
  regulatory: z.object({
    baseRatePercent: z.number(),
    /** The first day of the base-rate row the THM cap was computed from, when stored. */
    baseRateEffectiveFrom: z.string().nullable(),
    thmCapMarginPoints: z.number(),
    jtmIncomeThreshold: z.number(),
    jtmLimitBelowPercent: z.number(),
    jtmLimitAtOrAbovePercent: z.number(),
    jtmRevolvingSharePercent: z.number(),
    minimumNetIncome: z.number(),
  }),
  policy: z.object({
    incomeDropReferPercent: z.number(),
    minimumEmploymentMonths: z.number(),
  }),
});
export type StaffCaseScoring = z.infer<typeof staffCaseScoringSchema>;

/** One bank account the consent reached, its number masked (country code and last four digits). */
export const staffBankAccountSchema = z.object({
  maskedNumber: z.string().nullable(),
  name: z.string().nullable(),
  currency: z.string(),
  bankName: z.string().nullable(),
});

/** One regular income the detection found: the payer and its transactions summarised. */
export const staffIncomeFindingSchema = z.object({
  kind: z.enum(['SALARY', 'PENSION', 'OTHER_REGULAR']),
  payer: z.string(),
  monthlyAmount: z.number().int(),
  monthsSeen: z.number().int(),
  typicalDay: z.number().int(),
  /** How many transactions prove it, their first and last day and their sum. */
  transactionCount: z.number().int(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  total: z.number().int(),
});

export const staffLoanFindingSchema = z.object({
  creditor: z.string(),
  monthlyAmount: z.number().int(),
  transactionCount: z.number().int(),
});

/**
 * The PSD2 bank sync the income of the case rests on. Null when none was used: the income
 * was declared, not read from the bank.
 */
export const staffBankEvidenceSchema = z.object({
  provider: psd2ProviderTypeSchema,
  /** Which step used it: the preliminary assessment, the application's own bank field, the leasing prescore. */
  purpose: bankSyncPurposeSchema,
  /** SUCCEEDED, or what the customer did since: OVERRIDDEN (manual answers count), REVOKED. */
  status: bankSyncStatusSchema,
  bankName: z.string().nullable(),
  /** When the bank confirmed the consent and the accounts were read. */
  consentGivenAt: z.string().nullable(),
  consentExpiresAt: z.string().nullable(),
  /** The bank data was deleted (revoked, or its keeping time passed): accounts are no longer known. */
  bankDataDeleted: z.boolean(),
  accounts: z.array(staffBankAccountSchema),
  /** The months the booked transactions covered. */
  monthsCovered: z.number().int().nullable(),
  detectedIncome: z.number().int().nullable(),
  manualSalary: z.number().int().nullable(),
  /** What the assessment used: the customer's correction when given, else the detected figure. */
  effectiveSalary: z.number().int().nullable(),
  effectiveLoanInstalments: z.number().int().nullable(),
  incomeSources: z.array(staffIncomeFindingSchema),
  loanInstalments: z.array(staffLoanFindingSchema),
});
export type StaffBankEvidence = z.infer<typeof staffBankEvidenceSchema>;

/**
 * The identity check of the application (kyc_sessions): the newest verified one, else the
 * newest. Name and birth-date matching and the document number are sent only when the
 * provider reported them (null: not reported); raw images never leave the provider.
 */
export const staffKycOutcomeSchema = z.object({
  provider: z.string(),
  /** The method's code (kyc-type-info) and its title. */
  method: z.string(),
  methodTitle: z.string().nullable(),
  status: kycSessionStatusSchema,
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** How many checks were started for the application. */
  attempts: z.number().int(),
  documentType: z.enum(['ID_CARD', 'PASSPORT', 'DRIVING_LICENCE']).nullable(),
  documentNumberMasked: z.string().nullable(),
  livenessPassed: z.boolean().nullable(),
  nameMatched: z.boolean().nullable(),
  birthDateMatched: z.boolean().nullable(),
  declineReason: kycDeclineReasonSchema.nullable(),
});
export type StaffKycOutcome = z.infer<typeof staffKycOutcomeSchema>;
