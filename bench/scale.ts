/**
 * The customer's own lists at scale (bench part `scale`): the same endpoints, for the same
 * kind of signed-in customers, on a database holding just those customers and on one holding
 * a million customers with three million applications (bench/scale-seed.ts), in alternating
 * rounds of the same run; the ratio of the p99s is the figure (target ≤ 1.2x). The large
 * database is seeded once and kept (BENCH_SCALE_DATABASE_URL, default hk_scale): the part
 * seeds it only when it has no customers. Each list statement's EXPLAIN (ANALYZE, BUFFERS)
 * on the large database is printed.
 *
 * "The same kind of customers": customer n's number of applications, purchase and phone
 * follow n mod 60 (apps/server/src/testing/scale-rows.ts), so the customers signed in on the
 * small database (the first N whose id a session accepts, a few hundred seeded there) are
 * matched on the large one by numbers with the same remainder, spread over its range.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { customerListQueries, explainJson, planNodes } from '../apps/server/src/db/customer-list-queries.ts';
import { SCALE_PASSWORD, scaleCustomerId, scaleEmail } from '../apps/server/src/testing/scale-rows.ts';
import { seedScale } from './scale-seed.ts';
import { todoCountLoad } from './todo-count.ts';
import type { LoadResult } from './writes.ts';

/** The customer's own lists, as the web client reads them. */
export const SCALE_ENDPOINTS = [
  '/api/credit/my-loan-applications',
  '/api/credit/my-todo/count',
  '/api/credit/my-todo/actives',
  '/api/credit/my-todo/previouses',
  '/api/credit/purchase/my-purchases',
  '/api/drawer/user-documents',
] as const;

export interface ScaleDeps {
  /** Starts the portal (as the run starts its own) on `port` over `databaseUrl`. */
  startPortal: (port: number, databaseUrl: string) => ChildProcess;
  waitFor: (url: string, timeoutMs?: number) => Promise<void>;
  stop: (child: ChildProcess) => Promise<void>;
  alternate: <K extends string>(
    rounds: number,
    sides: Record<K, (round: number) => Promise<LoadResult>>,
  ) => Promise<Record<K, LoadResult>>;
}

export interface ScaleOptions {
  adminUrl: string;
  scaleUrl: string;
  rounds: number;
  connections: number;
  durationS: number;
  /** Signed-in customers on each side, their tokens in turn. */
  customers?: number;
  /** Ports of the two portals. */
  ports?: [number, number];
}

export interface ScaleResult {
  scaleRows: Record<string, number>;
  /** Milliseconds spent seeding the large database in this run (0 when it was there). */
  seededNowMs: number;
  endpoints: { path: string; empty: LoadResult; seeded: LoadResult }[];
  explains: { name: string; nodes: string; text: string }[];
}

const sessionShaped = (n: number) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(scaleCustomerId(n));

const log = (line: string) => console.log(`[scale] ${line}`);

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Creates the large database when missing and seeds it when it has no customers; its row counts. */
async function ensureScaleDatabase(
  adminUrl: string,
  scaleUrl: string,
): Promise<{ counts: Record<string, number>; seededMs: number }> {
  const name = databaseName(scaleUrl);
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  await withClient(adminUrl, async (admin) => {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  });
  const customers = await withClient(scaleUrl, async (client) => {
    const table = await client.query<{ t: string | null }>("select to_regclass('customers')::text as t");
    if (!table.rows[0]?.t) return 0;
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from customers where email like 'scale.%'",
    );
    return Number(rows[0]?.n ?? 0);
  });
  let seededMs = 0;
  if (customers === 0) {
    const wanted = {
      customers: Number(process.env.BENCH_SCALE_CUSTOMERS ?? 1_000_000),
      applications: Number(process.env.BENCH_SCALE_APPLICATIONS ?? 3_000_000),
    };
    log(
      `seeding ${name}: ${wanted.customers} customers, ${wanted.applications} applications (once; kept for later runs)`,
    );
    const result = await seedScale(scaleUrl, { ...wanted, log });
    seededMs = result.elapsedMs;
  }
  const counts = await withClient(scaleUrl, async (client) => {
    const result: Record<string, number> = {};
    for (const table of [
      'customers',
      'loan_applications',
      'signature_todos',
      'corrections',
      'customer_documents',
      'purchases',
    ]) {
      // The planner's estimate after ANALYZE: counting millions of rows each run costs seconds.
      const { rows } = await client.query<{ n: string }>(
        'select reltuples::bigint as n from pg_class where relname = $1',
        [table],
      );
      result[table] = Number(rows[0]?.n ?? 0);
    }
    return result;
  });
  return { counts, seededMs };
}

/** Session tokens of the seeded customers `numbers`, each logging in from its own address. */
async function login(base: string, numbers: readonly number[], side: number): Promise<string[]> {
  const tokens: string[] = [];
  for (const [i, n] of numbers.entries()) {
    const response = await fetch(`${base}/api/bulwark/customer/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.250.${side}.${i}` },
      body: JSON.stringify({ channel: 'EMAIL', email: scaleEmail(n), password: SCALE_PASSWORD }),
    });
    const token = response.headers.get('x-auth-token');
    if (!token)
      throw new Error(`scale login of customer ${n} failed: ${response.status} ${await response.text()}`);
    tokens.push(token);
  }
  return tokens;
}

