import type { Statement } from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementAcceptances, statements } from '../../db/schema/index.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('statements before a preliminary assessment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const customerIdOf = async (auth: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth })).json<{ id: string }>().id;
  const acceptancesOf = async (customerId: string, statementId: number) =>
    t.database.db
      .select()
      .from(statementAcceptances)
      .where(
        and(
          eq(statementAcceptances.customerId, customerId),
          eq(statementAcceptances.statementId, statementId),
        ),
      );

  const calculationStatements = async (auth: { authorization: string }) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/administration/calculation-acceptance', headers: auth })
    ).json<Statement[]>();

  it('lists the two required statements in Hungarian, with their versions', async () => {
    const { auth } = await createConfirmedCustomer(t.app, t.database.db);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/administration/calculation-acceptance' })).statusCode,
    ).toBe(401);
    const list = await calculationStatements(auth);
    expect(list.map((s) => [s.identifier, s.kind, s.version, s.isRequired])).toEqual([
      ['calculation_data_processing', 'CALCULATION', 1, true],
      ['calculation_not_binding', 'CALCULATION', 1, true],
    ]);
    expect(list.find((s) => s.identifier === 'calculation_not_binding')?.body).toMatch(/automatizált/);
  });

  it('logs an acceptance with the statement, its version, the time and the channel', async () => {
    const customer = await createConfirmedCustomer(t.app, t.database.db);
    const [statement] = await calculationStatements(customer.auth);
    if (!statement) throw new Error('no statement');
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/statement/accept',
      headers: customer.auth,
      payload: { statementId: statement.id, version: statement.version },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ statementId: statement.id, version: 1 });
    expect(new Date(body.acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const customerId = await customerIdOf(customer.auth);
    const rows = await acceptancesOf(customerId, statement.id);
    expect(rows).toEqual([
      expect.objectContaining({ statementVersion: 1, channel: 'WEB', acceptedAt: new Date(body.acceptedAt) }),
    ]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth });
    expect(profile.json().statementAcceptances).toContainEqual(
      expect.objectContaining({ identifier: statement.identifier, version: 1, channel: 'WEB' }),
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/statement/accept',
      headers: customer.auth,
      payload: { statementId: statement.id, version: statement.version },
    });
    expect(again.json()).toEqual(body);
    expect(await acceptancesOf(customerId, statement.id)).toHaveLength(1);
  });

  it('refuses an outdated version with 409 and an unknown statement with 404, logging nothing', async () => {
    const customer = await createConfirmedCustomer(t.app, t.database.db);
    const statement = (await calculationStatements(customer.auth)).find(
      (s) => s.identifier === 'calculation_not_binding',
    );
    if (!statement) throw new Error('no statement');
    const accept = (payload: { statementId: number; version: number }) =>
      t.app.inject({ method: 'POST', url: '/api/statement/accept', headers: customer.auth, payload });

    const wrongVersion = await accept({ statementId: statement.id, version: 2 });
    expect(wrongVersion.statusCode).toBe(409);
    expect(wrongVersion.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/megváltozott/),
      messageKey: 'errors.statements.changed',
    });

    const [newer] = await t.database.db
      .insert(statements)
      .values({
        identifier: statement.identifier,
        version: 2,
        kind: 'CALCULATION',
        title: 'Új változat',
        summary: 'Új összefoglaló',
        body: 'Új szöveg',
      })
      .returning({ id: statements.id });
    t.app.configCache.invalidate('all');
    try {
      expect((await accept({ statementId: statement.id, version: 1 })).statusCode).toBe(409);
      expect((await accept({ statementId: 999_999, version: 1 })).statusCode).toBe(404);
      const current = (await calculationStatements(customer.auth)).find(
        (s) => s.identifier === statement.identifier,
      );
      expect(current?.version).toBe(2);
    } finally {
      if (newer) await t.database.db.delete(statements).where(eq(statements.id, newer.id));
      t.app.configCache.invalidate('all');
    }
    expect(await acceptancesOf(await customerIdOf(customer.auth), statement.id)).toHaveLength(0);
  });
});
