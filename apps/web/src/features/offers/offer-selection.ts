import type { FilterSettings, OfferQuote, TripleOfferConfig } from '@hitelkapu/domain/contracts/offers';
import type {
  PreliminaryAssessment,
  PreliminaryOfferResult,
  ReasonCode,
} from '@hitelkapu/domain/contracts/preliminary';

/** An offer the customer may see: decided OK, with its figures (DTI_FAILED and the rest never show). */
export type ShownOffer = PreliminaryOfferResult & { decision: 'OK'; quote: OfferQuote };

export function shownOffers(assessment: Pick<PreliminaryAssessment, 'offers'>): ShownOffer[] {
  return assessment.offers.filter(
    (offer): offer is ShownOffer => offer.decision === 'OK' && offer.quote !== null,
  );
}

export type TripleSlot = TripleOfferConfig['slots'][number];

/** One card of the triple view: an offer and every slot it wins (one offer may win several). */
export interface TripleCard {
  offer: ShownOffer;
  slots: TripleSlot[];
}

type Compare = (a: ShownOffer, b: ShownOffer) => number;

const byInstalment: Compare = (a, b) =>
  a.quote.monthlyPayment - b.quote.monthlyPayment ||
  a.quote.totalRepayable - b.quote.totalRepayable ||
  a.offerId - b.offerId;
const byTotal: Compare = (a, b) =>
  a.quote.totalRepayable - b.quote.totalRepayable ||
  a.quote.monthlyPayment - b.quote.monthlyPayment ||
  a.offerId - b.offerId;
const byThm: Compare = (a, b) => a.quote.thm - b.quote.thm || byTotal(a, b);

const best = (offers: ShownOffer[], compare: Compare) => [...offers].sort(compare)[0];

/**
 * The triple-offer view (DOMAIN "Money and offers"): the lowest monthly payment, the lowest
 * total repayable, and the lender's recommended product when it is on offer, else the
 * lowest-THM offer not already shown. Cards follow the configured slot order; an offer that
 * wins several slots is one card carrying all their labels, and the places it frees go to the
 * other offers (cheapest total first, without a label), so up to three offers stand side by side.
 */
export function tripleCards(offers: ShownOffer[], config: TripleOfferConfig): TripleCard[] {
  if (offers.length === 0) return [];
  const winners = new Map<TripleSlot, ShownOffer>();
  for (const slot of config.slots) {
    if (slot.kind === 'LOWEST_INSTALMENT') winners.set(slot, best(offers, byInstalment) as ShownOffer);
    if (slot.kind === 'LOWEST_TOTAL_COST') winners.set(slot, best(offers, byTotal) as ShownOffer);
  }
  for (const slot of config.slots) {
    if (slot.kind !== 'RECOMMENDED') continue;
    const configured = offers.find((offer) => offer.offerId === slot.offerId);
    const taken = new Set([...winners.values()].map((offer) => offer.offerId));
    const untaken = offers.filter((offer) => !taken.has(offer.offerId));
    winners.set(slot, configured ?? (best(untaken.length > 0 ? untaken : offers, byThm) as ShownOffer));
  }
  const cards: TripleCard[] = [];
  for (const slot of config.slots) {
    const offer = winners.get(slot);
    if (!offer) continue;
    const card = cards.find((item) => item.offer.offerId === offer.offerId);
    if (card) card.slots.push(slot);
    else cards.push({ offer, slots: [slot] });
  }
  const rest = offers
    .filter((offer) => !cards.some((card) => card.offer.offerId === offer.offerId))
    .sort(byTotal);
  for (const offer of rest) {
    if (cards.length >= config.slots.length) break;
    cards.push({ offer, slots: [] });
  }
  return cards;
}

/** An amount and term to calculate again with. */
export interface AmountSuggestion {
  amount: number;
  duration: number;
}

/**
 * Spec §7: a dtiDecision of 1 with a larger dtiAmount suggests that amount and its term; the
 * largest such offer wins. Kept within what the calculator lets the customer ask.
 */
export function largerAmountSuggestion(
  assessment: Pick<PreliminaryAssessment, 'amount'>,
  offers: ShownOffer[],
  settings: Pick<FilterSettings, 'maxAmount' | 'minDuration' | 'maxDuration'>,
): AmountSuggestion | null {
  const candidates = offers
    .filter((offer) => offer.dtiDecision === 1 && offer.dtiAmount > assessment.amount)
    .map((offer) => ({ amount: Math.min(offer.dtiAmount, settings.maxAmount), duration: offer.dtiDuration }))
    .filter(
      (candidate) =>
        candidate.amount > assessment.amount &&
        candidate.duration >= settings.minDuration &&
        candidate.duration <= settings.maxDuration,
    )
    .sort((a, b) => b.amount - a.amount);
  return candidates[0] ?? null;
}

/** When the asked amount is too much for the income: the largest amount some product would lend. */
export function lowerAmountSuggestion(
  assessment: Pick<PreliminaryAssessment, 'offers'>,
  settings: Pick<FilterSettings, 'minAmount' | 'minDuration' | 'maxDuration'>,
): AmountSuggestion | null {
  const candidates = assessment.offers
    .filter((offer) => offer.decision === 'DTI_FAILED' && offer.dtiAmount >= settings.minAmount)
    .filter((offer) => offer.dtiDuration >= settings.minDuration && offer.dtiDuration <= settings.maxDuration)
    .map((offer) => ({ amount: offer.dtiAmount, duration: offer.dtiDuration }))
    .sort((a, b) => b.amount - a.amount);
  return candidates[0] ?? null;
}

/** The reasons to explain when nothing is on offer, each once. */
export function notEligibleReasons(
  assessment: Pick<PreliminaryAssessment, 'reasons' | 'offers'>,
): ReasonCode[] {
  const reasons =
    assessment.reasons.length > 0 ? assessment.reasons : assessment.offers.flatMap((offer) => offer.reasons);
  return [...new Set(reasons)];
}
