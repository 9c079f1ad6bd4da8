import path from 'node:path';
import { checkPassword, passwordPolicy } from '@hitelkapu/domain';
import { z } from 'zod';
import { serverDir } from './server-dir.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** A feature switch: on/off, true/false or 1/0. */
const switchFromEnv = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' })
  .transform((value) => value === 'on' || value === 'true' || value === '1');

/** A 32-byte key written as 64 hex characters or as base64. */
function keyFromText(value: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}

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
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://portal.example.hu' }).optional(),
  SESSION_SIGNING_KEY: z
    .string()
    .includes('BEGIN PRIVATE KEY', { error: 'must be an Ed25519 private key in PKCS#8 PEM form' })
    .optional(),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24).default(12),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Hitelkapu <ugyfelszolgalat@hitelkapu.hu>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
    .optional(),
  DEMO_MODE: switchFromEnv.default(false),
  DEV_MAILBOX: booleanFromEnv.optional(),
  DEV_MAILBOX_REMOTE: booleanFromEnv.default(false),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  STAFF_SEED_EMAIL: z.email({ error: 'must be an email address' }).max(254).optional(),
  STAFF_SEED_PASSWORD: z
    .string()
    .refine((password) => checkPassword(password).length === 0, {
      error: `must be ${passwordPolicy.minLength} to ${passwordPolicy.maxLength} characters and not a common password`,
    })
    .optional(),
  KYC_SANDBOX: switchFromEnv.optional(),
  PSD2_SANDBOX: switchFromEnv.optional(),
  // Several instances: where the built-in sandboxes are reached over HTTP (the balancer, which
  // sends /sandbox/ to one instance), instead of each instance answering its own in process.
  SANDBOX_VENDOR_URL: z.url({ error: 'must be an absolute URL such as http://127.0.0.1:3300' }).optional(),
  // A real hosted-consent aggregator (provider 1): all four together.
  PSD2_API_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  PSD2_UI_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  PSD2_CLIENT_ID: z.string().min(1).max(200).optional(),
  PSD2_CLIENT_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  // GoCardless Bank Account Data (provider 2): the user secrets of its portal.
  GOCARDLESS_SECRET_ID: z.string().min(1).max(200).optional(),
  GOCARDLESS_SECRET_KEY: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  GOCARDLESS_API_URL: z
    .url({ protocol: /^https$/, error: 'must be an https URL' })
    .default('https://bankaccountdata.gocardless.com/api/v2'),
  SESSION_VERIFY_KEYS: z
    .string()
    .includes('BEGIN', { error: 'must be Ed25519 keys in PEM form (public or private)' })
    .optional(),
  SECRET_HASH_KEY: z
    .string()
    .transform(keyFromText)
    .refine((key) => key.length === 32, {
      error: 'must be 32 bytes as 64 hex characters or base64 (e.g. openssl rand -hex 32)',
    })
    .optional(),
  SECRETS_DECRYPTION_KEYS: z
    .string()
    .transform((value) => value.split(',').map((part) => keyFromText(part.trim())))
    .refine((keys) => keys.every((key) => key.length === 32), {
      error: 'must be 32-byte keys (64 hex characters or base64), separated by commas',
    })
    .optional(),
  SECRETS_ENCRYPTION_KEY: z
    .string()
    .transform((value) =>
      /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64'),
    )
    .refine((key) => key.length === 32, {
      error: 'must be 32 bytes as 64 hex characters or base64 (e.g. openssl rand -hex 32)',
    })
    .optional(),
  KYC_SANDBOX_WEBHOOK_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (e.g. openssl rand -hex 32)' })
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(32, { error: 'must be at least 32 characters (e.g. openssl rand -hex 32)' })
    .optional(),
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
  publicUrl: string;
  sessionSigningKey: string | undefined;
  sessionTtlMinutes: number;
  sessionAbsoluteHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /**
   * A demonstration start (DEMO_MODE=on or `--demo`, which `npm start` passes): the dev
   * mailbox, demo accounts and sandbox vendors are on unless switched off by name, and every
   * page says so. Off by default: a production start has none of them unless asked for.
   */
  demoMode: boolean;
  /** Lists every email and SMS at /dev/mailbox; only in demo mode or when DEV_MAILBOX asks for it. */
  devMailbox: boolean;
  /** The mailbox answers other machines too (DEV_MAILBOX_REMOTE); by default only this one. */
  devMailboxRemote: boolean;
  outboxPollMs: number;
  /**
   * A staff account added at start when missing (STAFF_SEED_EMAIL and STAFF_SEED_PASSWORD);
   * an existing account, and a password changed since, are never touched.
   */
  staffSeed: { email: string; password: string } | undefined;
  /** Mounts the built-in sandbox identity-verification vendor at /sandbox/kyc; off unless demo or KYC_SANDBOX=on. */
  kycSandbox: boolean;
  /** Mounts the PSD2 sandboxes (aggregator and GoCardless fake) at /sandbox; off unless demo or PSD2_SANDBOX=on. */
  psd2Sandbox: boolean;
  /**
   * Where the built-in sandboxes (PSD2, demo webhook receivers) are reached over HTTP when the
   * portal runs as several instances: their state lives in one process, the one the balancer
   * sends /sandbox/ to (docs/operations/cluster.md). Unset: each instance answers its own.
   */
  sandboxVendorUrl?: string | undefined;
  /** Real PSD2 providers, each configured whole or not at all (without the sandboxes). */
  psd2Providers: Psd2ProvidersConfig;
  /**
   * The secret the sandbox vendor signs its callbacks with. When absent it is derived from
   * the session signing key, so every instance sharing that key agrees on it.
   */
  kycSandboxWebhookSecret: string | undefined;
  /**
   * Seals secrets the portal must read back (webhook signing secrets) with AES-256-GCM
   * (lib/secret-box.ts). Required for a production start; a demonstration, development or
   * test start derives one from the server keys when absent.
   */
  secretsEncryptionKey: Buffer | undefined;
  /** Keys that still open sealed secrets while SECRETS_ENCRYPTION_KEY is rotated; re-sealed at start. */
  secretsDecryptionKeys: readonly Buffer[];
  /** More Ed25519 keys whose tokens are accepted while SESSION_SIGNING_KEY is rotated. */
  sessionVerifyKeys: string | undefined;
  /** Keys the hashes of codes, link tokens and API keys; derived from the signing key when absent. */
  secretHashKey: Buffer | undefined;
  /** The bearer token GET /api/metrics asks for (METRICS_TOKEN); without it the metrics are not served. */
  metricsToken: string | undefined;
};

