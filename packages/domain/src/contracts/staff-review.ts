import { z } from 'zod';
import {
  applicationFlowPositionSchema,
  applicationStatusSchema,
  scoringDecisionSchema,
} from '../status/application.ts';
import { customerDocumentSchema, flowSchema } from './application.ts';
import {
  staffBankEvidenceSchema,
  staffCaseScoringSchema,
  staffKycOutcomeSchema,
} from './staff-case-evidence.ts';
import { staffRoleSchema } from './staff-roles.ts';
import { correctionSchema } from './todos.ts';

/** POST /api/staff/auth/login: staff have their own accounts and their own tokens. */
export const staffLoginSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(staffRoleSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * The right password opens only the second step (decision 037): a staff member with an
 * authenticator sends its code (TOTP); one without gets a new secret to add to an
 * authenticator app and confirms it with its first code. `challenge` lives five minutes.
 */
export const staffLoginResponseSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('TOTP'), challenge: z.string() }),
  z.object({
    step: z.literal('ENROL'),
    challenge: z.string(),
    /** The secret in Base32, for typing into an authenticator app. */
    secret: z.string(),
    /** The otpauth:// address the QR code carries. */
    otpauthUri: z.string(),
    /** The QR code of the address as an SVG document. */
    qrSvg: z.string(),
  }),
]);
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/** POST /api/staff/auth/second-factor: the challenge of the login and the authenticator's six digits. */
export const staffSecondFactorSchema = z.object({
  challenge: z.string().min(1).max(2_000),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.totpCode' }),
});
export type StaffSecondFactor = z.infer<typeof staffSecondFactorSchema>;

export const staffSessionSchema = z.object({ token: z.string(), staff: staffMemberSchema });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** The first approval of a case above the four-eyes limit, waiting for a senior reviewer. */
export const pendingApprovalSchema = z.object({
  id: z.string(),
  requestedById: z.string(),
  requestedByName: z.string(),
  reasonCode: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

/** POST /api/staff/reviews/{applicationId}/second-approval: confirm the approval, or send it back. */
export const staffSecondApprovalSchema = z.object({
  confirm: z.boolean(),
  note: z.string().trim().min(5).max(2_000),
});
export type StaffSecondApproval = z.infer<typeof staffSecondApprovalSchema>;

/** An application waiting for a person: a MANUAL decision after signing, or a reported error. */
export const reviewItemSchema = z.object({
  applicationId: z.string(),
  customerName: z.string(),
  productName: z.string(),
  amount: z.number().int(),
  duration: z.number().int(),
  monthlyPayment: z.number().int(),
  position: applicationFlowPositionSchema,
  scoringDecision: scoringDecisionSchema,
  /** Reason codes of the automated decision. */
  reasons: z.array(z.string()),
  /** What the customer reported wrong in the contract, for OFFLINE_UNDER_REVIEW. */
  errorReport: z.string().nullable(),
  identityVerifiedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  submittedAt: z.string(),
  /**
   * When the customer last completed a correction the reviewer has not closed yet: the case is
   * back with the reviewer (returned cases lead the list, newest first). Always sent.
   */
  returnedAt: z.string().nullable().optional(),
  /** A correction is still open (IN_PROGRESS): the case waits for the customer. Always sent. */
  isWaitingForCustomer: z.boolean().optional(),
  /** The amount is above the four-eyes limit: an approval takes a reviewer and a senior reviewer. */
  needsSecondApproval: z.boolean().optional(),
  /** An approval waiting for its second person. Always sent. */
  pendingApproval: pendingApprovalSchema.nullable().optional(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewListSchema = z.object({ items: z.array(reviewItemSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** Reasons a person may give; the customer sees their wording (tokens `reason.<CODE>`). */
export const staffApprovalReasons = ['DOCUMENTS_VERIFIED', 'INCOME_VERIFIED'] as const;
export const staffRejectionReasons = [
  'INCOME_NOT_VERIFIED',
  'AFFORDABILITY',
  'DOCUMENTS_INVALID',
  'LENDER_POLICY',
] as const;

export const staffDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('MANUALLY_APPROVED'),
    reasonCode: z.enum(staffApprovalReasons),
    note: z.string().trim().min(5).max(2_000),
  }),
  z.object({
    decision: z.literal('MANUALLY_REJECTED'),
    reasonCode: z.enum(staffRejectionReasons),
    note: z.string().trim().min(5).max(2_000),
  }),
]);
export type StaffDecision = z.infer<typeof staffDecisionSchema>;

/** POST /api/staff/reviews/{applicationId}/return-to-contract: why the contract is made anew. */
export const staffReturnToContractSchema = z.object({ note: z.string().trim().min(5).max(2_000) });
export type StaffReturnToContract = z.infer<typeof staffReturnToContractSchema>;

/** Where an application stands after a staff action. */
export const staffActionResponseSchema = z.object({
  applicationId: z.string(),
  position: applicationFlowPositionSchema,
  status: applicationStatusSchema.nullable(),
  statusResult: z.string().nullable(),
  /** An approval above the four-eyes limit was recorded and waits for a senior reviewer. */
  awaitingSecondApproval: z.boolean().optional(),
});
export type StaffActionResponse = z.infer<typeof staffActionResponseSchema>;

/**
 * GET /api/staff/reviews/{applicationId}/case: what the customer answered, with the flow that
 * asked it (labels and options), and the documents of the application (uploads and the
 * portal's own PDFs), so a person decides on the whole case.
 */
export const staffCaseSchema = z.object({
  applicationId: z.string(),
  flow: flowSchema,
  answers: z.record(z.string(), z.string()),
  documents: z.array(customerDocumentSchema),
  /** The corrections asked on this application, newest first. Always sent. */
  corrections: z.array(correctionSchema).optional(),
  returnedAt: z.string().nullable().optional(),
  isWaitingForCustomer: z.boolean().optional(),
  /** The automated decision with the figures it was made on; null before scoring. Always sent. */
  scoring: staffCaseScoringSchema.nullable().optional(),
  /** The PSD2 bank data the income rests on; null when the income was declared. Always sent. */
  bankEvidence: staffBankEvidenceSchema.nullable().optional(),
  /** The identity check's outcome; null when none was started. Always sent. */
  kyc: staffKycOutcomeSchema.nullable().optional(),
});
export type StaffCase = z.infer<typeof staffCaseSchema>;

/** The path of a staff call on one application, and on one document of its case. */
export const staffApplicationParamsSchema = z.object({ applicationId: z.uuid() });
export const staffCaseDocumentParamsSchema = z.object({ applicationId: z.uuid(), documentId: z.uuid() });
