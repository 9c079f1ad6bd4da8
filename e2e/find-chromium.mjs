import { resolveChromium } from './chromium.mjs';

// Runs before Playwright so a missing browser stops the suite with instructions, never a silent skip.
const result = resolveChromium();
if (!result.found) {
  console.error(result.message);
  process.exit(1);
}
console.info(`End-to-end tests use ${result.executablePath} (${result.source}).`);
