import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { loanApplications } from './applications.ts';

/** The lender's staff: their own accounts, separate from customers, with their own login. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['staff'] })
      .notNull()
      .default('staff'),
    /** Tokens issued before this second (epoch seconds) are revoked. */
    sessionsValidAfter: integer('sessions_valid_after').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_users_email').on(table.email)],
);

/** A person's decision on an application the engine referred (MANUAL); one per application. */
export const staffReviews = pgTable(
  'staff_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    decision: text('decision', { enum: ['MANUALLY_APPROVED', 'MANUALLY_REJECTED'] }).notNull(),
    reasonCode: text('reason_code').notNull(),
    /** The reviewer's note for colleagues and auditors; never shown to the customer. */
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_reviews_application').on(table.applicationId),
    index('staff_reviews_staff').on(table.staffId),
  ],
);
