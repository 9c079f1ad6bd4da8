import type { LoanProduct, OfferQuote, RateBand } from '../contracts/offers.ts';
import { annuityInstalment, repaymentSchedule, totalRepayable } from './annuity.ts';
import { roundForint, roundRateHalfUp } from './money.ts';
import { thmPercent } from './thm.ts';

/**
 * The regulatory and lender-policy figures the engine works with. They live in the
 * database with their legal source (regulatory_figures); nothing here is a literal.
 */
export interface RegulatoryFigures {
  /**
   * The MNB base rate the THM caps are computed from, percent: the one in force on the
   * reference day of the day's half-year (see thm-cap.ts), not necessarily today's rate.
   */
  baseRatePercent: number;
  /** THM cap = base rate + this many points (Fhtv. 2009. évi CLXII. tv. 17/A. § (1)): 24. */
  thmCapMarginPoints: number;
  /** The same for point-of-sale credit, cards and overdrafts (17/A. § (2)): 39. */
  thmCapMarginPointsPointOfSale: number;
  /** JTM, MNB decree 32/2014 (IX.10.). */
  jtmIncomeThreshold: number;
  jtmLimitBelowPercent: number;
  jtmLimitAtOrAbovePercent: number;
  jtmRevolvingSharePercent: number;
  /** Lender policy. */
  minimumNetIncome: number;
  minimumAge: number;
  maximumAgeAtMaturity: number;
  /** Closed business years a self-employed applicant needs. */
  minimumClosedBusinessYears: number;
}

export type ProductTerms = Pick<
  LoanProduct,
  | 'kind'
  | 'minAmount'
  | 'maxAmount'
  | 'minMonths'
  | 'maxMonths'
  | 'rateBands'
  | 'disbursementFeePercent'
  | 'disbursementFeeMax'
  | 'monthlyFee'
>;

/** The highest THM `solveThm` looks for (its bracket ends at 100 = 10 000 %). */
const THM_SOLVER_CEILING_PERCENT = 10_000;

/** The THM ceiling of a product kind, in percent. */
export function thmCapFor(kind: LoanProduct['kind'], figures: RegulatoryFigures): number {
  const margin =
    kind === 'POINT_OF_SALE' ? figures.thmCapMarginPointsPointOfSale : figures.thmCapMarginPoints;
  return Math.round((figures.baseRatePercent + margin) * 100) / 100;
}

/** The band covering an amount and term; the first match wins, null when none does. */
export function rateBandFor(
  product: Pick<ProductTerms, 'rateBands'>,
  amount: number,
  months: number,
): RateBand | null {
  return (
    product.rateBands.find(
      (band) =>
        amount >= band.minAmount &&
        amount <= band.maxAmount &&
        months >= band.minMonths &&
        months <= band.maxMonths,
    ) ?? null
  );
}

export function isWithinProductRange(product: ProductTerms, amount: number, months: number): boolean {
  return (
    amount >= product.minAmount &&
    amount <= product.maxAmount &&
    months >= product.minMonths &&
    months <= product.maxMonths
  );
}

/** The one-off disbursement fee: a share of the amount, whole forints, at most the cap. */
export function disbursementFee(product: ProductTerms, amount: number): number {
  const fee = roundForint((amount * product.disbursementFeePercent) / 100);
  return product.disbursementFeeMax > 0 ? Math.min(fee, product.disbursementFeeMax) : fee;
}

/**
 * Every figure of a product for an amount and term: instalment, fees, totals and the THM
 * with all mandatory fees (decree 83/2010). Null when the product does not lend this
 * amount for this term. The quote carries its cap; `isQuoteLawful` says whether it may be shown.
 */
export function quoteOffer(
  product: ProductTerms,
  amount: number,
  months: number,
  figures: RegulatoryFigures,
): OfferQuote | null {
  if (!Number.isInteger(amount) || !Number.isInteger(months) || months <= 0) return null;
  if (!isWithinProductRange(product, amount, months)) return null;
  const band = rateBandFor(product, amount, months);
  if (!band) return null;
  const monthlyInstalment = annuityInstalment(amount, band.annualRatePercent, months);
  const schedule = repaymentSchedule(amount, band.annualRatePercent, months, product.monthlyFee);
  const oneOff = disbursementFee(product, amount);
  const total = totalRepayable(schedule, oneOff);
  const thm = thmPercent({
    principal: amount,
    monthlyPayments: schedule.map((row) => row.payment),
    upfrontFees: oneOff,
  });
  return {
    amount,
    months,
    annualRatePercent: band.annualRatePercent,
    monthlyInstalment,
    monthlyFee: product.monthlyFee,
    monthlyPayment: monthlyInstalment + product.monthlyFee,
    disbursementFee: oneOff,
    totalInterest: schedule.reduce((sum, row) => sum + row.interest, 0),
    totalRepayable: total,
    totalCost: total - amount,
    // The solver searches up to 10 000 %; payments never fall short of the amount here, so no
    // root means a THM above that bound. Report the bound, never 0, so the cap refuses it.
    thm: thm === null ? THM_SOLVER_CEILING_PERCENT : roundRateHalfUp(thm),
    thmExact: thm ?? THM_SOLVER_CEILING_PERCENT,
    thmCap: thmCapFor(product.kind, figures),
  };
}

/**
 * An offer over its THM cap is never shown (Fhtv. 17/A. §). The unrounded THM is compared:
 * rounding for display must not carry an offer under the cap.
 */
export function isQuoteLawful(quote: OfferQuote): boolean {
  return (quote.thmExact ?? quote.thm) <= quote.thmCap;
}
