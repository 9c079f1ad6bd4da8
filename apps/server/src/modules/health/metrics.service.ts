import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AppMetrics, OutboxBacklog } from '../../lib/metrics.ts';
import { readOutboxBacklog } from './outbox-backlog.repository.ts';

/**
 * The exposition text of a scrape: the app's and the process's figures, and the outbox's when
 * they could be read. Without them the rest still goes out; the missing series are what an
 * alert sees.
 */
export async function renderMetrics(deps: {
  db: Db;
  metrics: AppMetrics;
  log: FastifyBaseLogger;
}): Promise<string> {
  let outbox: OutboxBacklog | null = null;
  try {
    outbox = await readOutboxBacklog(deps.db);
  } catch (err) {
    deps.log.warn({ err }, 'outbox backlog could not be read for the metrics');
  }
  return deps.metrics.render(outbox);
}
