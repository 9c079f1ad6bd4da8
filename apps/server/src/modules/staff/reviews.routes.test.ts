import type { ApplicationQueueItem, ReviewList, StaffCase } from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  contractErrorReports,
  customerDocuments,
  loanApplications,
  outbox,
  staffReviews,
} from '../../db/schema/index.ts';
import { fillTestApplication, startTestApplication } from '../../testing/application.ts';
import {
  createApplicationUnderReview,
  createApplicationWithContractError,
  createStaffMember,
  loginStaff,
  manualAnswers,
} from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Auth = { authorization: string };

const approval = {
  decision: 'MANUALLY_APPROVED',
  reasonCode: 'INCOME_VERIFIED',
  note: 'A munkáltatói igazolás szerint a jövedelem rendszeres.',
} as const;
const rejection = {
  decision: 'MANUALLY_REJECTED',
  reasonCode: 'INCOME_NOT_VERIFIED',
  note: 'A készpénzes jövedelemről nincs igazolás.',
} as const;

describe('staff review of applications', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof loginStaff>>;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await loginStaff(t.app, await createStaffMember(t.database.db, { name: 'Kovács Éva' }));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const list = async (auth: Auth = staff.auth) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/reviews', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReviewList>().items;
  };
  const decide = (id: string, payload: unknown, auth: Auth = staff.auth) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/reviews/${id}/decision`,
      headers: auth,
      payload: payload as Record<string, unknown>,
    });
  const returnToContract = (id: string, note: string, auth: Auth = staff.auth) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/reviews/${id}/return-to-contract`,
      headers: auth,
      payload: { note },
    });
  const applicationRow = async (id: string) =>
    (await t.database.db.select().from(loanApplications).where(eq(loanApplications.id, id)))[0];
  const mailsTo = (recipient: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.template, 'application-result')));
  const staffEvents = (id: string) =>
    t.database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.actor, 'STAFF')));
  const reviewsOf = (id: string) =>
    t.database.db.select().from(staffReviews).where(eq(staffReviews.applicationId, id));
  const profileOf = async (auth: Auth) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth })).json<{
      flowPosition: string | null;
    }>();

  it('lists a MANUAL application under review with its figures, reasons and times', async () => {
    const { customer, application, scoring, verifiedAt, signedAt } = await createApplicationUnderReview(
      t.app,
      t.database.db,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/reviews', headers: staff.auth });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const item = (await list()).find((i) => i.applicationId === application.id);
    expect(item).toEqual<ApplicationQueueItem>({
      kind: 'REFERRED',
      state: 'NEW',
      sla: { waitingSince: expect.any(String), workingDays: 0, dueDay: expect.any(String), isOverdue: false },
      applicationId: application.id,
      customerName: 'Kiss Anna',
      productName: expect.any(String),
      amount: application.amount,
      duration: application.duration,
      monthlyPayment: application.quote.monthlyPayment,
      position: 'UNDER_REVIEW',
      scoringDecision: 'MANUAL',
      reasons: ['UNVERIFIABLE_INCOME'],
      errorReport: null,
      identityVerifiedAt: verifiedAt.toISOString(),
      signedAt: signedAt.toISOString(),
      submittedAt: expect.any(String),
      returnedAt: null,
      isWaitingForCustomer: false,
      needsSecondApproval: false,
      pendingApproval: null,
    });
    expect(item?.productName.length).toBeGreaterThan(0);
    expect(scoring.decision).toBe('MANUAL');
    expect(customer.email).toContain('@');
  });

  it('lists neither an APPROVED application under review nor a MANUAL one still before signing', async () => {
    const approved = await createApplicationUnderReview(t.app, t.database.db, { manual: false });
    const started = await startTestApplication(t.app, t.database.db);
    const filled = await fillTestApplication(
      t.app,
      started.customer.auth,
      started.application,
      manualAnswers,
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/credit/loan-application/${filled.id}/finish`,
      headers: { ...started.customer.auth, 'idempotency-key': crypto.randomUUID() },
    });
    const ids = (await list()).map((item) => item.applicationId);
    expect(ids).not.toContain(approved.application.id);
    expect(ids).not.toContain(filled.id);

    // Neither can be decided.
    expect((await decide(approved.application.id, approval)).statusCode).toBe(409);
    const early = await decide(filled.id, approval);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Ez a hitelkérelem most nem vár ügyintézői döntésre.');
    expect(await reviewsOf(filled.id)).toHaveLength(0);
    expect((await applicationRow(filled.id))?.position).toBe('KYC_PREPARATION');
  });

  it('lists the oldest first', async () => {
    const first = await createApplicationUnderReview(t.app, t.database.db);
    const second = await createApplicationUnderReview(t.app, t.database.db);
    const ids = (await list()).map((item) => item.applicationId);
    expect(ids.indexOf(first.application.id)).toBeLessThan(ids.indexOf(second.application.id));
    const times = (await list()).map((item) => item.submittedAt);
    expect([...times].sort()).toEqual(times);
  });

  it('approval: RESULT with the bank result MANUALLY_APPROVED, a review row, a staff event and one email', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const id = application.id;
    const res = await decide(id, approval);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      applicationId: id,
      position: 'RESULT',
      status: 'BANK_RESULT',
      statusResult: 'MANUALLY_APPROVED',
      awaitingSecondApproval: false,
    });

    const row = await applicationRow(id);
    expect(row).toMatchObject({
      position: 'RESULT',
      status: 'BANK_RESULT',
      statusResult: 'MANUALLY_APPROVED',
    });
    expect(row?.concludedAt).toBeInstanceOf(Date);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/credit/loan-application/${id}/status`,
      headers: customer.auth,
    });
    expect(status.json()).toMatchObject({
      currentPosition: 'RESULT',
      currentStatus: 'BANK_RESULT',
      currentStatusResult: 'MANUALLY_APPROVED',
    });
    expect((await profileOf(customer.auth)).flowPosition).toBe('RESULT');

    const reviews = await reviewsOf(id);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      staffId: staff.staff.id,
      decision: 'MANUALLY_APPROVED',
      reasonCode: 'INCOME_VERIFIED',
      note: approval.note,
    });
    const events = await staffEvents(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      fromPosition: 'UNDER_REVIEW',
      toPosition: 'RESULT',
      actorId: staff.staff.id,
      detail: { decision: 'MANUALLY_APPROVED', reasonCode: 'INCOME_VERIFIED' },
    });
    // The note stays with the review; the audit event carries no free text.
    expect(JSON.stringify(events[0]?.detail)).not.toContain(approval.note);

    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'EMAIL', subject: 'Jóváhagytuk hitelkérelmét' });
    expect(mails[0]?.body).toContain('http://portal.test/application');
    // The reason the reviewer chose reaches the customer in plain Hungarian.
    expect(mails[0]?.body).toContain(
      'Indoklás: Munkatársunk ellenőrizte, és igazoltnak találta a jövedelmét.',
    );

    expect((await list()).map((item) => item.applicationId)).not.toContain(id);
  });

  it('shows the whole case: every answer with the question that asked it, and the documents of this application only', async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    const other = await createApplicationUnderReview(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/reviews/${application.id}/case`,
      headers: staff.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<StaffCase>();
    expect(body.answers).toMatchObject({ income_channel: 'cash' });
    const questions = body.flow.steps.flatMap((step) => step.questions);
    expect(questions.find((q) => q.identifier === 'income_channel')?.label).toBeTruthy();
    expect(body.documents.length).toBeGreaterThan(0);
    expect(body.documents.every((document) => document.applicationId === application.id)).toBe(true);

    const [first] = body.documents;
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/staff/reviews/${application.id}/documents/${first?.id}`,
      headers: staff.auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A document is reached only through its own application.
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/staff/reviews/${other.application.id}/documents/${first?.id}`,
      headers: staff.auth,
    });
    expect(crossed.statusCode).toBe(404);
    // And never with a customer's session.
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: `/api/staff/reviews/${application.id}/case`,
      headers: other.customer.auth,
    });
    expect(asCustomer.statusCode).toBe(401);
  });

  it('rejection: RESULT with MANUALLY_REJECTED, not concluded, one email', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const res = await decide(application.id, rejection);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ position: 'RESULT', statusResult: 'MANUALLY_REJECTED' });
    const row = await applicationRow(application.id);
    expect(row).toMatchObject({
      status: 'BANK_RESULT',
      statusResult: 'MANUALLY_REJECTED',
      concludedAt: null,
    });
    expect(await reviewsOf(application.id)).toMatchObject([
      { decision: 'MANUALLY_REJECTED', reasonCode: 'INCOME_NOT_VERIFIED' },
    ]);
    expect(await staffEvents(application.id)).toHaveLength(1);
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Döntés született hitelkérelméről');
  });

  it('a second decision is a 409 and changes nothing', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    expect((await decide(application.id, approval)).statusCode).toBe(200);
    const again = await decide(application.id, rejection);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      message: 'Erről a hitelkérelemről már döntött egy ügyintéző.',
      messageKey: 'errors.reviews.alreadyDecided',
    });
    expect((await applicationRow(application.id))?.statusResult).toBe('MANUALLY_APPROVED');
    expect(await reviewsOf(application.id)).toHaveLength(1);
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  it('20 decisions at once: one is taken, the rest are 409 [ASVS V2.3.4]', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => decide(application.id, index % 2 ? approval : rejection)),
    );
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const reviews = await reviewsOf(application.id);
    expect(reviews).toHaveLength(1);
    expect((await applicationRow(application.id))?.statusResult).toBe(reviews[0]?.decision);
    expect(await staffEvents(application.id)).toHaveLength(1);
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  it('checks the decision: a reason of the other kind or a short note is refused', async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    const wrongReason = await decide(application.id, { ...approval, reasonCode: 'AFFORDABILITY' });
    expect(wrongReason.statusCode).toBe(400);
    const shortNote = await decide(application.id, { ...rejection, note: ' ok ' });
    expect(shortNote.statusCode).toBe(400);
    expect(shortNote.json().fieldErrors).toHaveProperty('note');
    expect(
      (await decide(application.id, { decision: 'APPROVED', reasonCode: 'x', note: 'hello' })).statusCode,
    ).toBe(400);
    expect(await reviewsOf(application.id)).toHaveLength(0);
  });

  it('an unknown application is 404, a malformed id 400', async () => {
    const unknown = await decide(crypto.randomUUID(), approval);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('A hitelkérelem nem található.');
    expect((await decide('nem-azonosito', approval)).statusCode).toBe(400);
    expect((await returnToContract(crypto.randomUUID(), 'Nincs ilyen kérelem.')).statusCode).toBe(404);
  });

  it('needs a staff token: none, a customer session or a logged-out token are all 401 [ASVS V8.2.1]', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const noAuth = {} as Auth;
    for (const auth of [noAuth, customer.auth, { authorization: 'Bearer nem.ervenyes.token' }]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/staff/reviews', headers: auth })).statusCode,
      ).toBe(401);
      expect((await decide(application.id, approval, auth)).statusCode).toBe(401);
      expect((await returnToContract(application.id, 'Ellenőriztem a szerződést.', auth)).statusCode).toBe(
        401,
      );
    }
    const leaving = await loginStaff(t.app, await createStaffMember(t.database.db), '10.9.0.2');
    await t.app.inject({ method: 'POST', url: '/api/staff/auth/logout', headers: leaving.auth });
    expect((await decide(application.id, approval, leaving.auth)).statusCode).toBe(401);
    expect(await reviewsOf(application.id)).toHaveLength(0);
    expect((await applicationRow(application.id))?.position).toBe('UNDER_REVIEW');
  });

  describe('a reported error in the contract', () => {
    it('is listed with what the customer wrote', async () => {
      const { application, description } = await createApplicationWithContractError(t.app, t.database.db);
      const item = (await list()).find((i) => i.applicationId === application.id);
      expect(item).toMatchObject({
        position: 'OFFLINE_UNDER_REVIEW',
        scoringDecision: 'APPROVED',
        errorReport: description,
        signedAt: null,
      });
      expect(item?.identityVerifiedAt).not.toBeNull();
      // No decision is taken here; the application goes back to the contract instead.
      expect((await decide(application.id, approval)).statusCode).toBe(409);
    });

    it('return to the contract: the report is closed, new documents are due, the customer can sign again', async () => {
      const { customer, application } = await createApplicationWithContractError(t.app, t.database.db);
      const id = application.id;
      const res = await returnToContract(id, 'A születési hely javítva a törzsadatokban.');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        applicationId: id,
        position: 'CONTRACT_CHECK',
        status: null,
        statusResult: null,
        awaitingSecondApproval: false,
      });

      const row = await applicationRow(id);
      expect(row).toMatchObject({ position: 'CONTRACT_CHECK', signatureState: 'READY' });
      const reports = await t.database.db
        .select()
        .from(contractErrorReports)
        .where(eq(contractErrorReports.applicationId, id));
      expect(reports).toHaveLength(1);
      expect(reports[0]?.resolvedAt).toBeInstanceOf(Date);
      const documents = await t.database.db
        .select({ kind: customerDocuments.kind })
        .from(customerDocuments)
        .where(eq(customerDocuments.applicationId, id));
      // The customer's uploads stay; the generated contract and SECCI are gone.
      expect(documents.map((d) => d.kind).sort()).toEqual(['UPLOAD', 'UPLOAD', 'UPLOAD']);
      const events = await staffEvents(id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        fromPosition: 'OFFLINE_UNDER_REVIEW',
        toPosition: 'CONTRACT_CHECK',
        actorId: staff.staff.id,
        detail: { action: 'RETURN_TO_CONTRACT', note: 'A születési hely javítva a törzsadatokban.' },
      });
      expect((await profileOf(customer.auth)).flowPosition).toBe('CONTRACT_CHECK');
      expect((await list()).map((item) => item.applicationId)).not.toContain(id);

      // Once returned, it cannot be returned again.
      expect((await returnToContract(id, 'Még egyszer visszaküldöm.')).statusCode).toBe(409);
    });

    it('only an application stopped for a contract error can be returned', async () => {
      const { application } = await createApplicationUnderReview(t.app, t.database.db);
      const res = await returnToContract(application.id, 'Ez nem hibabejelentés.');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Ez a hitelkérelem most nem küldhető vissza aláírásra.');
      expect((await returnToContract(application.id, 'rov')).statusCode).toBe(400);
      expect((await applicationRow(application.id))?.position).toBe('UNDER_REVIEW');
    });
  });
});
