import { defineEndpoint } from '../endpoint.ts';
import { idempotencyHeadersSchema } from '../headers.ts';
import {
  financingOptionsQuerySchema,
  financingOptionsSchema,
  merchantApiKeyCreatedSchema,
  merchantApiKeyCreateSchema,
  merchantIdPathParamsSchema,
  merchantPurchaseCreateSchema,
  merchantPurchaseSchema,
  merchantRefundSchema,
  purchaseIdParamsSchema,
} from '../purchase.ts';
import { staffRoleGroups } from '../staff-roles.ts';
import {
  webhookDeliveryPageQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSavedSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookSecretSchema,
} from '../webhooks.ts';

/**
 * The merchant API (`/merchant-api/v1`): a shop creates a purchase, sends its customer to the
 * checkout link, reads the purchase's state, confirms the delivery, refunds, and learns of
 * every change by signed webhook (DOMAIN "Buy now, pay later").
 */
const tags = ['merchant-api'];

const keys =
  'Authenticate with your secret key: `Authorization: Bearer hkm_test_...` for test purchases, `hkm_live_...` for live ones; a key sees only the purchases of its own mode.';
const idempotency =
  'Send an `Idempotency-Key` (1 to 100 characters, one per operation): a retry with the same key and body answers the first result again, with the same status; the same key with another body is a 409.';
const authority =
  "The customer's return to your return URL is never proof of the outcome: read the purchase here, or wait for the webhook.";
const notFound = "Another shop's purchase, or one of the other mode, does not exist (404).";

export const createMerchantPurchase = defineEndpoint({
  operationId: 'createMerchantPurchase',
  method: 'POST',
  path: '/merchant-api/v1/purchases',
  summary: 'Creates a purchase for a basket and answers the checkout link to send the customer to',
  description: `${keys} Amounts are whole forints, VAT included; the lines (quantity x unit price) must add up to totalAmount, otherwise 422 names the lines. A total the credit does not finance is a 422 too. The purchase is CREATED until the customer takes it at checkoutUrl; it expires after expiresInMinutes. ${idempotency}`,
  tags,
  access: 'merchant',
  headers: idempotencyHeadersSchema,
  body: merchantPurchaseCreateSchema,
  response: merchantPurchaseSchema,
  successStatus: 201,
  alsoSucceedsWith: [200],
  errors: [409, 422, 429],
});

export const getMerchantPurchase = defineEndpoint({
  operationId: 'getMerchantPurchase',
  method: 'GET',
  path: '/merchant-api/v1/purchases/:id',
  summary: 'The authoritative state of a purchase, with its history',
  description: `${authority} ${notFound}`,
  tags,
  access: 'merchant',
  params: purchaseIdParamsSchema,
  response: merchantPurchaseSchema,
  errors: [429],
});

export const cancelMerchantPurchase = defineEndpoint({
  operationId: 'cancelMerchantPurchase',
  method: 'POST',
  path: '/merchant-api/v1/purchases/:id/cancel',
  summary: 'Cancels a purchase before its credit is approved; an application under way is closed',
  description: `From CREATED, LINKED, APPLICATION_STARTED or APPLICATION_UNDER_REVIEW. Once the credit is approved, refund instead (409). Cancelling a cancelled purchase answers it again. ${idempotency} ${notFound}`,
  tags,
  access: 'merchant',
  headers: idempotencyHeadersSchema,
  params: purchaseIdParamsSchema,
  response: merchantPurchaseSchema,
  errors: [409, 429],
});

export const fulfilMerchantPurchase = defineEndpoint({
  operationId: 'fulfilMerchantPurchase',
  method: 'POST',
  path: '/merchant-api/v1/purchases/:id/fulfil',
  summary:
    'Confirms the goods were handed over: the lender pays the shop (LOAN_APPROVED -> MONEY_TRANSFERRED)',
  description: `Only after LOAN_APPROVED (409 before). ${idempotency} ${notFound}`,
  tags,
  access: 'merchant',
  headers: idempotencyHeadersSchema,
  params: purchaseIdParamsSchema,
  response: merchantPurchaseSchema,
  errors: [409, 429],
});

export const refundMerchantPurchase = defineEndpoint({
  operationId: 'refundMerchantPurchase',
  method: 'POST',
  path: '/merchant-api/v1/purchases/:id/refunds',
  summary: 'Refunds goods: a partial refund lowers the credit, a full one ends it (REVOKED)',
  description: `After LOAN_APPROVED or MONEY_TRANSFERRED (409 otherwise). The amount may not exceed what is left (422). A customer who withdraws from the sale is refunded in full: the linked credit ends with it (CCD2 art. 27). ${idempotency} ${notFound}`,
  tags,
  access: 'merchant',
  headers: idempotencyHeadersSchema,
  params: purchaseIdParamsSchema,
  body: merchantRefundSchema,
  response: merchantPurchaseSchema,
  errors: [409, 422, 429],
});

