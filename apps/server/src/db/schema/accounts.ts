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
import { statements } from './content.ts';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; unique when present. */
    email: text('email'),
    /** Display form `+36 20 123 4567`; unique when present. */
    phone: text('phone'),
    /** Null for an account a partner created until its first login sets a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    status: text('status').notNull().default('REGISTERED'),
    statusResult: text('status_result'),
    flowPosition: text('flow_position'),
    flowPage: text('flow_page'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    hasSecondFactor: boolean('has_second_factor').notNull().default(false),
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    partnerId: text('partner_id'),
    isLeasing: boolean('is_leasing').notNull().default(false),
    landingQuery: text('landing_query'),
    pendingOfferId: text('pending_offer_id'),
    /** Tokens issued before this second (epoch seconds) are revoked: logout, password change. */
    sessionsValidAfter: integer('sessions_valid_after').notNull().default(0),
    /** When the customer erased the account: contacts and password are gone, it cannot log in again. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_unique').on(table.email).where(sql`${table.email} is not null`),
    uniqueIndex('customers_phone_unique').on(table.phone).where(sql`${table.phone} is not null`),
  ],
);

/** Each statement a customer accepted: which, which version, when, through which channel. */
export const statementAcceptances = pgTable(
  'statement_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id),
    statementVersion: integer('statement_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    channel: text('channel', { enum: ['WEB', 'LEASING'] }).notNull(),
  },
  (table) => [index('statement_acceptances_customer').on(table.customerId)],
);

/**
 * A one-time code (6 digits, by SMS or email) or a link token (by email). Only a keyed hash
 * of the secret is kept. A code is answered together with its challenge id, so it is bound
 * to the request that issued it; it is single use, expires, and dies after too many tries.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id),
    purpose: text('purpose', {
      enum: [
        'REGISTRATION',
        'LOGIN',
        'PASSWORD_RESET',
        'EMAIL_CONFIRMATION',
        'CHANGE_EMAIL',
        'CHANGE_PHONE',
        'INVITATION',
        'SECURITY_CHANGE',
      ],
    }).notNull(),
    kind: text('kind', { enum: ['CODE', 'LINK'] }).notNull(),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    /** Where the secret went; for a change of address, the new address. */
    target: text('target').notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** A client nonce, so a double click sends one email. */
    nonce: text('nonce'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('challenges_secret_hash').on(table.secretHash),
    index('challenges_customer_purpose').on(table.customerId, table.purpose),
  ],
);

/** Every email and SMS, written in the transaction of the change that causes it, delivered by a worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['EMAIL', 'SMS', 'WEBHOOK'] }).notNull(),
    /** An address or phone number; for WEBHOOK the subscriber's endpoint URL. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
  },
  (table) => [index('outbox_pending').on(table.status, table.nextAttemptAt)],
);

/** Fixed-window counters for abuse limits, shared by every instance on the database. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
