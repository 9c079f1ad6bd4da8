import type {
  ApplicationResult,
  DecisionReview,
  DecisionReviewResponse,
  FinishResponse,
  PreliminaryAssessment,
  StaffDecisionReviewList,
} from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  decisionReviewRequests,
  loanApplications,
  outbox,
} from '../../db/schema/index.ts';
import { fillTestApplication, startTestApplication } from '../../testing/application.ts';
import { assessmentRequest, createOnboardedCustomer, employeeAnswers } from '../../testing/credit.ts';
import { createStaffMember, loginStaff } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Auth = { authorization: string };

const view = 'A jövedelmem azóta emelkedett, és a meglévő hitelemet is lezártam.';
const change = {
  outcome: 'CHANGED',
  reasonCode: 'INCOME_VERIFIED',
  note: 'A csatolt munkáltatói igazolás szerint a jövedelem elég.',
} as const;
const confirm = {
  outcome: 'CONFIRMED',
  reasonCode: 'AFFORDABILITY',
  note: 'A közölt adatokkal is túl magas a törlesztőrészlet.',
} as const;

/**
 * A person's review of an automated decision on request (EU 2023/2225 art. 18(8), GDPR
 * art. 22(3)): tied to the decision it contests, one open request per decision, status the
 * customer can follow, and a reviewer's outcome with a reason the customer sees and gets by email.
 */
