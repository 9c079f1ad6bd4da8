/**
 * npm run bench: throughput of our server against a bare Fastify baseline started in the
 * same run (so the ratio holds whatever the machine), the cost of one preliminary
 * assessment, the contract documents of an application, and the JS a visitor downloads before the login screen shows. Figures are
 * printed and written to bench/results/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { applicantFactsFromAnswers, evaluatePreliminary, quoteOffer, todayIso } from '@hitelkapu/domain';
import autocannon from 'autocannon';
import { openPglite } from '../apps/server/src/db/client.ts';
import { limits } from '../apps/server/src/lib/abuse-limits.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { listActiveProducts } from '../apps/server/src/modules/offers/offers.repository.ts';
import { loadRegulatoryFigures } from '../apps/server/src/modules/offers/regulatory-figures.repository.ts';
import { makeContractDocuments } from '../apps/server/src/modules/signing/contract-documents.ts';
import type { ContractContext } from '../apps/server/src/modules/signing/contract-values.ts';
import { seedDatabase } from '../apps/server/src/seed/index.ts';
import { completeStepAnswers } from '../apps/server/src/testing/application.ts';
import { assessmentRequest, employeeAnswers } from '../apps/server/src/testing/credit.ts';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Each customer may run limits.preliminaryAssessmentPerCustomer assessments an hour. */
const ASSESSMENT_CUSTOMERS = Number(process.env.BENCH_ASSESSMENT_CUSTOMERS ?? 20);

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
    const now = new Date();
    const context = {
      application: { id: crypto.randomUUID(), createdAt: now, amount: quote.amount, quote, answers },
      customer: {
        firstName: 'Teszt',
        lastName: 'Elek',
        email: 'teszt.elek@pelda.hu',
        phone: '+36 30 123 4567',
      },
      productName: product.name,
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

/**
 * Logged-in customers past onboarding who accepted the assessment statements, as the wizard
 * leaves them: what POST /api/credit/preliminary-assessment needs.
 */
async function createAssessmentCustomers(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const address = `10.254.${i >> 8}.${i & 255}`;
    const customer = await createBenchCustomer(base, address);
    const login = await fetch(`${base}/api/bulwark/customer/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ channel: 'EMAIL', ...customer }),
    });
    const token = login.headers.get('x-auth-token');
    if (!token) throw new Error(`bench login failed: ${await login.text()}`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const onboarded = await fetch(`${base}/api/profile/status`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ currentStatus: 'ONBOARDED' }),
    });
    if (onboarded.status !== 200) throw new Error(`bench onboarding failed: ${await onboarded.text()}`);
    const statements = (await (
      await fetch(`${base}/api/administration/calculation-acceptance`, { headers })
    ).json()) as { id: number; version: number }[];
    for (const statement of statements) {
      const accepted = await fetch(`${base}/api/statement/accept`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ statementId: statement.id, version: statement.version }),
      });
      if (accepted.status !== 201) throw new Error(`bench acceptance failed: ${await accepted.text()}`);
    }
    tokens.push(token);
  }
  return tokens;
}

/**
 * Assessments are limited per customer, so the run is a fixed number of requests spread over
 * the customers (each one's whole allowance), not a timed run: requests per second is the
 * total over the elapsed time.
 */
async function loadAssessments(
  base: string,
  tokens: readonly string[],
  connections: number,
): Promise<{ requestsPerSec: number; p99Ms: number; errors: number; requests: number }> {
  let next = 0;
  const perCustomer = limits.preliminaryAssessmentPerCustomer.limit;
  const result = await autocannon({
    url: `${base}/api/credit/preliminary-assessment`,
    connections,
    amount: tokens.length * perCustomer,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(assessmentRequest()),
        setupRequest: (request) => {
          const token = tokens[next % tokens.length];
          next += 1;
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  return {
    requestsPerSec: Math.round(result.requests.total / result.duration),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
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
    // Customers are confirmed through the dev mailbox, as in a demonstration start.
    DEMO_MODE: 'on',
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
    const assessmentTokens = await createAssessmentCustomers('http://127.0.0.1:3902', ASSESSMENT_CUSTOMERS);
    const assessment = await loadAssessments(
      'http://127.0.0.1:3902',
      assessmentTokens,
      Math.min(CONNECTIONS, ASSESSMENT_CUSTOMERS),
    );
    const hashMs = await argon2HashMs();
    const evaluation = await preliminaryEvaluateMs();
    const contractMs = await contractDocumentsMs();
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
      portalPreliminaryAssessment: assessment,
      assessmentToHealthRatio: Number((assessment.requestsPerSec / health.requestsPerSec).toFixed(4)),
      preliminaryEvaluate: {
        products: evaluation.products,
        medianMs: evaluation.medianMs,
        toArgon2HashRatio: Number((evaluation.medianMs / hashMs).toFixed(4)),
      },
      contractDocuments: {
        medianMs: contractMs,
        toArgon2HashRatio: Number((contractMs / hashMs).toFixed(2)),
      },
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
      [`portal POST preliminary assessment (${assessment.requests} requests)`]: assessment,
    });
    console.log(`portal / bare Fastify: ${results.healthRatio} (1.0 means no overhead of ours)`);
    console.log(
      `login / health on the portal: ${results.loginToHealthRatio}; argon2id hash median ${hashMs} ms`,
    );
    console.log(
      `preliminary assessment / health on the portal: ${results.assessmentToHealthRatio}; ` +
        `evaluatePreliminary over ${evaluation.products} products: median ${evaluation.medianMs} ms ` +
        `(${results.preliminaryEvaluate.toArgon2HashRatio} of an argon2id hash)`,
    );
    console.log(
      `contract and SECCI PDFs of one application: median ${contractMs} ms ` +
        `(${results.contractDocuments.toArgon2HashRatio} argon2id hashes)`,
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
