/**
 * Lighthouse on the first screens, with Lighthouse's default mobile settings (simulated slow
 * 4G, 4x CPU slowdown, a mobile screen): /login, / and /registration as a first-time visitor
 * (empty storage, so the cookie banner shows), and, for a customer, /offers and /application
 * logged in. Each run gets a fresh Chrome profile, so every load is cold; the figures are the
 * median of the runs, metric by metric.
 *
 * On its own: node --import tsx bench/lighthouse.ts http://127.0.0.1:PORT
 *   [--runs=3] [--customer=email:password | --no-customer] [--report-dir=DIR] [--findings=FILE]
 *   [--from-reports=DIR]
 * Without --customer it logs in as the demo customer of a `--demo` start. --report-dir keeps
 * every run's full report (JSON); --findings writes, per page, what Lighthouse names as the
 * causes (opportunities, diagnostics, the LCP element, accessibility failures) as Markdown;
 * --from-reports makes the table and findings again from such a directory without measuring.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { assessmentRequest } from '../apps/server/src/testing/credit.ts';

export interface LighthouseCustomer {
  email: string;
  password: string;
}

export interface LighthouseOptions {
  /** Runs per page; the figures are their median. Default 3. */
  runs?: number;
  /** Also measures /offers and /application, logged in as this customer. */
  customer?: LighthouseCustomer;
  /**
   * Before measuring, gives the customer what those pages show: onboarding, a preliminary
   * assessment and an open application on its first OK offer (each only when missing).
   * Without them /offers and /application send the customer elsewhere. Default true.
   */
  prepareCustomer?: boolean;
  /** Keeps every run's full Lighthouse report here, as <page>-<run>.json. */
  reportDir?: string;
  /** Default: CHROME_PATH, else /usr/bin/chromium. */
  chromePath?: string;
}

export interface LighthouseFigures {
  page: string;
  /** Where the page ended up (a guard or a missing precondition may have moved it). */
  finalPath: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferKb: number;
  /**
   * Lighthouse's measure of the machine's speed at the time (a quiet laptop: about 1000-2500).
   * Simulated throttling scales the CPU work it observes, so a busy machine inflates TBT and
   * LCP: compare figures only at similar indexes.
   */
  benchmarkIndex: number;
}

interface PageRun {
  figures: LighthouseFigures;
  lhr: Result;
}

export const PUBLIC_PAGES = ['/login', '/', '/registration'] as const;
export const CUSTOMER_PAGES = ['/offers', '/application'] as const;
export const DEMO_CUSTOMER: LighthouseCustomer = {
  email: 'demo@hitelkapu.hu',
  password: 'Demo-Hitelkapu-2026',
};

/** What the client keeps in local storage (apps/web/src/lib/session-store.ts, cookie-consent-store.ts). */
const SESSION_STORAGE_KEY = 'hk.session';
const ANALYTICS_CONSENT_KEY = 'allowAnalyticsCookies';