export interface Psd2ProvidersConfig {
  hostedConsent?: { apiUrl: string; uiUrl: string; clientId: string; clientSecret: string };
  goCardless?: { baseUrl: string; secretId: string; secretKey: string };
}

export class ConfigError extends Error {}

/** Variables that configure one thing only together: all of them or none. */
function allOrNone(c: Record<string, unknown>, names: readonly string[]): string | null {
  const given = names.filter((name) => c[name] !== undefined);
  if (given.length === 0 || given.length === names.length) return null;
  const missing = names.filter((name) => c[name] === undefined);
  return `${missing.join(', ')}: required together with ${given.join(', ')}`;
}

const repoRoot = path.resolve(serverDir, '../..');

/** Reads and validates the environment once; a bad value names the variable and stops the start. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv.slice(2),
): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = parsed.data;
  const demoMode = c.DEMO_MODE || argv.includes('--demo');
  if (Boolean(c.STAFF_SEED_EMAIL) !== Boolean(c.STAFF_SEED_PASSWORD)) {
    const missing = c.STAFF_SEED_EMAIL ? 'STAFF_SEED_PASSWORD' : 'STAFF_SEED_EMAIL';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: required together with ${missing === 'STAFF_SEED_EMAIL' ? 'STAFF_SEED_PASSWORD' : 'STAFF_SEED_EMAIL'}`,
    );
  }
  const psd2Problems = [
    allOrNone(c, ['PSD2_API_URL', 'PSD2_UI_URL', 'PSD2_CLIENT_ID', 'PSD2_CLIENT_SECRET']),
    allOrNone(c, ['GOCARDLESS_SECRET_ID', 'GOCARDLESS_SECRET_KEY']),
  ].filter((problem): problem is string => problem !== null);
  if (psd2Problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n  ${psd2Problems.join('\n  ')}`);
  const psd2Providers: Psd2ProvidersConfig = {
    ...(c.PSD2_API_URL && c.PSD2_UI_URL && c.PSD2_CLIENT_ID && c.PSD2_CLIENT_SECRET
      ? {
          hostedConsent: {
            apiUrl: c.PSD2_API_URL.replace(/\/$/, ''),
            uiUrl: c.PSD2_UI_URL.replace(/\/$/, ''),
            clientId: c.PSD2_CLIENT_ID,
            clientSecret: c.PSD2_CLIENT_SECRET,
          },
        }
      : {}),
    ...(c.GOCARDLESS_SECRET_ID && c.GOCARDLESS_SECRET_KEY
      ? {
          goCardless: {
            baseUrl: c.GOCARDLESS_API_URL.replace(/\/$/, ''),
            secretId: c.GOCARDLESS_SECRET_ID,
            secretKey: c.GOCARDLESS_SECRET_KEY,
          },
        }
      : {}),
  };
  return {
    nodeEnv: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    logLevel: c.LOG_LEVEL,
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    // Demo conveniences follow the demo switch, never the kind of database.
    seedDemoData: c.SEED_DEMO_DATA ?? demoMode,
    trustProxy: c.TRUST_PROXY,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    sessionSigningKey: c.SESSION_SIGNING_KEY,
    sessionTtlMinutes: c.SESSION_TTL_MINUTES,
    sessionAbsoluteHours: c.SESSION_ABSOLUTE_HOURS,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    redisUrl: c.REDIS_URL,
    demoMode,
    devMailbox: c.DEV_MAILBOX ?? demoMode,
    devMailboxRemote: c.DEV_MAILBOX_REMOTE,
    outboxPollMs: c.OUTBOX_POLL_MS,
    staffSeed:
      c.STAFF_SEED_EMAIL && c.STAFF_SEED_PASSWORD
        ? { email: c.STAFF_SEED_EMAIL.toLowerCase(), password: c.STAFF_SEED_PASSWORD }
        : undefined,
    kycSandbox: c.KYC_SANDBOX ?? demoMode,
    psd2Sandbox: c.PSD2_SANDBOX ?? demoMode,
    sandboxVendorUrl: c.SANDBOX_VENDOR_URL?.replace(/\/+$/, ''),
    psd2Providers,
    kycSandboxWebhookSecret: c.KYC_SANDBOX_WEBHOOK_SECRET,
    secretsEncryptionKey: c.SECRETS_ENCRYPTION_KEY,
    secretsDecryptionKeys: c.SECRETS_DECRYPTION_KEYS ?? [],
    sessionVerifyKeys: c.SESSION_VERIFY_KEYS,
    secretHashKey: c.SECRET_HASH_KEY,
    metricsToken: c.METRICS_TOKEN,
  };
}
