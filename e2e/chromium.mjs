import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Browsers a Debian or Ubuntu machine (or a CI image) usually has. */
const SYSTEM_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const HOW_TO_GET_ONE = [
  'Install one of these and run the tests again:',
  '  - Debian/Ubuntu: apt-get install -y chromium',
  '  - any browser binary: set CHROMIUM_PATH=/path/to/chromium',
  '  - where the network allows: npx playwright install chromium',
].join('\n');

/** The browser Playwright downloads itself, if it was ever downloaded on this machine. */
function bundledChromium() {
  const require = createRequire(import.meta.url);
  for (const name of ['playwright-core', '@playwright/test']) {
    try {
      const executable = require(name).chromium.executablePath();
      if (executable && existsSync(executable)) return executable;
    } catch {
      // Not installed, or no browser registered for this platform: try the next source.
    }
  }
  return null;
}

/**
 * Finds the Chromium the end-to-end tests drive: CHROMIUM_PATH, then the system browsers,
 * then Playwright's own download.
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ found: true, executablePath: string, source: string } | { found: false, message: string }}
 */
export function resolveChromium(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    // An explicit choice that does not exist is a mistake to report, not a reason to pick another browser.
    if (existsSync(fromEnv)) return { found: true, executablePath: fromEnv, source: 'CHROMIUM_PATH' };
    return {
      found: false,
      message: `CHROMIUM_PATH is set to ${fromEnv}, but no file exists there.\n${HOW_TO_GET_ONE}`,
    };
  }
  const system = SYSTEM_BROWSERS.find((candidate) => existsSync(candidate));
  if (system) return { found: true, executablePath: system, source: 'system browser' };
  const bundled = bundledChromium();
  if (bundled) return { found: true, executablePath: bundled, source: "Playwright's bundled browser" };
  return {
    found: false,
    message: `No Chromium found (looked at CHROMIUM_PATH, ${SYSTEM_BROWSERS.join(', ')} and Playwright's bundled browser).\n${HOW_TO_GET_ONE}`,
  };
}

/**
 * The Chromium executable, or an error that says how to get one.
 * @returns {string}
 */
export function requireChromium() {
  const result = resolveChromium();
  if (!result.found) throw new Error(result.message);
  return result.executablePath;
}
