import { formatHuf, type MerchantPurchase } from '@hitelkapu/domain';
import { describe, expect, it } from 'vitest';
import { shopProducts } from './shop-basket.ts';
import { type OrderView, renderOrdersPage, renderShopPage, shopStatusLabels } from './shop-pages.ts';

const evil = `<script>alert("x")</script>'&`;
const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;';

const purchase: MerchantPurchase = {
  id: 'AbCdEfGhIjKlMnOpQrStUvWx',
  reference: evil,
  mode: 'test',
  status: 'LOAN_APPROVED',
  currency: 'HUF',
  totalAmount: 189_990,
  refundedAmount: 10_000,
  lines: [{ name: evil, quantity: 1, unitPrice: 189_990, amount: 189_990, sku: evil }],
  returnUrls: {
    approved: 'https://bolt.pelda.hu/a',
    pending: 'https://bolt.pelda.hu/p',
    cancelled: 'https://bolt.pelda.hu/c',
  },
  checkoutUrl: 'http://portal.test/checkout/AbCdEfGhIjKlMnOpQrStUvWx',
  expiresAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:05:00.000Z',
  fulfilledAt: null,
  events: [
    { status: 'CREATED', at: '2026-11-27T10:00:00.000Z', refundAmount: null },
    { status: 'LOAN_APPROVED', at: '2026-11-27T10:05:00.000Z', refundAmount: null },
  ],
};

const order = (overrides: Partial<OrderView> = {}): OrderView => ({
  id: purchase.id,
  reference: evil,
  purchase,
  readError: null,
  actionError: evil,
  keys: {
    fulfil: 'k'.repeat(32),
    refund: 'r'.repeat(32),
    refundFull: 'f'.repeat(32),
    cancel: 'c'.repeat(32),
  },
  ...overrides,
});

describe('the demo shop pages', () => {
  it('escapes every value on the orders page: the API answer, the webhooks, the query [ASVS V1.2.1]', () => {
    const page = renderOrdersPage({
      orders: [
        order(),
        order({ id: 'ZZZZZZZZZZZZZZZZZZZZZZZZ', purchase: null, readError: evil, actionError: null }),
      ],
      events: [
        {
          receivedAt: new Date('2026-11-27T10:06:00Z'),
          webhookId: evil,
          eventType: evil,
          signatureValid: false,
          purchaseId: evil,
          status: evil,
        },
      ],
      returnResult: evil,
      unknownReference: evil,
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain(evil);
    // Reference, line, action error, read error, webhook id, event type, purchase id, unknown reference.
    expect(page.split(escaped).length - 1).toBeGreaterThanOrEqual(8);
    expect(page).toContain(shopStatusLabels.LOAN_APPROVED);
    expect(page).toContain('hibás');
  });

  it('says on the return page that the return address proves nothing', () => {
    const page = renderOrdersPage({
      orders: [order({ actionError: null })],
      events: [],
      returnResult: 'approved',
    });
    expect(page).toContain('A visszatérési cím semmit nem bizonyít');
    expect(page).toContain('jóváhagyva');
  });

  it('offers each action with its own Idempotency-Key, the full refund for what is left', () => {
    const page = renderOrdersPage({ orders: [order({ actionError: null })], events: [] });
    for (const [action, key] of [
      ['fulfil', 'k'],
      ['cancel', 'c'],
      ['refunds', 'r'],
      ['refunds', 'f'],
    ] as const) {
      expect(page).toMatch(
        new RegExp(
          `action="/sandbox/shop/orders/${purchase.id}/${action}">\\s*<input type="hidden" name="idempotencyKey" value="${key.repeat(32)}">`,
        ),
      );
    }
    expect(page).toContain('<input type="hidden" name="amount" value="179990">');
    expect(page).toContain('Teljes visszatérítés (179 990 Ft)');
    expect(page).toContain('Kiszállítás visszaigazolása');
    expect(page).toContain('Részleges visszatérítés');
    expect(page).toContain('Rendelés törlése');
  });

  it('offers no action on an order whose journey is over', () => {
    for (const status of ['CANCELLED', 'REVOKED', 'PAID', 'DENIED'] as const) {
      const page = renderOrdersPage({
        orders: [order({ actionError: null, purchase: { ...purchase, status } })],
        events: [],
      });
      expect(page, status).toContain('A rendelés lezárult');
      expect(page, status).not.toContain('name="idempotencyKey"');
    }
  });

  it('escapes the shop page, says it is a demonstration, and shows the lowest instalment with its THM', () => {
    const [first] = shopProducts;
    if (!first) throw new Error('no product');
    const page = renderShopPage({
      products: [
        {
          product: { ...first, name: evil, description: evil },
          financing: {
            amount: first.unitPrice,
            thmCap: 45.25,
            options: [12, 36].map((months) => ({
              productId: 6,
              productName: 'Hitelkapu Áruhitel',
              months,
              quote: {
                amount: first.unitPrice,
                months,
                annualRatePercent: 9.9,
                monthlyInstalment: Math.round(first.unitPrice / months),
                monthlyFee: 0,
                monthlyPayment: Math.round(first.unitPrice / months),
                disbursementFee: 0,
                totalInterest: 0,
                totalRepayable: first.unitPrice,
                totalCost: 0,
                thm: months === 36 ? 19.5 : 10.4,
                thmCap: 45.25,
              },
            })),
          },
        },
      ],
      form: { quantities: { [first.sku]: evil }, idempotencyKey: evil, reference: evil },
      error: evil,
      apiKey: evil,
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain(evil);
    expect(page).toContain('Bemutató webáruház');
    expect(page).toContain('Fizetés Hitelkapu áruhitellel');
    const monthly = Math.round(first.unitPrice / 36);
    expect(page).toContain(`havi ${formatHuf(monthly)}-tól`);
    expect(page).toContain('36 hónapra, THM 19,5 %');
  });

  it('shows a product without figures when the calculator cannot answer', () => {
    const [first] = shopProducts;
    if (!first) throw new Error('no product');
    const page = renderShopPage({
      products: [{ product: first, financing: null }],
      form: { quantities: {}, idempotencyKey: 'k'.repeat(32), reference: 'TP-20261127-AbCdEfGh' },
      apiKey: 'hkm_test_x',
    });
    expect(page).toContain('A részletfizetés feltételei most nem érhetők el.');
    expect(page).not.toContain('Ft-tól');
  });
});
