/**
 * npm run bench: every speed figure the portal promises, each beside a baseline measured in
 * the same run so the ratio holds whatever the machine: the compiled server on PostgreSQL
 * against a bare Fastify + node-postgres server running the same SQL (bench/bare-server.ts),
 * in rounds that alternate between the two; the engine and the contract documents against an
 * argon2id hash; income detection over a bank snapshot against the same hash; the PSD2
 * preliminary assessment end to end against the manual one; the client's first-screen JS;
 * Lighthouse mobile on the first screens; the start time. A table is printed and written to
 * bench/results/latest.md (and .json).
 * `--only=health,profile,todos,enumeration,assessment,patch,cluster,merchant,engine,documents,income,psd2,bundle,lighthouse,scale,startup`
 * runs parts; BENCH_CPU_PROF=<folder> has the portal and the bare server write CPU profiles of the
 * run there (the bare one's name starts with CPU too; the portal's is the larger).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applicantFactsFromAnswers, evaluatePreliminary, quoteOffer, todayIso } from '@hitelkapu/domain';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite } from '../apps/server/src/db/client.ts';
import { generateSigningKeyPem } from '../apps/server/src/lib/keys.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { listActiveProducts } from '../apps/server/src/modules/offers/offers.repository.ts';
import { loadRegulatoryFigures } from '../apps/server/src/modules/offers/regulatory-figures.repository.ts';
import { makeContractDocuments } from '../apps/server/src/modules/signing/contract-documents.ts';
import type { ContractContext } from '../apps/server/src/modules/signing/contract-values.ts';
import { findContractProduct } from '../apps/server/src/modules/signing/signing.repository.ts';
import { seedDatabase } from '../apps/server/src/seed/index.ts';
import { completeStepAnswers } from '../apps/server/src/testing/application.ts';
import { assessmentRequest, employeeAnswers } from '../apps/server/src/testing/credit.ts';
import { measureBundle } from '../apps/web/src/bundle-budget.ts';
import { type MetricsWindow, startBenchCluster, withScrapes } from './cluster.ts';
import { enumerationAccountsNeeded, enumerationTimes } from './enumeration.ts';
import { detectIncomeMs } from './income.ts';
import { DEMO_CUSTOMER, lighthouseRuns, PUBLIC_PAGES } from './lighthouse.ts';
import { benchMerchantKeys, createPurchaseLoad } from './merchant.ts';
import { psd2AssessmentTimes } from './psd2.ts';
import { scaleComparison } from './scale.ts';
import { startupMs } from './startup.ts';
import { createTodoCustomers, todoCountLoad } from './todo-count.ts';
import {
  applicationPatchLoad,
  assessmentLoad,
  createFlowApplications,
  createReadyCustomers,
} from './writes.ts';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Median milliseconds of one server-side evaluatePreliminary over every seeded personal loan,
 * for an employed applicant asking 2 000 000 Ft over 48 months: products and figures come
 * from a freshly seeded database through the server's own loaders.
 */
async function preliminaryEvaluateMs(rounds = 201): Promise<{ medianMs: number; products: number }> {
  const database = await openPglite(null);
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
    const products = await listActiveProducts(database.db, 'PERSONAL_LOAN');
    const figures = await loadRegulatoryFigures(database.db);
    const answers = employeeAnswers();
    const request = assessmentRequest(answers);
    const input = {
      products,
      figures,
      amount: request.amount,
      duration: request.duration,
      facts: applicantFactsFromAnswers(request, answers),
      today: todayIso(),
    };
    for (let i = 0; i < 20; i += 1) evaluatePreliminary(input);
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      evaluatePreliminary(input);
      times.push(performance.now() - started);
    }
    return { medianMs: Number(median(times).toFixed(3)), products: products.length };
  } finally {
    await database.close();
  }
}

/**
 * Median milliseconds to make the contract and the SECCI of one application (two PDFs with
 * an embedded, subset font): the work the first GET documents-for-signing does.
 */
