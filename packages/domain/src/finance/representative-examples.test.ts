import { describe, expect, it } from 'vitest';
import { repaymentSchedule } from './annuity.ts';
import { roundRateHalfUp } from './money.ts';
import { type ProductTerms, quoteOffer, type RegulatoryFigures } from './offer-quote.ts';
import { thmPercent } from './thm.ts';

/**
 * Published Hungarian consumer-loan figures, reproduced by the engine. Every figure in the
 * `published` blocks is copied from the cited source as printed; nothing was adjusted to make
 * a case pass. Where a source does not print a fee separately, the comment says how the fee
 * follows from the printed figures.
 *
 * Precision: the instalment to the forint; the THM to the decimals the source prints; the
 * total repayable within months / 2 forints. A bank prints a whole-forint instalment and
 * settles the rounding in its own last instalment (or, in the K&H and Cetelem examples,
 * simply prints instalment x months), so its total carries up to half a forint of rounding
 * per instalment; our schedule settles the same rounding in its last payment.
 */

// Only the THM cap reads these; the published examples are all far below it.
const figures: RegulatoryFigures = {
  baseRatePercent: 6.5,
  thmCapMarginPoints: 24,
  thmCapMarginPointsPointOfSale: 39,
  jtmIncomeThreshold: 800_000,
  jtmLimitBelowPercent: 50,
  jtmLimitAtOrAbovePercent: 60,
  jtmRevolvingSharePercent: 5,
  minimumNetIncome: 150_000,
  minimumAge: 18,
  maximumAgeAtMaturity: 75,
  minimumClosedBusinessYears: 1,
};

interface PublishedExample {
  name: string;
  kind: ProductTerms['kind'];
  amount: number;
  months: number;
  annualRatePercent: number;
  disbursementFeePercent: number;
  monthlyFee: number;
  published: {
    instalment: number;
    totalRepayable: number;
    thm: number;
    /** How many decimals the source prints the THM with. */
    thmDecimals: number;
  };
}

/** A product that lends exactly the example's amount and term at its rate and fees. */
function productOf(example: PublishedExample): ProductTerms {
  return {
    kind: example.kind,
    minAmount: example.amount,
    maxAmount: example.amount,
    minMonths: example.months,
    maxMonths: example.months,
    rateBands: [
      {
        minAmount: example.amount,
        maxAmount: example.amount,
        minMonths: example.months,
        maxMonths: example.months,
        annualRatePercent: example.annualRatePercent,
      },
    ],
    disbursementFeePercent: example.disbursementFeePercent,
    disbursementFeeMax: 0,
    monthlyFee: example.monthlyFee,
  };
}

/** The unrounded THM of the schedule the quote is built on, with the one-off fee at drawdown. */
function rawThm(example: PublishedExample, upfrontFee: number): number {
  const schedule = repaymentSchedule(
    example.amount,
    example.annualRatePercent,
    example.months,
    example.monthlyFee,
  );
  const thm = thmPercent({
    principal: example.amount,
    monthlyPayments: schedule.map((row) => row.payment),
    upfrontFees: upfrontFee,
  });
  if (thm === null) throw new Error('no THM');
  return thm;
}

