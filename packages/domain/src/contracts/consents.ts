import { z } from 'zod';
import { recordNumberSchema } from './primitives.ts';

/**
 * Consents a customer may give and take back at any time (GDPR art. 7(3)): offers by email
 * and SMS, and the sharing of their positive-list data in the central credit register with
 * other lenders (Khr. tv. 5. § (5)). Each is given on the text of one statement.
 */
export const consentPurposes = ['MARKETING', 'KHR_POSITIVE_LIST'] as const;
export const consentPurposeSchema = z.enum(consentPurposes);
export type ConsentPurpose = z.infer<typeof consentPurposeSchema>;

/** The statement (by identifier) whose current version each consent is given on. */
export const consentStatementIdentifiers = {
  MARKETING: 'marketing_consent',
  KHR_POSITIVE_LIST: 'application_khr_positive_list',
} as const satisfies Record<ConsentPurpose, string>;

/** The consent a statement stands for, or null for a statement that is only accepted. */
export function consentPurposeOfStatement(identifier: string): ConsentPurpose | null {
  const entry = Object.entries(consentStatementIdentifiers).find(([, id]) => id === identifier);
  return entry ? (entry[0] as ConsentPurpose) : null;
}

/**
 * Where a choice was made: at registration, in the profile, in a loan application, by the
 * link of a marketing email (the page, or the mail client's one-click request), or by the
 * erasure of the account.
 */
export const consentChannels = [
  'REGISTRATION',
  'PROFILE',
  'APPLICATION',
  'EMAIL_LINK',
  'EMAIL_ONE_CLICK',
  'ACCOUNT_ERASURE',
] as const;
export const consentChannelSchema = z.enum(consentChannels);
export type ConsentChannel = z.infer<typeof consentChannelSchema>;

/** One entry of the consent log: given or withdrawn, on which statement version, when, where. */
export const consentEventSchema = z.object({
  purpose: consentPurposeSchema,
  granted: z.boolean(),
  statementId: z.number().int(),
  statementVersion: z.number().int(),
  channel: consentChannelSchema,
  occurredAt: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const consentStatementSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  version: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
});

/**
 * A consent as it stands: the statement it is given on now, the customer's latest answer
 * (null while they have never answered) and the log of every answer, newest first.
 */
export const consentStateSchema = z.object({
  purpose: consentPurposeSchema,
  statement: consentStatementSchema,
  granted: z.boolean().nullable(),
  decidedAt: z.string().nullable(),
  history: z.array(consentEventSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const consentPurposeParamsSchema = z.object({ purpose: consentPurposeSchema });

/**
 * Gives or withdraws a consent. Giving names the statement version the customer read, which
 * must be the current one; a withdrawal is taken whatever version is shown, and the log names
 * the version that had been given.
 */
export const consentUpdateRequestSchema = z.object({
  granted: z.boolean(),
  statementId: recordNumberSchema,
  version: recordNumberSchema,
});
export type ConsentUpdateRequest = z.infer<typeof consentUpdateRequestSchema>;

/** The signed token of an unsubscribe link: a customer id and its keyed check, base64url. */
export const unsubscribeTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{46}$/, { error: 'validation.invalid' });
export const unsubscribeQuerySchema = z.object({ token: unsubscribeTokenSchema });

/** What the unsubscribe page shows before and after: whose address, and whether offers still go there. */
export const unsubscribeStatusSchema = z.object({
  maskedEmail: z.string().nullable(),
  isSubscribed: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;

/** The body RFC 8058 one-click requests send (form-encoded); the page sends an empty JSON object. */
export const ONE_CLICK_UNSUBSCRIBE_BODY = 'List-Unsubscribe=One-Click';
