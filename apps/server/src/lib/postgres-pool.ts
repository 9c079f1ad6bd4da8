import type { Db } from '../db/client.ts';

/** What is used here of a node-postgres client. */
export interface PgClientLike {
  query(text: string, values?: unknown[]): Promise<unknown>;
  release(): void;
}

/** What is used here of a node-postgres pool: its connections, its settings and its Client class. */
export interface PgPoolLike {
  connect(): Promise<PgClientLike>;
  query(text: string, values?: unknown[]): Promise<unknown>;
  options: Record<string, unknown>;
  Client: new (options: Record<string, unknown>) => PgListenClient;
}

/** A connection of its own, kept open for LISTEN. */
export interface PgListenClient {
  connect(): Promise<void>;
  query(text: string, values?: unknown[]): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
}

/**
 * The node-postgres pool under a Drizzle database, or null for the embedded database (PGlite:
 * one process, one connection), where nothing is shared with another instance.
 */
export function postgresPoolOf(db: Db): PgPoolLike | null {
  const client = (db as unknown as { $client?: unknown }).$client as
    | { connect?: unknown; totalCount?: unknown }
    | undefined;
  return client && typeof client.connect === 'function' && typeof client.totalCount === 'number'
    ? (client as unknown as PgPoolLike)
    : null;
}
