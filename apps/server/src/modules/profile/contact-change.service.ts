import { maskTarget } from '@hitelkapu/domain';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { answerCodeChallenge, createCodeChallenge, describeChallenge } from '../auth/challenges.ts';
import { requirePassword } from '../auth/password-proof.ts';
import {
  type CustomerRow,
  findCustomerByContact,
  normalizeEmail,
  updateCustomer,
} from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';

const contactTaken = (what: 'email' | 'phone') =>
  new AppError('CONFLICT', what === 'email' ? 'errors.profile.emailTaken' : 'errors.profile.phoneTaken', {
    [what === 'email' ? 'newEmail' : 'newPhone']: 'validation.taken',
  });

/** The old address hears of the change, so a hijacked session cannot move the account quietly. */
async function noticeToOldAddress(
  tx: Parameters<typeof enqueueMessage>[0],
  customer: CustomerRow,
  what: 'email' | 'phone',
  newValue: string,
) {
  const old = what === 'email' ? customer.email : customer.phone;
  if (!old) return;
  await enqueueMessage(tx, {
    channel: what === 'email' ? 'EMAIL' : 'SMS',
    recipient: old,
    template: { name: 'contact-changed-notice', what, masked: maskTarget(newValue) },
  });
}

/** A new email address or phone number: the password, then a code sent to the new one. */
export function createContactChangeService(deps: AuthDeps) {
  const { db, secrets, limiter } = deps;

  return {
    async startChangeEmail(customer: CustomerRow, input: { newEmail: string; password: string }, ip: string) {
      await enforceLimit(limiter, limits.resendsPerIp, ip);
      await requirePassword(customer, input.password);
      const newEmail = normalizeEmail(input.newEmail);
      if (newEmail === customer.email) throw new AppError('CONFLICT', 'errors.profile.sameEmail');
      // A taken address gets the same answer as a free one (no account enumeration): the
      // challenge is a decoy no code completes, and the address's owner hears of the attempt.
      const taken = (await findCustomerByContact(db, { channel: 'EMAIL', email: newEmail })) !== null;
      return db.transaction(async (tx) => {
        const { row, code } = await createCodeChallenge(tx, secrets, {
          customerId: taken ? null : customer.id,
          purpose: 'CHANGE_EMAIL',
          channel: 'EMAIL',
          target: newEmail,
        });
        await enqueueMessage(tx, {
          channel: 'EMAIL',
          recipient: newEmail,
          template: taken
            ? { name: 'contact-taken-notice', what: 'email' }
            : { name: 'change-email-code', code },
        });
        await noticeToOldAddress(tx, customer, 'email', newEmail);
        return { id: row.id, secondFactor: describeChallenge(row) };
      });
    },

    async confirmEmailChange(customer: CustomerRow, input: { id: string; code: string }, ip: string) {
      await enforceLimit(limiter, limits.codeChecksPerIp, ip);
      const challenge = await answerCodeChallenge(db, secrets, {
        tokenId: input.id,
        code: input.code,
        purpose: 'CHANGE_EMAIL',
        customerId: customer.id,
      });
      try {
        await updateCustomer(db, customer.id, { email: challenge.target, emailConfirmedAt: new Date() });
      } catch (error) {
        if (isUniqueViolation(error)) throw contactTaken('email');
        throw error;
      }
      return { email: challenge.target, outcome: 'CONFIRMED' as const };
    },

    async startChangePhone(customer: CustomerRow, input: { newPhone: string; password: string }, ip: string) {
      await enforceLimit(limiter, limits.resendsPerIp, ip);
      await requirePassword(customer, input.password);
      if (input.newPhone === customer.phone) throw new AppError('CONFLICT', 'errors.profile.samePhone');
      // As for the email: a taken number is answered like a free one and its owner is told.
      const taken = (await findCustomerByContact(db, { channel: 'PHONE', phone: input.newPhone })) !== null;
      return db.transaction(async (tx) => {
        const { row, code } = await createCodeChallenge(tx, secrets, {
          customerId: taken ? null : customer.id,
          purpose: 'CHANGE_PHONE',
          channel: 'SMS',
          target: input.newPhone,
        });
        await enqueueMessage(tx, {
          channel: 'SMS',
          recipient: input.newPhone,
          template: taken
            ? { name: 'contact-taken-notice', what: 'phone' }
            : { name: 'change-phone-code', code },
        });
        await noticeToOldAddress(tx, customer, 'phone', input.newPhone);
        return { tokenId: row.id, secondFactor: describeChallenge(row) };
      });
    },

    async confirmPhoneChange(customer: CustomerRow, input: { tokenId: string; code: string }, ip: string) {
      await enforceLimit(limiter, limits.codeChecksPerIp, ip);
      const challenge = await answerCodeChallenge(db, secrets, {
        ...input,
        purpose: 'CHANGE_PHONE',
        customerId: customer.id,
      });
      try {
        await updateCustomer(db, customer.id, { phone: challenge.target, phoneConfirmedAt: new Date() });
      } catch (error) {
        if (isUniqueViolation(error)) throw contactTaken('phone');
        throw error;
      }
      return { outcome: 'CONFIRMED' };
    },
  };
}
