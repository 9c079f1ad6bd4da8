import {
  type BaseRateInput,
  baseRateInputSchema,
  type FieldErrors,
  type FigureChangeSubject,
  isIsoDate,
  type RegulatoryFigureChange,
  type RegulatoryFigureInput,
  type RegulatoryFiguresOfDay,
  regulatoryFigureInputSchema,
  todayIso,
} from '@hitelkapu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type BaseRateRow,
  deleteBaseRate,
  type FigureRow,
  insertBaseRateIfMissing,
  insertFigureChange,
  insertFigureIfMissing,
  listFigureChanges,
  loadRegulatoryFigures,
  lockBaseRate,
  lockFigure,
  updateBaseRate,
  updateFigure,
} from './regulatory-figures.repository.ts';

/**
 * Changes to the regulatory figures and the base rate, each written with its audit row in one
 * transaction (DOMAIN "Compliance": who, when, before and after). The seed of a release and
 * the staff editor (configuration/configuration.service.ts) both come through here: the seed
 * follows the shipped values until staff change a row, and then leaves that row alone
 * (docs/decisions/009).
 */

/** Who makes a change: the seed of a release, or a member of staff by id. */
export type FigureEditor = { actor: 'SEED' } | { actor: 'STAFF'; staffId: string };

export const seedEditor: FigureEditor = { actor: 'SEED' };

type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Field keys of the error shape (translated on the client; wording in translations-hu-regulatory.ts). */
export const regulatoryFigureMessageKeys = {
  baseRateInForce: 'regulatoryFigures.baseRateInForce',
} as const;

function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || '_';
    fieldErrors[path] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  throw new AppError('VALIDATION_FAILED', undefined, fieldErrors);
}

const sourceOf = (editor: FigureEditor) => (editor.actor === 'STAFF' ? 'staff' : 'seed');
const actorIdOf = (editor: FigureEditor) => (editor.actor === 'STAFF' ? editor.staffId : null);

async function audit(
  tx: Writer,
  editor: FigureEditor,
  subject: FigureChangeSubject,
  subjectKey: string,
  before: FigureRow | BaseRateRow | null,
  after: FigureRow | BaseRateRow | null,
): Promise<void> {
  await insertFigureChange(tx, {
    subject,
    subjectKey,
    actor: editor.actor,
    actorId: actorIdOf(editor),
    before,
    after,
  });
}

const sameBaseRate = (a: BaseRateRow, b: BaseRateRow) =>
  a.ratePercent === b.ratePercent && a.legalSource === b.legalSource && a.source === b.source;

const sameFigure = (a: FigureRow, b: FigureRow) =>
  a.value === b.value &&
  a.unit === b.unit &&
  a.legalSource === b.legalSource &&
  a.validFrom === b.validFrom &&
  a.description === b.description &&
  a.source === b.source;

/**
 * Sets the base rate that applies from a day, adding the row or changing its rate and source.
 * A row with a future day takes over by itself; one with a past day corrects the history (a
 * decision keeps the figures it was made on). The seed does not touch a row staff have set.
 * Runs inside the caller's transaction.
 */
export async function writeBaseRate(
  tx: Writer,
  editor: FigureEditor,
  input: BaseRateInput,
): Promise<BaseRateRow> {
  const { effectiveFrom, ratePercent, legalSource } = parseInput(baseRateInputSchema, input);
  const next: BaseRateRow = { effectiveFrom, ratePercent, legalSource, source: sourceOf(editor) };
  let current = await lockBaseRate(tx, effectiveFrom);
  if (!current) {
    if (await insertBaseRateIfMissing(tx, next)) {
      await audit(tx, editor, 'BASE_RATE', effectiveFrom, null, next);
      return next;
    }
    // Another instance added it after our look; its row is committed and can be locked now.
    current = await lockBaseRate(tx, effectiveFrom);
    if (!current) throw new Error(`base rate ${effectiveFrom} vanished while being written`);
  }
  if (editor.actor === 'SEED' && current.source === 'staff') return current;
  if (sameBaseRate(current, next)) return current;
  await updateBaseRate(tx, next);
  await audit(tx, editor, 'BASE_RATE', effectiveFrom, current, next);
  return next;
}

/**
 * Removes a base rate entered ahead of time (a rate announced by mistake). One that has taken
 * effect is history, which caps and decisions were computed from: it can be corrected, not removed.
 */
