import { defineEndpoint } from '../endpoint.ts';
import {
  hasActivePurchaseSchema,
  publicPurchaseSchema,
  purchaseIdParamsSchema,
  purchaseListSchema,
  purchaseSchema,
  purchaseTransferredSchema,
  purchaseTransferSchema,
} from '../purchase.ts';

/** The customer's side of buy now, pay later (spec §7 "Purchases"). */
const tags = ['purchases'];

const ownerNote =
  'A purchase belongs to the customer who linked it; for anyone else it does not exist (404).';

export const getPublicPurchase = defineEndpoint({
  operationId: 'getPublicPurchase',
  method: 'GET',
  path: '/api/credit/purchase/public/:id',
  summary: 'What the checkout shows before login: the shop, the basket, the total and the terms on offer',
  description:
    'No login. The id is the unguessable id of the checkout link. Never says who linked the purchase; an unknown id is 404.',
  tags,
  access: 'public',
  params: purchaseIdParamsSchema,
  response: publicPurchaseSchema,
  errors: [404, 429],
});

export const linkPurchase = defineEndpoint({
  operationId: 'linkPurchase',
  method: 'PATCH',
  path: '/api/credit/purchase/link/:id',
  summary: 'The logged-in customer takes the purchase of a checkout link (CREATED -> LINKED)',
  description: `Linking again is harmless. A purchase another customer linked does not exist (404); an expired, cancelled or decided one is 409, as is a new purchase while an application of another purchase is under way. A purchase the customer linked earlier but did not start is cancelled for the new one. ${ownerNote}`,
  tags,
  access: 'customer',
  params: purchaseIdParamsSchema,
  response: purchaseSchema,
  errors: [404, 409],
});

export const getMyPurchase = defineEndpoint({
  operationId: 'getMyPurchase',
  method: 'GET',
  path: '/api/credit/purchase/my-purchase',
  summary:
    "The customer's active purchase (LINKED, APPLICATION_STARTED, APPLICATION_UNDER_REVIEW, LOAN_APPROVED)",
  description: '404 when there is none.',
  tags,
  access: 'customer',
  response: purchaseSchema,
  errors: [404],
});

export const listMyPurchases = defineEndpoint({
  operationId: 'listMyPurchases',
  method: 'GET',
  path: '/api/credit/purchase/my-purchases',
  summary: "The customer's purchases, newest first",
  tags,
  access: 'customer',
  response: purchaseListSchema,
});

export const hasActivePurchase = defineEndpoint({
  operationId: 'hasActivePurchase',
  method: 'GET',
  path: '/api/credit/purchase/has-active-purchase',
  summary: 'Whether the customer has an active purchase (the basket button shows), and which',
  tags,
  access: 'customer',
  response: hasActivePurchaseSchema,
});

export const getMyPurchaseById = defineEndpoint({
  operationId: 'getMyPurchaseById',
  method: 'GET',
  path: '/api/credit/purchase/:id',
  summary: 'One purchase of the customer with its basket, its credit and its history',
  description: ownerNote,
  tags,
  access: 'customer',
  params: purchaseIdParamsSchema,
  response: purchaseSchema,
  errors: [404],
});

export const cancelMyPurchase = defineEndpoint({
  operationId: 'cancelMyPurchase',
  method: 'PATCH',
  path: '/api/credit/purchase/cancel/:id',
  summary: 'The customer gives up a purchase before the credit is decided; its open application closes',
  description: `From LINKED or APPLICATION_STARTED only; later the credit is left by withdrawing from the contract (409). The shop is told by webhook. ${ownerNote}`,
  tags,
  access: 'customer',
  params: purchaseIdParamsSchema,
  response: purchaseSchema,
  errors: [404, 409],
});

export const transferPurchase = defineEndpoint({
  operationId: 'transferPurchase',
  method: 'PATCH',
  path: '/api/credit/purchase/transferred',
  summary: 'The customer takes the point-of-sale credit for the linked purchase: its application starts',
  description: `The term must be one the purchase offers under today's áruhitel THM cap. LINKED -> APPLICATION_STARTED; the answer carries the application, which goes on through the flow, identity check and signing. Sending it again for the same purchase answers the same application. ${ownerNote}`,
  tags,
  access: 'customer',
  body: purchaseTransferSchema,
  response: purchaseTransferredSchema,
  errors: [404, 409],
});