describe('human review of an automated decision', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof loginStaff>>;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await loginStaff(t.app, await createStaffMember(t.database.db, { name: 'Nagy Péter' }));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const ask = (auth: Auth, kind: string, id: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/credit/decision-review',
      headers: auth,
      payload: { subject: { kind, id }, customerView: view, ...extra },
    });
  const current = async (auth: Auth, kind: string, id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/credit/decision-review?kind=${kind}&id=${id}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DecisionReviewResponse>().request;
  };
  const staffList = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/decision-reviews',
      headers: staff.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StaffDecisionReviewList>().items;
  };
  const take = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/staff/decision-reviews/${id}/take`, headers: staff.auth });
  const decide = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/decision-reviews/${id}/decision`,
      headers: staff.auth,
      payload,
    });
  const reviewMails = (recipient: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.template, 'decision-review-result')));

  /** An application the engine refused: the declared instalments leave no room (JTM). */
  async function refusedApplication() {
    const started = await startTestApplication(t.app, t.database.db);
    const filled = await fillTestApplication(t.app, started.customer.auth, started.application, {
      has_loans: 'true',
      loan_instalments: '300 000',
    });
    const finished = await t.app.inject({
      method: 'POST',
      url: `/api/credit/loan-application/${filled.id}/finish`,
      headers: { ...started.customer.auth, 'idempotency-key': crypto.randomUUID() },
    });
    expect(finished.json<FinishResponse>().scoring.decision).toBe('REJECT');
    return { customer: started.customer, id: filled.id };
  }

  it('a refused applicant asks, follows the status, and a reviewer changes the decision: the customer goes on to the identity check and is told why', async () => {
    const { customer, id } = await refusedApplication();
    expect(await current(customer.auth, 'LOAN_APPLICATION', id)).toBeNull();

    const asked = await ask(customer.auth, 'LOAN_APPLICATION', id, {
      updatedFacts: 'A személyi kölcsönömet októberben végtörlesztettem.',
      updatedNetIncome: 720_000,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<DecisionReview>();
    expect(request).toMatchObject({
      subject: { kind: 'LOAN_APPLICATION', id },
      status: 'RECEIVED',
      contested: { decision: 'REJECT', reasons: ['DTI_FAILED'] },
      customerView: view,
      updatedNetIncome: 720_000,
      outcome: null,
    });

    // A second click shows the open request instead of filing another.
    const again = await ask(customer.auth, 'LOAN_APPLICATION', id);
    expect(again.statusCode).toBe(200);
    expect(again.json<DecisionReview>().id).toBe(request.id);

    // Its own kind of case on the staff side, with what the customer wrote.
    const listed = (await staffList()).find((item) => item.id === request.id);
    expect(listed).toMatchObject({
      subject: { kind: 'LOAN_APPLICATION' },
      customerName: 'Kiss Anna',
      customerView: view,
      updatedFacts: 'A személyi kölcsönömet októberben végtörlesztettem.',
      contested: { decision: 'REJECT' },
    });

    expect((await take(request.id)).statusCode).toBe(200);
    expect(await current(customer.auth, 'LOAN_APPLICATION', id)).toMatchObject({ status: 'IN_PROGRESS' });

    const decided = await decide(request.id, change);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await current(customer.auth, 'LOAN_APPLICATION', id)).toMatchObject({
      status: 'DECIDED',
      outcome: 'CHANGED',
      outcomeReason: 'INCOME_VERIFIED',
    });
    expect((await staffList()).some((item) => item.id === request.id)).toBe(false);

    const [row] = await t.database.db.select().from(loanApplications).where(eq(loanApplications.id, id));
    expect(row).toMatchObject({ position: 'KYC_PREPARATION', status: null, statusResult: null });
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.actor, 'STAFF')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromPosition: 'RESULT', toPosition: 'KYC_PREPARATION' });

    // The person's approval is the decision that counts from now on.
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/credit/loan-application/${id}/result`,
      headers: customer.auth,
    });
    expect(result.json<ApplicationResult>()).toMatchObject({
      decision: 'MANUALLY_APPROVED',
      decidedBy: 'STAFF',
      reasons: ['INCOME_VERIFIED'],
    });

    const mails = await reviewMails(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('megváltoztatta');
    expect(mails[0]?.body).toContain('igazoltnak találta a jövedelmét');

    // Decided once: a second decision is refused and changes nothing.
    expect((await decide(request.id, confirm)).statusCode).toBe(409);
    expect(await reviewMails(customer.email)).toHaveLength(1);
  });

  it('a confirmed refusal stays, now as the reviewer’s decision with the reason the customer reads', async () => {
    const { customer, id } = await refusedApplication();
    const request = (await ask(customer.auth, 'LOAN_APPLICATION', id)).json<DecisionReview>();
    expect((await decide(request.id, confirm)).statusCode).toBe(200);

    const result = await t.app.inject({
      method: 'GET',
      url: `/api/credit/loan-application/${id}/result`,
      headers: customer.auth,
    });
    expect(result.json<ApplicationResult>()).toMatchObject({
      decision: 'MANUALLY_REJECTED',
      decidedBy: 'STAFF',
      reasons: ['AFFORDABILITY'],
    });
    const [row] = await t.database.db.select().from(loanApplications).where(eq(loanApplications.id, id));
    expect(row).toMatchObject({ position: 'RESULT', statusResult: 'MANUALLY_REJECTED' });
    const mails = await reviewMails(customer.email);
    expect(mails[0]?.body).toContain('megerősítette');

    // A person's decision is not an automated one: no further request about it.
    expect((await ask(customer.auth, 'LOAN_APPLICATION', id)).statusCode).toBe(409);
  });

  it('another customer’s decision answers exactly like one that does not exist, and nothing is filed', async () => {
    const { id } = await refusedApplication();
    const stranger = await createOnboardedCustomer(t.app, t.database.db);
    const missing = crypto.randomUUID();
    for (const target of [id, missing]) {
      const res = await ask(stranger.auth, 'LOAN_APPLICATION', target);
      expect(res.statusCode).toBe(404);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/credit/decision-review?kind=LOAN_APPLICATION&id=${target}`,
        headers: stranger.auth,
      });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(res.json());
    }
    const rows = await t.database.db
      .select()
      .from(decisionReviewRequests)
      .where(eq(decisionReviewRequests.applicationId, id));
    expect(rows).toHaveLength(0);
  });

  it('only an automated refusal can be contested: an application still in the identity check answers 409', async () => {
    const started = await startTestApplication(t.app, t.database.db);
    const filled = await fillTestApplication(t.app, started.customer.auth, started.application);
    await t.app.inject({
      method: 'POST',
      url: `/api/credit/loan-application/${filled.id}/finish`,
      headers: { ...started.customer.auth, 'idempotency-key': crypto.randomUUID() },
    });
    const res = await ask(started.customer.auth, 'LOAN_APPLICATION', filled.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'errors.decisionReviews.notContestable',
    });
  });

  it('eight parallel clicks file one request', async () => {
    const { customer, id } = await refusedApplication();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ask(customer.auth, 'LOAN_APPLICATION', id)),
    );
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 201)).toBe(true);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((res) => res.json<DecisionReview>().id)).size).toBe(1);
  });

  it('bad input is refused with field errors and files nothing', async () => {
    const { customer, id } = await refusedApplication();
    const short = await ask(customer.auth, 'LOAN_APPLICATION', id, { customerView: 'Nem jó' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(short.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(
      'customerView',
    );
    const wrongKind = await ask(customer.auth, 'SOMETHING', id);
    expect(wrongKind.statusCode).toBe(400);
    expect(await current(customer.auth, 'LOAN_APPLICATION', id)).toBeNull();
  });

  it('staff calls need a staff token: a customer’s session opens none of them', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/decision-reviews',
      headers: customer.auth,
    });
    expect(res.statusCode).toBe(401);
  });

  it('a preliminary assessment refused for low income: a changed decision gives the customer the offers', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const answers = { ...employeeAnswers(), salary: '120 000' };
    const assessed = await t.app.inject({
      method: 'POST',
      url: '/api/credit/preliminary-assessment',
      headers: customer.auth,
      payload: assessmentRequest(answers),
    });
    expect(assessed.statusCode, assessed.body).toBe(201);
    const assessment = assessed.json<PreliminaryAssessment>();
    expect(assessment.isEligible).toBe(false);

    const asked = await ask(customer.auth, 'PRELIMINARY_ASSESSMENT', assessment.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<DecisionReview>();
    expect(request.contested).toMatchObject({ decision: 'NOT_ELIGIBLE' });
    expect(request.contested.reasons).toContain('KO_MIN_INCOME');

    const decided = await decide(request.id, { ...change, reasonCode: 'UPDATED_FACTS_ACCEPTED' });
    expect(decided.statusCode, decided.body).toBe(200);

    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/credit/my-preliminary-assessment',
      headers: customer.auth,
    });
    const now = latest.json<PreliminaryAssessment>();
    expect(now.id).toBe(assessment.id);
    expect(now.isEligible).toBe(true);
    const offered = now.offers.filter((offer) => offer.decision === 'OK');
    expect(offered.length).toBeGreaterThan(0);
    // Every offer a person grants stays within the THM cap and the product's limits.
    for (const offer of offered) expect(offer.quote).not.toBeNull();
    // What was contested is kept as it stood.
    const [stored] = await t.database.db
      .select()
      .from(decisionReviewRequests)
      .where(eq(decisionReviewRequests.id, request.id));
    expect(stored?.contested.decision).toBe('NOT_ELIGIBLE');
  });
});
