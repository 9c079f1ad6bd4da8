import type {
  changePasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  requestPasswordChangeSchema,
} from '@hitelkapu/domain';
import {
  type ContactChannel,
  checkPassword,
  type LoginOutcome,
  type LoginResponse,
  passwordPolicy,
  passwordRuleKeys,
  type RegisterResponse,
} from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { challenges, customers, statementAcceptances } from '../../db/schema/index.ts';
import { accountKey, limits, sourceAccountKey } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordConsentsAtRegistration } from '../consent/consent.service.ts';
import {
  type CustomerRow,
  findCustomerByContact,
  findCustomerById,
  normalizeEmail,
  revokeSessions,
  updateCustomer,
} from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { findPortalConfig } from '../portal-config/portal-config.service.ts';
import { findActiveStatements } from '../statements/statements.service.ts';
import {
  answerCodeChallenge,
  codeErrors,
  consumeChallenge,
  createCodeChallenge,
  createLinkChallenge,
  describeChallenge,
  findLiveLinkChallenge,
  renewCodeChallenge,
} from './challenges.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

type RegisterInput = z.output<typeof registerRequestSchema>;
type LoginInput = z.output<typeof loginRequestSchema>;

export const EMAIL_CONFIRMATION_TTL_MS = 24 * 3600_000;
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;

/** The message a renewed code goes out in, by the purpose of its challenge. */
const templateForPurpose = {
  REGISTRATION: 'registration-code',
  LOGIN: 'login-code',
  PASSWORD_RESET: 'password-reset-code',
  CHANGE_EMAIL: 'change-email-code',
  CHANGE_PHONE: 'change-phone-code',
  SECURITY_CHANGE: 'security-code',
} as const;

export const authErrors = {
  badCredentials: () => new AppError('UNAUTHORIZED', 'errors.auth.badCredentials'),
  tooManyAttempts: (seconds: number) =>
    new AppError(
      'RATE_LIMITED',
      { key: 'errors.auth.tooManyAttempts', values: { minutes: Math.ceil(seconds / 60) } },
      undefined,
      seconds,
    ),
};

function identifierOf(input: {
  channel: ContactChannel;
  email?: string | undefined;
  phone?: string | undefined;
}) {
  return input.channel === 'EMAIL' ? normalizeEmail(input.email ?? '') : (input.phone ?? '');
}

function passwordProblems(password: string, identity: { email?: string | null; phone?: string | null }) {
  const [broken] = checkPassword(password, identity);
  return broken ? { password: broken } : null;
}

export function loginOutcomeOf(customer: CustomerRow): LoginOutcome {
  if (customer.passwordChangeRequired) return 'PASSWORD_CHANGE_REQUIRED';
  const confirmed = customer.email ? customer.emailConfirmedAt !== null : customer.phoneConfirmedAt !== null;
  return confirmed ? 'LOGIN_OK' : 'REGISTRATION_INCOMPLETE';
}

async function isFlagOn(deps: AuthDeps, identifier: string): Promise<boolean> {
  return (await findPortalConfig(deps.db, identifier))?.value === true;
}

