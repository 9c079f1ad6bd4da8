import type {
  DealerWebhookData,
  DealerWebhookEventType,
  dealerWebhookDecisions,
} from '@hitelkapu/domain/contracts/webhooks';
import type { Db } from '../../db/client.ts';
import { enqueueWebhook } from './webhooks.service.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The figures of the offer a dealer is told about: a leasing quote (`rules/leasing.ts`
 * LeasingQuote) fits as it is, and only these fields are read from it.
 */
export interface DealerOfferFigures {
  /** The amount financed: price - down payment. */
  amount: number;
  months: number;
  monthlyPayment: number;
  downPayment: number;
  residualValue: number;
  thm: number;
}

type Decision = (typeof dealerWebhookDecisions)[number];

/** The prescore the event is about: the two values the dealer already knows it by. */
export interface DealerPrescoreRef {
  publicId: string;
  dealerReference: string | null;
}

/**
 * What happened, by event: the decision each event may carry is fixed by its type, and the
 * offer is the eligible offer (on submit) or the chosen one (decided, signed).
 */
export type DealerEvent =
  | {
      type: 'leasing.prescore.submitted';
      prescore: DealerPrescoreRef;
      decision: Extract<Decision, 'ELIGIBLE' | 'NOT_ELIGIBLE'>;
      offer: DealerOfferFigures | null;
    }
  | {
      type: 'leasing.application.decided';
      prescore: DealerPrescoreRef;
      decision: Extract<Decision, 'APPROVED' | 'REJECTED' | 'REFERRED'>;
      offer: DealerOfferFigures | null;
    }
  | {
      type: 'leasing.application.signed';
      prescore: DealerPrescoreRef;
      offer: DealerOfferFigures | null;
    };

const statusByEvent = {
  'leasing.prescore.submitted': 'SUBMITTED',
  'leasing.application.decided': 'DECIDED',
  'leasing.application.signed': 'SIGNED',
} as const satisfies Record<DealerWebhookEventType, DealerWebhookData['status']>;

/**
 * The webhook's data, built field by field from an allow-list: whatever else the caller's
 * objects carry (income, obligations, answers, the customer) cannot reach the dealer (issue 16:
 * status, decision, chosen offer; DOMAIN.md "Leasing": never income data).
 */
export function dealerWebhookData(event: DealerEvent): DealerWebhookData {
  const offer = event.offer;
  const positive = event.type !== 'leasing.application.signed' ? event.decision : 'APPROVED';
  const showsOffer = positive === 'ELIGIBLE' || positive === 'APPROVED' || positive === 'REFERRED';
  return {
    publicId: event.prescore.publicId,
    dealerReference: event.prescore.dealerReference,
    status: statusByEvent[event.type],
    decision: positive,
    offer:
      offer && showsOffer
        ? {
            amountFinanced: offer.amount,
            termMonths: offer.months,
            monthlyPayment: offer.monthlyPayment,
            downPayment: offer.downPayment,
            residualValue: offer.residualValue,
            thm: offer.thm,
          }
        : null,
  };
}

/**
 * Tells a dealer about one of its prescores by signed webhook, in the transaction of the change
 * (the change and the notification commit together). A dealer without a webhook URL gets
 * nothing; the delivery id otherwise.
 */
export async function notifyDealer(
  tx: Db | Transaction,
  dealerId: string,
  event: DealerEvent,
): Promise<{ deliveryId: string; webhookId: string } | null> {
  return enqueueWebhook(tx, {
    subscriber: { kind: 'DEALER', id: dealerId },
    eventType: event.type,
    payload: dealerWebhookData(event),
  });
}
