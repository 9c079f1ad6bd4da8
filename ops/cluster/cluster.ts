/**
 * The portal as several instances behind a balancer, on this machine (docs/operations/cluster.md):
 * N server processes on one PostgreSQL database and one Redis, sharing their keys, behind nginx.
 *
 *   node --import tsx ops/cluster/cluster.ts start   runs it until Ctrl+C (npm run cluster)
 *   node --import tsx ops/cluster/cluster.ts test    runs the Playwright suite against it and
 *                                                    exits with the suite's code (npm run test:e2e:cluster)
 *   node --import tsx ops/cluster/cluster.ts report <run folder>
 *                                                    what the balancer's access log of a run shows
 *
 * Nothing is built here: the compiled server (apps/server/dist) and client (apps/web/dist) come
 * from `npm run build`. Without apps/server/dist the server runs from source (tsx).
 * Every start makes the database afresh (it is dropped first) and runs the demo.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const env = process.env;

const settings = {
  instances: Number(env.CLUSTER_INSTANCES ?? 3),
  host: '127.0.0.1',
  port: Number(env.CLUSTER_PORT ?? 3300),
  /** The PostgreSQL server (its database is ignored) and the database made for the cluster. */
  postgresUrl: env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: env.CLUSTER_DATABASE ?? 'hk_cluster',
  /** A Redis database of the cluster's own: its rate-limit counters are cleared at every start. */
  redisUrl: env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/7',
  nginx: env.NGINX ?? '/usr/sbin/nginx',
  webDist: path.resolve(env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist')),
  serverDist: path.join(root, 'apps/server/dist/server.js'),
  /** `source` runs the server with tsx even when a build is there. */
  server: env.CLUSTER_SERVER ?? 'auto',
  /** Where X-Forwarded-For is believed from (the balancer's own clients): loopback, for the suite. */
  trustedClientProxies: (env.CLUSTER_TRUSTED_PROXIES ?? '127.0.0.0/8').split(',').filter(Boolean),
  runDir: env.CLUSTER_RUN_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'hitelkapu-cluster-')),
  logLevel: env.LOG_LEVEL ?? 'warn',
  /** How long an instance may take to start (from source on a busy machine: minutes). */
  readyTimeoutMs: Number(env.CLUSTER_READY_TIMEOUT_S ?? 300) * 1000,
};
const balancerUrl = `http://${settings.host}:${settings.port}`;

function log(message: string): void {
  console.info(`[cluster] ${message}`);
}

