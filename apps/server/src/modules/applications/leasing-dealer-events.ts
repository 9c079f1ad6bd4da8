import type { ScoringDecision } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { type DealerOfferFigures, notifyDealer } from '../webhooks/dealer-events.ts';
import type { ApplicationRow } from './applications.repository.ts';

/** The caller's transaction, as the result and review modules hold it. */
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * The dealer of a leasing application learns its outcome by signed webhook, in the
 * transaction of the change (docs/decisions/034, 035): `leasing.application.decided` when the
 * engine or a person decides, `leasing.application.signed` once the signed contract is
 * concluded, so the vehicle can be handed over. The payload is the allow-list of
 * `dealerWebhookData`: the prescore, the decision and the chosen offer's figures, never the
 * customer's income, answers or personal data. Other applications tell no one.
 */

const dealerDecisionOf = {
  APPROVED: 'APPROVED',
  MANUALLY_APPROVED: 'APPROVED',
  MANUAL: 'REFERRED',
  REJECT: 'REJECTED',
  MANUALLY_REJECTED: 'REJECTED',
  DISALLOWED: 'REJECTED',
} as const satisfies Record<ScoringDecision, 'APPROVED' | 'REJECTED' | 'REFERRED'>;

function chosenOffer(row: ApplicationRow): DealerOfferFigures | null {
  if (!row.leasing) return null;
  return {
    amount: row.quote.amount,
    months: row.quote.months,
    monthlyPayment: row.quote.monthlyPayment,
    downPayment: row.leasing.downPayment,
    residualValue: row.leasing.residualValue,
    thm: row.quote.thm,
  };
}

/** `leasing.application.decided` with the decision as the dealer words it; nothing for other applications. */
export async function tellDealerOfDecision(
  tx: Executor,
  row: ApplicationRow,
  decision: ScoringDecision,
): Promise<void> {
  if (!row.leasing) return;
  // The outbox writes with select and insert only, in the caller's transaction.
  await notifyDealer(tx as Db, row.leasing.dealerId, {
    type: 'leasing.application.decided',
    prescore: { publicId: row.leasing.prescorePublicId, dealerReference: row.leasing.dealerReference },
    decision: dealerDecisionOf[decision],
    offer: chosenOffer(row),
  });
}

/** `leasing.application.signed` once the signed contract is concluded; nothing for other applications. */
export async function tellDealerOfSigning(tx: Executor, row: ApplicationRow): Promise<void> {
  if (!row.leasing) return;
  // The outbox writes with select and insert only, in the caller's transaction.
  await notifyDealer(tx as Db, row.leasing.dealerId, {
    type: 'leasing.application.signed',
    prescore: { publicId: row.leasing.prescorePublicId, dealerReference: row.leasing.dealerReference },
    offer: chosenOffer(row),
  });
}
