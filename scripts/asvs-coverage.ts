/**
 * Counts the OWASP ASVS 5.0 requirements the tests verify: `npm run asvs` (or
 * `node --import tsx scripts/asvs-coverage.ts [--min 120] [--list]`). Tests carry
 * `[ASVS V6.2.1]` tags in their titles; docs/security/README.md explains the convention.
 * Exits 1 on an unknown or malformed id, or when fewer than --min distinct level 1 + 2 ids
 * are covered.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type AsvsCatalogue,
  computeCoverage,
  extractTaggedTests,
  failures,
  formatReport,
} from '../apps/server/src/security/asvs/coverage.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { min: { type: 'string', default: '120' }, list: { type: 'boolean', default: false } },
});
const min = Number(values.min);
if (!Number.isInteger(min) || min < 0) {
  process.stderr.write(`--min must be a whole number, got ${values.min}\n`);
  process.exit(2);
}

const TEST_FILE = /\.(test\.tsx?|spec\.ts)$/;
const files = ['apps', 'packages', 'e2e'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file)),
);

const catalogue = JSON.parse(
  readFileSync(path.join(root, 'docs/security/asvs-5.0.json'), 'utf8'),
) as AsvsCatalogue;
const tests = files.flatMap((file) => extractTaggedTests(file, readFileSync(path.join(root, file), 'utf8')));
const report = computeCoverage(catalogue, tests);

process.stdout.write(`${formatReport(report, min)}\n`);
if (values.list) {
  for (const requirement of report.covered) {
    const where = (report.testsById.get(requirement.id) ?? []).map((t) => `${t.file}:${t.line}`);
    process.stdout.write(
      `${requirement.id} L${requirement.level} ${requirement.title}\n    ${where.join('\n    ')}\n`,
    );
  }
}
const problems = failures(report, min);
for (const problem of problems) process.stderr.write(`${problem}\n`);
process.exit(problems.length > 0 ? 1 : 0);
