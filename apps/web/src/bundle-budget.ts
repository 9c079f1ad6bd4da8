import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a phone downloads before the first screen, and what each later screen adds, read from
 * a build's manifest: the first screen is index.html and the welcome layout and page, along
 * their static imports. The build checks it (vite.config.ts) and `npm run bench` reports it.
 */
export const FIRST_SCREEN = [
  'index.html',
  'src/components/layouts/welcome-layout.tsx',
  'src/app/pages/welcome-page.tsx',
];

/**
 * KB of gzip. The first screen's aim is 120 KB; React DOM (about 61 KB), React Router's data
 * router (28 KB), i18next (17 KB) and the Mantine core the screen renders (about 25 KB) add up
 * to more than that on their own, so the budget holds today's size with a little room. The
 * back office's route entries (one line each in the route table and the router) took it from
 * 175 to 177 KB. Moving the staff subtree behind patchRoutesOnNavigation was measured and made
 * it larger (178.2 KB): the bundler then splits React Router's shared chunk out of the entry.
 */
export const BUNDLE_BUDGET_KB = { firstScreenJs: 177, firstScreenCss: 14, laterChunk: 60 };

/** Modules that must load only when a screen or dialog asks for them, never with the first screen. */
const NOT_ON_FIRST_SCREEN = /^(zod|api|boot-fetch|cookie-consent-modal|notifications-host)-/;

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface BundleMeasure {
  firstScreen: { files: string[]; jsKb: number; cssKb: number };
  /** Every JS chunk not on the first screen, largest first. */
  later: { file: string; kb: number }[];
}

const round = (kb: number) => Math.round(kb * 10) / 10;

export function measureBundle(dist: string): BundleMeasure {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    if (entry.file.endsWith('.js')) js.add(entry.file);
    for (const sheet of entry.css ?? []) css.add(sheet);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  FIRST_SCREEN.forEach(visit);
  const later = [...new Set(Object.values(manifest).map((entry) => entry.file))]
    .filter((file) => file.endsWith('.js') && !js.has(file))
    .map((file) => ({ file, kb: round(gzipKb(file)) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    firstScreen: {
      files: [...js],
      jsKb: round([...js].reduce((sum, file) => sum + gzipKb(file), 0)),
      cssKb: round([...css].reduce((sum, file) => sum + gzipKb(file), 0)),
    },
    later,
  };
}

/** What in a build is over its budget, in words; empty when it is within every one. */
export function bundleBudgetProblems(dist: string, budget = BUNDLE_BUDGET_KB): string[] {
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) return [`no build manifest in ${dist}`];
  const { firstScreen, later } = measureBundle(dist);
  const problems: string[] = [];
  if (firstScreen.jsKb > budget.firstScreenJs) {
    problems.push(`first screen JS ${firstScreen.jsKb} KB gzip, budget ${budget.firstScreenJs} KB`);
  }
  if (firstScreen.cssKb > budget.firstScreenCss) {
    problems.push(`first screen CSS ${firstScreen.cssKb} KB gzip, budget ${budget.firstScreenCss} KB`);
  }
  for (const chunk of later.filter(({ kb }) => kb > budget.laterChunk)) {
    problems.push(`${chunk.file} ${chunk.kb} KB gzip, budget ${budget.laterChunk} KB for a later chunk`);
  }
  for (const file of firstScreen.files.filter((name) => NOT_ON_FIRST_SCREEN.test(path.basename(name)))) {
    problems.push(`${file} loads with the first screen; it belongs to a later one`);
  }
  return problems;
}
