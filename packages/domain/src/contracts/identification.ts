import { z } from 'zod';
import { loanApplicationSchema } from './application.ts';

/**
 * One way of verifying identity or of signing, from configuration (GET
 * /administration/kyc-type-info). `code` is what identification/start and
 * document-signing/start take as `type`; `provider` names the adapter that carries it out.
 */
export const verificationMethodSchema = z.object({
  code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  provider: z.string(),
  title: z.string(),
  description: z.string(),
  /** Roughly how long it takes, in minutes, shown to the customer before choosing. */
  minutes: z.number().int().positive(),
});
export type VerificationMethod = z.infer<typeof verificationMethodSchema>;

export const kycTypeInfoSchema = z.object({
  kycTypes: z.array(verificationMethodSchema),
  signatureTypes: z.array(verificationMethodSchema),
});
export type KycTypeInfo = z.infer<typeof kycTypeInfoSchema>;

/** POST identification/start and POST document-signing/start. */
export const verificationStartSchema = z.object({ type: z.string().min(1).max(40) });
export type VerificationStart = z.infer<typeof verificationStartSchema>;

export const kycSessionStatuses = ['STARTED', 'VERIFIED', 'DECLINED', 'EXPIRED'] as const;
export const kycSessionStatusSchema = z.enum(kycSessionStatuses);
export type KycSessionStatus = z.infer<typeof kycSessionStatusSchema>;

/**
 * The answer of POST identification/start: the application now at KYC_WAITING and the
 * provider's page to send the customer to. A retry with the same Idempotency-Key, or any
 * start while a check is already open, answers the same session.
 */
export const identificationStartResponseSchema = z.object({
  application: loanApplicationSchema,
  kycSessionId: z.string(),
  redirectUrl: z.string(),
});
export type IdentificationStartResponse = z.infer<typeof identificationStartResponseSchema>;

/**
 * GET loan-application/{id}/identification: the latest identity check of the application,
 * so KYC_WAITING and KYC_CHOOSE can say what happened (a declined check says why).
 */
export const identificationStateSchema = z.object({
  kycSessionId: z.string(),
  type: z.string(),
  status: kycSessionStatusSchema,
  /** Reason code of a declined check: wording from tokens `kyc.declined.<CODE>`. */
  declineReason: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type IdentificationState = z.infer<typeof identificationStateSchema>;

/** The answer of GET identification: null until the first check is started. */
export const identificationResponseSchema = z.object({
  identification: identificationStateSchema.nullable(),
});
export type IdentificationResponse = z.infer<typeof identificationResponseSchema>;

/** Why a sandbox or vendor check declines; the customer may try again after any of them. */
export const kycDeclineReasons = [
  'DOCUMENT_UNREADABLE',
  'FACE_MISMATCH',
  'DOCUMENT_EXPIRED',
  'ABANDONED',
] as const;
export const kycDeclineReasonSchema = z.enum(kycDeclineReasons);
export type KycDeclineReason = z.infer<typeof kycDeclineReasonSchema>;

/**
 * The body a KYC provider posts to the portal's callback. It is signed by the provider
 * (HMAC-SHA256 over `timestamp.body`, headers `kyc-timestamp` and `kyc-signature`), carries
 * its own event id (applied once) and names the session by the provider's reference.
 */
export const kycCallbackSchema = z.object({
  eventId: z.string().min(8).max(100),
  providerReference: z.string().min(8).max(100),
  outcome: z.enum(['VERIFIED', 'DECLINED']),
  declineReason: kycDeclineReasonSchema.nullable(),
  /** ISO time the provider reached its verdict. */
  occurredAt: z.iso.datetime(),
  /** What the vendor checked, kept as evidence (AML act, MNB decree 29/2024). */
  evidence: z.object({
    documentType: z.enum(['ID_CARD', 'PASSPORT', 'DRIVING_LICENCE']),
    documentSha256: z.string().regex(/^[0-9a-f]{64}$/),
    selfieSha256: z.string().regex(/^[0-9a-f]{64}$/),
    livenessPassed: z.boolean(),
  }),
});
export type KycCallback = z.infer<typeof kycCallbackSchema>;

/** Headers of a provider callback; the signature is `v1=<hex>`. */
export const KYC_SIGNATURE_HEADER = 'kyc-signature';
export const KYC_TIMESTAMP_HEADER = 'kyc-timestamp';
/** A callback whose timestamp is further than this from now is refused (replay window). */
export const KYC_CALLBACK_TOLERANCE_SECONDS = 300;

/** The provider a callback comes from, as named in the callback address. */
export const kycCallbackParamsSchema = z.object({ provider: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/) });

/** Optional here so a missing signature is refused by the handler's own check, with 401. */
export const kycCallbackHeadersSchema = z.object({
  [KYC_TIMESTAMP_HEADER]: z.string().optional().describe('Required. Epoch seconds of the signature.'),
  [KYC_SIGNATURE_HEADER]: z
    .string()
    .optional()
    .describe('Required. v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">; several entries allowed.'),
});

/**
 * What the portal answers a provider: `applied` changed the check, `duplicate` is an event
 * id seen before (nothing changed), `ignored` names a check that is no longer open.
 */
export const kycCallbackResultSchema = z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) });
export type KycCallbackResult = z.infer<typeof kycCallbackResultSchema>;
