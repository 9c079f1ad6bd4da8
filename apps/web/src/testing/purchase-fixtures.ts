import type { Merchant, MerchantCategory, MerchantSummary } from '@hitelkapu/domain/contracts/merchants';
import type { LoanProduct } from '@hitelkapu/domain/contracts/offers';
import type {
  BasketLine,
  FinancingOptions,
  PublicPurchase,
  Purchase,
} from '@hitelkapu/domain/contracts/purchase';
import { basketLines, basketTotal, purchaseFinancingOptions } from '@hitelkapu/domain/rules/purchase';
import { pointOfSaleProductSeed } from '../../../server/src/seed/loan-products.ts';
import { regulatoryFigures } from './credit-fixtures.ts';

/**
 * Test data of buy now, pay later, shaped by the domain contracts: the point-of-sale product
 * and its terms are the seed's, computed as the server computes them; the shop, the basket and
 * the ids are the tests' own.
 */

export const PURCHASE_ID = 'Kx7pQ2mR9vT4wY8zA3bC6dEf';
export const OTHER_PURCHASE_ID = 'Zq1wE2rT3yU4iO5pA6sD7fG8';
export const MERCHANT_ID = '3c1f6a2e-8b4d-4e7a-9f10-2a3b4c5d6e7f';
export const SHOP_URL = 'https://www.konyhaguru.hu';
export const RETURN_URLS = {
  approved: `${SHOP_URL}/rendeles/1042/sikeres`,
  pending: `${SHOP_URL}/rendeles/1042/folyamatban`,
  cancelled: `${SHOP_URL}/kosar`,
};

/** The seeded point-of-sale product, as GET offers would answer it. */
const pointOfSaleProducts = pointOfSaleProductSeed.map(
  (row, index) =>
    ({
      ...row,
      id: 100 + index,
      disbursementFeePercent: row.disbursementFeePercent ?? 0,
      disbursementFeeMax: row.disbursementFeeMax ?? 0,
      monthlyFee: row.monthlyFee ?? 0,
    }) as unknown as LoanProduct,
);

/** The terms the server offers for an amount under today's áruhitel cap. */
export function financingFor(amount: number): FinancingOptions {
  return purchaseFinancingOptions(pointOfSaleProducts, amount, regulatoryFigures);
}

export const basket: BasketLine[] = basketLines([
  { name: 'Bosch Serie 6 mosogatógép', quantity: 1, unitPrice: 289_990, sku: 'SMS6ZCI42E' },
  { name: 'Beépítő készlet', quantity: 2, unitPrice: 14_990 },
]);
export const basketTotalAmount = basketTotal(basket);

const HOUR = 60 * 60_000;

export function publicPurchase(overrides: Partial<PublicPurchase> = {}): PublicPurchase {
  return {
    publicId: PURCHASE_ID,
    status: 'CREATED',
    isOpen: true,
    isTest: false,
    merchant: { id: MERCHANT_ID, name: 'KonyhaGuru', websiteUrl: SHOP_URL },
    lines: basket,
    totalAmount: basketTotalAmount,
    expiresAt: new Date(Date.now() + 20 * HOUR).toISOString(),
    cancelUrl: RETURN_URLS.cancelled,
    financing: financingFor(basketTotalAmount),
    ...overrides,
  };
}

export function purchase(overrides: Partial<Purchase> = {}): Purchase {
  const status = overrides.status ?? 'LINKED';
  return {
    publicId: PURCHASE_ID,
    status,
    isActive: ['LINKED', 'APPLICATION_STARTED', 'APPLICATION_UNDER_REVIEW', 'LOAN_APPROVED'].includes(status),
    isTest: false,
    merchant: { id: MERCHANT_ID, name: 'KonyhaGuru', websiteUrl: SHOP_URL },
    lines: basket,
    totalAmount: basketTotalAmount,
    refundedAmount: 0,
    financedAmount: basketTotalAmount,
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-21T09:00:00.000Z',
    applicationId: null,
    months: null,
    monthlyPayment: null,
    returnUrl: RETURN_URLS.pending,
    financing:
      status === 'LINKED'
        ? financingFor(basketTotalAmount)
        : { ...financingFor(basketTotalAmount), options: [] },
    events: [
      { status: 'CREATED', at: '2026-11-20T09:00:00.000Z', refundAmount: null },
      { status: 'LINKED', at: '2026-11-20T09:02:00.000Z', refundAmount: null },
    ],
    ...overrides,
  };
}

export const categories: MerchantCategory[] = [
  { id: 'muszaki-cikk', name: 'Műszaki cikk', merchantCount: 2 },
  { id: 'butor', name: 'Bútor', merchantCount: 1 },
];

export function merchantSummary(overrides: Partial<MerchantSummary> = {}): MerchantSummary {
  return {
    id: MERCHANT_ID,
    name: 'KonyhaGuru',
    tagline: 'Konyhagépek és beépíthető készülékek szakértő tanácsadással.',
    categories: ['muszaki-cikk'],
    websiteUrl: SHOP_URL,
    city: 'Budapest',
    minAmount: 30_000,
    maxAmount: 3_000_000,
    maxMonths: 36,
    ...overrides,
  };
}

export function merchant(overrides: Partial<Merchant> = {}): Merchant {
  return {
    ...merchantSummary(),
    description: 'Családi vállalkozás 2004 óta: mosogatógépek, sütők, főzőlapok és hűtők.',
    address: '1117 Budapest, Október huszonharmadika utca 8.',
    phone: '+36 1 555 0142',
    email: 'rendeles@konyhaguru.hu',
    howToBuy: 'Tegye kosárba a terméket, és a fizetésnél válassza a Hitelkapu áruhitelt.',
    ...overrides,
  };
}
