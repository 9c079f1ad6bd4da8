import { createHash, randomUUID } from 'node:crypto';
import {
  type CustomerDocument,
  type DocumentPrompt,
  parseListAnswer,
  visibleFlowQuestionIds,
} from '@hitelkapu/domain';
import { MAX_DOCUMENT_BYTES } from '@hitelkapu/domain/rules/flow';
import type { Db } from '../../db/client.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import {
  checkUploadContent,
  cleanUploadFileName,
  MAX_IMAGE_PIXELS,
  MAX_PDF_PAGES,
  type UploadProblem,
} from '../../lib/upload-content.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { findCustomerApplication, updateApplication } from './applications.repository.ts';
import {
  allQuestions,
  applicationMessages,
  bumpVersions,
  loadApplicationFlow,
} from './applications.service.ts';
import {
  type DocumentKind,
  deleteDocument,
  findCustomerDocument,
  findDocumentContent,
  insertDocument,
  listCustomerDocuments,
} from './documents.repository.ts';
import { findDocumentPrompt } from './flow.repository.ts';

export type DocumentContentType = CustomerDocument['contentType'];

export const documentMessages = {
  notFound: 'Ez a dokumentum nem található.',
  wrongPrompt: 'Ehhez a kérdéshez nem tölthető fel dokumentum.',
  empty: 'A kiválasztott fájl üres. Válasszon másik fájlt.',
  missingFile: 'Nem érkezett fájl. Válassza ki a feltöltendő dokumentumot.',
  wrongType:
    'Ez a fájl nem PDF, JPEG vagy PNG formátumú. A fájl tartalmát ellenőrizzük, nem a nevét: mentse el vagy fényképezze le a dokumentumot ezek egyikében.',
  typeNotAccepted: (prompt: DocumentPrompt) =>
    `Ennél a dokumentumnál csak a következő formátumok fogadhatók el: ${prompt.acceptedTypes
      .map((type) => ({ 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' })[type])
      .join(', ')}.`,
  tooLarge: (maxBytes: number) =>
    `A fájl túl nagy. Legfeljebb ${Math.floor(maxBytes / (1024 * 1024))} MB-os fájlt tölthet fel; egy kisebb felbontású fénykép vagy tömörített PDF általában elég.`,
  tooMany: (maxFiles: number) =>
    `Ehhez a dokumentumhoz legfeljebb ${maxFiles} fájlt tölthet fel. Ha valamelyik hibás, előbb törölje azt.`,
  unreadablePdf:
    'Ez a fájl sérült, vagy nem szabályos PDF, ezért nem tudjuk megnyitni. Mentse el újra PDF-ként (például a „Nyomtatás PDF-be” lehetőséggel), vagy fényképezze le a dokumentumot.',
  unreadableImage:
    'Ez a kép sérült vagy hiányos, ezért nem tudjuk megnyitni. Készítsen új fényképet, vagy mentse el újra JPEG vagy PNG formátumban.',
  encryptedPdf:
    'Ez a PDF jelszóval védett vagy titkosított, ezért nem tudjuk megnyitni. Mentse el jelszó nélkül, majd töltse fel újra.',
  tooManyPages: `A PDF legfeljebb ${MAX_PDF_PAGES} oldalas lehet. Csak a kért dokumentum oldalait töltse fel.`,
  tooMuchContent:
    'A PDF tartalma kibontva túl nagy, ezért nem tudjuk feldolgozni. Mentse el újra kisebb felbontással, vagy fényképezze le a dokumentumot.',
  tooManyPixels: `A kép felbontása túl nagy: legfeljebb ${MAX_IMAGE_PIXELS / 1_000_000} megapixeles lehet. Egy kisebb felbontású fénykép is elég.`,
  tooComplex:
    'A fájl ellenőrzése túl sokáig tartana. Mentse el kisebb felbontással vagy kevesebb oldallal, majd töltse fel újra.',
} as const;

/** The refusal of a file whose content failed the check, in the customer's words. */
function contentRefusal(problem: UploadProblem, type: DocumentContentType | null): AppError {
  const unsupported = (message: string) =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', message, { file: 'validation.fileType' });
  const tooLarge = (message: string) =>
    new AppError('PAYLOAD_TOO_LARGE', message, { file: 'validation.fileSize' });
  switch (problem) {
    case 'unknownType':
    case 'notAccepted':
      return unsupported(documentMessages.wrongType);
    case 'unreadable':
      return unsupported(
        type === 'application/pdf' ? documentMessages.unreadablePdf : documentMessages.unreadableImage,
      );
    case 'encrypted':
      return unsupported(documentMessages.encryptedPdf);
    case 'tooManyPages':
      return tooLarge(documentMessages.tooManyPages);
    case 'tooMuchContent':
      return tooLarge(documentMessages.tooMuchContent);
    case 'tooManyPixels':
      return tooLarge(documentMessages.tooManyPixels);
    case 'tooComplex':
      return tooLarge(documentMessages.tooComplex);
  }
}

export interface Upload {
  promptId: number;
  promptIdentifier: string;
  fileName: string | undefined;
  content: Buffer;
  /** The upload was cut off at the size limit. */
  truncated: boolean;
}