const reproduced: PublishedExample[] = [
  {
    // Source: K&H Bank, online személyi kölcsön, "Reprezentatív példa": "800 000 forint összegű
    // kölcsön esetén, 48 hónapos futamidővel, éves fix, munkabér-átutalási kedvezménnyel
    // számított 11,99% akciós kamat mellett a havi törlesztőrészlet 21 063 forint, a teljes
    // visszafizetendő összeg 1 033 536 forint, a hiteldíj 233 536 forint, ebből a hiteldíjban
    // foglalt díjak, költségek összege 22 512 forint, THM: 14%". Text as reproduced on the
    // Testbirds UX prototype of the K&H online loan landing page (public GitHub repository,
    // undated). Fees: 22 512 Ft = 48 x 469 Ft, taken as a monthly account cost (the page names
    // a K&H account costing up to 750 Ft a month); as a one-off fee the THM would be 14.4 %,
    // also "14%" at the printed precision, so the THM does not tell the two apart.
    name: 'K&H személyi kölcsön 800 000 Ft / 48 hó / 11,99 %',
    kind: 'PERSONAL_LOAN',
    amount: 800_000,
    months: 48,
    annualRatePercent: 11.99,
    disbursementFeePercent: 0,
    monthlyFee: 469,
    published: { instalment: 21_063, totalRepayable: 1_033_536, thm: 14, thmDecimals: 0 },
  },
  {
    // Source: money.hu személyi kölcsön kalkulátor, 1 500 000 Ft, 60 hónap, "Frissítve:
    // 2022.10.02." (https://www.money.hu/szemelyi-kolcson?...osszeg=1500000&futamido=60):
    // "UniCredit Stabil kamat személyi kölcsön 33 291 Ft, 12,57%, kamat 11,9%, végig fix,
    // 1 997 455 Ft, A hitel teljes díja: 497 455 Ft", initial costs: "nincs".
    name: 'UniCredit Stabil kamat 1 500 000 Ft / 60 hó / 11,9 %',
    kind: 'PERSONAL_LOAN',
    amount: 1_500_000,
    months: 60,
    annualRatePercent: 11.9,
    disbursementFeePercent: 0,
    monthlyFee: 0,
    published: { instalment: 33_291, totalRepayable: 1_997_455, thm: 12.57, thmDecimals: 2 },
  },
  {
    // Source: money.hu Tudástár, "Jó hír a hitelfelvevőknek: könnyebb ma 10% alatti kamattal
    // személyi kölcsönt találni" (2025-10-13), table for 2,5 millió Ft / 7 év, "Forrás: money.hu
    // személyikölcsön-kalkulátor, 2025.10.09.": "Raiffeisen Személyi Kölcsön (Aktív
    // számlahasználat és Jövedelem450 kedvezménnyel) | 9,89% (10,71%) | 41.361 Ft | 3.499.325 Ft".
    // The table prints no fee column: 3 499 325 - 84 x 41 361 = 25 001 Ft, i.e. a one-off
    // 25 000 Ft (1 %) plus 1 Ft of last-instalment rounding.
    name: 'Raiffeisen Személyi Kölcsön 2 500 000 Ft / 84 hó / 9,89 %',
    kind: 'PERSONAL_LOAN',
    amount: 2_500_000,
    months: 84,
    annualRatePercent: 9.89,
    disbursementFeePercent: 1,
    monthlyFee: 0,
    published: { instalment: 41_361, totalRepayable: 3_499_325, thm: 10.71, thmDecimals: 2 },
  },
  {
    // Source: the same money.hu Tudástár table (2025-10-13, data of 2025.10.09.): "Erste Bank
    // Most Extra Személyi Kölcsön - Jövedelemérkeztetés vállalásával | 11,69% (12,71%) |
    // 43.718 Ft | 3.697.350 Ft". No fee column: 3 697 350 - 84 x 43 718 = 25 038 Ft, i.e. a
    // one-off 25 000 Ft (1 %) plus 38 Ft of last-instalment rounding.
    name: 'Erste Most Extra 2 500 000 Ft / 84 hó / 11,69 %',
    kind: 'PERSONAL_LOAN',
    amount: 2_500_000,
    months: 84,
    annualRatePercent: 11.69,
    disbursementFeePercent: 1,
    monthlyFee: 0,
    published: { instalment: 43_718, totalRepayable: 3_697_350, thm: 12.71, thmDecimals: 2 },
  },
  {
    // Source: biztosdontes.hu "Személyi kölcsön kalkulátor 2026" (https://biztosdontes.hu/szemelyi-kolcson,
    // "Frissítve: Február 12."), default calculation 3 000 000 Ft / 72 hónap: "Raiffeisen
    // Személyi kölcsön, Törlesztő 55 411 Ft, THM 10,35%, Visszafizetendő 3 989 610 Ft, Kamat
    // 9,89%, rögzített". No fee: 10,35 % is exactly the effective rate of 9,89 % nominal.
    name: 'Raiffeisen Személyi kölcsön 3 000 000 Ft / 72 hó / 9,89 %',
    kind: 'PERSONAL_LOAN',
    amount: 3_000_000,
    months: 72,
    annualRatePercent: 9.89,
    disbursementFeePercent: 0,
    monthlyFee: 0,
    published: { instalment: 55_411, totalRepayable: 3_989_610, thm: 10.35, thmDecimals: 2 },
  },
  {
    // Source: the same biztosdontes.hu calculator (2026-02-12), 3 000 000 Ft / 72 hónap: "Erste
    // Most Extra Személyi Kölcsön, Törlesztő 55 411 Ft, THM 10,76%, Visszafizetendő 4 019 610 Ft,
    // Kamat 9,89%, rögzített". The total is the Raiffeisen one plus 30 000 Ft: a one-off 1 % fee.
    name: 'Erste Most Extra 3 000 000 Ft / 72 hó / 9,89 %',
    kind: 'PERSONAL_LOAN',
    amount: 3_000_000,
    months: 72,
    annualRatePercent: 9.89,
    disbursementFeePercent: 1,
    monthlyFee: 0,
    published: { instalment: 55_411, totalRepayable: 4_019_610, thm: 10.76, thmDecimals: 2 },
  },
];

