import type { LoanProduct } from '../contracts/offers.ts';
import type {
  BasketLine,
  BasketLineInput,
  FinancingOptions,
  PurchaseFinancingOption,
} from '../contracts/purchase.ts';
import { isQuoteLawful, quoteOffer, type RegulatoryFigures, thmCapFor } from '../finance/offer-quote.ts';

/**
 * Buy now, pay later rules (DOMAIN "Buy now, pay later"): the basket in whole forints adds up
 * to the total, and the terms a point-of-sale credit offers for an amount are the ones a
 * product lends and the áruhitel THM cap allows today.
 */

/** The terms a shop's customer is offered, in months, where a product lends them. */
export const PURCHASE_TERMS_MONTHS = [3, 6, 10, 12, 18, 24, 36] as const;

/** The basket lines as stored: each line's amount is quantity x unit price. */
export function basketLines(lines: readonly BasketLineInput[]): BasketLine[] {
  return lines.map((line) => ({
    name: line.name.trim(),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    amount: line.quantity * line.unitPrice,
    sku: line.sku?.trim() || null,
  }));
}

/** The sum of the lines' amounts. */
export function basketTotal(lines: readonly Pick<BasketLine, 'amount'>[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** The goods as the linked-credit documents name them: "2 db Mosógép, 1 db Szárító". */
export function basketGoods(lines: readonly Pick<BasketLine, 'name' | 'quantity'>[]): string {
  return lines.map((line) => `${line.quantity} db ${line.name}`).join(', ');
}

type PointOfSaleProduct = Pick<
  LoanProduct,
  | 'id'
  | 'name'
  | 'kind'
  | 'minAmount'
  | 'maxAmount'
  | 'minMonths'
  | 'maxMonths'
  | 'rateBands'
  | 'disbursementFeePercent'
  | 'disbursementFeeMax'
  | 'monthlyFee'
>;

/**
 * Every term of PURCHASE_TERMS_MONTHS a point-of-sale product lends the amount for, under
 * today's áruhitel cap; for a term two products lend, the lower THM. Sorted by term.
 */
export function purchaseFinancingOptions(
  products: readonly PointOfSaleProduct[],
  amount: number,
  figures: RegulatoryFigures,
): FinancingOptions {
  const options: PurchaseFinancingOption[] = [];
  for (const months of PURCHASE_TERMS_MONTHS) {
    let best: PurchaseFinancingOption | null = null;
    for (const product of products) {
      if (product.kind !== 'POINT_OF_SALE') continue;
      const quote = quoteOffer(product, amount, months, figures);
      if (!quote || !isQuoteLawful(quote)) continue;
      if (!best || (quote.thmExact ?? quote.thm) < (best.quote.thmExact ?? best.quote.thm))
        best = { productId: product.id, productName: product.name, months, quote };
    }
    if (best) options.push(best);
  }
  return { amount, thmCap: thmCapFor('POINT_OF_SALE', figures), options };
}

/** The basket totals the point-of-sale products finance together: null when none is configured. */
export function financedAmountRange(
  products: readonly Pick<LoanProduct, 'kind' | 'minAmount' | 'maxAmount' | 'maxMonths'>[],
): { minAmount: number; maxAmount: number; maxMonths: number } | null {
  const pointOfSale = products.filter((product) => product.kind === 'POINT_OF_SALE');
  if (pointOfSale.length === 0) return null;
  return {
    minAmount: Math.min(...pointOfSale.map((product) => product.minAmount)),
    maxAmount: Math.max(...pointOfSale.map((product) => product.maxAmount)),
    maxMonths: Math.min(
      Math.max(...pointOfSale.map((product) => product.maxMonths)),
      Math.max(...PURCHASE_TERMS_MONTHS),
    ),
  };
}
