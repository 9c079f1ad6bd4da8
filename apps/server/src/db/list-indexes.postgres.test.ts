import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/index.ts';
import { addScaleRows } from '../testing/scale-rows.ts';
import { createTestDatabase } from '../testing/test-app.ts';
import type { Database } from './client.ts';
import {
  backgroundRoundQueries,
  customerListQueries,
  explainJson,
  type ListQuery,
  type PlanNode,
  planNodes,
} from './customer-list-queries.ts';

/**
 * The customer's own lists stay an index read however many customers there are: on 5 000
 * customers with 20 000 applications and their to-dos, documents and purchases (analysed),
 * every statement behind my applications, my to-dos, my purchases and my documents reads the
 * customer's rows through an index on the customer's id (or the purchases' ids), never a
 * sequential scan of a table, and a list ordered by date sorts only the rows that index found.
 * PostgreSQL only: the plans are the server's (bench part `scale` prints them at a million
 * customers).
 */

/** The index each statement must read, by repository function. */
const expectedIndexes: Record<string, string[]> = {
  listCustomerApplications: ['loan_applications_customer'],
  countOpenTodos: ['customers_pkey', 'corrections_customer_status', 'signature_todos_customer_status'],
  listOpenCorrections: ['corrections_customer_status'],
  listOpenSignatureTodos: ['signature_todos_customer_status'],
  listFinishedCorrections: ['corrections_customer_status'],
  listFinishedSignatureTodos: ['signature_todos_customer_status'],
  listCustomerPurchases: ['purchases_customer_created'],
  listPurchaseEvents: ['purchase_events_purchase'],
  listCustomerDocuments: ['customer_documents_customer'],
};

const functionOf = (query: ListQuery) => query.name.split(': ')[1] ?? '';

/** The tables a plan reads whole. */
const seqScanned = (plan: PlanNode) =>
  planNodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name']);

function describePlan(plan: PlanNode): string {
  return planNodes(plan)
    .map((node) => `${node['Node Type']} ${node['Relation Name'] ?? ''} ${node['Index Name'] ?? ''}`.trim())
    .join(' > ');
}

describe('the indexes of the customer lists', () => {
  let database: Database;
  let client: pg.Client;
  /** Customers with rows in every list: applications, open and finished to-dos, documents, a purchase. */
  let customerIds: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demo: false });
    // node-postgres answers execute with its QueryResult.
    const current = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${current.rows[0]?.name}`;
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const seeded = await addScaleRows(client, { customers: 5_000, applications: 20_000, batch: 5_000 });
    expect(seeded.rows.loan_applications).toBe(20_000);
    const { rows } = await client.query<{ id: string }>(
      `select c.id from customers c
        where exists (select 1 from purchases p where p.customer_id = c.id)
          and exists (select 1 from corrections r where r.customer_id = c.id)
          and exists (select 1 from signature_todos t where t.customer_id = c.id)
          and exists (select 1 from customer_documents d where d.customer_id = c.id)
        order by c.id limit 3`,
    );
    customerIds = rows.map((row) => row.id);
  }, 180_000);

  afterAll(async () => {
    await client?.end();
    await database?.close();
  });

  it('reads every list of a customer through an index on the customer, with no sequential scan', async () => {
    expect(customerIds).toHaveLength(3);
    for (const customerId of customerIds) {
      const queries = await customerListQueries(client, customerId);
      expect(new Set(queries.map(functionOf))).toEqual(new Set(Object.keys(expectedIndexes)));
      for (const query of queries) {
        const plan = await explainJson(client, query);
        const nodes = planNodes(plan);
        const shown = `${query.name}: ${describePlan(plan)}`;
        expect(seqScanned(plan), shown).toEqual([]);
        const used = nodes.map((node) => node['Index Name']).filter(Boolean);
        for (const index of expectedIndexes[functionOf(query)] ?? []) expect(used, shown).toContain(index);
        const keyed = nodes.filter((node) => node['Index Name'] && node['Index Name'] !== 'customers_pkey');
        for (const node of keyed) expect(node['Index Cond'], shown).toMatch(/customer_id|purchase_id/);
      }
    }
  });

  it('sorts a list ordered by date only over the rows the customer index found', async () => {
    const queries = (await customerListQueries(client, customerIds[0] ?? '')).filter((q) => q.ordersByDate);
    expect(queries.map(functionOf).sort()).toEqual([
      'listCustomerApplications',
      'listCustomerDocuments',
      'listCustomerPurchases',
      'listFinishedCorrections',
      'listFinishedSignatureTodos',
    ]);
    for (const query of queries) {
      const plan = await explainJson(client, query);
      const shown = `${query.name}: ${describePlan(plan)}`;
      const sorts = planNodes(plan).filter((node) => node['Node Type'].endsWith('Sort'));
      if (sorts.length === 0) {
        // The index gives the order itself: newest first means reading it backward.
        expect(
          planNodes(plan).some((node) => node['Scan Direction'] === 'Backward'),
          shown,
        ).toBe(true);
        continue;
      }
      for (const sort of sorts) {
        expect(sort['Sort Key']?.[0], shown).toMatch(/created_at DESC/);
        // What is sorted is the customer's own rows, read through the customer index.
        const below = (sort.Plans ?? []).flatMap(planNodes);
        expect(
          below.some((node) => expectedIndexes[functionOf(query)]?.includes(node['Index Name'] ?? '')),
          shown,
        ).toBe(true);
      }
    }
  });

  it('lets the per-minute rounds read only their due rows, never the whole applications or purchases table', async () => {
    const queries = await backgroundRoundQueries(client);
    expect(queries.map(functionOf)).toEqual([
      'findApplicationsWithoutRoundForUpdate',
      'findExpiredRoundsForUpdate',
      'findRemindersDueForUpdate',
      'findDuePurchasesForUpdate',
    ]);
    for (const query of queries) {
      const plan = await explainJson(client, query);
      const scanned = seqScanned(plan);
      expect(scanned, `${query.name}: ${describePlan(plan)}`).not.toContain('loan_applications');
      expect(scanned, `${query.name}: ${describePlan(plan)}`).not.toContain('purchases');
    }
  });
});
