import type { KeptData } from '@hitelkapu/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { contentSource } from './credit.ts';

/** What an erasure removed, by kind, as counts: the audit keeps no personal data. */
export type ErasureCounts = Record<string, number>;

export type DataRightsEventDetail =
  | { documents: number; bytes: number }
  | { kept: KeptData[]; removed: ErasureCounts };

/**
 * The audit of a customer's data rights: each export (GDPR art. 15/20) and the erasure
 * (art. 17) with what it kept and until when. Who is the customer; staff never act here.
 */
export const dataRightsEvents = pgTable(
  'data_rights_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: ['EXPORT', 'ERASURE'] }).notNull(),
    detail: jsonb('detail').$type<DataRightsEventDetail>().notNull(),
    ip: text('ip'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('data_rights_events_customer').on(table.customerId, table.occurredAt)],
);

export const retentionSettingIdentifiers = [
  'preliminary_draft_days',
  'unconverted_assessment_days',
  'call_back_request_days',
  'customer_record_years',
] as const;
export type RetentionSettingIdentifier = (typeof retentionSettingIdentifiers)[number];

/**
 * How long data is kept, with its reason: what the retention job deletes when, and how long
 * an erasure keeps the records the law requires. Seeded; an operator's change is kept.
 */
export const retentionSettings = pgTable('retention_settings', {
  identifier: text('identifier', { enum: retentionSettingIdentifiers }).primaryKey(),
  value: integer('value').notNull(),
  unit: text('unit', { enum: ['DAY', 'YEAR'] }).notNull(),
  legalSource: text('legal_source').notNull(),
  description: text('description').notNull(),
  source: contentSource(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