export async function removeBaseRate(
  tx: Writer,
  editor: FigureEditor,
  effectiveFrom: string,
  today: string = todayIso(),
): Promise<void> {
  if (!isIsoDate(effectiveFrom))
    throw new AppError('VALIDATION_FAILED', undefined, { effectiveFrom: 'validation.invalid' });
  const current = await lockBaseRate(tx, effectiveFrom);
  if (!current) throw new AppError('NOT_FOUND');
  if (current.effectiveFrom <= today) {
    throw new AppError('CONFLICT', undefined, { effectiveFrom: regulatoryFigureMessageKeys.baseRateInForce });
  }
  await deleteBaseRate(tx, effectiveFrom);
  await audit(tx, editor, 'BASE_RATE', effectiveFrom, current, null);
}

/**
 * A staff change of one undated figure: its value, the day it applies from and its legal
 * source. The figures are those the engine defines, so an unknown one is not found.
 */
export async function writeRegulatoryFigure(
  tx: Writer,
  editor: FigureEditor,
  identifier: string,
  input: RegulatoryFigureInput,
): Promise<FigureRow> {
  const { value, validFrom, legalSource } = parseInput(regulatoryFigureInputSchema, input);
  const current = await lockFigure(tx, identifier);
  if (!current) throw new AppError('NOT_FOUND');
  const next: FigureRow = { ...current, value, validFrom, legalSource, source: sourceOf(editor) };
  if (editor.actor === 'SEED' && current.source === 'staff') return current;
  if (sameFigure(current, next)) return current;
  await updateFigure(tx, next);
  await audit(tx, editor, 'FIGURE', identifier, current, next);
  return next;
}

/** A figure as a release ships it: every column, so a new release can reword or add one. */
export type ShippedFigure = Omit<FigureRow, 'source'>;

/**
 * Brings the figures and base rates to what the release ships, through the same audited
 * writes as an editor: added rows and changed seed-owned rows are audited as the seed's;
 * rows staff have set are left alone. Runs inside the seed's transaction.
 */
export async function applyShippedFigures(
  tx: Writer,
  figures: readonly ShippedFigure[],
  rates: readonly BaseRateInput[],
): Promise<void> {
  for (const shipped of figures) {
    const { value, validFrom, legalSource } = parseInput(regulatoryFigureInputSchema, shipped);
    const next: FigureRow = { ...shipped, value, validFrom, legalSource, source: 'seed' };
    let current = await lockFigure(tx, shipped.identifier);
    if (!current) {
      if (await insertFigureIfMissing(tx, next)) {
        await audit(tx, seedEditor, 'FIGURE', shipped.identifier, null, next);
        continue;
      }
      current = await lockFigure(tx, shipped.identifier);
      if (!current) throw new Error(`figure ${shipped.identifier} vanished while being written`);
    }
    if (current.source === 'staff' || sameFigure(current, next)) continue;
    await updateFigure(tx, next);
    await audit(tx, seedEditor, 'FIGURE', shipped.identifier, current, next);
  }
  for (const rate of rates) await writeBaseRate(tx, seedEditor, rate);
}

/**
 * The figures of a day, and changes each in its own transaction, after whose commit the app's
 * configuration cache is dropped (lib/config-cache.ts), so the next request sees it. The staff
 * editor (configuration/configuration.service.ts) calls the transaction-level writes above
 * directly, so its audit row joins the change's transaction.
 */
export function createRegulatoryFiguresService(db: Db, cache: ConfigCache = noConfigCache) {
  async function committed<T>(change: Promise<T>): Promise<T> {
    const result = await change;
    cache.invalidate('all');
    return result;
  }

  return {
    /** The engine's figures of a Budapest calendar day, with the source of its THM caps. */
    figuresOn: (day: string): Promise<RegulatoryFiguresOfDay> => loadRegulatoryFigures(db, day, cache),

    setBaseRate: (editor: FigureEditor, input: BaseRateInput) =>
      committed(db.transaction((tx) => writeBaseRate(tx, editor, input))),

    removeBaseRate: (editor: FigureEditor, effectiveFrom: string) =>
      committed(db.transaction((tx) => removeBaseRate(tx, editor, effectiveFrom))),

    setFigure: (editor: FigureEditor, identifier: string, input: RegulatoryFigureInput) =>
      committed(db.transaction((tx) => writeRegulatoryFigure(tx, editor, identifier, input))),

    /** The audit, newest first: of one base rate or figure when a key is given. */
    listChanges: (
      filter: { subject?: FigureChangeSubject; subjectKey?: string; limit?: number } = {},
    ): Promise<RegulatoryFigureChange[]> =>
      listFigureChanges(db, { ...filter, limit: Math.min(Math.max(filter.limit ?? 100, 1), 500) }),
  };
}

export type RegulatoryFiguresService = ReturnType<typeof createRegulatoryFiguresService>;

/** What other modules read of the figures in force. */
export {
  loadAgeLimits,
  loadRegulatoryFigures,
  loadReviewPolicy,
  loadUnderwritingPolicy,
} from './regulatory-figures.repository.ts';