describe('published Hungarian examples the engine reproduces', () => {
  it.each(reproduced)('$name', (example) => {
    const quote = quoteOffer(productOf(example), example.amount, example.months, figures);
    expect(quote).not.toBeNull();
    if (!quote) return;
    const thm = rawThm(example, quote.disbursementFee);

    expect(quote.monthlyInstalment).toBe(example.published.instalment);
    expect(roundRateHalfUp(thm, example.published.thmDecimals)).toBe(example.published.thm);
    // What the customer is shown is the same THM to one decimal.
    expect(quote.thm).toBe(roundRateHalfUp(thm, 1));
    expect(Math.abs(quote.totalRepayable - example.published.totalRepayable)).toBeLessThanOrEqual(
      example.months / 2,
    );
    expect(quote.totalCost).toBe(quote.totalRepayable - example.amount);
    expect(quote.monthlyPayment).toBe(example.published.instalment + example.monthlyFee);
    expect(quote.thm).toBeLessThanOrEqual(quote.thmCap);
  });

  it('the K&H example adds up the way the bank prints it: instalments, fees and cost', () => {
    const example = reproduced[0] as PublishedExample;
    const quote = quoteOffer(productOf(example), example.amount, example.months, figures);
    // "a teljes visszafizetendő összeg 1 033 536 forint" = 48 x (21 063 + 469).
    expect(example.months * (quote?.monthlyPayment ?? 0)).toBe(1_033_536);
    // "ebből a hiteldíjban foglalt díjak, költségek összege 22 512 forint".
    expect(example.months * (quote?.monthlyFee ?? 0)).toBe(22_512);
    // "a hiteldíj 233 536 forint", within the same last-instalment rounding.
    expect(Math.abs((quote?.totalCost ?? 0) - 233_536)).toBeLessThanOrEqual(example.months / 2);
  });

  it('the 1 % fee of the Raiffeisen and Erste examples is what moves their THM above the no-fee figure', () => {
    for (const example of reproduced.slice(2, 4)) {
      const quote = quoteOffer(productOf(example), example.amount, example.months, figures);
      expect(quote?.disbursementFee).toBe(25_000);
      const withoutFee = rawThm(example, 0);
      expect(roundRateHalfUp(withoutFee, 2)).not.toBe(example.published.thm);
    }
  });
});

