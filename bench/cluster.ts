/**
 * The bench's cluster part: the portal as three instances behind nginx on one PostgreSQL and
 * Redis (ops/cluster/cluster.ts), loaded through the balancer, and each instance's Prometheus
 * metrics scraped while the load runs. The scrapes say how the balancer spread the requests,
 * what latency the instances themselves measured, and how far the outbox fell behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface BenchCluster {
  /** The balancer's address. */
  base: string;
  /** Each instance's own address, for scraping (the balancer does not serve /api/metrics). */
  instances: string[];
  metricsToken: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the cluster ended before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the cluster of ops/cluster on `port` (instances on the next ports) and waits for the balancer. */
export async function startBenchCluster(options: {
  port: number;
  instances?: number;
  database: string;
  redisUrl: string;
}): Promise<BenchCluster> {
  const count = options.instances ?? 3;
  const metricsToken = randomBytes(24).toString('hex');
  const child = spawn(process.execPath, ['--import', 'tsx', 'ops/cluster/cluster.ts', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_PORT: String(options.port),
      CLUSTER_INSTANCES: String(count),
      CLUSTER_DATABASE: options.database,
      CLUSTER_REDIS_URL: options.redisUrl,
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${options.port}`;
  await waitFor(`${base}/api/ready`, child, 300_000);
  return {
    base,
    instances: Array.from({ length: count }, (_, i) => `http://127.0.0.1:${options.port + i + 1}`),
    metricsToken,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One instance's scrape, reduced to what the bench reports. */
export interface Scrape {
  /** Answered requests by route pattern (the latency histogram's `_count`). */
  requests: Map<string, number>;
  /** Cumulative latency buckets by route pattern: upper bound in seconds → count. */
  buckets: Map<string, Map<number, number>>;
  outboxLagSeconds: number;
}

const SAMPLE = /^([a-z_]+)(?:\{(.*)\})? ([0-9.e+-]+|NaN|\+Inf)$/;
const labelsOf = (text: string | undefined) =>
  new Map(
    [...(text ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1] as string, m[2] as string]),
  );

export function parseScrape(text: string): Scrape {
  const scrape: Scrape = { requests: new Map(), buckets: new Map(), outboxLagSeconds: 0 };
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match) continue;
    const [, name, labelText, valueText] = match;
    const value = Number(valueText);
    const labels = labelsOf(labelText);
    const route = labels.get('route') ?? '';
    if (name === 'http_request_duration_seconds_count') {
      scrape.requests.set(route, (scrape.requests.get(route) ?? 0) + value);
    } else if (name === 'http_request_duration_seconds_bucket') {
      const le = labels.get('le') === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.get('le'));
      const byBound = scrape.buckets.get(route) ?? new Map<number, number>();
      byBound.set(le, (byBound.get(le) ?? 0) + value);
      scrape.buckets.set(route, byBound);
    } else if (name === 'hitelkapu_outbox_lag_seconds') {
      scrape.outboxLagSeconds = value;
    }
  }
  return scrape;
}

export async function scrape(instance: string, token: string): Promise<Scrape> {
  const response = await fetch(`${instance}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`scrape of ${instance}: ${response.status}`);
  return parseScrape(await response.text());
}

/** What the instances' metrics say about one load window on one route. */
export interface MetricsWindow {
  /** Scrapes taken while the load ran (every instance, every 2 s), all answered. */
  scrapes: number;
  /** Requests each instance answered on the route in the window. */
  perInstance: number[];
  /** The smallest histogram bound under which 99 % of the window's requests fell, in ms. */
  p99UpperBoundMs: number;
  /** The largest outbox lag any scrape saw, in seconds. */
  maxOutboxLagSeconds: number;
}

/**
 * Runs `load` while scraping every instance every 2 s; the window is the difference between
 * the scrapes just before and just after it.
 */
export async function withScrapes<T>(
  cluster: BenchCluster,
  route: string,
  load: () => Promise<T>,
): Promise<{ result: T; metrics: MetricsWindow }> {
  const all = () => Promise.all(cluster.instances.map((i) => scrape(i, cluster.metricsToken)));
  const before = await all();
  let scrapes = before.length;
  let maxLag = Math.max(...before.map((s) => s.outboxLagSeconds));
  let running = true;
  const during = (async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      if (!running) break;
      const now = await all();
      scrapes += now.length;
      maxLag = Math.max(maxLag, ...now.map((s) => s.outboxLagSeconds));
    }
  })();
  let result: T;
  try {
    result = await load();
  } finally {
    running = false;
    await during;
  }
  const after = await all();
  scrapes += after.length;
  const perInstance = after.map(
    (s, i) => (s.requests.get(route) ?? 0) - (before[i]?.requests.get(route) ?? 0),
  );
  const bounds = new Map<number, number>();
  after.forEach((s, i) => {
    for (const [bound, count] of s.buckets.get(route) ?? []) {
      const earlier = before[i]?.buckets.get(route)?.get(bound) ?? 0;
      bounds.set(bound, (bounds.get(bound) ?? 0) + count - earlier);
    }
  });
  const total = perInstance.reduce((sum, n) => sum + n, 0);
  const p99Bound = [...bounds.entries()]
    .sort(([a], [b]) => a - b)
    .find(([, cumulative]) => cumulative >= total * 0.99)?.[0];
  return {
    result,
    metrics: {
      scrapes,
      perInstance,
      p99UpperBoundMs: p99Bound === undefined ? 0 : p99Bound * 1000,
      maxOutboxLagSeconds: Math.max(maxLag, ...after.map((s) => s.outboxLagSeconds)),
    },
  };
}