export const getMerchantFinancingOptions = defineEndpoint({
  operationId: 'getMerchantFinancingOptions',
  method: 'GET',
  path: '/merchant-api/v1/financing-options',
  summary: "The terms the point-of-sale credit offers for an amount, for a product page's calculator",
  description:
    "Every figure a representative example needs (monthly payment, THM, total repayable), under today's áruhitel THM cap. Empty options when the credit does not finance the amount.",
  tags,
  access: 'merchant',
  query: financingOptionsQuerySchema,
  response: financingOptionsSchema,
  errors: [429],
});

export const rotateMerchantApiKey = defineEndpoint({
  operationId: 'rotateMerchantApiKey',
  method: 'POST',
  path: '/merchant-api/v1/api-keys/rotate',
  summary: 'Replaces the key this call is made with by a new one of the same mode, shown once',
  description: `The old key keeps working for one hour, so running servers can switch over. ${idempotency}`,
  tags,
  access: 'merchant',
  headers: idempotencyHeadersSchema,
  response: merchantApiKeyCreatedSchema,
  successStatus: 201,
  alsoSucceedsWith: [200],
  errors: [409, 429],
});

const signing =
  'Webhooks follow Standard Webhooks: verify `webhook-signature` over `webhook-id.webhook-timestamp.body` with your `whsec_` secret (any Standard Webhooks library does it), refuse an old timestamp, and treat a `webhook-id` you have handled as a repeat. Answer 2xx within 10 s; anything else is retried with growing delays, 8 attempts in all. Events: `purchase.<status>` in lower case (purchase.linked, purchase.loan_approved, purchase.money_transferred, purchase.revoked …) and `purchase.refunded` for a partial refund; the data is the purchase as GET answers it, never the customer.';

export const getMerchantWebhookEndpoint = defineEndpoint({
  operationId: 'getMerchantWebhookEndpoint',
  method: 'GET',
  path: '/merchant-api/v1/webhook-endpoint',
  summary:
    "The shop's webhook URL for this key's mode and when its signing secret was made (never the secret)",
  tags,
  access: 'merchant',
  response: webhookEndpointSchema,
});

export const setMerchantWebhookEndpoint = defineEndpoint({
  operationId: 'setMerchantWebhookEndpoint',
  method: 'PUT',
  path: '/merchant-api/v1/webhook-endpoint',
  summary:
    "Sets the shop's webhook URL for this key's mode; the first time, the answer carries the signing secret once",
  description: `The URL must be https to a public address; it is checked again before each delivery. ${signing}`,
  tags,
  access: 'merchant',
  body: webhookEndpointUpdateSchema,
  response: webhookEndpointSavedSchema,
  errors: [429],
});

export const rotateMerchantWebhookSecret = defineEndpoint({
  operationId: 'rotateMerchantWebhookSecret',
  method: 'POST',
  path: '/merchant-api/v1/webhook-endpoint/secret',
  summary: 'Makes a new webhook signing secret, shown in this answer only; the old one stops at once',
  tags,
  access: 'merchant',
  response: webhookSecretSchema,
  successStatus: 201,
  errors: [409, 429],
});

export const listMerchantWebhookDeliveries = defineEndpoint({
  operationId: 'listMerchantWebhookDeliveries',
  method: 'GET',
  path: '/merchant-api/v1/webhook-deliveries',
  summary: "The shop's webhook deliveries of this key's mode, newest first, each with its attempts",
  description: signing,
  tags,
  access: 'merchant',
  query: webhookDeliveryPageQuerySchema,
  response: webhookDeliveryPageSchema,
});

export const replayMerchantWebhookDelivery = defineEndpoint({
  operationId: 'replayMerchantWebhookDelivery',
  method: 'POST',
  path: '/merchant-api/v1/webhook-deliveries/:id/replay',
  summary: 'Sends a delivery again: the same body and the same webhook-id, signed anew',
  description: "Another shop's delivery is a 404.",
  tags,
  access: 'merchant',
  params: webhookDeliveryParamsSchema,
  response: webhookDeliverySchema,
  successStatus: 202,
  errors: [409, 429],
});

export const createMerchantApiKey = defineEndpoint({
  operationId: 'createMerchantApiKey',
  method: 'POST',
  path: '/api/staff/merchants/:merchantId/api-keys',
  summary: 'Issues a test or live API key for a shop; the key is shown in this answer only',
  description: 'The key is stored as a keyed hash; a lost key is replaced by a new one.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.administering,
  params: merchantIdPathParamsSchema,
  body: merchantApiKeyCreateSchema,
  response: merchantApiKeyCreatedSchema,
  successStatus: 201,
  errors: [404],
});
