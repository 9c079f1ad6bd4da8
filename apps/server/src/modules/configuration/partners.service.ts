import type { FieldErrors } from '@hitelkapu/domain';
import { BRANDING_MIN_CONTRAST } from '@hitelkapu/domain/contracts/dealer-branding';
import type {
  ConfigDealer,
  ConfigDealerInput,
  ConfigMerchant,
  ConfigMerchantInput,
  ConfigMerchantList,
  ConfigPublicFile,
} from '@hitelkapu/domain/contracts/staff-config-partners';
import { brandingContrastOf, brandingContrastShortfalls } from '@hitelkapu/domain/rules/branding-contrast';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { checkRasterImage, rasterImageProblemKeys } from '../../lib/raster-image.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import {
  type DealerRow,
  type DealerValues,
  existingPublicFiles,
  insertDealer,
  insertMerchant,
  listCategoryNames,
  listDealerRows,
  listMerchantRows,
  lockDealer,
  lockMerchant,
  type MerchantRow,
  type MerchantValues,
  merchantNameTaken,
  storePublicFile,
  updateDealerAtVersion,
  updateMerchantAtVersion,
} from './partners.repository.ts';

/** An uploaded file as the multipart reader gives it. */
export interface UploadedImage {
  bytes: Buffer;
  declaredType?: string | null;
  /** Cut off at the size limit: too large. */
  truncated: boolean;
}

/** A Hungarian or international number as a shop prints it: digits, spaces, (), / and -. */
const PHONE = /^\+?[0-9][0-9 ()/-]{5,22}$/;
const EMAIL = z.email();
/** Names in Hungarian alphabetical order (Ékes after Egri, cs after c). */
const hungarianOrder = new Intl.Collator('hu', { sensitivity: 'base', numeric: true });
const byName = <T extends { name: string; id: string }>(a: T, b: T) =>
  hungarianOrder.compare(a.name, b.name) || a.id.localeCompare(b.id);
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const decimal = (value: number) => value.toFixed(2).replace('.', ',');

const toConfigDealer = (row: DealerRow): ConfigDealer => ({ ...row, updatedAt: row.updatedAt.toISOString() });
/** The audit's picture of a dealer: its branding and version, never a timestamp or a secret. */
const dealerAudit = ({ updatedAt: _updatedAt, ...row }: DealerRow) => row;

const toConfigMerchant = (row: MerchantRow): ConfigMerchant => ({ ...row, listed: row.listed === 1 });

const dealerStale = () =>
  new AppError('CONFLICT', 'errors.staffConfig.dealerStale', { version: 'errors.staffConfig.dealerStale' });
const merchantStale = () =>
  new AppError('CONFLICT', 'errors.staffConfig.merchantStale', {
    version: 'errors.staffConfig.merchantStale',
  });
const merchantNameConflict = () =>
  new AppError('CONFLICT', 'errors.staffConfig.merchantNameTaken', {
    name: 'errors.staffConfig.merchantNameTaken',
  });

/** A website a customer is sent to: https with a host, nothing hidden in it. */
function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The partners of the configuration editor (issue 18 point 6, decision 039): leasing dealers
 * with their branding and the shops of /stores. Each change is one transaction with its staff
 * audit row (before and after), made on the version the editor read (409 otherwise); after
 * the commit the configuration cache is dropped, as every editor does.
 */
