import type { BankSnapshot, IncomeDetection, StaffCase } from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankSyncs,
  customerDocuments,
  kycSessions,
  loanApplications,
  preliminaryAssessments,
  staffAuditLog,
} from '../../db/schema/index.ts';
import { createApplicationUnderReview, createStaffMember, loginStaff } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { jpegImage, pngImage } from '../../testing/upload-files.ts';
import { maskAccountNumber } from './case-evidence.ts';

type Auth = { authorization: string };

const IBAN = 'HU42117730161111101800000000';
const DOMESTIC = '10918001-00000068-36640009';
const COUNTERPARTY = 'HU93116000060000000012345676';

const snapshot: BankSnapshot = {
  from: '2026-05-01',
  to: '2026-10-31',
  fetchedAt: '2026-11-02T09:15:00.000Z',
  accounts: [
    {
      id: 'acc-1',
      accountNumber: IBAN,
      bic: 'OTPVHUHB',
      ownerName: 'Kiss Anna',
      name: 'Lakossági folyószámla',
      currency: 'HUF',
    },
    {
      id: 'acc-2',
      accountNumber: DOMESTIC,
      bic: null,
      ownerName: 'Kiss Anna',
      name: 'Megtakarítási számla',
      currency: 'HUF',
    },
  ],
  transactions: [
    {
      id: 'tx-1',
      accountId: 'acc-1',
      status: 'BOOKED',
      bookingDate: '2026-10-10',
      amount: 652_000,
      currency: 'HUF',
      counterpartyName: 'Példa Kft.',
      counterpartyAccount: COUNTERPARTY,
      remittance: 'Munkabér 2026.10',
      bankTransactionCode: null,
    },
  ],
};

const salaryEvidence = (day: string, amount: number) => ({
  transactionId: `tx-${day}`,
  bookingDate: day,
  amount,
  counterpartyName: 'Példa Kft.',
  remittance: 'Munkabér',
});

const detection: IncomeDetection = {
  monthlyIncome: 648_000,
  sources: [
    {
      kind: 'SALARY',
      payer: 'Példa Kft.',
      monthlyAmount: 648_000,
      monthsSeen: 3,
      typicalDay: 10,
      evidence: [
        salaryEvidence('2026-08-10', 648_000),
        salaryEvidence('2026-09-10', 650_000),
        salaryEvidence('2026-10-10', 652_000),
      ],
    },
  ],
  loanInstalments: [
    {
      creditor: 'Autóhitel Zrt.',
      monthlyAmount: 42_000,
      evidence: [salaryEvidence('2026-10-05', -42_000)],
    },
  ],
  monthlyLoanInstalments: 42_000,
  monthsCovered: 6,
};

