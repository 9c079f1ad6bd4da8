import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './applications.ts';

/**
 * Public files (spec §7 `GET /api/file/public/{id}`): raster images re-hosted by the portal,
 * today the dealers' logos and hero images. `content_type` is the type the bytes proved
 * (lib/raster-image.ts), never what an uploader declared. A file never changes: a new image
 * is a new row with a new id, so the answer can be cached for good. The same bytes are kept
 * once (`sha256` is unique).
 */
export const publicFiles = pgTable(
  'public_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('public_files_sha256').on(table.sha256)],
);

/**
 * Dealers of the leasing variant (DOMAIN.md "Leasing") and their branding (spec §3 "Dealer
 * branding"). The values are stored only after `rules/dealer-branding.ts` has corrected them;
 * the checks below repeat the bounds so no other writer can store an unsafe look. Dealers hold
 * no customer data.
 */
export const dealers = pgTable(
  'dealers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    buttonTextColor: text('button_text_color').notNull(),
    borderRadius: integer('border_radius').notNull(),
    buttonRadius: integer('button_radius').notNull(),
    bigLogoId: uuid('big_logo_id').references(() => publicFiles.id),
    compactLogoId: uuid('compact_logo_id').references(() => publicFiles.id),
    heroImageId: uuid('hero_image_id').references(() => publicFiles.id),
    /**
     * Where the dealer's signed webhooks go (modules/webhooks): an https URL checked when set
     * and again before each delivery. The signing secret (`whsec_…`) is kept only sealed with
     * AES-256-GCM under the server's secrets key (lib/secret-box.ts); it is shown once.
     */
    webhookUrl: text('webhook_url'),
    webhookSecretSealed: text('webhook_secret_sealed'),
    webhookSecretCreatedAt: timestamp('webhook_secret_created_at', { withTimezone: true }),
    /** Raised by every staff change; the audit log keeps each version before and after. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'dealers_colors_hex',
      sql`${table.primaryColor} ~ '^#[0-9a-f]{6}$' and ${table.secondaryColor} ~ '^#[0-9a-f]{6}$' and ${table.buttonTextColor} ~ '^#[0-9a-f]{6}$'`,
    ),
    check(
      'dealers_radii_bounds',
      sql`${table.borderRadius} between 0 and 24 and ${table.buttonRadius} between 0 and 24`,
    ),
  ],
);