export function createPartnersService(deps: { db: Db; cache: ConfigCache }) {
  const { db, cache } = deps;

  async function committed<T>(change: Promise<T>): Promise<T> {
    const result = await change;
    cache.invalidate('all');
    return result;
  }

  /**
   * The dealer's values as they will be stored: colours in lower case, the name's spaces
   * squeezed. A button text below AA contrast on the primary colour is refused, never
   * corrected: the configurator chose it and sees the ratio.
   */
  async function dealerValuesOf(tx: Pick<Db, 'select'>, input: ConfigDealerInput): Promise<DealerValues> {
    const values: DealerValues = {
      name: squeeze(input.name),
      primaryColor: input.primaryColor.toLowerCase(),
      secondaryColor: input.secondaryColor.toLowerCase(),
      buttonTextColor: input.buttonTextColor.toLowerCase(),
      borderRadius: input.borderRadius,
      buttonRadius: input.buttonRadius,
      bigLogo: input.bigLogo,
      compactLogo: input.compactLogo,
      heroImage: input.heroImage,
    };
    const slots = ['bigLogo', 'compactLogo', 'heroImage'] as const;
    const named = slots.flatMap((slot) => (values[slot] ? [values[slot]] : []));
    const existing = await existingPublicFiles(tx, named);
    const fieldErrors: FieldErrors = {};
    for (const slot of slots) {
      const id = values[slot];
      if (id && !existing.has(id)) fieldErrors[slot] = 'errors.staffConfig.imageNotFound';
    }
    if (Object.keys(fieldErrors).length > 0)
      throw new AppError('VALIDATION_FAILED', 'errors.staffConfig.imageNotFound', fieldErrors);
    const shortfall = brandingContrastShortfalls(brandingContrastOf(values))[0];
    if (shortfall)
      throw new AppError(
        'UNPROCESSABLE',
        {
          key: 'errors.staffConfig.contrastTooLow',
          values: { ratio: decimal(shortfall.ratio), minimum: decimal(BRANDING_MIN_CONTRAST) },
        },
        { [shortfall.field]: 'errors.staffConfig.contrastTooLowField' },
      );
    return values;
  }

  async function merchantValuesOf(
    tx: Pick<Db, 'select'>,
    input: ConfigMerchantInput,
    before: MerchantRow | null,
  ): Promise<MerchantValues> {
    const categoryIds = [...new Set(input.categoryIds)];
    const known = new Set((await listCategoryNames(tx)).map((category) => category.id));
    const fieldErrors: FieldErrors = {};
    if (categoryIds.some((id) => !known.has(id)))
      fieldErrors.categoryIds = 'errors.staffConfig.merchantCategoryUnknown';
    const websiteUrl = input.websiteUrl.trim();
    // The demonstration shop lives on the portal's own address; an address kept as it was stays.
    if (!isHttpsAddress(websiteUrl) && websiteUrl !== before?.websiteUrl)
      fieldErrors.websiteUrl = 'errors.staffConfig.merchantWebsite';
    const optional = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
    const phone = optional(input.phone);
    if (phone !== null && !PHONE.test(phone)) fieldErrors.phone = 'validation.phone';
    const email = optional(input.email)?.toLowerCase() ?? null;
    if (email !== null && !EMAIL.safeParse(email).success) fieldErrors.email = 'validation.email';
    if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, fieldErrors);
    return {
      name: squeeze(input.name),
      tagline: input.tagline.trim(),
      description: input.description.trim(),
      howToBuy: input.howToBuy.trim(),
      categoryIds,
      websiteUrl,
      city: squeeze(input.city),
      address: squeeze(input.address),
      phone,
      email,
      listed: input.listed ? 1 : 0,
    };
  }

  /** A unique-index violation on the name (two creations at once) is the same 409 as the check. */
  async function nameGuarded<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (isUniqueViolation(error)) throw merchantNameConflict();
      throw error;
    }
  }

  return {
    async listDealers(): Promise<ConfigDealer[]> {
      return (await listDealerRows(db)).sort(byName).map(toConfigDealer);
    },

    createDealer: (input: ConfigDealerInput, actor: StaffActor): Promise<ConfigDealer> =>
      committed(
        db.transaction(async (tx) => {
          const after = await insertDealer(tx, await dealerValuesOf(tx, input));
          await recordStaffAction(tx, actor, {
            action: 'DEALER_CREATED',
            subjectKind: 'DEALER',
            subjectId: after.id,
            before: null,
            after: dealerAudit(after),
          });
          return toConfigDealer(after);
        }),
      ),

    updateDealer: (
      id: string,
      input: ConfigDealerInput & { version: number },
      actor: StaffActor,
    ): Promise<ConfigDealer> =>
      committed(
        db.transaction(async (tx) => {
          const before = await lockDealer(tx, id);
          if (!before) throw new AppError('NOT_FOUND', 'errors.dealers.notFound');
          if (before.version !== input.version) throw dealerStale();
          const values = await dealerValuesOf(tx, input);
          const unchanged = (Object.keys(values) as (keyof DealerValues)[]).every((key) =>
            sameJson(before[key], values[key]),
          );
          if (unchanged) return toConfigDealer(before);
          const after = await updateDealerAtVersion(tx, id, before.version, values);
          if (!after) throw dealerStale();
          await recordStaffAction(tx, actor, {
            action: 'DEALER_CHANGED',
            subjectKind: 'DEALER',
            subjectId: id,
            before: dealerAudit(before),
            after: dealerAudit(after),
          });
          return toConfigDealer(after);
        }),
      ),

    /**
     * Keeps an uploaded logo or hero image as a public file, after lib/raster-image.ts has
     * proven it PNG, JPEG or WebP within the limits. Its id is public once a dealer names it.
     */
    async uploadImage(image: UploadedImage | undefined, actor: StaffActor): Promise<ConfigPublicFile> {
      if (!image)
        throw new AppError('VALIDATION_FAILED', undefined, { file: 'errors.staffConfig.imageMissing' });
      if (image.truncated)
        throw new AppError('VALIDATION_FAILED', 'errors.dealers.imageTooLarge', {
          file: 'errors.dealers.imageTooLarge',
        });
      const checked = checkRasterImage(image.bytes, image.declaredType);
      if (!checked.ok) {
        const key = rasterImageProblemKeys[checked.problem];
        throw new AppError('VALIDATION_FAILED', key, { file: key });
      }
      return db.transaction(async (tx) => {
        const stored = await storePublicFile(tx, {
          contentType: checked.contentType,
          bytes: image.bytes,
          sha256: checked.sha256,
        });
        const file: ConfigPublicFile = {
          id: stored.id,
          contentType: checked.contentType,
          width: checked.width,
          height: checked.height,
        };
        if (stored.created)
          await recordStaffAction(tx, actor, {
            action: 'PUBLIC_FILE_UPLOADED',
            subjectKind: 'PUBLIC_FILE',
            subjectId: stored.id,
            before: null,
            after: { ...file, bytes: image.bytes.length, sha256: checked.sha256 },
          });
        return file;
      });
    },

    async listMerchants(): Promise<ConfigMerchantList> {
      const [rows, categories] = await Promise.all([listMerchantRows(db), listCategoryNames(db)]);
      return { items: rows.sort(byName).map(toConfigMerchant), categories };
    },

    createMerchant: (input: ConfigMerchantInput, actor: StaffActor): Promise<ConfigMerchant> =>
      committed(
        nameGuarded(
          db.transaction(async (tx) => {
            const values = await merchantValuesOf(tx, input, null);
            if (await merchantNameTaken(tx, values.name)) throw merchantNameConflict();
            const after = await insertMerchant(tx, values);
            await recordStaffAction(tx, actor, {
              action: 'MERCHANT_CREATED',
              subjectKind: 'MERCHANT',
              subjectId: after.id,
              before: null,
              after: { ...after },
            });
            return toConfigMerchant(after);
          }),
        ),
      ),

    updateMerchant: (
      id: string,
      input: ConfigMerchantInput & { version: number },
      actor: StaffActor,
    ): Promise<ConfigMerchant> =>
      committed(
        nameGuarded(
          db.transaction(async (tx) => {
            const before = await lockMerchant(tx, id);
            if (!before) throw new AppError('NOT_FOUND', 'errors.merchants.notFound');
            if (before.version !== input.version) throw merchantStale();
            const values = await merchantValuesOf(tx, input, before);
            const unchanged = (Object.keys(values) as (keyof MerchantValues)[]).every((key) =>
              sameJson(before[key], values[key]),
            );
            if (unchanged) return toConfigMerchant(before);
            if (await merchantNameTaken(tx, values.name, id)) throw merchantNameConflict();
            const after = await updateMerchantAtVersion(tx, id, before.version, values);
            if (!after) throw merchantStale();
            await recordStaffAction(tx, actor, {
              action: 'MERCHANT_CHANGED',
              subjectKind: 'MERCHANT',
              subjectId: id,
              before: { ...before },
              after: { ...after },
            });
            return toConfigMerchant(after);
          }),
        ),
      ),
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
