import { describe, expect, it } from 'vitest';
import {
  assessment,
  filterSettings,
  loanProduct,
  offerResult,
  seededProducts,
  tripleOfferConfig,
} from '../../testing/credit-fixtures.ts';
import {
  largerAmountSuggestion,
  lowerAmountSuggestion,
  shownOffers,
  tripleCards,
} from './offer-selection.ts';

// The seeded config recommends one product; here it is the dearest, so it never wins a cheapest slot.
const recommendedId = tripleOfferConfig.slots.find((slot) => slot.kind === 'RECOMMENDED')?.offerId;
const [cheapId, middleId] = seededProducts.map((product) => product.id).filter((id) => id !== recommendedId);
const flat = { monthlyFee: 0, disbursementFeePercent: 0 };
const cheap = loanProduct({ id: cheapId, rate: 10.9, ...flat });
const dear = loanProduct({ id: recommendedId ?? undefined, rate: 18.9, ...flat });
const middle = loanProduct({ id: middleId, rate: 14.9, ...flat });
const settings = filterSettings;

const kinds = (cards: ReturnType<typeof tripleCards>) =>
  cards.map((card) => [card.offer.offerId, card.slots.map((slot) => slot.kind)]);

describe('offer selection', () => {
  it('one offer winning both cheapest slots is one card with both labels, beside the recommended one', () => {
    const offers = shownOffers(
      assessment({ offers: [offerResult(cheap, 1_000_000, 36), offerResult(dear, 1_000_000, 36)] }),
    );
    expect(kinds(tripleCards(offers, tripleOfferConfig))).toEqual([
      [cheap.id, ['LOWEST_INSTALMENT', 'LOWEST_TOTAL_COST']],
      [dear.id, ['RECOMMENDED']],
    ]);
  });

  it('the place a double winner frees goes to the third offer, unlabelled, so three offers are compared', () => {
    const offers = shownOffers(
      assessment({
        offers: [
          offerResult(cheap, 1_000_000, 36),
          offerResult(dear, 1_000_000, 36),
          offerResult(middle, 1_000_000, 36),
        ],
      }),
    );
    expect(kinds(tripleCards(offers, tripleOfferConfig))).toEqual([
      [cheap.id, ['LOWEST_INSTALMENT', 'LOWEST_TOTAL_COST']],
      [dear.id, ['RECOMMENDED']],
      [middle.id, []],
    ]);
  });

  it('a recommended product that is not on offer gives its place to the best offer not yet shown', () => {
    const offers = shownOffers(
      assessment({
        offers: [
          offerResult(cheap, 1_000_000, 36),
          offerResult(dear, 1_000_000, 36, { decision: 'DTI_FAILED' }),
          offerResult(middle, 1_000_000, 36),
        ],
      }),
    );
    expect(offers.map((offer) => offer.offerId)).toEqual([cheap.id, middle.id]);
    expect(kinds(tripleCards(offers, tripleOfferConfig))).toEqual([
      [cheap.id, ['LOWEST_INSTALMENT', 'LOWEST_TOTAL_COST']],
      [middle.id, ['RECOMMENDED']],
    ]);
  });

  it('a single offer is one card carrying all three labels', () => {
    const offers = shownOffers(assessment({ offers: [offerResult(middle, 1_000_000, 36)] }));
    expect(kinds(tripleCards(offers, tripleOfferConfig))).toEqual([
      [middle.id, ['LOWEST_INSTALMENT', 'LOWEST_TOTAL_COST', 'RECOMMENDED']],
    ]);
  });

  it('suggests a larger amount only when the income allows more than asked, within the calculator', () => {
    const base = assessment({ amount: 1_000_000 });
    const more = shownOffers(
      assessment({
        offers: [
          offerResult(cheap, 1_000_000, 36, {
            dtiDecision: 1,
            dtiAmount: settings.maxAmount + 1_000_000,
            dtiDuration: 60,
          }),
          offerResult(dear, 1_000_000, 36, { dtiDecision: 1, dtiAmount: 1_800_000, dtiDuration: 48 }),
        ],
      }),
    );
    expect(largerAmountSuggestion(base, more, settings)).toEqual({
      amount: settings.maxAmount,
      duration: 60,
    });
    const none = shownOffers(assessment({ offers: [offerResult(cheap, 1_000_000, 36)] }));
    expect(largerAmountSuggestion(base, none, settings)).toBeNull();
  });

  it('suggests a lower amount only from a DTI_FAILED offer with an affordable amount', () => {
    const declined = assessment({
      offers: [
        offerResult(cheap, 1_000_000, 36, { decision: 'DTI_FAILED', dtiAmount: 600_000, dtiDuration: 36 }),
        offerResult(dear, 1_000_000, 36, { decision: 'DTI_FAILED', dtiAmount: 0, dtiDuration: 36 }),
      ],
    });
    expect(lowerAmountSuggestion(declined, settings)).toEqual({ amount: 600_000, duration: 36 });
    expect(
      lowerAmountSuggestion(
        assessment({ offers: [offerResult(cheap, 1_000_000, 36, { decision: 'DTI_FAILED', dtiAmount: 0 })] }),
        settings,
      ),
    ).toBeNull();
  });
});
