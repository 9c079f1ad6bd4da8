import { z } from 'zod';
import { emailSchema, phoneSchema } from '../rules/validators.ts';
import { loginOutcomeSchema } from '../status/profile-schemas.ts';
import { recordNumberSchema } from './primitives.ts';

/**
 * Accounts and sessions. Base path of the auth calls: /api/bulwark/customer/auth. A session
 * token arrives in the `X-Auth-Token` response header, never in a body. Phone numbers travel
 * in the display form `+36 20 123 4567`.
 */
export const SESSION_TOKEN_HEADER = 'x-auth-token';
/** The password-reset token from an email link is sent back in this request header. */
export const RESET_TOKEN_HEADER = 'x-reset-token';
export const ONE_TIME_CODE_LENGTH = 6;

/** The request headers of a password reset: the email link's token, when the reset came by link. */
export const resetTokenHeadersSchema = z.object({
  [RESET_TOKEN_HEADER]: z.string().min(16).max(200).optional(),
});

export const contactChannels = ['EMAIL', 'PHONE'] as const;
export const contactChannelSchema = z.enum(contactChannels);
export type ContactChannel = z.infer<typeof contactChannelSchema>;

export const passwordInputSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(1024);
const passwordInput = passwordInputSchema;
export const oneTimeCodeSchema = z
  .string({ error: 'validation.required' })
  .regex(/^\d{6}$/, { error: 'validation.code' });
const oneTimeCode = oneTimeCodeSchema;
/** Challenge ids are UUIDs; anything else is refused at the edge, never sent to the database. */
export const challengeIdSchema = z.uuid({ error: 'validation.invalid' });
const tokenId = challengeIdSchema;
const personName = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(100, { error: 'validation.size' });

/** Exactly one of email or phone, matching the channel. */
function contactRefinement(
  value: { channel: ContactChannel; email?: string; phone?: string },
  ctx: z.RefinementCtx,
) {
  if (value.channel === 'EMAIL' && !value.email) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
  }
  if (value.channel === 'PHONE' && !value.phone) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.required' });
  }
}

export const statementAcceptanceInputSchema = z.object({
  statementId: recordNumberSchema,
  version: recordNumberSchema,
});

export const secondFactorChallengeSchema = z.object({
  tokenId,
  channel: z.enum(['SMS', 'EMAIL']),
  /** Where the code went, masked: `+36 20 *** **67`. */
  maskedTarget: z.string(),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
  codeLength: z.literal(ONE_TIME_CODE_LENGTH),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

export const registerRequestSchema = z
  .object({
    channel: contactChannelSchema,
    email: emailSchema.max(254).optional(),
    phone: phoneSchema.optional(),
    password: passwordInput,
    /** Required when the portal flag `name_on_reg` is on. */
    firstName: personName.optional(),
    lastName: personName.optional(),
    /** Every required registration statement, at the version the customer read. */
    acceptances: z.array(statementAcceptanceInputSchema).max(20),
    isLeasing: z.boolean().default(false),
    /** Campaign and partner parameters the visitor arrived with (spec §2). */
    landingQuery: z.string().max(2000).optional(),
  })
  .superRefine(contactRefinement);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The same answer whether or not the address was already registered. */
export const registerResponseSchema = z.object({
  channel: contactChannelSchema,
  /** Phone registration: the code challenge to answer with complete-registration. */
  secondFactor: secondFactorChallengeSchema.optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginRequestSchema = z
  .object({
    channel: contactChannelSchema,
    email: emailSchema.max(254).optional(),
    phone: phoneSchema.optional(),
    /** Omitted for a code-only login, which works only with the flag `passwordless_login`. */
    password: passwordInput.optional(),
  })
  .superRefine(contactRefinement);
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Either an outcome (token in the header) or a second-factor challenge (no token yet). */
export const loginResponseSchema = z.object({
  outcome: loginOutcomeSchema.optional(),
  secondFactorResponse: secondFactorChallengeSchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const codeAnswerSchema = z.object({ tokenId, code: oneTimeCode });
export type CodeAnswer = z.infer<typeof codeAnswerSchema>;
export const resendCodeRequestSchema = z.object({ tokenId });

/** Email confirmation: the token from the link, or (changing the address) the challenge id and code. */
export const confirmEmailRequestSchema = z.union([
  z.object({ token: z.string().min(16).max(200) }),
  z.object({ id: tokenId, code: oneTimeCode }),
]);
export const confirmEmailResponseSchema = z.object({ email: z.string(), outcome: z.literal('CONFIRMED') });

export const sendConfirmationEmailRequestSchema = z.object({
  /** A client-made random id, so a double click sends one email. */
  nonce: z.string().min(8).max(64),
  isLeasing: z.boolean().default(false),
});
export const sendConfirmationEmailResponseSchema = z.object({ id: z.string() });

export const requestPasswordChangeSchema = z
  .object({
    channel: contactChannelSchema,
    email: emailSchema.max(254).optional(),
    phone: phoneSchema.optional(),
  })
  .superRefine(contactRefinement);
/** The same answer whether or not an account exists. */
export const requestPasswordChangeResponseSchema = z.object({
  channel: contactChannelSchema,
  secondFactor: secondFactorChallengeSchema.optional(),
});

/** Reset by email link (token in the X-Reset-Token header) or by SMS code (tokenId + code). */
export const changePasswordRequestSchema = z.object({
  newPassword: passwordInput,
  tokenId: tokenId.optional(),
  code: oneTimeCode.optional(),
});

export const firstLoginRequestSchema = z.object({
  /** The invitation token a partner's account creation sent to the customer. */
  invitationToken: z.string().min(16).max(200),
  newPassword: passwordInput,
});

export const passwordChangeRequestSchema = z.object({
  currentPassword: passwordInput,
  newPassword: passwordInput,
});

export const changeEmailRequestSchema = z.object({ newEmail: emailSchema.max(254), password: passwordInput });
export const changeEmailResponseSchema = z.object({
  id: z.string(),
  secondFactor: secondFactorChallengeSchema,
});
export const changePhoneRequestSchema = z.object({ newPhone: phoneSchema, password: passwordInput });
export const changePhoneResponseSchema = z.object({
  tokenId: z.string(),
  secondFactor: secondFactorChallengeSchema,
});

export const passwordPolicyResponseSchema = z.object({
  minLength: z.number().int(),
  maxLength: z.number().int(),
  /** Message keys of every rule, in the order the client lists them. */
  rules: z.array(z.string()),
});

export const outcomeResponseSchema = z.object({ outcome: z.string() });