const LIGHTHOUSE_FLAGS: Flags = {
  logLevel: 'error',
  output: 'json',
  // Local storage is set before the run (the session); each run has a fresh profile, so the
  // HTTP cache is empty anyway.
  disableStorageReset: true,
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

async function apiCall(
  baseUrl: string,
  method: string,
  route: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(route, baseUrl), {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}

function expectStatus(answer: { status: number; json: unknown }, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
  }
}

/** Logs in through the API as the client does; the session token comes in a header. */
export async function logIn(baseUrl: string, customer: LighthouseCustomer): Promise<string> {
  const answer = await apiCall(baseUrl, 'POST', '/api/bulwark/customer/auth/login', null, {
    channel: 'EMAIL',
    email: customer.email,
    password: customer.password,
  });
  const token = answer.headers.get('x-auth-token');
  if (answer.status !== 200 || !token) {
    throw new Error(
      `login as ${customer.email} failed: HTTP ${answer.status} ${JSON.stringify(answer.json)}`,
    );
  }
  return token;
}

/**
 * Brings the customer to where /offers and /application show their content: onboarded, with a
 * preliminary assessment and an open application. Steps already done are left alone. Returns
 * what was done, for the report.
 */
export async function prepareCustomer(baseUrl: string, token: string): Promise<string[]> {
  const done: string[] = [];
  const open = await apiCall(baseUrl, 'GET', '/api/credit/my-loan-application', token);
  if (open.status === 200) return done;

  let assessment = await apiCall(baseUrl, 'GET', '/api/credit/my-preliminary-assessment', token);
  if (assessment.status === 404) {
    const profile = await apiCall(baseUrl, 'GET', '/api/profile', token);
    expectStatus(profile, 200, 'reading the profile');
    if ((profile.json as { currentStatus?: string }).currentStatus === 'REGISTERED') {
      const onboarded = await apiCall(baseUrl, 'PUT', '/api/profile/status', token, {
        currentStatus: 'ONBOARDED',
      });
      expectStatus(onboarded, 200, 'onboarding');
      done.push('onboarded');
    }
    const statements = await apiCall(baseUrl, 'GET', '/api/administration/calculation-acceptance', token);
    expectStatus(statements, 200, 'reading the calculation statements');
    for (const statement of statements.json as { id: number; version: number }[]) {
      const accepted = await apiCall(baseUrl, 'POST', '/api/statement/accept', token, {
        statementId: statement.id,
        version: statement.version,
      });
      if (accepted.status !== 201 && accepted.status !== 200 && accepted.status !== 409) {
        expectStatus(accepted, 201, 'accepting a calculation statement');
      }
    }
    assessment = await apiCall(
      baseUrl,
      'POST',
      '/api/credit/preliminary-assessment',
      token,
      assessmentRequest(),
    );
    expectStatus(assessment, 201, 'the preliminary assessment');
    done.push('preliminary assessment (2 000 000 Ft, 48 months, employed)');
  } else {
    expectStatus(assessment, 200, 'reading the preliminary assessment');
  }

  const offers = (assessment.json as { offers?: { offerId: number | string; decision: string }[] }).offers;
  const offer = offers?.find((o) => o.decision === 'OK');
  if (!offer) throw new Error('the preliminary assessment offers nothing to apply for');
  const created = await apiCall(baseUrl, 'POST', '/api/credit/loan-application', token, {
    offerId: offer.offerId,
  });
  expectStatus(created, 201, 'creating the application');
  done.push('application started on the first OK offer');
  return done;
}

/** The session as the client's zustand store persists it. */
function persistedSession(token: string): string {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('the session token is not a JWT');
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return JSON.stringify({ state: { token, claims }, version: 0 });
}

function figuresOf(page: string, lhr: Result): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary && 'items' in summary ? (summary.items as { resourceType?: string }[]) : [];
  const script = items.find((item) => item.resourceType === 'script') as
    | { transferSize?: number }
    | undefined;
  return {
    page,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    lcpMs: round(numeric('largest-contentful-paint')),
    fcpMs: round(numeric('first-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    jsTransferKb: round((script?.transferSize ?? 0) / 1024, 1),
    benchmarkIndex: round(lhr.environment.benchmarkIndex),
  };
}

/** One Lighthouse run in a fresh Chrome profile; `storage` is put into local storage first. */
async function runOnce(
  url: string,
  page: string,
  chromePath: string,
  storage: Record<string, string> | null,
): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      const tab = await browser.newPage();
      if (storage) {
        // A document of the origin that loads no script, so nothing of the app is cached.
        await tab.goto(new URL('/favicon.svg', url).href);
        await tab.evaluate(
          `(entries => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); })(${JSON.stringify(storage)})`,
        );
      }
      const result = await lighthouse(url, LIGHTHOUSE_FLAGS, undefined, tab);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) {
        throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
      }
      return { figures: figuresOf(page, result.lhr), lhr: result.lhr };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine;
 * such a run says nothing about the page, so it is made again, at most twice.
 */
async function runWithRetries(run: () => Promise<PageRun>): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.startsWith('Lighthouse failed'))
        throw error;
    }
  }
}

