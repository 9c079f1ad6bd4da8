/**
 * THM, the Hungarian APR (government decree 83/2010 (III.25.), the same formula as Annex I
 * of the EU consumer credit directive): the rate X with
 *   sum_k C_k (1 + X)^-t_k = sum_l D_l (1 + X)^-s_l,
 * drawdowns C and payments D (instalments plus every mandatory fee) at times in years from
 * the first drawdown, a month counted as 1/12 year.
 */
export interface CashFlow {
  /** Years from the first drawdown. */
  years: number;
  amount: number;
}

function presentValueGap(
  rate: number,
  drawdowns: readonly CashFlow[],
  payments: readonly CashFlow[],
): number {
  const pv = (flows: readonly CashFlow[]) =>
    flows.reduce((sum, f) => sum + f.amount * (1 + rate) ** -f.years, 0);
  return pv(payments) - pv(drawdowns);
}

function derivative(rate: number, drawdowns: readonly CashFlow[], payments: readonly CashFlow[]): number {
  const d = (flows: readonly CashFlow[]) =>
    flows.reduce((sum, f) => sum - f.years * f.amount * (1 + rate) ** (-f.years - 1), 0);
  return d(payments) - d(drawdowns);
}

/**
 * Solves for X as a fraction (0.138 for 13.8 %): Newton's method from 10 %, with a
 * bisection fallback when Newton leaves the bracket or stalls. Null when payments do not
 * exceed drawdowns at any rate in [-99 %, 10 000 %] (no meaningful THM).
 */
export function solveThm(drawdowns: readonly CashFlow[], payments: readonly CashFlow[]): number | null {
  let low = -0.99;
  let high = 100;
  const gapLow = presentValueGap(low, drawdowns, payments);
  const gapHigh = presentValueGap(high, drawdowns, payments);
  if (Math.sign(gapLow) === Math.sign(gapHigh)) return null;
  let rate = 0.1;
  for (let i = 0; i < 200; i += 1) {
    const gap = presentValueGap(rate, drawdowns, payments);
    if (Math.abs(gap) < 1e-7) return rate;
    // The gap falls as the rate rises: keep the bracket around the root.
    if (Math.sign(gap) === Math.sign(gapLow)) low = rate;
    else high = rate;
    const slope = derivative(rate, drawdowns, payments);
    const newton = slope === 0 ? Number.NaN : rate - gap / slope;
    rate = newton > low && newton < high ? newton : (low + high) / 2;
    if (high - low < 1e-12) return rate;
  }
  return rate;
}

export interface LoanForThm {
  principal: number;
  /** Monthly payments in order, each including any monthly fee. */
  monthlyPayments: readonly number[];
  /** Fees the customer must pay at the start to get the credit (disbursement fee). */
  upfrontFees?: number;
}

/** THM in percent, unrounded; see `roundRateHalfUp` for the one-decimal figure shown. */
export function thmPercent(loan: LoanForThm): number | null {
  const drawdowns: CashFlow[] = [{ years: 0, amount: loan.principal }];
  const payments: CashFlow[] = loan.monthlyPayments.map((amount, index) => ({
    years: (index + 1) / 12,
    amount,
  }));
  if (loan.upfrontFees) payments.unshift({ years: 0, amount: loan.upfrontFees });
  const rate = solveThm(drawdowns, payments);
  return rate === null ? null : rate * 100;
}
