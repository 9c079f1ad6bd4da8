/**
 * The income detection figure of the bench: the median time of detectIncome over a six-month
 * bank snapshot of 2 000 transactions (a salary, a loan instalment, card spending at a few
 * shops and one-off credits from forty people), built the same way on every run, as the
 * domain's large test case builds it. bench/run.ts prints it beside an argon2id hash.
 */

import {
  type BankAccount,
  type BankSnapshot,
  type BankTransaction,
  bankSnapshotSchema,
  detectIncome,
} from '@hitelkapu/domain';

const MONTHS = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'] as const;
const SALARY = 452_300;
const INSTALMENT = 45_000;

const account: BankAccount = {
  id: 'acc-main',
  accountNumber: 'HU42 1177 3016 1111 1018 0000 0000',
  bic: 'OTPVHUHB',
  ownerName: 'Kovács János',
  name: 'Lakossági folyószámla',
  currency: 'HUF',
};

const SHOPS = [
  'SPAR Magyarország Kft.',
  'Tesco-Global Zrt.',
  'MOL Nyrt.',
  'Lidl Magyarország Bt.',
  'dm Kft.',
];

/** May to October 2026 on one current account: `size` transactions, the same on every call. */
export function incomeSnapshot(size = 2_000): BankSnapshot {
  const transactions: BankTransaction[] = [];
  const add = (bookingDate: string, amount: number, counterpartyName: string, remittance: string) =>
    transactions.push({
      id: `tx-${String(transactions.length + 1).padStart(5, '0')}`,
      accountId: account.id,
      status: 'BOOKED',
      bookingDate,
      amount,
      currency: 'HUF',
      counterpartyName,
      counterpartyAccount: null,
      remittance,
      bankTransactionCode: null,
    });
  for (const month of MONTHS) {
    add(`${month}-10`, SALARY, 'ACME Kft.', 'Munkabér');
    add(`${month}-05`, -INSTALMENT, 'OTP Bank Nyrt.', 'Hiteltörlesztés');
  }
  for (let i = 0; transactions.length < size; i += 1) {
    const month = MONTHS[i % MONTHS.length] ?? '2026-05';
    const day = String(1 + ((i * 7) % 28)).padStart(2, '0');
    // Every fifth is a credit from one of forty people, so the payer groups are not trivial.
    if (i % 5 === 0) add(`${month}-${day}`, 5_000 + ((i * 131) % 90_000), `Ügyfél ${(i / 5) % 40}`, 'Számla');
    else add(`${month}-${day}`, -(1_000 + ((i * 37) % 20_000)), SHOPS[(i * 3) % 5] ?? 'dm Kft.', 'Vásárlás');
  }
  return bankSnapshotSchema.parse({
    from: '2026-05-01',
    to: '2026-10-31',
    fetchedAt: '2026-10-31T08:00:00.000Z',
    accounts: [account],
    transactions,
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Median milliseconds of one detectIncome over incomeSnapshot(), after a warm-up, and of a
 * JSON round trip of the same snapshot (what storing and reading it back costs at least).
 * Throws unless the salary and the instalment are found, so a broken detection is not timed.
 */
export function detectIncomeMs(rounds = 201): {
  medianMs: number;
  jsonRoundTripMedianMs: number;
  transactions: number;
} {
  const snapshot = incomeSnapshot();
  const found = detectIncome(snapshot);
  if (found.monthlyIncome !== SALARY || found.monthlyLoanInstalments !== INSTALMENT)
    throw new Error(
      `detectIncome found ${found.monthlyIncome} Ft income and ${found.monthlyLoanInstalments} Ft instalments`,
    );
  for (let i = 0; i < 20; i += 1) detectIncome(snapshot);
  const times: number[] = [];
  const json: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    let started = performance.now();
    detectIncome(snapshot);
    times.push(performance.now() - started);
    started = performance.now();
    JSON.parse(JSON.stringify(snapshot));
    json.push(performance.now() - started);
  }
  return {
    medianMs: Number(median(times).toFixed(3)),
    jsonRoundTripMedianMs: Number(median(json).toFixed(3)),
    transactions: snapshot.transactions.length,
  };
}
