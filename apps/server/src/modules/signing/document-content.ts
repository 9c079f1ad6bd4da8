import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LeasingPaymentTiming, LoanProductKind, RateType, VehicleCondition } from '@hitelkapu/domain';
import type { PageFormat } from '../../lib/pdf/blocks.ts';
import { serverDir } from '../../server-dir.ts';
import {
  type ContentFile,
  ContentFormatError,
  mapBlockText,
  parseContent,
  type ScheduleColumnKey,
  scheduleColumnKeys,
  type TemplateBlock,
  type TemplateSlot,
  templateSlots,
} from './content-format.ts';
import { contractPlaceholders, latePaymentPlaceholders } from './placeholder-names.ts';
import { checkPlaceholders } from './placeholders.ts';

/**
 * The content files of the documents (content/*.md, docs/decisions/025), read from beside
 * this module once, when the server starts, and checked then: a file that does not parse, a
 * value missing or unknown, or a placeholder the document does not know stops the start
 * rather than a customer's document. `{{shared.*}}` and `@include` put in the texts several
 * documents share (content/shared.md); each credit kind's file (content/credit-kinds) gives
 * its `{{credit.*}}` wording and the blocks at each slot of the contract and the SECCI.
 */

const creditTextKeys = ['contractTitle', 'type', 'disbursement', 'disbursementTerms'] as const;

/** What each product kind puts into the contract and the SECCI. */
export interface CreditKindContent {
  /**
   * The `{{credit.*}}` values; they may hold placeholders of their own. contractTitle is the
   * contract's title, type the "type of credit" (CCD2 Annex I), disbursement the contract's
   * clause on paying the credit out, disbursementTerms the same in one line for the SECCI.
   */
  text: Record<(typeof creditTextKeys)[number], string>;
  slots: Partial<Record<TemplateSlot, TemplateBlock[]>>;
}

// Read from the source folder, from source and compiled alike (029).
const contentDirectory = pathToFileURL(path.join(serverDir, 'src/modules/signing/content/'));

function readContent(name: string): ContentFile {
  return parseContent(readFileSync(new URL(name, contentDirectory), 'utf8'), `content/${name}`);
}

/** The `@values` of a file, which must be exactly `keys`. */
function valuesOf<K extends string>(
  file: ContentFile,
  keys: readonly K[],
  source: string,
): Record<K, string> {
  for (const key of Object.keys(file.values))
    if (!(keys as readonly string[]).includes(key))
      throw new ContentFormatError(`${source}: unknown key '${key}'`);
  for (const key of keys)
    if (!Object.hasOwn(file.values, key)) throw new ContentFormatError(`${source}: '${key}' is missing`);
  return file.values as Record<K, string>;
}

const shared = readContent('shared.md');
const sharedText = valuesOf(
  shared,
  ['withdrawalPeriod', 'personalisedOffer', 'humanIntervention'],
  'content/shared.md',
);

/** `text` with each `{{shared.*}}` replaced by the shared text of that name. */
function withSharedText(text: string, source: string): string {
  return text.replace(/\{\{shared\.([a-zA-Z0-9]+)\}\}/g, (_match, key: string) => {
    if (!Object.hasOwn(sharedText, key)) throw new ContentFormatError(`${source}: no shared text '${key}'`);
    return sharedText[key as keyof typeof sharedText];
  });
}

/**
 * A file's blocks as documents use them: parts put in at each `@include` (the file's own
 * parts first, then the shared ones) and the `{{shared.*}}` texts in place.
 */
function resolveShared(blocks: TemplateBlock[], file: ContentFile, source: string): TemplateBlock[] {
  const withText = (text: string) => withSharedText(text, source);
  return blocks.flatMap((block) => {
    if (block.kind !== 'include') return [mapBlockText(block, withText)];
    const part = file.parts[block.name] ?? shared.parts[block.name];
    if (!part) throw new ContentFormatError(`${source}: no part '${block.name}' to include`);
    if (part.some((inner) => inner.kind === 'include'))
      throw new ContentFormatError(`${source}: part '${block.name}' includes another part`);
    return part.map((inner) => mapBlockText(inner, withText));
  });
}

/** Every text of the blocks checked against the placeholders the document may use. */
function checkBlocks(blocks: TemplateBlock[], known: ReadonlySet<string>, source: string) {
  for (const block of blocks)
    mapBlockText(block, (text) => {
      checkPlaceholders(text, known, source);
      return text;
    });
}

const creditKindFiles: Record<LoanProductKind, string> = {
  PERSONAL_LOAN: 'personal-loan.md',
  POINT_OF_SALE: 'point-of-sale.md',
  LEASING: 'leasing.md',
};

function loadCreditKind(name: string): CreditKindContent {
  const source = `content/credit-kinds/${name}`;
  const file = readContent(`credit-kinds/${name}`);
  if (file.blocks.length > 0)
    throw new ContentFormatError(`${source}: blocks go in a part named after a slot`);
  const included = new Set(
    Object.values(file.parts).flatMap((blocks) =>
      blocks.flatMap((b) => (b.kind === 'include' ? [b.name] : [])),
    ),
  );
  const slots: CreditKindContent['slots'] = {};
  const known = new Set(contractPlaceholders);
  for (const [part, blocks] of Object.entries(file.parts)) {
    if ((templateSlots as readonly string[]).includes(part)) {
      const resolved = resolveShared(blocks, file, source);
      checkBlocks(resolved, known, source);
      slots[part as TemplateSlot] = resolved;
    } else if (!included.has(part))
      throw new ContentFormatError(`${source}: part '${part}' is neither a slot nor included`);
  }
  const values = valuesOf(file, creditTextKeys, source);
  const text = { ...values };
  for (const key of creditTextKeys) {
    text[key] = withSharedText(values[key], source);
    checkPlaceholders(text[key], known, source);
  }
  return { text, slots };
}

