import type { KycCallback, KycDeclineReason, KycSessionStatus } from '@hitelkapu/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { bytea, loanApplications } from './applications.ts';
import { contentSource } from './credit.ts';

/**
 * Ways of verifying identity (KYC) and of signing, from configuration (GET kyc-type-info).
 * `provider` names the adapter; a disabled method is neither offered nor accepted.
 */
export const verificationMethods = pgTable(
  'verification_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    kind: text('kind', { enum: ['KYC', 'SIGNATURE'] }).notNull(),
    code: text('code').notNull(),
    provider: text('provider').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    minutes: integer('minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    source: contentSource(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('verification_methods_kind_code').on(table.kind, table.code)],
);

/** Evidence kept of a finished identity check (AML act, MNB decree 29/2024). */
export type KycEvidenceRecord = KycCallback['evidence'] & {
  eventId: string;
  occurredAt: string;
  receivedAt: string;
};

/**
 * An identity check the portal started with a provider, on the portal's side. The provider
 * reference is the vendor's id for it; callbacks find the session by it.
 */
export const kycSessions = pgTable(
  'kyc_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull().unique(),
    redirectUrl: text('redirect_url').notNull(),
    status: text('status').$type<KycSessionStatus>().notNull().default('STARTED'),
    declineReason: text('decline_reason').$type<KycDeclineReason>(),
    evidence: jsonb('evidence').$type<KycEvidenceRecord>(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('kyc_sessions_application').on(table.applicationId, table.createdAt),
    // At most one check open per application, even when two starts race.
    uniqueIndex('kyc_sessions_one_open').on(table.applicationId).where(sql`${table.status} = 'STARTED'`),
  ],
);

/**
 * Callback events a provider sent, by its event id: each is applied once, a replay is
 * answered as already done and changes nothing.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('provider_events_provider_event').on(table.provider, table.eventId)],
);

/**
 * The sandbox KYC vendor's own records: what a real vendor would hold on its side (the
 * captured images, its verdict, where to call back). The portal never reads this table; it
 * learns the outcome only from the signed callback.
 */
export const sandboxKycSessions = pgTable('sandbox_kyc_sessions', {
  reference: text('reference').primaryKey(),
  callbackUrl: text('callback_url').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status', { enum: ['OPEN', 'VERIFIED', 'DECLINED'] })
    .notNull()
    .default('OPEN'),
  documentImage: bytea('document_image'),
  selfieImage: bytea('selfie_image'),
  verdict: jsonb('verdict').$type<KycCallback>(),
  /** Delivery of the callback: retried until the portal answers 2xx. */
  deliveryAttempts: integer('delivery_attempts').notNull().default(0),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  nextDeliveryAt: timestamp('next_delivery_at', { withTimezone: true }),
  lastDeliveryError: text('last_delivery_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A signing of the contract documents with a one-time code by SMS. The code is kept only as
 * a keyed hash; a confirmed session names the signed copies it produced.
 */
export const signingSessions = pgTable(
  'signing_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').notNull(),
    status: text('status', { enum: ['PENDING', 'SIGNED', 'EXPIRED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    codeHash: text('code_hash').notNull(),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }).notNull().defaultNow(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    /** The documents signed: ids and SHA-256 of what the customer was shown. */
    documents: jsonb('documents').$type<{ id: string; kind: string; sha256: string }[]>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('signing_sessions_application').on(table.applicationId, table.createdAt),
    uniqueIndex('signing_sessions_one_pending')
      .on(table.applicationId)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/** "Error found": what the customer reported wrong in the contract documents. */
export const contractErrorReports = pgTable(
  'contract_error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('contract_error_reports_application').on(table.applicationId)],
);

/**
 * Every move of an application's position after scoring, with who caused it: the audit
 * trail of identity checks, signing, staff decisions and withdrawals.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    fromPosition: text('from_position').notNull(),
    toPosition: text('to_position').notNull(),
    actor: text('actor', { enum: ['CUSTOMER', 'PROVIDER', 'STAFF', 'SYSTEM'] }).notNull(),
    actorId: text('actor_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_events_application').on(table.applicationId, table.createdAt)],
);
