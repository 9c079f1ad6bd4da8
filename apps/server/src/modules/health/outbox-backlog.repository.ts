import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { OutboxBacklog } from '../../lib/metrics.ts';

/**
 * How the outbox stands, for a metrics scrape: one statement over the `outbox_pending` index
 * (status, next_attempt_at), which holds only the unsent and the given-up rows' keys. The lag
 * is measured by the database's clock, the one the worker's `next_attempt_at` is compared with.
 */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${outbox.status} = 'PENDING')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'FAILED')`.mapWith(Number),
      lagSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${outbox.nextAttemptAt}) filter (where ${outbox.status} = 'PENDING' and ${outbox.nextAttemptAt} <= now())), 0)`.mapWith(
          Number,
        ),
    })
    .from(outbox)
    .where(inArray(outbox.status, ['PENDING', 'FAILED']));
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    lagSeconds: Math.max(0, row?.lagSeconds ?? 0),
  };
}
