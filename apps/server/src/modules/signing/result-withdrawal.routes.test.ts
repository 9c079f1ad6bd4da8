import type {
  ApplicationResult,
  ApplicationWithResult,
  CustomerDocument,
  LoanApplication,
  LoanApplicationSummary,
  PreliminaryAssessment,
  WithdrawalResponse,
} from '@hitelkapu/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  customerDocuments,
  loanApplications,
  outbox,
  staffReviews,
  staffUsers,
} from '../../db/schema/index.ts';
import { startTestApplication } from '../../testing/application.ts';
import { assessmentRequest } from '../../testing/credit.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import { applicationAtContractCheck, lastSigningCode } from '../../testing/signing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findCustomerApplication } from '../applications/application-records.service.ts';
import { concludeApproved, withdrawalDeadline } from './result.service.ts';
import { loadWorkingDayCalendar } from './working-days.repository.ts';

type Auth = { authorization: string };
const app_ = (id: string) => `/api/credit/loan-application/${id}`;
const DAY_MS = 86_400_000;

describe('the result and the withdrawal from a concluded contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const withdraw = (auth: Auth, id: string, payload: unknown = { confirm: true }) =>
    t.app.inject({
      method: 'POST',
      url: `${app_(id)}/withdrawal`,
      headers: auth,
      remoteAddress: '198.51.100.4',
      payload: payload as Record<string, unknown>,
    });
  const applicationOf = async (id: string) => {
    const [row] = await t.database.db.select().from(loanApplications).where(eq(loanApplications.id, id));
    if (!row) throw new Error('no application');
    return row;
  };
  const messagesTo = (recipient: string, template: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
      .orderBy(asc(outbox.createdAt));
  const profileOf = async (auth: Auth) =>
    (await get(auth, '/api/profile')).json<{
      currentStatus: string;
      currentStatusResult: string | null;
      flowPosition: string | null;
    }>();

  /** Signed with the code from the SMS; APPROVED answers conclude at once, MANUAL waits. */
  async function signedApplication(overrides: Record<string, string> = {}) {
    const placed = await applicationAtContractCheck(t.app, t.database.db, { overrides });
    const { customer, applicationId } = placed;
    const started = await t.app.inject({
      method: 'POST',
      url: `${app_(applicationId)}/document-signing/start`,
      headers: { ...customer.auth, 'idempotency-key': crypto.randomUUID() },
      payload: { type: 'SMS_OTP' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${app_(applicationId)}/document-signing/confirm`,
      headers: customer.auth,
      payload: { code: await lastSigningCode(t.database.db, customer.phone) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { ...placed, confirmed: confirmed.json<ApplicationWithResult>() };
  }

  it('shows the approved result with the end of the withdrawal window', async () => {
    const { customer, applicationId, confirmed } = await signedApplication();
    const res = await get(customer.auth, `${app_(applicationId)}/result`);
    expect(res.statusCode).toBe(200);
    const result = res.json<ApplicationResult>();
    expect(result).toEqual(confirmed.result);
    const row = await applicationOf(applicationId);
    expect(result).toMatchObject({
      applicationId,
      decision: 'APPROVED',
      reasons: [],
      decidedBy: 'AUTOMATED',
      signedAt: row.signedAt?.toISOString(),
      withdrawnAt: null,
    });
    if (!row.concludedAt) throw new Error('not concluded');
    expect(result.withdrawableUntil).toBe(
      withdrawalDeadline(row.concludedAt, await loadWorkingDayCalendar(t.database.db)).toISOString(),
    );
    const until = new Date(result.withdrawableUntil ?? '').getTime();
    expect(until - row.concludedAt.getTime()).toBeGreaterThan(14 * DAY_MS);
    // At most the Christmas or Easter holidays and a weekend beyond the 14th day.
    expect(until - row.concludedAt.getTime()).toBeLessThan(20 * DAY_MS);
  });

  it('withdraws once within the window, with a receipt by email and as a PDF, and lets the customer start again', async () => {
    const { customer, applicationId } = await signedApplication();
    const res = await withdraw(customer.auth, applicationId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<WithdrawalResponse>();
    expect(body.application).toMatchObject({
      id: applicationId,
      currentPosition: 'CLOSED',
      currentStatus: 'CLOSED',
      currentStatusResult: 'WITHDRAWN',
      signatureState: 'WITHDRAWN',
    });
    expect(body.result).toMatchObject({ decision: 'APPROVED', withdrawnAt: expect.any(String) });
    const row = await applicationOf(applicationId);
    expect(row.withdrawnAt?.toISOString()).toBe(body.result.withdrawnAt);

    // Recorded as the customer's move, with the address it came from.
    const [event] = await t.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.toPosition, 'CLOSED')),
      );
    expect(event).toMatchObject({ fromPosition: 'RESULT', actor: 'CUSTOMER', ip: '198.51.100.4' });
    const reference = (event?.detail as { reference?: string } | undefined)?.reference ?? '';
    expect(reference).toMatch(/^EL-\d{8}-[0-9A-F]{8}$/);

    // The receipt: an email naming the repayment deadline 30 days on, and a stored PDF.
    const [mail, ...more] = await messagesTo(customer.email, 'withdrawal-receipt');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Elállás a hitelszerződéstől – visszaigazolás');
    expect(mail?.body).toContain(reference);
    expect(mail?.body).toContain('2 000 000 Ft');
    const repayBy = new Date((row.withdrawnAt?.getTime() ?? 0) + 30 * DAY_MS);
    const monthNames = [
      'január',
      'február',
      'március',
      'április',
      'május',
      'június',
      'július',
      'augusztus',
      'szeptember',
      'október',
      'november',
      'december',
    ];
    const budapest = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' })
      .format(repayBy)
      .split('-');
    expect(mail?.body).toContain(
      `${budapest[0]}. ${monthNames[Number(budapest[1]) - 1]} ${Number(budapest[2])}-ig`,
    );
    const [receipt] = await t.database.db
      .select()
      .from(customerDocuments)
      .where(
        and(
          eq(customerDocuments.applicationId, applicationId),
          eq(customerDocuments.kind, 'WITHDRAWAL_RECEIPT'),
        ),
      );
    if (!receipt) throw new Error('no receipt stored');
    const download = await get(customer.auth, `/api/file/download/${receipt.id}`);
    expect(download.statusCode).toBe(200);
    const text = (await pdfPageTexts(download.rawPayload)).join('\n');
    expect(text).toContain('Visszaigazolás a hitelszerződéstől való elállásról');
    expect(text).toContain(reference);
    expect(text).toContain('Kiss Anna');

    // A second call answers the first withdrawal and sends nothing more.
    const again = await withdraw(customer.auth, applicationId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await messagesTo(customer.email, 'withdrawal-receipt')).toHaveLength(1);
    const result = await get(customer.auth, `${app_(applicationId)}/result`);
    expect(result.json<ApplicationResult>().withdrawnAt).toBe(body.result.withdrawnAt);

    // The profile is back at the offers; the list shows the withdrawn application.
    expect(await profileOf(customer.auth)).toMatchObject({
      currentStatus: 'PRELIMINARY',
      currentStatusResult: null,
      flowPosition: null,
    });
    const list = (await get(customer.auth, '/api/credit/my-loan-applications')).json<
      LoanApplicationSummary[]
    >();
    expect(list.find((item) => item.id === applicationId)).toMatchObject({
      currentPosition: 'CLOSED',
      currentStatus: 'CLOSED',
      currentStatusResult: 'WITHDRAWN',
    });
    expect((await get(customer.auth, '/api/credit/my-loan-application')).statusCode).toBe(404);
    const offers = await t.app.inject({
      method: 'POST',
      url: '/api/credit/preliminary-assessment',
      headers: customer.auth,
      payload: assessmentRequest(),
    });
    expect(offers.statusCode, offers.body).toBe(201);
    const offer = offers.json<PreliminaryAssessment>().offers.find((o) => o.decision === 'OK');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/credit/loan-application',
      headers: customer.auth,
      payload: { offerId: offer?.offerId },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it("keeps a withdrawn contract's documents and the receipt in the drawer, by kind, for the owner only", async () => {
    const { customer, applicationId } = await signedApplication();
    expect((await withdraw(customer.auth, applicationId)).statusCode).toBe(200);

    const drawer = (await get(customer.auth, '/api/drawer/user-documents')).json<CustomerDocument[]>();
    const ofApplication = drawer.filter(
      (document) => document.applicationId === applicationId && document.kind !== 'UPLOAD',
    );
    expect(ofApplication.map((document) => document.kind).sort()).toEqual(
      ['CONTRACT', 'SECCI', 'SIGNED_CONTRACT', 'SIGNED_SECCI', 'WITHDRAWAL_RECEIPT'].sort(),
    );
    for (const document of ofApplication) {
      const download = await get(customer.auth, `/api/file/download/${document.id}`);
      expect(download.statusCode, document.kind).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // The signed copies are still the documents of the signing after the withdrawal.
    const signedCopies = (await get(customer.auth, `${app_(applicationId)}/documents-for-signing`)).json<{
      documents: { kind: string }[];
    }>();
    expect(signedCopies.documents.map((document) => document.kind)).toEqual([
      'SIGNED_CONTRACT',
      'SIGNED_SECCI',
    ]);

    const stranger = (await startTestApplication(t.app, t.database.db)).customer;
    const strangers = (await get(stranger.auth, '/api/drawer/user-documents')).json<CustomerDocument[]>();
    expect(strangers.some((document) => document.applicationId === applicationId)).toBe(false);
  });

  it('leaves the profile with a new application the customer started before withdrawing', async () => {
    const { customer, applicationId } = await signedApplication();
    const offers = await t.app.inject({
      method: 'POST',
      url: '/api/credit/preliminary-assessment',
      headers: customer.auth,
      payload: assessmentRequest(),
    });
    expect(offers.statusCode, offers.body).toBe(201);
    const offer = offers.json<PreliminaryAssessment>().offers.find((o) => o.decision === 'OK');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/credit/loan-application',
      headers: customer.auth,
      payload: { offerId: offer?.offerId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const fresh = created.json<LoanApplication>();

    expect((await withdraw(customer.auth, applicationId)).statusCode).toBe(200);
    expect(await profileOf(customer.auth)).toMatchObject({ currentStatus: 'IN_FLOW', flowPosition: 'INTRO' });
    const open = await get(customer.auth, '/api/credit/my-loan-application');
    expect(open.json<LoanApplication>().id).toBe(fresh.id);
  });

  it('refuses a withdrawal after the window, with the deadline in the reason', async () => {
    const { customer, applicationId } = await signedApplication();
    const concludedAt = new Date(Date.now() - 20 * DAY_MS);
    await t.database.db
      .update(loanApplications)
      .set({ concludedAt })
      .where(eq(loanApplications.id, applicationId));
    const res = await withdraw(customer.auth, applicationId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/elállási határidő .* lejárt/),
      messageKey: 'errors.withdrawal.deadlinePassed',
      messageValues: { deadline: expect.stringMatching(/\d/), phone: expect.any(String) },
    });
    expect(await applicationOf(applicationId)).toMatchObject({ position: 'RESULT', withdrawnAt: null });
    expect(await messagesTo(customer.email, 'withdrawal-receipt')).toHaveLength(0);
    const result = (await get(customer.auth, `${app_(applicationId)}/result`)).json<ApplicationResult>();
    expect(new Date(result.withdrawableUntil ?? '').getTime()).toBeLessThan(Date.now());
  });

  it('refuses a withdrawal without a concluded contract, and without the confirmation', async () => {
    const manual = await signedApplication({ income_channel: 'cash' });
    const res = await withdraw(manual.customer.auth, manual.applicationId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/megkötött hitelszerződéstől/);
    expect((await applicationOf(manual.applicationId)).position).toBe('UNDER_REVIEW');

    const approved = await signedApplication();
    const unconfirmed = await withdraw(approved.customer.auth, approved.applicationId, { confirm: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect((await withdraw(approved.customer.auth, approved.applicationId, {})).statusCode).toBe(400);
    expect((await applicationOf(approved.applicationId)).withdrawnAt).toBeNull();
  });

  it('has no result before a decision', async () => {
    const { customer, application } = await startTestApplication(t.app, t.database.db);
    const res = await get(customer.auth, `${app_(application.id)}/result`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/még nincs döntés/);
    expect(res.json().messageKey).toBe('errors.result.noDecision');
    expect((await withdraw(customer.auth, application.id)).statusCode).toBe(409);
  });

  it("answers 404 for another customer's result and withdrawal", async () => {
    const owner = await signedApplication();
    const stranger = (await startTestApplication(t.app, t.database.db)).customer;
    expect((await get(stranger.auth, `${app_(owner.applicationId)}/result`)).statusCode).toBe(404);
    expect((await withdraw(stranger.auth, owner.applicationId)).statusCode).toBe(404);
    expect((await get(stranger.auth, `${app_(crypto.randomUUID())}/result`)).statusCode).toBe(404);
    expect(await applicationOf(owner.applicationId)).toMatchObject({ position: 'RESULT', withdrawnAt: null });
  });

  it('a person approving a MANUAL application concludes it through concludeApproved; the result names the staff decision', async () => {
    const { customer, applicationId } = await signedApplication({ income_channel: 'cash' });
    const [staff] = await t.database.db
      .insert(staffUsers)
      .values({
        email: `ugyintezo.${applicationId.slice(0, 8)}@hitelkapu.hu`,
        name: 'Ügyintéző',
        passwordHash: 'x',
        roles: ['REVIEWER'],
      })
      .returning();
    if (!staff) throw new Error('no staff');
    await t.database.db.transaction(async (tx) => {
      await tx.insert(staffReviews).values({
        applicationId,
        staffId: staff.id,
        decision: 'MANUALLY_APPROVED',
        reasonCode: 'INCOME_VERIFIED',
        note: 'A munkáltatói igazolás rendben van.',
      });
      const row = await findCustomerApplication(tx, customer.id, applicationId, { forUpdate: true });
      if (!row) throw new Error('no application');
      await concludeApproved(
        tx,
        row,
        { actor: 'STAFF', actorId: staff.id },
        { publicUrl: 'http://portal.test', decision: 'MANUALLY_APPROVED' },
      );
    });
    expect(await applicationOf(applicationId)).toMatchObject({
      position: 'RESULT',
      status: 'BANK_RESULT',
      statusResult: 'MANUALLY_APPROVED',
    });
    const result = (await get(customer.auth, `${app_(applicationId)}/result`)).json<ApplicationResult>();
    expect(result).toMatchObject({
      decision: 'MANUALLY_APPROVED',
      reasons: ['INCOME_VERIFIED'],
      decidedBy: 'STAFF',
      withdrawableUntil: expect.any(String),
    });
    expect(await messagesTo(customer.email, 'application-result')).toHaveLength(1);
    expect((await profileOf(customer.auth)).flowPosition).toBe('RESULT');
    // A staff-approved contract can be withdrawn from like any other.
    expect((await withdraw(customer.auth, applicationId)).statusCode).toBe(200);
  });
});
