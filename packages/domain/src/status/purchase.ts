import { z } from 'zod';

export const purchaseStatuses = [
  'CREATED',
  'LINKED',
  'APPLICATION_STARTED',
  'APPLICATION_UNDER_REVIEW',
  'LOAN_APPROVED',
  'MONEY_TRANSFERRED',
  'PAID',
  'REVOKED',
  'CANCELLED',
  'DENIED',
] as const;
export const purchaseStatusSchema = /* @__PURE__ */ z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

// A purchase in one of these states is still open for the customer (the basket button shows).
export const activePurchaseStatuses = [
  'LINKED',
  'LOAN_APPROVED',
  'APPLICATION_UNDER_REVIEW',
  'APPLICATION_STARTED',
] as const satisfies readonly PurchaseStatus[];
export type ActivePurchaseStatus = (typeof activePurchaseStatuses)[number];

export function isActivePurchaseStatus(status: string | null | undefined): status is ActivePurchaseStatus {
  return (activePurchaseStatuses as readonly (string | null | undefined)[]).includes(status);
}
