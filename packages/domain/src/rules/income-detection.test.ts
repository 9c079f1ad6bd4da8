import { describe, expect, it } from 'vitest';
import {
  type BankAccount,
  type BankSnapshot,
  type BankTransaction,
  bankSnapshotSchema,
  incomeDetectionSchema,
} from '../contracts/bank-data.ts';
import { detectIncome } from './income-detection.ts';

// ---- fixture builder --------------------------------------------------------------------

const mainAccount: BankAccount = {
  id: 'acc-main',
  accountNumber: 'HU42 1177 3016 1111 1018 0000 0000',
  bic: 'OTPVHUHB',
  ownerName: 'Kovács János',
  name: 'Lakossági folyószámla',
  currency: 'HUF',
};
const savingsAccount: BankAccount = {
  id: 'acc-savings',
  accountNumber: '10918001-00000123-45670001',
  bic: 'BACXHUHB',
  ownerName: 'Kovács János',
  name: 'Megtakarítási számla',
  currency: 'HUF',
};

let sequence = 0;

interface TxOptions {
  status?: BankTransaction['status'];
  counterpartyAccount?: string | null;
  code?: string | null;
  currency?: string;
  accountId?: string;
}

function tx(
  bookingDate: string,
  amount: number,
  counterpartyName: string | null,
  remittance: string | null,
  options: TxOptions = {},
): BankTransaction {
  sequence += 1;
  return {
    id: `tx-${String(sequence).padStart(5, '0')}`,
    accountId: options.accountId ?? mainAccount.id,
    status: options.status ?? 'BOOKED',
    bookingDate,
    amount,
    currency: options.currency ?? 'HUF',
    counterpartyName,
    counterpartyAccount: options.counterpartyAccount ?? null,
    remittance,
    bankTransactionCode: options.code ?? null,
  };
}

/** May to October 2026: six calendar months. */
const sixMonths = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

/** One payment a month on `day` (a two-digit day, or a full date per month to shift it). */
function monthly(
  months: readonly string[],
  day: string | readonly string[],
  amount: number | readonly number[],
  counterpartyName: string | null,
  remittance: string | null,
  options: TxOptions = {},
): BankTransaction[] {
  return months.map((month, index) =>
    tx(
      typeof day === 'string' ? `${month}-${day}` : (day[index] ?? ''),
      typeof amount === 'number' ? amount : (amount[index] ?? 0),
      counterpartyName,
      remittance,
      options,
    ),
  );
}

function snapshot(
  transactions: BankTransaction[],
  period: { from: string; to: string } = { from: '2026-05-01', to: '2026-10-31' },
  accounts: BankAccount[] = [mainAccount, savingsAccount],
): BankSnapshot {
  return bankSnapshotSchema.parse({
    ...period,
    fetchedAt: `${period.to}T08:00:00.000Z`,
    accounts,
    transactions,
  });
}

const ids = (transactions: readonly BankTransaction[]) => transactions.map((transaction) => transaction.id);
const evidenceIds = (evidence: readonly { transactionId: string }[]) =>
  evidence.map((item) => item.transactionId);

/** Everyday spending and a utility bill, which must never count as income or a loan. */
function everydayNoise(): BankTransaction[] {
  return [
    ...monthly(sixMonths, '03', -12_480, 'ELMŰ Nyrt.', 'Villanyszámla'),
    ...monthly(sixMonths, '15', -8_990, 'SPAR Magyarország Kft.', 'Kártyás vásárlás', {
      code: 'PMNT-CCRD-POSD',
    }),
  ];
}

// ---- income --------------------------------------------------------------------------------

