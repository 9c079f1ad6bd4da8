import { timingSafeEqual } from 'node:crypto';
import {
  COOKIE_POLICY_VERSION,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentState,
  type ConsentUpdateRequest,
  type CookieConsentRequest,
  type CookieConsentResponse,
  consentPurposeOfStatement,
  consentPurposes,
  consentStatementIdentifiers,
  maskTarget,
  type UnsubscribeStatus,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { limits } from '../../lib/abuse-limits.ts';
import type { ChallengeSecrets } from '../../lib/challenge-secrets.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { type CustomerRow, findCustomerById } from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import {
  findCurrentStatement,
  insertConsentEvent,
  insertCookieConsent,
  latestConsentEvent,
  listConsentEvents,
} from './consent.repository.ts';

type Executor = Pick<Db, 'select' | 'insert'>;

/**
 * Records a choice when it differs from the one standing (a repeated click logs nothing). A
 * withdrawal names the statement version that had been given, so the log shows what was
 * taken back; a first "no" names the version it was said to.
 */
export async function recordConsentChoice(
  tx: Executor,
  input: {
    customerId: string;
    purpose: ConsentPurpose;
    granted: boolean;
    statement: { id: number; version: number };
    channel: ConsentChannel;
  },
): Promise<boolean> {
  const latest = await latestConsentEvent(tx, input.customerId, input.purpose);
  if (latest?.granted === input.granted) {
    const sameVersion =
      latest.statementId === input.statement.id && latest.statementVersion === input.statement.version;
    // Given again on a newer wording: logged, so the log names the text now in force.
    if (!input.granted || sameVersion) return false;
  }
  const named = !input.granted && latest?.granted ? latest : null;
  await insertConsentEvent(tx, {
    customerId: input.customerId,
    purpose: input.purpose,
    granted: input.granted,
    statementId: named ? named.statementId : input.statement.id,
    statementVersion: named ? named.statementVersion : input.statement.version,
    channel: input.channel,
  });
  return true;
}

/**
 * The consents among statements accepted at registration, logged as given through that
 * channel in the registration's own transaction.
 */
export async function recordConsentsAtRegistration(
  tx: Executor,
  customerId: string,
  accepted: { statement: { id: number; identifier: string; version: number } }[],
): Promise<void> {
  for (const { statement } of accepted) {
    const purpose = consentPurposeOfStatement(statement.identifier);
    if (!purpose) continue;
    await recordConsentChoice(tx, {
      customerId,
      purpose,
      granted: true,
      statement,
      channel: 'REGISTRATION',
    });
  }
}

/**
 * An answer to a yes/no statement prompt of a loan application: the consent it names is
 * logged with the version the customer read. Throws for a prompt that names no consent (a
 * broken flow configuration, not the customer's problem).
 */
export async function recordApplicationChoice(
  tx: Executor,
  input: {
    customerId: string;
    statement: { id: number; identifier: string; version: number };
    answer: string;
  },
): Promise<void> {
  const purpose = consentPurposeOfStatement(input.statement.identifier);
  if (!purpose) throw new Error(`statement '${input.statement.identifier}' is a choice but names no consent`);
  if (input.answer !== 'true' && input.answer !== 'false') return;
  await recordConsentChoice(tx, {
    customerId: input.customerId,
    purpose,
    granted: input.answer === 'true',
    statement: input.statement,
    channel: 'APPLICATION',
  });
}

/**
 * Withdraws a consent that stands, naming the statement version that had been given; false
 * when there was none to withdraw.
 */
export async function withdrawConsent(
  tx: Executor,
  customerId: string,
  purpose: ConsentPurpose,
  channel: ConsentChannel,
): Promise<boolean> {
  const latest = await latestConsentEvent(tx, customerId, purpose);
  if (!latest?.granted) return false;
  await insertConsentEvent(tx, {
    customerId,
    purpose,
    granted: false,
    statementId: latest.statementId,
    statementVersion: latest.statementVersion,
    channel,
  });
  return true;
}

/** Whether the customer's marketing consent stands now. */
export async function hasMarketingConsent(db: Pick<Db, 'select'>, customerId: string): Promise<boolean> {
  return (await latestConsentEvent(db, customerId, 'MARKETING'))?.granted === true;
}

const UNSUBSCRIBE_SCOPE = 'marketing-unsubscribe';
const ID_CHARS = 22;

/**
 * The unsubscribe token: the customer id and a keyed check of it (HMAC-SHA256 with the
 * server's secret, 144 bits kept), base64url. It cannot be guessed or made for another
 * customer, needs no storage and works in every marketing email ever sent.
 */
export function signUnsubscribeToken(secrets: ChallengeSecrets, customerId: string): string {
  const id = Buffer.from(customerId.replaceAll('-', ''), 'hex');
  const check = Buffer.from(secrets.hashSecret(`${UNSUBSCRIBE_SCOPE}:${customerId}`), 'hex').subarray(0, 18);
  return `${id.toString('base64url')}${check.toString('base64url')}`;
}