/** The run whose performance score is the median one (ties: the first), for its diagnostics. */
function medianRun(runs: PageRun[]): PageRun | undefined {
  const sorted = [...runs].sort((a, b) => a.figures.performance - b.figures.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function medianFigures(page: string, runs: PageRun[]): LighthouseFigures {
  const of = (key: Exclude<keyof LighthouseFigures, 'page' | 'finalPath'>) =>
    median(runs.map((run) => run.figures[key]));
  return {
    page,
    finalPath: medianRun(runs)?.figures.finalPath ?? page,
    performance: Math.round(of('performance')),
    accessibility: Math.round(of('accessibility')),
    lcpMs: round(of('lcpMs')),
    fcpMs: round(of('fcpMs')),
    tbtMs: round(of('tbtMs')),
    cls: round(of('cls'), 3),
    jsTransferKb: round(of('jsTransferKb'), 1),
    benchmarkIndex: round(of('benchmarkIndex')),
  };
}

/** Every run of every page, the raw material of lighthouseRuns and of the findings. */
export async function lighthouseRunsDetailed(
  baseUrl: string,
  options: LighthouseOptions = {},
): Promise<{ figures: LighthouseFigures[]; runs: Map<string, PageRun[]>; preparation: string[] }> {
  const runCount = options.runs ?? 3;
  const chromePath = options.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const { customer } = options;
  const runs = new Map<string, PageRun[]>();
  let preparation: string[] = [];

  if (customer && options.prepareCustomer !== false) {
    preparation = await prepareCustomer(baseUrl, await logIn(baseUrl, customer));
  }

  // Pages interleave run by run, so a slow spell of the machine spreads over all of them.
  for (let run = 1; run <= runCount; run += 1) {
    const plan: { page: string; storage: Record<string, string> | null }[] = PUBLIC_PAGES.map((page) => ({
      page,
      storage: null,
    }));
    if (customer) {
      // A customer who has logged in before has answered the cookie banner (declined here).
      const token = await logIn(baseUrl, customer);
      const storage = { [SESSION_STORAGE_KEY]: persistedSession(token), [ANALYTICS_CONSENT_KEY]: 'false' };
      for (const page of CUSTOMER_PAGES) plan.push({ page, storage });
    }
    for (const { page, storage } of plan) {
      const result = await runWithRetries(() =>
        runOnce(new URL(page, baseUrl).href, page, chromePath, storage),
      );
      runs.set(page, [...(runs.get(page) ?? []), result]);
      if (options.reportDir) {
        mkdirSync(options.reportDir, { recursive: true });
        const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
        writeFileSync(path.join(options.reportDir, `${name}-${run}.json`), JSON.stringify(result.lhr));
      }
    }
  }

  const figures = [...runs].map(([page, pageRuns]) => medianFigures(page, pageRuns));
  return { figures, runs, preparation };
}

/** The median figures of `runs` Lighthouse runs per first-screen page. */
export async function lighthouseRuns(
  baseUrl: string,
  options: LighthouseOptions = {},
): Promise<LighthouseFigures[]> {
  return (await lighthouseRunsDetailed(baseUrl, options)).figures;
}

// ---------------------------------------------------------------------------------------------
// Findings: what Lighthouse names as the causes, per page, from the median run.

type Details = Record<string, unknown> & { type?: string; items?: Record<string, unknown>[] };

const kb = (bytes: unknown) => `${round(Number(bytes ?? 0) / 1024, 1)} KiB`;
const ms = (value: unknown) => `${round(Number(value ?? 0))} ms`;
const shortUrl = (value: unknown, baseUrl: string) =>
  typeof value === 'string' ? value.replace(new URL(baseUrl).origin, '') : String(value ?? '');

function detailsOf(lhr: Result, id: string): Details | undefined {
  return lhr.audits[id]?.details as Details | undefined;
}

function itemsOf(lhr: Result, id: string): Record<string, unknown>[] {
  return detailsOf(lhr, id)?.items ?? [];
}

function nodeLabel(node: unknown): string {
  const value = node as { nodeLabel?: string; snippet?: string; selector?: string } | undefined;
  if (!value) return '?';
  const snippet =
    value.snippet && value.snippet.length > 160 ? `${value.snippet.slice(0, 160)}…` : value.snippet;
  return `${value.nodeLabel ?? ''} — \`${snippet ?? value.selector ?? ''}\``;
}

function lcpLines(lhr: Result): string[] {
  const details = detailsOf(lhr, 'largest-contentful-paint-element');
  const lines: string[] = [];
  for (const table of (details?.items ?? []) as Details[]) {
    for (const item of table.items ?? []) {
      if ('node' in item) lines.push(`- LCP element: ${nodeLabel(item.node)}`);
      if ('phase' in item)
        lines.push(`  - ${String(item.phase)}: ${ms(item.timing)} (${String(item.percent)})`);
    }
  }
  return lines.length > 0 ? lines : ['- LCP element: not reported'];
}

function tableLines(
  lhr: Result,
  id: string,
  describe: (item: Record<string, unknown>) => string,
  limit = 6,
): string[] {
  return itemsOf(lhr, id)
    .slice(0, limit)
    .map((item) => `  - ${describe(item)}`);
}

/** Audits the diagnostics section lists in its own words. */
const DETAILED_BELOW = new Set([
  'render-blocking-resources',
  'unused-javascript',
  'unused-css-rules',
  'font-display',
  'layout-shifts',
  'mainthread-work-breakdown',
  'bootup-time',
  'largest-contentful-paint-element',
  'long-tasks',
]);

/** Markdown of one page's median run. */
export function findingsOf(page: string, runs: PageRun[], baseUrl: string): string {
  const run = medianRun(runs);
  if (!run) return `## ${page}\n\nNo run.\n`;
  const { lhr } = run;
  const figures = medianFigures(page, runs);
  const audit = (id: string) => lhr.audits[id];
  const lines: string[] = [
    `## ${page}${figures.finalPath !== page ? ` (ended on ${figures.finalPath})` : ''}`,
    '',
    `Median of ${runs.length}: performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
      `LCP ${figures.lcpMs} ms, FCP ${figures.fcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}, ` +
      `JS ${figures.jsTransferKb} KiB transferred. Per run (performance / LCP / TBT, benchmarkIndex): ` +
      runs
        .map(
          (r) =>
            `${r.figures.performance} / ${r.figures.lcpMs} / ${r.figures.tbtMs} (${r.figures.benchmarkIndex})`,
        )
        .join(', ') +
      '.',
    '',
    `Diagnostics below are from the median run (performance ${run.figures.performance}, ` +
      `Chrome benchmarkIndex ${lhr.environment.benchmarkIndex}).`,
    '',
    ...lcpLines(lhr),
  ];

  const perfRefs = lhr.categories.performance?.auditRefs ?? [];
  const failing = perfRefs
    .map((ref) => ({ ref, result: audit(ref.id) }))
    .filter(
      ({ ref, result }) =>
        ref.group !== 'metrics' &&
        !DETAILED_BELOW.has(ref.id) &&
        result &&
        result.score !== null &&
        result.score < 0.9 &&
        result.scoreDisplayMode !== 'informative' &&
        result.scoreDisplayMode !== 'notApplicable',
    );
  lines.push('', '### Opportunities and insights Lighthouse flags');
  if (failing.length === 0) lines.push('- none below 0.9');
  for (const { ref, result } of failing) {
    if (!result) continue;
    lines.push(
      `- **${result.title}** (\`${ref.id}\`, score ${result.score})${result.displayValue ? `: ${result.displayValue}` : ''}`,
    );
    const items = ((result.details as Details | undefined)?.items ?? []).slice(0, 5);
    for (const item of items) {
      const where = item.url ?? item.source ?? item.node ?? item.label ?? item.phase;
      const what = [
        item.wastedBytes !== undefined ? `waste ${kb(item.wastedBytes)}` : '',
        item.wastedMs !== undefined ? `${ms(item.wastedMs)}` : '',
        item.totalBytes !== undefined ? `of ${kb(item.totalBytes)}` : '',
        item.duration !== undefined ? ms(item.duration) : '',
      ]
        .filter(Boolean)
        .join(', ');
      const label =
        typeof where === 'object' && where !== null && 'nodeLabel' in where
          ? nodeLabel(where)
          : typeof where === 'object' && where !== null && 'url' in where
            ? shortUrl((where as { url: unknown }).url, baseUrl)
            : shortUrl(where, baseUrl);
      if (label || what) lines.push(`  - ${label}${what ? `: ${what}` : ''}`);
    }
  }

  lines.push('', '### Diagnostics');
  const renderBlocking = itemsOf(lhr, 'render-blocking-resources');
  lines.push(
    `- Render-blocking resources: ${
      renderBlocking.length === 0
        ? 'none'
        : renderBlocking
            .map((i) => `${shortUrl(i.url, baseUrl)} (${kb(i.totalBytes)}, ${ms(i.wastedMs)})`)
            .join('; ')
    }`,
  );
  lines.push(`- Unused JavaScript (${audit('unused-javascript')?.displayValue ?? 'none flagged'}):`);
  lines.push(
    ...tableLines(
      lhr,
      'unused-javascript',
      (i) => `${shortUrl(i.url, baseUrl)}: ${kb(i.wastedBytes)} unused of ${kb(i.totalBytes)}`,
    ),
  );
  lines.push(`- Unused CSS (${audit('unused-css-rules')?.displayValue ?? 'none flagged'}):`);
  lines.push(
    ...tableLines(
      lhr,
      'unused-css-rules',
      (i) => `${shortUrl(i.url, baseUrl)}: ${kb(i.wastedBytes)} unused of ${kb(i.totalBytes)}`,
    ),
  );
  const fonts = itemsOf(lhr, 'font-display');
  lines.push(
    `- Font display: ${fonts.length === 0 ? 'no font flagged' : fonts.map((i) => shortUrl(i.url, baseUrl)).join('; ')}`,
  );
  const shifts = itemsOf(lhr, 'layout-shifts');
  lines.push(`- Layout shifts (CLS culprits)${shifts.length === 0 ? ': none' : ':'}`);
  lines.push(
    ...shifts.slice(0, 5).map((i) => {
      const causes = ((i.subItems as Details | undefined)?.items ?? [])
        .map(
          (cause) =>
            `${String(cause.cause)} ${shortUrl((cause.extra as { value?: unknown })?.value, baseUrl)}`,
        )
        .join('; ');
      const where = i.node ? nodeLabel(i.node) : 'unattributed element';
      return `  - ${where}: ${round(Number(i.score ?? 0), 4)}${causes ? ` (causes: ${causes})` : ''}`;
    }),
  );
  lines.push(`- Main-thread work (${audit('mainthread-work-breakdown')?.displayValue ?? ''}):`);
  lines.push(
    `  - ${itemsOf(lhr, 'mainthread-work-breakdown')
      .map((i) => `${String(i.groupLabel ?? i.group)} ${ms(i.duration)}`)
      .join(', ')}`,
  );
  lines.push(`- JS execution by script (${audit('bootup-time')?.displayValue ?? ''}):`);
  lines.push(
    ...tableLines(
      lhr,
      'bootup-time',
      (i) =>
        `${shortUrl(i.url, baseUrl)}: total ${ms(i.total)}, evaluation ${ms(i.scripting)}, parse/compile ${ms(i.scriptParseCompile)}`,
      5,
    ),
  );
  lines.push(`- Long main-thread tasks: ${itemsOf(lhr, 'long-tasks').length}`);
  lines.push(
    ...tableLines(
      lhr,
      'long-tasks',
      (i) => `${shortUrl(i.url, baseUrl)} at ${ms(i.startTime)}: ${ms(i.duration)}`,
      5,
    ),
  );
  const requests = itemsOf(lhr, 'network-requests');
  lines.push(
    `- Requests: ${requests.length}, of which scripts ${requests.filter((r) => r.resourceType === 'Script').length}; ` +
      `critical chain: ${audit('critical-request-chains')?.displayValue ?? 'n/a'}`,
  );

  const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
  const a11yFailing = a11yRefs
    .map((ref) => audit(ref.id))
    .filter(
      (result) => result && result.score !== null && result.score < 1 && result.scoreDisplayMode === 'binary',
    );
  lines.push('', '### Accessibility failures');
  if (a11yFailing.length === 0) lines.push('- none');
  for (const result of a11yFailing) {
    if (!result) continue;
    lines.push(`- **${result.title}** (\`${result.id}\`)`);
    const items = ((result.details as Details | undefined)?.items ?? []).slice(0, 5);
    for (const item of items) lines.push(`  - ${nodeLabel(item.node)}`);
  }
  return `${lines.join('\n')}\n`;
}

export function formatTable(figures: LighthouseFigures[]): string {
  const header = [
    'page',
    'ended on',
    'perf',
    'a11y',
    'LCP ms',
    'FCP ms',
    'TBT ms',
    'CLS',
    'JS KiB',
    'bench idx',
  ];
  const rows = figures.map((f) => [
    f.page,
    f.finalPath,
    String(f.performance),
    String(f.accessibility),
    String(f.lcpMs),
    String(f.fcpMs),
    String(f.tbtMs),
    String(f.cls),
    String(f.jsTransferKb),
    String(f.benchmarkIndex),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The runs saved by --report-dir (<page>-<run>.json), by page in the measuring order. */
function readReports(dir: string): Map<string, PageRun[]> {
  const runs = new Map<string, PageRun[]>();
  const order = [...PUBLIC_PAGES, ...CUSTOMER_PAGES].map((page) => (page === '/' ? 'home' : page.slice(1)));
  const files = readdirSync(dir)
    .map((file) => /^(.+)-(\d+)\.json$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => order.indexOf(a[1] ?? '') - order.indexOf(b[1] ?? '') || Number(a[2]) - Number(b[2]));
  for (const [file, name] of files) {
    const page = name === 'home' ? '/' : `/${name}`;
    const lhr = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Result;
    runs.set(page, [...(runs.get(page) ?? []), { figures: figuresOf(page, lhr), lhr }]);
  }
  return runs;
}

async function main(argv: string[]): Promise<void> {
  const baseUrl = argv.find((arg) => !arg.startsWith('--'));
  if (!baseUrl) {
    console.error(
      'usage: node --import tsx bench/lighthouse.ts http://127.0.0.1:PORT [--runs=3] ' +
        '[--customer=email:password | --no-customer] [--report-dir=DIR] [--findings=FILE] [--from-reports=DIR]',
    );
    process.exitCode = 2;
    return;
  }
  const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  let customer: LighthouseCustomer | undefined = DEMO_CUSTOMER;
  const given = option('customer');
  if (given) {
    const at = given.indexOf(':');
    customer = { email: given.slice(0, at), password: given.slice(at + 1) };
  }
  if (argv.includes('--no-customer')) customer = undefined;
  const reportDir = option('report-dir');
  const findingsFile = option('findings');

  const fromReports = option('from-reports');
  if (fromReports) {
    // Findings again from the reports of an earlier --report-dir run, without measuring.
    const runs = readReports(fromReports);
    console.info(formatTable([...runs].map(([page, pageRuns]) => medianFigures(page, pageRuns))));
    if (findingsFile) {
      const sections = [...runs].map(([page, pageRuns]) => findingsOf(page, pageRuns, baseUrl));
      writeFileSync(findingsFile, `Lighthouse reports in ${fromReports}\n\n${sections.join('\n')}`);
      console.info(`findings written to ${findingsFile}`);
    }
    return;
  }

  const started = Date.now();
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  const loadBefore = load();
  const result = await lighthouseRunsDetailed(baseUrl, {
    runs: Number(option('runs') ?? 3),
    ...(customer ? { customer } : {}),
    ...(reportDir ? { reportDir } : {}),
  });
  if (result.preparation.length > 0) console.info(`customer prepared: ${result.preparation.join(', ')}`);
  console.info(formatTable(result.figures));
  const took = `${Math.round((Date.now() - started) / 1000)} s; load average before ${loadBefore}, after ${load()} on ${cpus().length} cores`;
  console.info(`(${took})`);
  if (findingsFile) {
    const sections = [...result.runs].map(([page, runs]) => findingsOf(page, runs, baseUrl));
    const heading = `Lighthouse ${baseUrl}, ${new Date().toISOString()} (${took})\n\n`;
    writeFileSync(findingsFile, heading + sections.join('\n'));
    console.info(`findings written to ${findingsFile}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
