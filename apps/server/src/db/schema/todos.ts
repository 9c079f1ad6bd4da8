import type { CorrectionKind, CorrectionOutcome, CorrectionStatus } from '@hitelkapu/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { customerDocuments, loanApplications } from './applications.ts';
import { staffUsers } from './staff.ts';

/**
 * A reviewer's request that the customer correct an answer or supply a missing document
 * (spec §3 "To-dos", CORRECTION); the customer sees it as a to-do while IN_PROGRESS. Rows go
 * with their application when it is erased (cascade), as the application's other rows do.
 */
export const corrections = pgTable(
  'corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    /** The application's customer, kept here so the to-do count reads one index. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CorrectionKind>().notNull(),
    /** The flow question's identifier (a DOCUMENT_PROMPT question for kind DOCUMENT). */
    fieldId: text('field_id').notNull(),
    /** The question's wording when the correction was asked, as the customer saw it. */
    fieldLabel: text('field_label').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<CorrectionStatus>().notNull().default('IN_PROGRESS'),
    outcome: text('outcome').$type<CorrectionOutcome>(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    closedBy: uuid('closed_by').references(() => staffUsers.id),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When the customer was reminded that the due day nears: once, whichever instance sends it. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When it stopped being open for good: closed, cancelled or withdrawn. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // The count polled every 60 s by every open tab: one index-only read.
    index('corrections_customer_status').on(table.customerId, table.status),
    index('corrections_application').on(table.applicationId, table.createdAt),
    // One open request per field of an application, however many reviewers ask at once.
    uniqueIndex('corrections_open_field')
      .on(table.applicationId, table.fieldId)
      .where(sql`${table.status} = 'IN_PROGRESS'`),
    // The due-day reminder round reads only open, unreminded requests, by due time.
    index('corrections_open_due')
      .on(table.dueAt)
      .where(sql`${table.status} = 'IN_PROGRESS' and ${table.remindedAt} is null`),
  ],
);

/** The customer's uploads to a DOCUMENT correction. */
export const correctionDocuments = pgTable(
  'correction_documents',
  {
    correctionId: uuid('correction_id')
      .notNull()
      .references(() => corrections.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.correctionId, table.documentId] })],
);
