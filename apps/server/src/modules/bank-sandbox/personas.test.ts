import { readFileSync } from 'node:fs';
import {
  addCalendarDays,
  bankAccountSchema,
  bankSnapshotSchema,
  bankTransactionSchema,
  detectIncome,
  isWorkingDay,
} from '@hitelkapu/domain';
import { describe, expect, it } from 'vitest';
import {
  findSandboxPersona,
  giroAccountNumber,
  hungarianIban,
  ibanIsValid,
  SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME,
  SANDBOX_PERSONA_EXPECTED_MONTHLY_INSTALMENTS,
  SANDBOX_PERSONAS,
  type SandboxPersonaId,
  sandboxPersonaData,
  sandboxWindowStart,
} from './personas.ts';

const banks = (
  JSON.parse(readFileSync(new URL('./hu-banks.json', import.meta.url), 'utf8')) as {
    banks: { bic: string; giroPrefixes: string[] }[];
  }
).banks;

const TODAYS = ['2026-11-25', '2026-03-01', '2027-01-31', '2028-02-29'];
const ids = SANDBOX_PERSONAS.map((p) => p.id);

/** Hungarian giro CDV: weights 9,7,3,1 over each block including its check digit sum to 0 mod 10. */
function giroBlockValid(block: string): boolean {
  const weights = [9, 7, 3, 1];
  let sum = 0;
  for (let i = 0; i < block.length; i += 1) sum += Number(block[i]) * (weights[i % 4] ?? 0);
  return sum % 10 === 0;
}

const isWeekend = (iso: string) => [0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay());

