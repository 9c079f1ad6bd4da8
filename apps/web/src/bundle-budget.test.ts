import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET_KB, bundleBudgetProblems, measureBundle } from './bundle-budget.ts';

/** A build folder with a manifest and files of the given sizes (random bytes do not compress). */
function fakeBuild(files: Record<string, number>, manifest: Record<string, unknown>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'hk-bundle-'));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  for (const [file, kb] of Object.entries(files)) {
    writeFileSync(path.join(dist, file), randomBytes(kb * 1024));
  }
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

const firstScreen = (entry: string, extra: string[] = []) => ({
  'index.html': { file: entry, imports: ['src/components/layouts/welcome-layout.tsx', ...extra] },
  'src/components/layouts/welcome-layout.tsx': {
    file: 'assets/welcome-layout-a1.js',
    css: ['assets/first-a1.css'],
  },
  'src/app/pages/welcome-page.tsx': { file: 'assets/welcome-page-a1.js' },
});

describe('the build holds the first screen and every later chunk to a budget', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dist of made.splice(0)) rmSync(dist, { recursive: true, force: true });
  });

  it('passes a build within every budget and measures the first screen along its imports', () => {
    const dist = fakeBuild(
      {
        'assets/index-a1.js': 40,
        'assets/welcome-layout-a1.js': 10,
        'assets/welcome-page-a1.js': 5,
        'assets/first-a1.css': 4,
        'assets/offers-a1.js': 30,
      },
      { ...firstScreen('assets/index-a1.js'), 'src/features/offers.tsx': { file: 'assets/offers-a1.js' } },
    );
    made.push(dist);
    expect(bundleBudgetProblems(dist)).toEqual([]);
    const measure = measureBundle(dist);
    expect(measure.firstScreen.files.sort()).toEqual([
      'assets/index-a1.js',
      'assets/welcome-layout-a1.js',
      'assets/welcome-page-a1.js',
    ]);
    expect(measure.firstScreen.jsKb).toBeGreaterThan(54);
    expect(measure.later.map(({ file }) => file)).toEqual(['assets/offers-a1.js']);
  });

  it('names a first screen over budget, a later chunk over budget and zod pulled into the first screen', () => {
    const dist = fakeBuild(
      {
        'assets/index-a1.js': 180,
        'assets/welcome-layout-a1.js': 1,
        'assets/welcome-page-a1.js': 1,
        'assets/first-a1.css': 1,
        'assets/zod-a1.js': 2,
        'assets/offers-a1.js': 70,
      },
      {
        ...firstScreen('assets/index-a1.js', ['node_modules/zod/index.js']),
        'node_modules/zod/index.js': { file: 'assets/zod-a1.js' },
        'src/features/offers.tsx': { file: 'assets/offers-a1.js' },
      },
    );
    made.push(dist);
    const problems = bundleBudgetProblems(dist);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      new RegExp(`^first screen JS 18\\d(\\.\\d)? KB gzip, budget ${BUNDLE_BUDGET_KB.firstScreenJs} KB$`),
    );
    expect(problems[1]).toMatch(/^assets\/offers-a1\.js 70(\.\d)? KB gzip, budget 60 KB/);
    expect(problems[2]).toBe('assets/zod-a1.js loads with the first screen; it belongs to a later one');
  });
});
