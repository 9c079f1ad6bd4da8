import type { LoanProduct } from '../contracts/offers.ts';
import type { AffordabilityFigures, ReasonCode } from '../contracts/preliminary.ts';
import { monthlyRate, type ScheduleRow } from '../finance/annuity.ts';
import { roundForint, roundRateHalfUp } from '../finance/money.ts';
import {
  disbursementFee,
  isQuoteLawful,
  isWithinProductRange,
  type ProductTerms,
  type RegulatoryFigures,
  rateBandFor,
  thmCapFor,
} from '../finance/offer-quote.ts';
import {
  type ApplicantFacts,
  addMonths,
  affordabilityFigures,
  knockOutReasons,
} from '../finance/preliminary-decision.ts';
import { type CashFlow, solveThm } from '../finance/thm.ts';
import { isIsoDate } from '../format/date.ts';

/**
 * Closed-end financial leasing (zárt végű pénzügyi lízing, DOMAIN.md "Leasing"): the customer
 * keeps the vehicle, pays a down payment to the dealer, monthly payments on the amount financed
 * and the residual value (balloon) with the last one, after which ownership passes. It is
 * consumer credit: the THM (decree 83/2010), its cap (Fhtv. 17/A. §) and the JTM (MNB decree
 * 32/2014) apply as they do to loans. Every limit below is product configuration, never a literal.
 */

/** When the monthly payments fall: at the end of each month (arrears) or at its start (advance). */
export const leasingPaymentTimings = ['ARREARS', 'ADVANCE'] as const;
export type LeasingPaymentTiming = (typeof leasingPaymentTimings)[number];

export const vehicleConditions = ['NEW', 'USED'] as const;
export type VehicleCondition = (typeof vehicleConditions)[number];

/** The eligibility limits of a leasing product (DOMAIN.md "Leasing", typical figures in the seed). */
export interface LeasingLimits {
  /** Down payment (önerő) as a share of the price, percent, at least (20 for HUF financing). */
  minDownPaymentPercent: number;
  /** Term in months, inclusive (12-84). */
  minMonths: number;
  maxMonths: number;
  /** The vehicle's age in years from its first registration, at most, at signing (16) and at the end (18). */
  maxVehicleAgeAtSigningYears: number;
  maxVehicleAgeAtEndYears: number;
  /** Residual value as a share of the price, percent, at most (40). */
  maxResidualValuePercent: number;
}

/** What a leasing product adds to a loan product: its limits and when its payments fall. */
export interface LeasingProductTerms {
  limits: LeasingLimits;
  paymentTiming: LeasingPaymentTiming;
}

/** The vehicle as the dealer described it. */
export interface LeasedVehicleFacts {
  condition: VehicleCondition;
  /** `YYYY-MM-DD`; null for a new vehicle not yet registered. */
  firstRegistrationDate: string | null;
}

/** One leasing the customer asks for. Forints are whole; the price includes VAT. */
export interface LeasingRequest {
  price: number;
  downPayment: number;
  residualValue: number;
  months: number;
  vehicle: LeasedVehicleFacts;
}

/** The Hungarian error key of each limit (wording in wording/errors/leasing.ts). */
export const leasingLimitKeys = {
  priceInvalid: 'errors.leasing.priceInvalid',
  downPaymentTooLow: 'errors.leasing.downPaymentTooLow',
  downPaymentTooHigh: 'errors.leasing.downPaymentTooHigh',
  termOutOfRange: 'errors.leasing.termOutOfRange',
  residualValueTooHigh: 'errors.leasing.residualValueTooHigh',
  registrationDateInvalid: 'errors.leasing.registrationDateInvalid',
  vehicleTooOldAtSigning: 'errors.leasing.vehicleTooOldAtSigning',
  vehicleTooOldAtEnd: 'errors.leasing.vehicleTooOldAtEnd',
} as const;
export type LeasingLimitKey = (typeof leasingLimitKeys)[keyof typeof leasingLimitKeys];

/** The values the limits' wording names (`{{minPercent}}` …), one object for every key. */
export type LeasingLimitValues = {
  minPercent: number;
  maxPercent: number;
  minMonths: number;
  maxMonths: number;
  maxYearsAtSigning: number;
  maxYearsAtEnd: number;
};

