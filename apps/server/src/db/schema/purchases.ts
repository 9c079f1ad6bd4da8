import type { BasketLine, MerchantKeyMode, PurchaseReturnUrls, PurchaseStatus } from '@hitelkapu/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { loanApplications } from './applications.ts';
import { staffUsers } from './staff.ts';

const purchaseStatusValues = [
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
] as const satisfies readonly PurchaseStatus[];
const modeValues = ['test', 'live'] as const satisfies readonly MerchantKeyMode[];

/** Shop categories (spec §7 "Merchants"), named by a stable slug. */
export const merchantCategories = pgTable('merchant_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * The shops that take the point-of-sale credit (DOMAIN "Buy now, pay later"). A shop is a
 * credit intermediary: the documents name it as the seller. It holds no customer data.
 */
export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tagline: text('tagline').notNull(),
    description: text('description').notNull(),
    howToBuy: text('how_to_buy').notNull(),
    categoryIds: text('category_ids').array().notNull(),
    websiteUrl: text('website_url').notNull(),
    city: text('city').notNull(),
    /** The registered address, as the contract names the seller. */
    address: text('address').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** Whether customers see it in /stores; a shop may sell through the API without being listed. */
    listed: integer('listed').notNull().default(1),
    /** Raised by every staff change; the audit log keeps each version before and after. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('merchants_name').on(table.name)],
);

/**
 * A shop's secret API keys, by mode (test or live), kept as a keyed hash. A rotated key keeps
 * working until `expires_at`; a revoked one stops at once.
 */
export const merchantApiKeys = pgTable(
  'merchant_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    mode: text('mode', { enum: modeValues }).notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id),
    /** The key this one replaced by rotation. */
    replacesKeyId: uuid('replaces_key_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('merchant_api_keys_hash').on(table.keyHash)],
);

/**
 * Where a shop's signed webhooks go, one endpoint per mode (modules/webhooks): the secret is
 * kept only sealed (lib/secret-box.ts) and shown once.
 */
export const merchantWebhookEndpoints = pgTable(
  'merchant_webhook_endpoints',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    mode: text('mode', { enum: modeValues }).notNull(),
    url: text('url'),
    secretSealed: text('secret_sealed'),
    secretCreatedAt: timestamp('secret_created_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.mode] })],
);

/**
 * A purchase (spec §3, §4 "Purchase lifecycle"): the shop's basket, taken by one customer at
 * the checkout link, financed by one point-of-sale application. `public_id` is the only id
 * that leaves the server. The basket lines add up to the total (checked here as well).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    mode: text('mode', { enum: modeValues }).notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: purchaseStatusValues }).notNull().default('CREATED'),
    totalAmount: integer('total_amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    lines: jsonb('lines').$type<BasketLine[]>().notNull(),
    returnUrls: jsonb('return_urls').$type<PurchaseReturnUrls>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    applicationId: uuid('application_id').references(() => loanApplications.id),
    /** The term the customer chose when the application started. */
    months: integer('months'),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('purchases_public_id').on(table.publicId),
    uniqueIndex('purchases_merchant_reference').on(table.merchantId, table.mode, table.reference),
    index('purchases_customer_created').on(table.customerId, table.createdAt),
    uniqueIndex('purchases_application').on(table.applicationId),
    // The expiry round reads only the checkouts still open, never the whole table.
    index('purchases_open_expiry').on(table.expiresAt).where(sql`${table.status} in ('CREATED', 'LINKED')`),
    check(
      'purchases_amounts',
      sql`${table.totalAmount} > 0 and ${table.refundedAmount} between 0 and ${table.totalAmount}`,
    ),
    check(
      'purchases_owner',
      sql`(${table.status} = 'CREATED') = (${table.customerId} is null) or ${table.status} = 'CANCELLED'`,
    ),
  ],
);

/**
 * Every move of a purchase, with who made it (the audit trail a shop and an auditor read):
 * a partial refund is an event without a status change.
 */
export const purchaseEvents = pgTable(
  'purchase_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    fromStatus: text('from_status', { enum: purchaseStatusValues }),
    toStatus: text('to_status', { enum: purchaseStatusValues }).notNull(),
    actor: text('actor', { enum: ['MERCHANT', 'CUSTOMER', 'SYSTEM'] }).notNull(),
    /** Why, in a word: EXPIRED, APPLICATION_CLOSED, CREDIT_WITHDRAWN, REPLACED, FULL_REFUND … */
    reason: text('reason'),
    refundAmount: integer('refund_amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('purchase_events_purchase').on(table.purchaseId, table.createdAt)],
);

/**
 * The merchant API's idempotency keys: the first answer to a POST, kept so a retry with the
 * same key gets it again. The request's hash tells a retry from a reused key.
 */
export const merchantIdempotencyKeys = pgTable(
  'merchant_idempotency_keys',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    mode: text('mode', { enum: modeValues }).notNull(),
    key: text('key').notNull(),
    /** Method, path and body, hashed: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.mode, table.key] })],
);

/** A purchase row as read. */
export type PurchaseRecord = typeof purchases.$inferSelect;
