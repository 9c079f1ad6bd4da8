import { randomBytes } from 'node:crypto';
import type { IdentificationStartResponse } from '@hitelkapu/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { type Database, openPostgres } from './db/client.ts';
import { applicationEvents, kycSessions, outbox, providerEvents, staffUsers } from './db/schema/index.ts';
import { createSharedConfigCache } from './lib/config-cache.ts';
import { generateSigningKeyPem, loadServerKeys, type ServerKeys } from './lib/keys.ts';
import { sandboxWebhookSecret } from './modules/kyc-sandbox/kyc-sandbox.service.ts';
import { deliverDueMessages, enqueueMessage } from './modules/outbox/outbox.service.ts';
import { signKycCallback } from './providers/kyc.ts';
import type { MailTransport, SmsProvider } from './providers/messaging.ts';
import { seedDatabase } from './seed/index.ts';
import { demoStaffAccounts } from './seed/staff.ts';
import {
  createConfirmedCustomer,
  lastCodeTo,
  requiredAcceptances,
  STRONG_PASSWORD,
  uniqueEmail,
  uniquePhone,
} from './testing/accounts.ts';
import {
  applicationAtKycPreparation,
  startIdentification,
  verifiedKycCallback,
} from './testing/identification.ts';
import { fakeOpenBankingProvider } from './testing/open-banking.ts';
import { afterQueued } from './testing/outbox-clock.ts';
import { createServerDatabase, testConfig } from './testing/test-app.ts';

/**
 * The portal as several instances on one PostgreSQL database (docs/operations/cluster.md):
 * each instance here is an app of its own with its own connection pool, as separate processes
 * would be, sharing only the database, Redis and the keys. What one instance does, the others
 * see; what must happen once happens once.
 */
const AUTH = '/api/bulwark/customer/auth';

const log = pino({ level: 'silent' });

/** An address of its own for each caller, so the limits of one test do not meet another's. */
const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

interface Cluster {
  url: string;
  keys: ServerKeys;
  databases: Database[];
  /** Instances counting rate limits in PostgreSQL. */
  apps: FastifyInstance[];
  /** Instances counting rate limits in Redis. */
  redisApps: FastifyInstance[];
  close(): Promise<void>;
}

/**
 * A new database on the test server and `instances` connection pools to it, each migrated and
 * seeded at the same moment, as instances starting together after a deployment do.
 */
async function startCluster(instances: number, redisInstances: number): Promise<Cluster> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const created = await createServerDatabase(serverUrl, 'hk_test_cluster');
  const url = new URL(created.url);
  const keys = await loadServerKeys({
    sessionSigningKey: generateSigningKeyPem(),
    dataDir: '',
    embedded: false,
  });
  const databases = await Promise.all(
    Array.from({ length: instances + redisInstances }, () => openPostgres(url.toString(), 4)),
  );
  await Promise.all(
    databases.map(async (database) => {
      await database.migrate();
      await seedDatabase(database.db, { demo: true });
    }),
  );
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const apps = await Promise.all(
    databases.map((database, index) =>
      buildApp({
        config: { ...testConfig, redisUrl: index < instances ? undefined : redisUrl },
        database,
        keys,
        openBankingProviders: {
          DEFAULT: fakeOpenBankingProvider('DEFAULT').provider,
          GO_CARDLESS: fakeOpenBankingProvider('GO_CARDLESS').provider,
        },
      }),
    ),
  );
  await Promise.all(apps.map((app) => app.ready()));
  return {
    url: url.toString(),
    keys,
    databases,
    apps: apps.slice(0, instances),
    redisApps: apps.slice(instances),
    async close() {
      // Each app closes its own pool.
      await Promise.all(apps.map((app) => app.close()));
      await created.drop();
    },
  };
}

