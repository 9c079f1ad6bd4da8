import {
  answersFromDynamicData,
  isQuoteLawful,
  type LeasingQuote,
  type LoanApplication,
  leasingDecisionUnderThmCap,
  type OfferQuote,
  thmCapFor,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import type { LeasingApplicationRecord } from '../../db/schema/index.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { LEASING_CREATING_STATUSES } from '../applications/application-access.ts';
import { openApplicationOf, startApplication } from '../applications/application-creation.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';
import { findDealerName } from './leasing-application.repository.ts';
import { findPrescoreByPublicId, type PrescoreRow } from './leasing-prescore.repository.ts';
import { dealerRedirectUrl } from './leasing-prescore.service.ts';

/**
 * A leasing offer continues into the application (issue 16 point 7, docs/decisions/035): the
 * customer's own decided prescore, one of its OK offers under today's THM cap, becomes an
 * application with the leasing quote, the vehicle, the dealer and the prescore's answers
 * where the flow's prefill configuration maps them. From there the flow, KYC, signing and
 * the result are the application's, with the leasing documents.
 */

/** The loan figures of a leasing quote; the vehicle's figures go to the application's leasing record. */
function offerQuoteOf(quote: LeasingQuote, thmCap: number): OfferQuote {
  return {
    amount: quote.amount,
    months: quote.months,
    annualRatePercent: quote.annualRatePercent,
    monthlyInstalment: quote.monthlyInstalment,
    monthlyFee: quote.monthlyFee,
    monthlyPayment: quote.monthlyPayment,
    disbursementFee: quote.disbursementFee,
    totalInterest: quote.totalInterest,
    totalRepayable: quote.totalRepayable,
    totalCost: quote.totalCost,
    thm: quote.thm,
    thmExact: quote.thmExact,
    thmCap,
  };
}

const notFound = () => new AppError('NOT_FOUND', 'errors.leasing.prescoreNotFound');
const notAvailable = () => new AppError('CONFLICT', 'errors.application.offerNotAvailable');

export function createLeasingApplicationService({ db }: { db: Db }, cache: ConfigCache = noConfigCache) {
  /** The customer's own prescore; anyone else's, or an unclaimed one, does not exist. */
  async function ownPrescore(customerId: string, publicId: string): Promise<PrescoreRow> {
    const row = await findPrescoreByPublicId(db, publicId);
    if (!row || row.customerId !== customerId) throw notFound();
    return row;
  }

  return {
    /**
     * POST credit/leasing-prescore/{publicId}/application. A second click on the same offer
     * answers the open application (created false); another open application, a prescore
     * that is not eligible or an offer that is not among its eligible ones answers 409.
     */
    async create(
      customer: CustomerRow,
      publicId: string,
      offerId: number,
    ): Promise<{ application: LoanApplication; created: boolean }> {
      const prescore = await ownPrescore(customer.id, publicId);
      const isSame = (open: { offerId: number; leasing: LeasingApplicationRecord | null }) =>
        open.offerId === offerId && open.leasing?.prescorePublicId === publicId;
      const open = await openApplicationOf(db, customer.id, isSame);
      if (open) return { application: open, created: false };
      if (!(LEASING_CREATING_STATUSES as readonly string[]).includes(customer.status))
        throw new AppError('CONFLICT', 'errors.application.statusNotAllowed');
      if (!prescore.result || !prescore.request || prescore.isEligible !== true) throw notAvailable();
      // Today's THM cap decides, not the prescore day's: an offer over it is no longer offered.
      const thmCap = thmCapFor('LEASING', await loadRegulatoryFigures(db, undefined, cache));
      const current = leasingDecisionUnderThmCap(
        { isEligible: prescore.isEligible, offers: prescore.result.offers, reasons: prescore.result.reasons },
        thmCap,
      );
      const offer = current.offers.find((candidate) => candidate.offerId === offerId);
      if (!current.isEligible || !offer || offer.decision !== 'OK' || !offer.quote) throw notAvailable();
      const quote = offerQuoteOf(offer.quote, thmCap);
      if (!isQuoteLawful(quote)) throw notAvailable();
      const dealerName = await findDealerName(db, prescore.dealerId);
      if (dealerName === null) throw new Error(`prescore ${prescore.id} names no dealer`);
      const leasing: LeasingApplicationRecord = {
        prescorePublicId: prescore.publicId,
        dealerId: prescore.dealerId,
        dealerName,
        vehicle: {
          condition: prescore.vehicleCondition,
          firstRegistrationDate: prescore.firstRegistrationDate,
          description: prescore.vehicleDescription,
        },
        price: offer.quote.price,
        downPayment: offer.quote.downPayment,
        residualValue: offer.quote.residualValue,
        paymentTiming: offer.quote.paymentTiming,
        dealerRedirectUrl: dealerRedirectUrl(prescore, true),
        prescoreId: prescore.id,
        dealerReference: prescore.dealerReference,
        assessedNetIncome: prescore.request.salary,
      };
      return startApplication(db, customer, cache, {
        offerId,
        quote,
        // The prescore asks the preliminary assessment's questions by the same identifiers.
        prefillAnswers: answersFromDynamicData(prescore.request.dynamicData),
        source: { leasing },
        fromStatuses: LEASING_CREATING_STATUSES,
        isSame,
      });
    },
  };
}

export type LeasingApplicationService = ReturnType<typeof createLeasingApplicationService>;
