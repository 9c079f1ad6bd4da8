/**
 * Fills a PostgreSQL database with customers and the rows their own lists read, to measure
 * the portal at scale (bench part `scale`): migrates it, gives it the portal's content
 * (products, flows, wording) as a start of the server does, then adds the rows of
 * apps/server/src/testing/scale-rows.ts (server-side INSERT … SELECT over generate_series, a
 * batch of customers per transaction). Every customer's password is SCALE_PASSWORD: one
 * argon2id hash, computed once and reused for every row. A database that already has
 * customers is refused unless --force is given.
 *
 *   node --import tsx bench/scale-seed.ts --database-url postgres://postgres@127.0.0.1:5432/hk_scale \
 *     --customers 1000000 --applications 3000000 [--batch 50000] [--force] [--keep-indexes]
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { seedDatabase } from '../apps/server/src/seed/index.ts';
import {
  addScaleRows,
  type ScaleRowsOptions,
  type ScaleRowsResult,
} from '../apps/server/src/testing/scale-rows.ts';

/** Migrates, seeds the portal's content, then adds the customers and their rows. */
export async function seedScale(databaseUrl: string, options: ScaleRowsOptions): Promise<ScaleRowsResult> {
  const started = performance.now();
  const database = await openPostgres(databaseUrl, 2);
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await addScaleRows(client, options);
    return { ...result, elapsedMs: performance.now() - started };
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/hk_scale' },
      customers: { type: 'string', default: '10000' },
      applications: { type: 'string' },
      batch: { type: 'string', default: '50000' },
      force: { type: 'boolean', default: false },
      'keep-indexes': { type: 'boolean', default: false },
    },
  });
  const customers = Number(values.customers);
  const applications = Number(values.applications ?? customers * 3);
  if (!Number.isInteger(customers) || customers < 1 || !Number.isInteger(applications) || applications < 0) {
    throw new Error('--customers and --applications must be whole numbers');
  }
  const result = await seedScale(values['database-url'], {
    customers,
    applications,
    batch: Number(values.batch),
    force: values.force,
    // From 100 000 customers on, the secondary indexes are built once at the end.
    rebuildIndexes: !values['keep-indexes'] && customers >= 100_000,
    log: (line) => console.log(line),
  });
  console.log(`\nrows per table (password of every customer: one argon2id hash of SCALE_PASSWORD, reused):`);
  for (const [table, count] of Object.entries(result.rows)) console.log(`  ${table.padEnd(20)} ${count}`);
  console.log(`elapsed ${(result.elapsedMs / 1000).toFixed(1)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
