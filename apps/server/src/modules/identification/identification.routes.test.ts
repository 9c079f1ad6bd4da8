import type {
  IdentificationResponse,
  IdentificationStartResponse,
  KycTypeInfo,
  LoanApplication,
} from '@hitelkapu/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  kycSessions,
  sandboxKycSessions,
  verificationMethods,
} from '../../db/schema/index.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { fillTestApplication, startTestApplication } from '../../testing/application.ts';
import { applicationAtKycPreparation, startIdentification } from '../../testing/identification.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const app_ = (id: string) => `/api/credit/loan-application/${id}`;

describe('identity verification: methods and start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const sessionsOf = (applicationId: string) =>
    t.database.db.select().from(kycSessions).where(eq(kycSessions.applicationId, applicationId));
  const eventsOf = (applicationId: string) =>
    t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId))
      .orderBy(asc(applicationEvents.createdAt));
  /** The moves as `FROM>TO:ACTOR`, sorted: moves of one transaction share their time. */
  const movesOf = async (applicationId: string) =>
    (await eventsOf(applicationId)).map((e) => `${e.fromPosition}>${e.toPosition}:${e.actor}`).sort();
  const profileOf = async (auth: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth })).json<{
      currentStatusResult: string | null;
      flowPosition: string | null;
    }>();

  it('lists the enabled methods of both kinds from configuration to a signed-in customer, in their order', async () => {
    // Spec §6: not one of the public calls.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/administration/kyc-type-info' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const { auth } = await createConfirmedCustomer(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/administration/kyc-type-info',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<KycTypeInfo>();
    expect(body.kycTypes.map((m) => m.code)).toEqual(['SANDBOX']);
    expect(body.kycTypes[0]).toMatchObject({
      provider: 'sandbox',
      title: 'Online azonosítás fényképpel',
      minutes: 5,
    });
    expect(body.signatureTypes.map((m) => m.code)).toEqual(['SMS_OTP']);

    // A second method sorts by its order; a disabled one is neither listed nor given to applications.
    await t.database.db.insert(verificationMethods).values([
      {
        kind: 'KYC',
        code: 'VIDEO_CALL',
        provider: 'sandbox',
        title: 'Videóhívás',
        description: 'Ügyintézővel, videóhíváson.',
        minutes: 15,
        sortOrder: 0,
      },
      {
        kind: 'KYC',
        code: 'BRANCH',
        provider: 'sandbox',
        title: 'Bankfiókban',
        description: 'Személyesen.',
        minutes: 30,
        sortOrder: 2,
        enabled: false,
      },
    ]);
    try {
      const again = (
        await t.app.inject({ method: 'GET', url: '/api/administration/kyc-type-info', headers: auth })
      ).json<KycTypeInfo>();
      expect(again.kycTypes.map((m) => m.code)).toEqual(['VIDEO_CALL', 'SANDBOX']);
      const { application } = await startTestApplication(t.app, t.database.db);
      expect(application.kycTypes).toEqual(['VIDEO_CALL', 'SANDBOX']);
      expect(application.sigTypes).toEqual(['SMS_OTP']);
    } finally {
      await t.database.db
        .delete(verificationMethods)
        .where(sql`${verificationMethods.code} in ('VIDEO_CALL', 'BRANCH')`);
    }
  });

  it('starts from KYC_PREPARATION: passes KYC_CHOOSE, records both moves, opens one sandbox session and answers its page', async () => {
    const { customer, application } = await applicationAtKycPreparation(t.app, t.database.db);
    const res = await startIdentification(t.app, customer.auth, application.id, { key: 'elso-inditas' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<IdentificationStartResponse>();
    expect(body.application).toMatchObject({ id: application.id, currentPosition: 'KYC_WAITING' });
    expect(body.redirectUrl).toMatch(/^http:\/\/portal\.test\/sandbox\/kyc\/[A-Za-z0-9_-]{43}$/);

    const [session, ...more] = await sessionsOf(application.id);
    expect(more).toHaveLength(0);
    expect(session).toMatchObject({
      id: body.kycSessionId,
      type: 'SANDBOX',
      provider: 'sandbox',
      status: 'STARTED',
      idempotencyKey: 'elso-inditas',
      redirectUrl: body.redirectUrl,
      providerReference: body.redirectUrl.split('/').pop(),
    });
    expect(await movesOf(application.id)).toEqual([
      'KYC_CHOOSE>KYC_WAITING:CUSTOMER',
      'KYC_PREPARATION>KYC_CHOOSE:CUSTOMER',
    ]);
    const waiting = (await eventsOf(application.id)).find((e) => e.toPosition === 'KYC_WAITING');
    expect(waiting).toMatchObject({
      actorId: expect.any(String),
      detail: { kycSessionId: body.kycSessionId, type: 'SANDBOX', provider: 'sandbox' },
    });
    expect(await profileOf(customer.auth)).toMatchObject({
      currentStatusResult: 'KYC_WAITING|0',
      flowPosition: 'KYC_WAITING',
    });

    // The check can be read back; another key while it is open answers the same check.
    const state = await t.app.inject({
      method: 'GET',
      url: `${app_(application.id)}/identification`,
      headers: customer.auth,
    });
    expect(state.statusCode).toBe(200);
    expect(state.json<IdentificationResponse>().identification).toMatchObject({
      kycSessionId: body.kycSessionId,
      type: 'SANDBOX',
      status: 'STARTED',
      declineReason: null,
      redirectUrl: body.redirectUrl,
      completedAt: null,
    });
    const other = await startIdentification(t.app, customer.auth, application.id, { key: 'masik-kulcs' });
    expect(other.statusCode).toBe(200);
    expect(other.json<IdentificationStartResponse>()).toMatchObject({
      kycSessionId: body.kycSessionId,
      redirectUrl: body.redirectUrl,
    });
    expect(await sessionsOf(application.id)).toHaveLength(1);
    expect(await eventsOf(application.id)).toHaveLength(2);
  });

  it('starts from KYC_CHOOSE with one move', async () => {
    const { customer, application } = await applicationAtKycPreparation(t.app, t.database.db);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `${app_(application.id)}/update-position`,
      headers: customer.auth,
      payload: { flowPosition: 'KYC_CHOOSE', currentFlowIndex: 0 },
    });
    expect(moved.json<LoanApplication>().currentPosition).toBe('KYC_CHOOSE');
    const res = await startIdentification(t.app, customer.auth, application.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<IdentificationStartResponse>().application.currentPosition).toBe('KYC_WAITING');
    expect(await movesOf(application.id)).toEqual(['KYC_CHOOSE>KYC_WAITING:CUSTOMER']);
  });

  it('20 concurrent starts with one key open one check and one vendor session', async () => {
    const { customer, application } = await applicationAtKycPreparation(t.app, t.database.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        startIdentification(t.app, customer.auth, application.id, { key: 'dupla-kattintas' }),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const answers = results.map((res) => res.json<IdentificationStartResponse>());
    expect(new Set(answers.map((a) => a.kycSessionId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.redirectUrl)).size).toBe(1);
    expect(await sessionsOf(application.id)).toHaveLength(1);
    const reference = answers[0]?.redirectUrl.split('/').pop() as string;
    expect(
      await t.database.db
        .select()
        .from(sandboxKycSessions)
        .where(eq(sandboxKycSessions.reference, reference)),
    ).toHaveLength(1);
    expect(await movesOf(application.id)).toEqual([
      'KYC_CHOOSE>KYC_WAITING:CUSTOMER',
      'KYC_PREPARATION>KYC_CHOOSE:CUSTOMER',
    ]);
  });

  it("answers 404 for another customer's application, for the start and the state alike [ASVS V8.2.2]", async () => {
    const owner = await applicationAtKycPreparation(t.app, t.database.db);
    const stranger = await startTestApplication(t.app, t.database.db);
    const res = await startIdentification(t.app, stranger.customer.auth, owner.application.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Ez a hitelkérelem nem található.' });
    const state = await t.app.inject({
      method: 'GET',
      url: `${app_(owner.application.id)}/identification`,
      headers: stranger.customer.auth,
    });
    expect(state.statusCode).toBe(404);
    expect(await sessionsOf(owner.application.id)).toHaveLength(0);

    // The owner has not started yet: there is no check to show.
    const before = await t.app.inject({
      method: 'GET',
      url: `${app_(owner.application.id)}/identification`,
      headers: owner.customer.auth,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ identification: null });
  });

  it('refuses a method that is not offered (400 on type), a missing key (400) and a missing session (401)', async () => {
    const { customer, application } = await applicationAtKycPreparation(t.app, t.database.db);
    const wrong = await startIdentification(t.app, customer.auth, application.id, { type: 'VIDEO_CALL' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Ez az azonosítási mód nem választható. Válasszon a felkínált módok közül.',
      messageKey: 'errors.identification.typeNotOffered',
      fieldErrors: { type: 'validation.invalid' },
    });
    const noKey = await startIdentification(t.app, customer.auth, application.id, { key: null });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ fieldErrors: { 'Idempotency-Key': 'validation.required' } });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${app_(application.id)}/identification/start`,
      headers: { 'idempotency-key': 'x' },
      payload: { type: 'SANDBOX' },
    });
    expect(anonymous.statusCode).toBe(401);

    // A method disabled after the application was made is refused as well.
    await t.database.db
      .update(verificationMethods)
      .set({ enabled: false })
      .where(and(eq(verificationMethods.kind, 'KYC'), eq(verificationMethods.code, 'SANDBOX')));
    try {
      const disabled = await startIdentification(t.app, customer.auth, application.id);
      expect(disabled.statusCode).toBe(400);
      expect(disabled.json()).toMatchObject({ fieldErrors: { type: 'validation.invalid' } });
    } finally {
      await t.database.db
        .update(verificationMethods)
        .set({ enabled: true })
        .where(and(eq(verificationMethods.kind, 'KYC'), eq(verificationMethods.code, 'SANDBOX')));
    }
    expect(await sessionsOf(application.id)).toHaveLength(0);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/credit/my-loan-application/${application.id}`,
      headers: customer.auth,
    });
    expect(unchanged.json()).toMatchObject({ currentPosition: 'KYC_PREPARATION' });
  });

  it('refuses a start before scoring (OVERVIEW) with 409 and changes nothing [ASVS V2.3.1]', async () => {
    const started = await startTestApplication(t.app, t.database.db);
    const application = await fillTestApplication(t.app, started.customer.auth, started.application);
    expect(application.currentPosition).toBe('OVERVIEW');
    const res = await startIdentification(t.app, started.customer.auth, application.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A személyazonosság ellenőrzése a hitelkérelem ebben a szakaszában nem indítható.',
    });
    expect(await sessionsOf(application.id)).toHaveLength(0);
    expect(await eventsOf(application.id)).toHaveLength(0);
  });

  it('replaces a check the vendor has let lapse: the old one expires and a new one opens', async () => {
    const { customer, application } = await applicationAtKycPreparation(t.app, t.database.db);
    const first = (
      await startIdentification(t.app, customer.auth, application.id)
    ).json<IdentificationStartResponse>();
    // Older than the sandbox keeps its sessions (30 minutes).
    await t.database.db
      .update(kycSessions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(kycSessions.id, first.kycSessionId));

    const res = await startIdentification(t.app, customer.auth, application.id);
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<IdentificationStartResponse>();
    expect(second.kycSessionId).not.toBe(first.kycSessionId);
    expect(second.redirectUrl).not.toBe(first.redirectUrl);
    expect(second.application.currentPosition).toBe('KYC_WAITING');
    const sessions = await sessionsOf(application.id);
    expect(sessions.find((s) => s.id === first.kycSessionId)).toMatchObject({ status: 'EXPIRED' });
    expect(sessions.find((s) => s.id === second.kycSessionId)).toMatchObject({ status: 'STARTED' });
    expect(await movesOf(application.id)).toEqual([
      'KYC_CHOOSE>KYC_WAITING:CUSTOMER',
      'KYC_CHOOSE>KYC_WAITING:CUSTOMER',
      'KYC_PREPARATION>KYC_CHOOSE:CUSTOMER',
      'KYC_WAITING>KYC_CHOOSE:SYSTEM',
    ]);
  });
});
