import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { CustomerDocument, LoanApplication } from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments } from '../../db/schema/index.ts';
import {
  type ApplicantCustomer,
  fillTestApplication,
  startTestApplication,
  uploadDocument,
} from '../../testing/application.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { jpegImage, pngImage, pngWithHeader } from '../../testing/upload-files.ts';

const app_ = (id: string) => `/api/credit/loan-application/${id}`;
const ID_CARD = { promptId: 1, promptIdentifier: 'id_card_document' } as const;

/** A one-page PDF whose content stream is 50 MB of zeros, deflated to about 50 KB. */
async function pdfBomb(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const data = deflateSync(Buffer.alloc(50 * 1024 * 1024), { level: 9 });
  const content = PDFRawStream.of(pdf.context.obj({ Filter: 'FlateDecode', Length: data.length }), data);
  pdf.addPage().node.set(PDFName.of('Contents'), pdf.context.register(content));
  return Buffer.from(await pdf.save());
}

describe('document uploads are what they say', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** An application back at the documents step, each prompt holding the one PDF the fill uploaded. */
  async function applicationAtDocuments() {
    const started = await startTestApplication(t.app, t.database.db);
    const filled = await fillTestApplication(t.app, started.customer.auth, started.application);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `${app_(filled.id)}/update-position`,
      headers: started.customer.auth,
      payload: { flowPosition: 'FLOW', currentFlowIndex: 6 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return { customer: started.customer, id: filled.id };
  }

  const documentsOf = (applicationId: string) =>
    t.database.db.select().from(customerDocuments).where(eq(customerDocuments.applicationId, applicationId));

  const answersOf = async (customer: ApplicantCustomer, id: string) =>
    JSON.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/credit/my-loan-application/${id}`,
          headers: customer.auth,
        })
      ).json<LoanApplication>().dynamicData,
    );

  it('refuses spoofed, corrupt, truncated and bomb files with a Hungarian reason and writes nothing [ASVS V5.2.2 V5.2.3]', async () => {
    const { customer, id } = await applicationAtDocuments();
    const before = await documentsOf(id);
    const answersBefore = await answersOf(customer, id);
    const jpeg = jpegImage(64, 64);
    const png = pngImage(64, 64);

    const refusals = [
      {
        file: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(32 * 1024)]),
        name: 'igazolas.pdf',
        status: 415,
        fieldError: 'validation.fileType',
        message: /nem szabályos PDF/,
        messageKey: 'errors.document.unreadablePdf',
      },
      {
        file: Buffer.from('%PDF-1.4\n<!doctype html><html><body><h1>Számla</h1></body></html>\n'),
        name: 'szamla.pdf',
        status: 415,
        fieldError: 'validation.fileType',
        message: /nem szabályos PDF/,
        messageKey: 'errors.document.unreadablePdf',
      },
      {
        file: await pdfBomb(),
        name: 'kicsi.pdf',
        status: 413,
        fieldError: 'validation.fileSize',
        message: /kibontva túl nagy/,
        messageKey: 'errors.document.tooMuchContent',
      },
      {
        file: jpeg.subarray(0, jpeg.length - 40),
        name: 'foto.jpg',
        status: 415,
        fieldError: 'validation.fileType',
        message: /kép sérült vagy hiányos/,
        messageKey: 'errors.document.unreadableImage',
      },
      {
        file: png.subarray(0, png.length - 12),
        name: 'foto.png',
        status: 415,
        fieldError: 'validation.fileType',
        message: /kép sérült vagy hiányos/,
        messageKey: 'errors.document.unreadableImage',
      },
      {
        file: pngWithHeader(100_000, 100_000, Buffer.alloc(1000)),
        name: 'orias.png',
        status: 413,
        fieldError: 'validation.fileSize',
        message: /felbontása túl nagy: legfeljebb 50 megapixeles/,
        messageKey: 'errors.document.tooManyPixels',
        messageValues: { maxMegapixels: 50 },
      },
    ];
    for (const refusal of refusals) {
      const res = await uploadDocument(t.app, customer.auth, id, ID_CARD, refusal.file, refusal.name);
      expect(res.statusCode, `${refusal.name}: ${res.body}`).toBe(refusal.status);
      expect(res.json()).toEqual({
        code: refusal.status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE',
        message: expect.stringMatching(refusal.message),
        messageKey: refusal.messageKey,
        messageValues: refusal.messageValues,
        fieldErrors: { file: refusal.fieldError },
      });
    }

    expect(await documentsOf(id)).toEqual(before);
    expect(await answersOf(customer, id)).toEqual(answersBefore);
  });

  it('stores a real PDF under its name without direction overrides or invisible characters [ASVS V5.4.1]', async () => {
    const { customer, id } = await applicationAtDocuments();
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Munkaltatoi igazolas');
    const file = Buffer.from(await pdf.save());

    const res = await uploadDocument(t.app, customer.auth, id, ID_CARD, file, 'bér\u202Efdp.exe\u200B');
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json<CustomerDocument>();
    expect(document).toMatchObject({
      contentType: 'application/pdf',
      originalName: 'bérfdp.exe',
      size: file.length,
    });
    const [stored] = (await documentsOf(id)).filter((row) => row.id === document.id);
    expect(stored?.originalName).toBe('bérfdp.exe');
    expect(stored?.content.equals(file)).toBe(true);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/file/download/${document.id}`,
      headers: customer.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).not.toMatch(/%E2%80%AE/i);
  });
});