/** Every endpoint answers 200 for every token before anything is timed. */
async function checkEndpoints(base: string, tokens: readonly string[]): Promise<void> {
  for (const path of SCALE_ENDPOINTS) {
    for (const token of tokens) {
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    }
  }
}

export async function scaleComparison(deps: ScaleDeps, options: ScaleOptions): Promise<ScaleResult> {
  const count = options.customers ?? 40;
  const [emptyPort, seededPort] = options.ports ?? [3710, 3711];
  const scale = await ensureScaleDatabase(options.adminUrl, options.scaleUrl);
  const total = scale.counts.customers ?? 0;
  if (total < count * 60)
    throw new Error(`${databaseName(options.scaleUrl)} has too few customers (${total})`);

  // The small database: just the bench's customers, with the large one's applications per customer.
  const emptyName = `hk_bench_scale_${process.pid}_${Date.now()}`;
  await withClient(options.adminUrl, (admin) => admin.query(`create database ${emptyName}`));
  const emptyUrlObject = new URL(options.adminUrl);
  emptyUrlObject.pathname = `/${emptyName}`;
  const emptyUrl = emptyUrlObject.toString();
  const portals: ChildProcess[] = [];
  try {
    // The portal takes only RFC 4122-shaped customer ids (version 1–8, variant 8–b) as a
    // session's subject; the seeded ids are md5-derived, one in eight of that shape: the
    // customers signed in are chosen among those, on both sides.
    const emptyNumbers: number[] = [];
    for (let n = 1; emptyNumbers.length < count; n += 1) if (sessionShaped(n)) emptyNumbers.push(n);
    const emptyCustomers = emptyNumbers.at(-1) ?? count;
    const ratio = (scale.counts.loan_applications ?? 0) / total;
    await seedScale(emptyUrl, {
      customers: emptyCustomers,
      applications: Math.round(emptyCustomers * ratio),
    });
    // Same remainder mod 60, spread evenly over the large database's customers.
    const stride = Math.floor(total / count / 60) * 60;
    const seededNumbers = emptyNumbers.map((n, i) => {
      let candidate = n + i * stride;
      while (!sessionShaped(candidate)) candidate += 60;
      return candidate;
    });

    const emptyBase = `http://127.0.0.1:${emptyPort}`;
    const seededBase = `http://127.0.0.1:${seededPort}`;
    portals.push(deps.startPortal(emptyPort, emptyUrl), deps.startPortal(seededPort, options.scaleUrl));
    // Two starts from source on a busy machine, and a first one on the large database may build
    // new indexes: give them time.
    await Promise.all([
      deps.waitFor(`${emptyBase}/api/ready`, 300_000),
      deps.waitFor(`${seededBase}/api/ready`, 900_000),
    ]);
    const emptyTokens = await login(emptyBase, emptyNumbers, 1);
    const seededTokens = await login(seededBase, seededNumbers, 2);
    await checkEndpoints(emptyBase, emptyTokens);
    await checkEndpoints(seededBase, seededTokens);

    const endpoints: ScaleResult['endpoints'] = [];
    for (const path of SCALE_ENDPOINTS) {
      const sides = await deps.alternate(options.rounds, {
        empty: () =>
          todoCountLoad(`${emptyBase}${path}`, emptyTokens, options.connections, options.durationS),
        seeded: () =>
          todoCountLoad(`${seededBase}${path}`, seededTokens, options.connections, options.durationS),
      });
      log(
        `${path}: empty p99 ${sides.empty.p99Ms} ms ${sides.empty.requestsPerSec} req/s, seeded p99 ${sides.seeded.p99Ms} ms ${sides.seeded.requestsPerSec} req/s`,
      );
      endpoints.push({ path, ...sides });
    }

    const explains = await withClient(options.scaleUrl, async (client) => {
      const found: ScaleResult['explains'] = [];
      for (const query of await customerListQueries(client, scaleCustomerId(seededNumbers[0] ?? 1))) {
        const plan = await explainJson(client, query);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${query.sql}`,
          query.params,
        );
        found.push({
          name: query.name,
          nodes: planNodes(plan)
            .map((node) =>
              [node['Node Type'], node['Index Name'] ?? node['Relation Name']].filter(Boolean).join(' '),
            )
            .join(' > '),
          text: rows.map((row) => row['QUERY PLAN']).join('\n'),
        });
      }
      return found;
    });
    for (const explain of explains)
      console.log(`\n[scale] EXPLAIN (ANALYZE, BUFFERS) ${explain.name}\n${explain.text}`);
    return { scaleRows: scale.counts, seededNowMs: scale.seededMs, endpoints, explains };
  } finally {
    await Promise.all(portals.map((portal) => deps.stop(portal)));
    await withClient(options.adminUrl, (admin) =>
      admin.query(`drop database if exists ${emptyName} with (force)`),
    );
  }
}
