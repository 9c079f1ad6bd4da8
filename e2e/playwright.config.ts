import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { requireChromium } from './chromium.mjs';

const e2eDir = import.meta.dirname;
const webDist = path.resolve(e2eDir, '../apps/web/dist/index.html');
if (!existsSync(webDist)) {
  throw new Error(
    `The built client is missing (${webDist}).\nBuild it first from the repository root: npm run build`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// The config is evaluated again in every worker; the folder is made once and handed down
// through the environment so all of them talk about the same run.
const RUN_DIR_VAR = 'HITELKAPU_E2E_DATA_DIR';
if (!process.env[RUN_DIR_VAR]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hitelkapu-e2e-'));
  process.env[RUN_DIR_VAR] = dataDir;
  // Each run starts on an empty database; the server is stopped by the time the runner exits.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const dataDir = process.env[RUN_DIR_VAR] as string;

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(e2eDir, 'test-results'),
  fullyParallel: false,
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
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
