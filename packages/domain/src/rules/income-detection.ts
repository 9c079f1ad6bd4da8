import type { BankSnapshot, IncomeDetection } from '../contracts/bank-data.ts';

/**
 * Regular income and existing loan instalments found in a PSD2 bank snapshot (DOMAIN.md
 * "Open banking"). Pure: the same snapshot always gives the same result.
 */
export function detectIncome(snapshot: BankSnapshot): IncomeDetection {
  void snapshot;
  return { monthlyIncome: 0, sources: [], loanInstalments: [], monthlyLoanInstalments: 0, monthsCovered: 0 };
}
