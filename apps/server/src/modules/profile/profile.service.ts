import { canCustomerMoveStatus, type Profile, type ProfileStatus } from '@hitelkapu/domain';
import { and, desc, eq } from 'drizzle-orm';
import { challenges } from '../../db/schema/index.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { EMAIL_CONFIRMATION_TTL_MS } from '../auth/auth.service.ts';
import {
  answerCodeChallenge,
  codeErrors,
  consumeLinkChallenge,
  createCodeChallenge,
  createLinkChallenge,
  describeChallenge,
  maskTarget,
  RESEND_INTERVAL_MS,
} from '../auth/challenges.ts';
import {
  type CustomerRow,
  findCustomerByContact,
  findCustomerById,
  isUniqueViolation,
  listAcceptances,
  normalizeEmail,
  updateCustomer,
} from '../auth/customers.repository.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';

const contactTaken = (what: 'email' | 'phone') =>
  new AppError(
    'CONFLICT',
    what === 'email'
      ? 'Ez az e-mail cím egy másik fiókhoz tartozik.'
      : 'Ez a telefonszám egy másik fiókhoz tartozik.',
    { [what === 'email' ? 'newEmail' : 'newPhone']: 'validation.taken' },
  );

export function createProfileService(deps: AuthDeps) {
  const { db, secrets, limiter } = deps;

  async function requirePassword(customer: CustomerRow, password: string) {
    if (!(await verifyPassword(customer.passwordHash, password))) {
      throw new AppError('VALIDATION_FAILED', 'A jelszó nem megfelelő.', {
        password: 'validation.currentPassword',
      });
    }
  }

  return {
    async getProfile(customer: CustomerRow): Promise<Profile> {
      return {
        id: customer.id,
        email: customer.email,
        phone: customer.phone,
        firstName: customer.firstName,
        lastName: customer.lastName,
        currentStatus: customer.status as ProfileStatus,
        currentStatusResult: customer.statusResult,
        flowPosition: customer.flowPosition,
        flowPage: customer.flowPage,
        isEmailConfirmed: customer.emailConfirmedAt !== null,
        isPhoneConfirmed: customer.phoneConfirmedAt !== null,
        hasSecondFactor: customer.hasSecondFactor,
        statementAcceptances: await listAcceptances(db, customer.id),
      };
    },

    async updateProfile(
      customer: CustomerRow,
      input: { firstName: string; lastName: string; hasSecondFactor: boolean },
    ) {
      if (input.hasSecondFactor && !customer.phone && !customer.email) {
        throw new AppError('CONFLICT', 'A kétlépcsős belépéshez telefonszám vagy e-mail cím kell.');
      }
      return updateCustomer(db, customer.id, input);
    },

    /** Only the moves of the domain table; a flow status is kept as `POSITION|page`. */
    async updateStatus(
      customer: CustomerRow,
      input: { currentStatus: ProfileStatus; currentStatusResult?: string | null | undefined },
    ) {
      const from = customer.status as ProfileStatus;
      if (!canCustomerMoveStatus(from, input.currentStatus)) {
        throw new AppError('CONFLICT', 'Ez az állapotváltás nem lehetséges.');
      }
      const result = input.currentStatusResult ?? null;
      const [position, page] = result?.includes('|') ? result.split('|', 2) : [null, null];
      return updateCustomer(db, customer.id, {
        status: input.currentStatus,
        statusResult: result,
        flowPosition: position ?? null,
        flowPage: page ?? null,
      });
    },

    async sendConfirmationEmail(customer: CustomerRow, input: { nonce: string; isLeasing: boolean }) {
      if (!customer.email) throw new AppError('CONFLICT', 'A fiókhoz nem tartozik e-mail cím.');
      if (customer.emailConfirmedAt) throw new AppError('CONFLICT', 'E-mail címét már megerősítette.');
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
        throw new AppError(
          'NOT_FOUND',
          'A megerősítő link lejárt vagy már felhasználták. Jelentkezzen be, és kérjen új linket.',
        );
      }
      await updateCustomer(db, customer.id, { emailConfirmedAt: customer.emailConfirmedAt ?? new Date() });
      return { email: challenge.target, outcome: 'CONFIRMED' as const };
    },

    async startChangeEmail(customer: CustomerRow, input: { newEmail: string; password: string }, ip: string) {
      await enforceLimit(limiter, limits.resendsPerIp, ip);
      await requirePassword(customer, input.password);
      const newEmail = normalizeEmail(input.newEmail);
      if (newEmail === customer.email) throw new AppError('CONFLICT', 'Ez a jelenlegi e-mail címe.');
      if (await findCustomerByContact(db, { channel: 'EMAIL', email: newEmail })) throw contactTaken('email');
      return db.transaction(async (tx) => {
        const { row, code } = await createCodeChallenge(tx, secrets, {
          customerId: customer.id,
          purpose: 'CHANGE_EMAIL',
          channel: 'EMAIL',
          target: newEmail,
        });
        await enqueueMessage(tx, {
          channel: 'EMAIL',
          recipient: newEmail,
          template: { name: 'change-email-code', code },
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
      if (input.newPhone === customer.phone) throw new AppError('CONFLICT', 'Ez a jelenlegi telefonszáma.');
      if (await findCustomerByContact(db, { channel: 'PHONE', phone: input.newPhone }))
        throw contactTaken('phone');
      return db.transaction(async (tx) => {
        const { row, code } = await createCodeChallenge(tx, secrets, {
          customerId: customer.id,
          purpose: 'CHANGE_PHONE',
          channel: 'SMS',
          target: input.newPhone,
        });
        await enqueueMessage(tx, {
          channel: 'SMS',
          recipient: input.newPhone,
          template: { name: 'change-phone-code', code },
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
}

export type ProfileService = ReturnType<typeof createProfileService>;