/**
 * What each kind of credit says of itself. Point-of-sale credit (áruhitel) is a linked credit
 * agreement (CCD2 art. 27) naming the goods, their cash price and the seller; closed-end
 * leasing names the vehicle, the down payment and the residual value (DOMAIN "Leasing").
 */
export const creditKindContent = Object.fromEntries(
  Object.entries(creditKindFiles).map(([kind, name]) => [kind, loadCreditKind(name)]),
) as Record<LoanProductKind, CreditKindContent>;

/** The `{{credit.*}}` placeholders, filled from the credit kind's file. */
export const creditPlaceholders = creditTextKeys.map((key) => `credit.${key}`);

/** A document's content file: its title (its first block), its page format and its blocks, checked against `known`. */
export function loadDocumentContent(
  name: string,
  known: ReadonlySet<string>,
): { title: string; format: PageFormat; blocks: TemplateBlock[] } {
  const source = `content/${name}`;
  const file = readContent(name);
  const { format } = valuesOf(file, ['format'], source);
  if (format !== 'A4' && format !== 'PHONE') throw new ContentFormatError(`${source}: format is A4 or PHONE`);
  if (Object.keys(file.parts).length > 0) throw new ContentFormatError(`${source}: a document has no parts`);
  const blocks = resolveShared(file.blocks, file, source);
  const [first] = blocks;
  if (first?.kind !== 'title') throw new ContentFormatError(`${source}: a document starts with its # title`);
  checkBlocks(blocks, known, source);
  return { title: first.text, format, blocks };
}

const wordingKeys = [
  'rateType.FIXED',
  'rateType.VARIABLE',
  ...scheduleColumnKeys.map((key) => `schedule.${key}` as const),
  'vehicleCondition.NEW',
  'vehicleCondition.USED',
  'firstRegistration.none',
  'paymentTiming.ARREARS',
  'paymentTiming.ADVANCE',
] as const;
const wordingText = valuesOf(readContent('wording.md'), wordingKeys, 'content/wording.md');

/** How the rate behaves, as the documents and the offers say it (CCD2 art. 8, Annex I). */
export const rateTypeWording: Record<RateType, string> = {
  FIXED: wordingText['rateType.FIXED'],
  VARIABLE: wordingText['rateType.VARIABLE'],
};

/** How the leasing documents name the vehicle's condition and when the payments fall (DOMAIN "Leasing"). */
export const leasingWording = {
  condition: {
    NEW: wordingText['vehicleCondition.NEW'],
    USED: wordingText['vehicleCondition.USED'],
  } satisfies Record<VehicleCondition, string>,
  notRegistered: wordingText['firstRegistration.none'],
  paymentTiming: {
    ARREARS: wordingText['paymentTiming.ARREARS'],
    ADVANCE: wordingText['paymentTiming.ADVANCE'],
  } satisfies Record<LeasingPaymentTiming, string>,
} as const;

/** The headers of the repayment table's columns. */
export const scheduleColumnHeaders = Object.fromEntries(
  scheduleColumnKeys.map((key) => [key, wordingText[`schedule.${key}`]]),
) as Record<ScheduleColumnKey, string>;

const latePaymentKeys = [
  'interest.label',
  'interest.value',
  'interest.short',
  'REMINDER_LETTER.label',
  'REMINDER_LETTER.value',
  'REMINDER_LETTER.short',
  'REMINDER_LETTER_FREE.label',
  'REMINDER_LETTER_FREE.value',
  'REMINDER_LETTER_FREE.short',
  'COLLECTION_COSTS.label',
  'COLLECTION_COSTS.value',
  'COLLECTION_COSTS.short',
  'legalSource',
  'example.label',
  'example.value',
  'nothingElse',
] as const;
const late = valuesOf(readContent('late-payment.md'), latePaymentKeys, 'content/late-payment.md');
for (const key of latePaymentKeys) {
  const known = latePaymentPlaceholders[key.split('.')[0] ?? ''] ?? [];
  checkPlaceholders(late[key], new Set(known), 'content/late-payment.md');
}

/**
 * The wording of the late-payment costs; `{{placeholders}}` are filled from the product's
 * configuration (loan_products.late_payment) and the contract's figures.
 */
export const latePaymentWording = {
  interest: { label: late['interest.label'], value: late['interest.value'], short: late['interest.short'] },
  REMINDER_LETTER: {
    label: late['REMINDER_LETTER.label'],
    value: late['REMINDER_LETTER.value'],
    short: late['REMINDER_LETTER.short'],
  },
  REMINDER_LETTER_FREE: {
    label: late['REMINDER_LETTER_FREE.label'],
    value: late['REMINDER_LETTER_FREE.value'],
    short: late['REMINDER_LETTER_FREE.short'],
  },
  COLLECTION_COSTS: {
    label: late['COLLECTION_COSTS.label'],
    value: late['COLLECTION_COSTS.value'],
    short: late['COLLECTION_COSTS.short'],
  },
  legalSource: late.legalSource,
  example: { label: late['example.label'], value: late['example.value'] },
  /** Beside the charges: nothing else is ever asked for a late payment. */
  nothingElse: late.nothingElse,
} as const;