function databaseUrl(name: string): string {
  const url = new URL(settings.postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database: what a previous run left is dropped. */
async function recreateDatabase(): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(settings.database)) {
    throw new Error(`CLUSTER_DATABASE must be a plain lower-case name, not ${settings.database}`);
  }
  const admin = new pg.Client({ connectionString: settings.postgresUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${settings.database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${settings.database}`);
  } finally {
    await admin.end();
  }
}

async function clearRateLimits(): Promise<void> {
  const redis = new Redis(settings.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'hk:rl:*', 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The keys every instance shares: a session signed on one is checked on another. */
function sharedKeys(): { SESSION_SIGNING_KEY: string; SECRETS_ENCRYPTION_KEY: string } {
  return {
    SESSION_SIGNING_KEY:
      env.SESSION_SIGNING_KEY ??
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    SECRETS_ENCRYPTION_KEY: env.SECRETS_ENCRYPTION_KEY ?? randomBytes(32).toString('hex'),
  };
}

function serverCommand(): string[] {
  if (settings.server !== 'source' && existsSync(settings.serverDist)) {
    return ['--enable-source-maps', settings.serverDist];
  }
  log('apps/server/dist is missing (or CLUSTER_SERVER=source): the server runs from source');
  return ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')];
}

interface Running {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

function run(name: string, command: string, args: string[], extraEnv: Record<string, string>): Running {
  const out = createWriteStream(path.join(settings.runDir, 'logs', `${name}.log`));
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, exited };
}

function startInstance(index: number, keys: ReturnType<typeof sharedKeys>, command: string[]): Running {
  const port = settings.port + index;
  return run(`instance-${index}`, process.execPath, command, {
    ...keys,
    NODE_ENV: 'production',
    HOST: settings.host,
    PORT: String(port),
    DATABASE_URL: databaseUrl(settings.database),
    REDIS_URL: settings.redisUrl,
    // Links in messages and the sandboxes' return addresses are the balancer's.
    PUBLIC_URL: balancerUrl,
    // The sandboxes (outside vendors' stand-ins) are reached through the balancer, which sends
    // /sandbox/ to one instance: their state lives there.
    SANDBOX_VENDOR_URL: balancerUrl,
    TRUST_PROXY: 'true',
    DEMO_MODE: 'on',
    WEB_DIST_DIR: settings.webDist,
    // Unused with PostgreSQL but for the folder lock's absence: each instance its own.
    DATA_DIR: path.join(settings.runDir, `data-${index}`),
    LOG_LEVEL: settings.logLevel,
  });
}

function render(templateName: string): string {
  const template = readFileSync(path.join(import.meta.dirname, templateName), 'utf8');
  const upstreams = Array.from(
    { length: settings.instances },
    (_, i) => `    server ${settings.host}:${settings.port + i + 1} max_fails=2 fail_timeout=10s;`,
  ).join('\n');
  const values: Record<string, string> = {
    RUN_DIR: settings.runDir,
    HOST: settings.host,
    PORT: String(settings.port),
    UPSTREAM_SERVERS: upstreams,
    // The first instance plays the outside vendors; the others only while it is away.
    SANDBOX_SERVERS: Array.from(
      { length: settings.instances },
      (_, i) => `    server ${settings.host}:${settings.port + i + 1}${i === 0 ? '' : ' backup'};`,
    ).join('\n'),
    REAL_IP_FROM: settings.trustedClientProxies.map((cidr) => `set_real_ip_from ${cidr};`).join('\n  '),
    FORWARDED_PROTO: env.CLUSTER_FORWARDED_PROTO ?? '$scheme',
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${templateName}: no value for {{${name}}}`);
    return value;
  });
}