describe('detectIncome: regular income', () => {
  it('a plain employee paid on the 10th for six months has one salary with six payments as evidence', () => {
    const salary = monthly(sixMonths, '10', 452_300, 'ACME Informatikai Kft.', 'Munkabér 2026');
    const result = detectIncome(snapshot([...salary, ...everydayNoise()]));
    expect(result.sources).toEqual([
      {
        kind: 'SALARY',
        payer: 'ACME Informatikai Kft.',
        monthlyAmount: 452_300,
        monthsSeen: 6,
        typicalDay: 10,
        evidence: salary.map((payment) => ({
          transactionId: payment.id,
          bookingDate: payment.bookingDate,
          amount: 452_300,
          counterpartyName: 'ACME Informatikai Kft.',
          remittance: 'Munkabér 2026',
        })),
      },
    ]);
    expect(result.monthlyIncome).toBe(452_300);
    expect(result.loanInstalments).toEqual([]);
    expect(result.monthlyLoanInstalments).toBe(0);
  });

  it.each([
    ['Magyar Államkincstár', 'Nyugdíj 2026'],
    ['MÁK', 'Öregségi nyugdíj'],
    ['MAGYAR ALLAMKINCSTAR', 'ellátás'],
  ])('a pensioner paid by %s (%s) has a pension', (payer, remittance) => {
    const pension = monthly(sixMonths, '12', 218_640, payer, remittance);
    const result = detectIncome(snapshot([...pension, ...everydayNoise()]));
    expect(result.sources).toHaveLength(1);
    expect(result.sources[0]).toMatchObject({
      kind: 'PENSION',
      payer: 'Magyar Államkincstár',
      monthlyAmount: 218_640,
      monthsSeen: 6,
      typicalDay: 12,
    });
    expect(result.monthlyIncome).toBe(218_640);
  });

  it('a regular payer without salary or pension words is other regular income', () => {
    const rent = monthly(sixMonths, '02', 120_000, 'Nagy Péter', 'Május-október');
    const result = detectIncome(snapshot(rent));
    expect(result.sources.map((source) => [source.kind, source.monthlyAmount])).toEqual([
      ['OTHER_REGULAR', 120_000],
    ]);
  });

  it('two employers give two sources, summed', () => {
    const first = monthly(sixMonths, '10', 310_000, 'ACME Kft.', 'Havi bér');
    const second = monthly(sixMonths, '05', 145_500, 'Béta Logisztika Zrt.', 'Illetmény');
    const result = detectIncome(snapshot([...first, ...second, ...everydayNoise()]));
    expect(result.sources.map((source) => [source.payer, source.kind, source.monthlyAmount])).toEqual([
      ['ACME Kft.', 'SALARY', 310_000],
      ['Béta Logisztika Zrt.', 'SALARY', 145_500],
    ]);
    expect(result.monthlyIncome).toBe(455_500);
  });

  it('groups one payer written in different ways (case, accents, legal form)', () => {
    const names = [
      'Béta Logisztika Zrt.',
      'BETA LOGISZTIKA ZRT',
      'Béta Logisztika Zártkörűen Működő Részvénytársaság',
      'béta logisztika',
      'Béta Logisztika Zrt',
      'BÉTA LOGISZTIKA ZRT.',
    ];
    const salary = sixMonths.map((month, index) => tx(`${month}-05`, 280_000, names[index] ?? null, 'Bér'));
    const result = detectIncome(snapshot(salary));
    expect(result.sources).toHaveLength(1);
    expect(result.sources[0]?.monthsSeen).toBe(6);
    expect(result.sources[0]?.payer).toBe('BÉTA LOGISZTIKA ZRT.');
  });

  it('a bonus month (three times the salary) does not raise the figure and is not evidence', () => {
    const amounts = [300_000, 300_000, 900_000, 300_000, 300_000, 300_000];
    const salary = monthly(sixMonths, '10', amounts, 'ACME Kft.', 'Munkabér');
    const result = detectIncome(snapshot(salary));
    expect(result.monthlyIncome).toBe(300_000);
    expect(evidenceIds(result.sources[0]?.evidence ?? [])).toEqual(
      ids(salary.filter((payment) => payment.amount === 300_000)),
    );
  });

  it('a bonus paid beside the salary on the same day does not raise the figure', () => {
    const salary = monthly(sixMonths, '10', 300_000, 'ACME Kft.', 'Munkabér');
    const bonus = tx('2026-07-10', 600_000, 'ACME Kft.', 'Prémium');
    const result = detectIncome(snapshot([...salary, bonus]));
    expect(result.monthlyIncome).toBe(300_000);
    expect(evidenceIds(result.sources[0]?.evidence ?? [])).toEqual(ids(salary));
  });

  it('a recent pay cut sets the figure: the lower of the median and the last three months', () => {
    const amounts = [400_000, 400_000, 400_000, 400_000, 360_000, 400_000];
    const result = detectIncome(snapshot(monthly(sixMonths, '10', amounts, 'ACME Kft.', 'Bér')));
    expect(result.monthlyIncome).toBe(360_000);
  });

  it('a salary due on a weekend and paid on the Friday before is still monthly', () => {
    // 10 May and 10 October 2026 fall on a Sunday and a Saturday.
    const days = ['2026-05-08', '2026-06-10', '2026-07-10', '2026-08-10', '2026-09-10', '2026-10-09'];
    const salary = monthly(sixMonths, days, 350_000, 'ACME Kft.', 'Munkabér');
    const result = detectIncome(snapshot(salary));
    expect(result.sources[0]).toMatchObject({ monthsSeen: 6, typicalDay: 10, monthlyAmount: 350_000 });
    expect(evidenceIds(result.sources[0]?.evidence ?? [])).toEqual(ids(salary));
  });

  const firstHalf = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
  const firstHalfPeriod = { from: '2026-01-01', to: '2026-06-30' };

  it('a salary due on Easter Monday and paid on the Thursday before counts; four days early otherwise does not', () => {
    // Due on the 6th: 6 April 2026 is Easter Monday (Good Friday to Easter Monday are rest
    // days), so it came on Thursday 2 April. Tuesday 9 June is three days late. 2 March
    // (after a weekend that does not touch the 6th) is four days early: no day is within
    // three days of both it and 9 June, so it does not count.
    const days = ['2026-01-06', '2026-02-06', '2026-03-02', '2026-04-02', '2026-05-06', '2026-06-09'];
    const salary = monthly(firstHalf, days, 280_000, 'ACME Kft.', 'Munkabér');
    const result = detectIncome(snapshot(salary, firstHalfPeriod));
    expect(result.sources[0]?.typicalDay).toBe(6);
    expect(evidenceIds(result.sources[0]?.evidence ?? [])).toEqual(
      ids(salary.filter((payment) => payment.bookingDate !== '2026-03-02')),
    );
  });

  it('a salary on the last working day of the month is monthly across month ends', () => {
    const days = ['2026-01-30', '2026-02-27', '2026-03-31', '2026-04-30', '2026-05-29', '2026-06-30'];
    const salary = monthly(firstHalf, days, 410_000, 'ACME Kft.', 'Munkabér');
    const result = detectIncome(snapshot(salary, firstHalfPeriod));
    expect(result.sources[0]).toMatchObject({ monthsSeen: 6, typicalDay: 30, monthlyAmount: 410_000 });
  });

  it("a salary due on the 1st and paid early at the month before's end is still monthly", () => {
    // 1 January is a holiday and 1 February a Sunday: paid on 31 December and 30 January.
    const days = ['2025-12-31', '2026-01-30', '2026-03-02'];
    const salary = monthly(['2025-12', '2026-01', '2026-03'], days, 390_000, 'ACME Kft.', 'Munkabér');
    const result = detectIncome(snapshot(salary, { from: '2025-12-01', to: '2026-03-31' }));
    expect(result.sources[0]?.monthsSeen).toBe(3);
    expect(result.monthlyIncome).toBe(390_000);
  });

  it('amounts drifting within 15 % are one source at the conservative figure', () => {
    const amounts = [300_000, 310_000, 320_000, 330_000, 335_000, 340_000];
    const salary = monthly(sixMonths, '10', amounts, 'ACME Kft.', 'Bér');
    const result = detectIncome(snapshot(salary));
    expect(result.sources).toHaveLength(1);
    expect(result.sources[0]?.monthsSeen).toBe(6);
    // Lower median 320 000; the last three are 330 000 and up.
    expect(result.monthlyIncome).toBe(320_000);
  });

  it('a change beyond 15 % is not merged: only the new amount, paid for three months, counts', () => {
    const amounts = [300_000, 300_000, 300_000, 420_000, 420_000, 420_000];
    const salary = monthly(sixMonths, '10', amounts, 'ACME Kft.', 'Bér');
    const result = detectIncome(snapshot(salary));
    expect(result.sources).toHaveLength(1);
    expect(result.monthlyIncome).toBe(420_000);
    expect(evidenceIds(result.sources[0]?.evidence ?? [])).toEqual(ids(salary.slice(3)));
  });

  it('an old amount paid for only two months beside a new one is not merged into it', () => {
    const amounts = [250_000, 250_000, 400_000, 400_000, 400_000, 400_000];
    const salary = monthly(sixMonths, '10', amounts, 'ACME Kft.', 'Bér');
    const result = detectIncome(snapshot(salary));
    expect(result.sources.map((source) => [source.monthlyAmount, source.monthsSeen])).toEqual([[400_000, 4]]);
  });

  it('a payer that stopped paying is no income', () => {
    const salary = monthly(sixMonths.slice(0, 4), '10', 300_000, 'Régi Munkahely Kft.', 'Munkabér');
    const result = detectIncome(snapshot(salary));
    expect(result.sources).toEqual([]);
    expect(result.monthlyIncome).toBe(0);
  });

  it('a payment every other month is not monthly', () => {
    const result = detectIncome(
      snapshot(monthly(['2026-05', '2026-07', '2026-09'], '10', 300_000, 'ACME Kft.', 'Bér')),
    );
    expect(result.sources).toEqual([]);
  });
});

