import {
  answersFromDynamicData,
  isQuoteLawful,
  type LoanApplication,
  prefillFromPreliminary,
  SPECIAL_FIELD_DONE,
  thmCapFor,
  todayIso,
} from '@hitelkapu/domain';
import { PERSONAL_LOAN_FLOW_ID } from '@hitelkapu/domain/rules/flow';
import type { Db } from '../../db/client.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';
import { ASSESSED_KIND, findLatestAssessment } from '../preliminary/preliminary.service.ts';
import { CREATING_STATUSES, moveProfile } from './application-access.ts';
import { allQuestions, loadApplicationFlow } from './application-flow.ts';
import { findOpenApplication, insertApplication, toLoanApplication } from './applications.repository.ts';
import { listEnabledVerificationMethods } from './verification-methods.service.ts';

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
  const flow = await loadApplicationFlow(db, PERSONAL_LOAN_FLOW_ID, cache);
  // The methods enabled now are the ones offered to this application (kyc-type-info).
  const kycTypes = (await listEnabledVerificationMethods(db, 'KYC')).map((method) => method.code);
  const sigTypes = (await listEnabledVerificationMethods(db, 'SIGNATURE')).map((method) => method.code);
  const emailKeys = customer.emailConfirmedAt
    ? allQuestions(flow)
        .filter((q) => q.type === 'SPECIAL_FIELD' && q.fieldSubtype === 'EMAIL_CONFIRM')
        .map((q) => q.identifier)
    : [];
  // What the preliminary assessment already asked is not asked again: the flow's
  // configuration (prefillFrom) maps it, the flow engine checks it, the customer may correct it.
  const answers = {
    ...prefillFromPreliminary(flow, answersFromDynamicData(assessment.dynamicData), todayIso()),
    ...Object.fromEntries(emailKeys.map((key) => [key, SPECIAL_FIELD_DONE])),
  };

  try {
    const row = await db.transaction(async (tx) => {
      const moved = await moveProfile(tx, customer.id, 'INTRO', 0);
      if (!moved) throw new AppError('CONFLICT', 'errors.application.statusNotAllowed');
      return insertApplication(tx, {
        customerId: customer.id,
        offerId,
        flowId: flow.id,
        assessmentId: assessment.id,
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
    });
    return { application: toLoanApplication(row), created: true };
  } catch (error) {
    // Two clicks raced: the one-open-application index let only one through.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOpenApplication(db, customer.id);
    if (!winner) throw error;
    if (winner.offerId !== offerId) throw new AppError('CONFLICT', 'errors.application.otherOpen');
    return { application: toLoanApplication(winner), created: false };
  }
}
