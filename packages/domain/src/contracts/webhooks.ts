import { z } from 'zod';

/**
 * Signed webhooks (Standard Webhooks, https://www.standardwebhooks.com): every request carries
 * `webhook-id` (the same for every attempt and for a replay: a receiver that keeps the ids it
 * has handled ignores a repeat), `webhook-timestamp` (seconds, new at each attempt) and
 * `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the
 * subscriber's `whsec_` secret). The body is `{ type, timestamp, data }`.
 */

export const webhookDeliveryStatuses = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export const webhookDeliveryStatusSchema = z.enum(webhookDeliveryStatuses);

/** Why an attempt got no 2xx: HTTP_STATUS comes with the status code answered. */
export const webhookAttemptErrorClassSchema = z.enum([
  'HTTP_STATUS',
  'TIMEOUT',
  'CONNECTION',
  'DNS',
  'TLS',
  'URL_REFUSED',
  'NO_SECRET',
  'NETWORK',
]);

export const webhookAttemptSchema = z.object({
  attemptedAt: z.iso.datetime(),
  statusCode: z.number().int().nullable(),
  errorClass: webhookAttemptErrorClassSchema.nullable(),
  durationMs: z.number().int().min(0),
});

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  webhookId: z.string(),
  eventType: z.string(),
  status: webhookDeliveryStatusSchema,
  url: z.string(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  /** When the next attempt is due; null once delivered or failed for good. */
  nextAttemptAt: z.iso.datetime().nullable(),
  /** The delivery this one repeats (a replay), or null. */
  replayOf: z.uuid().nullable(),
  /** The body as sent: `{ type, timestamp, data }`. */
  payload: z.record(z.string(), z.unknown()),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

export const webhookDeliveryPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const webhookDeliveryParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** The subscriber's endpoint: the URL and when the current secret was made; never the secret. */
export const webhookEndpointSchema = z.object({
  url: z.string().nullable(),
  secretCreatedAt: z.iso.datetime().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointUpdateSchema = z.object({
  url: z.string().trim().min(1, { error: 'validation.required' }).max(2000, { error: 'validation.invalid' }),
});

/** A new signing secret (`whsec_` and base64), shown in this answer only. */
export const webhookSecretSchema = z.object({
  secret: z.string().startsWith('whsec_'),
  secretCreatedAt: z.iso.datetime(),
});

export const webhookEndpointSavedSchema = webhookEndpointSchema.extend({
  /** Present only when this call made the first secret; store it, it is not shown again. */
  secret: z.string().startsWith('whsec_').optional(),
});

/** What a dealer is told about its prescores (DOMAIN.md "Leasing": never the customer's income). */
export const dealerWebhookEventTypes = [
  'leasing.prescore.submitted',
  'leasing.application.decided',
  'leasing.application.signed',
] as const;
export type DealerWebhookEventType = (typeof dealerWebhookEventTypes)[number];

export const dealerWebhookStatuses = ['SUBMITTED', 'DECIDED', 'SIGNED'] as const;
export const dealerWebhookDecisions = [
  'ELIGIBLE',
  'NOT_ELIGIBLE',
  'APPROVED',
  'REJECTED',
  'REFERRED',
] as const;

/** The offer the customer was found eligible for or chose: figures the dealer quotes anyway. */
export const dealerWebhookOfferSchema = z.strictObject({
  amountFinanced: z.number().int(),
  termMonths: z.number().int(),
  monthlyPayment: z.number().int(),
  downPayment: z.number().int(),
  residualValue: z.number().int(),
  /** THM (APR) in percent. */
  thm: z.number(),
});

export const dealerWebhookDataSchema = z.strictObject({
  publicId: z.string(),
  /** The dealer's own reference given when it opened the prescore, or null. */
  dealerReference: z.string().nullable(),
  status: z.enum(dealerWebhookStatuses),
  decision: z.enum(dealerWebhookDecisions),
  offer: dealerWebhookOfferSchema.nullable(),
});
export type DealerWebhookData = z.infer<typeof dealerWebhookDataSchema>;
