import type { RegisterResponse, registerRequestSchema } from '@hitelkapu/domain';
import type { z } from 'zod';
import { customers, statementAcceptances } from '../../db/schema/index.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordConsentsAtRegistration } from '../consent/consent.service.ts';
import { findCustomerByContact, normalizeEmail, updateCustomer } from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { findActiveStatements } from '../statements/statements.service.ts';
import { isFlagOn, issueSession, loginOutcomeOf, passwordProblems } from './accounts.ts';
import {
  answerCodeChallenge,
  codeErrors,
  createCodeChallenge,
  createLinkChallenge,
  describeChallenge,
} from './challenges.ts';
import { hashPassword } from './passwords.ts';

type RegisterInput = z.output<typeof registerRequestSchema>;

export const EMAIL_CONFIRMATION_TTL_MS = 24 * 3600_000;

/** A new account: its statements, the registration itself and the code that confirms a phone. */
export function createRegistrationService(deps: AuthDeps) {
  const { db, secrets, limiter } = deps;

  return {
    /** The statements a registration accepts, in their current versions. */
    registrationStatements() {
      return findActiveStatements(db, 'REGISTRATION');
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
      return { outcome: loginOutcomeOf(customer), token: await issueSession(deps, customer) };
    },
  };
}
