import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { dealerWebhookDataSchema, dealerWebhookOfferSchema } from '@hitelkapu/domain/contracts/webhooks';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { dealers, outbox, webhookDeliveries } from '../../db/schema/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { afterQueued } from '../../testing/outbox-clock.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import { deliverDueMessages, MAX_DELIVERY_ATTEMPTS } from '../outbox/outbox.service.ts';
import { type DealerEvent, notifyDealer } from './dealer-events.ts';
import { type WebhookRequest, type WebhookTransport, WebhookTransportError } from './webhook-transport.ts';
import { createWebhooksService, type WebhookSubscriber, type WebhooksService } from './webhooks.service.ts';

/** What the leasing module holds when a prescore is decided: far more than a dealer may learn. */
const decidedPrescore = {
  publicId: 'lp_7Kq2mX9vR4tW8yZ1',
  dealerReference: 'DA-2026-0042',
  customerId: '2b1f3c4d-0000-4000-8000-000000000001',
  request: { salary: 987_654, committedSalary: 123_456, dynamicData: '{"employer":"Titok Kft."}' },
  vehicleDescription: 'Škoda Octavia Combi 1.5 TSI',
};
const quote = {
  price: 12_000_000,
  downPayment: 2_400_000,
  residualValue: 4_800_000,
  paymentTiming: 'ARREARS',
  amount: 9_600_000,
  months: 48,
  annualRatePercent: 7.99,
  monthlyInstalment: 149_119,
  monthlyFee: 0,
  monthlyPayment: 149_119,
  disbursementFee: 0,
  totalInterest: 1_000_000,
  totalRepayable: 14_000_000,
  totalCost: 1_000_000,
  thm: 8.3,
  thmExact: 8.297,
  thmCap: 25.96,
  // Whatever else might ride along on the object handed in.
  netIncome: 987_654,
  obligations: 55_000,
};

const submitted = (): DealerEvent => ({
  type: 'leasing.prescore.submitted',
  prescore: decidedPrescore,
  decision: 'ELIGIBLE',
  offer: quote,
});

interface Sent extends WebhookRequest {
  status: number;
}

/** A receiver that answers the given statuses in turn (then 200), remembering every request. */
function receiver(answers: Array<number | WebhookTransportError> = []) {
  const sent: Sent[] = [];
  const transport: WebhookTransport = async (request) => {
    const answer = answers.shift() ?? 200;
    if (answer instanceof WebhookTransportError) throw answer;
    sent.push({ ...request, status: answer });
    return { status: answer };
  };
  return { sent, transport };
}

