import type { Statement } from '@hitelkapu/domain';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Every user-facing string, editable without a release (LOOK-AND-VOICE: "every string is a token"). */
export const translationTokens = pgTable(
  'translation_tokens',
  {
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    scope: text('scope', { enum: ['public', 'internal'] }).notNull(),
    value: text('value').notNull(),
    /** 'seed' rows follow the shipped wording; a staff edit turns a row into 'staff' and the seed leaves it alone. */
    source: text('source', { enum: ['seed', 'staff'] })
      .notNull()
      .default('seed'),
    /** Raised by every staff change; the audit log keeps each version before and after. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lang, table.key] })],
);

/** Portal feature flags and settings (spec §9). */
export const portalConfigs = pgTable('portal_configs', {
  identifier: text('identifier').primaryKey(),
  value: jsonb('value').$type<boolean | number | string | null>(),
  description: text('description').notNull(),
  /** Raised by every staff change; the audit log keeps each version before and after. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The domain's statement kinds; a type-only import keeps drizzle-kit free of workspace code.
const statementKindValues = [
  'REGISTRATION',
  'CALCULATION',
  'CALL_ME_BACK',
  'APPLICATION',
] as const satisfies readonly Statement['kind'][];

/** Statements a person accepts; a wording change is a new row with a higher version. */
export const statements = pgTable(
  'statements',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    version: integer('version').notNull(),
    kind: text('kind', { enum: statementKindValues }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    isRequired: boolean('is_required').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('statements_identifier_version').on(table.identifier, table.version)],
);
