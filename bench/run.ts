/**
 * npm run bench: throughput of our server against a bare Fastify baseline started in the
 * same run (so the ratio holds whatever the machine), and the JS a visitor downloads
 * before the login screen shows. Figures are printed and written to bench/results/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(url: string): Promise<{ requestsPerSec: number; p99Ms: number; errors: number }> {
  // A short warm-up so both sides are measured with a hot JIT.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** JS the browser fetches before the login screen renders: the entry, its static imports, and the login route's lazy modules. */
function loginRouteJs(): { files: string[]; gzipBytes: number; cssGzipBytes: number } {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const starts = [
    'index.html',
    'src/components/layouts/welcome-layout.tsx',
    'src/app/pages/welcome-page.tsx',
  ];
  const seen = new Set<string>();
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    if (entry.file.endsWith('.js')) files.add(entry.file);
    for (const sheet of entry.css ?? []) css.add(sheet);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  return {
    files: [...files],
    gzipBytes: [...files].reduce((sum, file) => sum + gz(file), 0),
    cssGzipBytes: [...css].reduce((sum, file) => sum + gz(file), 0),
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hk-bench-'));
  const baseline = start('bench/hello-world.ts', { PORT: '3901' });
  const portal = start('apps/server/src/server.ts', {
    PORT: '3902',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
  });
  try {
    await Promise.all([
      waitFor('http://127.0.0.1:3901/api/health'),
      waitFor('http://127.0.0.1:3902/api/ready'),
    ]);
    const bare = await load('http://127.0.0.1:3901/api/health');
    const health = await load('http://127.0.0.1:3902/api/health');
    const bundle = loginRouteJs();
    const results = {
      measuredAt: new Date().toISOString(),
      settings: { durationSeconds: DURATION_S, connections: CONNECTIONS },
      bareFastifyHealth: bare,
      portalHealth: health,
      healthRatio: Number((health.requestsPerSec / bare.requestsPerSec).toFixed(3)),
      loginRoute: {
        jsGzipKb: Number((bundle.gzipBytes / 1024).toFixed(1)),
        cssGzipKb: Number((bundle.cssGzipBytes / 1024).toFixed(1)),
        files: bundle.files,
      },
    };
    console.log('\nThroughput (autocannon, %d connections, %d s):', CONNECTIONS, DURATION_S);
    console.table({
      'bare Fastify GET /api/health': bare,
      'portal GET /api/health': health,
    });
    console.log(`portal / bare Fastify: ${results.healthRatio} (1.0 means no overhead of ours)`);
    console.log(
      `login route: ${results.loginRoute.jsGzipKb} KB JS gzip in ${bundle.files.length} files, ${results.loginRoute.cssGzipKb} KB CSS gzip`,
    );
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await Promise.all([stop(baseline), stop(portal)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
