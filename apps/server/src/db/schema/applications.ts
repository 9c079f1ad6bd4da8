import type {
  ApplicationFacts,
  ApplicationFlowPosition,
  FlowQuestion,
  FlowStep,
  LeasingApplicationTerms,
  OfferQuote,
  PurchaseApplicationTerms,
  QuestionOption,
  ScoringDecision,
  SignatureProcessState,
  UnderwritingPolicy,
} from '@hitelkapu/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { statements } from './content.ts';
import { contentSource, type StoredRegulatoryFigures } from './credit.ts';

/*
 * Field configurations of the loan-application flow (spec §7 "Field configs"). Seeded rows
 * use ids below 1000 and follow the shipped content until staff edit them (ADR 009); rows a
 * back office adds get their ids from 1000 up, so the two never collide.
 */
const configId = () => integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 });
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const simpleFields = pgTable('simple_fields', {
  id: configId(),
  fieldType: text('field_type', { enum: ['INPUT', 'SELECT', 'CHECKBOX', 'RADIO', 'DATE_PICKER'] }).notNull(),
  label: text('label').notNull(),
  hint: text('hint'),
  options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
  source: contentSource(),
  updatedAt: updatedAt(),
});

export const documentPrompts = pgTable('document_prompts', {
  id: configId(),
  identifier: text('identifier').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  acceptedTypes: jsonb('accepted_types')
    .$type<('application/pdf' | 'image/jpeg' | 'image/png')[]>()
    .notNull(),
  maxBytes: integer('max_bytes').notNull(),
  maxFiles: integer('max_files').notNull(),
  source: contentSource(),
  updatedAt: updatedAt(),
});

/** `value_source` says where the shown value comes from (contract field `source`). */
export const readonlyFields = pgTable('readonly_fields', {
  id: configId(),
  label: text('label').notNull(),
  valueSource: text('value_source', {
    enum: [
      'profile.fullName',
      'profile.email',
      'profile.phone',
      'offer.productName',
      'offer.amount',
      'offer.months',
      'offer.monthlyPayment',
      'offer.thm',
    ],
  }).notNull(),
  source: contentSource(),
  updatedAt: updatedAt(),
});