describe('signed webhooks through the outbox', () => {
  let database: Database;
  const logLines: string[] = [];
  const log = pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  const secretBox = createSecretBox(randomBytes(32));
  let clock = Date.now();
  const now = () => new Date(clock);

  const service = (transport: WebhookTransport): WebhooksService =>
    createWebhooksService({
      db: database.db,
      secretBox,
      urlPolicy: { allowLoopback: true },
      transport,
      log,
      now,
    });
  /** One outbox round at `at`; a retry is due only after its back-off. */
  const deliver = (webhooks: WebhooksService, at = afterQueued()) =>
    deliverDueMessages(
      {
        db: database.db,
        mail: { name: 'none', send: async () => {} },
        sms: { name: 'none', send: async () => {} },
        log,
        keepDeliveredText: false,
        webhooks,
      },
      20,
      at,
    );

  async function newDealer(name: string): Promise<{ subscriber: WebhookSubscriber; secret: string }> {
    const [row] = await database.db
      .insert(dealers)
      .values({
        name,
        primaryColor: '#1d4e89',
        secondaryColor: '#f4a259',
        buttonTextColor: '#ffffff',
        borderRadius: 8,
        buttonRadius: 8,
      })
      .returning({ id: dealers.id });
    const subscriber = { kind: 'DEALER', id: row?.id ?? '' } as const;
    const saved = await service(receiver().transport).setEndpointUrl(
      subscriber,
      `http://127.0.0.1:3999/hooks/${subscriber.id}`,
    );
    if (!saved.secret) throw new Error('no secret on the first URL');
    return { subscriber, secret: saved.secret };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('delivers a dealer event that the receiver verifies with the Standard Webhooks library', async () => {
    const { subscriber, secret } = await newDealer('Aláíró Autóház');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await database.db.transaction((tx) => notifyDealer(tx, subscriber.id, submitted()));
    const { sent, transport } = receiver();
    expect(await deliver(service(transport))).toBe(1);

    expect(sent).toHaveLength(1);
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect(request.url).toBe(`http://127.0.0.1:3999/hooks/${subscriber.id}`);
    expect(request.headers['content-type']).toBe('application/json');
    const verified = new Webhook(secret).verify(request.body, request.headers) as Record<string, unknown>;
    expect(verified).toMatchObject({ type: 'leasing.prescore.submitted' });
    // Another secret does not verify it.
    const otherSecret = `whsec_${randomBytes(32).toString('base64')}`;
    expect(() => new Webhook(otherSecret).verify(request.body, request.headers)).toThrow();

    const page = await service(transport).listDeliveries(subscriber, { page: 1, pageSize: 20 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ status: 'DELIVERED', webhookId: request.headers['webhook-id'] });
    expect(page.items[0]?.attempts).toEqual([
      expect.objectContaining({ statusCode: 200, errorClass: null, durationMs: expect.any(Number) }),
    ]);
  });

  it('tells the dealer status, decision and offer figures only: never income, answers or personal data', async () => {
    const { subscriber, secret } = await newDealer('Adattakarékos Autó');
    await database.db.transaction((tx) => notifyDealer(tx, subscriber.id, submitted()));
    const { sent, transport } = receiver();
    await deliver(service(transport));
    const request = sent[0];
    if (!request) throw new Error('nothing sent');
    const body = new Webhook(secret).verify(request.body, request.headers) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown> & { offer: Record<string, unknown> };
    };
    expect(Object.keys(body).sort()).toEqual(['data', 'timestamp', 'type']);
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(dealerWebhookDataSchema.shape).sort());
    expect(Object.keys(body.data.offer).sort()).toEqual(Object.keys(dealerWebhookOfferSchema.shape).sort());
    expect(body.data).toEqual({
      publicId: 'lp_7Kq2mX9vR4tW8yZ1',
      dealerReference: 'DA-2026-0042',
      status: 'SUBMITTED',
      decision: 'ELIGIBLE',
      offer: {
        amountFinanced: 9_600_000,
        termMonths: 48,
        monthlyPayment: 149_119,
        downPayment: 2_400_000,
        residualValue: 4_800_000,
        thm: 8.3,
      },
    });
    for (const secretValue of ['987654', '123456', 'Titok', '55000', decidedPrescore.customerId, 'Octavia']) {
      expect(request.body).not.toContain(secretValue);
    }

    // A refusal carries no offer.
    await database.db.transaction((tx) =>
      notifyDealer(tx, subscriber.id, {
        type: 'leasing.application.decided',
        prescore: decidedPrescore,
        decision: 'REJECTED',
        offer: quote,
      }),
    );
    await deliver(service(transport));
    const rejected = JSON.parse(sent[1]?.body ?? '{}') as { data: Record<string, unknown> };
    expect(rejected.data).toMatchObject({ status: 'DECIDED', decision: 'REJECTED', offer: null });
  });

  it('retries a 500 with the same webhook-id and a new timestamp, both signed', async () => {
    const { subscriber, secret } = await newDealer('Újrapróbáló Autó');
    await database.db.transaction((tx) => notifyDealer(tx, subscriber.id, submitted()));
    const { sent, transport } = receiver([500, 200]);
    const webhooks = service(transport);
    expect(await deliver(webhooks)).toBe(1);
    const [delivery] = (await webhooks.listDeliveries(subscriber, { page: 1, pageSize: 1 })).items;
    expect(delivery?.status).toBe('PENDING');
    // Not before its back-off.
    clock += 5_000;
    expect(await deliver(webhooks)).toBe(0);
    expect(await deliver(webhooks, new Date(delivery?.nextAttemptAt ?? 0))).toBe(1);

    expect(sent.map((request) => request.status)).toEqual([500, 200]);
    const [first, second] = sent;
    if (!first || !second) throw new Error('two attempts expected');
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.headers['webhook-timestamp']).not.toBe(first.headers['webhook-timestamp']);
    expect(second.body).toBe(first.body);
    for (const request of sent)
      expect(() => new Webhook(secret).verify(request.body, request.headers)).not.toThrow();

    const [after] = (await webhooks.listDeliveries(subscriber, { page: 1, pageSize: 1 })).items;
    expect(after?.status).toBe('DELIVERED');
    expect(after?.attempts.map(({ statusCode, errorClass }) => ({ statusCode, errorClass }))).toEqual([
      { statusCode: 500, errorClass: 'HTTP_STATUS' },
      { statusCode: 200, errorClass: null },
    ]);
  });

  it('gives up after the last attempt and marks the delivery failed (dead letter)', async () => {
    const { subscriber } = await newDealer('Elérhetetlen Autó');
    await database.db.transaction((tx) => notifyDealer(tx, subscriber.id, submitted()));
    const timeouts = Array.from(
      { length: MAX_DELIVERY_ATTEMPTS },
      () => new WebhookTransportError('TIMEOUT'),
    );
    const { transport } = receiver(timeouts);
    const webhooks = service(transport);
    let at = new Date(Date.now() + 1_000);
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await deliver(webhooks, at)).toBe(1);
      const [delivery] = (await webhooks.listDeliveries(subscriber, { page: 1, pageSize: 1 })).items;
      if (attempt < MAX_DELIVERY_ATTEMPTS) at = new Date(delivery?.nextAttemptAt ?? 0);
    }
    expect(await deliver(webhooks, new Date(at.getTime() + 24 * 3_600_000))).toBe(0);
    const [failed] = (await webhooks.listDeliveries(subscriber, { page: 1, pageSize: 1 })).items;
    expect(failed?.status).toBe('FAILED');
    expect(failed?.nextAttemptAt).toBeNull();
    expect(failed?.attempts).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(new Set(failed?.attempts.map((attempt) => attempt.errorClass))).toEqual(new Set(['TIMEOUT']));
  });

  it('replays a delivery with the same webhook-id and body, signed anew, as a delivery of its own', async () => {
    const { subscriber, secret } = await newDealer('Visszajátszó Autó');
    await database.db.transaction((tx) => notifyDealer(tx, subscriber.id, submitted()));
    const { sent, transport } = receiver();
    const webhooks = service(transport);
    await deliver(webhooks);
    const [original] = (await webhooks.listDeliveries(subscriber, { page: 1, pageSize: 1 })).items;
    if (!original) throw new Error('no delivery');

    clock += 2_000;
    const replay = await webhooks.replay(subscriber, original.id);
    expect(replay).toMatchObject({ webhookId: original.webhookId, replayOf: original.id, status: 'PENDING' });
    expect(replay.id).not.toBe(original.id);
    await deliver(webhooks);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers['webhook-id']).toBe(original.webhookId);
    expect(sent[1]?.body).toBe(sent[0]?.body);
    expect(() => new Webhook(secret).verify(sent[1]?.body ?? '', sent[1]?.headers ?? {})).not.toThrow();

    const page = await webhooks.listDeliveries(subscriber, { page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.id)).toEqual([replay.id, original.id]);
    expect(page.items.every((item) => item.status === 'DELIVERED')).toBe(true);

    // Another dealer's delivery is not found.
    const other = await newDealer('Másik Autó');
    await expect(webhooks.replay(other.subscriber, original.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('queues the notification in the transaction of the change: a rolled-back change sends nothing [ASVS V2.3.3]', async () => {
    const { subscriber } = await newDealer('Visszagörgetett Autó');
    await expect(
      database.db.transaction(async (tx) => {
        await notifyDealer(tx, subscriber.id, submitted());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriberId, subscriber.id));
    expect(rows).toEqual([]);
  });

  it('queues nothing for a dealer without a webhook URL', async () => {
    const [row] = await database.db
      .insert(dealers)
      .values({
        name: 'Webhook nélküli Autó',
        primaryColor: '#1d4e89',
        secondaryColor: '#f4a259',
        buttonTextColor: '#ffffff',
        borderRadius: 8,
        buttonRadius: 8,
      })
      .returning({ id: dealers.id });
    expect(await notifyDealer(database.db, row?.id ?? '', submitted())).toBeNull();
  });

  it('checks the URL again before each delivery: one that became private is refused, not posted [ASVS V1.3.6]', async () => {
    const { subscriber } = await newDealer('Átirányított Autó');
    await database.db.transaction((tx) => notifyDealer(tx, subscriber.id, submitted()));
    // Written past the service, as if the rules had changed since it was set.
    await database.db
      .update(outbox)
      .set({ recipient: 'https://169.254.169.254/latest/meta-data/' })
      .where(eq(outbox.channel, 'WEBHOOK'))
      .returning({ id: outbox.id });
    const { sent, transport } = receiver();
    const webhooks = service(transport);
    await deliver(webhooks);
    expect(sent).toEqual([]);
    const [delivery] = (await webhooks.listDeliveries(subscriber, { page: 1, pageSize: 1 })).items;
    expect(delivery?.attempts.map((attempt) => attempt.errorClass)).toEqual(['URL_REFUSED']);
  });

  it('rotates the secret: later deliveries verify only with the new one', async () => {
    const { subscriber, secret } = await newDealer('Kulcscserélő Autó');
    const webhooks = service(receiver().transport);
    const rotated = await webhooks.rotateSecret(subscriber);
    expect(rotated.secret).not.toBe(secret);
    await database.db.transaction((tx) => notifyDealer(tx, subscriber.id, submitted()));
    const { sent, transport } = receiver();
    await deliver(service(transport));
    const request = sent[0];
    if (!request) throw new Error('nothing sent');
    expect(() => new Webhook(rotated.secret).verify(request.body, request.headers)).not.toThrow();
    expect(() => new Webhook(secret).verify(request.body, request.headers)).toThrow();
    // The endpoint answer names when, never what.
    expect(JSON.stringify(await webhooks.getEndpoint(subscriber))).not.toContain(rotated.secret.slice(6));
  });

  it('keeps the secrets out of the database in clear and out of every log line', async () => {
    const { subscriber, secret } = await newDealer('Titoktartó Autó');
    const [row] = await database.db
      .select({ sealed: dealers.webhookSecretSealed })
      .from(dealers)
      .where(eq(dealers.id, subscriber.id));
    expect(row?.sealed).toBeTruthy();
    expect(row?.sealed).not.toContain(secret.slice(6));
    expect(logLines.length).toBeGreaterThan(0);
    const logged = logLines.join('\n');
    expect(logged).not.toContain(secret.slice(6));
    expect(logged).not.toContain('whsec_');
  });
});
