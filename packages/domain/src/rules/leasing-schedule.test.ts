import { describe, expect, it } from 'vitest';
import { type LeasingPaymentTiming, leasingPayment, leasingRepaymentSchedule } from './leasing.ts';

/** DOMAIN.md "Leasing": 12 000 000 Ft, 20 % down, 48 months, residual value 4 800 000, 7,99 %. */
const example = (timing: LeasingPaymentTiming, monthlyFee = 0) => {
  const monthlyInstalment = leasingPayment(9_600_000, 4_800_000, 7.99, 48, timing);
  return {
    amount: 9_600_000,
    residualValue: 4_800_000,
    annualRatePercent: 7.99,
    months: 48,
    monthlyInstalment,
    monthlyFee,
    paymentTiming: timing,
  };
};

describe('the repayment schedule of a leasing', () => {
  it.each(['ARREARS', 'ADVANCE'] as const)(
    'paid %s: equal payments, the residual value with the last, the amount financed repaid exactly',
    (timing) => {
      const quote = example(timing, 990);
      const rows = leasingRepaymentSchedule(quote);
      expect(rows).toHaveLength(48);
      for (const row of rows.slice(0, -1)) expect(row.payment).toBe(quote.monthlyInstalment + 990);
      expect(rows.at(-1)?.payment).toBe(quote.monthlyInstalment + 990 + 4_800_000);
      expect(rows.at(-1)?.balance).toBe(0);
      expect(rows.reduce((sum, row) => sum + row.principal, 0)).toBe(9_600_000);
      const paid = rows.reduce((sum, row) => sum + row.payment, 0);
      expect(paid).toBe((quote.monthlyInstalment + 990) * 48 + 4_800_000);
      // Interest is what is paid beyond the amount financed and the fees.
      expect(rows.reduce((sum, row) => sum + row.interest, 0)).toBe(paid - 9_600_000 - 990 * 48);
    },
  );

  it('in arrears, the balance before the last month grows by a month of interest to the last payment and the balloon', () => {
    const quote = example('ARREARS');
    const rows = leasingRepaymentSchedule(quote);
    // 149 119 Ft a month (DOMAIN.md).
    expect(rows[0]?.payment).toBe(149_119);
    const beforeLast = rows.at(-2)?.balance ?? 0;
    const owed = beforeLast * (1 + 0.0799 / 12);
    // Each month rounds its interest to the forint: 48 months drift by less than 48 Ft.
    expect(Math.abs(owed - (quote.monthlyInstalment + 4_800_000))).toBeLessThan(48);
  });

  it('in advance, the first payment carries no interest', () => {
    const [first] = leasingRepaymentSchedule(example('ADVANCE'));
    expect(first?.interest).toBe(0);
    expect(first?.principal).toBe(first?.payment);
  });
});
