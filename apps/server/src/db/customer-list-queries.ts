/**
 * The statements behind the customer's own lists (my applications, my to-dos and their count,
 * my purchases, my documents), as the repositories send them: each repository function runs
 * over a connection that records its SQL and parameters, so an EXPLAIN of them reads exactly
 * what the endpoints run. PostgreSQL only (the load test and the index test read the plans).
 */
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { listCustomerApplications } from '../modules/applications/applications.repository.ts';
import { listCustomerDocuments } from '../modules/applications/documents.repository.ts';
import {
  findDuePurchasesForUpdate,
  listCustomerPurchases,
  listPurchaseEvents,
} from '../modules/purchases/purchases.repository.ts';
import {
  countOpenTodos,
  findApplicationsWithoutRoundForUpdate,
  findExpiredRoundsForUpdate,
  findRemindersDueForUpdate,
  listFinishedSignatureTodos,
  listOpenSignatureTodos,
} from '../modules/todos/signature-todos.repository.ts';
import { listFinishedCorrections, listOpenCorrections } from '../modules/todos/todos.repository.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

export interface ListQuery {
  /** The endpoint and the repository function, e.g. `GET /api/credit/my-loan-applications: listCustomerApplications`. */
  name: string;
  sql: string;
  params: unknown[];
  /** The column the list is ordered by first when it is a date, newest first (checked by the index test). */
  ordersByDate: boolean;
}

class Recorder implements Logger {
  queries: { sql: string; params: unknown[] }[] = [];
  logQuery(query: string, params: unknown[]): void {
    this.queries.push({ sql: query, params });
  }
}

/** Runs every list of `customerId` once through `client` and returns their statements. */
export async function customerListQueries(
  client: pg.Pool | pg.Client,
  customerId: string,
): Promise<ListQuery[]> {
  const recorder = new Recorder();
  const db = drizzle({ client, schema, logger: recorder }) as unknown as Db;
  const lists: { name: string; ordersByDate: boolean; run: () => Promise<unknown> }[] = [
    {
      name: 'GET /api/credit/my-loan-applications: listCustomerApplications',
      ordersByDate: true,
      run: () => listCustomerApplications(db, customerId),
    },
    {
      name: 'GET /api/credit/my-todo/count: countOpenTodos',
      ordersByDate: false,
      run: () => countOpenTodos(db, customerId),
    },
    {
      name: 'GET /api/credit/my-todo/actives: listOpenCorrections',
      ordersByDate: false,
      run: () => listOpenCorrections(db, customerId),
    },
    {
      name: 'GET /api/credit/my-todo/actives: listOpenSignatureTodos',
      ordersByDate: false,
      run: () => listOpenSignatureTodos(db, customerId),
    },
    {
      name: 'GET /api/credit/my-todo/previouses: listFinishedCorrections',
      ordersByDate: true,
      run: () => listFinishedCorrections(db, customerId),
    },
    {
      name: 'GET /api/credit/my-todo/previouses: listFinishedSignatureTodos',
      ordersByDate: true,
      run: () => listFinishedSignatureTodos(db, customerId),
    },
    {
      name: 'GET /api/credit/purchase/my-purchases: listCustomerPurchases',
      ordersByDate: true,
      run: () => listCustomerPurchases(db, customerId),
    },
    {
      name: 'GET /api/drawer/user-documents: listCustomerDocuments',
      ordersByDate: true,
      run: () => listCustomerDocuments(db, customerId),
    },
  ];
  const found: ListQuery[] = [];
  for (const list of lists) {
    recorder.queries = [];
    const result = await list.run();
    for (const query of recorder.queries)
      found.push({ name: list.name, ordersByDate: list.ordersByDate, ...query });
    // The purchase list reads the events of the purchases it found, by their ids.
    if (list.name.includes('listCustomerPurchases')) {
      const ids = (result as { id: string }[]).map((row) => row.id);
      recorder.queries = [];
      await listPurchaseEvents(db, ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']);
      for (const query of recorder.queries) {
        found.push({
          name: 'GET /api/credit/purchase/my-purchases: listPurchaseEvents',
          ordersByDate: false,
          ...query,
        });
      }
    }
  }
  return found;
}

/**
 * The statements the per-minute rounds send whatever the customers do (decision 044): the
 * signing rounds to open, remind and expire, and the checkouts to cancel. They run on every
 * instance every minute, so on a large database each must read only its few due rows.
 */
export async function backgroundRoundQueries(
  client: pg.Pool | pg.Client,
  now = new Date(),
): Promise<ListQuery[]> {
  const recorder = new Recorder();
  const db = drizzle({ client, schema, logger: recorder }) as unknown as Db;
  const rounds: { name: string; run: () => Promise<unknown> }[] = [
    {
      name: 'signing rounds to open: findApplicationsWithoutRoundForUpdate',
      run: () => findApplicationsWithoutRoundForUpdate(db, 50),
    },
    {
      name: 'signing rounds to expire: findExpiredRoundsForUpdate',
      run: () => findExpiredRoundsForUpdate(db, now, 50),
    },
    {
      name: 'signing reminders: findRemindersDueForUpdate',
      run: () => findRemindersDueForUpdate(db, now, 50),
    },
    {
      name: 'checkouts to cancel: findDuePurchasesForUpdate',
      run: () => findDuePurchasesForUpdate(db, now, 50),
    },
  ];
  const found: ListQuery[] = [];
  for (const round of rounds) {
    recorder.queries = [];
    await round.run();
    for (const query of recorder.queries) found.push({ name: round.name, ordersByDate: false, ...query });
  }
  return found;
}

/** A plan node of EXPLAIN (FORMAT JSON), with the fields the checks read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Scan Direction'?: string;
  'Sort Key'?: string[];
  'Presorted Key'?: string[];
  Plans?: PlanNode[];
}

/** Every node of a plan, the root first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The plan PostgreSQL chooses for the statement with its parameters (EXPLAIN, FORMAT JSON). */
export async function explainJson(client: pg.Pool | pg.Client, query: ListQuery): Promise<PlanNode> {
  const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `explain (format json) ${query.sql}`,
    query.params,
  );
  const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error(`no plan for ${query.name}`);
  return plan;
}
