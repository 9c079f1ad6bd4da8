import { and, desc, eq } from 'drizzle-orm';
import { challenges } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { EMAIL_CONFIRMATION_TTL_MS } from '../auth/auth.service.ts';
import {
  codeErrors,
  consumeLinkChallenge,
  createLinkChallenge,
  RESEND_INTERVAL_MS,
} from '../auth/challenges.ts';
import { type CustomerRow, findCustomerById, updateCustomer } from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';

/** Confirming the registered email by link, and the offer remembered meanwhile. */
export function createEmailConfirmationService(deps: AuthDeps) {
  const { db, secrets } = deps;

  /** The offer remembered while the email is confirmed, with whether it is confirmed yet. */
  const emailConfirmState = (customer: CustomerRow) => ({
    offerId: customer.pendingOfferId,
    isEmailConfirmed: customer.emailConfirmedAt !== null,
  });

  return {
    isEmailConfirmed(customer: CustomerRow) {
      return { isEmailConfirmed: customer.emailConfirmedAt !== null };
    },

    emailConfirmState,

    async rememberEmailConfirmOffer(customer: CustomerRow, offerId: string | null) {
      return emailConfirmState(await updateCustomer(db, customer.id, { pendingOfferId: offerId }));
    },

    async sendConfirmationEmail(customer: CustomerRow, input: { nonce: string; isLeasing: boolean }) {
      if (!customer.email) throw new AppError('CONFLICT', 'errors.profile.noEmail');
      if (customer.emailConfirmedAt) throw new AppError('CONFLICT', 'errors.profile.emailAlreadyConfirmed');
      const [latest] = await db
        .select()
        .from(challenges)
        .where(and(eq(challenges.customerId, customer.id), eq(challenges.purpose, 'EMAIL_CONFIRMATION')))
        .orderBy(desc(challenges.createdAt))
        .limit(1);
      // The same click arriving twice sends one email.
      if (latest?.nonce === input.nonce) return { id: latest.id };
      if (latest && latest.lastSentAt.getTime() + RESEND_INTERVAL_MS > Date.now()) {
        throw codeErrors.tooSoon(
          Math.ceil((latest.lastSentAt.getTime() + RESEND_INTERVAL_MS - Date.now()) / 1000),
        );
      }
      const email = customer.email;
      return db.transaction(async (tx) => {
        const { row, token } = await createLinkChallenge(tx, secrets, {
          customerId: customer.id,
          purpose: 'EMAIL_CONFIRMATION',
          target: email,
          ttlMs: EMAIL_CONFIRMATION_TTL_MS,
          nonce: input.nonce,
        });
        const path = input.isLeasing ? '/emailConfirmation?leasing=1&token=' : '/emailConfirmation?token=';
        await enqueueMessage(tx, {
          channel: 'EMAIL',
          recipient: email,
          template: { name: 'email-confirmation', link: `${deps.config.publicUrl}${path}${token}` },
        });
        return { id: row.id };
      });
    },

    /** The link of a registration email: public, the token is the proof. */
    async confirmEmailByLink(token: string) {
      const challenge = await consumeLinkChallenge(db, secrets, { token, purpose: 'EMAIL_CONFIRMATION' });
      const customer = challenge?.customerId ? await findCustomerById(db, challenge.customerId) : null;
      if (!challenge || !customer || customer.email !== challenge.target) {
        throw new AppError('NOT_FOUND', 'errors.profile.confirmationLinkExpired');
      }
      await updateCustomer(db, customer.id, { emailConfirmedAt: customer.emailConfirmedAt ?? new Date() });
      return { email: challenge.target, outcome: 'CONFIRMED' as const };
    },
  };
}
