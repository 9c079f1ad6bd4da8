import { z } from 'zod';
import { profileStatusSchema } from '../status/profile-schemas.ts';
import {
  challengeIdSchema,
  oneTimeCodeSchema,
  passwordInputSchema,
  secondFactorChallengeSchema,
} from './auth.ts';

export const statementAcceptanceSchema = z.object({
  statementId: z.number().int(),
  identifier: z.string(),
  version: z.number().int(),
  title: z.string(),
  acceptedAt: z.string(),
  channel: z.string(),
});
export type StatementAcceptance = z.infer<typeof statementAcceptanceSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  currentStatus: profileStatusSchema,
  currentStatusResult: z.string().nullable(),
  flowPosition: z.string().nullable(),
  flowPage: z.string().nullable(),
  isEmailConfirmed: z.boolean(),
  isPhoneConfirmed: z.boolean(),
  hasSecondFactor: z.boolean(),
  statementAcceptances: z.array(statementAcceptanceSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The name and the second-factor switch. Switching the second factor OFF lowers the account's
 * security (ASVS 5.0 V7.5.1), so it also needs the current password and the code that
 * `POST /api/profile/security-code` sent (`tokenId` is that challenge's id); switching it on,
 * or leaving it as it is, needs neither.
 */
export const profileUpdateRequestSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.size' }),
  lastName: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.size' }),
  hasSecondFactor: z.boolean(),
  password: passwordInputSchema.optional(),
  tokenId: challengeIdSchema.optional(),
  code: oneTimeCodeSchema.optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** The code for a change of security settings went to the confirmed phone (or else email). */
export const securityCodeResponseSchema = z.object({ secondFactor: secondFactorChallengeSchema });
export type SecurityCodeResponse = z.infer<typeof securityCodeResponseSchema>;

export const profileStatusUpdateSchema = z.object({
  currentStatus: profileStatusSchema,
  /** Application flow statuses travel as `POSITION|page` (spec §4). */
  currentStatusResult: z.string().max(200).nullable().optional(),
});

export const isEmailConfirmedResponseSchema = z.object({ isEmailConfirmed: z.boolean() });

export const emailConfirmOfferSchema = z.object({ offerId: z.string().max(100).nullable() });
/** The offer chosen while confirming the email address, with whether it is confirmed yet. */
export const emailConfirmStateSchema = emailConfirmOfferSchema.extend({ isEmailConfirmed: z.boolean() });
