import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverDir } from '../server-dir.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverDir, 'drizzle');

/** An arbitrary constant: the advisory lock that lets only one instance migrate at a time. */
const MIGRATION_LOCK_ID = 7_260_001;

/** Closing twice (a failed start, then shutdown) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Loaded only when PostgreSQL is configured: the embedded start does without the driver (029).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection the server drops while idle (a restart, a failover, the database being
  // dropped) is reported here; without a listener it would end the process. The pool opens
  // a fresh connection on the next query, and /api/ready reports a database that stays away.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start together on one PostgreSQL: serialise the migrations.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: once(() => pool.end()),
  };
}

/** The embedded database: PostgreSQL compiled to WASM, in-process, persisted under dataDir. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let client: PGlite;
  if (dataDir === null) {
    client = await PGlite.create();
  } else {
    // PGlite creates only the last folder of its path.
    await mkdir(dataDir, { recursive: true });
    // Durable: a query answers only after its writes reached the files, so an acknowledged
    // commit survives the process being killed (docs/decisions/017).
    client = await PGlite.create(path.join(dataDir, 'pglite'), { relaxedDurability: false });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    close: once(() => client.close()),
  };
}

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir);
}
