/**
 * Makes app/fonts/inter-hu-<weight>.woff2 from the complete Inter (the inter-ui package): one
 * file a weight with the characters of app/font-subset.ts, every OpenType feature kept (tabular
 * figures among them). Run it when the range or the font changes: `npm run fonts -w apps/web`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { HUNGARIAN_FONT_RANGES, HUNGARIAN_FONT_WEIGHTS } from '../src/app/font-subset.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('inter-ui/package.json')), 'web');
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/app/fonts');

let text = '';
for (const [from, to] of HUNGARIAN_FONT_RANGES) {
  for (let code = Math.max(from, 0x20); code <= to; code += 1) text += String.fromCodePoint(code);
}

for (const [weight, name] of Object.entries(HUNGARIAN_FONT_WEIGHTS)) {
  const complete = await readFile(path.join(fontDir, `Inter-${name}.woff2`));
  const subset = await subsetFont(complete, text, { targetFormat: 'woff2' });
  await writeFile(path.join(outDir, `inter-hu-${weight}.woff2`), subset);
  process.stdout.write(`inter-hu-${weight}.woff2: ${subset.length} bytes (complete ${complete.length})\n`);
}
