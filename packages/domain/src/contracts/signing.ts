import { z } from 'zod';
import { scoringDecisionSchema, signatureProcessStateSchema } from '../status/application.ts';
import { loanApplicationSchema } from './application.ts';

/** The documents the customer reads at CONTRACT_CHECK and signs; signed copies replace them. */
export const contractDocumentKinds = ['CONTRACT', 'SECCI', 'SIGNED_CONTRACT', 'SIGNED_SECCI'] as const;
export const contractDocumentKindSchema = z.enum(contractDocumentKinds);
export type ContractDocumentKind = z.infer<typeof contractDocumentKindSchema>;

export const signingDocumentSchema = z.object({
  /** A customer document id: opens through GET /api/file/download/{id}. */
  id: z.string(),
  kind: contractDocumentKindSchema,
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** SHA-256 of the PDF, hex: the same figure the audit page of the signed copy prints. */
  sha256: z.string(),
  createdAt: z.string(),
});
export type SigningDocument = z.infer<typeof signingDocumentSchema>;

/**
 * GET loan-application/{id}/documents-for-signing. The contract and the SECCI are made from
 * templates with the customer's data and the offer's figures the first time they are asked
 * for at CONTRACT_CHECK; after signing the signed copies (with their audit page) are listed.
 */
export const documentsForSigningSchema = z.object({
  state: signatureProcessStateSchema,
  documents: z.array(signingDocumentSchema),
});
export type DocumentsForSigning = z.infer<typeof documentsForSigningSchema>;

/** PATCH /credit/loan-application-signature/error-found: what the customer found wrong. */
export const contractErrorReportSchema = z.object({
  applicationId: z.uuid(),
  description: z.string().trim().min(10).max(2_000),
});
export type ContractErrorReport = z.infer<typeof contractErrorReportSchema>;

/** POST document-signing/start answers the open signing: the code went to this phone. */
export const signingSessionSchema = z.object({
  signingSessionId: z.string(),
  type: z.string(),
  channel: z.literal('SMS'),
  /** The phone number the code went to, all but the last digits hidden. */
  maskedPhone: z.string(),
  expiresAt: z.string(),
  attemptsLeft: z.number().int().nonnegative(),
  /** When another code may be asked for. */
  resendAvailableAt: z.string(),
});
export type SigningSession = z.infer<typeof signingSessionSchema>;

/** GET document-signing: the open signing, or null when none is open. */
export const openSigningResponseSchema = z.object({ signing: signingSessionSchema.nullable() });
export type OpenSigningResponse = z.infer<typeof openSigningResponseSchema>;

export const signingStartResponseSchema = z.object({
  application: loanApplicationSchema,
  signing: signingSessionSchema,
});
export type SigningStartResponse = z.infer<typeof signingStartResponseSchema>;

/** POST document-signing/confirm: the one-time code from the SMS. */
export const signingConfirmSchema = z.object({ code: z.string().regex(/^\d{6}$/) });
export type SigningConfirm = z.infer<typeof signingConfirmSchema>;

/** PATCH /credit/loan-application/evaluate-scoring. */
export const evaluateScoringSchema = z.object({ applicationId: z.uuid() });
export type EvaluateScoring = z.infer<typeof evaluateScoringSchema>;

/**
 * GET loan-application/{id}/result: the outcome that counts (a staff decision replaces the
 * automated one), its reasons as codes (wording from tokens `reason.<CODE>`), and, for a
 * concluded contract, the 14-day withdrawal window (Fhtv. 20. §).
 */
export const applicationResultSchema = z.object({
  applicationId: z.string(),
  decision: scoringDecisionSchema,
  reasons: z.array(z.string()),
  decidedBy: z.enum(['AUTOMATED', 'STAFF']),
  decidedAt: z.string(),
  signedAt: z.string().nullable(),
  /** Set once the lender accepted a signed contract; the end of the withdrawal window. */
  withdrawableUntil: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /**
   * A leasing application's way back to its dealer (the prescore's return URL): the result
   * screen offers it. Absent for other applications. The redirect proves nothing to the dealer.
   */
  dealerRedirectUrl: z.string().nullable().optional(),
});
export type ApplicationResult = z.infer<typeof applicationResultSchema>;

/** POST loan-application/{id}/withdrawal: the customer confirms by ticking, on purpose. */
export const withdrawalRequestSchema = z.object({ confirm: z.literal(true) });
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalResponseSchema = z.object({
  application: loanApplicationSchema,
  result: applicationResultSchema,
});
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

/**
 * POST document-signing/confirm and PATCH evaluate-scoring: the application after signing and,
 * once the lender has decided, its result (null while a person still reviews it).
 */
export const applicationWithResultSchema = z.object({
  application: loanApplicationSchema,
  result: applicationResultSchema.nullable(),
});
export type ApplicationWithResult = z.infer<typeof applicationWithResultSchema>;

/** Days after conclusion during which a consumer may withdraw without giving reasons. */
export const WITHDRAWAL_DAYS = 14;
/** A signing code lives this long and allows this many tries. */
export const SIGNING_CODE_TTL_SECONDS = 300;
export const SIGNING_CODE_MAX_ATTEMPTS = 5;
