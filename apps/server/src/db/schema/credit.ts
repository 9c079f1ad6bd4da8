import type {
  AffordabilityFigures,
  FigureChangeActor,
  FigureChangeSubject,
  FilterSettings,
  LatePaymentTerms,
  PreliminaryDraft,
  PreliminaryOfferResult,
  PreliminaryStep,
  RateBand,
  ReasonCode,
  RegulatoryFigures,
  ThmCapBasis,
  TripleOfferConfig,
} from '@hitelkapu/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';

/** 'seed' rows follow the shipped content on every start; a staff edit turns a row into 'staff' and the seed leaves it alone. */
export const contentSource = () =>
  text('source', { enum: ['seed', 'staff'] })
    .notNull()
    .default('seed');

/** A loan product ("offer" in the spec): texts, ranges, rate bands and fees (DOMAIN "Money and offers"). */
export const loanProducts = pgTable('loan_products', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  kind: text('kind', { enum: ['PERSONAL_LOAN', 'POINT_OF_SALE', 'LEASING'] }).notNull(),
  name: text('name').notNull(),
  tagline: text('tagline').notNull(),
  description: text('description').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  minAmount: integer('min_amount').notNull(),
  maxAmount: integer('max_amount').notNull(),
  amountStep: integer('amount_step').notNull(),
  minMonths: integer('min_months').notNull(),
  maxMonths: integer('max_months').notNull(),
  rateBands: jsonb('rate_bands').$type<RateBand[]>().notNull(),
  /** Every shipped product has a rate fixed for the whole term; a variable one must say so (CCD2 art. 8). */
  rateType: text('rate_type', { enum: ['FIXED', 'VARIABLE'] })
    .notNull()
    .default('FIXED'),
  /** Late interest and every charge for a missed payment, each with its legal source; checked against the domain schema when read. */
  latePayment: jsonb('late_payment').$type<LatePaymentTerms>().notNull(),
  disbursementFeePercent: numeric('disbursement_fee_percent', { precision: 5, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  disbursementFeeMax: integer('disbursement_fee_max').notNull().default(0),
  monthlyFee: integer('monthly_fee').notNull().default(0),
  representativeAmount: integer('representative_amount').notNull(),
  representativeMonths: integer('representative_months').notNull(),
  /** A self-contained SVG (no scripts, no external references), served with its own strict CSP. */
  imageSvg: text('image_svg').notNull(),
  imageAlt: text('image_alt').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** Raised by every staff change; the audit log keeps each version before and after. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The regulatory and lender-policy figures the decision engine uses, each with its legal
 * source (DOMAIN: "keep every figure in configuration or seed data"). The base rate, which
 * changes by date, has its own rows (base_rates); every change is audited
 * (regulatory_figure_changes).
 */
export const regulatoryFigures = pgTable('regulatory_figures', {
  identifier: text('identifier').primaryKey(),
  value: numeric('value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  unit: text('unit').notNull(),
  legalSource: text('legal_source').notNull(),
  /** Since when this value applies; null for a figure without a dated change we track. */
  validFrom: date('valid_from'),
  description: text('description').notNull(),
  source: contentSource(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The MNB base rate over time, one row per change, from the day it applied. The THM cap of a
 * day is computed from the row in force on its reference day (packages/domain finance/thm-cap,
 * Fhtv. 17/A. §), so a row with a future day takes over by itself when its time comes.
 */
export const baseRates = pgTable('base_rates', {
  effectiveFrom: date('effective_from').primaryKey(),
  ratePercent: numeric('rate_percent', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  legalSource: text('legal_source').notNull(),
  source: contentSource(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The domain's values; type-only imports keep drizzle-kit free of workspace code.
const figureChangeSubjectValues = ['BASE_RATE', 'FIGURE'] as const satisfies readonly FigureChangeSubject[];
const figureChangeActorValues = [
  'SEED',
  'MIGRATION',
  'STAFF',
] as const satisfies readonly FigureChangeActor[];

/**
 * Every change of a regulatory figure or a base rate, written in the transaction of the change
 * (DOMAIN "Compliance": who, when, before and after). `before` is null for a row created,
 * `after` for a row removed; a staff change names the staff member.
 */
export const regulatoryFigureChanges = pgTable(
  'regulatory_figure_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject', { enum: figureChangeSubjectValues }).notNull(),
    /** The figure's identifier, or the base rate's first day. */
    subjectKey: text('subject_key').notNull(),
    actor: text('actor', { enum: figureChangeActorValues }).notNull(),
    actorId: uuid('actor_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    // The moment of the write itself: changes of one transaction keep their order.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('regulatory_figure_changes_subject').on(table.subject, table.subjectKey, table.createdAt),
    check(
      'regulatory_figure_changes_staff_named',
      sql`(${table.actor} = 'STAFF') = (${table.actorId} is not null)`,
    ),
  ],
);

/**
 * Days the government moves in a year's working calendar (a Saturday worked, a bridging
 * weekday given as rest), for deadlines that end on the next working day (Ptk. 8:2. § (3)).
 * Public holidays of the Labour Code are computed, not stored.
 */
export const workingDayChanges = pgTable('working_day_changes', {
  day: date('day').primaryKey(),
  kind: text('kind', { enum: ['WORKING_DAY', 'REST_DAY'] }).notNull(),
  legalSource: text('legal_source').notNull(),
  source: contentSource(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OfferSettingIdentifier = 'filter-settings' | 'triple-offer-config';

/** Calculation settings of the offer screens; values are checked against the domain schemas when read. */
export const offerSettings = pgTable('offer_settings', {
  identifier: text('identifier', { enum: ['filter-settings', 'triple-offer-config'] }).primaryKey(),
  value: jsonb('value').$type<FilterSettings | TripleOfferConfig>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The question steps of a preliminary assessment; checked against the domain schema when read. */
export const questionSets = pgTable('question_sets', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  steps: jsonb('steps').$type<PreliminaryStep[]>().notNull(),
  source: contentSource(),
  /** Raised by every staff change; the audit log keeps each version before and after. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const onboardingPages = pgTable(
  'onboarding_pages',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['CREDIT', 'BNPL', 'LEASING'] }).notNull(),
    sortOrder: integer('sort_order').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    illustration: text('illustration').notNull(),
    source: contentSource(),
    /** Raised by every staff change; the audit log keeps each version before and after. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('onboarding_pages_type_order').on(table.type, table.sortOrder)],
);

/** The request as validated: amounts, income fields, type and the JSON text of the answers. */
export interface StoredAssessmentRequest {
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

export interface StoredAssessmentResult {
  offers: PreliminaryOfferResult[];
  reasons: ReasonCode[];
  figures: AffordabilityFigures;
}

/**
 * The figures a decision used. `thmCapBasis` names the base-rate row and the reference day of
 * its THM cap; decisions stored before base rates were dated lack it.
 */
export type StoredRegulatoryFigures = RegulatoryFigures & { thmCapBasis?: ThmCapBasis };

/**
 * Every preliminary assessment with what it was decided on: the request, the engine's result
 * with its reasons, and the regulatory figures in force at the time (an automated decision
 * must be explainable afterwards, EU directive 2023/2225 art. 18).
 */
export const preliminaryAssessments = pgTable(
  'preliminary_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type', { enum: ['PSD2', 'MANUAL'] }).notNull(),
    amount: integer('amount').notNull(),
    duration: integer('duration').notNull(),
    request: jsonb('request').$type<StoredAssessmentRequest>().notNull(),
    result: jsonb('result').$type<StoredAssessmentResult>().notNull(),
    isEligible: boolean('is_eligible').notNull(),
    questionSetId: text('question_set_id')
      .notNull()
      .references(() => questionSets.id),
    regulatoryFigures: jsonb('regulatory_figures').$type<StoredRegulatoryFigures>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('preliminary_assessments_customer_created').on(table.customerId, table.createdAt)],
);

/** The wizard as the customer left it, one per customer. */
export const preliminaryDrafts = pgTable('preliminary_drafts', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  draft: jsonb('draft').$type<PreliminaryDraft>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
