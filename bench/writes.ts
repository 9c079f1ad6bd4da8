/**
 * Write loads for the bench: the preliminary assessment and the application flow's answer
 * save (PATCH /api/credit/loan-application/:id/data), each measured against the portal
 * through its API with many customers in parallel. bench/run.ts calls these; the bare
 * routes to compare with are in bench/bare-routes.ts.
 */

import autocannon from 'autocannon';
import { limits } from '../apps/server/src/lib/abuse-limits.ts';
import { assessmentRequest } from '../apps/server/src/testing/credit.ts';

export interface LoadResult {
  requestsPerSec: number;
  p99Ms: number;
  errors: number;
  /** The answers other than 2xx by status, where a load counts them. */
  refusals?: Record<string, number>;
}

const json = { 'content-type': 'application/json' };
const PASSWORD = 'Mero-futas-jelszava-2026';

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

/** Runs `make` for 0..count-1, a few at a time (each registration and login hashes a password). */
async function inParallel<T>(count: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      results[i] = await make(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}

/**
 * A confirmed, logged-in customer past onboarding who accepted the assessment statements, as
 * the wizard leaves them; each from its own forwarded address, so the per-address limits of
 * registration and login are not what the run measures.
 */
export async function createReadyCustomer(base: string, address: string): Promise<string> {
  const email = `bench.${Date.now()}.${address.replaceAll('.', '-')}@pelda.hu`;
  const registration = (await (await fetch(`${base}/api/administration/registration-acceptance`)).json()) as {
    id: number;
    version: number;
    isRequired: boolean;
  }[];
  const registered = await fetch(`${base}/api/customer/register`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': address },
    body: JSON.stringify({
      channel: 'EMAIL',
      email,
      password: PASSWORD,
      firstName: 'Mérő',
      lastName: 'Futás',
      acceptances: registration
        .filter((s) => s.isRequired)
        .map((s) => ({ statementId: s.id, version: s.version })),
    }),
  });
  await expectStatus(registered, 201, 'bench registration');
  const messages = (await (await fetch(`${base}/dev/mailbox/messages`)).json()) as {
    recipient: string;
    body: string;
  }[];
  const confirmToken = messages.find((m) => m.recipient === email)?.body.match(/token=([\w-]+)/)?.[1];
  await expectStatus(
    await fetch(`${base}/api/bulwark/customer/auth/confirm-email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token: confirmToken }),
    }),
    200,
    'bench confirmation',
  );
  const login = await fetch(`${base}/api/bulwark/customer/auth/login`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': address },
    body: JSON.stringify({ channel: 'EMAIL', email, password: PASSWORD }),
  });
  const token = login.headers.get('x-auth-token');
  if (!token) throw new Error(`bench login failed: ${await login.text()}`);
  const headers = { ...json, authorization: `Bearer ${token}` };
  await expectStatus(
    await fetch(`${base}/api/profile/status`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ currentStatus: 'ONBOARDED' }),
    }),
    200,
    'bench onboarding',
  );
  const statements = (await (
    await fetch(`${base}/api/administration/calculation-acceptance`, { headers })
  ).json()) as { id: number; version: number }[];
  for (const statement of statements) {
    await expectStatus(
      await fetch(`${base}/api/statement/accept`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ statementId: statement.id, version: statement.version }),
      }),
      201,
      'bench acceptance',
    );
  }
  return token;
}

/** `count` ready customers' session tokens, from addresses 10.<prefix>.x.y. */
export function createReadyCustomers(base: string, count: number, prefix = 253): Promise<string[]> {
  return inParallel(count, 4, (i) => createReadyCustomer(base, `10.${prefix}.${i >> 8}.${i & 255}`));
}

/**
 * Assessments are limited per customer (limits.preliminaryAssessmentPerCustomer), so the run
 * is a fixed number of requests, each customer's whole allowance, not a timed run: requests
 * per second is the total over the elapsed time. Give at least as many customers as
 * connections (bench/run.ts createAssessmentCustomers, or createReadyCustomers here).
 */
export async function assessmentLoad(
  base: string,
  tokens: readonly string[],
  connections: number,
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: `${base}/api/credit/preliminary-assessment`,
    connections: Math.min(connections, tokens.length),
    amount: tokens.length * limits.preliminaryAssessmentPerCustomer.limit,
    requests: [
      {
        method: 'POST',
        headers: json,
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
  };
}

/** An application in the flow, its owner's token, and the version of the answer the load writes. */
export interface FlowApplication {
  id: string;
  token: string;
  version: number;
}

/** The answer the load saves over and over: a free-text question of the seeded flow's first step. */
export const PATCHED_KEY = 'mothers_name';
const PATCHED_VALUES = ['Nagy Mária', 'Kiss Éva'] as const;

/** A ready customer's assessment, an application on its first OK offer, moved into the flow. */
async function createFlowApplication(base: string, token: string): Promise<FlowApplication> {
  const headers = { ...json, authorization: `Bearer ${token}` };
  const assessed = await fetch(`${base}/api/credit/preliminary-assessment`, {
    method: 'POST',
    headers,
    body: JSON.stringify(assessmentRequest()),
  });
  await expectStatus(assessed, 201, 'bench assessment');
  const { offers } = (await assessed.json()) as { offers: { offerId: number; decision: string }[] };
  const offer = offers.find((o) => o.decision === 'OK');
  if (!offer) throw new Error('the bench assessment offered nothing');
  const created = await fetch(`${base}/api/credit/loan-application`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ offerId: offer.offerId }),
  });
  await expectStatus(created, 201, 'bench application');
  const application = (await created.json()) as { id: string; answerVersions: Record<string, number> };
  await expectStatus(
    await fetch(`${base}/api/credit/loan-application/${application.id}/update-position`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ flowPosition: 'FLOW', currentFlowIndex: 1 }),
    }),
    200,
    'bench move into the flow',
  );
  return { id: application.id, token, version: application.answerVersions[PATCHED_KEY] ?? 0 };
}

async function resyncVersion(base: string, application: FlowApplication): Promise<void> {
  const response = await fetch(`${base}/api/credit/my-loan-application/${application.id}`, {
    headers: { authorization: `Bearer ${application.token}` },
  });
  await expectStatus(response, 200, 'bench application read');
  const { answerVersions } = (await response.json()) as { answerVersions: Record<string, number> };
  application.version = answerVersions[PATCHED_KEY] ?? 0;
}

/** `count` applications in the flow, each of its own customer. */
export async function createFlowApplications(
  base: string,
  count: number,
  prefix = 252,
): Promise<FlowApplication[]> {
  const tokens = await createReadyCustomers(base, count, prefix);
  return inParallel(count, 4, (i) => createFlowApplication(base, tokens[i] as string));
}

/**
 * PATCHes of one answer, each application written by one connection at a time with the
 * version its last save answered (so no save is refused as stale), for `durationS` seconds
 * after a short warm-up. `applications` defaults to one new application per connection.
 */
export async function applicationPatchLoad(
  base: string,
  connections: number,
  durationS: number,
  applications?: FlowApplication[],
): Promise<LoadResult> {
  const apps = applications ?? (await createFlowApplications(base, connections));
  if (apps.length < connections) throw new Error('one application per connection at least');
  let free: FlowApplication[] = [];
  let counter = 0;
  let refusals: Record<string, number> = {};
  const run = async (duration: number) => {
    // A save cut off by the end of the last run may still have landed: read every version back.
    await inParallel(apps.length, 8, (i) => resyncVersion(base, apps[i] as FlowApplication));
    free = [...apps];
    return autocannon({
      url: base,
      connections,
      duration,
      requests: [
        {
          method: 'PATCH',
          setupRequest: (request, context: { application?: FlowApplication }) => {
            // Never empty while each connection returns its application before taking the next.
            const application = free.shift() ?? (apps[counter % apps.length] as FlowApplication);
            context.application = application;
            counter += 1;
            return {
              ...request,
              path: `/api/credit/loan-application/${application.id}/data`,
              headers: { ...json, authorization: `Bearer ${application.token}` },
              body: JSON.stringify({
                key: PATCHED_KEY,
                value: PATCHED_VALUES[counter % 2],
                version: application.version,
              }),
            };
          },
          onResponse: (status, body, context: { application?: FlowApplication }) => {
            const application = context.application as FlowApplication;
            if (status === 200) {
              application.version = (JSON.parse(body) as { version: number }).version;
              free.push(application);
              return;
            }
            refusals[status] = (refusals[status] ?? 0) + 1;
            // A 409 is the portal refusing a stale version: a save cut off at the end of the
            // last run landed after its versions were read back. Read it again before reuse.
            const back = () => free.push(application);
            void resyncVersion(base, application).then(back, back);
          },
        },
      ],
    });
  };
  await run(2);
  refusals = {};
  const result = await run(durationS);
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    refusals: { ...refusals, ...(result.errors > 0 ? { 'no answer': result.errors } : {}) },
  };
}
