import type { ContestedDecision } from '@hitelkapu/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { loanApplications } from './applications.ts';
import { preliminaryAssessments } from './credit.ts';
import { staffUsers } from './staff.ts';

/**
 * A customer's request that a person review an automated decision (EU 2023/2225 art. 18(8),
 * GDPR art. 22(3)), kept with the decision it contests as it stood when asked. One open
 * request per decision: the partial unique indexes make a second one impossible.
 */
export const decisionReviewRequests = pgTable(
  'decision_review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    subjectKind: text('subject_kind', { enum: ['PRELIMINARY_ASSESSMENT', 'LOAN_APPLICATION'] }).notNull(),
    assessmentId: uuid('assessment_id').references(() => preliminaryAssessments.id),
    applicationId: uuid('application_id').references(() => loanApplications.id),
    contested: jsonb('contested').$type<ContestedDecision>().notNull(),
    customerView: text('customer_view').notNull(),
    updatedFacts: text('updated_facts'),
    updatedNetIncome: integer('updated_net_income'),
    status: text('status', { enum: ['RECEIVED', 'IN_PROGRESS', 'DECIDED'] })
      .notNull()
      .default('RECEIVED'),
    takenBy: uuid('taken_by').references(() => staffUsers.id),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['CONFIRMED', 'CHANGED'] }),
    reasonCode: text('reason_code'),
    /** The reviewer's note for colleagues and auditors; never shown to the customer. */
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('decision_review_requests_customer').on(table.customerId, table.createdAt),
    index('decision_review_requests_status').on(table.status, table.createdAt),
    uniqueIndex('decision_review_requests_open_assessment')
      .on(table.assessmentId)
      .where(sql`${table.status} <> 'DECIDED' and ${table.assessmentId} is not null`),
    uniqueIndex('decision_review_requests_open_application')
      .on(table.applicationId)
      .where(sql`${table.status} <> 'DECIDED' and ${table.applicationId} is not null`),
  ],
);