export function createAuthService(deps: AuthDeps) {
  const { db, sessions, secrets, limiter } = deps;

  const issueSession = (customer: CustomerRow) => sessions.issue(customer, customer.sessionsValidAfter);

  /**
   * A login code challenge. With `deliver` false (an unknown account, or a wrong password while
   * the account asks everyone for a code) it is a decoy: the same answer, addressed the same
   * way, but no code goes out and no account stands behind it.
   */
  async function sendLoginCode(customer: CustomerRow | null, fallbackTarget: string, deliver = true) {
    return db.transaction(async (tx) => {
      const channel = customer?.phone ? 'SMS' : 'EMAIL';
      const target = customer?.phone ?? customer?.email ?? fallbackTarget;
      const { row, code } = await createCodeChallenge(tx, secrets, {
        customerId: deliver ? (customer?.id ?? null) : null,
        purpose: 'LOGIN',
        channel: customer ? channel : fallbackTarget.includes('@') ? 'EMAIL' : 'SMS',
        target,
      });
      if (customer && deliver) {
        await enqueueMessage(tx, {
          channel: channel === 'SMS' ? 'SMS' : 'EMAIL',
          recipient: target,
          template: { name: 'login-code', code },
        });
      }
      return describeChallenge(row);
    });
  }

  return {
    issueSession,

    /** The customer password rules, as the domain states them. */
    passwordPolicy() {
      return {
        minLength: passwordPolicy.minLength,
        maxLength: passwordPolicy.maxLength,
        rules: Object.values(passwordRuleKeys),
      };
    },

    /** The statements a registration accepts, in their current versions. */
    registrationStatements() {
      return findActiveStatements(db, 'REGISTRATION');
    },

    /** A new code for a challenge, at most once a minute (the challenge keeps the time). */
    async resendCode(tokenId: string, ip: string) {
      await enforceLimit(limiter, limits.resendsPerIp, ip);
      return db.transaction(async (tx) => {
        const { row, code } = await renewCodeChallenge(tx, secrets, tokenId);
        const template = templateForPurpose[row.purpose as keyof typeof templateForPurpose];
        // A challenge without an account (a taken or unknown address) is renewed but sends nothing.
        if (row.customerId && template) {
          await enqueueMessage(tx, {
            channel: row.channel === 'SMS' ? 'SMS' : 'EMAIL',
            recipient: row.target,
            template: { name: template, code },
          });
        }
        return describeChallenge(row);
      });
    },

    async register(input: RegisterInput, ip: string): Promise<RegisterResponse> {
      await enforceLimit(limiter, limits.registrationPerIp, ip);
      const email = input.channel === 'EMAIL' ? normalizeEmail(input.email ?? '') : null;
      const phone = input.channel === 'PHONE' ? (input.phone ?? null) : null;

      const fieldErrors: Record<string, string> = {};
      const problem = passwordProblems(input.password, { email, phone });
      if (problem) Object.assign(fieldErrors, problem);
      if (await isFlagOn(deps, 'name_on_reg')) {
        if (!input.firstName) fieldErrors.firstName = 'validation.required';
        if (!input.lastName) fieldErrors.lastName = 'validation.required';
      }
      const statements = await findActiveStatements(db, 'REGISTRATION');
      const accepted = new Map(input.acceptances.map((a) => [a.statementId, a.version]));
      for (const statement of statements) {
        const version = accepted.get(statement.id);
        if (version !== undefined && version !== statement.version) {
          throw new AppError('CONFLICT', 'errors.auth.statementChanged');
        }
        if (statement.isRequired && version === undefined)
          fieldErrors[`acceptances.${statement.identifier}`] = 'validation.statementRequired';
      }
      for (const statementId of accepted.keys()) {
        if (!statements.some((s) => s.id === statementId)) fieldErrors.acceptances = 'validation.invalid';
      }
      if (Object.keys(fieldErrors).length > 0)
        throw new AppError('VALIDATION_FAILED', undefined, fieldErrors);

      // Hashed whether or not the account exists, so both answers take as long.
      const passwordHash = await hashPassword(input.password);
      const existing = await findCustomerByContact(db, input);

      const answerForExisting = async (): Promise<RegisterResponse> =>
        db.transaction(async (tx) => {
          const recipient = email ?? phone ?? '';
          await enqueueMessage(tx, {
            channel: input.channel === 'EMAIL' ? 'EMAIL' : 'SMS',
            recipient,
            template: { name: 'registration-exists' },
          });
          if (input.channel === 'EMAIL') return { channel: 'EMAIL' };
          // A challenge no code can complete: the answer looks like a new registration's.
          const { row } = await createCodeChallenge(tx, secrets, {
            customerId: null,
            purpose: 'REGISTRATION',
            channel: 'SMS',
            target: recipient,
          });
          return { channel: 'PHONE', secondFactor: describeChallenge(row) };
        });

      if (existing) return answerForExisting();
      try {
        return await db.transaction(async (tx) => {
          const [customer] = await tx
            .insert(customers)
            .values({
              email,
              phone,
              passwordHash,
              firstName: input.firstName ?? null,
              lastName: input.lastName ?? null,
              status: input.isLeasing ? 'LEASING_REGISTERED' : 'REGISTERED',
              isLeasing: input.isLeasing,
              landingQuery: input.landingQuery ?? null,
            })
            .returning();
          if (!customer) throw new Error('customer insert returned no row');
          if (input.acceptances.length > 0) {
            await tx.insert(statementAcceptances).values(
              input.acceptances.map((a) => ({
                customerId: customer.id,
                statementId: a.statementId,
                statementVersion: a.version,
                channel: input.isLeasing ? ('LEASING' as const) : ('WEB' as const),
              })),
            );
            // An optional consent ticked here (offers by email and SMS) opens its consent log.
            await recordConsentsAtRegistration(
              tx,
              customer.id,
              statements.filter((s) => accepted.has(s.id)).map((statement) => ({ statement })),
            );
          }
          if (email) {
            const { token } = await createLinkChallenge(tx, secrets, {
              customerId: customer.id,
              purpose: 'EMAIL_CONFIRMATION',
              target: email,
              ttlMs: EMAIL_CONFIRMATION_TTL_MS,
            });
            await enqueueMessage(tx, {
              channel: 'EMAIL',
              recipient: email,
              template: {
                name: 'email-confirmation',
                link: `${deps.config.publicUrl}/emailConfirmation?token=${token}`,
              },
            });
            return { channel: 'EMAIL' as const };
          }
          const { row, code } = await createCodeChallenge(tx, secrets, {
            customerId: customer.id,
            purpose: 'REGISTRATION',
            channel: 'SMS',
            target: phone ?? '',
          });
          await enqueueMessage(tx, {
            channel: 'SMS',
            recipient: phone ?? '',
            template: { name: 'registration-code', code },
          });
          return { channel: 'PHONE' as const, secondFactor: describeChallenge(row) };
        });
      } catch (error) {
        // Registered by a parallel request a moment ago: answer as for any existing account.
        if (isUniqueViolation(error)) return answerForExisting();
        throw error;
      }
    },

    async completeRegistration(input: { tokenId: string; code: string }, ip: string) {
      await enforceLimit(limiter, limits.codeChecksPerIp, ip);
      const challenge = await answerCodeChallenge(db, secrets, { ...input, purpose: 'REGISTRATION' });
      if (!challenge.customerId) throw codeErrors.expired();
      const customer = await updateCustomer(db, challenge.customerId, { phoneConfirmedAt: new Date() });
      return { outcome: loginOutcomeOf(customer), token: await issueSession(customer) };
    },

    /**
     * Failed logins are counted per address and account, so the address that guesses stops
     * and the owner elsewhere does not; past the account's own limit every login, with the
     * right password or a wrong one, answers with a code challenge and only the owner gets
     * the code (docs/decisions/016).
     */
    async login(input: LoginInput, ip: string): Promise<{ body: LoginResponse; token?: string }> {
      await enforceLimit(limiter, limits.loginPerIp, ip);
      const identifier = identifierOf(input);
      const key = accountKey(identifier);
      const source = sourceAccountKey(ip, key);
      const fromHere = await limiter.peek(limits.loginFailuresPerSource, source);
      if (fromHere.count >= limits.loginFailuresPerSource.limit)
        throw authErrors.tooManyAttempts(fromHere.retryAfterSeconds);
      const everywhere = await limiter.peek(limits.loginFailuresPerAccount, key);
      const codeForEveryone = everywhere.count >= limits.loginFailuresPerAccount.limit;
      const countFailure = async () => {
        await limiter.hit(limits.loginFailuresPerSource, source);
        await limiter.hit(limits.loginFailuresPerAccount, key);
      };

      const customer = await findCustomerByContact(db, input);
      if (input.password === undefined) {
        if (!(await isFlagOn(deps, 'passwordless_login'))) {
          throw new AppError('VALIDATION_FAILED', undefined, { password: 'validation.required' });
        }
        // Every code sent counts, so no crowd of addresses can flood the owner's phone.
        await countFailure();
        return {
          body: { secondFactorResponse: await sendLoginCode(customer, identifier, !codeForEveryone) },
        };
      }
      if (!(await verifyPassword(customer?.passwordHash ?? null, input.password)) || !customer) {
        await countFailure();
        // Reads like the right password's answer, so a spread attack cannot tell a hit.
        if (codeForEveryone)
          return { body: { secondFactorResponse: await sendLoginCode(customer, identifier, false) } };
        throw authErrors.badCredentials();
      }
      await limiter.reset(limits.loginFailuresPerSource, source);
      if (customer.hasSecondFactor || codeForEveryone) {
        return { body: { secondFactorResponse: await sendLoginCode(customer, identifier) } };
      }
      return { body: { outcome: loginOutcomeOf(customer) }, token: await issueSession(customer) };
    },

    async completeLogin(input: { tokenId: string; code: string }, ip: string) {
      await enforceLimit(limiter, limits.codeChecksPerIp, ip);
      const challenge = await answerCodeChallenge(db, secrets, { ...input, purpose: 'LOGIN' });
      const customer = challenge.customerId ? await findCustomerById(db, challenge.customerId) : null;
      if (!customer) throw codeErrors.expired();
      return { outcome: loginOutcomeOf(customer), token: await issueSession(customer) };
    },

    async requestPasswordChange(input: z.output<typeof requestPasswordChangeSchema>, ip: string) {
      await enforceLimit(limiter, limits.passwordResetPerIp, ip);
      const identifier = identifierOf(input);
      await enforceLimit(limiter, limits.passwordResetPerAccount, accountKey(identifier));
      const customer = await findCustomerByContact(db, input);
      return db.transaction(async (tx) => {
        if (input.channel === 'EMAIL') {
          if (customer?.email) {
            const { token } = await createLinkChallenge(tx, secrets, {
              customerId: customer.id,
              purpose: 'PASSWORD_RESET',
              target: customer.email,
              ttlMs: PASSWORD_RESET_TTL_MS,
            });
            await enqueueMessage(tx, {
              channel: 'EMAIL',
              recipient: customer.email,
              template: {
                name: 'password-reset-link',
                link: `${deps.config.publicUrl}/forgot-password?token=${token}`,
              },
            });
          }
          return { channel: 'EMAIL' as const };
        }
        const { row, code } = await createCodeChallenge(tx, secrets, {
          customerId: customer?.id ?? null,
          purpose: 'PASSWORD_RESET',
          channel: 'SMS',
          target: identifier,
        });
        if (customer) {
          await enqueueMessage(tx, {
            channel: 'SMS',
            recipient: identifier,
            template: { name: 'password-reset-code', code },
          });
        }
        return { channel: 'PHONE' as const, secondFactor: describeChallenge(row) };
      });
    },

    /** Reset by link token (header) or by code; every earlier session ends. */
    async resetPassword(
      input: z.output<typeof changePasswordRequestSchema>,
      resetToken: string | undefined,
      ip: string,
    ) {
      await enforceLimit(limiter, limits.codeChecksPerIp, ip);
      const now = new Date();
      let challengeId: string;
      let customerId: string | null;
      if (resetToken) {
        const row = await findLiveLinkChallenge(
          db,
          secrets,
          { token: resetToken, purpose: 'PASSWORD_RESET' },
          now,
        );
        if (!row) {
          throw new AppError('NOT_FOUND', 'errors.auth.resetLinkExpired');
        }
        challengeId = row.id;
        customerId = row.customerId;
      } else {
        if (!input.tokenId || !input.code) {
          throw new AppError('VALIDATION_FAILED', undefined, { code: 'validation.code' });
        }
        const [row] = await db.select().from(challenges).where(eq(challenges.id, input.tokenId));
        challengeId = input.tokenId;
        customerId = row?.customerId ?? null;
      }
      const customer = customerId ? await findCustomerById(db, customerId) : null;
      // The policy is checked before the code or link is used up, so a weak password costs nothing.
      const problem = passwordProblems(input.newPassword, { email: customer?.email, phone: customer?.phone });
      if (problem) throw new AppError('VALIDATION_FAILED', undefined, problem);
      if (resetToken) {
        if (!(await consumeChallenge(db, challengeId, now))) throw codeErrors.expired();
      } else {
        await answerCodeChallenge(db, secrets, {
          tokenId: challengeId,
          code: input.code ?? '',
          purpose: 'PASSWORD_RESET',
        });
      }
      if (!customer) throw codeErrors.expired();
      await setNewPassword(customer, input.newPassword);
      return { outcome: 'PASSWORD_CHANGED' };
    },

    async logout(customerId: string) {
      await revokeSessions(db, customerId);
    },

    async changePassword(customer: CustomerRow, input: { currentPassword: string; newPassword: string }) {
      if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
        throw new AppError('VALIDATION_FAILED', 'errors.auth.wrongCurrentPassword', {
          currentPassword: 'validation.currentPassword',
        });
      }
      const problem = passwordProblems(input.newPassword, customer);
      if (problem) throw new AppError('VALIDATION_FAILED', undefined, problem);
      const updated = await setNewPassword(customer, input.newPassword);
      return { outcome: loginOutcomeOf(updated), token: await issueSession(updated) };
    },

    async firstLogin(input: { invitationToken: string; newPassword: string }, ip: string) {
      await enforceLimit(limiter, limits.codeChecksPerIp, ip);
      const row = await findLiveLinkChallenge(db, secrets, {
        token: input.invitationToken,
        purpose: 'INVITATION',
      });
      const customer = row?.customerId ? await findCustomerById(db, row.customerId) : null;
      if (!row || !customer) {
        throw new AppError('NOT_FOUND', 'errors.auth.invitationExpired');
      }
      const problem = passwordProblems(input.newPassword, customer);
      if (problem) throw new AppError('VALIDATION_FAILED', undefined, problem);
      if (!(await consumeChallenge(db, row.id))) throw codeErrors.expired();
      const updated = await setNewPassword(customer, input.newPassword, { confirmContact: true });
      return { outcome: loginOutcomeOf(updated), token: await issueSession(updated) };
    },
  };

  /** Stores a new hash, ends every earlier session and tells the customer. */
  async function setNewPassword(
    customer: CustomerRow,
    password: string,
    options: { confirmContact?: boolean } = {},
  ) {
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const updated = await updateCustomer(tx, customer.id, {
        passwordHash,
        passwordChangeRequired: false,
        sessionsValidAfter: nowSeconds + 1,
        ...(options.confirmContact && customer.email
          ? { emailConfirmedAt: customer.emailConfirmedAt ?? new Date() }
          : {}),
        ...(options.confirmContact && customer.phone
          ? { phoneConfirmedAt: customer.phoneConfirmedAt ?? new Date() }
          : {}),
      });
      const recipient = customer.email ?? customer.phone;
      if (recipient) {
        await enqueueMessage(tx, {
          channel: customer.email ? 'EMAIL' : 'SMS',
          recipient,
          template: { name: 'password-changed' },
        });
      }
      return updated;
    });
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