export function createDocumentsService({ db, limiter }: { db: Db; limiter: RateLimiter }) {
  /** The application locked for the transaction; it must be in FLOW for documents to change. */
  async function lockEditable(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    customerId: string,
    id: string,
  ) {
    const row = await findCustomerApplication(tx, customerId, id, { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    if (row.position !== 'FLOW') throw new AppError('CONFLICT', applicationMessages.notEditable);
    return row;
  }

  return {
    /**
     * Stores one upload of a visible DOCUMENT_PROMPT of the application's flow: type by its
     * content, size and count within the prompt's limits, a server-made name, its SHA-256;
     * the prompt's answer becomes the list of its document ids. Nothing is written on refusal.
     */
    async upload(customer: CustomerRow, applicationId: string, upload: Upload): Promise<CustomerDocument> {
      await enforceLimit(limiter, limits.documentUploadsPerCustomer, customer.id);
      const application = await findCustomerApplication(db, customer.id, applicationId);
      if (!application) throw new AppError('NOT_FOUND', applicationMessages.notFound);
      const flow = await loadApplicationFlow(db, application.flowId);
      const question = allQuestions(flow).find(
        (q) =>
          q.type === 'DOCUMENT_PROMPT' &&
          q.identifier === upload.promptIdentifier &&
          q.fieldId === upload.promptId,
      );
      const visible = visibleFlowQuestionIds(flow, application.answers);
      const prompt =
        question && visible.has(question.identifier) ? await findDocumentPrompt(db, question.fieldId) : null;
      if (!question || !prompt)
        throw new AppError('VALIDATION_FAILED', documentMessages.wrongPrompt, {
          promptId: 'validation.notExpected',
        });

      const maxBytes = Math.min(prompt.maxBytes, MAX_DOCUMENT_BYTES);
      if (upload.truncated || upload.content.length > maxBytes)
        throw new AppError('PAYLOAD_TOO_LARGE', documentMessages.tooLarge(maxBytes), {
          file: 'validation.fileSize',
        });
      if (upload.content.length === 0)
        throw new AppError('VALIDATION_FAILED', documentMessages.empty, { file: 'validation.required' });
      const checked = await checkUploadContent(upload.content, prompt.acceptedTypes);
      if (!checked.ok && checked.problem === 'notAccepted')
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.typeNotAccepted(prompt), {
          file: 'validation.fileType',
        });
      if (!checked.ok) throw contentRefusal(checked.problem, checked.type);

      const id = randomUUID();
      const sha256 = createHash('sha256').update(upload.content).digest('hex');
      return db.transaction(async (tx) => {
        const row = await lockEditable(tx, customer.id, applicationId);
        const current = parseListAnswer(row.answers[question.identifier]) ?? [];
        if (current.length >= prompt.maxFiles)
          throw new AppError('CONFLICT', documentMessages.tooMany(prompt.maxFiles), {
            file: 'validation.tooManyFiles',
          });
        const document = await insertDocument(tx, {
          id,
          customerId: customer.id,
          applicationId: row.id,
          promptId: prompt.id,
          promptIdentifier: question.identifier,
          originalName: cleanUploadFileName(upload.fileName),
          storedName: `${id}.${checked.extension}`,
          contentType: checked.type,
          size: upload.content.length,
          sha256,
          content: upload.content,
        });
        await updateApplication(tx, row.id, {
          answers: { ...row.answers, [question.identifier]: JSON.stringify([...current, id]) },
          answerVersions: bumpVersions(row.answerVersions, [question.identifier]),
        });
        return document;
      });
    },

    async getApplicationDocument(
      customerId: string,
      applicationId: string,
      id: string,
    ): Promise<CustomerDocument> {
      const document = await findCustomerDocument(db, customerId, id, applicationId);
      if (!document) throw new AppError('NOT_FOUND', documentMessages.notFound);
      return document;
    },

    /** Removes a wrong upload while the flow is being filled in; the prompt's list loses it. */
    async deleteApplicationDocument(customer: CustomerRow, applicationId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockEditable(tx, customer.id, applicationId);
        const document = await findCustomerDocument(tx, customer.id, id, applicationId);
        if (!document) throw new AppError('NOT_FOUND', documentMessages.notFound);
        const key = document.promptIdentifier;
        await deleteDocument(tx, id);
        if (!key) return;
        const remaining = (parseListAnswer(row.answers[key]) ?? []).filter((documentId) => documentId !== id);
        const answers = { ...row.answers };
        if (remaining.length === 0) delete answers[key];
        else answers[key] = JSON.stringify(remaining);
        await updateApplication(tx, row.id, {
          answers,
          answerVersions: bumpVersions(row.answerVersions, [key]),
        });
      });
    },

    async list(customerId: string): Promise<CustomerDocument[]> {
      return listCustomerDocuments(db, customerId);
    },

    async getMetadata(customerId: string, id: string): Promise<CustomerDocument> {
      const document = await findCustomerDocument(db, customerId, id);
      if (!document) throw new AppError('NOT_FOUND', documentMessages.notFound);
      return document;
    },

    async download(
      customerId: string,
      id: string,
    ): Promise<{ document: CustomerDocument; kind: DocumentKind; content: Buffer }> {
      const found = await findDocumentContent(db, customerId, id);
      if (!found) throw new AppError('NOT_FOUND', documentMessages.notFound);
      return found;
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** `attachment` (or `inline`) with an ASCII fallback name and the exact name in UTF-8 (RFC 6266, RFC 5987). */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .trim();
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii || 'dokumentum'}"; filename*=UTF-8''${encoded}`;
}