function startNginx(): Running {
  for (const dir of ['temp', 'logs']) mkdirSync(path.join(settings.runDir, dir), { recursive: true });
  const conf = path.join(settings.runDir, 'nginx.conf');
  writeFileSync(path.join(settings.runDir, 'proxy-headers.conf'), render('proxy-headers.conf.template'));
  writeFileSync(conf, render('nginx.conf.template'));
  const base = ['-p', settings.runDir, '-e', path.join(settings.runDir, 'logs/error.log'), '-c', conf];
  const check = spawnSync(settings.nginx, [...base, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected ${conf}:\n${check.stderr}`);
  return run('nginx', settings.nginx, base, {});
}

/** Waits until `url` answers 200, or fails once one of `watched` has ended. */
async function waitReady(
  url: string,
  watched: Running[],
  timeoutMs = settings.readyTimeoutMs,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ended = watched.find((p) => p.child.exitCode !== null || p.child.signalCode !== null);
    if (ended)
      throw new Error(`${ended.name} ended before ${url} was ready (logs in ${settings.runDir}/logs)`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s (logs in ${settings.runDir}/logs)`);
}

async function stopAll(processes: Running[]): Promise<void> {
  await Promise.all(
    processes.map(async (p) => {
      if (p.child.exitCode !== null || p.child.signalCode !== null) return;
      // nginx stops at once on SIGQUIT after its requests; the instances drain on SIGTERM.
      p.child.kill(p.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
      const killer = setTimeout(() => p.child.kill('SIGKILL'), 20_000);
      await p.exited;
      clearTimeout(killer);
    }),
  );
}

async function startCluster(): Promise<Running[]> {
  mkdirSync(path.join(settings.runDir, 'logs'), { recursive: true });
  for (const file of ['index.html']) {
    if (!existsSync(path.join(settings.webDist, file))) {
      throw new Error(`The built client is missing (${settings.webDist}). Run npm run build first.`);
    }
  }
  log(`run folder ${settings.runDir}`);
  await recreateDatabase();
  await clearRateLimits();
  const keys = sharedKeys();
  const processes: Running[] = [];
  try {
    // All at once, as after a deployment: they migrate and seed one at a time (advisory locks).
    const command = serverCommand();
    for (let i = 1; i <= settings.instances; i++) processes.push(startInstance(i, keys, command));
    await Promise.all(
      processes.map((p, i) => waitReady(`http://${settings.host}:${settings.port + i + 1}/api/ready`, [p])),
    );
    const nginx = startNginx();
    processes.push(nginx);
    await waitReady(`${balancerUrl}/api/ready`, processes);
    log(`${settings.instances} instances ready behind ${balancerUrl} (database ${settings.database})`);
    return processes;
  } catch (error) {
    await stopAll(processes);
    throw error;
  }
}

/**
 * The balancer's access log of a run, summed up: the requests and their status classes, how
 * they were spread over the instances, the ones retried on another instance, and where the
 * sandboxes' requests went (all to the instance holding their state).
 */
function accessLogReport(runDir: string): string[] {
  const lines = readFileSync(path.join(runDir, 'logs', 'access.log'), 'utf8')
    .split('\n')
    .filter(Boolean);
  const instanceOf = (address: string) => {
    const port = Number(address.split(':').at(-1));
    const index = port - settings.port;
    return index >= 1 && index <= settings.instances ? `instance-${index}` : address;
  };
  const statuses: Record<string, number> = {};
  const perInstance: Record<string, number> = {};
  const sandbox: Record<string, number> = {};
  let retried = 0;
  for (const line of lines) {
    const request = /"(\S+) (\S+) [^"]*" (\d{3}) /.exec(line);
    const upstream = /upstream=(\S+(?:, \S+)*) upstream_status=/.exec(line)?.[1];
    if (!request) continue;
    const [, , url, status] = request;
    // Refusals and failures by their own code: 499 is a client that hung up (a load ending).
    const statusClass =
      status?.startsWith('2') || status?.startsWith('3') ? `${status[0]}xx` : (status ?? '?');
    statuses[statusClass] = (statuses[statusClass] ?? 0) + 1;
    if (!upstream || upstream === '-') continue;
    const tried = upstream.split(', ');
    if (tried.length > 1) retried += 1;
    const served = instanceOf(tried.at(-1) ?? '');
    perInstance[served] = (perInstance[served] ?? 0) + 1;
    if (url?.startsWith('/sandbox/')) sandbox[served] = (sandbox[served] ?? 0) + 1;
  }
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `${key} ${count}`)
      .join(', ') || 'none';
  return [
    `${lines.length} requests through the balancer: ${list(statuses)}`,
    `served by ${list(perInstance)}`,
    `retried on another instance: ${retried}`,
    `sandbox requests served by ${list(sandbox)}`,
  ];
}

async function main(): Promise<number> {
  const mode = process.argv[2] ?? 'start';
  if (mode === 'report') {
    const runDir = process.argv[3];
    if (!runDir) {
      console.error('usage: cluster.ts report <run folder>');
      return 2;
    }
    for (const line of accessLogReport(runDir)) log(line);
    return 0;
  }
  if (mode !== 'start' && mode !== 'test') {
    console.error('usage: cluster.ts start | test [playwright arguments] | report <run folder>');
    return 2;
  }
  const processes = await startCluster();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await stopAll(processes);
    log('stopped');
  };
  // An instance that dies while the cluster runs is reported; the balancer routes around it.
  for (const p of processes) {
    void p.exited.then((code) => {
      if (!stopping) log(`${p.name} ended (code ${code}); see ${settings.runDir}/logs/${p.name}.log`);
    });
  }

  if (mode === 'start') {
    log('Ctrl+C stops it');
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await stop();
    return 0;
  }

  const suite = spawn('npx', ['playwright', 'test', '-c', 'playwright.config.ts', ...process.argv.slice(3)], {
    cwd: path.join(root, 'e2e'),
    stdio: 'inherit',
    env: { ...env, E2E_BASE_URL: balancerUrl },
  });
  const forward = (signal: NodeJS.Signals) => suite.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) => suite.once('exit', (c) => resolve(c ?? 1)));
  await stop();
  for (const line of accessLogReport(settings.runDir)) log(line);
  log(`the suite ended with code ${code}`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
