import { createHash } from 'node:crypto';
import type {
  ApplicationWithResult,
  DocumentsForSigning,
  LoanApplication,
  OpenSigningResponse,
  SigningSession,
  SigningStartResponse,
} from '@hitelkapu/domain';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  contractErrorReports,
  customers,
  loanApplications,
  outbox,
  signingSessions,
} from '../../db/schema/index.ts';
import { startTestApplication } from '../../testing/application.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import { applicationAtContractCheck, lastSigningCode, type SigningApplicant } from '../../testing/signing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Auth = { authorization: string };
const app_ = (id: string) => `/api/credit/loan-application/${id}`;

describe('signing the contract with a one-time code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const start = (auth: Auth, id: string, key: string = crypto.randomUUID(), type = 'SMS_OTP') =>
    t.app.inject({
      method: 'POST',
      url: `${app_(id)}/document-signing/start`,
      headers: { ...auth, 'idempotency-key': key, 'user-agent': 'Teszt böngésző/1.0' },
      payload: { type },
    });
  const confirm = (auth: Auth, id: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: `${app_(id)}/document-signing/confirm`,
      headers: { ...auth, 'user-agent': 'Teszt böngésző/1.0' },
      remoteAddress: '203.0.113.7',
      payload: { code },
    });
  const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const applicationOf = async (id: string) => {
    const [row] = await t.database.db.select().from(loanApplications).where(eq(loanApplications.id, id));
    if (!row) throw new Error('no application');
    return row;
  };
  const sessionsOf = (id: string) =>
    t.database.db.select().from(signingSessions).where(eq(signingSessions.applicationId, id));
  const messagesTo = (recipient: string, template: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
      .orderBy(asc(outbox.createdAt));
  const profileOf = async (auth: Auth) =>
    (await get(auth, '/api/profile')).json<{ currentStatus: string; flowPosition: string | null }>();

  /** An application at SIGN_WAITING with its code sent; the code is read from the outbox. */
  async function startedSigning(options: Parameters<typeof applicationAtContractCheck>[2] = {}) {
    const placed = await applicationAtContractCheck(t.app, t.database.db, options);
    const res = await start(placed.customer.auth, placed.applicationId);
    expect(res.statusCode, res.body).toBe(200);
    return { ...placed, started: res.json<SigningStartResponse>() };
  }

  it('starts once when the same start arrives 20 times at once: one session, one SMS', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => start(customer.auth, applicationId, 'egy-kattintas')),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(responses.map((res) => res.json<SigningStartResponse>().signing.signingSessionId));
    expect(ids.size).toBe(1);
    expect(await sessionsOf(applicationId)).toHaveLength(1);
    expect(await messagesTo(customer.phone ?? '', 'signing-code')).toHaveLength(1);

    const body = responses[0]?.json<SigningStartResponse>();
    expect(body?.application).toMatchObject({ currentPosition: 'SIGN_WAITING' });
    expect(body?.signing).toMatchObject({
      type: 'SMS_OTP',
      channel: 'SMS',
      attemptsLeft: 5,
      maskedPhone: expect.stringMatching(/^\+36 30 \*\*\* \*\*\d\d$/),
    });
    expect(body?.signing.maskedPhone).not.toBe(customer.phone);
    expect((await profileOf(customer.auth)).flowPosition).toBe('SIGN_WAITING');

    // The session names the documents shown, with their hashes; only a hash of the code is kept.
    const [session] = await sessionsOf(applicationId);
    const documents = (
      await get(customer.auth, `${app_(applicationId)}/documents-for-signing`)
    ).json<DocumentsForSigning>();
    expect(session?.documents).toEqual(
      expect.arrayContaining(documents.documents.map((d) => ({ id: d.id, kind: d.kind, sha256: d.sha256 }))),
    );
    const code = await lastSigningCode(t.database.db, customer.phone);
    expect(session?.codeHash).not.toContain(code);
    expect(session?.codeHash).toMatch(/^[0-9a-f]{64}$/);

    // The customer's steps were walked and recorded on the way.
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId))
      .orderBy(asc(applicationEvents.createdAt));
    expect(events.slice(-3).map((e) => `${e.fromPosition}->${e.toPosition}:${e.actor}`)).toEqual([
      'CONTRACT_CHECK->SIGN_PREPARATION:CUSTOMER',
      'SIGN_PREPARATION->SIGN_CHOOSE:CUSTOMER',
      'SIGN_CHOOSE->SIGN_WAITING:CUSTOMER',
    ]);

    // A new key while the signing is open answers the same signing, without a new code.
    const another = await start(customer.auth, applicationId, 'masik-kulcs');
    expect(another.json<SigningStartResponse>().signing.signingSessionId).toBe([...ids][0]);
    expect(await messagesTo(customer.phone ?? '', 'signing-code')).toHaveLength(1);
    const open = await get(customer.auth, `${app_(applicationId)}/document-signing`);
    expect(open.json<OpenSigningResponse>().signing?.signingSessionId).toBe([...ids][0]);
  });

  it('signs with the code from the SMS: signed copies with the signing clause, review, and an approved result', async () => {
    const { customer, applicationId } = await startedSigning();
    const originals = (
      await get(customer.auth, `${app_(applicationId)}/documents-for-signing`)
    ).json<DocumentsForSigning>().documents;
    const code = await lastSigningCode(t.database.db, customer.phone);

    const res = await confirm(customer.auth, applicationId, code);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ApplicationWithResult>();
    expect(body.application).toMatchObject({
      currentPosition: 'RESULT',
      currentStatus: 'BANK_RESULT',
      currentStatusResult: 'APPROVED',
      signatureState: 'READY',
      signedAt: expect.any(String),
    });
    expect(body.result).toMatchObject({
      applicationId,
      decision: 'APPROVED',
      decidedBy: 'AUTOMATED',
      signedAt: body.application.signedAt,
      withdrawableUntil: expect.any(String),
      withdrawnAt: null,
    });
    const row = await applicationOf(applicationId);
    expect(row.concludedAt).not.toBeNull();
    expect(await profileOf(customer.auth)).toMatchObject({
      currentStatus: 'IN_FLOW',
      flowPosition: 'RESULT',
    });
    const [session] = await sessionsOf(applicationId);
    expect(session).toMatchObject({
      status: 'SIGNED',
      signedIp: '203.0.113.7',
      signedUserAgent: 'Teszt böngésző/1.0',
    });

    // The moves are recorded: signed by the customer, concluded by the system.
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId))
      .orderBy(asc(applicationEvents.createdAt));
    expect(events.slice(-2).map((e) => `${e.fromPosition}->${e.toPosition}:${e.actor}`)).toEqual([
      'SIGN_WAITING->UNDER_REVIEW:CUSTOMER',
      'UNDER_REVIEW->RESULT:SYSTEM',
    ]);
    expect(events.at(-2)?.ip).toBe('203.0.113.7');

    // Emails: signed, then the result.
    expect(await messagesTo(customer.email, 'contract-signed')).toHaveLength(1);
    const [result] = await messagesTo(customer.email, 'application-result');
    expect(result?.body).toContain('jóváhagytuk');
    expect(result?.body).toContain('http://portal.test/application');

    // The signed copies: the original's pages plus the clause with the original's hash.
    const signed = (
      await get(customer.auth, `${app_(applicationId)}/documents-for-signing`)
    ).json<DocumentsForSigning>();
    expect(signed.documents.map((d) => d.kind)).toEqual(['SIGNED_CONTRACT', 'SIGNED_SECCI']);
    for (const [index, copy] of signed.documents.entries()) {
      const original = originals[index];
      if (!original) throw new Error('no original');
      const originalBytes = (await get(customer.auth, `/api/file/download/${original.id}`)).rawPayload;
      const copyBytes = (await get(customer.auth, `/api/file/download/${copy.id}`)).rawPayload;
      expect(createHash('sha256').update(copyBytes).digest('hex')).toBe(copy.sha256);
      const originalPages = (await PDFDocument.load(originalBytes)).getPageCount();
      const copyDocument = await PDFDocument.load(copyBytes);
      expect(copyDocument.getPageCount()).toBe(originalPages + 1);
      const pages = await pdfPageTexts(copyBytes);
      expect(pages.slice(0, originalPages)).toEqual(await pdfPageTexts(originalBytes));
      const clause = pages.at(-1) ?? '';
      expect(clause).toContain('Aláírási záradék');
      expect(clause.replace(/\s/g, '')).toContain(original.sha256);
      expect(clause).toContain('203.0.113.7');
      expect(clause).toContain('Teszt böngésző/1.0');
      expect(clause).toContain(session?.id ?? 'missing');
      expect(clause).toContain('Kiss Anna');
      expect(clause).toMatch(/UTC\+0[12]:00/);
      expect(clause.replace(/\s+/g, ' ')).toContain(
        `${customer.phone?.slice(0, 6)} *** **${customer.phone?.slice(-2)}`,
      );
      expect(clause).not.toContain(customer.phone ?? 'missing');
    }

    // A second confirm (a double click) answers the same outcome and signs nothing again.
    const again = await confirm(customer.auth, applicationId, code);
    expect(again.statusCode).toBe(200);
    expect(again.json<ApplicationWithResult>().application.currentPosition).toBe('RESULT');
    expect(await messagesTo(customer.email, 'contract-signed')).toHaveLength(1);
    // The signed result does not change on a re-evaluation.
    const evaluated = await t.app.inject({
      method: 'PATCH',
      url: '/api/credit/loan-application/evaluate-scoring',
      headers: customer.auth,
      payload: { applicationId },
    });
    expect(evaluated.json<ApplicationWithResult>()).toEqual(body);
  });

  it('keeps a MANUAL application under review for a person after signing', async () => {
    const { customer, applicationId } = await startedSigning({ overrides: { income_channel: 'cash' } });
    const res = await confirm(
      customer.auth,
      applicationId,
      await lastSigningCode(t.database.db, customer.phone),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApplicationWithResult>()).toMatchObject({
      application: {
        currentPosition: 'UNDER_REVIEW',
        currentStatus: 'UNDER_REVIEW',
        currentStatusResult: null,
      },
      result: null,
    });
    expect(await messagesTo(customer.email, 'application-result')).toHaveLength(0);
    const evaluated = await t.app.inject({
      method: 'PATCH',
      url: '/api/credit/loan-application/evaluate-scoring',
      headers: customer.auth,
      payload: { applicationId },
    });
    expect(evaluated.statusCode).toBe(200);
    expect(evaluated.json<ApplicationWithResult>()).toMatchObject({
      application: { currentPosition: 'UNDER_REVIEW' },
      result: null,
    });
    // The result call tells the referral while a person looks at it.
    const result = await get(customer.auth, `${app_(applicationId)}/result`);
    expect(result.json()).toMatchObject({
      decision: 'MANUAL',
      decidedBy: 'AUTOMATED',
      withdrawableUntil: null,
    });
  });

  it('evaluate-scoring concludes a signed approval that waited for the verified identity', async () => {
    const { customer, applicationId } = await startedSigning({ identityVerified: false });
    const res = await confirm(
      customer.auth,
      applicationId,
      await lastSigningCode(t.database.db, customer.phone),
    );
    expect(res.json<ApplicationWithResult>().application.currentPosition).toBe('UNDER_REVIEW');

    await t.database.db
      .update(loanApplications)
      .set({ identityVerifiedAt: new Date() })
      .where(eq(loanApplications.id, applicationId));
    const evaluate = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/credit/loan-application/evaluate-scoring',
        headers: customer.auth,
        payload: { applicationId },
      });
    const first = await evaluate();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ApplicationWithResult>()).toMatchObject({
      application: {
        currentPosition: 'RESULT',
        currentStatus: 'BANK_RESULT',
        currentStatusResult: 'APPROVED',
      },
      result: { decision: 'APPROVED', withdrawableUntil: expect.any(String) },
    });
    const second = await evaluate();
    expect(second.json()).toEqual(first.json());
    expect(await messagesTo(customer.email, 'application-result')).toHaveLength(1);
  });

  it('counts wrong codes and cancels the signing at the fifth, back to the choice of method', async () => {
    const { customer, applicationId } = await startedSigning();
    const right = await lastSigningCode(t.database.db, customer.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const res = await confirm(customer.auth, applicationId, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { code: 'validation.code' },
      });
      expect(res.json().message).toContain(`Még ${left} próbálkozása van`);
      expect(res.json()).toMatchObject({
        messageKey: 'errors.signing.wrongCode',
        messageValues: { attemptsLeft: left },
      });
      const open = await get(customer.auth, `${app_(applicationId)}/document-signing`);
      expect(open.json<OpenSigningResponse>().signing?.attemptsLeft).toBe(left);
    }
    const fifth = await confirm(customer.auth, applicationId, wrong);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toMatch(/Ötször hibás kódot/);
    expect(fifth.json().messageKey).toBe('errors.signing.tooManyAttempts');
    const [session] = await sessionsOf(applicationId);
    expect(session).toMatchObject({ status: 'CANCELLED', attempts: 5 });
    expect(await applicationOf(applicationId)).toMatchObject({ position: 'SIGN_CHOOSE', signedAt: null });
    expect((await profileOf(customer.auth)).flowPosition).toBe('SIGN_CHOOSE');
    expect((await get(customer.auth, `${app_(applicationId)}/document-signing`)).json()).toEqual({
      signing: null,
    });

    // The right code of the cancelled signing signs nothing.
    const late = await confirm(customer.auth, applicationId, right);
    expect(late.statusCode).toBe(409);
    expect((await applicationOf(applicationId)).signedAt).toBeNull();

    // Starting again sends a new code for a new signing.
    const again = await start(customer.auth, applicationId);
    expect(again.statusCode).toBe(200);
    expect(again.json<SigningStartResponse>().signing.signingSessionId).not.toBe(session?.id);
    expect(await messagesTo(customer.phone ?? '', 'signing-code')).toHaveLength(2);
  });

  it('refuses an expired code with a Hungarian message, and signs with a resent one', async () => {
    const { customer, applicationId } = await startedSigning();
    const code = await lastSigningCode(t.database.db, customer.phone);
    await t.database.db
      .update(signingSessions)
      .set({ codeExpiresAt: new Date(Date.now() - 1000), codeSentAt: new Date(Date.now() - 301_000) })
      .where(eq(signingSessions.applicationId, applicationId));
    const expired = await confirm(customer.auth, applicationId, code);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/kód lejárt/) });
    expect((await applicationOf(applicationId)).signedAt).toBeNull();

    const resent = await t.app.inject({
      method: 'POST',
      url: `${app_(applicationId)}/document-signing/resend`,
      headers: customer.auth,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<SigningSession>().attemptsLeft).toBe(5);
    // Not again within a minute.
    const tooSoon = await t.app.inject({
      method: 'POST',
      url: `${app_(applicationId)}/document-signing/resend`,
      headers: customer.auth,
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBeDefined();

    const fresh = await lastSigningCode(t.database.db, customer.phone);
    expect(fresh).not.toBe(code);
    expect((await confirm(customer.auth, applicationId, code)).statusCode).toBe(400);
    const signed = await confirm(customer.auth, applicationId, fresh);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<ApplicationWithResult>().application.currentPosition).toBe('RESULT');
  });

  it('ends a signing whose codes are used up and expired, so it can be started again', async () => {
    const { customer, applicationId } = await startedSigning();
    await t.database.db
      .update(signingSessions)
      .set({
        sendCount: 5,
        codeExpiresAt: new Date(Date.now() - 1000),
        codeSentAt: new Date(Date.now() - 301_000),
      })
      .where(eq(signingSessions.applicationId, applicationId));
    const res = await t.app.inject({
      method: 'POST',
      url: `${app_(applicationId)}/document-signing/resend`,
      headers: customer.auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/indítsa el újra/);
    expect((await applicationOf(applicationId)).position).toBe('SIGN_CHOOSE');
    expect((await start(customer.auth, applicationId)).statusCode).toBe(200);
  });

  it('refuses a signing method the application does not offer, and a customer without a confirmed phone', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const unknown = await start(customer.auth, applicationId, crypto.randomUUID(), 'QES_VENDOR');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ type: 'validation.notExpected' });
    expect(await sessionsOf(applicationId)).toHaveLength(0);
    expect((await applicationOf(applicationId)).position).toBe('CONTRACT_CHECK');

    const missingKey = await t.app.inject({
      method: 'POST',
      url: `${app_(applicationId)}/document-signing/start`,
      headers: customer.auth,
      payload: { type: 'SMS_OTP' },
    });
    expect(missingKey.statusCode).toBe(400);

    const noPhone = await applicationAtContractCheck(t.app, t.database.db, { phone: false });
    const refused = await start(noPhone.customer.auth, noPhone.applicationId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/telefonszám/);
    expect(await sessionsOf(noPhone.applicationId)).toHaveLength(0);
  });

  it('refuses to start signing before the contract stage [ASVS V2.3.1]', async () => {
    const { customer, application } = await startTestApplication(t.app, t.database.db);
    const res = await start(customer.auth, application.id);
    expect(res.statusCode).toBe(409);
    expect(await sessionsOf(application.id)).toHaveLength(0);
  });

  describe('error found in the contract', () => {
    const report = (
      auth: Auth,
      applicationId: string,
      description = 'A lakcímem irányítószáma hibás a szerződésben.',
    ) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/credit/loan-application-signature/error-found',
        headers: auth,
        payload: { applicationId, description },
      });
    const reportsOf = (applicationId: string) =>
      t.database.db
        .select()
        .from(contractErrorReports)
        .where(eq(contractErrorReports.applicationId, applicationId));

    it('stops signing at CONTRACT_CHECK, stores the report and hands the application to a person', async () => {
      const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
      const res = await report(customer.auth, applicationId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<LoanApplication>()).toMatchObject({
        id: applicationId,
        currentPosition: 'OFFLINE_UNDER_REVIEW',
        signatureState: 'ERROR_FOUND',
      });
      const reports = await reportsOf(applicationId);
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({
        customerId: customer.id,
        description: 'A lakcímem irányítószáma hibás a szerződésben.',
        resolvedAt: null,
      });
      expect((await profileOf(customer.auth)).flowPosition).toBe('OFFLINE_UNDER_REVIEW');
      // The same report again is stored once; signing cannot start.
      expect((await report(customer.auth, applicationId)).statusCode).toBe(200);
      expect(await reportsOf(applicationId)).toHaveLength(1);
      expect((await start(customer.auth, applicationId)).statusCode).toBe(409);
      // The documents stay readable for reference.
      const documents = await get(customer.auth, `${app_(applicationId)}/documents-for-signing`);
      expect(documents.json<DocumentsForSigning>()).toMatchObject({ state: 'ERROR_FOUND' });
    });

    it('cancels an open signing when the error is found while waiting for the code', async () => {
      const { customer, applicationId } = await startedSigning();
      const res = await report(customer.auth, applicationId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<LoanApplication>().currentPosition).toBe('OFFLINE_UNDER_REVIEW');
      const [session] = await sessionsOf(applicationId);
      expect(session?.status).toBe('CANCELLED');
      const code = await lastSigningCode(t.database.db, customer.phone);
      expect((await confirm(customer.auth, applicationId, code)).statusCode).toBe(409);
    });

    it('refuses a report before the contract stage, too short a description, and after signing', async () => {
      const early = await startTestApplication(t.app, t.database.db);
      expect((await report(early.customer.auth, early.application.id)).statusCode).toBe(409);
      const placed = await applicationAtContractCheck(t.app, t.database.db);
      expect((await report(placed.customer.auth, placed.applicationId, 'rossz')).statusCode).toBe(400);
      await start(placed.customer.auth, placed.applicationId);
      await confirm(
        placed.customer.auth,
        placed.applicationId,
        await lastSigningCode(t.database.db, placed.customer.phone),
      );
      expect((await report(placed.customer.auth, placed.applicationId)).statusCode).toBe(409);
      expect(await reportsOf(placed.applicationId)).toHaveLength(0);
    });
  });

  it("answers 404 for another customer's signing calls", async () => {
    const owner = await startedSigning();
    const stranger: SigningApplicant = (await applicationAtContractCheck(t.app, t.database.db)).customer;
    const id = owner.applicationId;
    const code = await lastSigningCode(t.database.db, owner.customer.phone);

    expect((await start(stranger.auth, id)).statusCode).toBe(404);
    expect((await get(stranger.auth, `${app_(id)}/document-signing`)).statusCode).toBe(404);
    const resend = await t.app.inject({
      method: 'POST',
      url: `${app_(id)}/document-signing/resend`,
      headers: stranger.auth,
    });
    expect(resend.statusCode).toBe(404);
    expect((await confirm(stranger.auth, id, code)).statusCode).toBe(404);
    const report = await t.app.inject({
      method: 'PATCH',
      url: '/api/credit/loan-application-signature/error-found',
      headers: stranger.auth,
      payload: { applicationId: id, description: 'Valaki más szerződése, hibát jelzek benne.' },
    });
    expect(report.statusCode).toBe(404);
    const evaluate = await t.app.inject({
      method: 'PATCH',
      url: '/api/credit/loan-application/evaluate-scoring',
      headers: stranger.auth,
      payload: { applicationId: id },
    });
    expect(evaluate.statusCode).toBe(404);
    expect((await get(stranger.auth, `${app_(id)}/result`)).statusCode).toBe(404);

    // Nothing changed for the owner: the code still signs.
    expect(await applicationOf(id)).toMatchObject({ position: 'SIGN_WAITING', signedAt: null });
    const [session] = await sessionsOf(id);
    expect(session).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect((await confirm(owner.customer.auth, id, code)).statusCode).toBe(200);
    // The stranger's phone got no code of the owner's signing.
    const [strangerRow] = await t.database.db.select().from(customers).where(eq(customers.id, stranger.id));
    expect(await messagesTo(strangerRow?.phone ?? '', 'signing-code')).toHaveLength(0);
  });
});
