import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PreliminaryOfferResult } from '../contracts/preliminary.ts';
import { todayIso } from '../format/date.ts';
import {
  isQuoteLawful,
  type ProductTerms,
  quoteOffer,
  type RegulatoryFigures,
  thmCapFor,
} from './offer-quote.ts';
import {
  assessmentUnderThmCap,
  type BaseRate,
  baseRateInForceOn,
  regulatoryFiguresOn,
  thmCapBasisOn,
  thmCapPeriodOf,
} from './thm-cap.ts';

/** The undated figures as seeded; the base rate comes from the dated rows. */
const undated: Omit<RegulatoryFigures, 'baseRatePercent'> = {
  thmCapMarginPoints: 24,
  thmCapMarginPointsPointOfSale: 39,
  jtmIncomeThreshold: 800_000,
  jtmLimitBelowPercent: 50,
  jtmLimitAtOrAbovePercent: 60,
  jtmRevolvingSharePercent: 5,
  minimumNetIncome: 150_000,
  minimumAge: 18,
  maximumAgeAtMaturity: 75,
  minimumClosedBusinessYears: 1,
};

/** MNB base-rate history as seeded: 6.50 % from 2024-09-25, 6.25 % from 2026-02-25. */
const history: BaseRate[] = [
  { effectiveFrom: '2024-09-25', ratePercent: 6.5 },
  { effectiveFrom: '2026-02-25', ratePercent: 6.25 },
];

function figuresOn(rates: readonly BaseRate[], day: string) {
  const figures = regulatoryFiguresOn(undated, rates, day);
  if (!figures) throw new Error(`no THM cap basis on ${day}`);
  return figures;
}

const capOn = (rates: readonly BaseRate[], day: string, kind: ProductTerms['kind'] = 'PERSONAL_LOAN') =>
  thmCapFor(kind, figuresOn(rates, day));

describe('THM cap periods (Fhtv. 17/A. §: the base rate of the first day of the month before the half-year)', () => {
  it.each([
    ['2026-01-01', '2026-01-01', '2025-12-01'],
    ['2026-06-30', '2026-01-01', '2025-12-01'],
    ['2026-07-01', '2026-07-01', '2026-06-01'],
    ['2026-11-30', '2026-07-01', '2026-06-01'],
    ['2026-12-01', '2026-07-01', '2026-06-01'],
    ['2026-12-31', '2026-07-01', '2026-06-01'],
    ['2027-01-01', '2027-01-01', '2026-12-01'],
  ])(
    'a day of %s falls in the half-year from %s, whose reference day is %s',
    (day, periodStart, referenceDate) => {
      expect(thmCapPeriodOf(day)).toEqual({ periodStart, referenceDate });
    },
  );

  it('every day lies in its half-year, which starts one month after its reference day', () => {
    const dayArb = fc
      .date({
        min: new Date(Date.UTC(2000, 0, 1)),
        max: new Date(Date.UTC(2099, 11, 31)),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dayArb, (day) => {
        const { periodStart, referenceDate } = thmCapPeriodOf(day);
        expect(periodStart <= day).toBe(true);
        expect(['01-01', '07-01']).toContain(periodStart.slice(5));
        const [y, m] = periodStart.split('-').map(Number) as [number, number];
        const before = m === 1 ? `${y - 1}-12-01` : `${y}-06-01`;
        expect(referenceDate).toBe(before);
      }),
    );
  });

  it('refuses a day that is not a calendar day rather than guessing a cap', () => {
    expect(() => thmCapPeriodOf('2026-02-30')).toThrow(RangeError);
    expect(() => baseRateInForceOn(history, '2026-13-01')).toThrow(RangeError);
  });
});

describe('the base rate of a THM cap is the row in force on the reference day', () => {
  it('a base-rate row applies from its effective day inclusive', () => {
    expect(baseRateInForceOn(history, '2026-02-24')?.ratePercent).toBe(6.5);
    expect(baseRateInForceOn(history, '2026-02-25')?.ratePercent).toBe(6.25);
    expect(baseRateInForceOn(history, '2024-09-24')).toBeNull();
  });

  it('takes the latest row on or before the reference day whatever order the rows come in', () => {
    const shuffled = [history[1], history[0]] as BaseRate[];
    expect(thmCapBasisOn(shuffled, '2026-11-25')).toEqual({
      periodStart: '2026-07-01',
      referenceDate: '2026-06-01',
      baseRateEffectiveFrom: '2026-02-25',
      baseRatePercent: 6.25,
    });
  });

  it('a base-rate row effective 2026-12-01 is the rate of the 1 December reference day: not on 2026-11-30, not on 2026-12-01 (the half-year keeps its cap), from 2027-01-01', () => {
    const rates = [...history, { effectiveFrom: '2026-12-01', ratePercent: 5.75 }];
    expect(capOn(rates, '2026-11-30')).toBe(30.25);
    expect(capOn(rates, '2026-12-01')).toBe(30.25);
    expect(capOn(rates, '2026-12-31')).toBe(30.25);
    expect(capOn(rates, '2027-01-01')).toBe(29.75);
    expect(figuresOn(rates, '2027-01-01').thmCapBasis).toEqual({
      periodStart: '2027-01-01',
      referenceDate: '2026-12-01',
      baseRateEffectiveFrom: '2026-12-01',
      baseRatePercent: 5.75,
    });
  });

  it('a base-rate row effective 2026-09-15 changes no cap before the next reference day, and the caps only from 2027-01-01', () => {
    const rates = [...history, { effectiveFrom: '2026-09-15', ratePercent: 7 }];
    for (const day of ['2026-09-15', '2026-10-01', '2026-12-01', '2026-12-31']) {
      expect(capOn(rates, day), day).toBe(30.25);
    }
    expect(capOn(rates, '2027-01-01')).toBe(31);
    expect(figuresOn(rates, '2027-01-01').thmCapBasis.baseRateEffectiveFrom).toBe('2026-09-15');
  });

  it('a base-rate row effective the day after a reference day waits a whole half-year', () => {
    const rates = [...history, { effectiveFrom: '2026-06-02', ratePercent: 6 }];
    expect(capOn(rates, '2026-07-01')).toBe(30.25);
    expect(capOn(rates, '2027-01-01')).toBe(30);
  });

  it('the day is the Budapest calendar day: 00:30 on 1 January in Budapest is already the new half-year', () => {
    const rates = [...history, { effectiveFrom: '2026-12-01', ratePercent: 5.75 }];
    // 23:30 UTC on 31 December is 00:30 on 1 January in Budapest (CET, UTC+1).
    expect(capOn(rates, todayIso(new Date('2026-12-31T23:30:00Z')))).toBe(29.75);
    expect(capOn(rates, todayIso(new Date('2026-12-31T22:59:59Z')))).toBe(30.25);
  });

  it('has no cap basis before the first known base rate, rather than inventing one', () => {
    expect(thmCapBasisOn(history, '2024-12-31')).toBeNull();
    expect(regulatoryFiguresOn(undated, history, '2024-12-31')).toBeNull();
    expect(thmCapBasisOn(history, '2025-01-01')?.baseRatePercent).toBe(6.5);
  });
});

