import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { loadServerKeys } from './lib/keys.ts';
import { fetchCallbackTransport } from './modules/kyc-sandbox/callback-transport.ts';
import {
  createSandboxKycVendor,
  sandboxWebhookSecret,
  startSandboxCallbackWorker,
} from './modules/kyc-sandbox/kyc-sandbox.service.ts';
import { startOutboxWorker } from './modules/outbox/outbox.service.ts';
import { createSmtpTransport, devMailboxSms, devMailboxTransport } from './providers/messaging.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let keys: Awaited<ReturnType<typeof loadServerKeys>>;
  try {
    keys = await loadServerKeys({
      sessionSigningKey: config.sessionSigningKey,
      dataDir: config.dataDir,
      embedded: config.databaseUrl === undefined,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Invalid configuration:\n  ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  await seedDatabase(database.db, { demo: config.seedDemoData, staff: config.staffSeed });

  // The sandbox KYC vendor calls back over real HTTP, as a vendor would.
  const kycCallbackTransport = fetchCallbackTransport();
  const app = await buildApp({ config, database, keys, kycCallbackTransport });
  const worker = startOutboxWorker(
    {
      db: database.db,
      mail: config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : devMailboxTransport,
      sms: devMailboxSms,
      log: app.log,
      keepDeliveredText: config.devMailbox,
    },
    config.outboxPollMs,
  );
  // Callbacks the sandbox vendor could not deliver at once are retried from here.
  const kycCallbackWorker = config.kycSandbox
    ? startSandboxCallbackWorker(
        createSandboxKycVendor({
          db: database.db,
          publicUrl: config.publicUrl,
          webhookSecret: sandboxWebhookSecret(config.kycSandboxWebhookSecret, keys),
          transport: kycCallbackTransport,
          log: app.log,
        }),
        app.log,
        config.outboxPollMs,
      )
    : null;
  app.addHook('preClose', async () => {
    await worker.stop();
    await kycCallbackWorker?.stop();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Hitelkapu is ready at http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error('Hitelkapu failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
