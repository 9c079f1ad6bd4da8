import { createHash } from 'node:crypto';
import {
  type DocumentsForSigning,
  formatHuf,
  formatPercent,
  type LoanApplication,
  latePaymentInterestPercent,
} from '@hitelkapu/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, loanApplications } from '../../db/schema/index.ts';
import { standardLatePayment } from '../../seed/loan-products.ts';
import { startTestApplication } from '../../testing/application.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import { applicationAtContractCheck } from '../../testing/signing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { lenderDetails } from './lender.ts';

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

    const [contract] = documents;
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
  });

  /** The documents of a fresh application at the contract stage, with its stored row. */
  async function documentsAtContractCheck() {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const { documents } = (await documentsFor(customer.auth, applicationId)).json<DocumentsForSigning>();
    const [row] = await t.database.db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.id, applicationId));
    if (!row) throw new Error('no application');
    const bytesOf = async (kind: 'CONTRACT' | 'SECCI') => {
      const document = documents.find((d) => d.kind === kind);
      return (await download(customer.auth, document?.id ?? '')).rawPayload;
    };
    return { row, contract: await bytesOf('CONTRACT'), secci: await bytesOf('SECCI') };
  }

  /** A rate as the documents print it: 13,9 % or 30,25 %. */
  const percent = (value: number) =>
    formatPercent(value / 100, Number.isInteger(Math.round(value * 100) / 10) ? 1 : 2);

  /** A page's text as one line: wrapped lines join with a space, so phrases read whole. */
  const oneLine = (text: string | undefined) => (text ?? '').replaceAll('\n', ' ');

  it("puts every Part I item of the SECCI on its first page, with the application's own figures (CCD2 Annex I)", async () => {
    const { row, secci } = await documentsAtContractCheck();
    const { quote } = row;
    const pages = await pdfPageTexts(secci);
    const first = oneLine(pages[0]);
    const lateRate = latePaymentInterestPercent(quote.annualRatePercent, standardLatePayment, quote.thmCap);

    expect(first).toContain('I. rész: A legfontosabb tudnivalók');
    const partOne: [string, string][] = [
      ['creditor identity', `${lenderDetails.name}, ${lenderDetails.address}`],
      ['creditor registration', `Cégjegyzékszám: ${lenderDetails.registry}`],
      ['creditor licence', `Felügyeleti engedély: ${lenderDetails.licence}`],
      ['type of credit', 'A hitel típusa Személyi kölcsön: szabad felhasználású fogyasztási kölcsön'],
      ['total amount of credit', `A hitel teljes összege ${formatHuf(quote.amount)}`],
      ['duration', `A hitelszerződés időtartama ${quote.months} hónap`],
      [
        'instalments: number, amount and frequency',
        `${quote.months} havi részlet, egyenként ${formatHuf(quote.monthlyPayment)}, minden hónap ugyanazon napján`,
      ],
      [
        'borrowing rate, fixed',
        `Évi ${percent(quote.annualRatePercent)}, a teljes futamidőre rögzített (fix)`,
      ],
      ['THM', `Teljes hiteldíj mutató (THM) ${formatPercent(quote.thm / 100)}`],
      [
        'total amount payable',
        `${formatHuf(quote.totalRepayable)}, ebből a hitel teljes díja ${formatHuf(quote.totalCost)}`,
      ],
      [
        'costs of late payment',
        `Késedelmi kamat évi ${percent(lateRate)}; felszólító levél 1 000 Ft levelenként`,
      ],
      [
        'withdrawal right, 14 days from conclusion or the later receipt of the terms',
        'Igen. 14 napon belül indoklás nélkül elállhat a szerződéstől. A 14 nap a szerződés megkötésétől számít, vagy ha az később van, attól a naptól, amikor a szerződési feltételeket és a kötelező tájékoztatást megkapta.',
      ],
      ['the borrowing warning', 'Figyelem! A hitelfelvétel költségekkel jár.'],
    ];
    for (const [item, expected] of partOne) expect(first, item).toContain(expected);

    // Part II, the form's five sections, starts on the next page.
    expect(first).not.toContain('II. rész: Részletes tájékoztatás');
    expect(oneLine(pages[1])).toMatch(/^II\. rész: Részletes tájékoztatás/);
    const rest = oneLine(pages.slice(1).join('\n'));
    for (const part of [
      '1. A hitelező neve és elérhetőségei',
      '2. A hiteltermék főbb jellemzői',
      '3. A hitel költségei',
      '4. Egyéb fontos jogi vonatkozások',
      '5. Panasz és felügyelet',
    ])
      expect(rest).toContain(part);
  });

  it('states the late-payment terms and the automated-processing notices in the contract and the SECCI (CCD2 art. 13, 18 (8), 21)', async () => {
    const { row, contract, secci } = await documentsAtContractCheck();
    const lateRate = latePaymentInterestPercent(
      row.quote.annualRatePercent,
      standardLatePayment,
      row.quote.thmCap,
    );
    for (const [name, bytes] of [
      ['contract', contract],
      ['SECCI', secci],
    ] as const) {
      const text = oneLine((await pdfPageTexts(bytes)).join('\n'));
      expect(text, name).toContain(
        `Késedelmi kamat Évi ${percent(lateRate)}: az ügyleti kamat és további 3 százalékpont, de legfeljebb a THM-korlát (${percent(row.quote.thmCap)})`,
      );
      expect(text, name).toContain('Fizetési felszólító levél 1 000 Ft levelenként');
      expect(text, name).toContain('Behajtási átalányt nem számítunk fel');
      expect(text, name).toContain('A késedelemért ezeken kívül más díjat vagy költséget nem számítunk fel.');
      expect(text, name).toContain(
        'Ajánlatunkat az Ön által megadott adatok alapján, automatizált adatfeldolgozással szabtuk személyre (EU 2023/2225 irányelv 13. cikk).',
      );
      expect(text, name).toContain(
        'kérheti, hogy munkatársunk emberi beavatkozással vizsgálja felül a döntést',
      );
      expect(text, name).toContain('(EU 2023/2225 irányelv 18. cikk (8) bekezdés)');
      expect(text, name).toContain('vagy ha az később van, attól a naptól, amikor a szerződési feltételeket');
    }
  });

  it('prints the contract and the SECCI on A4 (595.28 × 841.89 pt), every page', async () => {
    const { contract, secci } = await documentsAtContractCheck();
    for (const bytes of [contract, secci]) {
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThan(1);
      for (const page of pdf.getPages()) {
        expect(page.getWidth()).toBeCloseTo(595.28, 2);
        expect(page.getHeight()).toBeCloseTo(841.89, 2);
      }
    }
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
    expect(res.json().messageKey).toBe('errors.signing.notReady');
    expect(await storedDocuments(application.id)).toHaveLength(0);
  });

  it("answers 404 for another customer's documents and files [ASVS V8.2.2]", async () => {
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
    // The title and the type of credit come from the product kind.
    expect(res.body).toContain('{{credit.contractTitle}}');
    expect(res.body).toContain('{{customer.fullName}}');
    expect(res.body).toContain('{{loan.thm}}');
    expect(res.body).toContain('[A késedelmes fizetés költségei a termék beállításaiból');

    const secci = await t.app.inject({
      method: 'GET',
      url: '/api/administration/template-render/secci',
      headers: customer.auth,
    });
    expect(secci.body.indexOf('I. rész: A legfontosabb tudnivalók')).toBeLessThan(
      secci.body.indexOf('1. A hitelező neve'),
    );

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