export function leasingLimitValues(limits: LeasingLimits): LeasingLimitValues {
  return {
    minPercent: limits.minDownPaymentPercent,
    maxPercent: limits.maxResidualValuePercent,
    minMonths: limits.minMonths,
    maxMonths: limits.maxMonths,
    maxYearsAtSigning: limits.maxVehicleAgeAtSigningYears,
    maxYearsAtEnd: limits.maxVehicleAgeAtEndYears,
  };
}

/** A broken limit: the request field it concerns and its error key. */
export interface LeasingLimitBreach {
  field: 'price' | 'downPayment' | 'residualValue' | 'duration' | 'firstRegistrationDate';
  key: LeasingLimitKey;
}

/** The smallest down payment the limits allow for a price, whole forints rounded up. */
export function minimumDownPayment(
  price: number,
  limits: Pick<LeasingLimits, 'minDownPaymentPercent'>,
): number {
  return Math.ceil((price * limits.minDownPaymentPercent) / 100 - 1e-9);
}

/** The largest residual value the limits allow for a price, whole forints rounded down. */
export function maximumResidualValue(
  price: number,
  limits: Pick<LeasingLimits, 'maxResidualValuePercent'>,
): number {
  return Math.floor((price * limits.maxResidualValuePercent) / 100 + 1e-9);
}

/**
 * The longest term the vehicle's age allows: the vehicle may be at most `maxVehicleAgeAtEndYears`
 * old on the last payment day. Null when even the shortest term breaks it.
 */
export function longestTermForVehicle(
  vehicle: LeasedVehicleFacts,
  limits: LeasingLimits,
  today: string,
): number | null {
  if (vehicle.firstRegistrationDate === null) return limits.maxMonths;
  const end = addMonths(vehicle.firstRegistrationDate, limits.maxVehicleAgeAtEndYears * 12);
  for (let months = limits.maxMonths; months >= limits.minMonths; months -= 1)
    if (addMonths(today, months) <= end) return months;
  return null;
}

/**
 * Every limit the request breaks, in the order a dealer reads them; empty when it is within all.
 * A vehicle's age is counted from its first registration to the day of signing (today) and to
 * the last payment day; "at most 16 years" means not past the 16th anniversary.
 */
export function leasingLimitBreaches(
  request: LeasingRequest,
  limits: LeasingLimits,
  today: string,
): LeasingLimitBreach[] {
  const breaches: LeasingLimitBreach[] = [];
  const { price, downPayment, residualValue, months, vehicle } = request;
  if (!Number.isInteger(price) || price <= 0) {
    return [{ field: 'price', key: leasingLimitKeys.priceInvalid }];
  }
  if (downPayment < minimumDownPayment(price, limits))
    breaches.push({ field: 'downPayment', key: leasingLimitKeys.downPaymentTooLow });
  else if (downPayment + residualValue >= price)
    // Something must be financed: the down payment and the balloon together stay below the price.
    breaches.push({ field: 'downPayment', key: leasingLimitKeys.downPaymentTooHigh });
  if (residualValue < 0 || residualValue > maximumResidualValue(price, limits))
    breaches.push({ field: 'residualValue', key: leasingLimitKeys.residualValueTooHigh });
  if (!Number.isInteger(months) || months < limits.minMonths || months > limits.maxMonths)
    breaches.push({ field: 'duration', key: leasingLimitKeys.termOutOfRange });
  const registered = vehicle.firstRegistrationDate;
  if (vehicle.condition === 'USED' && registered === null) {
    breaches.push({ field: 'firstRegistrationDate', key: leasingLimitKeys.registrationDateInvalid });
  } else if (registered !== null) {
    if (!isIsoDate(registered) || registered > today) {
      breaches.push({ field: 'firstRegistrationDate', key: leasingLimitKeys.registrationDateInvalid });
    } else if (addMonths(registered, limits.maxVehicleAgeAtSigningYears * 12) < today) {
      breaches.push({ field: 'firstRegistrationDate', key: leasingLimitKeys.vehicleTooOldAtSigning });
    } else if (
      Number.isInteger(months) &&
      months > 0 &&
      addMonths(registered, limits.maxVehicleAgeAtEndYears * 12) < addMonths(today, months)
    ) {
      breaches.push({ field: 'duration', key: leasingLimitKeys.vehicleTooOldAtEnd });
    }
  }
  return breaches;
}

/**
 * The monthly payment of a leasing with a balloon, unrounded:
 *   PMT = (PV - RV (1+i)^-n) i / (1 - (1+i)^-n), divided by (1+i) when paid in advance,
 * PV the amount financed (price - down payment), RV the residual value, i the nominal annual
 * rate / 12. Without interest the amount above the residual value is repaid in equal parts.
 */
