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
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';

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

type LoadOptions = Partial<
  Pick<autocannon.Options, 'method' | 'body' | 'headers' | 'requests' | 'connections'>
>;

async function load(
  url: string,
  options: LoadOptions = {},
): Promise<{ requestsPerSec: number; p99Ms: number; errors: number }> {
  const settings = { url, connections: CONNECTIONS, ...options };
  // A short warm-up so every side is measured with a hot JIT.
  await autocannon({ ...settings, duration: 2 });
  const result = await autocannon({ ...settings, duration: DURATION_S });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Median of a few argon2id hashes with the production parameters, in milliseconds. */
async function argon2HashMs(rounds = 9): Promise<number> {
  await hashPassword('warm-up-password');
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await hashPassword(`bench-password-${i}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Number((times[Math.floor(rounds / 2)] ?? 0).toFixed(1));
}

/** A confirmed customer to log in as: registered through the API, confirmed through the dev mailbox. */
async function createBenchCustomer(base: string): Promise<{ email: string; password: string }> {
  const email = `bench.${Date.now()}@pelda.hu`;
  const password = 'Mero-futas-jelszava-2026';
  const statements = (await (await fetch(`${base}/api/administration/registration-acceptance`)).json()) as {
    id: number;
    version: number;
    isRequired: boolean;
  }[];
  const registered = await fetch(`${base}/api/customer/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      channel: 'EMAIL',
      email,
      password,
      firstName: 'Mérő',
      lastName: 'Futás',
      acceptances: statements
        .filter((s) => s.isRequired)
        .map((s) => ({ statementId: s.id, version: s.version })),
    }),
  });
  if (registered.status !== 201) throw new Error(`bench registration failed: ${await registered.text()}`);
  const messages = (await (await fetch(`${base}/dev/mailbox/messages`)).json()) as {
    recipient: string;
    body: string;
  }[];
  const token = messages.find((m) => m.recipient === email)?.body.match(/token=([\w-]+)/)?.[1];
  const confirmed = await fetch(`${base}/api/bulwark/customer/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (confirmed.status !== 200) throw new Error(`bench confirmation failed: ${await confirmed.text()}`);
  return { email, password };
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
    // Each benchmark request comes from its own forwarded address, so the per-address login
    // limit (which would answer 429 after 30 attempts) does not turn the run into a 429 count.
    TRUST_PROXY: 'true',
  });
  try {
    await Promise.all([
      waitFor('http://127.0.0.1:3901/api/health'),
      waitFor('http://127.0.0.1:3902/api/ready'),
    ]);
    const bare = await load('http://127.0.0.1:3901/api/health');
    const health = await load('http://127.0.0.1:3902/api/health');
    const customer = await createBenchCustomer('http://127.0.0.1:3902');
    let counter = 0;
    const login = await load('http://127.0.0.1:3902/api/bulwark/customer/auth/login', {
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ channel: 'EMAIL', email: customer.email, password: customer.password }),
          setupRequest: (request) => {
            counter += 1;
            return {
              ...request,
              headers: {
                ...request.headers,
                'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
              },
            };
          },
        },
      ],
    });
    const hashMs = await argon2HashMs();
    const bundle = loginRouteJs();
    const results = {
      measuredAt: new Date().toISOString(),
      settings: { durationSeconds: DURATION_S, connections: CONNECTIONS },
      bareFastifyHealth: bare,
      portalHealth: health,
      healthRatio: Number((health.requestsPerSec / bare.requestsPerSec).toFixed(3)),
      portalLogin: login,
      loginToHealthRatio: Number((login.requestsPerSec / health.requestsPerSec).toFixed(4)),
      argon2idHashMedianMs: hashMs,
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
      'portal POST login (argon2id verify)': login,
    });
    console.log(`portal / bare Fastify: ${results.healthRatio} (1.0 means no overhead of ours)`);
    console.log(
      `login / health on the portal: ${results.loginToHealthRatio}; argon2id hash median ${hashMs} ms`,
    );
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
