import type { DocumentBlock } from '../../lib/pdf/blocks.ts';

/**
 * Reads the content files of the documents (content/*.md, docs/decisions/025): Markdown a
 * lawyer can read and edit, in a small strict dialect that Biome's Markdown formatter
 * leaves as it is. A file is an optional `@values` line followed by `key: value` lines, then
 * blocks separated by an empty line, then optional named parts (`@part name`) holding
 * blocks of their own. A block is one of:
 *
 * - `# Title`, `_Subtitle_`, `## Heading`, `## #. Heading` (numbered in order when the
 *   document is put together), `> Summary`, `- bullet` lines, a paragraph;
 * - facts: a label line followed by a `: value` line, repeated; a value in backticks is a
 *   code block (hashes, ids);
 * - a directive: `@schedule month 0.12, payment 0.18, …` (the repayment table, its columns
 *   and their share of the width), `@late-payment-costs`, `@slot name` (where a credit kind
 *   adds its blocks), `@include name` (a part), `@page-break`.
 *
 * A paragraph, summary or bullet may run over several lines: they are joined with a space (a
 * bullet's further lines are indented by two spaces). A line `<!-- … -->` is a comment.
 * Anything else is an error naming the file and line.
 */

export const scheduleColumnKeys = ['month', 'payment', 'principal', 'interest', 'fee', 'balance'] as const;
export type ScheduleColumnKey = (typeof scheduleColumnKeys)[number];

/** Places in the contract and the SECCI where a product kind adds its own blocks. */
export const templateSlots = ['keyFacts', 'features', 'subject', 'linkedWithdrawal'] as const;
export type TemplateSlot = (typeof templateSlots)[number];

export type TemplateBlock =
  | Exclude<DocumentBlock, { kind: 'table' } | { kind: 'heading' }>
  /** A numbered heading gets the next section number when the template is resolved. */
  | { kind: 'heading'; text: string; numbered?: boolean }
  /** The repayment schedule summary (first months, the last one, totals) with these columns. */
  | { kind: 'schedule'; columns: { key: ScheduleColumnKey; width: number }[] }
  /** Every late-payment cost the product is configured with, one fact each, with its legal source. */
  | { kind: 'latePaymentCosts' }
  /** Blocks the product kind adds here (its content file's part of the same name). */
  | { kind: 'slot'; name: TemplateSlot }
  /** The blocks of a named part, put in when the file is loaded. */
  | { kind: 'include'; name: string };

export interface ContentFile {
  values: Record<string, string>;
  blocks: TemplateBlock[];
  parts: Record<string, TemplateBlock[]>;
}

export class ContentFormatError extends Error {}

interface Line {
  text: string;
  number: number;
}

/** Parses one content file; `source` names it in errors. */
export function parseContent(text: string, source: string): ContentFile {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, index) => ({ text: line.trimEnd(), number: index + 1 }))
    .filter((line) => !/^<!--.*-->$/.test(line.text));
  const fail: Fail = (line, message) => {
    throw new ContentFormatError(`${source}:${line?.number ?? lines.length}: ${message}`);
  };
  const file: ContentFile = { values: {}, blocks: [], parts: {} };
  let target = file.blocks;
  let chunk: Line[] = [];
  let first = true;
  const flush = () => {
    const [head, ...rest] = chunk;
    if (head?.text === '@values') {
      if (!first) fail(head, '@values comes first in a file');
      for (const line of rest) {
        const [, key, value] = /^([A-Za-z][A-Za-z0-9._]*): (\S.*)$/.exec(line.text) ?? [];
        if (!key || !value) return fail(line, 'a value is a line `key: value`');
        if (Object.hasOwn(file.values, key)) fail(line, `'${key}' is given twice`);
        file.values[key] = value;
      }
    } else if (head) target.push(...parseChunk(chunk, fail));
    if (head) first = false;
    chunk = [];
  };
  for (const line of lines) {
    const part = /^@part (\S+)$/.exec(line.text);
    if (part?.[1]) {
      flush();
      first = false;
      if (Object.hasOwn(file.parts, part[1])) fail(line, `part '${part[1]}' is given twice`);
      target = file.parts[part[1]] = [];
    } else if (line.text === '') flush();
    else chunk.push(line);
  }
  flush();
  return file;
}

type Fail = (line: Line | undefined, message: string) => never;

