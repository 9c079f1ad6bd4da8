import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBackRequests, statements } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('call-me-back (public)', () => {
  let t: TestApp;
  let statement: { id: number; version: number };
  const valid = () => ({
    name: 'Kovács Éva',
    phone: '+36 30 555 1234',
    preferredTime: 'AFTERNOON',
    statementId: statement.id,
    statementVersion: statement.version,
    accepted: true,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/administration/call-me-back-acceptance' });
    statement = res.json();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('serves the statement to accept, with its version and Hungarian text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/administration/call-me-back-acceptance' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'CALL_ME_BACK', version: 1, isRequired: true });
    expect(res.json().body).toContain('GDPR');
  });

  it('stores a request with the accepted statement version, time and channel', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/call-me-back-public', payload: valid() });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const [row] = await t.database.db.select().from(callBackRequests).where(eq(callBackRequests.id, id));
    expect(row).toMatchObject({
      name: 'Kovács Éva',
      phone: '+36 30 555 1234',
      preferredTime: 'AFTERNOON',
      statementId: statement.id,
      statementVersion: 1,
      channel: 'WEB_PUBLIC',
      status: 'NEW',
    });
    expect(row?.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['a missing name', { name: '' }, 'name', 'validation.required'],
    ['a one-letter name', { name: 'A' }, 'name', 'validation.size'],
    ['a phone without the Hungarian format', { phone: '06301234567' }, 'phone', 'validation.phone'],
    ['an unaccepted statement', { accepted: false }, 'accepted', 'validation.statementRequired'],
    ['an unknown time slot', { preferredTime: 'NIGHT' }, 'preferredTime', 'validation.invalid'],
  ])('rejects %s with a field error and stores nothing', async (_label, change, field, key) => {
    const countBefore = (await t.database.db.select().from(callBackRequests)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/call-me-back-public',
      payload: { ...valid(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: key } });
    expect((await t.database.db.select().from(callBackRequests)).length).toBe(countBefore);
  });

  it('refuses an acceptance of an outdated statement version with 409', async () => {
    await t.database.db.insert(statements).values({
      identifier: 'call_me_back_privacy',
      version: 2,
      kind: 'CALL_ME_BACK',
      title: 'Új változat',
      summary: 'Új összefoglaló',
      body: 'Új szöveg',
    });
    await t.database.db.update(statements).set({ isActive: false }).where(eq(statements.id, statement.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/call-me-back-public',
      payload: { ...valid(), phone: '+36 70 111 2222' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', messageKey: 'errors.statements.changed' });
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/administration/call-me-back-acceptance' })
    ).json();
    expect(current.version).toBe(2);
    await t.database.db.update(statements).set({ isActive: true }).where(eq(statements.id, statement.id));
    await t.database.db.delete(statements).where(eq(statements.version, 2));
  });

  it('allows three requests a day from one phone number, then answers 429', async () => {
    const payload = { ...valid(), phone: '+36 20 999 0000' };
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/call-me-back-public', payload })).statusCode,
      ).toBe(201);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/call-me-back-public', payload });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('visszahívást'),
      messageKey: 'errors.callMeBack.alreadyRequested',
    });
  });

  it('allows ten public requests an hour from one address, whatever the phone numbers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/call-me-back-public',
        remoteAddress: '10.20.30.40',
        payload: { ...valid(), phone: `+36 20 800 ${String(1000 + i)}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