/** KYC and EMAIL_CONFIRM special fields; a PSD2 special field names a psd2_fields row. */
export const specialFields = pgTable('special_fields', {
  id: configId(),
  subtype: text('subtype', { enum: ['PSD2', 'KYC', 'EMAIL_CONFIRM'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  source: contentSource(),
  updatedAt: updatedAt(),
});

/** Names a statement; the customer always sees (and accepts) its newest active version. */
export const statementPrompts = pgTable('statement_prompts', {
  id: configId(),
  statementId: integer('statement_id')
    .notNull()
    .references(() => statements.id),
  source: contentSource(),
  updatedAt: updatedAt(),
});

export const psd2Fields = pgTable('psd2_fields', {
  id: configId(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  source: contentSource(),
  updatedAt: updatedAt(),
});

/** A flow question as stored: label, hint and options come from its field configuration. */
export type StoredFlowQuestion = Omit<FlowQuestion, 'label' | 'hint' | 'options'>;
export type StoredFlowStep = Omit<FlowStep, 'questions'> & { questions: StoredFlowQuestion[] };

export const flowDefinitions = pgTable('flow_definitions', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  steps: jsonb('steps').$type<StoredFlowStep[]>().notNull(),
  source: contentSource(),
  /** Raised by every staff change; the audit log keeps each version before and after. */
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});

/** Positions after which an application is no longer open: a customer may start a new one. */
export const finishedApplicationPositions = [
  'CLOSED',
  'COMPLETED',
  'RESULT',
  'OFFLINE_RESULT',
  'PURCHASE_RESULT',
] as const satisfies readonly ApplicationFlowPosition[];

/**
 * What a leasing application keeps of its prescore: the terms the customer sees, and the
 * prescore's id and the net income it was decided on, which scoring compares with the
 * application's answers as it does the preliminary assessment's.
 */
export type LeasingApplicationRecord = LeasingApplicationTerms & {
  prescoreId: string;
  /** The dealer's own reference of the prescore, which its webhooks carry. */
  dealerReference: string | null;
  /** Null once an erasure trimmed the application to its identification evidence. */
  assessedNetIncome: number | null;
};

/**
 * What a point-of-sale application keeps of its purchase: the goods, the cash price and the
 * seller the linked-credit documents name (CCD2 art. 27), and the purchase's own id.
 */
export type PurchaseApplicationRecord = PurchaseApplicationTerms & {
  purchaseId: string;
  sellerAddress: string;
};

export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    offerId: integer('offer_id').notNull(),
    flowId: text('flow_id')
      .notNull()
      .references(() => flowDefinitions.id),
    /**
     * The preliminary assessment whose OK offer the application was made from; null for an
     * application made from a leasing prescore, which `leasing` names instead.
     */
    assessmentId: uuid('assessment_id'),
    amount: integer('amount').notNull(),
    duration: integer('duration').notNull(),
    quote: jsonb('quote').$type<OfferQuote>().notNull(),
    /** A leasing application's vehicle, dealer and prescore, with the income its prescore was decided on (docs/decisions/035). */
    leasing: jsonb('leasing').$type<LeasingApplicationRecord>(),
    /** A point-of-sale application's purchase: the goods, the price and the shop. */
    purchase: jsonb('purchase').$type<PurchaseApplicationRecord>(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** Per answer, how many times it was written: the optimistic-concurrency check of PATCH data. */
    answerVersions: jsonb('answer_versions').$type<Record<string, number>>().notNull().default({}),
    position: text('position').$type<ApplicationFlowPosition>().notNull().default('INTRO'),
    flowIndex: integer('flow_index').notNull().default(0),
    status: text('status', {
      enum: ['UNDER_REVIEW', 'BANK_RESULT', 'PURCHASE_BANK_RESULT', 'CLOSED', 'COMPLETED'],
    }),
    statusResult: text('status_result'),
    kycTypes: jsonb('kyc_types').$type<string[]>().notNull(),
    sigTypes: jsonb('sig_types').$type<string[]>().notNull(),
    signatureState: text('signature_state').$type<SignatureProcessState>().notNull().default('NOT_READY'),
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** When the lender accepted the signed contract: the withdrawal window runs from here. */
    concludedAt: timestamp('concluded_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('loan_applications_customer').on(table.customerId, table.createdAt),
    // The signing round looks for contracts ready to sign: a few rows, never the whole table.
    index('loan_applications_ready_to_sign')
      .on(table.createdAt)
      .where(
        sql`${table.signatureState} = 'READY' and ${table.signedAt} is null and ${table.position} in ('CONTRACT_CHECK', 'SIGN_PREPARATION', 'SIGN_CHOOSE', 'SIGN_WAITING')`,
      ),
    // One open application per customer, even when two requests race.
    uniqueIndex('loan_applications_one_open')
      .on(table.customerId)
      .where(
        sql`${table.position} not in ('CLOSED', 'COMPLETED', 'RESULT', 'OFFLINE_RESULT', 'PURCHASE_RESULT')`,
      ),
    // Made from a preliminary assessment, a leasing prescore or a shop's purchase: exactly one.
    check(
      'loan_applications_source',
      sql`(${table.assessmentId} is not null)::int + (${table.leasing} is not null)::int + (${table.purchase} is not null)::int = 1`,
    ),
  ],
);

/** node-postgres answers bytea as a Buffer, PGlite as a Uint8Array: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded document. The bytes live in the database (object storage can replace the
 * column later); the stored name is made by the server, the customer's name is only shown.
 */
export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    applicationId: uuid('application_id').references(() => loanApplications.id),
    promptId: integer('prompt_id'),
    promptIdentifier: text('prompt_identifier'),
    /** UPLOAD for the customer's files; the portal's contract documents carry their kind. */
    kind: text('kind', {
      enum: ['UPLOAD', 'CONTRACT', 'SECCI', 'SIGNED_CONTRACT', 'SIGNED_SECCI', 'WITHDRAWAL_RECEIPT'],
    })
      .notNull()
      .default('UPLOAD'),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    contentType: text('content_type', { enum: ['application/pdf', 'image/jpeg', 'image/png'] }).notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_documents_customer').on(table.customerId),
    index('customer_documents_application').on(table.applicationId),
    // Each generated contract document exists once per application, however many ask at once.
    uniqueIndex('customer_documents_application_kind')
      .on(table.applicationId, table.kind)
      .where(sql`${table.kind} <> 'UPLOAD'`),
  ],
);

/** What scoring was decided on: the facts of the answers and the inputs beside them. */
export type ScoringFactsRecord = ApplicationFacts & {
  /** Identifiers of hard knock-out questions answered with their koAnswer. */
  hardKnockOuts: string[];
  /** The net income of the preliminary assessment the application was made from. */
  assessedNetIncome: number;
  /** The day the rules were applied on (ages, employment length). */
  today: string;
};

/** The configuration scoring used, so a decision can be replayed and explained later. */
export interface ScoringFiguresRecord {
  regulatory: StoredRegulatoryFigures;
  policy: UnderwritingPolicy;
}

/**
 * The outcome of scoring an application (POST finish). One per application, enforced by
 * the unique index: a retry, a double click or a second tab gets the stored answer and can
 * never score twice. The key is the Idempotency-Key of the request that scored.
 */
export const scoringDecisions = pgTable(
  'scoring_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    decision: text('decision').$type<ScoringDecision>().notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    facts: jsonb('facts').$type<ScoringFactsRecord>().notNull(),
    figures: jsonb('figures').$type<ScoringFiguresRecord>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('scoring_decisions_application').on(table.applicationId),
    index('scoring_decisions_customer').on(table.customerId),
  ],
);
