import type { changePasswordRequestSchema, requestPasswordChangeSchema } from '@hitelkapu/domain';
import { passwordPolicy, passwordRuleKeys } from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { challenges } from '../../db/schema/index.ts';
import { accountKey, limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import {
  type CustomerRow,
  findCustomerByContact,
  findCustomerById,
  updateCustomer,
} from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { identifierOf, issueSession, loginOutcomeOf, passwordProblems } from './accounts.ts';
import {
  answerCodeChallenge,
  codeErrors,
  consumeChallenge,
  createCodeChallenge,
  createLinkChallenge,
  describeChallenge,
  findLiveLinkChallenge,
} from './challenges.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const PASSWORD_RESET_TTL_MS = 30 * 60_000;

/**
 * Every way to a new password: the policy it must meet, the forgotten-password reset, the
 * change of a logged-in customer and the first password of an invited one.
 */
export function createPasswordChangeService(deps: AuthDeps) {
  const { db, secrets, limiter } = deps;

  return {
    /** The customer password rules, as the domain states them. */
    passwordPolicy() {
      return {
        minLength: passwordPolicy.minLength,
        maxLength: passwordPolicy.maxLength,
        rules: Object.values(passwordRuleKeys),
      };
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

    async changePassword(customer: CustomerRow, input: { currentPassword: string; newPassword: string }) {
      if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
        throw new AppError('VALIDATION_FAILED', 'errors.auth.wrongCurrentPassword', {
          currentPassword: 'validation.currentPassword',
        });
      }
      const problem = passwordProblems(input.newPassword, customer);
      if (problem) throw new AppError('VALIDATION_FAILED', undefined, problem);
      const updated = await setNewPassword(customer, input.newPassword);
      return { outcome: loginOutcomeOf(updated), token: await issueSession(deps, updated) };
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
      return { outcome: loginOutcomeOf(updated), token: await issueSession(deps, updated) };
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
