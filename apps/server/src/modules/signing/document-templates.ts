import type { LoanProductKind } from '@hitelkapu/domain';
import type { DocumentBlock, PageFormat, TableColumn } from '../../lib/pdf/blocks.ts';
import {
  mapBlockText,
  type ScheduleColumnKey,
  type TemplateBlock,
  type TemplateSlot,
} from './content-format.ts';
import {
  type CreditKindContent,
  creditKindContent,
  creditPlaceholders,
  loadDocumentContent,
  scheduleColumnHeaders,
} from './document-content.ts';
import {
  contractPlaceholders,
  signatureClausePlaceholders,
  withdrawalReceiptPlaceholders,
} from './placeholder-names.ts';
import { fillPlaceholders } from './placeholders.ts';

/**
 * The templates of the documents the portal issues, from their content files
 * (document-content.ts); GET administration/template-render shows them with their
 * placeholders. A `{{key}}` placeholder is filled from the values of one application; a key
 * the document does not know, or one without a value, is a defect and stops the document
 * from being made. Legal sections open with a one-line plain summary (LOOK-AND-VOICE). The
 * contract and the SECCI are A4, so they print and archive as they are (docs/decisions/018).
 *
 * The product kind shapes the contract and the SECCI: `{{credit.*}}` placeholders (the
 * contract's title, the type of credit, how it is paid out) and the blocks at each slot come
 * from the kind's content file, so a new kind of credit adds content, not code.
 */

export type ScheduleSummaryRow = Record<ScheduleColumnKey, string>;

export const templateIdentifiers = [
  'loan-contract',
  'secci',
  'signature-clause',
  'withdrawal-receipt',
  'leasing-contract',
  'leasing-secci',
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

/** The placeholders each template may use (placeholder-names.ts). */
const knownPlaceholders: Record<TemplateIdentifier, ReadonlySet<string>> = {
  'loan-contract': new Set([...contractPlaceholders, ...creditPlaceholders]),
  secci: new Set([...contractPlaceholders, ...creditPlaceholders]),
  'signature-clause': new Set(signatureClausePlaceholders),
  'withdrawal-receipt': new Set(withdrawalReceiptPlaceholders),
  'leasing-contract': new Set([...contractPlaceholders, ...creditPlaceholders]),
  'leasing-secci': new Set([...contractPlaceholders, ...creditPlaceholders]),
};

/** The documents with the credit kind's slots: the contracts and the SECCIs. */
const slotted: readonly TemplateIdentifier[] = [
  'loan-contract',
  'secci',
  'leasing-contract',
  'leasing-secci',
];

/**
 * A credit kind whose contract and SECCI are documents of their own: closed-end leasing has a
 * lessor and a keeper, a residual value and the passing of ownership, so its texts are
 * written for it (docs/decisions/035); the other kinds fill the loan documents' slots.
 */
const kindDocuments: Partial<
  Record<LoanProductKind, Partial<Record<TemplateIdentifier, TemplateIdentifier>>>
> = {
  LEASING: { 'loan-contract': 'leasing-contract', secci: 'leasing-secci' },
};

function loadTemplate(identifier: TemplateIdentifier): DocumentTemplate {
  const content = loadDocumentContent(`${identifier}.md`, knownPlaceholders[identifier]);
  if (!slotted.includes(identifier) && content.blocks.some((b) => b.kind === 'slot'))
    throw new Error(`content/${identifier}.md: only the contracts and the SECCIs have slots`);
  return { identifier, ...content };
}

export const documentTemplates = Object.fromEntries(
  templateIdentifiers.map((identifier) => [identifier, loadTemplate(identifier)]),
) as Record<TemplateIdentifier, DocumentTemplate>;

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
  const template = documentTemplates[kindDocuments[kind]?.[identifier] ?? identifier];
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