describe('the cap of each kind (Fhtv. 17/A. § (1) and (2))', () => {
  it('point-of-sale credit is capped at base rate + 39 points, a personal loan and leasing at + 24', () => {
    expect(capOn(history, '2026-11-25', 'POINT_OF_SALE')).toBe(45.25);
    expect(capOn(history, '2026-11-25', 'PERSONAL_LOAN')).toBe(30.25);
    expect(capOn(history, '2026-11-25', 'LEASING')).toBe(30.25);
    expect(capOn(history, '2026-06-30', 'POINT_OF_SALE')).toBe(45.5);
  });
});

describe('stored offers against the cap of the day they are shown (an offer over its cap is never offered)', () => {
  const personal: ProductTerms = {
    kind: 'PERSONAL_LOAN',
    minAmount: 100_000,
    maxAmount: 5_000_000,
    minMonths: 12,
    maxMonths: 84,
    rateBands: [
      { minAmount: 100_000, maxAmount: 5_000_000, minMonths: 12, maxMonths: 84, annualRatePercent: 23 },
    ],
    disbursementFeePercent: 0,
    disbursementFeeMax: 0,
    monthlyFee: 0,
  };
  const withFee = (fee: number): ProductTerms => ({ ...personal, disbursementFeePercent: fee / 100 });
  const assessedOn = figuresOn(history, '2026-11-25');

  function offer(offerId: number, terms: ProductTerms): PreliminaryOfferResult {
    const quote = quoteOffer(terms, 500_000, 36, assessedOn);
    if (!quote || !isQuoteLawful(quote)) throw new Error('the fixture must be lawful when assessed');
    return {
      offerId,
      decision: 'OK',
      dtiDecision: 1,
      dtiAmount: 800_000,
      dtiDuration: 36,
      quote,
      reasons: [],
    };
  }

  it('withdraws an offer whose unrounded THM is over the cap of the day even when its rounded THM equals the cap', () => {
    // The fee whose THM lies in [26.925, 26.935): shown as 26.9 %, truly above a 26.9 % cap.
    const fee = Array.from({ length: 400 }, (_, i) => i).find((f) => {
      const thm = quoteOffer(withFee(f), 500_000, 36, assessedOn)?.thmExact ?? 0;
      return thm >= 26.925 && thm < 26.935;
    });
    expect(fee).toBeDefined();
    const dear = offer(1, withFee(fee ?? 0));
    const cheap = offer(2, personal);
    expect(dear.quote?.thm).toBe(26.9);

    const shown = assessmentUnderThmCap({ isEligible: true, offers: [dear, cheap], reasons: [] }, 26.9);
    expect(shown.offers[0]).toMatchObject({
      offerId: 1,
      decision: 'THM_CAP_EXCEEDED',
      quote: null,
      dtiDecision: 0,
      dtiAmount: 0,
      reasons: ['THM_CAP_EXCEEDED'],
    });
    expect(shown.offers[1]).toMatchObject({ offerId: 2, decision: 'OK', quote: { thmCap: 26.9 } });
    expect(shown.isEligible).toBe(true);
  });

  it('drops amount suggestions made under a higher cap, and keeps them when the cap did not fall', () => {
    const cheap = offer(2, personal);
    const fell = assessmentUnderThmCap({ isEligible: true, offers: [cheap], reasons: [] }, 29);
    expect(fell.offers[0]).toMatchObject({ decision: 'OK', dtiDecision: 0, dtiAmount: 500_000 });
    const same = assessmentUnderThmCap({ isEligible: true, offers: [cheap], reasons: [] }, 30.25);
    expect(same.offers[0]).toEqual(cheap);
  });

  it('an assessment whose every offer is over the cap of the day is no longer eligible, and says why', () => {
    const only = offer(2, personal);
    const shown = assessmentUnderThmCap({ isEligible: true, offers: [only], reasons: [] }, 20);
    expect(shown).toMatchObject({ isEligible: false, reasons: ['THM_CAP_EXCEEDED'] });
  });
});
