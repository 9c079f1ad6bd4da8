import type { PreliminaryOfferResult } from '@hitelkapu/domain';
import { describe, expect, it } from 'vitest';
import { grantedOffer, isLiftable } from './decision-reviews.service.ts';

const refused = (decision: PreliminaryOfferResult['decision'], reasons: string[]): PreliminaryOfferResult =>
  ({
    offerId: 1,
    decision,
    dtiDecision: 0,
    dtiAmount: 0,
    dtiDuration: 0,
    quote: null,
    reasons,
  }) as PreliminaryOfferResult;

/** What a person may lift when changing a preliminary decision (EU 2023/2225 art. 18(8)), and what never. */
describe('refusals a reviewer may lift', () => {
  it.each([
    ['DTI_FAILED', ['DTI_FAILED'], true],
    ['KNOCKED_OUT', ['KO_TRIAL_PERIOD'], true],
    ['KNOCKED_OUT', ['KO_MIN_INCOME'], true],
    ['KNOCKED_OUT', ['KO_UNDER_AGE', 'KO_MIN_INCOME'], false],
    ['THM_CAP_EXCEEDED', ['THM_CAP_EXCEEDED'], false],
    ['OUT_OF_RANGE', ['AMOUNT_OUT_OF_RANGE'], false],
    ['OK', [], false],
  ] as const)('%s with %j: liftable %s', (decision, reasons, expected) => {
    expect(isLiftable(refused(decision, [...reasons]))).toBe(expected);
  });

  it('a liftable refusal is granted only with a product to quote (none: nothing granted)', () => {
    const assessment = { amount: 1_000_000, duration: 36, regulatoryFigures: {} as never };
    expect(grantedOffer(refused('DTI_FAILED', ['DTI_FAILED']), null, assessment)).toBeNull();
    expect(grantedOffer(refused('KNOCKED_OUT', ['KO_UNDER_AGE']), null, assessment)).toBeNull();
  });
});
