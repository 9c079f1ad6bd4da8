import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { loadServerKeys } from './lib/keys.ts';
import { prepareFonts } from './lib/pdf/fonts.ts';
import { checkSecretsKeyConfigured, secretBoxFor } from './lib/secret-box.ts';
import { startRetentionWorker } from './modules/data-rights/retention.ts';
import { resealSecrets } from './modules/key-rotation/reseal-secrets.ts';
import { fetchCallbackTransport } from './modules/kyc-sandbox/callback-transport.ts';
import {
  createSandboxKycVendor,
  sandboxWebhookSecret,
  startSandboxCallbackWorker,
} from './modules/kyc-sandbox/kyc-sandbox.service.ts';
import { startOutboxWorker } from './modules/outbox/outbox.service.ts';
import { startPurchaseExpiryWorker } from './modules/purchases/purchase-lifecycle.ts';
import { startSignatureTodoWorker } from './modules/todos/signature-todos.service.ts';
import { createConfiguredWebhooks } from './modules/webhooks/webhooks.service.ts';
import { sendError } from './plugins/error-handler.ts';
import { createSmtpTransport, devMailboxSms, devMailboxTransport } from './providers/messaging.ts';
import { seedDemoDealerWebhooks } from './seed/dealer-webhooks.ts';
import { seedDemoShopKey, seedDemoShopWebhook, seedDemoShopWebsite } from './seed/demo-shop.ts';
import { seedDatabase } from './seed/index.ts';
import { withSeedLock } from './seed/seed-lock.ts';

/** Fastify's own defaults, kept now that the server is made here (017). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** What a client is told to wait before trying again while the portal starts or stops. */
const RETRY_AFTER_SECONDS = '5';

/** Thrown between start-up steps when a signal asked the process to stop. */
class StopRequested extends Error {}

