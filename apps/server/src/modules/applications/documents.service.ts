import { createHash, randomUUID } from 'node:crypto';
import {
  type CustomerDocument,
  type DocumentPrompt,
  parseListAnswer,
  visibleFlowQuestionIds,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { MAX_DOCUMENT_BYTES } from '../../db/seed/application-flow.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { CustomerRow } from '../auth/customers.repository.ts';
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

/** File signatures: what a file is, whatever its name says. */
const signatures: { type: DocumentContentType; extension: string; bytes: number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function detectContentType(content: Buffer): { type: DocumentContentType; extension: string } | null {
  const match = signatures.find(
    (signature) =>
      content.length >= signature.bytes.length && signature.bytes.every((byte, i) => content[i] === byte),
  );
  return match ? { type: match.type, extension: match.extension } : null;
}

/** The name as the customer's device gave it, without a path or control characters, for showing back only. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? 'dokumentum' : cleaned;
}

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
} as const;

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
      const detected = detectContentType(upload.content);
      if (!detected)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.wrongType, {
          file: 'validation.fileType',
        });
      if (!prompt.acceptedTypes.includes(detected.type))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.typeNotAccepted(prompt), {
          file: 'validation.fileType',
        });

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
          originalName: cleanOriginalName(upload.fileName),
          storedName: `${id}.${detected.extension}`,
          contentType: detected.type,
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
