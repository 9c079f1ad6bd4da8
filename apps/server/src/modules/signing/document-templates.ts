import { readFileSync } from 'node:fs';
import type { LoanProductKind, RateType } from '@hitelkapu/domain';
import type { DocumentBlock, PageFormat, TableColumn } from '../../lib/pdf/blocks.ts';
import {
  type ContentFile,
  ContentFormatError,
  parseContent,
  type ScheduleColumnKey,
  scheduleColumnKeys,
  type TemplateBlock,
  type TemplateSlot,
  templateSlots,
} from './content-format.ts';
import {
  contractPlaceholders,
  latePaymentPlaceholders,
  signatureClausePlaceholders,
  withdrawalReceiptPlaceholders,
} from './placeholder-names.ts';
import { checkPlaceholders, fillPlaceholders } from './placeholders.ts';

/**
 * The templates of the documents the portal issues, read from the content files beside this
 * module (content/*.md, docs/decisions/025) once, when the server starts; GET
 * administration/template-render shows them with their placeholders. A `{{key}}`
 * placeholder is filled from the values of one application; a key the document does not
 * know, or one without a value, is a defect and stops the document from being made.
 * Legal sections open with a one-line plain summary (LOOK-AND-VOICE). The contract and the
 * SECCI are A4, so they print and archive as they are (docs/decisions/018).
 *
 * The product kind shapes the contract and the SECCI: `{{credit.*}}` placeholders (the
 * contract's title, the type of credit, how it is paid out) and the blocks at each slot come
 * from the kind's file in content/credit-kinds, so a new kind of credit adds content, not code.
 * `{{shared.*}}` and `@include` put in the texts several documents share (content/shared.md).
 */

export type { ScheduleColumnKey, TemplateBlock, TemplateSlot };
export type ScheduleSummaryRow = Record<ScheduleColumnKey, string>;

export const templateIdentifiers = [
  'loan-contract',
  'secci',
  'signature-clause',
  'withdrawal-receipt',
] as const;
export type TemplateIdentifier = (typeof templateIdentifiers)[number];

export interface DocumentTemplate {
  identifier: TemplateIdentifier;
  title: string;
  format: PageFormat;
  blocks: TemplateBlock[];
}

export interface FactRow {
  label: string;
  value: string;
}

export interface TemplateValues {
  text: Record<string, string>;
  schedule: ScheduleSummaryRow[];
  /** The rows of the `latePaymentCosts` block. */
  latePayment?: FactRow[];
}

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

const contentDirectory = new URL('./content/', import.meta.url);

function readContent(name: string): ContentFile {
  return parseContent(readFileSync(new URL(name, contentDirectory), 'utf8'), `content/${name}`);
}

/** The front matter of a file, which must hold exactly `keys`. */
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

/** The block with `f` applied to every text it shows. */
function mapBlockText(block: TemplateBlock, f: (text: string) => string): TemplateBlock {
  switch (block.kind) {
    case 'title':
    case 'subtitle':
    case 'summary':
    case 'paragraph':
      return { kind: block.kind, text: f(block.text) };
    case 'heading':
      return { ...block, text: f(block.text) };
    case 'bullets':
      return { kind: 'bullets', items: block.items.map(f) };
    case 'facts':
      return { kind: 'facts', rows: block.rows.map((row) => ({ label: f(row.label), value: f(row.value) })) };
    case 'code':
      return { kind: 'code', label: f(block.label), text: f(block.text) };
    case 'schedule':
    case 'latePaymentCosts':
    case 'slot':
    case 'include':
    case 'pageBreak':
      return block;
  }
}

const shared = readContent('shared.md');
const sharedText = valuesOf(
  shared,
  ['withdrawalPeriod', 'personalisedOffer', 'humanIntervention'],
  'content/shared.md',
);

/**
 * A file's blocks as documents use them: parts put in at each `@include` (the file's own
 * parts first, then the shared ones) and the `{{shared.*}}` texts in place.
 */
