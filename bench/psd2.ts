/**
 * The PSD2 preliminary assessment end to end, through the API of the portal the bench runs
 * (in demo mode, so the sandbox aggregator is mounted): each customer starts the bank sync,
 * gives the consent on the sandbox bank's hosted page as a browser would (not timed: that is
 * the customer's time), then the portal reads and analyses the accounts (POST
 * psd2-sync/continue) and makes the PSD2 assessment; those two calls are timed together. Each
 * customer's manual assessment, made first, is timed alone as the baseline of the same run.
 */

import { assessmentRequest, employeeAnswers } from '../apps/server/src/testing/credit.ts';
import { walkSandboxConsent } from '../apps/server/src/testing/sandbox-bank.ts';
import { createReadyCustomer } from './writes.ts';

const json = { 'content-type': 'application/json' };

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

/** The manual assessment's request, and the PSD2 one without the answers the bank gives. */
function requests() {
  const {
    salary: _salary,
    salary_commitment: _commitment,
    committed_salary: _instalments,
    ...own
  } = employeeAnswers();
  return {
    manual: JSON.stringify(assessmentRequest()),
    psd2: JSON.stringify(
      assessmentRequest(own, { type: 'PSD2', salary: 0, salaryCommitment: false, committedSalary: 0 }),
    ),
  };
}

/** The customer consents on the sandbox bank's page (not timed); the bank must send them back linked. */
async function giveConsent(base: string, redirectUrl: string, address: string): Promise<void> {
  const { returnUrl } = await walkSandboxConsent(fetch, redirectUrl, {
    base,
    headers: { 'x-forwarded-for': address },
  });
  if (returnUrl?.searchParams.get('status') !== 'valid')
    throw new Error(`bench consent came back as ${returnUrl?.search ?? 'nothing'}`);
}

/** One customer's run: the manual assessment's time, then the PSD2 continue + assessment's time. */
async function customerRun(base: string, address: string): Promise<{ manualMs: number; psd2Ms: number }> {
  const token = await createReadyCustomer(base, address);
  const headers = { ...json, authorization: `Bearer ${token}`, 'x-forwarded-for': address };
  const body = requests();

  let started = performance.now();
  const manual = await fetch(`${base}/api/credit/preliminary-assessment`, {
    method: 'POST',
    headers,
    body: body.manual,
  });
  await manual.arrayBuffer();
  const manualMs = performance.now() - started;
  if (manual.status !== 201) throw new Error(`bench manual assessment: ${manual.status}`);

  const sync = await fetch(`${base}/api/credit/psd2-sync/start`, {
    method: 'POST',
    headers,
    body: JSON.stringify({}),
  });
  await expectStatus(sync, 200, 'bench bank sync start');
  const { id, redirectUrl } = (await sync.json()) as { id: string; redirectUrl: string };
  await giveConsent(base, redirectUrl, address);

  started = performance.now();
  const linked = await fetch(`${base}/api/credit/psd2-sync/continue/${id}`, {
    method: 'POST',
    headers: { authorization: headers.authorization, 'x-forwarded-for': address },
  });
  const synced = (await linked.json()) as { status?: string };
  const assessed = await fetch(`${base}/api/credit/preliminary-assessment`, {
    method: 'POST',
    headers,
    body: body.psd2,
  });
  await assessed.arrayBuffer();
  const psd2Ms = performance.now() - started;
  if (linked.status !== 200 || synced.status !== 'SUCCEEDED')
    throw new Error(`bench bank sync continue: ${linked.status} ${synced.status}`);
  if (assessed.status !== 201) throw new Error(`bench PSD2 assessment: ${assessed.status}`);
  return { manualMs, psd2Ms };
}

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
/** As bench/run.ts takes it: the middle value, the upper one of an even count. */
const median = (values: readonly number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
/** The nearest-rank 95th percentile. */
const p95 = (values: readonly number[]) =>
  sorted(values)[Math.max(0, Math.ceil(0.95 * values.length) - 1)] ?? 0;
const ms = (value: number) => Number(value.toFixed(1));

export interface Psd2AssessmentTimes {
  customers: number;
  /** POST psd2-sync/continue + POST preliminary-assessment (PSD2), consent excluded. */
  medianMs: number;
  p95Ms: number;
  /** POST preliminary-assessment (MANUAL) of the same customers. */
  manualMedianMs: number;
}

/**
 * `customers` PSD2 assessments one after the other, each of a new customer from its own
 * address 10.<prefix>.x.y, after one warm-up customer whose times are not counted.
 */
export async function psd2AssessmentTimes(
  base: string,
  customers = 20,
  prefix = 230,
): Promise<Psd2AssessmentTimes> {
  await customerRun(base, `10.${prefix}.255.255`);
  const runs: { manualMs: number; psd2Ms: number }[] = [];
  for (let i = 0; i < customers; i += 1)
    runs.push(await customerRun(base, `10.${prefix}.${i >> 8}.${i & 255}`));
  const psd2 = runs.map((run) => run.psd2Ms);
  return {
    customers,
    medianMs: ms(median(psd2)),
    p95Ms: ms(p95(psd2)),
    manualMedianMs: ms(median(runs.map((run) => run.manualMs))),
  };
}