/** The customer id a token was made for, or null for a token we did not make. */
export function readUnsubscribeToken(secrets: ChallengeSecrets, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{46}$/.test(token)) return null;
  const hex = Buffer.from(token.slice(0, ID_CHARS), 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  const customerId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(signUnsubscribeToken(secrets, customerId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? customerId : null;
}

export function createConsentService(deps: AuthDeps) {
  const { db, secrets, limiter } = deps;

  async function stateOf(customerId: string, purpose: ConsentPurpose): Promise<ConsentState | null> {
    const statement = await findCurrentStatement(db, consentStatementIdentifiers[purpose]);
    if (!statement) return null;
    const history = await listConsentEvents(db, customerId, purpose);
    const [latest] = history;
    return {
      purpose,
      statement,
      granted: latest ? latest.granted : null,
      decidedAt: latest ? latest.occurredAt : null,
      history,
    };
  }

  async function customerOfToken(token: string): Promise<CustomerRow> {
    const customerId = readUnsubscribeToken(secrets, token);
    const customer = customerId ? await findCustomerById(db, customerId) : null;
    if (!customer) throw new AppError('NOT_FOUND', 'errors.consent.badUnsubscribeLink');
    return customer;
  }

  async function unsubscribeStatusOf(customer: CustomerRow): Promise<UnsubscribeStatus> {
    return {
      maskedEmail: customer.email ? maskTarget(customer.email) : null,
      isSubscribed: await hasMarketingConsent(db, customer.id),
    };
  }

  return {
    /** A visitor's cookie choice, refused when the notice it was given on is no longer the current one. */
    async recordCookieConsent(input: CookieConsentRequest, ip: string): Promise<CookieConsentResponse> {
      await enforceLimit(limiter, limits.cookieConsentPerIp, ip);
      if (input.policyVersion !== COOKIE_POLICY_VERSION) {
        throw new AppError('CONFLICT', 'errors.consent.cookiePolicyChanged');
      }
      const row = await insertCookieConsent(db, {
        visitorId: input.visitorId,
        allowAnalytics: input.allowAnalytics,
        policyVersion: input.policyVersion,
        channel: 'WEB',
      });
      return { id: row.id, recordedAt: row.recordedAt.toISOString() };
    },

    /** Every consent with the statement it is given on now and the customer's answers. */
    async listConsents(customerId: string): Promise<ConsentState[]> {
      const states = await Promise.all(consentPurposes.map((purpose) => stateOf(customerId, purpose)));
      return states.filter((state): state is ConsentState => state !== null);
    },

    /** Gives or withdraws a consent in the profile: one call either way (GDPR art. 7(3)). */
    async updateConsent(
      customer: CustomerRow,
      purpose: ConsentPurpose,
      input: ConsentUpdateRequest,
    ): Promise<ConsentState> {
      const statement = await findCurrentStatement(db, consentStatementIdentifiers[purpose]);
      if (!statement) throw new AppError('NOT_FOUND', 'errors.consent.unknown');
      const isCurrent = input.statementId === statement.id && input.version === statement.version;
      // Consent is given to a text the customer read; a withdrawal never waits for a re-read.
      if (input.granted && !isCurrent) throw new AppError('CONFLICT', 'errors.consent.outdated');
      await db.transaction((tx) =>
        recordConsentChoice(tx, {
          customerId: customer.id,
          purpose,
          granted: input.granted,
          statement,
          channel: 'PROFILE',
        }),
      );
      const state = await stateOf(customer.id, purpose);
      if (!state) throw new AppError('NOT_FOUND', 'errors.consent.unknown');
      return state;
    },

    /** What the unsubscribe page shows before the customer confirms. */
    async unsubscribeStatus(token: string, ip: string): Promise<UnsubscribeStatus> {
      await enforceLimit(limiter, limits.unsubscribePerIp, ip);
      return unsubscribeStatusOf(await customerOfToken(token));
    },

    /**
     * Withdraws the marketing consent of the token's customer, without a login: from the
     * unsubscribe page (EMAIL_LINK) or a mail client's one-click POST (EMAIL_ONE_CLICK).
     * Repeating it changes nothing.
     */
    async unsubscribe(token: string, channel: 'EMAIL_LINK' | 'EMAIL_ONE_CLICK', ip: string) {
      await enforceLimit(limiter, limits.unsubscribePerIp, ip);
      const customer = await customerOfToken(token);
      await db.transaction((tx) => withdrawConsent(tx, customer.id, 'MARKETING', channel));
      return unsubscribeStatusOf(customer);
    },

    /**
     * Queues an offer email to a customer whose marketing consent stands and whose address is
     * confirmed; false when it may not be sent. Every one carries the unsubscribe link and
     * headers, made here so no campaign can leave them out.
     */
    async queueOfferEmail(
      tx: Parameters<typeof enqueueMessage>[0] & Executor,
      customer: CustomerRow,
      content: { headline: string; text: string; link: string },
    ): Promise<boolean> {
      if (!customer.email || !customer.emailConfirmedAt || customer.erasedAt) return false;
      if (!(await hasMarketingConsent(tx, customer.id))) return false;
      const token = signUnsubscribeToken(secrets, customer.id);
      await enqueueMessage(tx, {
        channel: 'EMAIL',
        recipient: customer.email,
        template: {
          name: 'offer-news',
          ...content,
          unsubscribe: {
            pageUrl: `${deps.config.publicUrl}/unsubscribe?token=${token}`,
            oneClickUrl: `${deps.config.publicUrl}/api/consent/marketing/unsubscribe?token=${token}`,
          },
        },
      });
      return true;
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
