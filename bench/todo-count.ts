/**
 * The to-do count under many open tabs: every signed-in tab asks GET /api/credit/my-todo/count
 * once a minute (spec §9), so the call's capacity, times 60, is how many open tabs one
 * instance carries. Customers with an application in the flow and one open signature to-do
 * each (written straight into the database: a signing round opens only after identification
 * and the contract, which the load does not need), and connections that each stand for a
 * stream of tabs, every request with the next customer's token.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import type { LoadResult } from './writes.ts';
import { createFlowApplications } from './writes.ts';

/** The customers' tokens, each with one open signature to-do. */
export async function createTodoCustomers(
  base: string,
  databaseUrl: string,
  count: number,
): Promise<string[]> {
  const applications = await createFlowApplications(base, count, 249);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const application of applications) {
      await client.query(
        `insert into signature_todos (application_id, customer_id, product_name, amount, due_at, remind_at)
         select id, customer_id, 'Személyi kölcsön', amount, now() + interval '15 days', now() + interval '12 days'
           from loan_applications where id = $1`,
        [application.id],
      );
    }
  } finally {
    await client.end();
  }
  return applications.map((application) => application.token);
}

/** GET …/my-todo/count at `url`'s server for `durationS` seconds, the tokens in turn. */
export async function todoCountLoad(
  url: string,
  tokens: readonly string[],
  connections: number,
  durationS: number,
): Promise<LoadResult> {
  let next = 0;
  const settings = {
    url,
    connections,
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (request: autocannon.Request) => {
          const token = tokens[next % tokens.length];
          next += 1;
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
        },
      },
    ],
  };
  // A short warm-up so both sides are measured with a hot JIT.
  await autocannon({ ...settings, duration: 2 });
  const result = await autocannon({ ...settings, duration: durationS });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