async function contractDocumentsMs(rounds = 9): Promise<number> {
  const database = await openPglite(null);
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
    const [product] = await listActiveProducts(database.db, 'PERSONAL_LOAN');
    if (!product) throw new Error('no seeded personal loan');
    const figures = await loadRegulatoryFigures(database.db);
    const quote = quoteOffer(product, 2_000_000, 48, figures);
    if (!quote) throw new Error('the first seeded loan does not offer 2 000 000 Ft over 48 months');
    const answers = Object.assign({}, ...Object.values(completeStepAnswers())) as Record<string, string>;
    const contractProduct = await findContractProduct(database.db, product.id);
    if (!contractProduct) throw new Error('the seeded loan has no contract terms');
    const now = new Date();
    const context = {
      application: { id: crypto.randomUUID(), createdAt: now, amount: quote.amount, quote, answers },
      customer: {
        firstName: 'Teszt',
        lastName: 'Elek',
        email: 'teszt.elek@pelda.hu',
        phone: '+36 30 123 4567',
      },
      product: contractProduct,
      issuedAt: now,
    } as unknown as ContractContext;
    await makeContractDocuments(context);
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      await makeContractDocuments(context);
      times.push(performance.now() - started);
    }
    return Number(median(times).toFixed(1));
  } finally {
    await database.close();
  }
}

