import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * What a phone downloads before the first screen, and what each later screen adds, checked on
 * the last build (`npm run build`; skipped without one). The same walk as loginRouteJs() in
 * bench/run.ts: from index.html and the welcome layout and page, along their static imports.
 */
const dist = path.resolve(import.meta.dirname, '../dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const FIRST_SCREEN = [
  'index.html',
  'src/components/layouts/welcome-layout.tsx',
  'src/app/pages/welcome-page.tsx',
];

/**
 * KB of gzip. The first screen's aim is 120 KB; React DOM (about 61 KB), React Router's data
 * router (28 KB), i18next (17 KB) and the Mantine core the screen renders (about 25 KB) add up
 * to more than that on their own, so the budget holds today's size with a little room.
 */
const FIRST_SCREEN_JS_BUDGET_KB = 175;
const FIRST_SCREEN_CSS_BUDGET_KB = 14;
const LAZY_CHUNK_BUDGET_KB = 60;

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

describe.skipIf(!existsSync(manifestFile))('bundle budget of the built client', () => {
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>)
    : {};
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

  it(`keeps the first screen's JavaScript within ${FIRST_SCREEN_JS_BUDGET_KB} KB and its CSS within ${FIRST_SCREEN_CSS_BUDGET_KB} KB (gzip)`, () => {
    FIRST_SCREEN.forEach(visit);
    const jsKb = [...js].reduce((sum, file) => sum + gzipKb(file), 0);
    const cssKb = [...css].reduce((sum, file) => sum + gzipKb(file), 0);
    expect(jsKb).toBeLessThanOrEqual(FIRST_SCREEN_JS_BUDGET_KB);
    expect(cssKb).toBeLessThanOrEqual(FIRST_SCREEN_CSS_BUDGET_KB);
  });

  it(`keeps every chunk loaded later within ${LAZY_CHUNK_BUDGET_KB} KB (gzip)`, () => {
    const files = new Set(Object.values(manifest).map((entry) => entry.file));
    const over = [...files]
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, kb: Math.round(gzipKb(file) * 10) / 10 }))
      .filter(({ file, kb }) => !js.has(file) && kb > LAZY_CHUNK_BUDGET_KB);
    expect(over).toEqual([]);
  });

  it('leaves zod, the API client and the dialogs out of the first screen', () => {
    const names = [...js].map((file) => path.basename(file));
    expect(
      names.filter((name) => /^(zod|api|boot-fetch|cookie-consent-modal|notifications-host)-/.test(name)),
    ).toEqual([]);
  });
});
