import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { requireChromium } from './chromium.mjs';
import { limitScale } from './tests/limits.ts';

const e2eDir = import.meta.dirname;
const webDist = path.resolve(e2eDir, '../apps/web/dist');
// The suite runs the compiled server, as production does (docs/decisions/029).
const serverEntry = path.resolve(e2eDir, '../apps/server/dist/server.js');
// E2E_BASE_URL: a portal already running elsewhere (the cluster behind its balancer,
// ops/cluster); the suite then starts no server of its own.
const externalBaseURL = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
for (const [what, file] of [
  ['client', path.join(webDist, 'index.html')],
  ['server', serverEntry],
] as const) {
  if (!externalBaseURL && !existsSync(file)) {
    throw new Error(
      `The built ${what} is missing (${file}).\nBuild it first from the repository root: npm run build`,
    );
  }
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;

// The config is evaluated again in every worker; the run folder is made once and handed
// down through the environment so all of them share it.
const RUN_DIR_VAR = 'HITELKAPU_E2E_RUN_DIR';
if (!process.env[RUN_DIR_VAR]) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'hitelkapu-e2e-'));
  process.env[RUN_DIR_VAR] = runDir;
  // The server is stopped by the time the runner exits, so the folder can go.
  process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
}
const runDir = process.env[RUN_DIR_VAR] as string;

// CI shares its machine with other jobs, so a screen that boots in a second here may take
// ten there. The limits scale with that (tests/limits.ts); every wait is on a state.

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(e2eDir, 'test-results'),
  // Every test has its own browser context and phone number, so tests of one file may run side by side.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  timeout: 30_000 * limitScale,
  expect: { timeout: 10_000 * limitScale },
  reporter: [['list'], ['html', { outputFolder: path.join(e2eDir, 'playwright-report'), open: 'never' }]],
  use: {
    baseURL,
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: requireChromium(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        command: `node --enable-source-maps ${JSON.stringify(serverEntry)}`,
        cwd: e2eDir,
        url: `${baseURL}/api/ready`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          // Links in messages and the identity provider's return address use the browser's origin.
          PUBLIC_URL: baseURL,
          // An empty database for every run.
          DATA_DIR: path.join(runDir, 'data'),
          WEB_DIST_DIR: webDist,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          // The suite reads codes from the dev mailbox and verifies identity in the sandbox.
          DEMO_MODE: 'on',
          // Each test comes from an address of its own (X-Forwarded-For, tests/fixtures.ts), as
          // visitors behind a balancer do, so per-address limits see one person each.
          TRUST_PROXY: 'true',
        },
      },
});
