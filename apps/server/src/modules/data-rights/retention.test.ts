import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callBackRequests,
  preliminaryAssessments,
  preliminaryDrafts,
  retentionSettings,
  statements,
} from '../../db/schema/index.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { startTestApplication } from '../../testing/application.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runRetentionRound } from './retention.ts';

const DAY = 86_400_000;
const draft = { step: 1, type: 'MANUAL' as const, amount: 1_000_000, duration: 36, answers: {} };

describe('retention job (storage limitation, GDPR art. 5(1)(e))', () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => `10.67.0.${++ipCounter}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const customerId = async () => {
    const c = await createConfirmedCustomer(t.app, t.database.db, { ip: nextIp() });
    return (await t.app.inject({ method: 'GET', url: '/api/profile', headers: c.auth })).json<{
      id: string;
    }>().id;
  };
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

  it('removes a draft past its period and keeps a fresh one', async () => {
    const [stale, fresh] = [await customerId(), await customerId()];
    await t.database.db.insert(preliminaryDrafts).values([
      { customerId: stale, draft, updatedAt: daysAgo(31) },
      { customerId: fresh, draft, updatedAt: daysAgo(29) },
    ]);
    const round = await runRetentionRound(t.database.db);
    expect(round?.drafts).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ customerId: preliminaryDrafts.customerId })
      .from(preliminaryDrafts)
      .where(inArray(preliminaryDrafts.customerId, [stale, fresh]));
    expect(left).toEqual([{ customerId: fresh }]);
  });

  it('removes old unconverted assessments and call-back requests, keeps an assessment an application was made from', async () => {
    const { assessment } = await startTestApplication(t.app, t.database.db);
    const [converted] = await t.database.db
      .select()
      .from(preliminaryAssessments)
      .where(eq(preliminaryAssessments.id, assessment.id));
    if (!converted) throw new Error('no assessment behind the application');
    const owner = converted.customerId;
    const old = daysAgo(181);
    await t.database.db
      .update(preliminaryAssessments)
      .set({ createdAt: old })
      .where(eq(preliminaryAssessments.id, converted.id));
    const { id: _, ...copy } = converted;
    const [unconvertedOld] = await t.database.db
      .insert(preliminaryAssessments)
      .values({ ...copy, createdAt: old })
      .returning({ id: preliminaryAssessments.id });
    const [unconvertedFresh] = await t.database.db
      .insert(preliminaryAssessments)
      .values({ ...copy, createdAt: daysAgo(10) })
      .returning({ id: preliminaryAssessments.id });

    const [statement] = await t.database.db
      .select()
      .from(statements)
      .where(eq(statements.identifier, 'call_me_back_privacy'));
    if (!statement) throw new Error('no call-back statement');
    const request = (createdAt: Date) => ({
      name: 'Kiss Anna',
      phone: '+36 30 111 2233',
      preferredTime: 'ANY' as const,
      statementId: statement.id,
      statementVersion: statement.version,
      acceptedAt: createdAt,
      channel: 'WEB_PUBLIC' as const,
      createdAt,
    });
    const [oldCall, freshCall] = await t.database.db
      .insert(callBackRequests)
      .values([request(daysAgo(31)), request(daysAgo(1))])
      .returning({ id: callBackRequests.id });

    const round = await runRetentionRound(t.database.db);
    expect(round).toMatchObject({ assessments: expect.any(Number), callBackRequests: expect.any(Number) });
    const assessments = (
      await t.database.db
        .select({ id: preliminaryAssessments.id })
        .from(preliminaryAssessments)
        .where(eq(preliminaryAssessments.customerId, owner))
    ).map((row) => row.id);
    expect(assessments.sort()).toEqual([converted.id, unconvertedFresh?.id].sort());
    expect(assessments).not.toContain(unconvertedOld?.id);
    const calls = (
      await t.database.db
        .select({ id: callBackRequests.id })
        .from(callBackRequests)
        .where(inArray(callBackRequests.id, [oldCall?.id ?? '', freshCall?.id ?? '']))
    ).map((row) => row.id);
    expect(calls).toEqual([freshCall?.id]);
  });

  it('follows the period in the database: an operator who shortens it has it applied at the next round', async () => {
    const id = await customerId();
    await t.database.db.insert(preliminaryDrafts).values({ customerId: id, draft, updatedAt: daysAgo(3) });
    await t.database.db
      .update(retentionSettings)
      .set({ value: 2, source: 'staff' })
      .where(eq(retentionSettings.identifier, 'preliminary_draft_days'));
    try {
      await runRetentionRound(t.database.db);
      expect(
        await t.database.db.select().from(preliminaryDrafts).where(eq(preliminaryDrafts.customerId, id)),
      ).toEqual([]);
    } finally {
      await t.database.db
        .update(retentionSettings)
        .set({ value: 30, source: 'seed' })
        .where(eq(retentionSettings.identifier, 'preliminary_draft_days'));
    }
  });
});
