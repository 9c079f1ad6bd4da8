/**
 * Affordability under the MNB's debt-service-to-income limit (JTM, MNB decree 32/2014
 * (IX.10.)). The figures are configuration, passed in; a lender may be stricter.
 */
export interface JtmFigures {
  /** Net monthly income at or above which the higher limit applies (800 000 Ft from 2026). */
  incomeThreshold: number;
  /** Share of net income all instalments may take below the threshold (0.5). */
  limitBelowThreshold: number;
  /** Share at or above the threshold (0.6). */
  limitAtOrAboveThreshold: number;
  /** A credit card or overdraft counts as this share of its limit (0.05). */
  revolvingLimitShare: number;
}

export interface Commitments {
  /** Monthly instalments of existing loans and leases. */
  instalments: number;
  /** Limits of credit cards and overdrafts. */
  revolvingLimits?: number;
}

export function jtmLimitShare(netMonthlyIncome: number, figures: JtmFigures): number {
  return netMonthlyIncome >= figures.incomeThreshold
    ? figures.limitAtOrAboveThreshold
    : figures.limitBelowThreshold;
}

/** The largest new monthly instalment the limit allows (whole forints, never negative). */
export function maxNewInstalment(
  netMonthlyIncome: number,
  commitments: Commitments,
  figures: JtmFigures,
): number {
  const allowed = Math.floor(netMonthlyIncome * jtmLimitShare(netMonthlyIncome, figures));
  const existing = commitments.instalments + (commitments.revolvingLimits ?? 0) * figures.revolvingLimitShare;
  return Math.max(0, Math.floor(allowed - existing));
}

export function isWithinJtm(
  newInstalment: number,
  netMonthlyIncome: number,
  commitments: Commitments,
  figures: JtmFigures,
): boolean {
  return newInstalment <= maxNewInstalment(netMonthlyIncome, commitments, figures);
}

/**
 * The largest amount an annuity of `months` at the rate can lend for the instalment,
 * floored to `step` forints (offers are quoted in round amounts).
 */
export function largestAffordableAmount(
  maxInstalment: number,
  annualRatePercent: number,
  months: number,
  step = 10_000,
): number {
  if (maxInstalment <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  const amount = r === 0 ? maxInstalment * months : (maxInstalment * (1 - (1 + r) ** -months)) / r;
  return Math.floor(amount / step) * step;
}
