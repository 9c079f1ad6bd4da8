import {
  type CallMeBackResponse,
  type CustomerCallMeBackRequest,
  canCustomerMoveStatus,
  type Profile,
  type ProfileStatus,
  type ProfileUpdateRequest,
  type SecondFactorChallenge,
} from '@hitelkapu/domain';
import type { confirmEmailRequestSchema } from '@hitelkapu/domain/contracts/auth';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { challenges } from '../../db/schema/index.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { EMAIL_CONFIRMATION_TTL_MS } from '../auth/auth.service.ts';
import {
  answerCodeChallenge,
  CODE_MAX_ATTEMPTS,
  codeErrors,
  consumeLinkChallenge,
  createCodeChallenge,
  createLinkChallenge,
  describeChallenge,
  maskTarget,
  RESEND_INTERVAL_MS,
} from '../auth/challenges.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { createCallBackRequest } from '../call-me-back/call-me-back.service.ts';
import {
  type CustomerRow,
  findCustomerByContact,
  findCustomerById,
  listAcceptances,
  normalizeEmail,
  updateCustomer,
} from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';

type ConfirmEmailRequest = z.output<typeof confirmEmailRequestSchema>;

const contactTaken = (what: 'email' | 'phone') =>
  new AppError('CONFLICT', what === 'email' ? 'errors.profile.emailTaken' : 'errors.profile.phoneTaken', {
    [what === 'email' ? 'newEmail' : 'newPhone']: 'validation.taken',
  });

const wrongPassword = () =>
  new AppError('VALIDATION_FAILED', 'errors.security.wrongPassword', {
    password: 'validation.currentPassword',
  });

export function createProfileService(deps: AuthDeps) {
  const { db, secrets, limiter } = deps;

  async function requirePassword(customer: CustomerRow, password: string) {
    if (!(await verifyPassword(customer.passwordHash, password))) throw wrongPassword();
  }

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
    const failures = await limiter.peek(limits.securityPasswordFailuresPerCustomer, customer.id);
    if (failures.count >= limits.securityPasswordFailuresPerCustomer.limit) {
      throw new AppError(
        'RATE_LIMITED',
        {
          key: 'errors.security.tooManyWrongPasswords',
          values: { minutes: Math.ceil(failures.retryAfterSeconds / 60) },
        },
        undefined,
        failures.retryAfterSeconds,
      );
    }
    if (!(await verifyPassword(customer.passwordHash, input.password ?? ''))) {
      await limiter.hit(limits.securityPasswordFailuresPerCustomer, customer.id);
      throw wrongPassword();
    }
    await answerCodeChallenge(db, secrets, {
      tokenId: input.tokenId ?? '',
      code: input.code ?? '',
      purpose: 'SECURITY_CHANGE',
      customerId: customer.id,
    });
  }

  /** The offer remembered while the email is confirmed, with whether it is confirmed yet. */
  const emailConfirmState = (customer: CustomerRow) => ({
    offerId: customer.pendingOfferId,
    isEmailConfirmed: customer.emailConfirmedAt !== null,
  });

  const service = {
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

    async updateProfile(customer: CustomerRow, input: ProfileUpdateRequest, ip: string): Promise<Profile> {
      if (input.hasSecondFactor && !customer.phone && !customer.email) {
        throw new AppError('CONFLICT', 'errors.profile.secondFactorNeedsContact');
      }
      const values = {
        firstName: input.firstName,
        lastName: input.lastName,
        hasSecondFactor: input.hasSecondFactor,
      };
      if (!(customer.hasSecondFactor && !input.hasSecondFactor))
        return service.getProfile(await updateCustomer(db, customer.id, values));
      await requireSecurityProof(customer, input, ip);
      // Sessions stay; the customer hears of it on every confirmed address, in case it was not them.
      const updated = await db.transaction(async (tx) => {
        const row = await updateCustomer(tx, customer.id, values);
        for (const [channel, recipient] of confirmedContacts(customer)) {
          await enqueueMessage(tx, { channel, recipient, template: { name: 'second-factor-off' } });
        }
        return row;
      });
      return service.getProfile(updated);
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

    listStatementAcceptances(customer: CustomerRow) {
      return listAcceptances(db, customer.id);
    },

    isEmailConfirmed(customer: CustomerRow) {
      return { isEmailConfirmed: customer.emailConfirmedAt !== null };
    },

    emailConfirmState,

    async rememberEmailConfirmOffer(customer: CustomerRow, offerId: string | null) {
      return emailConfirmState(await updateCustomer(db, customer.id, { pendingOfferId: offerId }));
    },

    /**
     * A logged-in customer's call-back request: the name and, unless another is given, the
     * phone come from the profile.
     */
    async requestCallBack(
      customer: CustomerRow,
      input: CustomerCallMeBackRequest,
    ): Promise<CallMeBackResponse> {
      const phone = input.phone ?? customer.phone;
      const name = [customer.lastName, customer.firstName].filter(Boolean).join(' ');
      if (!phone) throw new AppError('VALIDATION_FAILED', undefined, { phone: 'validation.required' });
      return createCallBackRequest(
        db,
        { ...input, phone, name: name || 'Ügyfél' },
        'WEB_CUSTOMER',
        new Date(),
        customer.id,
      );
    },

    /** Only the moves of the domain table; a flow status is kept as `POSITION|page`. */
    async updateStatus(
      customer: CustomerRow,
      input: { currentStatus: ProfileStatus; currentStatusResult?: string | null | undefined },
    ): Promise<Profile> {
      const from = customer.status as ProfileStatus;
      if (!canCustomerMoveStatus(from, input.currentStatus)) {
        throw new AppError('CONFLICT', 'errors.profile.statusChangeNotAllowed');
      }
      const result = input.currentStatusResult ?? null;
      const [position, page] = result?.includes('|') ? result.split('|', 2) : [null, null];
      const updated = await updateCustomer(db, customer.id, {
        status: input.currentStatus,
        statusResult: result,
        flowPosition: position ?? null,
        flowPage: page ?? null,
      });
      return service.getProfile(updated);
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

    /**
     * Confirms an email address: a registration link's token is the proof on its own; the code
     * of an email change needs the customer's session.
     */
    async confirmEmail(customer: CustomerRow | null, input: ConfirmEmailRequest, ip: string) {
      if ('token' in input) return service.confirmEmailByLink(input.token);
      if (!customer) throw new AppError('UNAUTHORIZED');
      return service.confirmEmailChange(customer, input, ip);
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
  return service;

  /** The customer's confirmed addresses, the phone first: where security codes and notices go. */
  function confirmedContacts(customer: CustomerRow): ['SMS' | 'EMAIL', string][] {
    const contacts: ['SMS' | 'EMAIL', string][] = [];
    if (customer.phone && customer.phoneConfirmedAt) contacts.push(['SMS', customer.phone]);
    if (customer.email && customer.emailConfirmedAt) contacts.push(['EMAIL', customer.email]);
    return contacts;
  }

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
