import type { FinishResponse, LoanApplication, ScoringDecisionResponse } from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanApplications, scoringDecisions } from '../../db/schema/index.ts';
import {
  type ApplicantCustomer,
  fillTestApplication,
  startTestApplication,
  uploadDocument,
} from '../../testing/application.ts';
import { assessmentRequest } from '../../testing/credit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const app_ = (id: string) => `/api/credit/loan-application/${id}`;

describe('finishing a loan application (scoring)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const finish = (customer: ApplicantCustomer, id: string, key: string | null = crypto.randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `${app_(id)}/finish`,
      headers: { ...customer.auth, ...(key === null ? {} : { 'idempotency-key': key }) },
    });

  const get = (customer: ApplicantCustomer, url: string) =>
    t.app.inject({ method: 'GET', url, headers: customer.auth });

  const profileOf = async (customer: ApplicantCustomer) =>
    (await get(customer, '/api/profile')).json<{
      currentStatus: string;
      currentStatusResult: string | null;
      flowPosition: string | null;
      flowPage: string | null;
    }>();

  const decisionsOf = (applicationId: string) =>
    t.database.db.select().from(scoringDecisions).where(eq(scoringDecisions.applicationId, applicationId));

  /** An application at OVERVIEW with every answer and document, some answers replaced. */
  async function completeApplication(overrides: Record<string, string> = {}) {
    const started = await startTestApplication(t.app, t.database.db);
    const application = await fillTestApplication(
      t.app,
      started.customer.auth,
      started.application,
      overrides,
    );
    expect(application.currentPosition).toBe('OVERVIEW');
    return { ...started, application };
  }

  it('approves a complete application once, moves it to KYC_PREPARATION with the profile, and stores what it was decided on', async () => {
    const { customer, application } = await completeApplication();
    const id = application.id;
    const res = await finish(customer, id, 'elso-kuldes');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FinishResponse>();
    expect(body.scoring).toMatchObject({ applicationId: id, decision: 'APPROVED', reasons: [] });
    expect(body.application).toMatchObject({
      id,
      currentPosition: 'KYC_PREPARATION',
      currentFlowIndex: 0,
      currentStatus: null,
      currentStatusResult: null,
    });
    expect(await profileOf(customer)).toMatchObject({
      currentStatus: 'IN_FLOW',
      currentStatusResult: 'KYC_PREPARATION|0',
      flowPosition: 'KYC_PREPARATION',
      flowPage: '0',
    });

    const [stored, ...more] = await decisionsOf(id);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({
      id: body.scoring.id,
      decision: 'APPROVED',
      idempotencyKey: 'elso-kuldes',
      facts: {
        netIncome: 650_000,
        existingInstalments: 0,
        revolvingLimits: 0,
        dateOfBirth: '1985-04-12',
        employmentStart: '2019-03-01',
        incomeChannel: 'bank_account',
        citizenship: 'hungarian',
        hardKnockOuts: [],
        assessedNetIncome: 650_000,
      },
      figures: {
        regulatory: { minimumNetIncome: 150_000, jtmLimitBelowPercent: 50 },
        policy: { incomeDropReferPercent: 20, minimumEmploymentMonths: 3 },
      },
    });

    // The decision can be read back, by id and as the application's decision.
    const byId = await get(customer, `${app_(id)}/scoring-decision/${body.scoring.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json<ScoringDecisionResponse>()).toEqual(body.scoring);
    expect((await get(customer, `${app_(id)}/scoring-decision`)).json()).toEqual(body.scoring);
    expect((await get(customer, `${app_(id)}/status`)).json()).toMatchObject({
      currentPosition: 'KYC_PREPARATION',
    });

    // Another key for the same application answers the first decision and scores nothing.
    const again = await finish(customer, id, 'masik-kulcs');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await decisionsOf(id)).toHaveLength(1);

    // The answers are final: no saving, no going back to the questions, no uploads.
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `${app_(id)}/data`,
      headers: customer.auth,
      payload: { key: 'city', value: 'Pécs', version: 1 },
    });
    expect(saved.statusCode).toBe(409);
    for (const flowPosition of ['FLOW', 'OVERVIEW', 'SCORING']) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `${app_(id)}/update-position`,
        headers: customer.auth,
        payload: { flowPosition, currentFlowIndex: 0 },
      });
      expect(moved.statusCode, flowPosition).toBe(409);
    }
    const uploaded = await uploadDocument(t.app, customer.auth, id, {
      promptId: 1,
      promptIdentifier: 'id_card_document',
    });
    expect(uploaded.statusCode).toBe(409);
    const answers = JSON.parse(
      (await get(customer, `/api/credit/my-loan-application/${id}`)).json<LoanApplication>().dynamicData,
    );
    expect(answers.city).toBe('Budapest');
  });

  it('scores once when the same finish arrives 20 times at once', async () => {
    const { customer, application } = await completeApplication();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => finish(customer, application.id, 'dupla-kattintas')),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(responses.map((res) => res.json<FinishResponse>().scoring.id));
    expect(ids.size).toBe(1);
    const rows = await decisionsOf(application.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe([...ids][0]);
    expect(new Set(responses.map((res) => res.body)).size).toBe(1);
  });

  it('disallows a declared income below the minimum: RESULT with the bank result', async () => {
    const { customer, application } = await completeApplication({ net_income: '100 000' });
    const res = await finish(customer, application.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FinishResponse>();
    expect(body.scoring).toMatchObject({ decision: 'DISALLOWED', reasons: ['KO_MIN_INCOME'] });
    expect(body.application).toMatchObject({
      currentPosition: 'RESULT',
      currentStatus: 'BANK_RESULT',
      currentStatusResult: 'DISALLOWED',
    });
    expect(await profileOf(customer)).toMatchObject({
      currentStatusResult: 'RESULT|0',
      flowPosition: 'RESULT',
      flowPage: '0',
    });
    // The result stays the customer's current application, so a reload or another device shows it.
    const current = await get(customer, '/api/credit/my-loan-application');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ id: application.id, currentPosition: 'RESULT' });

    // With the result in, the customer may start over with a new preliminary assessment.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/credit/preliminary-assessment',
      headers: customer.auth,
      payload: assessmentRequest(),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await profileOf(customer)).toMatchObject({ currentStatus: 'PRELIMINARY' });
  });

  it('a customer in the middle of an application cannot start a new assessment', async () => {
    const { customer } = await completeApplication();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credit/preliminary-assessment',
      headers: customer.auth,
      payload: assessmentRequest(),
    });
    expect(res.statusCode).toBe(409);
  });

  it('rejects when the declared instalments leave no room for the loan (JTM)', async () => {
    const { customer, application } = await completeApplication({
      has_loans: 'true',
      loan_instalments: '300 000',
    });
    const res = await finish(customer, application.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FinishResponse>().scoring).toMatchObject({ decision: 'REJECT', reasons: ['DTI_FAILED'] });
    expect(res.json<FinishResponse>().application).toMatchObject({
      currentPosition: 'RESULT',
      currentStatus: 'BANK_RESULT',
      currentStatusResult: 'REJECT',
    });
  });

  it('refers an income paid in cash to a person (MANUAL) and goes on to identity verification', async () => {
    const { customer, application } = await completeApplication({ income_channel: 'cash' });
    const res = await finish(customer, application.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FinishResponse>();
    expect(body.scoring).toMatchObject({ decision: 'MANUAL', reasons: ['UNVERIFIABLE_INCOME'] });
    expect(body.application).toMatchObject({ currentPosition: 'KYC_PREPARATION', currentStatus: null });
    expect((await profileOf(customer)).flowPosition).toBe('KYC_PREPARATION');
  });

  it('refuses an incomplete application with the fields to fix, storing nothing', async () => {
    const { customer, application } = await completeApplication();
    const id = application.id;
    // The flow changed after the customer reached the overview: an answer it needs is missing.
    const [row] = await t.database.db.select().from(loanApplications).where(eq(loanApplications.id, id));
    const { net_income: _dropped, ...answers } = row?.answers ?? {};
    await t.database.db.update(loanApplications).set({ answers }).where(eq(loanApplications.id, id));

    const res = await finish(customer, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { net_income: 'validation.required' },
    });
    expect(res.json().message).toMatch(/nem teljes/);
    expect(res.json().messageKey).toBe('errors.scoring.incomplete');
    expect(await decisionsOf(id)).toHaveLength(0);
    expect((await get(customer, `${app_(id)}/status`)).json().currentPosition).toBe('OVERVIEW');
    expect((await profileOf(customer)).flowPosition).toBe('OVERVIEW');
    expect((await get(customer, `${app_(id)}/scoring-decision`)).statusCode).toBe(404);
  });

  it('finishes only from OVERVIEW', async () => {
    const { customer, application } = await startTestApplication(t.app, t.database.db);
    const id = application.id;
    expect((await finish(customer, id)).statusCode).toBe(409);
    await t.app.inject({
      method: 'PATCH',
      url: `${app_(id)}/update-position`,
      headers: customer.auth,
      payload: { flowPosition: 'FLOW', currentFlowIndex: 0 },
    });
    const res = await finish(customer, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/áttekintő oldalról/);
    expect(res.json().messageKey).toBe('errors.scoring.notAtOverview');
    expect(await decisionsOf(id)).toHaveLength(0);
    expect((await get(customer, `${app_(id)}/status`)).json().currentPosition).toBe('FLOW');
  });

  it('needs an Idempotency-Key of 1 to 100 characters', async () => {
    const { customer, application } = await completeApplication();
    const missing = await finish(customer, application.id, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Hiányzik az Idempotency-Key fejléc.',
      messageKey: 'errors.request.idempotencyKeyMissing',
      fieldErrors: { 'Idempotency-Key': 'validation.required' },
    });
    const empty = await finish(customer, application.id, '');
    expect(empty.json().fieldErrors).toEqual({ 'Idempotency-Key': 'validation.required' });
    const long = await finish(customer, application.id, 'k'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ 'Idempotency-Key': 'validation.size' });
    expect(await decisionsOf(application.id)).toHaveLength(0);
    expect((await finish(customer, application.id, 'k'.repeat(100))).statusCode).toBe(200);
  });

  it("answers 404 for another customer's finish and scoring decision", async () => {
    const owner = await completeApplication();
    const id = owner.application.id;
    const stranger = (await startTestApplication(t.app, t.database.db)).customer;

    expect((await get(owner.customer, `${app_(id)}/scoring-decision`)).statusCode).toBe(404);
    expect((await finish(stranger, id)).statusCode).toBe(404);
    expect(await decisionsOf(id)).toHaveLength(0);

    const decision = (await finish(owner.customer, id)).json<FinishResponse>().scoring;
    expect((await finish(stranger, id)).statusCode).toBe(404);
    expect((await get(stranger, `${app_(id)}/scoring-decision`)).statusCode).toBe(404);
    expect((await get(stranger, `${app_(id)}/scoring-decision/${decision.id}`)).statusCode).toBe(404);
    // An unknown decision id is not found; a malformed one is refused.
    const unknown = await get(owner.customer, `${app_(id)}/scoring-decision/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect((await get(owner.customer, `${app_(id)}/scoring-decision/nem-uuid`)).statusCode).toBe(400);
    expect((await get(owner.customer, `${app_(id)}/scoring-decision/${decision.id}`)).statusCode).toBe(200);
  });
});
