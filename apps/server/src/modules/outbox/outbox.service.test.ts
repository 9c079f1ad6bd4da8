import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { type MailTransport, messageIdFor, type SmsProvider } from '../../providers/messaging.ts';
import { afterQueued } from '../../testing/outbox-clock.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import { deliverDueMessages, enqueueMessage, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './outbox.service.ts';

describe('outbox delivery', () => {
  let database: Database;
  const log = pino({ level: 'silent' });
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const deps = (mail: MailTransport, sms: SmsProvider, keepDeliveredText = false) => ({
    db: database.db,
    mail,
    sms,
    log,
    keepDeliveredText,
  });

  it('sends each due message once, by its channel, and wipes codes from delivered rows', async () => {
    await enqueueMessage(database.db, {
      channel: 'SMS',
      recipient: '+36 20 111 2222',
      template: { name: 'login-code', code: '482913' },
    });
    await enqueueMessage(database.db, {
      channel: 'EMAIL',
      recipient: 'kiss.anna@pelda.hu',
      template: { name: 'password-reset-link', link: 'http://portal.test/forgot-password?token=abc' },
    });
    const mail = { name: 'test', send: vi.fn(async () => {}) };
    const sms = { name: 'test', send: vi.fn(async () => {}) };
    expect(await deliverDueMessages(deps(mail, sms), 20, afterQueued())).toBe(2);
    expect(await deliverDueMessages(deps(mail, sms), 20, afterQueued())).toBe(0);
    const rows = await database.db.select().from(outbox);
    const smsRow = rows.find((row) => row.channel === 'SMS');
    // The row's id goes with it as the vendor's reference (and an email's Message-ID).
    expect(sms.send).toHaveBeenCalledWith({
      to: '+36 20 111 2222',
      text: expect.stringContaining('482913'),
      reference: smsRow?.id,
    });
    expect(mail.send).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'kiss.anna@pelda.hu', subject: 'Új jelszó beállítása' }),
    );
    expect(rows.every((row) => row.status === 'SENT')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('482913');
  });

  it('retries a failed send later with growing delays, then gives up as FAILED', async () => {
    await enqueueMessage(database.db, {
      channel: 'EMAIL',
      recipient: 'hiba@pelda.hu',
      template: { name: 'password-changed' },
    });
    const failing = { name: 'down', send: vi.fn(async () => Promise.reject(new Error('421 try later'))) };
    const sms = { name: 'test', send: vi.fn(async () => {}) };
    let now = afterQueued();
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await deliverDueMessages(deps(failing, sms), 20, now)).toBe(1);
      const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'hiba@pelda.hu'));
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toBe('421 try later');
      if (attempt < MAX_DELIVERY_ATTEMPTS) {
        expect(row?.status).toBe('PENDING');
        expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
        // Not due before its time.
        expect(await deliverDueMessages(deps(failing, sms), 20, new Date(now.getTime() + 1000))).toBe(0);
        now = new Date(row?.nextAttemptAt.getTime() ?? 0);
      } else {
        expect(row?.status).toBe('FAILED');
      }
    }
    // Every attempt is the same message to the mail system: one reference, the row's id.
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'hiba@pelda.hu'));
    const references = new Set(
      failing.send.mock.calls.map((call) => (call as unknown as [{ reference?: string }])[0].reference),
    );
    expect([...references]).toEqual([failed?.id]);
    expect(messageIdFor(failed?.id ?? '', 'Hitelkapu <ugyfelszolgalat@hitelkapu.hu>')).toBe(
      `<${failed?.id}@hitelkapu.hu>`,
    );
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('keeps delivered text for the dev mailbox when asked', async () => {
    await enqueueMessage(database.db, {
      channel: 'SMS',
      recipient: '+36 20 333 4444',
      template: { name: 'registration-code', code: '123987' },
    });
    const ok = { name: 'test', send: vi.fn(async () => {}) };
    await deliverDueMessages(deps(ok, ok, true), 20, afterQueued());
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, '+36 20 333 4444'));
    expect(row?.body).toContain('123987');
  });
});
