import type {
  AffordabilityFigures,
  LeasingLimitKey,
  LeasingLimits,
  LeasingOfferResult,
  LeasingPaymentTiming,
  ReasonCode,
} from '@hitelkapu/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { loanProducts, questionSets, type StoredRegulatoryFigures } from './credit.ts';
import { dealers } from './dealers.ts';
import { staffUsers } from './staff.ts';

/**
 * What a leasing product adds to its loan product (kind LEASING): the eligibility limits and
 * when its payments fall (DOMAIN.md "Leasing"; the typical figures are the seed's). Checked by
 * the domain's types when read.
 */
export const leasingProducts = pgTable('leasing_products', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => loanProducts.id),
  limits: jsonb('limits').$type<LeasingLimits>().notNull(),
  paymentTiming: text('payment_timing', {
    enum: ['ARREARS', 'ADVANCE'] as const satisfies readonly LeasingPaymentTiming[],
  })
    .notNull()
    .default('ARREARS'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A dealer's API keys for `/dealer-api/v1`. Only the keyed hash (HMAC-SHA256 with the server's
 * secret-hash key) is kept; the key itself is shown once when issued. A revoked key is refused.
 */
export const dealerApiKeys = pgTable(
  'dealer_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, to recognise it in a list. */
    prefix: text('prefix').notNull(),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('dealer_api_keys_hash').on(table.keyHash)],
);

/** The submit as checked: the customer's choices, the income fields and the answers' JSON text. */
export interface StoredLeasingRequest {
  amount: number;
  duration: number;
  downPayment: number;
  extraAmount: number;
  salary: number;
  salaryCommitment: boolean;
  committedSalary: number;
  type: 'PSD2' | 'MANUAL';
  dynamicData: string;
}

export interface StoredLeasingResult {
  offers: LeasingOfferResult[];
  reasons: ReasonCode[];
  limitBreaches: LeasingLimitKey[];
  figures: AffordabilityFigures;
}

/**
 * A leasing prescore (spec §3): opened by a dealer for a vehicle, owned by the customer who
 * first opens its landing link after logging in, answered through the prescore wizard and
 * decided on submit. `public_id` is the unguessable id of the landing link.
 */
export const leasingPrescores = pgTable(
  'leasing_prescores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull().unique(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id),
    dealerReference: text('dealer_reference'),
    returnUrl: text('return_url'),
    /** Null until a logged-in customer opens it; then theirs alone. */
    customerId: uuid('customer_id').references(() => customers.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    status: text('status', { enum: ['OPEN', 'SUBMITTED'] })
      .notNull()
      .default('OPEN'),
    vehicleCondition: text('vehicle_condition', { enum: ['NEW', 'USED'] }).notNull(),
    firstRegistrationDate: date('first_registration_date'),
    vehicleDescription: text('vehicle_description'),
    price: integer('price').notNull(),
    residualValue: integer('residual_value').notNull(),
    /** The customer's choices, starting from the dealer's. */
    downPayment: integer('down_payment').notNull(),
    amount: integer('amount').notNull(),
    duration: integer('duration').notNull(),
    extraAmount: integer('extra_amount').notNull().default(0),
    /** The wizard as saved: type, step and the JSON text of the answers. */
    type: text('type', { enum: ['PSD2', 'MANUAL'] }),
    step: integer('step').notNull().default(0),
    dynamicData: text('dynamic_data').notNull().default('{}'),
    /** The request of the last submit (answers and income), reused by a recalculation. */
    request: jsonb('request').$type<StoredLeasingRequest>(),
    result: jsonb('result').$type<StoredLeasingResult>(),
    isEligible: boolean('is_eligible'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('leasing_prescores_dealer_reference').on(table.dealerId, table.dealerReference),
    index('leasing_prescores_customer_updated').on(table.customerId, table.updatedAt),
    check(
      'leasing_prescores_amounts',
      sql`${table.price} > 0 and ${table.residualValue} >= 0 and ${table.downPayment} >= 0`,
    ),
  ],
);

/**
 * Every decision of a prescore with what it was decided on (an automated decision must be
 * explainable afterwards, EU directive 2023/2225 art. 18): the request, the engine's result
 * with its reasons, the question set and the regulatory figures of the day.
 */
export const leasingPrescoreDecisions = pgTable(
  'leasing_prescore_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prescoreId: uuid('prescore_id')
      .notNull()
      .references(() => leasingPrescores.id),
    kind: text('kind', { enum: ['SUBMIT', 'RECALCULATE'] }).notNull(),
    request: jsonb('request').$type<StoredLeasingRequest>().notNull(),
    result: jsonb('result').$type<StoredLeasingResult>().notNull(),
    isEligible: boolean('is_eligible').notNull(),
    questionSetId: text('question_set_id')
      .notNull()
      .references(() => questionSets.id),
    regulatoryFigures: jsonb('regulatory_figures').$type<StoredRegulatoryFigures>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leasing_prescore_decisions_prescore').on(table.prescoreId, table.createdAt)],
);
