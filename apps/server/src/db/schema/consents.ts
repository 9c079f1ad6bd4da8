import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
