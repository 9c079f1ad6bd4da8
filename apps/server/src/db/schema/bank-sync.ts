import type {
  BankSnapshot,
  BankSyncFailure,
  BankSyncPurpose,
  BankSyncStatus,
  IncomeDetection,
  Psd2ProviderType,
} from '@hitelkapu/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';

/**
 * PSD2 bank syncs (DOMAIN.md "Open banking"): one consent at a provider and what was read
 * through it. `snapshot` is the customer's accounts and transactions (personal data), read
 * once after the consent is linked and deleted when the customer revokes the connection or
 * `snapshot_delete_after` passes; `detection` is what income detection found in it.
 * `provider_reference` is the provider's id of the consent; the portal's reference is `id`.
 */
export const bankSyncs = pgTable(
  'bank_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    provider: text('provider').$type<Psd2ProviderType>().notNull(),
    purpose: text('purpose').$type<BankSyncPurpose>().notNull(),
    /** The flow (prescore or assessment) the sync was started from, when the client names one. */
    flowId: uuid('flow_id'),
    status: text('status').$type<BankSyncStatus>().notNull().default('IN_PROGRESS'),
    failure: text('failure').$type<BankSyncFailure>(),
    providerReference: text('provider_reference').notNull(),
    /** The provider's own status code of the consent or the error it returned, kept as evidence. */
    providerStatus: text('provider_status'),
    /** The provider's hosted page, answered again to a repeated start. */
    redirectUrl: text('redirect_url').notNull(),
    institutionId: text('institution_id'),
    consentExpiresAt: timestamp('consent_expires_at', { withTimezone: true }),
    snapshot: jsonb('snapshot').$type<BankSnapshot>(),
    detection: jsonb('detection').$type<IncomeDetection>(),
    manualSalary: integer('manual_salary'),
    manualLoanAmount: integer('manual_loan_amount'),
    mistakeFoundAt: timestamp('mistake_found_at', { withTimezone: true }),
    snapshotDeleteAfter: timestamp('snapshot_delete_after', { withTimezone: true }),
    /**
     * Set while one request reads the linked accounts: banks allow a few reads a day, so a
     * second continue answers the sync as it stands until the read ends or its lease lapses.
     */
    readStartedAt: timestamp('read_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('bank_syncs_customer_purpose').on(table.customerId, table.purpose, table.createdAt),
    uniqueIndex('bank_syncs_provider_reference').on(table.provider, table.providerReference),
    // At most one sync in progress per customer and purpose, even when two starts race.
    uniqueIndex('bank_syncs_one_in_progress')
      .on(table.customerId, table.purpose)
      .where(sql`${table.status} = 'IN_PROGRESS'`),
  ],
);
