import { roundForint } from './money.ts';

/** Monthly rate from a nominal annual rate in percent (13.5 -> 0.01125). */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/**
 * The monthly annuity instalment, `P * r / (1 - (1 + r)^-n)`, rounded to whole forints;
 * an interest-free loan is repaid in equal parts.
 */
export function annuityInstalment(principal: number, annualRatePercent: number, months: number): number {
  if (!Number.isInteger(months) || months <= 0)
    throw new RangeError('months must be a positive whole number');
  if (principal <= 0) return 0;
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return roundForint(principal / months);
  return roundForint((principal * r) / (1 - (1 + r) ** -months));
}

export interface ScheduleRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  fee: number;
  balance: number;
}

/**
 * The full repayment schedule: interest on the outstanding balance each month (whole
 * forints), the rest of the instalment repays principal, and the last payment clears the
 * balance exactly, so the principal parts always add up to the amount lent.
 */
export function repaymentSchedule(
  principal: number,
  annualRatePercent: number,
  months: number,
  monthlyFee = 0,
): ScheduleRow[] {
  const r = monthlyRate(annualRatePercent);
  const instalment = annuityInstalment(principal, annualRatePercent, months);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month += 1) {
    const interest = roundForint(balance * r);
    const principalPart = month === months ? balance : Math.min(balance, instalment - interest);
    balance -= principalPart;
    rows.push({
      month,
      payment: principalPart + interest + monthlyFee,
      interest,
      principal: principalPart,
      fee: monthlyFee,
      balance,
    });
  }
  return rows;
}

/** Everything the customer pays back: instalments, monthly fees and one-off fees. */
export function totalRepayable(schedule: readonly ScheduleRow[], oneOffFees = 0): number {
  return schedule.reduce((sum, row) => sum + row.payment, 0) + oneOffFees;
}
