import type { StaffRole } from '@hitelkapu/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** What the staff member may do (decision 037); at least one role. */
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    /**
     * The authenticator secret (TOTP, RFC 6238), sealed with the secrets key; null until the
     * staff member has confirmed one. Every login needs a code from it.
     */
    totpSecretSealed: text('totp_secret_sealed'),
    /** A secret shown at the first login, waiting for its first code. */
    totpPendingSealed: text('totp_pending_sealed'),
    /** The last 30-second step whose code was accepted: a code is never taken twice. */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    /** An account an administrator switched off: no login, no token works. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
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
    /** Above the four-eyes limit: the senior reviewer who confirmed the decision. */
    secondStaffId: uuid('second_staff_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_reviews_application').on(table.applicationId),
    index('staff_reviews_staff').on(table.staffId),
  ],
);

/**
 * An approval above the four-eyes limit waiting for a second person: the first reviewer's
 * decision, then a senior reviewer (never the same person) confirms it, which concludes the
 * application, or sends it back. At most one open per application.
 */
export const staffApprovals = pgTable(
  'staff_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    reasonCode: text('reason_code').notNull(),
    note: text('note').notNull(),
    status: text('status', { enum: ['PENDING', 'CONFIRMED', 'SENT_BACK'] })
      .notNull()
      .default('PENDING'),
    decidedBy: uuid('decided_by').references(() => staffUsers.id),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_approvals_one_pending')
      .on(table.applicationId)
      .where(sql`${table.status} = 'PENDING'`),
    index('staff_approvals_application').on(table.applicationId, table.createdAt),
  ],
);

/**
 * Every staff action, written in the transaction of the action: who, when, from where, on
 * what, and the subject before and after (null before for a creation, null after for a
 * removal; a read of personal data has neither). Never updated or deleted by the portal.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a login attempt of an unknown address. */
    staffId: uuid('staff_id').references(() => staffUsers.id),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('staff_audit_log_subject').on(table.subjectKind, table.subjectId, table.createdAt),
    index('staff_audit_log_staff').on(table.staffId, table.createdAt),
    index('staff_audit_log_created').on(table.createdAt),
  ],
);
