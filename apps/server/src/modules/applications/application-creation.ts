import {
  type Answers,
  answersFromDynamicData,
  isQuoteLawful,
  type LoanApplication,
  type OfferQuote,
  type ProfileStatus,
  prefillFromPreliminary,
  SPECIAL_FIELD_DONE,
  thmCapFor,
  todayIso,
} from '@hitelkapu/domain';
import { PERSONAL_LOAN_FLOW_ID } from '@hitelkapu/domain/rules/flow';
import type { Db } from '../../db/client.ts';
import type { LeasingApplicationRecord, PurchaseApplicationRecord } from '../../db/schema/index.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';
import { ASSESSED_KIND, findLatestAssessment } from '../preliminary/preliminary.service.ts';
import { CREATING_STATUSES, moveProfile } from './application-access.ts';
import { allQuestions, loadApplicationFlow } from './application-flow.ts';
import {
  type ApplicationRow,
  findOpenApplication,
  insertApplication,
  toLoanApplication,
} from './applications.repository.ts';
import { listEnabledVerificationMethods } from './verification-methods.service.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Starts an application from an OK offer of the customer's latest preliminary
 * assessment, with that offer's figures and the answers that assessment already gave;
 * moves the profile to IN_FLOW in the same transaction. A second click on the same offer
 * answers the open application.
 */
export async function createApplication(
  db: Db,
  customer: CustomerRow,
  offerId: number,
  cache: ConfigCache = noConfigCache,
): Promise<{ application: LoanApplication; created: boolean }> {
  const open = await findOpenApplication(db, customer.id);
  if (open) {
    if (open.offerId !== offerId) throw new AppError('CONFLICT', 'errors.application.otherOpen');
    return { application: toLoanApplication(open), created: false };
  }
  if (!(CREATING_STATUSES as readonly string[]).includes(customer.status))
    throw new AppError('CONFLICT', 'errors.application.statusNotAllowed');
  const assessment = await findLatestAssessment(db, customer.id);
  const offer = assessment?.offers.find((o) => o.offerId === offerId);
  if (!assessment || !offer || offer.decision !== 'OK' || !offer.quote)
    throw new AppError('CONFLICT', 'errors.application.offerNotAvailable');
  // Today's THM cap decides, not the assessment day's: an offer over it is no longer offered.
  const quote = {
    ...offer.quote,
    thmCap: thmCapFor(ASSESSED_KIND, await loadRegulatoryFigures(db, undefined, cache)),
  };
  if (!isQuoteLawful(quote)) throw new AppError('CONFLICT', 'errors.application.offerNotAvailable');
  return startApplication(db, customer, cache, {
    offerId,
    quote,
    prefillAnswers: answersFromDynamicData(assessment.dynamicData),
    source: { assessmentId: assessment.id },
    fromStatuses: CREATING_STATUSES,
  });
}

/**
 * The customer's open application when it is the one this request would start (a second
 * click answers it again); another open application is a 409; null when none is open.
 */
export async function openApplicationOf(
  db: Db,
  customerId: string,
  isSame: (open: ApplicationRow) => boolean,
): Promise<LoanApplication | null> {
  const open = await findOpenApplication(db, customerId);
  if (!open) return null;
  if (!isSame(open)) throw new AppError('CONFLICT', 'errors.application.otherOpen');
  return toLoanApplication(open);
}

/** Where an application comes from: a preliminary assessment's offer, a leasing prescore's or a shop's purchase. */
export type ApplicationSource =
  | { assessmentId: string; leasing?: undefined; purchase?: undefined }
  | { assessmentId?: undefined; leasing: LeasingApplicationRecord; purchase?: undefined }
  | { assessmentId?: undefined; leasing?: undefined; purchase: PurchaseApplicationRecord };

/**
 * The part every new application shares once its offer is checked: the flow, the KYC and
 * signature methods enabled now, the answers the source already gave (as the flow's prefill
 * configuration maps them and the flow engine accepts them), and in one transaction the
 * profile's move into the flow and the application row. A race of two clicks ends with the
 * one open application the unique index lets through.
 */
export async function startApplication(
  db: Db,
  customer: CustomerRow,
  cache: ConfigCache,
  input: {
    offerId: number;
    quote: OfferQuote;
    prefillAnswers: Answers;
    source: ApplicationSource;
    fromStatuses: readonly ProfileStatus[];
    /** Whether an open application found after a race is this same request's. */
    isSame?: (open: ApplicationRow) => boolean;
    /** What else changes with the new application, in its transaction (a purchase moves on). */
    onCreated?: (tx: Transaction, row: ApplicationRow) => Promise<void>;
  },
): Promise<{ application: LoanApplication; created: boolean }> {
  const { offerId, quote, source } = input;
  const isSame = input.isSame ?? ((open: ApplicationRow) => open.offerId === offerId);
  const flow = await loadApplicationFlow(db, PERSONAL_LOAN_FLOW_ID, cache);
  // The methods enabled now are the ones offered to this application (kyc-type-info).
  const kycTypes = (await listEnabledVerificationMethods(db, 'KYC')).map((method) => method.code);
  const sigTypes = (await listEnabledVerificationMethods(db, 'SIGNATURE')).map((method) => method.code);
  const emailKeys = customer.emailConfirmedAt
    ? allQuestions(flow)
        .filter((q) => q.type === 'SPECIAL_FIELD' && q.fieldSubtype === 'EMAIL_CONFIRM')
        .map((q) => q.identifier)
    : [];
  // What the preliminary assessment (or the prescore) already asked is not asked again: the flow's
  // configuration (prefillFrom) maps it, the flow engine checks it, the customer may correct it.
  const answers = {
    ...prefillFromPreliminary(flow, input.prefillAnswers, todayIso()),
    ...Object.fromEntries(emailKeys.map((key) => [key, SPECIAL_FIELD_DONE])),
  };

  try {
    const row = await db.transaction(async (tx) => {
      const moved = await moveProfile(tx, customer.id, 'INTRO', 0, input.fromStatuses);
      if (!moved) throw new AppError('CONFLICT', 'errors.application.statusNotAllowed');
      const inserted = await insertApplication(tx, {
        customerId: customer.id,
        offerId,
        flowId: flow.id,
        assessmentId: source.assessmentId ?? null,
        leasing: source.leasing ?? null,
        purchase: source.purchase ?? null,
        amount: quote.amount,
        duration: quote.months,
        quote,
        answers,
        answerVersions: Object.fromEntries(Object.keys(answers).map((key) => [key, 1])),
        position: 'INTRO',
        flowIndex: 0,
        kycTypes,
        sigTypes,
      });
      if (input.onCreated) await input.onCreated(tx, inserted);
      return inserted;
    });
    return { application: toLoanApplication(row), created: true };
  } catch (error) {
    // Two clicks raced: the one-open-application index let only one through.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOpenApplication(db, customer.id);
    if (!winner) throw error;
    if (!isSame(winner)) throw new AppError('CONFLICT', 'errors.application.otherOpen');
    return { application: toLoanApplication(winner), created: false };
  }
}
