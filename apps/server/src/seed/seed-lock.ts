import type { Db } from '../db/client.ts';
import { postgresPoolOf } from '../lib/postgres-pool.ts';

/** An arbitrary constant, next to the migrations' 7_260_001: one instance seeds at a time. */
export const SEED_LOCK_ID = 7_260_002;

/**
 * Runs `seed` while this instance holds the seeding lock of the PostgreSQL database: instances
 * starting together on one database seed one after the other, so the second finds the rows of
 * the first and adds nothing (no unique violation, no double demo data). The lock is a
 * session-level advisory lock held on a connection of its own while `seed` works on the pool;
 * it is released when `seed` ends or fails (and by PostgreSQL if the process dies). The
 * embedded database serves one process only and runs `seed` as it is.
 */
export async function withSeedLock<T>(db: Db, seed: () => Promise<T>): Promise<T> {
  const pool = postgresPoolOf(db);
  if (!pool) return seed();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_ID]);
    return await seed();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