describe('sandbox bank personas', () => {
  it('has the five personas, with Hungarian labels and a bank from the bank list', () => {
    expect(ids).toEqual(['employee', 'pensioner', 'two-jobs', 'borrower', 'no-regular-income']);
    for (const persona of SANDBOX_PERSONAS) {
      expect(findSandboxPersona(persona.id)).toBe(persona);
      expect(persona.label).toContain(persona.ownerName);
      expect(persona.description.length).toBeGreaterThan(20);
      expect(banks.map((b) => b.bic)).toContain(persona.bankBic);
    }
    expect(findSandboxPersona('nobody')).toBeUndefined();
    expect(SANDBOX_PERSONAS.find((p) => p.id === 'employee')?.label).toBe(
      'Kovács Anna – alkalmazott, havi nettó 612 000 Ft munkabér',
    );
  });

  it.each(ids)('%s: accounts and transactions fit the bank snapshot contract', (id) => {
    for (const today of TODAYS) {
      const data = sandboxPersonaData(id, today);
      expect(data.accounts).toHaveLength(2);
      for (const account of data.accounts) bankAccountSchema.parse(account);
      for (const transaction of data.transactions) bankTransactionSchema.parse(transaction);
      const accountIds = new Set(data.accounts.map((a) => a.id));
      expect(data.transactions.every((t) => accountIds.has(t.accountId))).toBe(true);
      expect(new Set(data.transactions.map((t) => t.id)).size).toBe(data.transactions.length);
      expect(data.transactions.every((t) => t.amount !== 0 && t.currency === 'HUF')).toBe(true);
      expect(data.transactions.length).toBeGreaterThan(80);
    }
  });

  it.each(ids)(
    '%s: every booking lies in the six months ending today, and they are covered end to end',
    (id) => {
      for (const today of TODAYS) {
        const from = sandboxWindowStart(today);
        const { transactions } = sandboxPersonaData(id, today);
        const dates = transactions.map((t) => t.bookingDate);
        expect(dates.every((d) => d >= from && d <= today)).toBe(true);
        // The window is six calendar months: from is after the same day six months back.
        expect(from > addCalendarDays(today, -185)).toBe(true);
        expect(from <= addCalendarDays(today, -180)).toBe(true);
        expect(Math.min(...dates.map((d) => Date.parse(d)))).toBeLessThan(
          Date.parse(addCalendarDays(from, 10)),
        );
        expect([...dates].sort()).toEqual(dates);
      }
      expect(sandboxWindowStart('2026-11-25')).toBe('2026-05-26');
      expect(sandboxWindowStart('2026-08-31')).toBe('2026-03-01');
    },
  );

  it.each(ids)('%s: IBANs are HU with valid mod-97 and giro check digits, at the persona bank', (id) => {
    const persona = findSandboxPersona(id);
    const prefixes = banks.find((b) => b.bic === persona?.bankBic)?.giroPrefixes ?? [];
    const { accounts, transactions } = sandboxPersonaData(id, '2026-11-25');
    for (const account of accounts) {
      const iban = account.accountNumber ?? '';
      expect(iban).toMatch(/^HU\d{26}$/);
      expect(ibanIsValid(iban)).toBe(true);
      expect(prefixes).toContain(iban.slice(4, 7));
      expect(giroBlockValid(iban.slice(4, 12))).toBe(true);
      expect(giroBlockValid(iban.slice(12))).toBe(true);
      expect(account.bic).toBe(persona?.bankBic);
      expect(account.ownerName).toBe(persona?.ownerName);
    }
    for (const t of transactions) {
      if (t.counterpartyAccount) expect(ibanIsValid(t.counterpartyAccount)).toBe(true);
    }
  });

  it('computes IBAN check digits as ISO 13616 does', () => {
    // A published example of a Hungarian IBAN.
    expect(ibanIsValid('HU42117730161111101800000000')).toBe(true);
    expect(hungarianIban('117730161111101800000000')).toBe('HU42117730161111101800000000');
    expect(giroAccountNumber('117', '7301', '111110180000000')).toBe('117730161111101800000000');
    expect(ibanIsValid('HU43117730161111101800000000')).toBe(false);
  });

  it.each(ids)('%s: salaries and pensions are never booked on a weekend or holiday', (id) => {
    for (const today of TODAYS) {
      const regular = sandboxPersonaData(id, today).transactions.filter((t) =>
        /munkabér|nyugdíj/.test(t.remittance ?? ''),
      );
      for (const t of regular) {
        expect(isWeekend(t.bookingDate), `${t.bookingDate} ${t.remittance}`).toBe(false);
        expect(isWorkingDay(t.bookingDate)).toBe(true);
      }
    }
  });

  it('moves a salary due on a weekend to the previous working day', () => {
    // Kovács Anna is paid on the 10th; 2026-10-10 is a Saturday, so October's pay comes on Friday 9th.
    const october = sandboxPersonaData('employee', '2026-10-31').transactions.filter(
      (t) => t.remittance === '2026. szeptemberi munkabér',
    );
    expect(october.map((t) => [t.bookingDate, t.amount, t.counterpartyName])).toEqual([
      ['2026-10-09', 612_000, 'Dunamenti Logisztika Kft.'],
    ]);
  });

  it('is deterministic, and a later today moves the window while shared days stay the same', () => {
    for (const id of ids) {
      expect(sandboxPersonaData(id, '2026-11-25')).toEqual(sandboxPersonaData(id, '2026-11-25'));
    }
    const earlier = sandboxPersonaData('borrower', '2026-11-25').transactions;
    const later = sandboxPersonaData('borrower', '2027-01-10').transactions;
    expect(earlier[0]?.bookingDate).not.toBe(later[0]?.bookingDate);
    expect((later.at(-1)?.bookingDate ?? '9999') <= '2027-01-10').toBe(true);
    expect(later.some((t) => t.bookingDate > '2026-11-25')).toBe(true);
    expect(later.some((t) => t.bookingDate < '2026-07-11')).toBe(false);
    // Days in both windows, well before either window's pending days, are identical.
    const shared = (list: typeof earlier) =>
      list.filter((t) => t.bookingDate >= '2026-07-11' && t.bookingDate <= '2026-11-20');
    expect(shared(later)).toEqual(shared(earlier));
    // Different personas differ.
    expect(sandboxPersonaData('employee', '2026-11-25').transactions).not.toEqual(
      sandboxPersonaData('two-jobs', '2026-11-25').transactions,
    );
  });

  describe('what each persona shows', () => {
    const today = '2026-11-25';
    const credits = (id: SandboxPersonaId) =>
      sandboxPersonaData(id, today).transactions.filter((t) => t.amount > 0 && t.status === 'BOOKED');
    const byRemittance = (id: SandboxPersonaId, pattern: RegExp) =>
      sandboxPersonaData(id, today).transactions.filter((t) => pattern.test(t.remittance ?? ''));

    it('employee: a salary every month of the window at the stated amount', () => {
      const salaries = byRemittance('employee', /munkabér$/);
      expect(salaries.map((t) => t.remittance)).toEqual([
        '2026. májusi munkabér',
        '2026. júniusi munkabér',
        '2026. júliusi munkabér',
        '2026. augusztusi munkabér',
        '2026. szeptemberi munkabér',
        '2026. októberi munkabér',
      ]);
      expect(new Set(salaries.map((t) => t.amount))).toEqual(
        new Set([SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME.employee]),
      );
      expect(byRemittance('employee', /albérlet díja/)).toHaveLength(6);
    });

    it('pensioner: the pension from the Treasury every month', () => {
      const pensions = byRemittance('pensioner', /nyugdíj$/);
      expect(pensions).toHaveLength(6);
      expect(
        pensions.every((t) => t.counterpartyName === 'Magyar Államkincstár' && t.amount === 238_400),
      ).toBe(true);
      expect(byRemittance('pensioner', /munkabér/)).toHaveLength(0);
    });

    it('two-jobs: two employers, one of them part-time', () => {
      const payers = new Set(byRemittance('two-jobs', /munkabér/).map((t) => t.counterpartyName));
      expect(payers).toEqual(
        new Set(['Szent Margit Rendelőintézet Nonprofit Kft.', 'Kertvárosi Oktatási Bt.']),
      );
      expect(byRemittance('two-jobs', /részmunkaidő/).every((t) => t.amount === 142_500)).toBe(true);
      expect(486_000 + 142_500).toBe(SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME['two-jobs']);
    });

    it('borrower: two loan instalments to banks every month, adding up to the expected figure', () => {
      const instalments = byRemittance('borrower', /törlesztőrészlet/);
      expect(new Set(instalments.map((t) => t.counterpartyName))).toEqual(
        new Set(['CIB Bank Zrt.', 'Magyar Cetelem Bank Zrt.']),
      );
      const november = instalments.filter((t) => t.bookingDate.startsWith('2026-11'));
      expect(-november.reduce((sum, t) => sum + t.amount, 0)).toBe(
        SANDBOX_PERSONA_EXPECTED_MONTHLY_INSTALMENTS.borrower,
      );
      expect(instalments).toHaveLength(12);
    });

    it('no-regular-income: only freelance credits, no payer in three or more months', () => {
      expect(SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME['no-regular-income']).toBe(0);
      for (const at of TODAYS) {
        const freelance = sandboxPersonaData('no-regular-income', at).transactions.filter((t) =>
          /számla kiegyenlítése/.test(t.remittance ?? ''),
        );
        expect(freelance.length).toBeGreaterThan(4);
        const months = new Map<string, Set<string>>();
        for (const t of freelance) {
          const set = months.get(t.counterpartyName ?? '') ?? new Set();
          set.add(t.bookingDate.slice(0, 7));
          months.set(t.counterpartyName ?? '', set);
        }
        for (const set of months.values()) expect(set.size).toBeLessThan(3);
      }
      expect(byRemittance('no-regular-income', /munkabér|nyugdíj/)).toHaveLength(0);
    });

    it.each(ids)('%s: own-account transfers pair up, refunds and everyday card spending appear', (id) => {
      const { transactions, accounts } = sandboxPersonaData(id, today);
      const own = transactions.filter((t) => t.remittance === 'átvezetés saját számlára');
      expect(own.reduce((sum, t) => sum + t.amount, 0)).toBe(0);
      expect(own.every((t) => accounts.some((a) => a.accountNumber === t.counterpartyAccount))).toBe(true);
      expect(
        credits(id).filter((t) => t.remittance?.startsWith('visszatérítés')).length,
      ).toBeGreaterThanOrEqual(2);
      const cards = transactions.filter((t) => t.bankTransactionCode === 'PMNT-CCRD-POSD');
      expect(cards.length).toBeGreaterThan(50);
      expect(cards.every((t) => t.amount < 0 && t.amount > -30_000)).toBe(true);
      expect(
        transactions.filter((t) => t.status === 'PENDING').every((t) => t.bookingDate >= '2026-11-24'),
      ).toBe(true);
    });
  });

  describe('yearly extras', () => {
    it('employee: a December bonus from the employer beside the salary', () => {
      const december = sandboxPersonaData('employee', '2026-12-31').transactions.filter(
        (t) => t.counterpartyName === 'Dunamenti Logisztika Kft.' && t.bookingDate.startsWith('2026-12'),
      );
      expect(december.map((t) => [t.bookingDate, t.amount, t.remittance])).toEqual([
        ['2026-12-10', 612_000, '2026. novemberi munkabér'],
        ['2026-12-10', 350_000, '2026. évi jutalom'],
      ]);
    });

    it('pensioner: the 13th-month pension comes with the February pension', () => {
      const february = sandboxPersonaData('pensioner', '2027-02-28').transactions.filter(
        (t) => t.counterpartyName === 'Magyar Államkincstár' && t.bookingDate.startsWith('2027-02'),
      );
      // 2027-02-12 is a Friday.
      expect(february.map((t) => [t.bookingDate, t.amount, t.remittance])).toEqual([
        ['2027-02-12', 238_400, '2027. februári nyugdíj'],
        ['2027-02-12', 238_400, '2027. évi 13. havi nyugdíj'],
      ]);
    });
  });

  it.each(ids)(
    '%s: income detection finds the expected monthly income (within 1 %%) and instalments',
    (id) => {
      for (const today of [...TODAYS, '2026-12-15', '2027-02-13']) {
        const snapshot = bankSnapshotSchema.parse({
          from: sandboxWindowStart(today),
          to: today,
          fetchedAt: `${today}T09:00:00.000Z`,
          ...sandboxPersonaData(id, today),
        });
        const found = detectIncome(snapshot);
        const expected = SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME[id];
        expect(
          Math.abs(found.monthlyIncome - expected),
          `${today}: ${found.monthlyIncome}`,
        ).toBeLessThanOrEqual(expected * 0.01);
        expect(found.monthlyLoanInstalments, today).toBe(SANDBOX_PERSONA_EXPECTED_MONTHLY_INSTALMENTS[id]);
      }
    },
  );
});