/** A confirmed customer to log in as: registered through the API, confirmed through the dev mailbox. */
async function createBenchCustomer(
  base: string,
  forwardedFor = '10.255.0.1',
): Promise<{ email: string; password: string }> {
  const email = `bench.${Date.now()}.${forwardedFor.replaceAll('.', '-')}@pelda.hu`;
  const password = 'Mero-futas-jelszava-2026';
  const statements = (await (await fetch(`${base}/api/administration/registration-acceptance`)).json()) as {
    id: number;
    version: number;
    isRequired: boolean;
  }[];
  const registered = await fetch(`${base}/api/customer/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
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

/** A database of its own on the PostgreSQL server, dropped at the end. */
async function createBenchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hk_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

interface Side {
  requestsPerSec: number;
  p99Ms: number;
  errors: number;
  refusals?: Record<string, number>;
}

/** The refusals of several rounds added up by status. */
function addRefusals(list: readonly Side[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const side of list)
    for (const [status, count] of Object.entries(side.refusals ?? {}))
      total[status] = (total[status] ?? 0) + count;
  return total;
}

/** Median of each side over rounds that alternate between the sides, so both meet the same machine. */
async function alternate<K extends string>(
  rounds: number,
  sides: Record<K, (round: number) => Promise<Side>>,
): Promise<Record<K, Side>> {
  const runs: Record<string, Side[]> = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, run] of Object.entries<(round: number) => Promise<Side>>(sides)) {
      const list = runs[name] ?? [];
      list.push(await run(round));
      runs[name] = list;
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        requestsPerSec: median(list.map((r) => r.requestsPerSec)),
        p99Ms: median(list.map((r) => r.p99Ms)),
        errors: list.reduce((sum, r) => sum + r.errors, 0),
        refusals: addRefusals(list),
      },
    ]),
  ) as Record<K, Side>;
}

interface Row {
  figure: string;
  value: number;
  unit: string;
  baseline?: string;
  ratio?: number;
  target: string;
  met: boolean;
}

const ratio = (value: number, base: number) => Number((base > 0 ? value / base : 0).toFixed(3));

function table(rows: Row[]): string {
  const header = '| figure | value | baseline (same run) | ratio | target | met |';
  const lines = rows.map(
    (r) =>
      `| ${r.figure} | ${r.value} ${r.unit} | ${r.baseline ?? ''} | ${r.ratio ?? ''} | ${r.target} | ${r.met ? 'yes' : 'NO'} |`,
  );
  return [header, '| --- | --- | --- | --- | --- | --- |', ...lines].join('\n');
}

/** `--only=health,profile`: run some parts while working on them; a full run has no filter. */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part: string) => !only || only.includes(part);
/** `--scale-database-url=…` or BENCH_SCALE_DATABASE_URL: the large database of part `scale` (default hk_scale). */
const scaleDatabaseUrl =
  process.argv
    .find((arg) => arg.startsWith('--scale-database-url='))
    ?.slice('--scale-database-url='.length) ?? process.env.BENCH_SCALE_DATABASE_URL;

async function main() {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await createBenchDatabase(adminUrl);
  const compiled = path.join(root, 'apps/server/dist/server.js');
  // BENCH_CPU_PROF=<folder>: the portal and the bare server write V8 CPU profiles there when they stop.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const portalArgs = existsSync(compiled)
    ? [...profile, '--enable-source-maps', compiled]
    : [...profile, '--import', 'tsx', 'apps/server/src/server.ts'];
  const signingKey = generateSigningKeyPem();
  const portalEnv = (port: number, databaseUrl: string) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SESSION_SIGNING_KEY: signingKey,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    // Customers are confirmed through the dev mailbox, as in a demonstration start.
    DEMO_MODE: 'on',
    // Each benchmark customer comes from its own forwarded address, so the per-address limits
    // of registration and login do not turn the run into a 429 count.
    TRUST_PROXY: 'true',
  });
  const portal = start(portalArgs, portalEnv(3902, database.url));
  const baseline = start([...profile, '--import', 'tsx', 'bench/bare-server.ts'], {
    PORT: '3901',
    DATABASE_URL: database.url,
  });
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  const portalBase = 'http://127.0.0.1:3902';
  const bareBase = 'http://127.0.0.1:3901';
  try {
    await Promise.all([waitFor(`${bareBase}/api/health`), waitFor(`${portalBase}/api/ready`)]);

    if (wanted('health')) {
      const health = await alternate(rounds, {
        bare: () => load(`${bareBase}/api/health`),
        portal: () => load(`${portalBase}/api/health`),
      });
      details.health = health;
      const r = ratio(health.portal.requestsPerSec, health.bare.requestsPerSec);
      rows.push({
        figure: 'GET /api/health',
        value: health.portal.requestsPerSec,
        unit: 'req/s',
        baseline: `bare Fastify ${health.bare.requestsPerSec} req/s`,
        ratio: r,
        target: '>= 0.8x',
        met: r >= 0.8,
      });
    }

    if (wanted('profile')) {
      const customer = await createBenchCustomer(portalBase);
      const login = await fetch(`${portalBase}/api/bulwark/customer/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.253.255.1' },
        body: JSON.stringify({ channel: 'EMAIL', ...customer }),
      });
      const token = login.headers.get('x-auth-token');
      if (!token) throw new Error(`bench login failed: ${await login.text()}`);
      const headers = { authorization: `Bearer ${token}` };
      const profile = await alternate(rounds, {
        bare: () => load(`${bareBase}/api/profile`, { headers }),
        bareOneRead: () => load(`${bareBase}/api/profile-one-read`, { headers }),
        portal: () => load(`${portalBase}/api/profile`, { headers }),
      });
      details.profile = profile;
      const r = ratio(profile.portal.requestsPerSec, profile.bare.requestsPerSec);
      rows.push({
        figure: 'GET /api/profile, PostgreSQL, signed-in',
        value: profile.portal.requestsPerSec,
        unit: 'req/s',
        baseline: `bare Fastify + pg, same 2 reads ${profile.bare.requestsPerSec} req/s (customer read alone ${profile.bareOneRead.requestsPerSec})`,
        ratio: r,
        target: '>= 0.7x',
        met: r >= 0.7,
      });
    }

    if (wanted('merchant')) {
      // A shop's checkout creating purchases, beside the portal's own /api/health in the same run.
      const keys = await benchMerchantKeys(database.url, signingKey);
      const merchant = await alternate(rounds, {
        health: () => load(`${portalBase}/api/health`),
        create: () => createPurchaseLoad(portalBase, keys, CONNECTIONS, DURATION_S),
      });
      details.merchant = merchant;
      const r = ratio(merchant.create.requestsPerSec, merchant.health.requestsPerSec);
      rows.push({
        figure: `POST /merchant-api/v1/purchases with Idempotency-Key, PostgreSQL, ${CONNECTIONS} connections`,
        value: merchant.create.requestsPerSec,
        unit: 'req/s',
        baseline: `the portal's GET /api/health ${merchant.health.requestsPerSec} req/s`,
        ratio: r,
        target: 'report, no errors',
        met: merchant.create.errors === 0,
      });
      rows.push({
        figure: `POST /merchant-api/v1/purchases p99 at ${CONNECTIONS} connections`,
        value: merchant.create.p99Ms,
        unit: 'ms',
        baseline: `GET /api/health p99 ${merchant.health.p99Ms} ms`,
        target: 'report',
        met: true,
      });
    }

    if (wanted('assessment')) {
      // Each portal round spends its customers' hourly allowance, so every round has its own.
      const customerSets: string[][] = [];
      for (let round = 0; round < rounds; round += 1) {
        customerSets.push(await createReadyCustomers(portalBase, CONNECTIONS, 240 + round));
      }
      const assessment = await alternate(rounds, {
        bare: (round) => assessmentLoad(bareBase, customerSets[round] ?? [], CONNECTIONS),
        portal: (round) => assessmentLoad(portalBase, customerSets[round] ?? [], CONNECTIONS),
      });
      details.assessment = assessment;
      const r = ratio(assessment.portal.requestsPerSec, assessment.bare.requestsPerSec);
      rows.push({
        figure: `POST preliminary assessment, PostgreSQL, ${CONNECTIONS} customers`,
        value: assessment.portal.requestsPerSec,
        unit: 'req/s',
        baseline: `bare Fastify + pg, same SQL ${assessment.bare.requestsPerSec} req/s`,
        ratio: r,
        target: '>= 0.5x',
        met: r >= 0.5,
      });
      rows.push({
        figure: `POST preliminary assessment p99 at ${CONNECTIONS} connections`,
        value: assessment.portal.p99Ms,
        unit: 'ms',
        baseline: `bare ${assessment.bare.p99Ms} ms`,
        target: '<= 50 ms',
        met: assessment.portal.p99Ms <= 50,
      });
    }

    if (wanted('enumeration')) {
      // Wrong passwords for accounts that exist against addresses with none, alternating.
      const samples = Number(process.env.BENCH_ENUMERATION_SAMPLES ?? 200);
      const accounts: string[] = [];
      for (let i = 0; i < enumerationAccountsNeeded(samples); i += 1)
        accounts.push((await createBenchCustomer(portalBase, `10.254.1.${i + 1}`)).email);
      const enumeration = await enumerationTimes(portalBase, accounts, samples);
      details.enumeration = enumeration;
      const clean = enumeration.existing.unexpected + enumeration.unknown.unexpected === 0;
      rows.push({
        figure: `POST login, wrong password: unknown address vs existing account, median of ${samples} each`,
        value: enumeration.unknown.medianMs,
        unit: 'ms',
        baseline: `existing account ${enumeration.existing.medianMs} ms`,
        ratio: enumeration.medianRatio,
        target: '0.8x-1.25x, same answer',
        met:
          clean &&
          !enumeration.bodiesDiffer &&
          enumeration.medianRatio >= 0.8 &&
          enumeration.medianRatio <= 1.25,
      });
      rows.push({
        figure: 'POST login, wrong password: unknown vs existing, p95',
        value: enumeration.unknown.p95Ms,
        unit: 'ms',
        baseline: `existing account ${enumeration.existing.p95Ms} ms`,
        ratio: enumeration.p95Ratio,
        target: 'report',
        met: true,
      });
    }

    if (wanted('todos')) {
      // Many open tabs polling the to-do count: four connections per usual one, 20 customers in turn.
      const tabs = CONNECTIONS * 4;
      const tokens = await createTodoCustomers(portalBase, database.url, 20);
      const path = '/api/credit/my-todo/count';
      const todos = await alternate(rounds, {
        bare: () => todoCountLoad(`${bareBase}${path}`, tokens, tabs, DURATION_S),
        portal: () => todoCountLoad(`${portalBase}${path}`, tokens, tabs, DURATION_S),
      });
      details.todos = todos;
      const r = ratio(todos.portal.requestsPerSec, todos.bare.requestsPerSec);
      rows.push({
        figure: `GET ${path}, PostgreSQL, ${tabs} connections, 20 customers with an open to-do`,
        value: todos.portal.requestsPerSec,
        unit: 'req/s',
        baseline: `bare Fastify + pg, same statement ${todos.bare.requestsPerSec} req/s`,
        ratio: r,
        target: '>= 0.7x, no errors',
        met: r >= 0.7 && todos.portal.errors === 0,
      });
      rows.push({
        figure: 'open tabs one instance carries at one count poll per 60 s (req/s x 60)',
        value: todos.portal.requestsPerSec * 60,
        unit: 'tabs',
        baseline: `bare ${todos.bare.requestsPerSec * 60} tabs`,
        ratio: r,
        target: 'report',
        met: true,
      });
      rows.push({
        figure: `GET ${path} p99 at ${tabs} connections`,
        value: todos.portal.p99Ms,
        unit: 'ms',
        baseline: `bare p99 ${todos.bare.p99Ms} ms`,
        ratio: ratio(todos.portal.p99Ms, todos.bare.p99Ms),
        target: 'report',
        met: true,
      });
    }

    if (wanted('patch')) {
      const applications = await createFlowApplications(portalBase, CONNECTIONS + 10);
      const patch = await alternate(rounds, {
        bare: () => applicationPatchLoad(bareBase, CONNECTIONS, DURATION_S, applications),
        portal: () => applicationPatchLoad(portalBase, CONNECTIONS, DURATION_S, applications),
      });
      details.applicationPatch = patch;
      rows.push({
        figure: 'PATCH application answer (transaction, row lock, version check)',
        value: patch.portal.requestsPerSec,
        unit: 'req/s',
        baseline: `bare Fastify + pg, same SQL ${patch.bare.requestsPerSec} req/s`,
        ratio: ratio(patch.portal.requestsPerSec, patch.bare.requestsPerSec),
        target: '>= 2000 req/s',
        met: patch.portal.requestsPerSec >= 2000,
      });
      rows.push({
        figure: `PATCH application answer p99 at ${CONNECTIONS} connections`,
        value: patch.portal.p99Ms,
        unit: 'ms',
        baseline: `bare ${patch.bare.p99Ms} ms`,
        target: '<= 50 ms',
        met: patch.portal.p99Ms <= 50,
      });
    }

    if (wanted('cluster')) {
      // The same calls through nginx to three instances on one PostgreSQL and Redis, beside the
      // single instance in the same run; each instance's /api/metrics is scraped while it runs.
      const cluster = await startBenchCluster({
        port: 3920,
        database: 'hk_bench_cluster',
        redisUrl: 'redis://127.0.0.1:6379/8',
      });
      try {
        const windows: Record<string, MetricsWindow[]> = { reads: [], patch: [], assessment: [] };
        const scraped = (key: string, route: string, run: () => Promise<Side>) => async (): Promise<Side> => {
          const { result, metrics } = await withScrapes(cluster, route, run);
          windows[key]?.push(metrics);
          return result;
        };
        const signIn = async (base: string, address: string) => {
          const customer = await createBenchCustomer(base, address);
          const login = await fetch(`${base}/api/bulwark/customer/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify({ channel: 'EMAIL', ...customer }),
          });
          const token = login.headers.get('x-auth-token');
          if (!token) throw new Error(`bench login failed: ${await login.text()}`);
          return { authorization: `Bearer ${token}` };
        };
        const singleHeaders = await signIn(portalBase, '10.250.0.1');
        const clusterHeaders = await signIn(cluster.base, '10.250.0.2');
        const reads = await alternate(rounds, {
          single: () => load(`${portalBase}/api/profile`, { headers: singleHeaders }),
          cluster: scraped('reads', '/api/profile', () =>
            load(`${cluster.base}/api/profile`, { headers: clusterHeaders }),
          ),
        });
        // Spare applications stand in while one refused as stale is read back.
        const singleApplications = await createFlowApplications(portalBase, CONNECTIONS + 10, 248);
        const clusterApplications = await createFlowApplications(cluster.base, CONNECTIONS + 10, 248);
        const patch = await alternate(rounds, {
          single: () => applicationPatchLoad(portalBase, CONNECTIONS, DURATION_S, singleApplications),
          cluster: scraped('patch', '/api/credit/loan-application/:id/data', () =>
            applicationPatchLoad(cluster.base, CONNECTIONS, DURATION_S, clusterApplications),
          ),
        });
        const assessmentSets: { single: string[]; cluster: string[] }[] = [];
        for (let round = 0; round < rounds; round += 1) {
          assessmentSets.push({
            single: await createReadyCustomers(portalBase, CONNECTIONS, 230 + round),
            cluster: await createReadyCustomers(cluster.base, CONNECTIONS, 230 + round),
          });
        }
        const assessment = await alternate(rounds, {
          single: (round) => assessmentLoad(portalBase, assessmentSets[round]?.single ?? [], CONNECTIONS),
          cluster: (round) =>
            scraped('assessment', '/api/credit/preliminary-assessment', () =>
              assessmentLoad(cluster.base, assessmentSets[round]?.cluster ?? [], CONNECTIONS),
            )(),
        });
        details.cluster = { reads, patch, assessment, metrics: windows };
        for (const [key, figure, result] of [
          ['reads', 'GET /api/profile signed-in, 3 instances behind nginx', reads],
          ['patch', 'PATCH application answer, 3 instances behind nginx', patch],
          ['assessment', 'POST preliminary assessment, 3 instances behind nginx', assessment],
        ] as const) {
          const last = windows[key]?.at(-1);
          const r = ratio(result.cluster.requestsPerSec, result.single.requestsPerSec);
          // 409 on a save is the portal refusing a version the bench held stale (see
          // applicationPatchLoad); anything else is an error of the portal or the balancer.
          const stale = (side: Side) => side.refusals?.['409'] ?? 0;
          const failures = result.cluster.errors - (key === 'patch' ? stale(result.cluster) : 0);
          const staleNote =
            key === 'patch'
              ? `; stale-version 409s: one instance ${stale(result.single)}, cluster ${stale(result.cluster)}`
              : '';
          rows.push({
            figure: `${figure}, ${CONNECTIONS} connections${staleNote}`,
            value: result.cluster.requestsPerSec,
            unit: 'req/s',
            baseline: `one instance ${result.single.requestsPerSec} req/s (p99 ${result.single.p99Ms} ms; through nginx ${result.cluster.p99Ms} ms)`,
            ratio: r,
            target: 'report, no errors',
            met: failures === 0,
          });
          rows.push({
            figure: `${figure}: the instances' own metrics, last round`,
            value: last?.scrapes ?? 0,
            unit: 'scrapes',
            baseline: `requests per instance ${last?.perInstance.join(' / ') ?? '?'}; p99 under ${last?.p99UpperBoundMs ?? '?'} ms; outbox lag at most ${last?.maxOutboxLagSeconds ?? '?'} s`,
            target: 'every instance served and scraped',
            met: (last?.perInstance.every((n) => n > 0) ?? false) && (last?.scrapes ?? 0) > 0,
          });
        }
      } finally {
        await cluster.stop();
      }
    }

    if (wanted('engine')) {
      const hashMs = await argon2HashMs();
      const evaluation = await preliminaryEvaluateMs();
      details.engine = { argon2idHashMedianMs: hashMs, evaluation };
      rows.push({
        figure: `evaluatePreliminary over ${evaluation.products} products (median)`,
        value: evaluation.medianMs,
        unit: 'ms',
        baseline: `argon2id hash ${hashMs} ms`,
        ratio: ratio(evaluation.medianMs, hashMs),
        target: 'report',
        met: true,
      });
    }

    if (wanted('documents')) {
      const hashMs = await argon2HashMs();
      const contractMs = await contractDocumentsMs();
      details.documents = { contractAndSecciMedianMs: contractMs, argon2idHashMedianMs: hashMs };
      rows.push({
        figure: 'contract + SECCI PDFs of one application (median)',
        value: contractMs,
        unit: 'ms',
        baseline: `argon2id hash ${hashMs} ms`,
        ratio: ratio(contractMs, hashMs),
        target: '<= 100 ms',
        met: contractMs <= 100,
      });
    }

    if (wanted('income')) {
      const hashMs = await argon2HashMs();
      const income = detectIncomeMs();
      details.income = { argon2idHashMedianMs: hashMs, ...income };
      rows.push({
        figure: `detectIncome over ${income.transactions} transactions of six months (median)`,
        value: income.medianMs,
        unit: 'ms',
        baseline: `argon2id hash ${hashMs} ms`,
        ratio: ratio(income.medianMs, hashMs),
        target: 'report',
        met: true,
      });
    }

    if (wanted('psd2')) {
      const psd2 = await psd2AssessmentTimes(portalBase);
      details.psd2 = psd2;
      rows.push({
        figure: `PSD2 assessment: psd2-sync/continue + preliminary assessment, ${psd2.customers} customers one at a time, consent excluded (median; p95 ${psd2.p95Ms} ms)`,
        value: psd2.medianMs,
        unit: 'ms',
        baseline: `manual assessment ${psd2.manualMedianMs} ms`,
        ratio: ratio(psd2.medianMs, psd2.manualMedianMs),
        target: 'report',
        met: true,
      });
    }

    if (wanted('bundle')) {
      const bundle = measureBundle(path.join(root, 'apps/web/dist'));
      const largest = bundle.later[0] ?? { file: '', kb: 0 };
      details.bundle = bundle;
      rows.push({
        figure: `login route JS, gzip (${bundle.firstScreen.files.length} files; CSS ${bundle.firstScreen.cssKb} KB)`,
        value: bundle.firstScreen.jsKb,
        unit: 'KB',
        target: '<= 120 KB',
        met: bundle.firstScreen.jsKb <= 120,
      });
      rows.push({
        figure: `largest lazy route chunk, gzip (${largest.file})`,
        value: largest.kb,
        unit: 'KB',
        target: '<= 60 KB',
        met: largest.kb <= 60,
      });
    }

    if (wanted('scale')) {
      // The customer's own lists on a database of a million customers against one of just the
      // bench's customers (bench/scale.ts); the large one is seeded once and kept.
      const scaleUrl =
        scaleDatabaseUrl ?? Object.assign(new URL(adminUrl), { pathname: '/hk_scale' }).toString();
      const scale = await scaleComparison(
        {
          startPortal: (port, databaseUrl) => start(portalArgs, portalEnv(port, databaseUrl)),
          waitFor,
          stop,
          alternate,
        },
        { adminUrl, scaleUrl, rounds, connections: CONNECTIONS, durationS: DURATION_S },
      );
      details.scale = scale;
      const size = `${scale.scaleRows.customers} customers, ${scale.scaleRows.loan_applications} applications`;
      for (const endpoint of scale.endpoints) {
        const r = ratio(endpoint.seeded.p99Ms, endpoint.empty.p99Ms);
        rows.push({
          figure: `GET ${endpoint.path} p99 on ${size} (${CONNECTIONS} connections; ${endpoint.seeded.requestsPerSec} req/s)`,
          value: endpoint.seeded.p99Ms,
          unit: 'ms',
          baseline: `just the bench's customers: p99 ${endpoint.empty.p99Ms} ms, ${endpoint.empty.requestsPerSec} req/s`,
          ratio: r,
          target: '<= 1.2x, no errors',
          met: r <= 1.2 && endpoint.seeded.errors + endpoint.empty.errors === 0,
        });
      }
    }

    if (wanted('lighthouse')) {
      const pages = await lighthouseRuns(portalBase, { runs: 3, customer: DEMO_CUSTOMER });
      details.lighthouse = pages;
      for (const page of pages) {
        const publicPage = (PUBLIC_PAGES as readonly string[]).includes(page.page);
        const minimum = publicPage ? 95 : 90;
        rows.push({
          figure: `Lighthouse mobile ${page.page} (median of 3; LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls}, a11y ${page.accessibility})`,
          value: page.performance,
          unit: '',
          baseline: `benchmarkIndex ${page.benchmarkIndex}`,
          target: publicPage ? '>= 95, a11y 100, LCP <= 2000, TBT <= 150, CLS <= 0.05' : '>= 90, a11y 100',
          met:
            page.performance >= minimum &&
            page.accessibility >= 100 &&
            (!publicPage || (page.lcpMs <= 2000 && page.tbtMs <= 150 && page.cls <= 0.05)),
        });
      }
    }
  } finally {
    await Promise.all([stop(baseline), stop(portal)]);
    await database.drop();
  }

  if (wanted('startup')) {
    const startup = await startupMs(5);
    details.startup = startup;
    rows.push({
      figure: 'start to /api/ready on an existing data folder, compiled (median of 5)',
      value: Math.round(startup.compiledMs),
      unit: 'ms',
      baseline: `from TypeScript source ${Math.round(startup.sourceMs)} ms`,
      ratio: ratio(startup.compiledMs, startup.sourceMs),
      target: '<= 2000 ms',
      met: startup.compiledMs <= 2000,
    });
  }

  const measuredAt = new Date().toISOString();
  const markdown = [
    `# npm run bench, ${measuredAt}`,
    '',
    `Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per timed run, ${rounds} alternating rounds (medians).`,
    '',
    table(rows),
    '',
  ].join('\n');
  console.log(`\n${markdown}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/latest.json'),
    `${JSON.stringify({ measuredAt, settings: { connections: CONNECTIONS, durationSeconds: DURATION_S, rounds }, rows, details }, null, 2)}\n`,
  );
  writeFileSync(path.join(root, 'bench/results/latest.md'), markdown);
}

await main();
