import type { ErasurePreview } from '@hitelkapu/domain';
import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consentEvents,
  customerDocuments,
  customers,
  dataRightsEvents,
  loanApplications,
  preliminaryAssessments,
  statementAcceptances,
  statements,
} from '../../db/schema/index.ts';
import {
  createConfirmedCustomer,
  lastCodeTo,
  lastMessageTo,
  requiredAcceptances,
  STRONG_PASSWORD,
  uniquePhone,
} from '../../testing/accounts.ts';
import { documentPromptsOfFlow, startTestApplication, uploadDocument } from '../../testing/application.ts';
import { applicationAtContractCheck, lastSigningCode } from '../../testing/signing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { onePagePdf } from '../../testing/upload-files.ts';

type Auth = { authorization: string };

describe('data rights: export (GDPR art. 15/20) and erasure (art. 17) within AML retention', () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => `10.66.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const exportData = (auth?: Auth) =>
    t.app.inject({ method: 'POST', url: '/api/profile/data-export', ...(auth ? { headers: auth } : {}) });
  const unzip = (body: Buffer) => {
    const files = unzipSync(new Uint8Array(body));
    const json = files['adataim.json'];
    if (!json) throw new Error('no adataim.json in the archive');
    return { files, data: JSON.parse(strFromU8(json)) };
  };
  const preview = async (auth: Auth) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/profile/erasure', headers: auth })
    ).json<ErasurePreview>();
  const erase = (auth: Auth, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/erasure',
      headers: auth,
      remoteAddress: nextIp(),
      payload,
    });
  const customerRow = async (id: string) => {
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    if (!row) throw new Error('no customer');
    return row;
  };
  const customerIdOf = async (auth: Auth) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth })).json<{ id: string }>().id;

  describe('export', () => {
    it('holds the account, the application with its answers and the document uploaded in it, byte for byte', async () => {
      const { customer, application } = await startTestApplication(t.app, t.database.db);
      await t.app.inject({
        method: 'PATCH',
        url: `/api/credit/loan-application/${application.id}/update-position`,
        headers: customer.auth,
        payload: { flowPosition: 'FLOW', currentFlowIndex: 0 },
      });
      const pdf = onePagePdf();
      const prompt = documentPromptsOfFlow[0];
      const uploaded = await uploadDocument(
        t.app,
        customer.auth,
        application.id,
        prompt,
        pdf,
        'személyi igazolvány.pdf',
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);

      const started = Date.now();
      const res = await exportData(customer.auth);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="hitelkapu-adataim-\d{4}-\d{2}-\d{2}\.zip"$/,
      );

      const { files, data } = unzip(res.rawPayload);
      expect(data.account).toMatchObject({ email: customer.email, firstName: 'Anna', lastName: 'Kiss' });
      expect(data.account).not.toHaveProperty('passwordHash');
      expect(data.statementLog.map((s: { identifier: string }) => s.identifier)).toEqual(
        expect.arrayContaining(['terms_of_service', 'privacy_notice', 'calculation_data_processing']),
      );
      expect(data.preliminaryAssessments).toHaveLength(1);
      expect(data.loanApplications).toEqual([
        expect.objectContaining({ id: application.id, amount: application.amount }),
      ]);
      expect(data.messagesSent.length).toBeGreaterThan(0);
      expect(data.messagesSent[0]).not.toHaveProperty('body');
      const [document] = data.documents;
      expect(document).toMatchObject({
        applicationId: application.id,
        kind: 'UPLOAD',
        question: prompt.promptIdentifier,
        originalName: 'személyi igazolvány.pdf',
        file: expect.stringMatching(/^dokumentumok\/01-upload-szemelyi-igazolvany\.pdf$/),
      });
      expect(Buffer.from(files[document.file] ?? new Uint8Array()).equals(pdf)).toBe(true);

      // Audited: who and when, what size; no personal data in the audit.
      const audit = await t.database.db
        .select()
        .from(dataRightsEvents)
        .where(eq(dataRightsEvents.customerId, data.account.id));
      expect(audit).toEqual([
        expect.objectContaining({ kind: 'EXPORT', detail: { documents: 1, bytes: res.rawPayload.length } }),
      ]);
    });

    it("never holds another customer's data, needs a session, and is limited to 5 an hour [ASVS V8.2.2 V15.2.2]", async () => {
      const owner = await startTestApplication(t.app, t.database.db);
      await t.app.inject({
        method: 'PATCH',
        url: `/api/credit/loan-application/${owner.application.id}/update-position`,
        headers: owner.customer.auth,
        payload: { flowPosition: 'FLOW', currentFlowIndex: 0 },
      });
      await uploadDocument(t.app, owner.customer.auth, owner.application.id, documentPromptsOfFlow[0]);
      const other = await createConfirmedCustomer(t.app, t.database.db, { ip: nextIp() });

      expect((await exportData()).statusCode).toBe(401);
      const res = await exportData(other.auth);
      expect(res.statusCode).toBe(200);
      const { files, data } = unzip(res.rawPayload);
      expect(data.account.email).toBe(other.email);
      expect(data.loanApplications).toEqual([]);
      expect(data.documents).toEqual([]);
      expect(Object.keys(files)).toEqual(['adataim.json']);
      expect(JSON.stringify(data)).not.toContain(owner.application.id);
      expect(JSON.stringify(data)).not.toContain(owner.customer.email);

      for (let i = 0; i < 4; i += 1) expect((await exportData(other.auth)).statusCode).toBe(200);
      const limited = await exportData(other.auth);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  });

  describe('erasure', () => {
    /** A concluded contract the customer then withdrew from: signed documents exist, nothing is open. */
    async function customerWithEndedContract() {
      const placed = await applicationAtContractCheck(t.app, t.database.db);
      const { customer, applicationId } = placed;
      const url = `/api/credit/loan-application/${applicationId}`;
      const started = await t.app.inject({
        method: 'POST',
        url: `${url}/document-signing/start`,
        headers: { ...customer.auth, 'idempotency-key': crypto.randomUUID() },
        payload: { type: 'SMS_OTP' },
      });
      expect(started.statusCode, started.body).toBe(200);
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `${url}/document-signing/confirm`,
        headers: customer.auth,
        payload: { code: await lastSigningCode(t.database.db, customer.phone) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return { ...placed, url };
    }

    const giveMarketingConsent = async (auth: Auth) => {
      const [statement] = await t.database.db
        .select()
        .from(statements)
        .where(eq(statements.identifier, 'marketing_consent'));
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/consents/MARKETING',
        headers: auth,
        payload: { granted: true, statementId: statement?.id, version: statement?.version },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    it('is refused with 409 while a contract is in force, and says why in Hungarian', async () => {
      const { customer } = await customerWithEndedContract();
      expect(await preview(customer.auth)).toMatchObject({
        canErase: false,
        blockers: ['CONTRACT_IN_FORCE'],
      });
      const res = await erase(customer.auth, { password: customer.password });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(/Hatályos hitelszerződése van/),
        messageKey: 'errors.dataRights.contractInForce',
      });
      expect((await customerRow(customer.id)).erasedAt).toBeNull();
    });

    it('is refused with 409 while an application is in progress', async () => {
      const { customer } = await startTestApplication(t.app, t.database.db);
      expect(await preview(customer.auth)).toMatchObject({
        canErase: false,
        blockers: ['APPLICATION_IN_PROGRESS'],
      });
      const res = await erase(customer.auth, { password: customer.password });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Folyamatban lévő hitelkérelme van/);
      expect(res.json().messageKey).toBe('errors.dataRights.applicationInProgress');
    });

    it('keeps the signed contract, removes the marketing consent, ends every session and frees the email [ASVS V7.4.2]', async () => {
      const { customer, applicationId, url } = await customerWithEndedContract();
      const withdrawn = await t.app.inject({
        method: 'POST',
        url: `${url}/withdrawal`,
        headers: customer.auth,
        payload: { confirm: true },
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      await giveMarketingConsent(customer.auth);
      const secondSession = await t.app.inject({
        method: 'POST',
        url: '/api/bulwark/customer/auth/login',
        remoteAddress: nextIp(),
        payload: { channel: 'EMAIL', email: customer.email, password: customer.password },
      });
      const otherAuth = { authorization: `Bearer ${secondSession.headers['x-auth-token']}` };

      const before = await preview(customer.auth);
      expect(before.canErase).toBe(true);
      expect(before.kept.map((k) => k.category)).toEqual([
        'IDENTIFICATION',
        'SIGNED_CONTRACTS',
        'CONTRACT_DECISIONS',
        'STATEMENT_LOG',
      ]);
      const year = new Date().getFullYear();
      for (const kept of before.kept) expect(kept.until.slice(0, 4)).toBe(String(year + 8));

      expect((await erase(customer.auth, { password: 'Nem-ez-a-jelszo' })).statusCode).toBe(400);
      const res = await erase(customer.auth, { password: customer.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().kept).toEqual(before.kept);

      // Every session ends; the account can no longer log in.
      for (const auth of [customer.auth, otherAuth])
        expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth })).statusCode).toBe(
          401,
        );
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/bulwark/customer/auth/login',
        remoteAddress: nextIp(),
        payload: { channel: 'EMAIL', email: customer.email, password: customer.password },
      });
      expect(login.headers['x-auth-token']).toBeUndefined();

      // The signed contract and its signed copies stay (AML act 56-57. §).
      const [application] = await t.database.db
        .select()
        .from(loanApplications)
        .where(eq(loanApplications.id, applicationId));
      expect(application?.signedAt).not.toBeNull();
      const kinds = (
        await t.database.db
          .select()
          .from(customerDocuments)
          .where(eq(customerDocuments.applicationId, applicationId))
      ).map((d) => d.kind);
      expect(kinds).toEqual(expect.arrayContaining(['SIGNED_CONTRACT', 'SIGNED_SECCI']));
      expect(
        await t.database.db
          .select()
          .from(statementAcceptances)
          .where(eq(statementAcceptances.customerId, customer.id)),
      ).not.toHaveLength(0);

      // The marketing consent is withdrawn in the log, naming the version that had been given.
      const [last] = await t.database.db
        .select()
        .from(consentEvents)
        .where(and(eq(consentEvents.customerId, customer.id), eq(consentEvents.purpose, 'MARKETING')))
        .orderBy(asc(consentEvents.occurredAt))
        .then((rows) => rows.slice(-1));
      expect(last).toMatchObject({ granted: false, channel: 'ACCOUNT_ERASURE' });

      // Contacts and password are gone; the name stays as identification data.
      const row = await customerRow(customer.id);
      expect(row).toMatchObject({
        email: null,
        phone: null,
        passwordHash: null,
        status: 'CLOSED',
        firstName: 'Anna',
      });
      expect(row.erasedAt).not.toBeNull();
      expect(
        await t.database.db
          .select()
          .from(preliminaryAssessments)
          .where(eq(preliminaryAssessments.customerId, customer.id)),
      ).toEqual([]);

      // Audited: who, when, what was kept; no personal data in it.
      const [audit] = await t.database.db
        .select()
        .from(dataRightsEvents)
        .where(and(eq(dataRightsEvents.customerId, customer.id), eq(dataRightsEvents.kind, 'ERASURE')));
      expect(audit?.detail).toMatchObject({ kept: before.kept });
      expect(audit?.ip).toBeNull();
      expect(JSON.stringify(audit?.detail)).not.toContain(customer.email);

      // The email and phone are free for a new registration.
      const again = await createConfirmedCustomer(t.app, t.database.db, {
        email: customer.email,
        ip: nextIp(),
      });
      expect(await customerIdOf(again.auth)).not.toBe(customer.id);
      const phone = customer.phone ?? uniquePhone();
      const phoneRegistration = await t.app.inject({
        method: 'POST',
        url: '/api/customer/register',
        remoteAddress: nextIp(),
        payload: {
          channel: 'PHONE',
          phone,
          password: STRONG_PASSWORD,
          firstName: 'Béla',
          lastName: 'Szabó',
          acceptances: await requiredAcceptances(t.app),
        },
      });
      expect(phoneRegistration.statusCode).toBe(201);
      // A new registration's code, not the notice an address already in use gets.
      expect((await lastMessageTo(t.database.db, phone))?.template).toBe('registration-code');
    });

    it('removes everything of a customer who never got past the preliminary assessment, and needs the code with the second factor on', async () => {
      const c = await createConfirmedCustomer(t.app, t.database.db, { ip: nextIp() });
      const id = await customerIdOf(c.auth);
      const phone = uniquePhone();
      await t.database.db
        .update(customers)
        .set({ phone, phoneConfirmedAt: new Date(), hasSecondFactor: true })
        .where(eq(customers.id, id));
      expect(await preview(c.auth)).toEqual({
        canErase: true,
        blockers: [],
        kept: [{ category: 'STATEMENT_LOG', until: expect.any(String) }],
        needsCode: true,
      });
      const withoutCode = await erase(c.auth, { password: c.password });
      expect(withoutCode.statusCode).toBe(400);
      expect(withoutCode.json().fieldErrors).toEqual({ code: 'validation.code' });
      const sent = await t.app.inject({ method: 'POST', url: '/api/profile/security-code', headers: c.auth });
      const { tokenId } = sent.json().secondFactor;
      const res = await erase(c.auth, {
        password: c.password,
        tokenId,
        code: await lastCodeTo(t.database.db, phone),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await customerRow(id)).toMatchObject({
        email: null,
        phone: null,
        firstName: null,
        lastName: null,
      });
    });
  });
});
