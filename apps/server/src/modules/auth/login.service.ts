import type { LoginResponse, loginRequestSchema } from '@hitelkapu/domain';
import type { z } from 'zod';
import { accountKey, limits, sourceAccountKey } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import {
  type CustomerRow,
  findCustomerByContact,
  findCustomerById,
  revokeSessions,
} from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { identifierOf, isFlagOn, issueSession, loginOutcomeOf } from './accounts.ts';
import {
  answerCodeChallenge,
  codeErrors,
  createCodeChallenge,
  describeChallenge,
  renewCodeChallenge,
} from './challenges.ts';
import { verifyPassword } from './passwords.ts';

type LoginInput = z.output<typeof loginRequestSchema>;

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

/** Logging in and out: the password, the second factor, its throttling and the resent code. */
export function createLoginService(deps: AuthDeps) {
  const { db, secrets, limiter } = deps;

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
    /**
     * A new code for a challenge of any purpose, at most once a minute (the challenge keeps the
     * time).
     */
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
      return { body: { outcome: loginOutcomeOf(customer) }, token: await issueSession(deps, customer) };
    },

    async completeLogin(input: { tokenId: string; code: string }, ip: string) {
      await enforceLimit(limiter, limits.codeChecksPerIp, ip);
      const challenge = await answerCodeChallenge(db, secrets, { ...input, purpose: 'LOGIN' });
      const customer = challenge.customerId ? await findCustomerById(db, challenge.customerId) : null;
      if (!customer) throw codeErrors.expired();
      return { outcome: loginOutcomeOf(customer), token: await issueSession(deps, customer) };
    },

    async logout(customerId: string) {
      await revokeSessions(db, customerId);
    },
  };
}