describe('several instances on one PostgreSQL database', () => {
  let cluster: Cluster;
  // Shorthands: instance A, B and C, and the database as any of them sees it.
  let a: FastifyInstance;
  let b: FastifyInstance;
  let c: FastifyInstance;
  let db: Database['db'];

  beforeAll(async () => {
    cluster = await startCluster(3, 2);
    [a, b, c] = cluster.apps as [FastifyInstance, FastifyInstance, FastifyInstance];
    db = (cluster.databases[0] as Database).db;
  }, 300_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it('five instances starting together migrate and seed the demo once, without a conflict', async () => {
    // beforeAll started them at once; each seeded the demo (staff, customers, dealers, shops).
    const staff = await db
      .select()
      .from(staffUsers)
      .where(
        inArray(
          staffUsers.email,
          demoStaffAccounts.map((account) => account.email),
        ),
      );
    expect(staff).toHaveLength(demoStaffAccounts.length);
    for (const app of [...cluster.apps, ...cluster.redisApps]) {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    }
  });

  it('a session issued by one instance works on another, and a logout on a third ends it on all', async () => {
    const customer = await createConfirmedCustomer(a, db, { ip: ip() });
    const onB = await b.inject({ method: 'GET', url: '/api/profile', headers: customer.auth });
    expect(onB.statusCode, onB.body).toBe(200);
    expect(onB.json()).toMatchObject({ email: customer.email });

    const logout = await c.inject({ method: 'POST', url: `${AUTH}/logout`, headers: customer.auth });
    expect(logout.statusCode, logout.body).toBe(200);
    for (const app of [a, b, c]) {
      const after = await app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth });
      expect(after.statusCode).toBe(401);
    }
  });

  for (const limiter of ['PostgreSQL', 'Redis'] as const) {
    it(`counts failed logins of one address across instances (${limiter})`, async () => {
      const apps = limiter === 'PostgreSQL' ? [a, b, c] : cluster.redisApps;
      const customer = await createConfirmedCustomer(a, db, { ip: ip() });
      const attacker = ip();
      const login = (app: FastifyInstance, password: string) =>
        app.inject({
          method: 'POST',
          url: `${AUTH}/login`,
          remoteAddress: attacker,
          payload: { channel: 'EMAIL', email: customer.email, password },
        });
      // Five failures, spread over the instances as a balancer spreads them.
      for (let i = 0; i < 5; i += 1) {
        expect((await login(apps[i % apps.length] as FastifyInstance, 'Rossz-jelszo-123')).statusCode).toBe(
          401,
        );
      }
      // Every instance now stops that address, even with the right password.
      for (const app of apps) {
        const blocked = await login(app, STRONG_PASSWORD);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.headers['x-auth-token']).toBeUndefined();
      }
    });
  }

  it('a one-time code sent to the phone is accepted once when two instances check it at once', async () => {
    const phone = uniquePhone();
    const register = await a.inject({
      method: 'POST',
      url: '/api/customer/register',
      remoteAddress: ip(),
      payload: {
        channel: 'PHONE',
        phone,
        password: STRONG_PASSWORD,
        firstName: 'Péter',
        lastName: 'Szabó',
        acceptances: await requiredAcceptances(a),
      },
    });
    expect(register.statusCode, register.body).toBe(201);
    const { tokenId } = register.json<{ secondFactor: { tokenId: string } }>().secondFactor;
    const code = await lastCodeTo(db, phone);
    const complete = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: `${AUTH}/complete-registration`,
        remoteAddress: ip(),
        payload: { tokenId, code },
      });
    const answers = await Promise.all([complete(b), complete(c)]);
    const accepted = answers.filter((res) => res.statusCode === 200);
    expect(accepted, answers.map((res) => res.body).join('\n')).toHaveLength(1);
    expect(accepted[0]?.json()).toEqual({ outcome: 'LOGIN_OK' });
    const refused = answers.find((res) => res.statusCode !== 200);
    expect(refused?.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused?.headers['x-auth-token']).toBeUndefined();
    // The code is spent: a third try on the first instance is refused too.
    expect((await complete(a)).statusCode).not.toBe(200);
  });

  it('two instances delivering the outbox at once send each message exactly once', async () => {
    const recipients = Array.from({ length: 40 }, () => uniqueEmail('kiküldés'));
    for (const recipient of recipients) {
      await enqueueMessage(db, {
        channel: 'EMAIL',
        recipient,
        template: { name: 'password-reset-link', link: 'http://portal.test/forgot-password?token=abc' },
      });
    }
    const sent: string[] = [];
    // A send takes a moment, as a mail server's does, so the two workers overlap.
    const mail: MailTransport = {
      name: 'test',
      send: async (message) => {
        await new Promise((resolve) => setImmediate(resolve));
        sent.push(message.to);
      },
    };
    const sms: SmsProvider = { name: 'test', send: async () => undefined };
    const drain = async (database: Database) => {
      const deps = { db: database.db, mail, sms, log, keepDeliveredText: false };
      while ((await deliverDueMessages(deps, 20, afterQueued())) > 0) {
        // the next batch
      }
    };
    await Promise.all([drain(cluster.databases[0] as Database), drain(cluster.databases[1] as Database)]);

    const ours = sent.filter((to) => recipients.includes(to));
    expect(ours).toHaveLength(recipients.length);
    expect(new Set(ours).size).toBe(recipients.length);
    const rows = await db.select().from(outbox).where(inArray(outbox.recipient, recipients));
    expect(rows.every((row) => row.status === 'SENT')).toBe(true);
  });

  it('the same KYC callback arriving at two instances at once is applied once', async () => {
    const { application, customer } = await applicationAtKycPreparation(a, db);
    const started = await startIdentification(a, customer.auth, application.id);
    expect(started.statusCode, started.body).toBe(200);
    const { kycSessionId } = started.json<IdentificationStartResponse>();
    const [session] = await db.select().from(kycSessions).where(eq(kycSessions.id, kycSessionId));
    if (!session) throw new Error('no KYC session');
    const callback = verifiedKycCallback({
      eventId: `evt_${randomBytes(12).toString('hex')}`,
      providerReference: session.providerReference,
      occurredAt: new Date().toISOString(),
    });
    const body = JSON.stringify(callback);
    const headers = signKycCallback(
      sandboxWebhookSecret(undefined, cluster.keys),
      Math.floor(Date.now() / 1000),
      body,
    );
    const post = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/kyc/callback/sandbox', headers, payload: body });
    const answers = await Promise.all([post(b), post(c)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json().status).sort()).toEqual(['applied', 'duplicate']);

    expect(
      await db.select().from(providerEvents).where(eq(providerEvents.eventId, callback.eventId)),
    ).toHaveLength(1);
    const moves = await db
      .select()
      .from(applicationEvents)
      .where(
        and(eq(applicationEvents.applicationId, application.id), eq(applicationEvents.actor, 'PROVIDER')),
      );
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ fromPosition: 'KYC_WAITING', toPosition: 'CONTRACT_CHECK' });
    // An application is filled step by step first: many requests on a busy machine.
  }, 120_000);

  it('a configuration change saved on one instance is read afresh by the others at once', async () => {
    const databases = cluster.databases.slice(0, 2) as [Database, Database];
    const [first, second] = await Promise.all(
      databases.map((database) => createSharedConfigCache(database.db, { log })),
    );
    if (!first || !second) throw new Error('no caches');
    try {
      const stored = { value: 'régi' };
      const load = async () => ({ ...stored });
      expect(await first.read('offers:products', load)).toEqual({ value: 'régi' });
      expect(await second.read('offers:products', load)).toEqual({ value: 'régi' });

      stored.value = 'új';
      first.invalidate('offers');
      // The second hears of it within moments, long before its 30 s TTL would let it read again.
      await vi.waitFor(
        async () => expect(await second.read('offers:products', load)).toEqual({ value: 'új' }),
        {
          timeout: 5_000,
        },
      );
      expect(await first.read('offers:products', load)).toEqual({ value: 'új' });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
