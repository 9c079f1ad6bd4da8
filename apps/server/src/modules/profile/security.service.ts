import type { SecondFactorChallenge } from '@hitelkapu/domain';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { challenges } from '../../db/schema/index.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import {
  CODE_MAX_ATTEMPTS,
  createCodeChallenge,
  describeChallenge,
  RESEND_INTERVAL_MS,
} from '../auth/challenges.ts';
import { requirePasswordAndCode } from '../auth/password-proof.ts';
import { type CustomerRow, updateCustomer } from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';

/** The customer's confirmed addresses, the phone first: where security codes and notices go. */
function confirmedContacts(customer: CustomerRow): ['SMS' | 'EMAIL', string][] {
  const contacts: ['SMS' | 'EMAIL', string][] = [];
  if (customer.phone && customer.phoneConfirmedAt) contacts.push(['SMS', customer.phone]);
  if (customer.email && customer.emailConfirmedAt) contacts.push(['EMAIL', customer.email]);
  return contacts;
}

/** The account's security settings: the security code and switching the second factor off. */
export function createSecurityService(deps: AuthDeps) {
  const { db, secrets, limiter } = deps;

  /**
   * Lowering the account's security needs the password and a code sent to the customer's
   * confirmed phone or email (ASVS 5.0 V7.5.1). Wrong passwords count per customer; a wrong
   * code counts against its challenge (5 tries). The code is checked only after the password.
   */
  async function requireSecurityProof(
    customer: CustomerRow,
    input: { password?: string | undefined; tokenId?: string | undefined; code?: string | undefined },
    ip: string,
  ) {
    await enforceLimit(limiter, limits.codeChecksPerIp, ip);
    const missing: Record<string, string> = {};
    if (!input.password) missing.password = 'validation.required';
    if (!input.tokenId || !input.code) missing.code = 'validation.code';
    if (Object.keys(missing).length > 0) {
      throw new AppError('VALIDATION_FAILED', 'errors.profile.secondFactorOffProofMissing', missing);
    }
    await requirePasswordAndCode(deps, customer, { ...input, password: input.password ?? '' }, true);
  }

  return {
    /** A profile update that switches the second factor off, once the proof holds. */
    async switchOffSecondFactor(
      customer: CustomerRow,
      values: Parameters<typeof updateCustomer>[2],
      proof: Parameters<typeof requireSecurityProof>[1],
      ip: string,
    ): Promise<CustomerRow> {
      await requireSecurityProof(customer, proof, ip);
      // Sessions stay; the customer hears of it on every confirmed address, in case it was not them.
      return db.transaction(async (tx) => {
        const row = await updateCustomer(tx, customer.id, values);
        for (const [channel, recipient] of confirmedContacts(customer)) {
          await enqueueMessage(tx, { channel, recipient, template: { name: 'second-factor-off' } });
        }
        return row;
      });
    },

    /**
     * A code for a change of security settings, to the confirmed phone (or else the confirmed
     * email). A code sent less than a minute ago and still usable is answered again, so a
     * dialog opened twice sends one message.
     */
    async sendSecurityCode(
      customer: CustomerRow,
      ip: string,
    ): Promise<{ secondFactor: SecondFactorChallenge }> {
      await enforceLimit(limiter, limits.resendsPerIp, ip);
      const [first] = confirmedContacts(customer);
      if (!first) {
        throw new AppError('CONFLICT', 'errors.profile.securityCodeNeedsConfirmedContact');
      }
      const [channel, target] = first;
      const now = new Date();
      const [recent] = await db
        .select()
        .from(challenges)
        .where(
          and(
            eq(challenges.customerId, customer.id),
            eq(challenges.purpose, 'SECURITY_CHANGE'),
            eq(challenges.target, target),
            isNull(challenges.consumedAt),
            gt(challenges.expiresAt, now),
            gt(challenges.lastSentAt, new Date(now.getTime() - RESEND_INTERVAL_MS)),
            lt(challenges.attempts, CODE_MAX_ATTEMPTS),
          ),
        )
        .orderBy(desc(challenges.createdAt))
        .limit(1);
      if (recent) return { secondFactor: describeChallenge(recent) };
      await enforceLimit(limiter, limits.securityCodesPerCustomer, customer.id);
      return db.transaction(async (tx) => {
        const { row, code } = await createCodeChallenge(tx, secrets, {
          customerId: customer.id,
          purpose: 'SECURITY_CHANGE',
          channel,
          target,
        });
        await enqueueMessage(tx, { channel, recipient: target, template: { name: 'security-code', code } });
        return { secondFactor: describeChallenge(row) };
      });
    },
  };
}