describe('detectIncome: what is not income', () => {
  const salaryLike = (name: string | null, options: TxOptions = {}, remittance = 'Fizetés') =>
    monthly(sixMonths, '10', 400_000, name, remittance, options);

  it.each<[string, BankTransaction[]]>([
    [
      'from a name equal to the account owner (another bank)',
      salaryLike('KOVÁCS JÁNOS', { counterpartyAccount: '12010659-01234567-00100002' }),
    ],
    ['from the owner with first and last name swapped', salaryLike('Janos Kovacs')],
    [
      'from one of the snapshot accounts (written as a domestic number)',
      salaryLike('K. J.', { counterpartyAccount: '10918001-00000123-45670001' }),
    ],
    [
      'to the main account from the savings one (given as an IBAN)',
      salaryLike(null, { counterpartyAccount: 'HU10 1091 8001 0000 0123 4567 0001' }),
    ],
    [
      'with "átvezetés saját számlák között" in the remittance',
      salaryLike('Ismeretlen', {}, 'Fizetés átvezetés saját számlák között'),
    ],
    ['with "átutalás saját" in the remittance', salaryLike('Ismeretlen', {}, 'Átutalás saját fizetés')],
  ])('an own-account transfer that looks like salary is not income: %s', (_label, transfers) => {
    const result = detectIncome(snapshot(transfers));
    expect(result.sources).toEqual([]);
    expect(result.monthlyIncome).toBe(0);
  });

  it('the same payments from an employer are income (control for the own-account cases)', () => {
    const result = detectIncome(
      snapshot(salaryLike('Kovács és Társa Kft.', { counterpartyAccount: '12010659-01234567-00100002' })),
    );
    expect(result.monthlyIncome).toBe(400_000);
  });

  it('refunds, card refunds and loan disbursements are left out, even when they recur', () => {
    const salary = monthly(sixMonths, '10', 300_000, 'ACME Kft.', 'Munkabér');
    const excluded = [
      ...monthly(sixMonths, '20', 4_990, 'eMAG Kft.', 'Visszatérítés'),
      ...monthly(sixMonths, '21', 12_000, 'Decathlon Kft.', 'Visszáru'),
      ...monthly(sixMonths, '22', 7_500, 'OTP Bank Nyrt.', 'Jóváírás vásárlás'),
      ...monthly(sixMonths, '23', 9_990, 'ALZA.HU', null, { code: 'PMNT-CCRD-RRTN' }),
      ...monthly(sixMonths, '24', 3_000, 'Webshop Kft.', 'Chargeback'),
      ...monthly(sixMonths, '25', 200_000, 'Cofidis Magyarországi Fióktelepe', 'Személyi kölcsön folyósítás'),
      ...monthly(sixMonths, '26', 150_000, 'Gyors Hitel Zrt.', 'Tranche'),
      tx('2026-08-01', 2_500_000, 'OTP Bank Nyrt.', 'Hitel folyósítás'),
    ];
    const result = detectIncome(snapshot([...salary, ...excluded]));
    expect(result.sources.map((source) => source.payer)).toEqual(['ACME Kft.']);
    expect(result.monthlyIncome).toBe(300_000);
    expect(evidenceIds(result.sources[0]?.evidence ?? [])).toEqual(ids(salary));
  });

  it('irregular freelance payments give no source', () => {
    const freelance = [
      tx('2026-05-03', 180_000, 'Gamma Média Kft.', 'Számla 2026/14'),
      tx('2026-05-27', 95_000, 'Delta Stúdió Bt.', 'Számla 2026/15'),
      tx('2026-06-19', 240_000, 'Gamma Média Kft.', 'Számla 2026/17'),
      tx('2026-07-08', 60_000, 'Epszilon Kft.', 'Számla 2026/19'),
      tx('2026-08-29', 130_000, 'Gamma Média Kft.', 'Számla 2026/22'),
      tx('2026-09-14', 310_000, 'Delta Stúdió Bt.', 'Számla 2026/24'),
      tx('2026-10-02', 75_000, 'Gamma Média Kft.', 'Számla 2026/27'),
      tx('2026-10-24', 150_000, 'Gamma Média Kft.', 'Számla 2026/29'),
    ];
    const result = detectIncome(snapshot([...freelance, ...everydayNoise()]));
    expect(result.sources).toEqual([]);
    expect(result.monthlyIncome).toBe(0);
  });

  it('only two months of data give no source', () => {
    const salary = monthly(['2026-09', '2026-10'], '10', 300_000, 'ACME Kft.', 'Munkabér');
    const result = detectIncome(snapshot(salary, { from: '2026-09-01', to: '2026-10-31' }));
    expect(result.sources).toEqual([]);
    expect(result.monthlyIncome).toBe(0);
  });

  it('pending transactions are ignored', () => {
    const booked = monthly(sixMonths.slice(4), '10', 300_000, 'ACME Kft.', 'Munkabér');
    const pending = monthly(sixMonths.slice(0, 4), '10', 300_000, 'ACME Kft.', 'Munkabér', {
      status: 'PENDING',
    });
    const result = detectIncome(snapshot([...pending, ...booked]));
    expect(result.sources).toEqual([]);
    const allPending = monthly(sixMonths, '10', 300_000, 'ACME Kft.', 'Munkabér', { status: 'PENDING' });
    expect(detectIncome(snapshot(allPending)).monthlyIncome).toBe(0);
    expect(detectIncome(snapshot(allPending)).monthsCovered).toBe(0);
  });

  it('credits in another currency are not counted as forints', () => {
    const salary = monthly(sixMonths, '10', 2_000, 'ACME GmbH', 'Salary', { currency: 'EUR' });
    expect(detectIncome(snapshot(salary)).sources).toEqual([]);
  });
});

