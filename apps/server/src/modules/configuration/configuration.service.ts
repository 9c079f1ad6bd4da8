import {
  type BaseRateInput,
  baseRateInForceOn,
  type ConfigBaseRate,
  type ConfigFigure,
  type ConfigProduct,
  type ConfigProductUpdate,
  type ConfigRegulatoryFigures,
  type RegulatoryFigureInput,
  type RegulatoryFigures,
  thmCapFor,
  todayIso,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import type { ConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import {
  createRegulatoryFiguresService,
  type FigureEditor,
  loadRegulatoryFigures,
  removeBaseRate,
  writeBaseRate,
  writeRegulatoryFigure,
} from '../offers/regulatory-figures.service.ts';
import {
  findFigure,
  listAllProducts,
  listBaseRates,
  listFigures,
  lockBaseRateOf,
  lockProduct,
  type ProductChange,
  type ProductRow,
  type StoredBaseRate,
  updateProductAtVersion,
} from './configuration.repository.ts';
import { checkProductTerms } from './product-checks.ts';

/**
 * The configuration editor (decision 039). Every change is one transaction holding the change
 * and its staff audit row (before and after); after the commit the configuration cache is
 * dropped, so the next assessment of this instance reads the change (other instances within
 * the cache's TTL).
 */
export function createConfigurationService(deps: { db: Db; cache: ConfigCache }) {
  const { db, cache } = deps;
  const figuresService = createRegulatoryFiguresService(db, cache);
  const editorOf = (actor: StaffActor): FigureEditor => ({ actor: 'STAFF', staffId: actor.staffId });

  async function committed<T>(change: Promise<T>): Promise<T> {
    const result = await change;
    cache.invalidate('all');
    return result;
  }

  function toConfigProduct(row: ProductRow, figures: RegulatoryFigures): ConfigProduct {
    const check = checkProductTerms(row, figures);
    return {
      id: row.id,
      identifier: row.identifier,
      kind: row.kind,
      name: row.name,
      tagline: row.tagline,
      description: row.description,
      minAmount: row.minAmount,
      maxAmount: row.maxAmount,
      amountStep: row.amountStep,
      minMonths: row.minMonths,
      maxMonths: row.maxMonths,
      rateBands: row.rateBands,
      rateType: row.rateType,
      disbursementFeePercent: row.disbursementFeePercent,
      disbursementFeeMax: row.disbursementFeeMax,
      monthlyFee: row.monthlyFee,
      representativeAmount: row.representativeAmount,
      representativeMonths: row.representativeMonths,
      isActive: row.isActive,
      version: row.version,
      thmCap: thmCapFor(row.kind, figures),
      highestThm: check.highest?.thm ?? null,
    };
  }

  const changeOf = (input: ConfigProductUpdate): ProductChange => ({
    name: input.name,
    tagline: input.tagline,
    description: input.description,
    minAmount: input.minAmount,
    maxAmount: input.maxAmount,
    minMonths: input.minMonths,
    maxMonths: input.maxMonths,
    rateBands: input.rateBands,
    disbursementFeePercent: input.disbursementFeePercent,
    disbursementFeeMax: input.disbursementFeeMax,
    monthlyFee: input.monthlyFee,
    isActive: input.isActive,
  });

  const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  return {
    async listProducts(): Promise<ConfigProduct[]> {
      const figures = await loadRegulatoryFigures(db, todayIso(), cache);
      return (await listAllProducts(db)).map((row) => toConfigProduct(row, figures));
    },

    /**
     * A product's new figures, made on the version the editor read. A product that is offered
     * must stay under the THM cap of today everywhere in its bands; one taken off the shelf
     * may be prepared above it, and is checked again when it is offered.
     */
    async updateProduct(id: number, input: ConfigProductUpdate, actor: StaffActor): Promise<ConfigProduct> {
      const { row, figures } = await db.transaction(async (tx) => {
        const before = await lockProduct(tx, id);
        if (!before) throw new AppError('NOT_FOUND', 'errors.staffConfig.productNotFound');
        if (before.version !== input.version)
          throw new AppError('CONFLICT', 'errors.staffConfig.staleVersion', {
            version: 'staffConfig.errors.staleVersion',
          });
        const figures = await loadRegulatoryFigures(tx, todayIso());
        const change = changeOf(input);
        const next = { ...before, ...change };
        const check = checkProductTerms(next, figures);
        const rangeErrors = Object.entries(check.fieldErrors).filter(
          ([, key]) => key !== 'staffConfig.errors.thmCapExceeded',
        );
        if (rangeErrors.length > 0)
          throw new AppError('VALIDATION_FAILED', 'errors.staffConfig.invalidRanges', check.fieldErrors);
        if (next.isActive && Object.keys(check.fieldErrors).length > 0) {
          const cap = thmCapFor(next.kind, figures);
          throw new AppError(
            'UNPROCESSABLE',
            {
              key: 'errors.staffConfig.thmCapExceeded',
              values: {
                thm: String(check.highest?.thm ?? '').replace('.', ','),
                cap: String(cap).replace('.', ','),
              },
            },
            check.fieldErrors,
          );
        }
        const unchanged = (Object.keys(change) as (keyof ProductChange)[]).every((key) =>
          sameJson(before[key], change[key]),
        );
        if (unchanged) return { row: before, figures };
        const after = await updateProductAtVersion(tx, id, before.version, change);
        if (!after)
          throw new AppError('CONFLICT', 'errors.staffConfig.staleVersion', {
            version: 'staffConfig.errors.staleVersion',
          });
        await recordStaffAction(tx, actor, {
          action: 'PRODUCT_CHANGED',
          subjectKind: 'LOAN_PRODUCT',
          subjectId: String(id),
          before,
          after,
        });
        return { row: after, figures };
      });
      cache.invalidate('all');
      return toConfigProduct(row, figures);
    },

    async getRegulatoryFigures(): Promise<ConfigRegulatoryFigures> {
      const today = todayIso();
      const figures = await loadRegulatoryFigures(db, today, cache);
      const rates = await listBaseRates(db);
      const inForce = baseRateInForceOn(rates, today);
      return {
        today,
        figures: await listFigures(db),
        baseRates: rates.map((rate) => toConfigBaseRate(rate, today, inForce?.effectiveFrom ?? null)),
        thmCaps: {
          personalLoan: thmCapFor('PERSONAL_LOAN', figures),
          pointOfSale: thmCapFor('POINT_OF_SALE', figures),
          referenceDate: figures.thmCapBasis.referenceDate,
          baseRatePercent: figures.thmCapBasis.baseRatePercent,
        },
        changes: await figuresService.listChanges({ limit: 20 }),
      };
    },

    /** One figure's value, first day and legal source, through the audited write of the figures service. */
    setFigure: (identifier: string, input: RegulatoryFigureInput, actor: StaffActor): Promise<ConfigFigure> =>
      committed(
        db.transaction(async (tx) => {
          const before = await findFigure(tx, identifier, true);
          if (!before) throw new AppError('NOT_FOUND', 'errors.staffConfig.figureNotFound');
          await writeRegulatoryFigure(tx, editorOf(actor), identifier, input);
          const after = await findFigure(tx, identifier);
          if (!after) throw new Error(`figure ${identifier} vanished while being written`);
          const { updatedAt: _before, ...beforeValues } = before;
          const { updatedAt: _after, ...afterValues } = after;
          if (!sameJson(beforeValues, afterValues))
            await recordStaffAction(tx, actor, {
              action: 'REGULATORY_FIGURE_CHANGED',
              subjectKind: 'REGULATORY_FIGURE',
              subjectId: identifier,
              before: beforeValues,
              after: afterValues,
            });
          return after;
        }),
      ),

    /** A base rate from a day: added, or its rate and source changed. */
    setBaseRate: (input: BaseRateInput, actor: StaffActor): Promise<ConfigBaseRate> =>
      committed(
        db.transaction(async (tx) => {
          const before =
            typeof input.effectiveFrom === 'string' ? await lockBaseRateOf(tx, input.effectiveFrom) : null;
          const written = await writeBaseRate(tx, editorOf(actor), input);
          const after: StoredBaseRate = {
            effectiveFrom: written.effectiveFrom,
            ratePercent: written.ratePercent,
            legalSource: written.legalSource,
            source: written.source,
          };
          if (!before || !sameJson(before, after))
            await recordStaffAction(tx, actor, {
              action: before ? 'BASE_RATE_CHANGED' : 'BASE_RATE_ADDED',
              subjectKind: 'BASE_RATE',
              subjectId: after.effectiveFrom,
              before,
              after,
            });
          const today = todayIso();
          const inForce = baseRateInForceOn(await listBaseRates(tx), today);
          return toConfigBaseRate(after, today, inForce?.effectiveFrom ?? null);
        }),
      ),

    /** A base rate of a day still ahead, removed; one in force is history (409). */
    removeBaseRate: (effectiveFrom: string, actor: StaffActor): Promise<void> =>
      committed(
        db.transaction(async (tx) => {
          const before = await lockBaseRateOf(tx, effectiveFrom);
          await removeBaseRate(tx, editorOf(actor), effectiveFrom);
          await recordStaffAction(tx, actor, {
            action: 'BASE_RATE_REMOVED',
            subjectKind: 'BASE_RATE',
            subjectId: effectiveFrom,
            before,
            after: null,
          });
        }),
      ),
  };
}

function toConfigBaseRate(rate: StoredBaseRate, today: string, inForceFrom: string | null): ConfigBaseRate {
  return {
    ...rate,
    inForce: rate.effectiveFrom === inForceFrom,
    isFuture: rate.effectiveFrom > today,
  };
}

export type ConfigurationService = ReturnType<typeof createConfigurationService>;
