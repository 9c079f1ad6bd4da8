import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { MailTransport, SmsProvider } from '../../providers/messaging.ts';
import { afterQueued } from '../../testing/outbox-clock.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import { deliverDueMessages, enqueueMessage } from './outbox.service.ts';

const MINUTE = 60_000;
/** How far a claim pushes a row's next attempt: the lease a sender holds while it sends (outbox.service.ts). */
const LEASE_MS = 5 * MINUTE;

/** A mail transport that counts what it sent, per recipient. */
function countingMail() {
  const sent = new Map<string, number>();
  const transport: MailTransport = {
    name: 'counting',
    async send(message) {
      // Gives the other worker a turn between claim and mark, as a real send does.
      await new Promise((resolve) => setImmediate(resolve));
      sent.set(message.to, (sent.get(message.to) ?? 0) + 1);
    },
  };
  return { transport, sent };
}

const noSms: SmsProvider = {
  name: 'unused',
  send: async () => {
    throw new Error('no SMS in this test');
  },
};

describe('the outbox when a sender dies mid-round', () => {
  let database: Database;
  const log = pino({ level: 'silent' });
  beforeEach(async () => {
    await database?.close();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const deps = (mail: MailTransport) => ({
    db: database.db,
    mail,
    sms: noSms,
    log,
    keepDeliveredText: false,
  });

  async function enqueue(count: number, prefix: string): Promise<string[]> {
    const recipients = Array.from({ length: count }, (_, i) => `${prefix}.${i}@pelda.hu`);
    for (const recipient of recipients)
      await enqueueMessage(database.db, {
        channel: 'EMAIL',
        recipient,
        template: { name: 'password-reset-link', link: 'http://portal.test/forgot-password?token=abc' },
      });
    return recipients;
  }

  it('delivers the rows of a sender that died after its claim once, by another sender after the lease, never during it', async () => {
    const recipients = await enqueue(5, 'elhalt');
    const claimedAt = afterQueued();

    // The first sender claims the batch and dies inside its sends: nothing is marked sent.
    let reachedSend: () => void = () => {};
    const allReached = new Promise<void>((resolve) => {
      let calls = 0;
      reachedSend = () => {
        calls += 1;
        if (calls === recipients.length) resolve();
      };
    });
    const dying: MailTransport = {
      name: 'dying',
      send: () => {
        reachedSend();
        return new Promise<void>(() => {}); // never answers: the process is gone
      },
    };
    void deliverDueMessages(deps(dying), 20, claimedAt);
    await allReached;

    const rows = await database.db.select().from(outbox).where(inArray(outbox.recipient, recipients));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(recipients.map(() => ['PENDING', 1]));

    // While the lease holds, another sender sends none of them, however often it looks.
    const second = countingMail();
    for (const later of [0, 1, 4.9])
      expect(
        await deliverDueMessages(deps(second.transport), 20, new Date(claimedAt.getTime() + later * MINUTE)),
      ).toBe(0);
    expect(second.sent.size).toBe(0);

    // After it, another sender delivers each once, and nobody sends them again.
    const afterLease = new Date(claimedAt.getTime() + LEASE_MS + 1_000);
    expect(await deliverDueMessages(deps(second.transport), 20, afterLease)).toBe(recipients.length);
    expect(
      await deliverDueMessages(deps(second.transport), 20, new Date(afterLease.getTime() + LEASE_MS * 3)),
    ).toBe(0);
    expect(recipients.map((recipient) => second.sent.get(recipient))).toEqual(recipients.map(() => 1));
    const delivered = await database.db.select().from(outbox).where(inArray(outbox.recipient, recipients));
    expect(delivered.map((row) => [row.status, row.attempts])).toEqual(recipients.map(() => ['SENT', 2]));
  });

  it('has two senders running side by side deliver every row exactly once between them', async () => {
    const recipients = await enqueue(60, 'parhuzamos');
    const mail = countingMail();
    const now = afterQueued();
    const rounds = { first: 0, second: 0 };
    const worker = async (name: keyof typeof rounds) => {
      // Small batches, so the two claim again and again while the other holds rows.
      for (;;) {
        const claimed = await deliverDueMessages(deps(mail.transport), 7, now);
        if (claimed === 0) return;
        rounds[name] += claimed;
      }
    };
    await Promise.all([worker('first'), worker('second')]);

    expect(rounds.first + rounds.second).toBe(recipients.length);
    const twice = recipients.filter((recipient) => mail.sent.get(recipient) !== 1);
    expect(twice).toEqual([]);
    const rows = await database.db.select().from(outbox).where(eq(outbox.status, 'SENT'));
    expect(rows.filter((row) => recipients.includes(row.recipient))).toHaveLength(recipients.length);
    console.info(
      `two outbox senders: ${rounds.first} + ${rounds.second} of ${recipients.length} rows, ${twice.length} sent twice`,
    );
  });
});