describe('the evidence of a staff case: scoring figures, bank data, identity check, document preview', () => {
  let t: TestApp;
  let reviewer: Awaited<ReturnType<typeof loginStaff>>;
  let configurator: Awaited<ReturnType<typeof loginStaff>>;

  beforeAll(async () => {
    t = await createTestApp();
    reviewer = await loginStaff(t.app, await createStaffMember(t.database.db, { name: 'Kovács Éva' }));
    configurator = await loginStaff(
      t.app,
      await createStaffMember(t.database.db, { name: 'Szabó Béla', roles: ['CONFIGURATOR'] }),
    );
  });
  afterAll(async () => {
    await t.app.close();
  });

  const readCase = async (id: string, auth: Auth = reviewer.auth) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/staff/reviews/${id}/case`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json<StaffCase>(), raw: res.body };
  };
  const preview = (applicationId: string, documentId: string, auth: Auth = reviewer.auth) =>
    t.app.inject({
      method: 'GET',
      url: `/api/staff/reviews/${applicationId}/documents/${documentId}/preview`,
      headers: auth,
    });
  const previewAudits = (documentId: string) =>
    t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'DOCUMENT_READ'), eq(staffAuditLog.subjectId, documentId)));

  const customerOf = async (applicationId: string) => {
    const [row] = await t.database.db
      .select({ customerId: loanApplications.customerId })
      .from(loanApplications)
      .where(eq(loanApplications.id, applicationId));
    if (!row) throw new Error('no application');
    return row.customerId;
  };

  /** The case's preliminary assessment made with the bank (PSD2), and the sync it rested on. */
  async function withBankSync(applicationId: string) {
    const [application] = await t.database.db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.id, applicationId));
    const customerId = application?.customerId ?? '';
    const assessmentId = application?.assessmentId ?? '';
    const [assessment] = await t.database.db
      .update(preliminaryAssessments)
      .set({ type: 'PSD2' })
      .where(eq(preliminaryAssessments.id, assessmentId))
      .returning();
    if (!assessment) throw new Error('the application has no assessment');
    await t.database.db.insert(bankSyncs).values({
      customerId,
      provider: 'DEFAULT',
      purpose: 'PRELIMINARY',
      status: 'SUCCEEDED',
      providerReference: `ref-${crypto.randomUUID()}`,
      redirectUrl: 'https://bank.example/consent',
      institutionId: 'OTPVHUHB',
      consentExpiresAt: new Date('2027-05-01T09:15:00.000Z'),
      snapshot,
      detection,
      createdAt: new Date(assessment.createdAt.getTime() - 60_000),
    });
  }

  it('carries the scoring figures the decision was made on: income, commitments, JTM against its limit, the regulatory figures', async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    const { body } = await readCase(application.id);
    const scoring = body.scoring;
    expect(scoring).not.toBeNull();
    expect(scoring).toMatchObject({
      decision: 'MANUAL',
      reasons: ['UNVERIFIABLE_INCOME'],
      newInstalment: application.quote.monthlyPayment,
      thmPercent: application.quote.thm,
    });
    expect(scoring?.netIncome).toBeGreaterThan(0);
    expect(scoring?.existingInstalments).not.toBeNull();
    const { netIncome, existingInstalments, revolvingMonthly, newInstalment } = scoring ?? ({} as never);
    // The ratio is all the monthly instalments over the income, one decimal.
    const expected =
      Math.round(
        ((Number(existingInstalments) + revolvingMonthly + newInstalment) / Number(netIncome)) * 1000,
      ) / 10;
    expect(scoring?.jtmRatioPercent).toBe(expected);
    // The limit is the regulatory one for this income: 50 % below the threshold, 60 % at or above.
    const regulatory = scoring?.regulatory;
    expect(regulatory?.jtmIncomeThreshold).toBeGreaterThan(0);
    expect(scoring?.jtmLimitPercent).toBe(
      Number(netIncome) >= Number(regulatory?.jtmIncomeThreshold)
        ? regulatory?.jtmLimitAtOrAbovePercent
        : regulatory?.jtmLimitBelowPercent,
    );
    expect(scoring?.maxNewInstalment).toBeGreaterThanOrEqual(newInstalment);
    expect(regulatory?.baseRatePercent).toBeGreaterThan(0);
    expect(scoring?.policy.minimumEmploymentMonths).toBeGreaterThanOrEqual(0);
    // No bank sync and no identity check: sent, as null.
    expect(body.bankEvidence).toBeNull();
    expect(body.kyc).toBeNull();
  });

  it('shows the bank sync the income rests on, with every account number masked and no full IBAN anywhere [ASVS V15.3.1]', async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    await withBankSync(application.id);
    const { body, raw } = await readCase(application.id);
    expect(body.bankEvidence).toMatchObject({
      provider: 'DEFAULT',
      purpose: 'PRELIMINARY',
      status: 'SUCCEEDED',
      bankName: expect.stringMatching(/OTP/),
      consentGivenAt: '2026-11-02T09:15:00.000Z',
      consentExpiresAt: '2027-05-01T09:15:00.000Z',
      bankDataDeleted: false,
      detectedIncome: 648_000,
      effectiveSalary: 648_000,
      effectiveLoanInstalments: 42_000,
      monthsCovered: 6,
      incomeSources: [
        {
          kind: 'SALARY',
          payer: 'Példa Kft.',
          monthlyAmount: 648_000,
          transactionCount: 3,
          firstDate: '2026-08-10',
          lastDate: '2026-10-10',
          total: 1_950_000,
        },
      ],
      loanInstalments: [{ creditor: 'Autóhitel Zrt.', monthlyAmount: 42_000, transactionCount: 1 }],
    });
    expect(body.bankEvidence?.accounts.map((account) => account.maskedNumber)).toEqual([
      'HU•• •••• 0000',
      '•••• 0009',
    ]);
    // Neither account number, nor the payer's, in any form, anywhere in the answer.
    for (const number of [IBAN, DOMESTIC, COUNTERPARTY]) {
      expect(raw).not.toContain(number);
      expect(raw).not.toContain(number.replace(/-/g, ''));
      expect(raw).not.toContain(number.slice(4, 20));
    }
    expect(raw).not.toContain('providerReference');
    expect(raw).not.toContain('ref-');
  });

  it('masks an account number to its country code and last four digits', () => {
    expect(maskAccountNumber('HU42 1177 3016 1111 1018 0000 0000')).toBe('HU•• •••• 0000');
    expect(maskAccountNumber('11773016-11111018')).toBe('•••• 1018');
    expect(maskAccountNumber('123')).toBe('••••');
  });

  it('gives the identity check outcome: the verified session, the attempts, no images or document numbers in full [ASVS V15.3.1]', async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    const base = {
      applicationId: application.id,
      customerId: await customerOf(application.id),
      type: 'SANDBOX',
      provider: 'sandbox',
      redirectUrl: 'https://kyc.example/session',
    };
    await t.database.db.insert(kycSessions).values([
      {
        ...base,
        providerReference: `kyc-${crypto.randomUUID()}`,
        status: 'DECLINED',
        declineReason: 'DOCUMENT_UNREADABLE',
        idempotencyKey: crypto.randomUUID(),
        createdAt: new Date(Date.now() - 3 * 60 * 60_000),
        completedAt: new Date(Date.now() - 3 * 60 * 60_000 + 60_000),
      },
      {
        ...base,
        providerReference: `kyc-${crypto.randomUUID()}`,
        status: 'VERIFIED',
        idempotencyKey: crypto.randomUUID(),
        createdAt: new Date('2026-11-20T10:00:00.000Z'),
        completedAt: new Date('2026-11-20T10:04:00.000Z'),
        evidence: {
          documentType: 'ID_CARD',
          documentSha256: 'a'.repeat(64),
          selfieSha256: 'b'.repeat(64),
          livenessPassed: true,
          eventId: 'evt-12345678',
          occurredAt: '2026-11-20T10:03:58.000Z',
          receivedAt: '2026-11-20T10:04:00.000Z',
          // A vendor that reports more than the sandbox: the number is masked, the matches shown.
          ...{ documentNumber: 'AB987654', nameMatched: true, birthDateMatched: false },
        },
      },
    ]);
    const { body, raw } = await readCase(application.id);
    expect(body.kyc).toEqual({
      provider: 'sandbox',
      method: 'SANDBOX',
      methodTitle: expect.any(String),
      status: 'VERIFIED',
      startedAt: '2026-11-20T10:00:00.000Z',
      completedAt: '2026-11-20T10:04:00.000Z',
      verifiedAt: '2026-11-20T10:04:00.000Z',
      attempts: 2,
      documentType: 'ID_CARD',
      documentNumberMasked: '•••••654',
      livenessPassed: true,
      nameMatched: true,
      birthDateMatched: false,
      declineReason: null,
    });
    expect(raw).not.toContain('AB987654');
    expect(raw).not.toContain('a'.repeat(64));
  });

  it('serves a document inline for viewing: its own type, nosniff, a restrictive policy, and one audit row per view [ASVS V3.2.1 V3.4.4]', async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    const { body } = await readCase(application.id);
    const pdf = body.documents.find((document) => document.contentType === 'application/pdf');
    if (!pdf) throw new Error('the case has no PDF');

    const first = await preview(application.id, pdf.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('private, no-store');
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('script-src');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await preview(application.id, pdf.id);

    const audits = await previewAudits(pdf.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      staffId: reviewer.staff.id,
      subjectKind: 'CUSTOMER_DOCUMENT',
      after: { applicationId: application.id, mode: 'PREVIEW' },
    });
  });

  it('serves JPEG and PNG with their own type, and refuses a stored type outside the allow-list unread [ASVS V3.2.1]', async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    const customerId = await customerOf(application.id);
    const insert = async (contentType: string, content: Buffer, name: string) => {
      const [row] = await t.database.db
        .insert(customerDocuments)
        .values({
          customerId,
          applicationId: application.id,
          originalName: name,
          storedName: `${crypto.randomUUID()}.bin`,
          contentType: contentType as 'application/pdf',
          size: content.length,
          sha256: '0'.repeat(64),
          content,
        })
        .returning();
      if (!row) throw new Error('no document');
      return row.id;
    };
    const jpeg = await insert('image/jpeg', jpegImage(), 'fizetesi-papir.jpg');
    const png = await insert('image/png', pngImage(), 'lakcimkartya.png');
    const html = await insert('text/html', Buffer.from('<script>alert(1)</script>'), 'oldal.html');

    expect((await preview(application.id, jpeg)).headers['content-type']).toBe('image/jpeg');
    expect((await preview(application.id, png)).headers['content-type']).toBe('image/png');
    const refused = await preview(application.id, html);
    expect(refused.statusCode).toBe(415);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).not.toContain('<script>');
    expect(refused.json().message).toBe('Ez a dokumentum nem nyitható meg az oldalon. Töltse le.');
    expect(await previewAudits(html)).toHaveLength(0);
  });

  it("answers 404 for another application's document and 403 to a configurator, writing no audit row [ASVS V8.2.2]", async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    const other = await createApplicationUnderReview(t.app, t.database.db);
    const { body } = await readCase(application.id);
    const [document] = body.documents;
    if (!document) throw new Error('the case has no document');

    const crossed = await preview(other.application.id, document.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe('A dokumentum nem található.');
    const unknown = await preview(application.id, crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);

    const forbidden = await preview(application.id, document.id, configurator.auth);
    expect(forbidden.statusCode).toBe(403);
    const caseForbidden = await t.app.inject({
      method: 'GET',
      url: `/api/staff/reviews/${application.id}/case`,
      headers: configurator.auth,
    });
    expect(caseForbidden.statusCode).toBe(403);
    const asCustomer = await preview(application.id, document.id, other.customer.auth);
    expect(asCustomer.statusCode).toBe(401);
    expect(await previewAudits(document.id)).toHaveLength(0);
  });
});
