import ts from 'typescript';

/**
 * OWASP ASVS 5.0 coverage by test titles. A Vitest `it(...)`/`test(...)` or a Playwright
 * `test(...)` title carries `[ASVS V6.2.1]` or `[ASVS V6.2.1 V6.2.3]`; only the titles of
 * tests count (not describe blocks, comments or strings elsewhere in the file). The
 * catalogue is docs/security/asvs-5.0.json, taken from the OWASP ASVS repository.
 */

export type AsvsLevel = 1 | 2 | 3;

export interface AsvsRequirement {
  id: string;
  level: AsvsLevel;
  title: string;
}

export interface AsvsCatalogue {
  chapters: Record<string, string>;
  requirements: AsvsRequirement[];
}

/** A test title found in a file, with the tags it carries. */
export interface TaggedTest {
  file: string;
  line: number;
  title: string;
  ids: string[];
  /** Text inside `[ASVS …]` that is not a requirement id (`V6.2`, `6.2.1`, …). */
  malformed: string[];
}

const TAG = /\[ASVS\b([^\]]*)\]/g;
const REQUIREMENT_ID = /^V\d{1,2}\.\d{1,2}\.\d{1,2}$/;

/** The requirement ids in one title; words inside a tag that are not ids come back as malformed. */
export function parseTags(title: string): { ids: string[]; malformed: string[] } {
  const ids: string[] = [];
  const malformed: string[] = [];
  for (const match of title.matchAll(TAG)) {
    const words = (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) malformed.push(match[0]);
    for (const word of words) (REQUIREMENT_ID.test(word) ? ids : malformed).push(word);
  }
  return { ids: [...new Set(ids)], malformed };
}

/**
 * Callees whose first argument is a test title: it, test and their modifiers (it.only,
 * it.each(…), test.fail…). A skipped or planned test (skip, todo, fixme) verifies nothing, so
 * its tags do not count.
 */
const TEST_FUNCTIONS = new Set(['it', 'test']);
const NOT_A_TEST = new Set([
  'describe',
  'step',
  'use',
  'extend',
  'beforeAll',
  'beforeEach',
  'afterAll',
  'afterEach',
  'info',
  'setTimeout',
  'slow',
  'skip',
  'skipIf',
  'todo',
  'fixme',
]);

function isTestCallee(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return TEST_FUNCTIONS.has(callee.text);
  if (ts.isPropertyAccessExpression(callee)) {
    if (NOT_A_TEST.has(callee.name.text)) return false;
    return isTestCallee(callee.expression);
  }
  // it.each([...])('title', …) and test.each`table`('title', …)
  if (ts.isCallExpression(callee)) return isTestCallee(callee.expression);
  if (ts.isTaggedTemplateExpression(callee)) return isTestCallee(callee.tag);
  return false;
}

function titleText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join('');
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = titleText(node.left);
    const right = titleText(node.right);
    return left === undefined && right === undefined ? undefined : `${left ?? '…'}${right ?? '…'}`;
  }
  return undefined;
}

