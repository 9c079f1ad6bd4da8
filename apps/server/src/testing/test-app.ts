import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { type AppConfig, buildApp } from '../app.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { generateSigningKeyPem, loadServerKeys, type ServerKeys } from '../lib/keys.ts';
import type { OpenBankingProviders } from '../modules/bank-sync/bank-sync.service.ts';
import { seedDatabase } from '../seed/index.ts';
import { fakeOpenBankingProvider } from './open-banking.ts';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default,
 * or a throw-away database on the PostgreSQL server of TEST_DATABASE_URL when the suite
 * runs as server-postgres. The database is dropped when the test closes it.
 */
/**
 * An empty database of its own on the PostgreSQL server at `serverUrl` (named `prefix_` and
 * random hex), and how to drop it again, connections and all.
 */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openPglite(null);
    await database.migrate();
    return database;
  }
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const created = await createServerDatabase(serverUrl, 'hk_test');
  const database = await openPostgres(created.url, 4);
  await database.migrate();
  let dropped: Promise<void> | undefined;
  const drop = async () => {
    await database.close();
    await created.drop();
  };
  return {
    ...database,
    close: () => {
      dropped ??= drop();
      return dropped;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  keys: ServerKeys;
}

export const testConfig: AppConfig = {
  logLevel: 'silent',
  webDistDir: '/nonexistent',
  trustProxy: false,
  publicUrl: 'http://portal.test',
  devMailbox: true,
  sessionTtlMinutes: 15,
  sessionAbsoluteHours: 12,
  redisUrl: undefined,
};

export async function createTestApp(
  options: {
    webDistDir?: string;
    addRoutes?: (app: FastifyInstance) => void;
    config?: Partial<AppConfig>;
    /** Receives every log line (set config.logLevel to see them). */
    logStream?: DestinationStream;
    /**
     * PSD2 providers to serve the bank-sync calls: in-memory fakes of both unless given
     * (`{}` mounts none, so the calls answer 503 as an unconfigured portal does;
     * `'sandboxes'` mounts the built-in sandboxes behind the real adapters, as a demo start does).
     */
    openBankingProviders?: OpenBankingProviders | 'sandboxes';
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, { demo: false });
  const keys = await loadServerKeys({
    sessionSigningKey: generateSigningKeyPem(),
    dataDir: '',
    embedded: false,
  });
  const app = await buildApp({
    config: {
      ...testConfig,
      ...options.config,
      ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    },
    database,
    keys,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.openBankingProviders === 'sandboxes'
      ? {}
      : {
          openBankingProviders: options.openBankingProviders ?? {
            DEFAULT: fakeOpenBankingProvider('DEFAULT').provider,
            GO_CARDLESS: fakeOpenBankingProvider('GO_CARDLESS').provider,
          },
        }),
  });
  options.addRoutes?.(app);
  await app.ready();
  return { app, database, keys };
}
