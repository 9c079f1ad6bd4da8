import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type AsvsCatalogue,
  computeCoverage,
  extractTaggedTests,
  failures,
  formatReport,
  parseTags,
} from './coverage.ts';

const catalogue: AsvsCatalogue = {
  chapters: { V6: 'Authentication', V9: 'Self-contained Tokens' },
  requirements: [
    { id: 'V6.2.1', level: 1, title: 'passwords of at least 8 characters' },
    { id: 'V6.2.3', level: 1, title: 'password change requires the current password' },
    { id: 'V6.2.12', level: 2, title: 'passwords checked against breached passwords' },
    { id: 'V9.2.4', level: 3, title: 'audience restriction' },
  ],
};

describe('ASVS tags in test titles', () => {
  it('reads one or several ids from a tag and flags words that are not requirement ids', () => {
    expect(parseTags('rejects short passwords [ASVS V6.2.1]')).toEqual({ ids: ['V6.2.1'], malformed: [] });
    expect(parseTags('[ASVS V6.2.1 V6.2.12] password rules')).toEqual({
      ids: ['V6.2.1', 'V6.2.12'],
      malformed: [],
    });
    expect(parseTags('x [ASVS V6.2] y [ASVS 6.2.1] [ASVS]').malformed).toEqual(['V6.2', '6.2.1', '[ASVS]']);
    expect(parseTags('no tag here, V6.2.1 in prose')).toEqual({ ids: [], malformed: [] });
  });

  it('takes tags from it/test titles only, never from describe titles, steps, comments or skipped tests', () => {
    // A skipped test in the fixture text, named so that it is not mistaken for one left in the tree.
    const skipped = ['it', 'skip'].join('.');
    const source = `
      // it('commented out [ASVS V6.2.12]')
      describe('suite [ASVS V6.2.12]', () => {
        it('short passwords are refused [ASVS V6.2.1]', () => {});
        it.each([1, 2])('case %i [ASVS V6.2.3]', () => {});
        test.describe('pw describe [ASVS V6.2.12]', () => {
          test('change needs the current one [ASVS V6.2.3 V9.2.4]', async () => {
            await test.step('step [ASVS V6.2.12]', async () => {});
          });
        });
        const label = 'not a title [ASVS V6.2.12]';
      });
      it.each([1])(\`template \${1} [ASVS V6.2.1]\`, () => {});
      ${skipped}('skipped, so it verifies nothing [ASVS V6.2.4]', () => {});
    `;
    const tests = extractTaggedTests('x.test.tsx', source);
    expect(tests.map((t) => [t.line, t.ids])).toEqual([
      [4, ['V6.2.1']],
      [5, ['V6.2.3']],
      [7, ['V6.2.3', 'V9.2.4']],
      [13, ['V6.2.1']],
    ]);
  });

  it('counts distinct level 1 and 2 ids per chapter and keeps level 3 out of the count', () => {
    const tests = extractTaggedTests(
      'a.spec.ts',
      `test('one [ASVS V6.2.1]', () => {}); test('two [ASVS V6.2.1 V9.2.4]', () => {});`,
    );
    const report = computeCoverage(catalogue, tests);
    expect(report.covered.map((r) => r.id)).toEqual(['V6.2.1']);
    expect(report.level3.map((r) => r.id)).toEqual(['V9.2.4']);
    expect(report.catalogue).toEqual({ level1: 2, level2: 1, level3: 1 });
    expect(report.chapters[0]).toMatchObject({ chapter: 'V6', level1: { covered: 1, total: 2 } });
    expect(report.testsById.get('V6.2.1')).toHaveLength(2);
    expect(formatReport(report, 1)).toContain('1 level 1 + 0 level 2 = 1 distinct L1+L2 ids');
    expect(failures(report, 1)).toEqual([]);
    expect(failures(report, 2)).toEqual(['only 1 distinct level 1 + 2 ids are covered, fewer than 2']);
  });

  it('fails on an id the catalogue does not have and on a malformed tag', () => {
    const tests = extractTaggedTests('b.test.ts', `it('x [ASVS V6.2.99 V6]', () => {});`);
    const problems = failures(computeCoverage(catalogue, tests), 0);
    expect(problems).toEqual([
      'unknown ASVS 5.0 id V6.2.99 at b.test.ts:1',
      'malformed ASVS tag "V6" at b.test.ts:1',
    ]);
  });

  it('the committed catalogue is the whole ASVS 5.0.0 list with a level for every id', () => {
    const file = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../../docs/security/asvs-5.0.json',
    );
    const real = JSON.parse(readFileSync(file, 'utf8')) as AsvsCatalogue;
    const ids = real.requirements.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(345);
    expect(real.requirements.every((r) => [1, 2, 3].includes(r.level) && r.title.length > 0)).toBe(true);
    expect(real.requirements.find((r) => r.id === 'V6.2.1')?.level).toBe(1);
    expect(Object.keys(real.chapters)).toHaveLength(17);
  });
});
