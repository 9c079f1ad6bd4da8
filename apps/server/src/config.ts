import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: string;
  webDistDir: string;
  seedDemoData: boolean;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
};

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and validates the environment once; a bad value names the variable and stops the start. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = parsed.data;
  return {
    nodeEnv: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    logLevel: c.LOG_LEVEL,
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    // Demo content is seeded on the embedded database unless switched off explicitly.
    seedDemoData: c.SEED_DEMO_DATA ?? c.DATABASE_URL === undefined,
    trustProxy: c.TRUST_PROXY,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
  };
}