function readConfig(): Config {
  try {
    return checkSecretsKeyConfigured(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Answers while the database opens (and while a start is being stopped): the process is
 * alive, nothing else is served yet.
 */
function answerStarting(closing: boolean, request: IncomingMessage, response: ServerResponse): void {
  const isHealth = request.url === '/api/health' && (request.method === 'GET' || request.method === 'HEAD');
  const body = JSON.stringify(isHealth ? { status: 'ok' } : sendError('UNAVAILABLE'));
  response.statusCode = isHealth ? 200 : 503;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  if (!isHealth) response.setHeader('retry-after', RETRY_AFTER_SECONDS);
  if (closing) response.setHeader('connection', 'close');
  response.end(body);
}

async function main(): Promise<void> {
  const config = readConfig();

  // The port comes first: a second start on a port in use stops here, before it has touched
  // the data folder. Until the database is open the portal answers 503 (and /api/ready with it).
  let appHandler: RequestListener | null = null;
  let closing = false;
  const server = createServer((request, response) => {
    if (appHandler) appHandler(request, response);
    else answerStarting(closing, request, response);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.requestTimeout = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port: config.port, host: config.host }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Hitelkapu failed to start: port ${config.port} on ${config.host} is already in use (PORT, HOST). Nothing was opened.`
        : `Hitelkapu failed to start: cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
    process.exit(1);
  }

  let lock: DataDirLock | null = null;
  let database: Database | null = null;
  let app: FastifyInstance | null = null;
  // Whatever way the process ends, the folder is free for the next start.
  process.on('exit', () => lock?.release());

  const stopIfAsked = () => {
    if (closing) throw new StopRequested();
  };

  const start = async () => {
    // One process per data folder: taken before the keys or the database are read (017).
    lock = config.databaseUrl === undefined ? await lockDataDir(config.dataDir) : null;
    stopIfAsked();
    const keys = await loadServerKeys({
      sessionSigningKey: config.sessionSigningKey,
      dataDir: config.dataDir,
      embedded: config.databaseUrl === undefined,
      verifyKeysPem: config.sessionVerifyKeys,
      secretHashKey: config.secretHashKey,
    });
    stopIfAsked();
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
    stopIfAsked();
    await database.migrate();
    stopIfAsked();
    await seedDatabase(database.db, {
      demo: config.seedDemoData,
      staff: config.staffSeed,
      secretBox: secretBoxFor(config, keys),
    });
    stopIfAsked();
    // While SECRETS_ENCRYPTION_KEY is rotated, what is still sealed under a previous key is
    // sealed again under the new one (docs/operations/README.md).
    if (config.secretsDecryptionKeys.length > 0) {
      const resealed = await resealSecrets(database.db, secretBoxFor(config, keys));
      if (resealed)
        console.info(
          `secrets re-sealed with the current key: ${resealed.resealed}, unreadable: ${resealed.unreadable}`,
        );
    }
    stopIfAsked();

    // The sandbox KYC vendor calls back over real HTTP, as a vendor would.
    const kycCallbackTransport = fetchCallbackTransport();
    let fastifyHandler: RequestListener | null = null;
    const built = await buildApp({
      config,
      database,
      keys,
      kycCallbackTransport,
      serverFactory: (handler) => {
        fastifyHandler = handler as RequestListener;
        return server;
      },
    });
    app = built;
    // Webhooks are signed and posted by the outbox worker; the demo dealers post to the demo
    // receiver this process serves.
    const webhooks = createConfiguredWebhooks({ config, keys, db: database.db, log: built.log });
    if (config.seedDemoData && config.demoMode) {
      // Several instances: the receivers the balancer sends /sandbox/ to (SANDBOX_VENDOR_URL).
      const receiverBaseUrl =
        config.sandboxVendorUrl ?? `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const db = database.db;
      // Instances starting together on one PostgreSQL take turns, as the seed does.
      await withSeedLock(db, async () => {
        await seedDemoDealerWebhooks(webhooks, { receiverBaseUrl, log: built.log });
        // The demo shop (/sandbox/shop): its test key and its webhooks to its own receiver.
        await seedDemoShopKey(db, keys);
        await seedDemoShopWebsite(db, config.publicUrl);
        await seedDemoShopWebhook(webhooks, { receiverBaseUrl, log: built.log });
      });
    }
    const worker = startOutboxWorker(
      {
        db: database.db,
        mail: config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : devMailboxTransport,
        sms: devMailboxSms,
        log: built.log,
        keepDeliveredText: config.devMailbox,
        webhooks,
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
            log: built.log,
          }),
          built.log,
          config.outboxPollMs,
        )
      : null;
    // Deletes what has outlived its retention period; one instance at a time (advisory lock).
    const retentionWorker = startRetentionWorker(database.db, built.log);
    // Cancels the checkouts nobody finished in time, and tells their shops.
    const purchaseExpiryWorker = startPurchaseExpiryWorker(database.db, built.log);
    // Reminds of contracts waiting for a signature, and expires those not signed in time.
    const signatureTodoWorker = startSignatureTodoWorker(database.db, built.log, config);
    built.addHook('preClose', async () => {
      await worker.stop();
      await retentionWorker.stop();
      await purchaseExpiryWorker.stop();
      await signatureTodoWorker.stop();
      await kycCallbackWorker?.stop();
    });

    // While stopping: what was read before the signal is finished and answered with
    // `Connection: close`; a request read after it (on a connection still open) is refused
    // in the error shape, so the client knows to try again elsewhere or later. Plain callbacks,
    // not async ones: they run on every request and cost next to nothing while serving.
    built.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done();
      reply.header('connection', 'close').header('retry-after', RETRY_AFTER_SECONDS);
      reply.status(503).send(sendError('UNAVAILABLE'));
    });
    built.addHook('onSend', (_request, reply, _payload, done) => {
      if (closing) reply.header('connection', 'close');
      done();
    });
    // An answer whose headers left before the signal keeps its connection: close it once idle.
    built.addHook('onResponse', (_request, _reply, done) => {
      if (closing) setImmediate(() => server.closeIdleConnections());
      done();
    });

    await built.ready();
    stopIfAsked();
    appHandler = fastifyHandler;
    // The PDF fonts are read and subset once a process: done now, off the start's path, so the
    // first customer to open a contract does not wait for it.
    setImmediate(() => {
      prepareFonts().catch((err: unknown) => built.log.warn({ err }, 'the PDF fonts could not be prepared'));
    });
    built.log.info(
      { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
      `Hitelkapu is ready at http://localhost:${(server.address() as AddressInfo).port}`,
    );
  };
  const started = start();

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const log = app?.log;
    if (log) log.info({ signal }, 'shutting down: finishing the requests already read');
    else console.info(`${signal}: stopping the start under way`);
    const timer = setTimeout(() => {
      (log ?? console).error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      // No new connections; idle keep-alive ones close now, the others after their answer.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      // A start under way stops at its next step.
      await started.catch(() => undefined);
      // Workers stop (preClose), then the database closes (onClose): flushed, and the folder free.
      if (app) await app.close();
      else await database?.close();
      process.exit(0);
    } catch (err) {
      (log ?? console).error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await started;
  } catch (error) {
    if (error instanceof StopRequested || closing) return;
    server.close();
    await (database as Database | null)?.close().catch(() => undefined);
    if (error instanceof DataDirLockedError) {
      console.error(`Hitelkapu failed to start: ${error.message}`);
      process.exit(1);
    }
    if (error instanceof ConfigError) {
      console.error(`Invalid configuration:\n  ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('Hitelkapu failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