describe('published examples that depend on something our model does not have', () => {
  it('Cetelem online áruhitel 500 000 Ft / 36 hó / 30 %: THM 34,49 % matches, the instalment is one forint lower', () => {
    // Source: Magyar Cetelem Bank Zrt. "Online Áruhitel" representative example, as published by
    // its credit intermediary Casada Hungary Kft. on its web-shop product page (public GitHub
    // repository of the shop, undated): "hitelösszeg 500 000 Ft, futamidő 36 hónap. Fix, éves
    // ügyleti kamat 30,00 %, kezelési díj 0 Ft, referencia THM 34,49%, havi törlesztőrészlet
    // 21 225 Ft, törlesztőrészletek összege: 764 100 Ft, a fizetendő teljes összeg (önrész
    // nélkül): 764 100 Ft." The exact annuity is 21 225.79 Ft: the bank prints it cut to the
    // forint (and 764 100 = 36 x 21 225) without stating that rounding, so we do not assume it;
    // we round half up (docs/decisions/002) and assert the THM, which does match.
    const example: PublishedExample = {
      name: 'Cetelem',
      kind: 'POINT_OF_SALE',
      amount: 500_000,
      months: 36,
      annualRatePercent: 30,
      disbursementFeePercent: 0,
      monthlyFee: 0,
      published: { instalment: 21_225, totalRepayable: 764_100, thm: 34.49, thmDecimals: 2 },
    };
    const quote = quoteOffer(productOf(example), example.amount, example.months, figures);
    expect(roundRateHalfUp(rawThm(example, 0), 2)).toBe(34.49);
    expect(quote?.monthlyInstalment).toBe(21_226);
    expect(quote?.monthlyInstalment).toBe(example.published.instalment + 1);
    expect(Math.abs((quote?.totalRepayable ?? 0) - example.published.totalRepayable)).toBeLessThanOrEqual(
      example.months,
    );
  });

  it('Cofidis Fapados Kölcsön 1 500 000 Ft / 60 hó / 18,29 %: THM 19,9 % matches, the instalment does not', () => {
    // Source: money.hu személyi kölcsön kalkulátor, 1 500 000 Ft / 60 hónap, "Frissítve:
    // 2022.10.02.": "Cofidis Fapados Kölcsön 38 324 Ft, 19,9%, kamat 18,29%, végig fix,
    // 2 299 470 Ft, A hitel teljes díja: 799 470 Ft". Our monthly-rate annuity gives 38 327 Ft;
    // the 3 Ft gap and a total that is not 60 x the instalment point to a day-count interest
    // convention we do not model, so only the THM is asserted.
    const example: PublishedExample = {
      name: 'Cofidis',
      kind: 'PERSONAL_LOAN',
      amount: 1_500_000,
      months: 60,
      annualRatePercent: 18.29,
      disbursementFeePercent: 0,
      monthlyFee: 0,
      published: { instalment: 38_324, totalRepayable: 2_299_470, thm: 19.9, thmDecimals: 1 },
    };
    const quote = quoteOffer(productOf(example), example.amount, example.months, figures);
    expect(quote?.thm).toBe(19.9);
    expect(quote?.monthlyInstalment).toBe(38_327);
  });

  it('K&H személyi kölcsön 2 500 000 Ft / 84 hó / 18,99 %: the instalment matches, the fees are not printed', () => {
    // Source: the money.hu Tudástár table of 2025-10-13 (data of 2025.10.09.): "K&H személyi
    // kölcsön | 18,99% (21,7%) | 54.005 Ft | 4.621.798 Ft". The 85 378 Ft beyond 84 instalments
    // is not broken down into one-off and monthly fees, so the THM cannot be rebuilt from the
    // printed figures; the instalment, which does not depend on them, is asserted.
    const product = productOf({
      name: 'K&H',
      kind: 'PERSONAL_LOAN',
      amount: 2_500_000,
      months: 84,
      annualRatePercent: 18.99,
      disbursementFeePercent: 0,
      monthlyFee: 0,
      published: { instalment: 54_005, totalRepayable: 4_621_798, thm: 21.7, thmDecimals: 1 },
    });
    expect(quoteOffer(product, 2_500_000, 84, figures)?.monthlyInstalment).toBe(54_005);
  });
});
