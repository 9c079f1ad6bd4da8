import { describe, expect, it } from 'vitest';
import {
  activePurchaseStatuses,
  canMovePurchase,
  finalPurchaseStatuses,
  isRefundablePurchaseStatus,
  type PurchaseActor,
  type PurchaseStatus,
  purchaseActors,
  purchaseStatuses,
} from './purchase.ts';

/** The lifecycle as the issue and DOMAIN "Buy now, pay later" state it, move by move. */
const legal: [PurchaseStatus, PurchaseStatus, PurchaseActor[]][] = [
  ['CREATED', 'LINKED', ['CUSTOMER']],
  ['CREATED', 'CANCELLED', ['MERCHANT', 'CUSTOMER', 'SYSTEM']],
  ['LINKED', 'APPLICATION_STARTED', ['CUSTOMER']],
  ['LINKED', 'CANCELLED', ['MERCHANT', 'CUSTOMER', 'SYSTEM']],
  ['APPLICATION_STARTED', 'APPLICATION_UNDER_REVIEW', ['SYSTEM']],
  ['APPLICATION_STARTED', 'LOAN_APPROVED', ['SYSTEM']],
  ['APPLICATION_STARTED', 'DENIED', ['SYSTEM']],
  ['APPLICATION_STARTED', 'CANCELLED', ['MERCHANT', 'CUSTOMER', 'SYSTEM']],
  ['APPLICATION_UNDER_REVIEW', 'LOAN_APPROVED', ['SYSTEM']],
  ['APPLICATION_UNDER_REVIEW', 'DENIED', ['SYSTEM']],
  ['APPLICATION_UNDER_REVIEW', 'CANCELLED', ['MERCHANT', 'SYSTEM']],
  // Fulfilment is the shop's alone, and only after approval: it triggers the payout.
  ['LOAN_APPROVED', 'MONEY_TRANSFERRED', ['MERCHANT']],
  ['LOAN_APPROVED', 'REVOKED', ['MERCHANT', 'CUSTOMER', 'SYSTEM']],
  ['MONEY_TRANSFERRED', 'PAID', ['SYSTEM']],
  ['MONEY_TRANSFERRED', 'REVOKED', ['MERCHANT', 'CUSTOMER', 'SYSTEM']],
  // A person changed an automated refusal: the purchase is under way again.
  ['DENIED', 'APPLICATION_STARTED', ['SYSTEM']],
];

describe('the purchase lifecycle', () => {
  for (const from of purchaseStatuses)
    it(`from ${from}: only the listed moves, each only by its actors`, () => {
      for (const to of purchaseStatuses)
        for (const actor of purchaseActors) {
          const expected = legal.some(([f, t, actors]) => f === from && t === to && actors.includes(actor));
          expect(canMovePurchase(from, to, actor), `${from} -> ${to} by ${actor}`).toBe(expected);
        }
    });

  it('ends for good in PAID, REVOKED and CANCELLED; nothing moves back to CREATED', () => {
    for (const from of ['PAID', 'REVOKED', 'CANCELLED'] as const)
      for (const to of purchaseStatuses)
        for (const actor of purchaseActors) expect(canMovePurchase(from, to, actor)).toBe(false);
    for (const from of purchaseStatuses)
      for (const actor of purchaseActors) expect(canMovePurchase(from, 'CREATED', actor)).toBe(false);
    expect(finalPurchaseStatuses).toEqual(['PAID', 'REVOKED', 'CANCELLED', 'DENIED']);
  });

  it('shows the basket for the active set of the spec, and takes refunds only while the credit stands', () => {
    expect([...activePurchaseStatuses].sort()).toEqual(
      ['APPLICATION_STARTED', 'APPLICATION_UNDER_REVIEW', 'LINKED', 'LOAN_APPROVED'].sort(),
    );
    expect(purchaseStatuses.filter(isRefundablePurchaseStatus)).toEqual([
      'LOAN_APPROVED',
      'MONEY_TRANSFERRED',
    ]);
  });
});
