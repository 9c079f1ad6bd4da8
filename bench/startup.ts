/**
 * Start time of the server on a data folder that is already migrated and seeded: from process
 * start to /api/ready answering 200, median of `runs` starts, from TypeScript source (tsx, as
 * in development and the tests) and from the compiled build (`npm run serve`, 029).
 * Run alone: node --import tsx bench/startup.ts (build first: npm run build).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const sourceEntry = path.join(root, 'apps/server/src/server.ts');
const compiledEntry = path.join(root, 'apps/server/dist/server.js');
const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 3193);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/** Starts the server once and returns the milliseconds until /api/ready answered 200. */
async function timeOneStart(args: string[], dataDir: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'on',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = started + timeoutMs;
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/ready`)).status === 200)
          return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the server was not ready within ${timeoutMs} ms`);
  } finally {
    await stop(child);
  }
}

async function medianStart(args: string[], dataDir: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await timeOneStart(args, dataDir));
  return Math.round(median(times));
}

/** Median start time from source (tsx) and compiled (apps/server/dist), in milliseconds. */
export async function startupMs(runs = 5): Promise<{ sourceMs: number; compiledMs: number }> {
  if (!existsSync(compiledEntry)) throw new Error(`${compiledEntry} is missing: run npm run build first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hitelkapu-bench-startup-'));
  try {
    // The first start migrates and seeds the folder; it is not counted.
    await timeOneStart([compiledEntry], dataDir);
    const sourceMs = await medianStart(['--import', 'tsx', sourceEntry], dataDir, runs);
    const compiledMs = await medianStart([compiledEntry], dataDir, runs);
    return { sourceMs, compiledMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await startupMs(Number(process.env.BENCH_STARTUP_RUNS ?? 5));
  console.log(`start to ready, median: from source ${result.sourceMs} ms, compiled ${result.compiledMs} ms`);
}