/** One run of lines between empty lines: one block, or a run of code blocks. */
function parseChunk(chunk: Line[], fail: Fail): TemplateBlock[] {
  const [first, ...rest] = chunk as [Line, ...Line[]];
  const single = (block: TemplateBlock): TemplateBlock[] => {
    if (rest[0]) fail(rest[0], 'this block is one line: put an empty line after it');
    return [block];
  };
  const text = first.text;
  if (text.startsWith('@')) return single(parseDirective(first, fail));
  if (text.startsWith('# ')) return single({ kind: 'title', text: text.slice(2) });
  if (text.startsWith('## #. ')) return single({ kind: 'heading', text: text.slice(6), numbered: true });
  if (text.startsWith('## ')) return single({ kind: 'heading', text: text.slice(3) });
  if (text.startsWith('#')) fail(first, 'a title is `# text`, a heading `## text`');
  if (/^_[^_].*[^_]_$/.test(text)) return single({ kind: 'subtitle', text: text.slice(1, -1) });
  if (text.startsWith('> ')) {
    for (const line of rest)
      if (!line.text.startsWith('> ')) fail(line, 'every line of a summary starts with `> `');
    return [{ kind: 'summary', text: chunk.map((line) => line.text.slice(2).trim()).join(' ') }];
  }
  if (text.startsWith('- ')) return [{ kind: 'bullets', items: items(chunk, '- ', fail) }];
  if (rest[0]?.text.startsWith(': ')) return facts(chunk, fail);
  for (const line of chunk)
    if (/^(: |- |> |@|#|\s)/.test(line.text)) fail(line, 'put an empty line before a new block');
  return [{ kind: 'paragraph', text: chunk.map((line) => line.text).join(' ') }];
}

/** Lines starting with `marker` open an item; lines indented by two spaces continue it. */
function items(chunk: Line[], marker: string, fail: Fail): string[] {
  const out: string[] = [];
  for (const line of chunk) {
    if (line.text.startsWith(marker)) out.push(line.text.slice(marker.length));
    else if (line.text.startsWith('  ') && out.length > 0) out.push(`${out.pop()} ${line.text.trim()}`);
    else fail(line, `expected \`${marker.trim()} \` or a line indented by two spaces`);
  }
  return out;
}

/** Label lines each followed by one `: value` line; values in backticks make code blocks. */
function facts(chunk: Line[], fail: Fail): TemplateBlock[] {
  const rows: { label: string; value: string; line: Line }[] = [];
  for (let i = 0; i < chunk.length; i += 2) {
    const label = chunk[i] as Line;
    const value = chunk[i + 1];
    if (/^(: |- |> |@|#|\s)/.test(label.text)) fail(label, 'a fact is one label line and one `: value` line');
    if (!value?.text.startsWith(': ')) return fail(value ?? label, 'a label needs a `: value` line under it');
    rows.push({ label: label.text, value: value.text.slice(2), line: label });
  }
  const isCode = (value: string) => /^`[^`]+`$/.test(value);
  const code = rows.filter((row) => isCode(row.value)).length;
  if (code === 0) return [{ kind: 'facts', rows: rows.map(({ label, value }) => ({ label, value })) }];
  if (code < rows.length) fail(rows[0]?.line, 'facts and `code` values are separate blocks');
  return rows.map((row) => ({ kind: 'code', label: row.label, text: row.value.slice(1, -1) }));
}

function parseDirective(line: Line, fail: Fail): TemplateBlock {
  const [name = '', ...args] = line.text.slice(1).split(' ');
  const argument = args.join(' ');
  const none = () => {
    if (argument !== '') fail(line, `@${name} takes nothing after it`);
  };
  switch (name) {
    case 'page-break':
      none();
      return { kind: 'pageBreak' };
    case 'late-payment-costs':
      none();
      return { kind: 'latePaymentCosts' };
    case 'slot':
      if (!(templateSlots as readonly string[]).includes(argument))
        fail(line, `@slot is one of ${templateSlots.join(', ')}`);
      return { kind: 'slot', name: argument as TemplateSlot };
    case 'include':
      if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(argument)) fail(line, '@include names a part');
      return { kind: 'include', name: argument };
    case 'schedule': {
      const columns = argument.split(/, */).map((column) => {
        const [key = '', width = '', extra] = column.split(' ');
        if (!(scheduleColumnKeys as readonly string[]).includes(key) || extra !== undefined)
          fail(line, `a column is a key (${scheduleColumnKeys.join(', ')}) and a width`);
        if (!/^0?\.\d+$/.test(width)) fail(line, `the width of '${key}' is a share below 1, like 0.12`);
        return { key: key as ScheduleColumnKey, width: Number(width) };
      });
      return { kind: 'schedule', columns };
    }
    default:
      return fail(line, `unknown directive @${name}`);
  }
}

/** The block with `f` applied to every text it shows. */
export function mapBlockText(block: TemplateBlock, f: (text: string) => string): TemplateBlock {
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