// ---- loans ---------------------------------------------------------------------------------

describe('detectIncome: existing loan instalments', () => {
  it('a 45 000 Ft monthly instalment is found with its evidence', () => {
    const instalments = monthly(sixMonths, '05', -45_000, 'OTP Bank Nyrt.', 'Hiteltörlesztés');
    const salary = monthly(sixMonths, '10', 300_000, 'ACME Kft.', 'Munkabér');
    const result = detectIncome(snapshot([...salary, ...instalments, ...everydayNoise()]));
    expect(result.loanInstalments).toEqual([
      {
        creditor: 'OTP Bank Nyrt.',
        monthlyAmount: 45_000,
        evidence: instalments.map((payment) => ({
          transactionId: payment.id,
          bookingDate: payment.bookingDate,
          amount: -45_000,
          counterpartyName: 'OTP Bank Nyrt.',
          remittance: 'Hiteltörlesztés',
        })),
      },
    ]);
    expect(result.monthlyLoanInstalments).toBe(45_000);
    expect(result.monthlyIncome).toBe(300_000);
  });

  it('two loans are summed; the figure is the higher of the median and the last three', () => {
    const mortgage = monthly(
      sixMonths,
      '15',
      [-98_000, -98_000, -98_000, -98_000, -104_000, -98_000],
      'Jelzálogbank Zrt.',
      'Kölcsön törlesztőrészlet',
    );
    const personal = monthly(sixMonths, '20', -23_500, 'Provident Hitel Zrt.', 'Részlet');
    const result = detectIncome(snapshot([...mortgage, ...personal]));
    expect(result.loanInstalments.map((loan) => [loan.creditor, loan.monthlyAmount])).toEqual([
      ['Jelzálogbank Zrt.', 104_000],
      ['Provident Hitel Zrt.', 23_500],
    ]);
    expect(result.monthlyLoanInstalments).toBe(127_500);
  });

  it('irregular loan payments, a two-month loan and bills are not reported', () => {
    const result = detectIncome(
      snapshot([
        tx('2026-05-05', -45_000, 'OTP Bank Nyrt.', 'Hiteltörlesztés'),
        tx('2026-08-19', -60_000, 'OTP Bank Nyrt.', 'Hiteltörlesztés'),
        ...monthly(sixMonths.slice(4), '07', -30_000, 'Cofidis', 'Törlesztés'),
        ...everydayNoise(),
      ]),
    );
    expect(result.loanInstalments).toEqual([]);
    expect(result.monthlyLoanInstalments).toBe(0);
  });
});

