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
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError, type ErrorWording } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import {
  checkUploadContent,
  cleanUploadFileName,
  MAX_IMAGE_PIXELS,
  MAX_PDF_PAGES,
  type UploadProblem,
} from '../../lib/upload-content.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import {
  type ApplicationRow,
  findCustomerApplication,
  updateApplication,
} from './applications.repository.ts';
import { allQuestions, bumpVersions, loadApplicationFlow } from './applications.service.ts';
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

/** The accepted formats of a prompt as the customer knows them: "PDF, JPEG". */
function formatNames(prompt: DocumentPrompt): string {
  return prompt.acceptedTypes
    .map((type) => ({ 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' })[type])
    .join(', ');
}

/** The refusal of a file whose content failed the check, in the customer's words. */
function contentRefusal(problem: UploadProblem, type: DocumentContentType | null): AppError {
  const unsupported = (wording: ErrorWording) =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', wording, { file: 'validation.fileType' });
  const tooLarge = (wording: ErrorWording) =>
    new AppError('PAYLOAD_TOO_LARGE', wording, { file: 'validation.fileSize' });
  switch (problem) {
    case 'unknownType':
    case 'notAccepted':
      return unsupported('errors.document.wrongType');
    case 'unreadable':
      return unsupported(
        type === 'application/pdf' ? 'errors.document.unreadablePdf' : 'errors.document.unreadableImage',
      );
    case 'encrypted':
      return unsupported('errors.document.encryptedPdf');
    case 'tooManyPages':
      return tooLarge({ key: 'errors.document.tooManyPages', values: { maxPages: MAX_PDF_PAGES } });
    case 'tooMuchContent':
      return tooLarge('errors.document.tooMuchContent');
    case 'tooManyPixels':
      return tooLarge({
        key: 'errors.document.tooManyPixels',
        values: { maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000 },
      });
    case 'tooComplex':
      return tooLarge('errors.document.tooComplex');
  }
}

/**
 * The checks of an upload to a document prompt, without writing anything: the size within the
 * prompt's limit, not empty, and the type by its content among the prompt's accepted ones. Used
 * by the flow's uploads and by a reviewer's request for a missing document (modules/todos).
 */
export async function checkPromptUpload(
  prompt: DocumentPrompt,
  upload: { content: Buffer; truncated: boolean },
): Promise<{ type: DocumentContentType; extension: string }> {
  const maxBytes = Math.min(prompt.maxBytes, MAX_DOCUMENT_BYTES);
  if (upload.truncated || upload.content.length > maxBytes)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      { key: 'errors.document.tooLarge', values: { maxMegabytes: Math.floor(maxBytes / (1024 * 1024)) } },
      { file: 'validation.fileSize' },
    );
  if (upload.content.length === 0)
    throw new AppError('VALIDATION_FAILED', 'errors.document.empty', { file: 'validation.required' });
  const checked = await checkUploadContent(upload.content, prompt.acceptedTypes);
  if (!checked.ok && checked.problem === 'notAccepted')
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      { key: 'errors.document.typeNotAccepted', values: { types: formatNames(prompt) } },
      { file: 'validation.fileType' },
    );
  if (!checked.ok) throw contentRefusal(checked.problem, checked.type);
  return { type: checked.type, extension: checked.extension };
}

/** Stores an upload that passed `checkPromptUpload` as a document of the application, under its prompt. */
export async function storePromptUpload(
  tx: Pick<Db, 'insert' | 'delete'>,
  values: {
    customerId: string;
    applicationId: string;
    prompt: DocumentPrompt;
    promptIdentifier: string;
    fileName: string | undefined;
    content: Buffer;
    checked: { type: DocumentContentType; extension: string };
  },
): Promise<CustomerDocument> {
  const id = randomUUID();
  return insertDocument(tx, {
    id,
    customerId: values.customerId,
    applicationId: values.applicationId,
    promptId: values.prompt.id,
    promptIdentifier: values.promptIdentifier,
    originalName: cleanUploadFileName(values.fileName),
    storedName: `${id}.${values.checked.extension}`,
    contentType: values.checked.type,
    size: values.content.length,
    sha256: createHash('sha256').update(values.content).digest('hex'),
    content: values.content,
  });
}

/**
 * Adds documents the customer sent for a reviewer's request to the prompt's answer (the list of
 * its document ids), with the answer's version bumped, in the caller's transaction.
 */
export async function addDocumentsToPromptAnswer(
  tx: Pick<Db, 'select' | 'insert' | 'update' | 'delete'>,
  row: ApplicationRow,
  promptIdentifier: string,
  documentIds: readonly string[],
): Promise<ApplicationRow> {
  const current = parseListAnswer(row.answers[promptIdentifier]) ?? [];
  const next = [...current, ...documentIds.filter((id) => !current.includes(id))];
  return updateApplication(tx, row.id, {
    answers: { ...row.answers, [promptIdentifier]: JSON.stringify(next) },
    answerVersions: bumpVersions(row.answerVersions, [promptIdentifier]),
  });
}

export interface Upload {
  promptId: number;
  promptIdentifier: string;
  fileName: string | undefined;
  content: Buffer;
  /** The upload was cut off at the size limit. */
  truncated: boolean;
}

export function createDocumentsService(
  { db, limiter }: { db: Db; limiter: RateLimiter },
  cache: ConfigCache = noConfigCache,
) {
  /** The application locked for the transaction; it must be in FLOW for documents to change. */
  async function lockEditable(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    customerId: string,
    id: string,
  ) {
    const row = await findCustomerApplication(tx, customerId, id, { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', 'errors.application.notFound');
    if (row.position !== 'FLOW') throw new AppError('CONFLICT', 'errors.application.notEditable');
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
      if (!application) throw new AppError('NOT_FOUND', 'errors.application.notFound');
      const flow = await loadApplicationFlow(db, application.flowId, cache);
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
        throw new AppError('VALIDATION_FAILED', 'errors.document.wrongPrompt', {
          promptId: 'validation.notExpected',
        });

      const checked = await checkPromptUpload(prompt, upload);
      return db.transaction(async (tx) => {
        const row = await lockEditable(tx, customer.id, applicationId);
        const current = parseListAnswer(row.answers[question.identifier]) ?? [];
        if (current.length >= prompt.maxFiles)
          throw new AppError(
            'CONFLICT',
            { key: 'errors.document.tooMany', values: { maxFiles: prompt.maxFiles } },
            { file: 'validation.tooManyFiles' },
          );
        const document = await storePromptUpload(tx, {
          customerId: customer.id,
          applicationId: row.id,
          prompt,
          promptIdentifier: question.identifier,
          fileName: upload.fileName,
          content: upload.content,
          checked,
        });
        await addDocumentsToPromptAnswer(tx, row, question.identifier, [document.id]);
        return document;
      });
    },

    async getApplicationDocument(
      customerId: string,
      applicationId: string,
      id: string,
    ): Promise<CustomerDocument> {
      const document = await findCustomerDocument(db, customerId, id, applicationId);
      if (!document) throw new AppError('NOT_FOUND', 'errors.document.notFound');
      return document;
    },

    /** Removes a wrong upload while the flow is being filled in; the prompt's list loses it. */
    async deleteApplicationDocument(customer: CustomerRow, applicationId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockEditable(tx, customer.id, applicationId);
        const document = await findCustomerDocument(tx, customer.id, id, applicationId);
        if (!document) throw new AppError('NOT_FOUND', 'errors.document.notFound');
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
      if (!document) throw new AppError('NOT_FOUND', 'errors.document.notFound');
      return document;
    },

    async download(
      customerId: string,
      id: string,
    ): Promise<{ document: CustomerDocument; kind: DocumentKind; content: Buffer }> {
      const found = await findDocumentContent(db, customerId, id);
      if (!found) throw new AppError('NOT_FOUND', 'errors.document.notFound');
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