export function leasingPaymentExact(
  amountFinanced: number,
  residualValue: number,
  annualRatePercent: number,
  months: number,
  timing: LeasingPaymentTiming = 'ARREARS',
): number {
  if (!Number.isInteger(months) || months <= 0)
    throw new RangeError('months must be a positive whole number');
  const i = monthlyRate(annualRatePercent);
  if (i === 0) return (amountFinanced - residualValue) / months;
  const discount = (1 + i) ** -months;
  const arrears = ((amountFinanced - residualValue * discount) * i) / (1 - discount);
  return timing === 'ADVANCE' ? arrears / (1 + i) : arrears;
}

/** The monthly payment in whole forints (rounded in finance/money.ts, the one place). */
export function leasingPayment(
  amountFinanced: number,
  residualValue: number,
  annualRatePercent: number,
  months: number,
  timing: LeasingPaymentTiming = 'ARREARS',
): number {
  return roundForint(leasingPaymentExact(amountFinanced, residualValue, annualRatePercent, months, timing));
}

/** The cash flows of a leasing as the THM counts them (decree 83/2010 annex), times in years. */
export function leasingCashFlows(input: {
  amountFinanced: number;
  /** What leaves the customer's account each month: payment plus any monthly fee. */
  monthlyPayment: number;
  residualValue: number;
  months: number;
  timing: LeasingPaymentTiming;
  /** Fees the customer must pay at the start to get the credit. */
  upfrontFees: number;
}): { drawdowns: CashFlow[]; payments: CashFlow[] } {
  const { amountFinanced, monthlyPayment, residualValue, months, timing, upfrontFees } = input;
  const offset = timing === 'ADVANCE' ? 0 : 1;
  const payments: CashFlow[] = [];
  if (upfrontFees > 0) payments.push({ years: 0, amount: upfrontFees });
  for (let k = 0; k < months; k += 1) payments.push({ years: (k + offset) / 12, amount: monthlyPayment });
  // The residual value is paid with the last instalment, at the end of the term.
  payments.push({ years: months / 12, amount: residualValue });
  return { drawdowns: [{ years: 0, amount: amountFinanced }], payments };
}

/** Every figure of a leasing offer: the quote of a loan plus the vehicle's price, down payment and balloon. */
export interface LeasingQuote {
  price: number;
  downPayment: number;
  residualValue: number;
  paymentTiming: LeasingPaymentTiming;
  /** The amount financed: price - down payment. */
  amount: number;
  months: number;
  annualRatePercent: number;
  monthlyInstalment: number;
  monthlyFee: number;
  monthlyPayment: number;
  disbursementFee: number;
  /** Interest over the term: instalments and residual value beyond the amount financed. */
  totalInterest: number;
  /** Everything paid to the lessor: instalments, monthly fees, the residual value, one-off fees. */
  totalRepayable: number;
  totalCost: number;
  thm: number;
  thmExact: number;
  thmCap: number;
}

/** The highest THM the solver looks for (see finance/offer-quote.ts). */
const THM_SOLVER_CEILING_PERCENT = 10_000;

export type LeasingProduct = ProductTerms &
  Pick<LoanProduct, 'id' | 'amountStep'> & { leasing: LeasingProductTerms };

/**
 * A product's figures for a leasing request, or null when the product does not finance this
 * amount for this term. Limits are not checked here (see `leasingLimitBreaches`).
 */
export function quoteLeasing(
  product: ProductTerms & { leasing: Pick<LeasingProductTerms, 'paymentTiming'> },
  request: Pick<LeasingRequest, 'price' | 'downPayment' | 'residualValue' | 'months'>,
  figures: RegulatoryFigures,
): LeasingQuote | null {
  const { price, downPayment, residualValue, months } = request;
  const amount = price - downPayment;
  if (![price, downPayment, residualValue, months].every(Number.isInteger) || months <= 0) return null;
  if (residualValue < 0 || residualValue >= amount) return null;
  if (!isWithinProductRange(product, amount, months)) return null;
  const band = rateBandFor(product, amount, months);
  if (!band) return null;
  const timing = product.leasing.paymentTiming;
  const monthlyInstalment = leasingPayment(amount, residualValue, band.annualRatePercent, months, timing);
  const monthlyPayment = monthlyInstalment + product.monthlyFee;
  const oneOff = disbursementFee(product, amount);
  const { drawdowns, payments } = leasingCashFlows({
    amountFinanced: amount,
    monthlyPayment,
    residualValue,
    months,
    timing,
    upfrontFees: oneOff,
  });
  const rate = solveThm(drawdowns, payments);
  const thm = rate === null ? null : rate * 100;
  const totalRepayable = monthlyPayment * months + residualValue + oneOff;
  return {
    price,
    downPayment,
    residualValue,
    paymentTiming: timing,
    amount,
    months,
    annualRatePercent: band.annualRatePercent,
    monthlyInstalment,
    monthlyFee: product.monthlyFee,
    monthlyPayment,
    disbursementFee: oneOff,
    totalInterest: monthlyInstalment * months + residualValue - amount,
    totalRepayable,
    totalCost: totalRepayable - amount,
    thm: thm === null ? THM_SOLVER_CEILING_PERCENT : roundRateHalfUp(thm),
    thmExact: thm ?? THM_SOLVER_CEILING_PERCENT,
    thmCap: thmCapFor(product.kind, figures),
  };
}

