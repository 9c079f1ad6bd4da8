import type { PreliminaryOfferResult, ReasonCode } from '../contracts/preliminary.ts';
import { isIsoDate } from '../format/date.ts';
import type { RegulatoryFigures } from './offer-quote.ts';

/**
 * The THM cap over time (2009. évi CLXII. törvény (Fhtv.) 17/A. §). The cap of a calendar
 * half-year is the central bank base rate in force on the first day of the month before it,
 * plus the margin of the credit's kind: the base rate of 1 December sets the caps from
 * 1 January to 30 June, the base rate of 1 June the caps from 1 July to 31 December, each for
 * the whole half-year. A base-rate change between two reference days waits for the next one
 * and then for the half-year after it.
 *
 * Every day here is a Budapest calendar day written `YYYY-MM-DD` (see `todayIso`): the law
 * counts calendar days, so a decision at 00:30 on 1 January in Budapest uses the new cap.
 */

/** One change of the MNB base rate: the rate and the first day it applied. */
export interface BaseRate {
  effectiveFrom: string;
  ratePercent: number;
}

/** Where the caps of a day come from; stored with every decision that used them. */
export interface ThmCapBasis {
  /** First day of the half-year the caps apply to: 1 January or 1 July. */
  periodStart: string;
  /** The reference day whose base rate counts: 1 December before, or 1 June. */
  referenceDate: string;
  /** The base-rate row in force on the reference day: its first day and its rate. */
  baseRateEffectiveFrom: string;
  baseRatePercent: number;
}

/** The engine's figures of one day, with the source of its THM caps. */
export type RegulatoryFiguresOfDay = RegulatoryFigures & { thmCapBasis: ThmCapBasis };

function calendarDay(day: string): { year: number; month: number } {
  if (!isIsoDate(day)) throw new RangeError(`'${day}' is not a calendar day (YYYY-MM-DD)`);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

const yearText = (year: number) => String(year).padStart(4, '0');

/** The half-year a day falls in and the reference day of its caps. */
export function thmCapPeriodOf(day: string): Pick<ThmCapBasis, 'periodStart' | 'referenceDate'> {
  const { year, month } = calendarDay(day);
  return month <= 6
    ? { periodStart: `${yearText(year)}-01-01`, referenceDate: `${yearText(year - 1)}-12-01` }
    : { periodStart: `${yearText(year)}-07-01`, referenceDate: `${yearText(year)}-06-01` };
}

/** The base rate in force on a day: the row with the latest first day on or before it; null before the first row. */
export function baseRateInForceOn(rates: readonly BaseRate[], day: string): BaseRate | null {
  calendarDay(day);
  let inForce: BaseRate | null = null;
  for (const rate of rates) {
    // ISO days compare as text.
    if (rate.effectiveFrom <= day && (inForce === null || rate.effectiveFrom > inForce.effectiveFrom)) {
      inForce = rate;
    }
  }
  return inForce;
}

/** The source of the caps on a day; null when no base rate was in force on its reference day. */
export function thmCapBasisOn(rates: readonly BaseRate[], day: string): ThmCapBasis | null {
  const period = thmCapPeriodOf(day);
  const rate = baseRateInForceOn(rates, period.referenceDate);
  if (!rate) return null;
  return { ...period, baseRateEffectiveFrom: rate.effectiveFrom, baseRatePercent: rate.ratePercent };
}

/**
 * The engine's figures for a day: the undated figures with the base rate its THM caps are
 * computed from (`thmCapFor` adds the margin of the kind). Null when no base rate was in force
 * on the reference day, which only a database without base-rate history can cause.
 */
export function regulatoryFiguresOn(
  figures: Omit<RegulatoryFigures, 'baseRatePercent'>,
  rates: readonly BaseRate[],
  day: string,
): RegulatoryFiguresOfDay | null {
  const basis = thmCapBasisOn(rates, day);
  if (!basis) return null;
  return { ...figures, baseRatePercent: basis.baseRatePercent, thmCapBasis: basis };
}

interface StoredAssessmentOutcome {
  isEligible: boolean;
  offers: PreliminaryOfferResult[];
  reasons: ReasonCode[];
}

/**
 * A stored assessment's offers measured against the cap of the day they are shown or taken
 * (an offer over the cap is never offered, Fhtv. 17/A. §). A quote whose unrounded THM is
 * over the cap is withdrawn as THM_CAP_EXCEEDED; the others carry the cap of the day. When the
 * cap fell since the assessment, its amount suggestions (dtiAmount) were checked against the
 * higher cap and are dropped.
 */
export function assessmentUnderThmCap<T extends StoredAssessmentOutcome>(assessment: T, thmCap: number): T {
  const offers = assessment.offers.map((offer): PreliminaryOfferResult => {
    const quote = offer.quote;
    if (!quote) return offer;
    if ((quote.thmExact ?? quote.thm) > thmCap) {
      return {
        ...offer,
        decision: 'THM_CAP_EXCEEDED',
        dtiDecision: 0,
        dtiAmount: 0,
        quote: null,
        reasons: ['THM_CAP_EXCEEDED'],
      };
    }
    const capFell = thmCap < quote.thmCap;
    return {
      ...offer,
      quote: { ...quote, thmCap },
      ...(capFell ? { dtiDecision: 0 as const, dtiAmount: offer.decision === 'OK' ? quote.amount : 0 } : {}),
    };
  });
  const isEligible = assessment.isEligible && offers.some((offer) => offer.decision === 'OK');
  const reasons =
    assessment.isEligible && !isEligible
      ? [...new Set(offers.flatMap((offer) => offer.reasons))]
      : assessment.reasons;
  return { ...assessment, isEligible, offers, reasons };
}
