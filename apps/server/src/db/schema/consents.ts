import type { ConsentChannel, ConsentPurpose } from '@hitelkapu/domain';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { statements } from './content.ts';

/** Every cookie choice, as given: consent must be provable, and withdrawal as easy as giving. */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorId: text('visitor_id').notNull(),
    allowAnalytics: boolean('allow_analytics').notNull(),
    policyVersion: integer('policy_version').notNull(),
    channel: text('channel', { enum: ['WEB'] }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cookie_consents_visitor').on(table.visitorId, table.recordedAt)],
);

// The domain's values; type-only imports keep drizzle-kit free of workspace code.
const consentPurposeValues = ['MARKETING', 'KHR_POSITIVE_LIST'] as const satisfies readonly ConsentPurpose[];
const consentChannelValues = [
  'REGISTRATION',
  'PROFILE',
  'APPLICATION',
  'EMAIL_LINK',
  'EMAIL_ONE_CLICK',
  'ACCOUNT_ERASURE',
] as const satisfies readonly ConsentChannel[];

/**
 * The consent log: every time a customer gave or withdrew a consent, on which statement
 * version, when and through which channel (GDPR art. 7(1): consent must be provable). Rows
 * are only ever added; the latest row of a purpose is the consent as it stands.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    purpose: text('purpose', { enum: consentPurposeValues }).notNull(),
    granted: boolean('granted').notNull(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id),
    statementVersion: integer('statement_version').notNull(),
    channel: text('channel', { enum: consentChannelValues }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_events_customer_purpose').on(table.customerId, table.purpose, table.occurredAt)],
);