/** Every test title in a source file with its tags (titles without tags included). */
export function extractTaggedTests(file: string, source: string): TaggedTest[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found: TaggedTest[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isTestCallee(node.expression)) {
      const first = node.arguments[0];
      const title = first === undefined ? undefined : titleText(first);
      if (title !== undefined) {
        const { ids, malformed } = parseTags(title);
        const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
        found.push({ file, line, title, ids, malformed });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

export interface ChapterRow {
  chapter: string;
  name: string;
  level1: { covered: number; total: number };
  level2: { covered: number; total: number };
  level3Tagged: number;
}

export interface CoverageReport {
  /** Distinct level 1 and level 2 ids some test title carries, in catalogue order. */
  covered: AsvsRequirement[];
  /** Level 3 ids that are tagged; reported, never counted towards the L1 + L2 figure. */
  level3: AsvsRequirement[];
  chapters: ChapterRow[];
  catalogue: { level1: number; level2: number; level3: number };
  unknown: { id: string; where: string }[];
  malformed: { text: string; where: string }[];
  /** Tests per covered id, for the listing. */
  testsById: Map<string, TaggedTest[]>;
}

function chapterOf(id: string): string {
  return id.slice(0, id.indexOf('.'));
}

export function computeCoverage(catalogue: AsvsCatalogue, tests: TaggedTest[]): CoverageReport {
  const byId = new Map(catalogue.requirements.map((r) => [r.id, r]));
  const testsById = new Map<string, TaggedTest[]>();
  const unknown: CoverageReport['unknown'] = [];
  const malformed: CoverageReport['malformed'] = [];
  for (const test of tests) {
    const where = `${test.file}:${test.line}`;
    for (const text of test.malformed) malformed.push({ text, where });
    for (const id of test.ids) {
      if (!byId.has(id)) {
        unknown.push({ id, where });
        continue;
      }
      testsById.set(id, [...(testsById.get(id) ?? []), test]);
    }
  }
  const tagged = catalogue.requirements.filter((r) => testsById.has(r.id));
  const covered = tagged.filter((r) => r.level === 1 || r.level === 2);
  const level3 = tagged.filter((r) => r.level === 3);
  const chapters: ChapterRow[] = Object.entries(catalogue.chapters).map(([chapter, name]) => {
    const inChapter = catalogue.requirements.filter((r) => chapterOf(r.id) === chapter);
    const count = (level: AsvsLevel) => ({
      covered: inChapter.filter((r) => r.level === level && testsById.has(r.id)).length,
      total: inChapter.filter((r) => r.level === level).length,
    });
    return {
      chapter,
      name,
      level1: count(1),
      level2: count(2),
      level3Tagged: count(3).covered,
    };
  });
  const total = (level: AsvsLevel) => catalogue.requirements.filter((r) => r.level === level).length;
  return {
    covered,
    level3,
    chapters,
    catalogue: { level1: total(1), level2: total(2), level3: total(3) },
    unknown,
    malformed,
    testsById,
  };
}

/** The printed report: one row per chapter, then the totals. */
export function formatReport(report: CoverageReport, min: number): string {
  const pad = (text: string, width: number) => text.padEnd(width);
  const cell = ({ covered, total }: { covered: number; total: number }) => `${covered}/${total}`;
  const lines = [
    `${pad('chapter', 48)} ${pad('L1', 7)} ${pad('L2', 7)} L3 tagged`,
    ...report.chapters.map(
      (row) =>
        `${pad(`${row.chapter} ${row.name}`, 48)} ${pad(cell(row.level1), 7)} ${pad(cell(row.level2), 7)} ${row.level3Tagged}`,
    ),
    '',
    `catalogue: ${report.catalogue.level1} level 1, ${report.catalogue.level2} level 2, ${report.catalogue.level3} level 3 requirements`,
    `covered: ${report.covered.filter((r) => r.level === 1).length} level 1 + ${report.covered.filter((r) => r.level === 2).length} level 2 = ${report.covered.length} distinct L1+L2 ids (minimum ${min})`,
  ];
  if (report.level3.length > 0) {
    lines.push(`level 3 ids tagged (not counted): ${report.level3.map((r) => r.id).join(' ')}`);
  }
  return lines.join('\n');
}

/** Why the run fails, empty when it passes. */
export function failures(report: CoverageReport, min: number): string[] {
  const problems = [
    ...report.unknown.map(({ id, where }) => `unknown ASVS 5.0 id ${id} at ${where}`),
    ...report.malformed.map(({ text, where }) => `malformed ASVS tag "${text}" at ${where}`),
  ];
  const miscounted = report.covered.filter((r) => r.level !== 1 && r.level !== 2);
  for (const r of miscounted) problems.push(`level ${r.level} id ${r.id} counted as level 1 or 2`);
  if (report.covered.length < min) {
    problems.push(`only ${report.covered.length} distinct level 1 + 2 ids are covered, fewer than ${min}`);
  }
  return problems;
}