/**
 * The largest amount financed, in the product's steps, whose monthly payment fits the JTM room
 * for the same residual value and term, and whose THM is lawful; 0 when none does.
 */
export function largestAffordableLeasingAmount(
  product: LeasingProduct,
  request: Pick<LeasingRequest, 'residualValue' | 'months'>,
  maxMonthlyPayment: number,
  figures: RegulatoryFigures,
): number {
  const top = Math.floor(product.maxAmount / product.amountStep) * product.amountStep;
  for (let amount = top; amount >= product.minAmount; amount -= product.amountStep) {
    // The price is immaterial to the figures: quote as if nothing were paid down.
    const quote = quoteLeasing(
      product,
      { price: amount, downPayment: 0, residualValue: request.residualValue, months: request.months },
      figures,
    );
    if (quote && quote.monthlyPayment <= maxMonthlyPayment && isQuoteLawful(quote)) return amount;
  }
  return 0;
}

export const leasingOfferDecisions = [
  'OK',
  'DTI_FAILED',
  'THM_CAP_EXCEEDED',
  'OUT_OF_RANGE',
  'LIMIT_BREACHED',
  'KNOCKED_OUT',
] as const;
export type LeasingOfferDecision = (typeof leasingOfferDecisions)[number];

export interface LeasingOfferResult {
  offerId: number;
  decision: LeasingOfferDecision;
  /** 1 when the income allows financing more than asked (dtiAmount over dtiDuration). */
  dtiDecision: 0 | 1;
  dtiAmount: number;
  dtiDuration: number;
  quote: LeasingQuote | null;
  reasons: ReasonCode[];
  limitBreaches: LeasingLimitKey[];
}

