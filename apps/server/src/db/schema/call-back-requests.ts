import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { statements } from './content.ts';

/** A visitor's or customer's request to be called back, with the statement they accepted. */
export const callBackRequests = pgTable(
  'call_back_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    preferredTime: text('preferred_time', { enum: ['MORNING', 'MIDDAY', 'AFTERNOON', 'ANY'] }).notNull(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id),
    statementVersion: integer('statement_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    channel: text('channel', { enum: ['WEB_PUBLIC', 'WEB_CUSTOMER'] }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    status: text('status', { enum: ['NEW', 'CALLED', 'CLOSED'] })
      .notNull()
      .default('NEW'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('call_back_requests_phone_created').on(table.phone, table.createdAt)],
);
