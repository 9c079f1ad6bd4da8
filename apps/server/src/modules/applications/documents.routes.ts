import {
  deleteApplicationDocument,
  downloadDocument,
  getApplicationDocument,
  getDocumentMetadata,
  listMyDocuments,
  uploadApplicationDocument,
} from '@hitelkapu/domain/contracts/endpoints/documents';
import { MAX_DOCUMENT_BYTES } from '@hitelkapu/domain/rules/flow';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { readMultipart, registerMultipart } from '../../lib/multipart.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { contentDisposition, type DocumentsService, type Upload } from './documents.service.ts';

const uploadFieldsSchema = z.object({
  promptId: z.coerce.number().int().positive().max(2_147_483_647),
  promptIdentifier: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .max(60),
});

/** Multipart limits of PATCH document: one file of at most 10 MB and the two small fields. */
const uploadLimits = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 200,
  parts: 6,
  headerPairs: 50,
};

/** Reads the multipart body of PATCH document; the file's type and size are judged by the service. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const form = await readMultipart(request, {
    fileFields: ['file'],
    reportOn: 'file',
    messages: {
      notMultipart: 'errors.document.notMultipart',
      tooManyFiles: 'errors.document.tooManyFiles',
    },
  });
  const parsed = uploadFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fieldErrors[String(issue.path[0] ?? '_')] = 'validation.required';
    throw new AppError('VALIDATION_FAILED', undefined, fieldErrors);
  }
  const file = form.files.file;
  if (!file)
    throw new AppError('VALIDATION_FAILED', 'errors.document.missingFile', { file: 'validation.required' });
  return { ...parsed.data, ...file };
}

/** The documents of an application (upload, metadata, removal) and the customer's document drawer. */
export function documentRoutes(app: FastifyInstance, documents: DocumentsService): void {
  // Multipart is parsed only here: one file of at most 10 MB and two small fields.
  app.register(async (scope) => {
    await registerMultipart(scope, uploadLimits);
    route(scope, uploadApplicationDocument, async (request) => {
      const upload = await readUpload(request);
      return documents.upload(sessionOf(request).customer, request.params.id, upload);
    });
  });

  route(app, getApplicationDocument, async (request) =>
    documents.getApplicationDocument(sessionOf(request).customer.id, request.params.id, request.params.docId),
  );

  route(app, deleteApplicationDocument, async (request) => {
    await documents.deleteApplicationDocument(
      sessionOf(request).customer,
      request.params.id,
      request.params.docId,
    );
    return null;
  });

  route(app, listMyDocuments, async (request) => documents.list(sessionOf(request).customer.id));

  route(app, getDocumentMetadata, async (request) =>
    documents.getMetadata(sessionOf(request).customer.id, request.params.id),
  );

  route(app, downloadDocument, async (request, reply) => {
    const { document, kind, content } = await documents.download(
      sessionOf(request).customer.id,
      request.params.id,
    );
    // Only the portal's own PDFs are shown inline: a customer's upload is never rendered by the browser.
    const inline = request.query.inline === '1' && kind !== 'UPLOAD';
    return reply
      .header('Content-Type', document.contentType)
      .header(
        'Content-Disposition',
        contentDisposition(document.originalName, inline ? 'inline' : 'attachment'),
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(content);
  });
}