export interface LeasingDecision {
  isEligible: boolean;
  offers: LeasingOfferResult[];
  reasons: ReasonCode[];
  limitBreaches: LeasingLimitKey[];
  figures: AffordabilityFigures;
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/**
 * The leasing prescore: the same knock-out rules as the preliminary assessment, then per
 * leasing product its limits, its figures, the THM cap of the day and the JTM room (a leasing
 * payment is an instalment like any other, MNB decree 32/2014). Pure: the server runs it on
 * what it stored, the tests on tables.
 */
export function evaluateLeasing(input: {
  products: readonly LeasingProduct[];
  figures: RegulatoryFigures;
  request: LeasingRequest;
  facts: ApplicantFacts;
  today: string;
}): LeasingDecision {
  const { products, figures, request, facts, today } = input;
  const affordability = affordabilityFigures(facts, figures);
  const knockOuts = knockOutReasons(facts, figures, today, request.months);
  const offers = products.map((product): LeasingOfferResult => {
    const base = { offerId: product.id, dtiDecision: 0 as const, dtiAmount: 0, dtiDuration: request.months };
    if (knockOuts.length > 0)
      return { ...base, decision: 'KNOCKED_OUT', quote: null, reasons: knockOuts, limitBreaches: [] };
    const breaches = leasingLimitBreaches(request, product.leasing.limits, today).map((breach) => breach.key);
    if (breaches.length > 0)
      return {
        ...base,
        decision: 'LIMIT_BREACHED',
        quote: null,
        reasons: [],
        limitBreaches: unique(breaches),
      };
    const quote = quoteLeasing(product, request, figures);
    if (!quote) {
      const amount = request.price - request.downPayment;
      const reasons: ReasonCode[] = [];
      if (amount < product.minAmount || amount > product.maxAmount) reasons.push('AMOUNT_OUT_OF_RANGE');
      if (request.months < product.minMonths || request.months > product.maxMonths)
        reasons.push('TERM_OUT_OF_RANGE');
      if (reasons.length === 0) reasons.push('AMOUNT_OUT_OF_RANGE');
      return { ...base, decision: 'OUT_OF_RANGE', quote: null, reasons, limitBreaches: [] };
    }
    if (!isQuoteLawful(quote))
      return {
        ...base,
        decision: 'THM_CAP_EXCEEDED',
        quote: null,
        reasons: ['THM_CAP_EXCEEDED'],
        limitBreaches: [],
      };
    const dtiAmount = largestAffordableLeasingAmount(product, request, affordability.maxInstalment, figures);
    if (quote.monthlyPayment > affordability.maxInstalment)
      return {
        ...base,
        decision: 'DTI_FAILED',
        dtiAmount,
        quote,
        reasons: ['DTI_FAILED'],
        limitBreaches: [],
      };
    return {
      ...base,
      decision: 'OK',
      dtiDecision: dtiAmount > quote.amount ? 1 : 0,
      dtiAmount,
      quote,
      reasons: [],
      limitBreaches: [],
    };
  });
  const isEligible = offers.some((offer) => offer.decision === 'OK');
  return {
    isEligible,
    offers,
    reasons: isEligible ? [] : unique(offers.flatMap((offer) => offer.reasons)),
    limitBreaches: isEligible ? [] : unique(offers.flatMap((offer) => offer.limitBreaches)),
    figures: affordability,
  };
}

/**
 * A stored leasing decision measured against the cap of the day it is read (an offer over the
 * cap is never offered, Fhtv. 17/A. §): a quote over the cap is withdrawn as THM_CAP_EXCEEDED.
 */
export function leasingDecisionUnderThmCap<
  T extends Pick<LeasingDecision, 'isEligible' | 'offers' | 'reasons'>,
>(decision: T, thmCap: number): T {
  const offers = decision.offers.map((offer): LeasingOfferResult => {
    if (!offer.quote) return offer;
    if (offer.quote.thmExact > thmCap)
      return {
        ...offer,
        decision: 'THM_CAP_EXCEEDED',
        dtiDecision: 0,
        dtiAmount: 0,
        quote: null,
        reasons: ['THM_CAP_EXCEEDED'],
      };
    return { ...offer, quote: { ...offer.quote, thmCap } };
  });
  const isEligible = decision.isEligible && offers.some((offer) => offer.decision === 'OK');
  const reasons =
    decision.isEligible && !isEligible ? unique(offers.flatMap((offer) => offer.reasons)) : decision.reasons;
  return { ...decision, isEligible, offers, reasons };
}

/**
 * The repayment schedule of a leasing, month by month: the monthly payment (instalment plus
 * fee) each month, interest on the balance still financed (whole forints), the rest repays
 * the amount financed; the last month also carries the residual value, which clears the
 * balance exactly. The payments add up to the quote's total repayable less its one-off fees:
 * monthly payment x months + residual value. Paid in advance, the first payment falls on the
 * first day and carries no interest.
 */
export function leasingRepaymentSchedule(
  quote: Pick<
    LeasingQuote,
    'amount' | 'residualValue' | 'annualRatePercent' | 'months' | 'monthlyInstalment' | 'monthlyFee'
  > & { paymentTiming: LeasingPaymentTiming },
): ScheduleRow[] {
  const { amount, residualValue, months, monthlyInstalment, monthlyFee, paymentTiming } = quote;
  const i = monthlyRate(quote.annualRatePercent);
  const rows: ScheduleRow[] = [];
  let balance = amount;
  for (let month = 1; month <= months; month += 1) {
    const isLast = month === months;
    const accrued = paymentTiming === 'ADVANCE' && month === 1 ? 0 : roundForint(balance * i);
    if (isLast) {
      // The last payment and the residual value clear the balance; rounding is absorbed as interest.
      const payment = monthlyInstalment + residualValue;
      rows.push({
        month,
        payment: payment + monthlyFee,
        interest: payment - balance,
        principal: balance,
        fee: monthlyFee,
        balance: 0,
      });
      break;
    }
    const principal = monthlyInstalment - accrued;
    balance -= principal;
    rows.push({
      month,
      payment: monthlyInstalment + monthlyFee,
      interest: accrued,
      principal,
      fee: monthlyFee,
      balance,
    });
  }
  return rows;
}
