import type { Correction, ReviewList, StaffCase, Todo } from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, corrections, loanApplications, outbox } from '../../db/schema/index.ts';
import { multipartBody, SMALL_PDF, startTestApplication } from '../../testing/application.ts';
import { applicationAtContractCheck, signByCode } from '../../testing/signing.ts';
import {
  createApplicationUnderReview,
  createStaffMember,
  loginStaff,
  manualAnswers,
} from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Auth = { authorization: string };

const answerRequest = {
  kind: 'ANSWER',
  fieldId: 'postal_code',
  message: 'Kérjük, ellenőrizze az irányítószámot: a lakcímkártyáján más szerepel.',
} as const;
const documentRequest = {
  kind: 'DOCUMENT',
  fieldId: 'income_document',
  message: 'Kérjük, töltse fel a legutóbbi havi jövedelemigazolását is.',
  dueInDays: 3,
} as const;

describe('corrections and the customer’s to-dos', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof loginStaff>>;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await loginStaff(t.app, await createStaffMember(t.database.db));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const call = (method: 'GET' | 'POST', url: string, auth: Auth, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload: payload as object } : {}) });
  const ask = (applicationId: string, payload: unknown = answerRequest) =>
    call('POST', `/api/staff/reviews/${applicationId}/corrections`, staff.auth, payload);
  const askOk = async (applicationId: string, payload: unknown = answerRequest) => {
    const res = await ask(applicationId, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Correction>();
  };
  const complete = (id: string, auth: Auth, payload: unknown = {}) =>
    call('POST', `/api/credit/loan-application-correction/complete/${id}`, auth, payload);
  const upload = (id: string, auth: Auth, file: Buffer = SMALL_PDF) => {
    const body = multipartBody([{ name: 'file', value: file, filename: 'jövedelemigazolás.pdf' }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/credit/loan-application-correction/${id}/documents`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
  const countOf = async (auth: Auth) => {
    const res = await call('GET', '/api/credit/my-todo/count', auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ count: number }>().count;
  };
  const todos = async (auth: Auth, which: 'actives' | 'previouses') => {
    const res = await call('GET', `/api/credit/my-todo/${which}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Todo[]>();
  };
  const caseOf = async (applicationId: string) => {
    const res = await call('GET', `/api/staff/reviews/${applicationId}/case`, staff.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StaffCase>();
  };
  const queueItem = async (applicationId: string) => {
    const res = await call('GET', '/api/staff/reviews', staff.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReviewList>().items.find((item) => item.applicationId === applicationId);
  };
  const applicationRow = async (id: string) =>
    (await t.database.db.select().from(loanApplications).where(eq(loanApplications.id, id)))[0];

  it('answers the count only to a customer with a session (401 without)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/credit/my-todo/count' });
    expect(res.statusCode).toBe(401);
  });

  it('takes a reviewer’s request for a corrected answer to the customer’s to-dos and back to the reviewer', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const before = await applicationRow(application.id);
    expect(await countOf(customer.auth)).toBe(0);

    const asked = await askOk(application.id);
    expect(asked).toMatchObject({
      kind: 'ANSWER',
      fieldId: 'postal_code',
      status: 'IN_PROGRESS',
      currentValue: before?.answers.postal_code,
      outcome: null,
    });
    expect(asked.fieldLabel.length).toBeGreaterThan(0);
    // Seven days by default.
    const days = (Date.parse(asked.dueAt) - Date.parse(asked.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(7);

    // The customer's to-dos and a message to their address.
    expect(await countOf(customer.auth)).toBe(1);
    const [active] = await todos(customer.auth, 'actives');
    expect(active).toMatchObject({
      id: asked.id,
      type: 'CORRECTION',
      status: 'IN_PROGRESS',
      applicationId: application.id,
      isOverdue: false,
      correction: { kind: 'ANSWER', fieldLabel: asked.fieldLabel, message: answerRequest.message },
    });
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, customer.email), eq(outbox.template, 'correction-requested')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('http://portal.test/user/todos');
    expect(await queueItem(application.id)).toMatchObject({ isWaitingForCustomer: true, returnedAt: null });

    // A value the flow engine refuses: 400 with its key, nothing changes.
    const bad = await complete(asked.id, customer.auth, { value: '12' });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ value: 'validation.regex' });
    expect(await applicationRow(application.id)).toMatchObject({
      answers: before?.answers,
      answerVersions: before?.answerVersions,
    });
    expect(await countOf(customer.auth)).toBe(1);
    const empty = await complete(asked.id, customer.auth, {});
    expect(empty.statusCode, empty.body).toBe(400);

    // A good one: the answer and its version change, the event says why, the case is back.
    const done = await complete(asked.id, customer.auth, { value: '6720' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Correction>()).toMatchObject({ status: 'COMPLETED', currentValue: '6720' });
    const after = await applicationRow(application.id);
    expect(after?.answers.postal_code).toBe('6720');
    expect(after?.answerVersions.postal_code).toBe((before?.answerVersions.postal_code ?? 0) + 1);
    expect(after?.position).toBe('UNDER_REVIEW');
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id));
    expect(events.filter((e) => e.detail.action === 'CORRECTED_ANSWER')).toHaveLength(1);
    expect(events.filter((e) => e.detail.action === 'CORRECTION_REQUESTED')).toHaveLength(1);

    expect(await countOf(customer.auth)).toBe(0);
    expect(await todos(customer.auth, 'actives')).toEqual([]);
    expect((await todos(customer.auth, 'previouses')).map((todo) => [todo.id, todo.status])).toEqual([
      [asked.id, 'COMPLETED'],
    ]);
    const returned = await caseOf(application.id);
    expect(returned.returnedAt).toBe(done.json<Correction>().completedAt);
    expect(returned.isWaitingForCustomer).toBe(false);
    expect(returned.corrections?.map((c) => [c.id, c.status])).toEqual([[asked.id, 'COMPLETED']]);
    expect(returned.answers.postal_code).toBe('6720');
    // The returned case leads the queue.
    const queue = (await call('GET', '/api/staff/reviews', staff.auth)).json<ReviewList>().items;
    expect(queue[0]).toMatchObject({ applicationId: application.id, isWaitingForCustomer: false });
    expect(queue[0]?.returnedAt).toBeTruthy();

    // Completed once: a second completion is refused.
    expect((await complete(asked.id, customer.auth, { value: '6721' })).statusCode).toBe(409);

    // The reviewer closes it with an outcome; the case is no longer flagged as returned.
    const closed = await call('POST', `/api/staff/corrections/${asked.id}/close`, staff.auth, {
      outcome: 'SUCCESSFUL',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<Correction>()).toMatchObject({ status: 'CLOSED', outcome: 'SUCCESSFUL' });
    expect(closed.json<Correction>().closedAt).toBeTruthy();
    expect((await caseOf(application.id)).returnedAt).toBeNull();
    expect(
      (
        await call('POST', `/api/staff/corrections/${asked.id}/close`, staff.auth, {
          outcome: 'UNSUCCESSFUL',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('takes a missing document: upload, then complete; without an upload the completion is refused', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const asked = await askOk(application.id, documentRequest);
    expect(asked).toMatchObject({ kind: 'DOCUMENT', currentValue: null, documents: [] });
    const days = (Date.parse(asked.dueAt) - Date.parse(asked.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(3);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, customer.email), eq(outbox.template, 'correction-requested')));
    expect(mail?.body).toContain(`http://portal.test/user/submit-missing-documents/${asked.id}`);

    const early = await complete(asked.id, customer.auth);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().messageKey).toBe('errors.correction.documentMissing');

    // A file that is no PDF, JPEG or PNG by its content is refused and nothing is kept.
    const wrong = await upload(asked.id, customer.auth, Buffer.from('ez nem egy PDF, csak szöveg'));
    expect(wrong.statusCode, wrong.body).toBe(415);
    const uploaded = await upload(asked.id, customer.auth);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const documents = uploaded.json<Correction>().documents;
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ name: 'jövedelemigazolás.pdf', sizeBytes: SMALL_PDF.length });

    const before = await applicationRow(application.id);
    const done = await complete(asked.id, customer.auth);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Correction>().status).toBe('COMPLETED');
    const after = await applicationRow(application.id);
    expect(JSON.parse(after?.answers.income_document ?? '[]')).toContain(documents[0]?.id);
    expect(after?.answerVersions.income_document).toBe((before?.answerVersions.income_document ?? 0) + 1);
    // The reviewer sees the upload among the case's documents.
    expect((await caseOf(application.id)).documents.map((d) => d.id)).toContain(documents[0]?.id);
    // No more uploads once completed.
    expect((await upload(asked.id, customer.auth)).statusCode).toBe(409);
  });

  it('hides a correction from every other customer: 404 on each id', async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    const asked = await askOk(application.id, documentRequest);
    const other = await startTestApplication(t.app, t.database.db);
    const auth = other.customer.auth;
    const calls = [
      await call('GET', `/api/credit/loan-application-correction/customer/${asked.id}`, auth),
      await complete(asked.id, auth, { value: 'x' }),
      await upload(asked.id, auth),
      await call('GET', `/api/credit/loan-application-correction/find-latest?correctionId=${asked.id}`, auth),
      await call(
        'GET',
        `/api/credit/loan-application-correction/find-latest?loanApplicationId=${application.id}`,
        auth,
      ),
    ];
    expect(calls.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(await countOf(auth)).toBe(0);
    const [row] = await t.database.db.select().from(corrections).where(eq(corrections.id, asked.id));
    expect(row?.status).toBe('IN_PROGRESS');
    expect((await call('GET', '/api/credit/my-todo/actives', auth)).json()).toEqual([]);
  });

  it("carries the customer's corrections in their data export, and nobody else's", async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const asked = await askOk(application.id, documentRequest);
    const exportOf = async (auth: { authorization: string }) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/profile/data-export', headers: auth });
      expect(res.statusCode).toBe(200);
      const json = unzipSync(new Uint8Array(res.rawPayload))['adataim.json'];
      if (!json) throw new Error('no adataim.json in the archive');
      return JSON.parse(strFromU8(json)) as {
        corrections: { id: string; status: string; message: string }[];
      };
    };
    expect((await exportOf(customer.auth)).corrections).toEqual([
      expect.objectContaining({ id: asked.id, status: 'IN_PROGRESS', message: documentRequest.message }),
    ]);
    const other = await startTestApplication(t.app, t.database.db);
    expect((await exportOf(other.customer.auth)).corrections).toEqual([]);
  });

  it('finds the latest correction by each filter, the customer’s own only', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const first = await askOk(application.id);
    await call('POST', `/api/staff/corrections/${first.id}/cancel`, staff.auth);
    const second = await askOk(application.id);
    const document = await askOk(application.id, documentRequest);
    const find = async (query: string) => {
      const res = await call(
        'GET',
        `/api/credit/loan-application-correction/find-latest?${query}`,
        customer.auth,
      );
      return res.statusCode === 200 ? res.json<Correction>().id : res.statusCode;
    };
    expect(await find('')).toBe(document.id);
    expect(await find('source=ANSWER')).toBe(second.id);
    expect(await find('source=DOCUMENT')).toBe(document.id);
    expect(await find('fieldId=postal_code')).toBe(second.id);
    expect(await find('fieldId=income_document')).toBe(document.id);
    expect(await find(`correctionId=${first.id}`)).toBe(first.id);
    expect(await find(`loanApplicationId=${application.id}`)).toBe(document.id);
    expect(await find(`source=ANSWER&correctionId=${first.id}&fieldId=postal_code`)).toBe(first.id);
    // Every given filter must match.
    expect(await find(`source=DOCUMENT&correctionId=${first.id}`)).toBe(404);
    expect(await find('fieldId=city')).toBe(404);
    expect(await find(`loanApplicationId=${crypto.randomUUID()}`)).toBe(404);
    expect(await find('source=SIGNATURE')).toBe(400);
    // The one correction's own view.
    const one = await call(
      'GET',
      `/api/credit/loan-application-correction/customer/${second.id}`,
      customer.auth,
    );
    expect(one.statusCode).toBe(200);
    expect(one.json<Correction>()).toMatchObject({ id: second.id, status: 'IN_PROGRESS' });
  });

  it('lets the reviewer ask only on a case under review, on a known field of the right kind, once per open field', async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    expect((await ask(application.id, { ...answerRequest, fieldId: 'no_such_question' })).statusCode).toBe(
      400,
    );
    // An answer on a document prompt, a document on a question: the kind must fit the field.
    expect((await ask(application.id, { ...answerRequest, fieldId: 'income_document' })).statusCode).toBe(
      400,
    );
    expect((await ask(application.id, { ...documentRequest, fieldId: 'postal_code' })).statusCode).toBe(400);
    expect((await ask(application.id, { ...answerRequest, message: 'Rövid' })).statusCode).toBe(400);
    expect((await ask(application.id, { ...answerRequest, dueInDays: 31 })).statusCode).toBe(400);

    const asked = await askOk(application.id);
    const again = await ask(application.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().messageKey).toBe('errors.correction.alreadyOpen');
    const list = await call('GET', `/api/staff/reviews/${application.id}/corrections`, staff.auth);
    expect(list.json<Correction[]>().map((c) => c.id)).toEqual([asked.id]);

    // A cancelled request frees the field; a cancelled one cannot be cancelled again.
    const cancelled = await call('POST', `/api/staff/corrections/${asked.id}/cancel`, staff.auth);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Correction>()).toMatchObject({ status: 'CANCELLED', outcome: null });
    expect((await call('POST', `/api/staff/corrections/${asked.id}/cancel`, staff.auth)).statusCode).toBe(
      409,
    );
    // Only a completed one is closed.
    const open = await askOk(application.id);
    const early = await call('POST', `/api/staff/corrections/${open.id}/close`, staff.auth, {
      outcome: 'SUCCESSFUL',
    });
    expect(early.statusCode).toBe(409);

    // An application still being filled in takes no corrections.
    const filling = await startTestApplication(t.app, t.database.db);
    expect((await ask(filling.application.id)).statusCode).toBe(409);
    expect((await ask(crypto.randomUUID())).statusCode).toBe(404);
    // A customer's session opens none of the reviewer's calls.
    const byCustomer = await call(
      'POST',
      `/api/staff/reviews/${application.id}/corrections`,
      filling.customer.auth,
      answerRequest,
    );
    expect(byCustomer.statusCode).toBe(401);
  });

  it('withdraws the open corrections of an application that gets decided', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const asked = await askOk(application.id);
    const document = await askOk(application.id, documentRequest);
    expect(await countOf(customer.auth)).toBe(2);
    const decided = await call('POST', `/api/staff/reviews/${application.id}/decision`, staff.auth, {
      decision: 'MANUALLY_REJECTED',
      reasonCode: 'INCOME_NOT_VERIFIED',
      note: 'A készpénzes jövedelemről nincs igazolás.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(corrections)
      .where(eq(corrections.applicationId, application.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['WITHDRAWN', 'WITHDRAWN']);
    expect(await countOf(customer.auth)).toBe(0);
    expect((await todos(customer.auth, 'previouses')).map((todo) => todo.id).sort()).toEqual(
      [asked.id, document.id].sort(),
    );
    expect((await complete(asked.id, customer.auth, { value: '6720' })).statusCode).toBe(409);
    expect((await upload(document.id, customer.auth)).statusCode).toBe(409);
  });
  it('serves a signed application the engine referred; shows an overdue one; returned cases lead the queue, newest first', async () => {
    const placed = await applicationAtContractCheck(t.app, t.database.db, { overrides: manualAnswers });
    const signed = await signByCode(
      t.app,
      t.database.db,
      placed.customer.auth,
      placed.applicationId,
      placed.customer.phone,
    );
    expect(signed.application.currentPosition).toBe('UNDER_REVIEW');
    const other = await createApplicationUnderReview(t.app, t.database.db);

    const asked = await askOk(placed.applicationId, { ...answerRequest, dueInDays: 1 });
    const otherAsked = await askOk(other.application.id);
    // Past its due date it stays open, marked overdue.
    await t.database.db
      .update(corrections)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(corrections.id, asked.id));
    const [overdue] = await todos(placed.customer.auth, 'actives');
    expect(overdue).toMatchObject({ id: asked.id, status: 'IN_PROGRESS', isOverdue: true });
    expect(await countOf(placed.customer.auth)).toBe(1);

    expect((await complete(asked.id, placed.customer.auth, { value: '6720' })).statusCode).toBe(200);
    expect((await complete(otherAsked.id, other.customer.auth, { value: '6721' })).statusCode).toBe(200);
    const queue = (await call('GET', '/api/staff/reviews', staff.auth)).json<ReviewList>().items;
    const returned = queue.filter((item) => item.returnedAt);
    expect(returned.slice(0, 2).map((item) => item.applicationId)).toEqual([
      other.application.id,
      placed.applicationId,
    ]);
    expect(queue.slice(0, returned.length)).toEqual(returned);
  });
  it('makes one open request of many reviewers asking for the same field at once', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(application.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await countOf(customer.auth)).toBe(1);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, customer.email), eq(outbox.template, 'correction-requested')));
    expect(mails).toHaveLength(1);
  });
});
