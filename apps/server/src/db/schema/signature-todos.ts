import type { SignatureOutcome, SignatureStatus } from '@hitelkapu/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { loanApplications } from './applications.ts';

/**
 * The customer's SIGNATURE to-do (spec §3 "To-dos"): one per signing round of an application,
 * from the moment its contract is ready to sign until it is signed, expires or the round ends
 * otherwise (docs/decisions/038). Rows go with their application when it is erased (cascade).
 */
export const signatureTodos = pgTable(
  'signature_todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    /** The application's customer, kept here so the to-do count reads one index. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').$type<SignatureStatus>().notNull().default('IN_PROGRESS'),
    outcome: text('outcome').$type<SignatureOutcome>(),
    /** The product and the amount as the contract names them when the round opened. */
    productName: text('product_name').notNull(),
    amount: integer('amount').notNull(),
    /** The last moment to sign; after it the round expires. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When the reminder is due, and when it was queued: once per round, whichever instance sends it. */
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** When the round ended without a signature, or when a signed one was withdrawn from. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // The count polled every 60 s by every open tab: one index read.
    index('signature_todos_customer_status').on(table.customerId, table.status),
    // The round an application's move follows.
    index('signature_todos_application').on(table.applicationId, table.createdAt),
    // One open round per application, however many moves arrive at once.
    uniqueIndex('signature_todos_open_round')
      .on(table.applicationId)
      .where(sql`${table.status} in ('IN_PROGRESS', 'ACCEPTED', 'WAITING')`),
    // The expiry and reminder rounds read only open rounds, by time.
    index('signature_todos_open_due')
      .on(table.dueAt)
      .where(sql`${table.status} in ('IN_PROGRESS', 'ACCEPTED', 'WAITING')`),
    index('signature_todos_open_remind')
      .on(table.remindAt)
      .where(sql`${table.status} in ('IN_PROGRESS', 'ACCEPTED', 'WAITING') and ${table.remindedAt} is null`),
  ],
);
