import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { requireChromium } from './chromium.mjs';

const e2eDir = import.meta.dirname;
const webDist = path.resolve(e2eDir, '../apps/web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  throw new Error(
    `The built client is missing (${path.join(webDist, 'index.html')}).\n` +
      'Build it first from the repository root: npm run build',
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/** Copies the build and checks that every file index.html names made it, i.e. no build was half-written. */
function snapshotClient(target: string): boolean {
  rmSync(target, { recursive: true, force: true });
  try {
    cpSync(webDist, target, { recursive: true });
  } catch {
    // A build emptying the folder while it is copied: try again.
    return false;
  }
  const html = readFileSync(path.join(target, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
  return referenced.every((file) => existsSync(path.join(target, file)));
}

// The config is evaluated again in every worker; the run folder is made once and handed
// down through the environment so all of them share it.
const RUN_DIR_VAR = 'HITELKAPU_E2E_RUN_DIR';
if (!process.env[RUN_DIR_VAR]) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'hitelkapu-e2e-'));
  process.env[RUN_DIR_VAR] = runDir;
  // The server is stopped by the time the runner exits, so the folder can go.
  process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
  // The server serves a private copy of the client, so a rebuild started elsewhere during
  // the run cannot swap the hashed files under a page that is loading.
  let attempts = 0;
  while (!snapshotClient(path.join(runDir, 'web'))) {
    attempts += 1;
    if (attempts >= 30) {
      throw new Error(
        `The client in ${webDist} is incomplete (a build may be running). Build it again: npm run build`,
      );
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_000);
  }
}
const runDir = process.env[RUN_DIR_VAR] as string;

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(e2eDir, 'test-results'),
  // Every test has its own browser context and phone number, so tests of one file may run side by side.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
  webServer: {
    command: 'node --import tsx ../apps/server/src/server.ts',
    cwd: e2eDir,
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // An empty database for every run.
      DATA_DIR: path.join(runDir, 'data'),
      WEB_DIST_DIR: path.join(runDir, 'web'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
