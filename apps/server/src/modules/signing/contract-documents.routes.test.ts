import { createHash } from 'node:crypto';
import { type DocumentsForSigning, formatHuf, type LoanApplication } from '@hitelkapu/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, loanApplications } from '../../db/schema/index.ts';
import { startTestApplication } from '../../testing/application.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import { applicationAtContractCheck } from '../../testing/signing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Auth = { authorization: string };
const app_ = (id: string) => `/api/credit/loan-application/${id}`;

describe('contract documents for signing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const documentsFor = (auth: Auth, id: string) =>
    t.app.inject({ method: 'GET', url: `${app_(id)}/documents-for-signing`, headers: auth });
  const download = (auth: Auth, id: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/file/download/${id}${query}`, headers: auth });

  const storedDocuments = (applicationId: string) =>
    t.database.db
      .select({ id: customerDocuments.id, kind: customerDocuments.kind })
      .from(customerDocuments)
      .where(
        and(
          eq(customerDocuments.applicationId, applicationId),
          inArray(customerDocuments.kind, ['CONTRACT', 'SECCI']),
        ),
      );

  it('makes the contract and the SECCI once, however many ask at once', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => documentsFor(customer.auth, applicationId)),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((res) => res.body)).size).toBe(1);
    const body = responses[0]?.json<DocumentsForSigning>();
    expect(body?.state).toBe('READY');
    expect(body?.documents.map((d) => d.kind)).toEqual(['CONTRACT', 'SECCI']);
    expect(await storedDocuments(applicationId)).toHaveLength(2);

    // Asked for again later: the same documents, nothing new made.
    const again = await documentsFor(customer.auth, applicationId);
    expect(again.json()).toEqual(body);
    expect(await storedDocuments(applicationId)).toHaveLength(2);
  });

  it("fills the documents with the customer's data and the offer's figures, as valid PDFs whose hash is listed", async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const { documents } = (await documentsFor(customer.auth, applicationId)).json<DocumentsForSigning>();
    const [row] = await t.database.db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.id, applicationId));
    if (!row) throw new Error('no application');
    const amount = formatHuf(row.amount);
    const monthlyPayment = formatHuf(row.quote.monthlyPayment);

    for (const document of documents) {
      const res = await download(customer.auth, document.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBe(document.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(document.sha256);

      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBeTruthy();
      const pages = await pdfPageTexts(bytes);
      expect(pages.length).toBe(pdf.getPageCount());
      const text = pages.join('\n');
      expect(text).toContain('Kiss Anna');
      expect(text).toContain(amount);
      expect(text).toContain(monthlyPayment);
      expect(text).not.toContain('{{');
      expect(text).not.toContain('\uFFFD');
    }

    const [contract, secci] = documents;
    const contractText = (
      await pdfPageTexts((await download(customer.auth, contract?.id ?? '')).rawPayload)
    ).join('\n');
    expect(contractText).toContain('Személyi kölcsönszerződés');
    expect(contractText).toContain('Székesfehérvár, 1985. április 12.');
    expect(contractText).toContain('1138 Budapest, Váci út 10. 3/12');
    expect(contractText).toContain('11773016-11111018');
    expect(contractText).toContain('Elállási jog');
    expect(contractText).toContain('Pénzügyi Békéltető Testület');
    expect(contractText).toContain('Előtörlesztés');

    const secciBytes = (await download(customer.auth, secci?.id ?? '')).rawPayload;
    const secciPages = await pdfPageTexts(secciBytes);
    // The overview comes first, on a phone-sized page.
    expect(secciPages[0]).toContain('Áttekintés');
    expect(secciPages[0]).toContain(amount);
    const secciText = secciPages.join('\n');
    for (const part of [
      '1. A hitelező neve és elérhetőségei',
      '2. A hiteltermék főbb jellemzői',
      '3. A hitel költségei',
      '4. Egyéb fontos jogi vonatkozások',
    ])
      expect(secciText).toContain(part);
    const [firstPage] = (await PDFDocument.load(secciBytes)).getPages();
    expect(firstPage?.getWidth()).toBeLessThan(400);
  });

  it('opens a contract document in the browser with inline=1, never an upload', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const [contract] = (await documentsFor(customer.auth, applicationId)).json<DocumentsForSigning>()
      .documents;
    const inline = await download(customer.auth, contract?.id ?? '', '?inline=1');
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="Hitelszerzodes HK-/);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');

    const uploads = await t.database.db
      .select({ id: customerDocuments.id })
      .from(customerDocuments)
      .where(and(eq(customerDocuments.applicationId, applicationId), eq(customerDocuments.kind, 'UPLOAD')));
    const upload = await download(customer.auth, uploads[0]?.id ?? '', '?inline=1');
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('lists the documents only from the contract stage on', async () => {
    const { customer, application } = await startTestApplication(t.app, t.database.db);
    const res = await documentsFor(customer.auth, application.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/személyazonosság/);
    expect(await storedDocuments(application.id)).toHaveLength(0);
  });

  it("answers 404 for another customer's documents and files", async () => {
    const owner = await applicationAtContractCheck(t.app, t.database.db);
    const { documents } = (
      await documentsFor(owner.customer.auth, owner.applicationId)
    ).json<DocumentsForSigning>();
    const stranger = (await startTestApplication(t.app, t.database.db)).customer;

    expect((await documentsFor(stranger.auth, owner.applicationId)).statusCode).toBe(404);
    for (const document of documents) {
      expect((await download(stranger.auth, document.id)).statusCode).toBe(404);
      expect((await download(stranger.auth, document.id, '?inline=1')).statusCode).toBe(404);
      const metadata = await t.app.inject({
        method: 'GET',
        url: `/api/drawer/document/${document.id}/customer-metadata`,
        headers: stranger.auth,
      });
      expect(metadata.statusCode).toBe(404);
    }
    // The owner sees them among their documents.
    const drawer = await t.app.inject({
      method: 'GET',
      url: '/api/drawer/user-documents',
      headers: owner.customer.auth,
    });
    const ids = drawer.json<{ id: string }[]>().map((d) => d.id);
    for (const document of documents) expect(ids).toContain(document.id);
    // Nothing is made for a stranger's request.
    const application = await t.app.inject({
      method: 'GET',
      url: `/api/credit/my-loan-application/${owner.applicationId}`,
      headers: owner.customer.auth,
    });
    expect(application.json<LoanApplication>().currentPosition).toBe('CONTRACT_CHECK');
  });

  it('shows each document template as text with its placeholders', async () => {
    const { customer } = await startTestApplication(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/administration/template-render/loan-contract',
      headers: customer.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Személyi kölcsönszerződés');
    expect(res.body).toContain('{{customer.fullName}}');
    expect(res.body).toContain('{{loan.thm}}');

    const secci = await t.app.inject({
      method: 'GET',
      url: '/api/administration/template-render/secci',
      headers: customer.auth,
    });
    expect(secci.body.indexOf('Áttekintés')).toBeLessThan(secci.body.indexOf('1. A hitelező neve'));

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/administration/template-render/nincs-ilyen',
      headers: customer.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/administration/template-render/secci' });
    expect(anonymous.statusCode).toBe(401);
  });
});
