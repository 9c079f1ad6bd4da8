import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '../contracts/offers.ts';
import { isQuoteLawful, quoteOffer, type RegulatoryFigures, thmCapFor } from '../finance/offer-quote.ts';
import {
  basketGoods,
  basketLines,
  basketTotal,
  financedAmountRange,
  PURCHASE_TERMS_MONTHS,
  purchaseFinancingOptions,
} from './purchase.ts';

const figures: RegulatoryFigures = {
  baseRatePercent: 6.5,
  thmCapMarginPoints: 24,
  thmCapMarginPointsPointOfSale: 39,
  jtmIncomeThreshold: 600_000,
  jtmLimitBelowPercent: 50,
  jtmLimitAtOrAbovePercent: 60,
  jtmRevolvingSharePercent: 5,
  minimumNetIncome: 150_000,
  minimumAge: 18,
  maximumAgeAtMaturity: 75,
  minimumClosedBusinessYears: 1,
};

const product = (overrides: Partial<LoanProduct> = {}) =>
  ({
    id: 9,
    name: 'Áruhitel',
    kind: 'POINT_OF_SALE',
    minAmount: 30_000,
    maxAmount: 3_000_000,
    minMonths: 3,
    maxMonths: 36,
    rateBands: [
      { minAmount: 30_000, maxAmount: 3_000_000, minMonths: 3, maxMonths: 12, annualRatePercent: 9.9 },
      { minAmount: 30_000, maxAmount: 3_000_000, minMonths: 13, maxMonths: 36, annualRatePercent: 17.9 },
    ],
    disbursementFeePercent: 0,
    disbursementFeeMax: 0,
    monthlyFee: 0,
    ...overrides,
  }) as LoanProduct;

describe('the basket', () => {
  it('prices each line as quantity x unit price and names the goods for the documents', () => {
    const lines = basketLines([
      { name: ' Mosógép ', quantity: 2, unitPrice: 99_990, sku: ' MG ' },
      { name: 'Szárító', quantity: 1, unitPrice: 149_990 },
    ]);
    expect(lines).toEqual([
      { name: 'Mosógép', quantity: 2, unitPrice: 99_990, amount: 199_980, sku: 'MG' },
      { name: 'Szárító', quantity: 1, unitPrice: 149_990, amount: 149_990, sku: null },
    ]);
    expect(basketTotal(lines)).toBe(349_970);
    expect(basketGoods(lines)).toBe('2 db Mosógép, 1 db Szárító');
  });
});

describe('the point-of-sale terms', () => {
  it('offers every configured term the product lends, each quote the product maths under the áruhitel cap', () => {
    const financing = purchaseFinancingOptions([product()], 259_980, figures);
    expect(financing.thmCap).toBe(thmCapFor('POINT_OF_SALE', figures));
    expect(financing.thmCap).toBe(45.5);
    expect(financing.options.map((option) => option.months)).toEqual([...PURCHASE_TERMS_MONTHS]);
    for (const option of financing.options) {
      expect(option.quote).toEqual(quoteOffer(product(), 259_980, option.months, figures));
      expect(isQuoteLawful(option.quote)).toBe(true);
    }
  });

  it('leaves out terms over the cap, outside the product, and other kinds of product', () => {
    const costly = product({ monthlyFee: 9_000 });
    const short = purchaseFinancingOptions([costly], 40_000, figures);
    for (const option of short.options) expect(option.quote.thm).toBeLessThanOrEqual(short.thmCap);
    expect(short.options.length).toBeLessThan(PURCHASE_TERMS_MONTHS.length);
    expect(purchaseFinancingOptions([product()], 10_000, figures).options).toEqual([]);
    expect(purchaseFinancingOptions([product({ kind: 'PERSONAL_LOAN' })], 259_980, figures).options).toEqual(
      [],
    );
  });

  it('picks the lower THM where two products lend the same term', () => {
    const dear = product({ id: 1 });
    const cheap = product({
      id: 2,
      rateBands: [
        { minAmount: 30_000, maxAmount: 3_000_000, minMonths: 3, maxMonths: 36, annualRatePercent: 0 },
      ],
    });
    const options = purchaseFinancingOptions([dear, cheap], 100_000, figures).options;
    expect(new Set(options.map((option) => option.productId))).toEqual(new Set([2]));
    expect(options[0]?.quote.thm).toBe(0);
  });

  it('says which basket totals the products finance together', () => {
    expect(
      financedAmountRange([product(), product({ minAmount: 20_000, maxAmount: 500_000, maxMonths: 12 })]),
    ).toEqual({
      minAmount: 20_000,
      maxAmount: 3_000_000,
      maxMonths: 36,
    });
    expect(financedAmountRange([product({ kind: 'PERSONAL_LOAN' })])).toBeNull();
  });
});