function resolveShared(blocks: TemplateBlock[], file: ContentFile, source: string): TemplateBlock[] {
  const withText = (text: string) =>
    text.replace(/\{\{shared\.([a-zA-Z0-9]+)\}\}/g, (_match, key: string) => {
      if (!Object.hasOwn(sharedText, key)) throw new ContentFormatError(`${source}: no shared text '${key}'`);
      return sharedText[key as keyof typeof sharedText];
    });
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
  const text = valuesOf(file, creditTextKeys, source);
  for (const value of Object.values(text)) checkPlaceholders(value, known, source);
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

const creditPlaceholders = creditTextKeys.map((key) => `credit.${key}`);

/** The placeholders each template may use (placeholder-names.ts). */
const knownPlaceholders: Record<TemplateIdentifier, ReadonlySet<string>> = {
  'loan-contract': new Set([...contractPlaceholders, ...creditPlaceholders]),
  secci: new Set([...contractPlaceholders, ...creditPlaceholders]),
  'signature-clause': new Set(signatureClausePlaceholders),
  'withdrawal-receipt': new Set(withdrawalReceiptPlaceholders),
};

function loadTemplate(identifier: TemplateIdentifier): DocumentTemplate {
  const source = `content/${identifier}.md`;
  const file = readContent(`${identifier}.md`);
  const { format } = valuesOf(file, ['format'], source);
  if (format !== 'A4' && format !== 'PHONE') throw new ContentFormatError(`${source}: format is A4 or PHONE`);
  if (Object.keys(file.parts).length > 0) throw new ContentFormatError(`${source}: a document has no parts`);
  const blocks = resolveShared(file.blocks, file, source);
  const [first] = blocks;
  if (first?.kind !== 'title') throw new ContentFormatError(`${source}: a document starts with its # title`);
  if (identifier !== 'loan-contract' && identifier !== 'secci' && blocks.some((b) => b.kind === 'slot'))
    throw new ContentFormatError(`${source}: only the contract and the SECCI have slots`);
  checkBlocks(blocks, knownPlaceholders[identifier], source);
  return { identifier, title: first.text, format, blocks };
}

export const documentTemplates = Object.fromEntries(
  templateIdentifiers.map((identifier) => [identifier, loadTemplate(identifier)]),
) as Record<TemplateIdentifier, DocumentTemplate>;

const wordingKeys = [
  'rateType.FIXED',
  'rateType.VARIABLE',
  ...scheduleColumnKeys.map((key) => `schedule.${key}` as const),
] as const;
const wordingText = valuesOf(readContent('wording.md'), wordingKeys, 'content/wording.md');

/** How the rate behaves, as the documents and the offers say it (CCD2 art. 8, Annex I). */
export const rateTypeWording: Record<RateType, string> = {
  FIXED: wordingText['rateType.FIXED'],
  VARIABLE: wordingText['rateType.VARIABLE'],
};

const scheduleColumnHeaders = Object.fromEntries(
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

/** `text` with every `{{key}}` replaced; a key without a value stops the document. */
export function fillText(text: string, values: Record<string, string>, identifier: string): string {
  return fillPlaceholders(text, values, identifier);
}

/** Numbered headings get "1. ", "2. ", … in order, so a section a product kind adds keeps the count right. */
function numberHeadings(blocks: TemplateBlock[]): TemplateBlock[] {
  let count = 0;
  return blocks.map((block) => {
    if (block.kind !== 'heading' || !block.numbered) return block;
    count += 1;
    return { kind: 'heading', text: `${count}. ${block.text}` };
  });
}

/**
 * The template as one kind of credit has it: the kind's blocks at each slot, its
 * `{{credit.*}}` wording in place, the sections numbered.
 */
export function documentTemplateFor(identifier: TemplateIdentifier, kind: LoanProductKind): DocumentTemplate {
  const template = documentTemplates[identifier];
  const content = creditKindContent[kind];
  const credit = (text: string) =>
    text.replace(/\{\{credit\.([a-zA-Z]+)\}\}/g, (_match, key: string) => {
      const value = Object.hasOwn(content.text, key)
        ? content.text[key as keyof CreditKindContent['text']]
        : undefined;
      if (value === undefined) throw new Error(`credit kind ${kind} has no '${key}' for '${identifier}'`);
      return value;
    });
  const blocks: TemplateBlock[] = [];
  // Facts at a slot join the facts around it, so a kind's rows read as part of one table.
  let afterSlot = false;
  for (const block of template.blocks) {
    const isSlot = block.kind === 'slot';
    for (const item of isSlot ? (content.slots[block.name] ?? []) : [block]) {
      const last = blocks[blocks.length - 1];
      if ((isSlot || afterSlot) && item.kind === 'facts' && last?.kind === 'facts')
        blocks[blocks.length - 1] = { kind: 'facts', rows: [...last.rows, ...item.rows] };
      else blocks.push(item);
    }
    afterSlot = isSlot;
  }
  return {
    ...template,
    title: credit(template.title),
    blocks: numberHeadings(blocks.map((block) => mapBlockText(block, credit))),
  };
}

function fillBlock(
  block: TemplateBlock,
  f: (text: string) => string,
  values: TemplateValues,
): DocumentBlock[] {
  switch (block.kind) {
    case 'title':
    case 'subtitle':
    case 'heading':
    case 'summary':
    case 'paragraph':
      return [{ kind: block.kind, text: f(block.text) }];
    case 'bullets':
      return [{ kind: 'bullets', items: block.items.map(f) }];
    case 'facts':
      return [
        { kind: 'facts', rows: block.rows.map((row) => ({ label: f(row.label), value: f(row.value) })) },
      ];
    case 'code':
      return [{ kind: 'code', label: f(block.label), text: f(block.text) }];
    case 'pageBreak':
      return [block];
    case 'schedule': {
      const columns: TableColumn[] = block.columns.map((column) => ({
        header: scheduleColumnHeaders[column.key],
        width: column.width,
        align: column.key === 'month' ? 'left' : 'right',
      }));
      const rows = values.schedule.map((row) => block.columns.map((column) => row[column.key]));
      return [{ kind: 'table', columns, rows }];
    }
    case 'latePaymentCosts':
      if (!values.latePayment?.length) throw new Error('a document with late-payment costs needs them');
      return [
        {
          kind: 'facts',
          rows: values.latePayment.map((row) => ({ label: f(row.label), value: f(row.value) })),
        },
      ];
    case 'slot':
      throw new Error(`slot '${block.name}' left in a template: resolve it with documentTemplateFor`);
    case 'include':
      throw new Error(`part '${block.name}' left in a template: content files are resolved when loaded`);
  }
}

/**
 * The template's blocks with every placeholder filled; the schedule becomes a table. A
 * placeholder the document does not know, or one without a value, stops it.
 */
export function fillTemplate(template: DocumentTemplate, values: TemplateValues): DocumentBlock[] {
  const known = knownPlaceholders[template.identifier];
  const f = (text: string) => fillPlaceholders(text, values.text, template.identifier, known);
  return template.blocks.flatMap((block) => fillBlock(block, f, values));
}

/** Every placeholder a template uses, in order of first appearance. */
export function templatePlaceholders(template: DocumentTemplate): string[] {
  const keys = new Set<string>();
  const collect = (text: string) => {
    for (const match of text.matchAll(/\{\{([a-zA-Z0-9.]+)\}\}/g)) if (match[1]) keys.add(match[1]);
    return text;
  };
  collect(template.title);
  for (const block of template.blocks) mapBlockText(block, collect);
  return [...keys];
}

const slotDescriptions: Record<TemplateSlot, string> = {
  keyFacts: 'a termékfajta legfontosabb adatai (például az áru és készpénzára, vagy a jármű)',
  features: 'a termékfajta adatai a hitel főbb jellemzői között',
  subject: 'a szerződés tárgya a termékfajta szerint (például az áru és az eladó)',
  linkedWithdrawal: 'kapcsolt szerződésnél az elállás hatása a másik szerződésre',
};

/** The template as plain text with its `{{placeholders}}` (GET template-render). */
export function templateText(template: DocumentTemplate): string {
  const out: string[] = [];
  for (const block of numberHeadings(template.blocks)) {
    switch (block.kind) {
      case 'title':
        out.push(block.text, '='.repeat(block.text.length), '');
        break;
      case 'subtitle':
        out.push(block.text, '');
        break;
      case 'heading':
        out.push('', block.text, '-'.repeat(block.text.length));
        break;
      case 'summary':
      case 'paragraph':
        out.push(block.text, '');
        break;
      case 'bullets':
        out.push(...block.items.map((item) => `- ${item}`), '');
        break;
      case 'facts':
        out.push(...block.rows.map((row) => `${row.label}: ${row.value}`), '');
        break;
      case 'code':
        out.push(`${block.label}: ${block.text}`, '');
        break;
      case 'schedule':
        out.push(
          `[Törlesztési táblázat: ${block.columns.map((column) => scheduleColumnHeaders[column.key]).join(' | ')}; {{schedule}}]`,
          '',
        );
        break;
      case 'latePaymentCosts':
        out.push('[A késedelmes fizetés költségei a termék beállításaiból, jogalappal; {{latePayment}}]', '');
        break;
      case 'slot':
        out.push(`[A termékfajta szerint: ${slotDescriptions[block.name]}; {{slot.${block.name}}}]`, '');
        break;
      case 'pageBreak':
        out.push('[Új oldal]', '');
        break;
      case 'include':
        break;
    }
  }
  return `${out.join('\n').trim()}\n`;
}
