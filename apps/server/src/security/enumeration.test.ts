import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, rateLimitBuckets, staffUsers } from '../db/schema/index.ts';
import {
  createConfirmedCustomer,
  requiredAcceptances,
  STRONG_PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '../testing/accounts.ts';
import { createStaffMember } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Account enumeration (ASVS V6.3.8): login, registration and the password-reset request of the
 * customer portal, and the staff login, answer an address that has an account exactly as one
 * that has none, and do the same work for both. The work is compared by what it is made of,
 * never by the clock (the machine is shared): the argon2 hash and verify calls, the abuse
 * counters each call moves, and the messages it leaves in the outbox. `npm run bench` measures
 * the login's times against the running server (bench/enumeration.ts).
 */

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

type Bucket = { key: string; count: number };

describe('login, registration and password reset tell no one whether an account exists', () => {
  let t: TestApp;
  let customer: { email: string; phone: string };
  let staff: { email: string; disabledEmail: string };
  let ips = 0;
  const nextIp = () => {
    ips += 1;
    return `10.94.${Math.floor(ips / 250)}.${(ips % 250) + 1}`;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const created = await createConfirmedCustomer(t.app, t.database.db, { ip: nextIp() });
    // A phone number too, so the phone channel has an account to find.
    const phone = uniquePhone();
    const { customers } = await import('../db/schema/index.ts');
    await t.database.db.update(customers).set({ phone }).where(eq(customers.email, created.email));
    customer = { email: created.email, phone };
    const member = await createStaffMember(t.database.db);
    const disabled = await createStaffMember(t.database.db);
    await t.database.db
      .update(staffUsers)
      .set({ disabledAt: new Date() })
      .where(eq(staffUsers.email, disabled.email));
    staff = { email: member.email, disabledEmail: disabled.email };
    // The dummy hash an unknown account is verified against is made once, on first use: make it now.
    await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/login',
      remoteAddress: nextIp(),
      payload: { channel: 'EMAIL', email: uniqueEmail('melegites'), password: 'Rossz-jelszo-2026' },
    });
  }, 180_000);

  afterAll(async () => {
    await t.app.close();
  });

  const buckets = async (): Promise<Bucket[]> =>
    t.database.db.select({ key: rateLimitBuckets.key, count: rateLimitBuckets.count }).from(rateLimitBuckets);

  /**
   * One call, and what it did: its answer, the argon2 calls it made, and how it moved the abuse
   * counters, each by the rule's name and the step (the subject differs: it is the address).
   */
  async function observe(request: { url: string; payload: Record<string, unknown> }, recipient: string) {
    const before = new Map((await buckets()).map((b) => [b.key, b.count]));
    const outboxBefore = await t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.recipient, recipient));
    vi.mocked(argon2.hash).mockClear();
    vi.mocked(argon2.verify).mockClear();
    const res = await t.app.inject({
      method: 'POST',
      url: request.url,
      remoteAddress: nextIp(),
      payload: request.payload,
    });
    const hashes = vi.mocked(argon2.hash).mock.calls.length;
    const verifies = vi.mocked(argon2.verify).mock.calls.length;
    const counters = (await buckets())
      .filter((b) => b.count !== (before.get(b.key) ?? 0))
      .map((b) => `${b.key.split(':')[0]} +${b.count - (before.get(b.key) ?? 0)}`)
      .sort();
    const outboxAfter = await t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.recipient, recipient));
    return { res, hashes, verifies, counters, messages: outboxAfter.length - outboxBefore.length };
  }

  /** The answer as the caller sees it, with a challenge's own id and times masked. */
  const answerOf = (res: LightMyRequestResponse) => ({
    status: res.statusCode,
    sessionHeader: res.headers['x-auth-token'] !== undefined,
    contentType: res.headers['content-type'],
    body: res.body
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
      .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>')
      // The masked address is the caller's own (its last digits), not the account's.
      .replace(/"maskedTarget":"[^"]*"/g, '"maskedTarget":"<masked>"'),
  });

  it('[ASVS V6.3.8] a customer login with a wrong password reads and works the same with or without an account', async () => {
    const url = '/api/bulwark/customer/auth/login';
    const pairs = [
      [
        { channel: 'EMAIL', email: customer.email, password: 'Rossz-jelszo-2026' },
        { channel: 'EMAIL', email: uniqueEmail('nincs'), password: 'Rossz-jelszo-2026' },
      ],
      [
        { channel: 'PHONE', phone: customer.phone, password: 'Rossz-jelszo-2026' },
        { channel: 'PHONE', phone: uniquePhone(), password: 'Rossz-jelszo-2026' },
      ],
    ];
    for (const [existing, unknown] of pairs) {
      const known = await observe({ url, payload: existing as Record<string, unknown> }, customer.email);
      const none = await observe({ url, payload: unknown as Record<string, unknown> }, customer.email);
      expect(known.res.statusCode, known.res.body).toBe(401);
      expect(answerOf(none.res)).toEqual(answerOf(known.res));
      // One password verification each: an unknown account is checked against a dummy hash.
      expect(known.verifies).toBe(1);
      expect(none.verifies).toBe(1);
      expect(none.hashes).toBe(known.hashes);
      // The same counters move by the same steps (per address and per account, for both).
      expect(none.counters).toEqual(known.counters);
      expect(known.counters.length).toBeGreaterThanOrEqual(2);
      expect(known.messages).toBe(0);
    }
  });

  it('[ASVS V6.3.8 V6.3.1] the staff login answers a wrong password, a disabled account and an unknown address alike', async () => {
    const url = '/api/staff/auth/login';
    const wrong = await observe(
      { url, payload: { email: staff.email, password: 'Rossz-jelszo-2026' } },
      staff.email,
    );
    const disabled = await observe(
      { url, payload: { email: staff.disabledEmail, password: STRONG_PASSWORD } },
      staff.disabledEmail,
    );
    const unknown = await observe(
      { url, payload: { email: uniqueEmail('nincs.ugyintezo'), password: 'Rossz-jelszo-2026' } },
      staff.email,
    );
    expect(wrong.res.statusCode, wrong.res.body).toBe(401);
    for (const other of [disabled, unknown]) {
      expect(answerOf(other.res)).toEqual(answerOf(wrong.res));
      expect(other.verifies).toBe(1);
      expect(other.hashes).toBe(wrong.hashes);
      expect(other.counters).toEqual(wrong.counters);
    }
    expect(wrong.verifies).toBe(1);
  });

  it('[ASVS V6.3.8] registration with a taken address answers as a new one, hashes the password once and sends one message to the address', async () => {
    const url = '/api/customer/register';
    const acceptances = await requiredAcceptances(t.app);
    const body = (contact: Record<string, string>) => ({
      ...contact,
      password: STRONG_PASSWORD,
      firstName: 'Anna',
      lastName: 'Kiss',
      acceptances,
    });
    const fresh = uniqueEmail('uj');
    const taken = await observe(
      { url, payload: body({ channel: 'EMAIL', email: customer.email }) },
      customer.email,
    );
    const created = await observe({ url, payload: body({ channel: 'EMAIL', email: fresh }) }, fresh);
    expect(created.res.statusCode, created.res.body).toBe(201);
    expect(answerOf(taken.res)).toEqual(answerOf(created.res));
    expect(taken.hashes).toBe(1);
    expect(created.hashes).toBe(1);
    expect(taken.verifies).toBe(created.verifies);
    expect(taken.counters).toEqual(created.counters);
    // The owner of the taken address learns of the attempt; the new address gets its link.
    expect(taken.messages).toBe(1);
    expect(created.messages).toBe(1);

    const freshPhone = uniquePhone();
    const takenPhone = await observe(
      { url, payload: body({ channel: 'PHONE', phone: customer.phone }) },
      customer.phone,
    );
    const createdPhone = await observe(
      { url, payload: body({ channel: 'PHONE', phone: freshPhone }) },
      freshPhone,
    );
    expect(createdPhone.res.statusCode, createdPhone.res.body).toBe(201);
    expect(answerOf(takenPhone.res)).toEqual(answerOf(createdPhone.res));
    expect(takenPhone.hashes).toBe(createdPhone.hashes);
    expect(takenPhone.counters).toEqual(createdPhone.counters);
    expect(takenPhone.messages).toBe(1);
    expect(createdPhone.messages).toBe(1);
  });

  it('[ASVS V6.3.8 V6.4.3] a password-reset request answers the same with or without an account and counts the same', async () => {
    const url = '/api/bulwark/customer/auth/request-password-change';
    const pairs: [Record<string, string>, Record<string, string>, string][] = [
      [
        { channel: 'EMAIL', email: customer.email },
        { channel: 'EMAIL', email: uniqueEmail('nincs') },
        customer.email,
      ],
      [
        { channel: 'PHONE', phone: customer.phone },
        { channel: 'PHONE', phone: uniquePhone() },
        customer.phone,
      ],
    ];
    for (const [existing, unknown, recipient] of pairs) {
      const known = await observe({ url, payload: existing }, recipient);
      const none = await observe({ url, payload: unknown }, recipient);
      expect(known.res.statusCode, known.res.body).toBe(202);
      expect(answerOf(none.res)).toEqual(answerOf(known.res));
      expect(none.hashes).toBe(known.hashes);
      expect(none.verifies).toBe(known.verifies);
      expect(none.counters).toEqual(known.counters);
      // Only the owner is written to; the message leaves through the outbox after the answer.
      expect(known.messages).toBe(1);
      expect(none.messages).toBe(0);
    }
  });
});