// ---- months covered, schema, speed ------------------------------------------------------------

describe('detectIncome: months covered, schema and speed', () => {
  it.each([
    ['2026-05-01', '2026-10-31', 6],
    ['2026-05-10', '2026-10-10', 4],
    ['2026-05-02', '2026-06-30', 1],
    ['2026-05-10', '2026-05-20', 0],
    ['2025-12-01', '2026-01-31', 2],
  ])('booked transactions from %s to %s cover %i whole calendar months', (first, last, months) => {
    const transactions = [tx(first, -1_000, 'Bolt Kft.', null), tx(last, -1_000, 'Bolt Kft.', null)];
    const result = detectIncome(snapshot(transactions, { from: first, to: last }));
    expect(result.monthsCovered).toBe(months);
  });

  it('always gives a result that passes the schema, with evidence only from booked transactions', () => {
    let seed = 20261125;
    const random = () => {
      // mulberry32: a small deterministic generator, so every run sees the same snapshots.
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const payers = ['ACME Kft.', 'MÁK', 'Kovács János', 'OTP Bank Nyrt.', 'Béta Zrt.', null];
    const remittances = [
      'Munkabér',
      'Nyugdíj',
      'Visszatérítés',
      'Hiteltörlesztés',
      'Átvezetés',
      'Számla',
      null,
    ];
    for (let round = 0; round < 40; round += 1) {
      const transactions: BankTransaction[] = [];
      const count = Math.floor(random() * 120);
      for (let i = 0; i < count; i += 1) {
        const month = pick(sixMonths);
        const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
        const regular = random() < 0.5;
        transactions.push(
          tx(
            `${month}-${regular ? '10' : day}`,
            Math.round((random() - 0.3) * 600_000),
            pick(payers),
            pick(remittances),
            { status: random() < 0.1 ? 'PENDING' : 'BOOKED' },
          ),
        );
      }
      const result = detectIncome(snapshot(transactions));
      expect(incomeDetectionSchema.safeParse(result).success).toBe(true);
      const booked = new Set(ids(transactions.filter((transaction) => transaction.status === 'BOOKED')));
      const evidence = [...result.sources, ...result.loanInstalments].flatMap((found) => found.evidence);
      for (const item of evidence) expect(booked.has(item.transactionId)).toBe(true);
      expect(result.monthlyIncome).toBe(
        result.sources.reduce((total, source) => total + source.monthlyAmount, 0),
      );
      for (const source of result.sources) expect(source.monthsSeen).toBeGreaterThanOrEqual(3);
    }
  });

  it('finds the salary and the loan among 2,000 transactions of card spending and one-off credits', () => {
    const transactions: BankTransaction[] = [
      ...monthly(sixMonths, '10', 452_300, 'ACME Kft.', 'Munkabér'),
      ...monthly(sixMonths, '05', -45_000, 'OTP Bank Nyrt.', 'Hiteltörlesztés'),
    ];
    const shops = [
      'SPAR Magyarország Kft.',
      'Tesco-Global Zrt.',
      'MOL Nyrt.',
      'Lidl Magyarország Bt.',
      'dm Kft.',
    ];
    for (let i = 0; transactions.length < 2_000; i += 1) {
      const month = sixMonths[i % 6] ?? '2026-05';
      const day = String(1 + ((i * 7) % 28)).padStart(2, '0');
      // Every fifth is a credit from one of forty people, so the payer groups are not trivial.
      transactions.push(
        i % 5 === 0
          ? tx(`${month}-${day}`, 5_000 + ((i * 131) % 90_000), `Ügyfél ${(i / 5) % 40}`, 'Számla')
          : tx(`${month}-${day}`, -(1_000 + ((i * 37) % 20_000)), shops[i % 5] ?? null, 'Vásárlás'),
      );
    }
    // Its speed is measured by `npm run bench`, not here.
    const result = detectIncome(snapshot(transactions));
    expect(result.sources.map((source) => [source.kind, source.payer, source.monthlyAmount])).toEqual([
      ['SALARY', 'ACME Kft.', 452_300],
    ]);
    expect(result.monthlyLoanInstalments).toBe(45_000);
  });
});
