import multipart from '@fastify/multipart';
import {
  applicationBaseDataSchema,
  applicationDataPatchResponseSchema,
  applicationDataPatchSchema,
  applicationIdParamsSchema,
  applicationPositionPatchSchema,
  applicationStatusResponseSchema,
  createLoanApplicationSchema,
  customerDocumentSchema,
  documentPromptSchema,
  errorResponseSchema,
  finishResponseSchema,
  flowSchema,
  loanApplicationSchema,
  loanApplicationSummarySchema,
  readonlyFieldSchema,
  scoringDecisionResponseSchema,
  simpleFieldConfigSchema,
  specialFieldSchema,
  statementPromptSchema,
} from '@hitelkapu/domain';
import { MAX_DOCUMENT_BYTES } from '@hitelkapu/domain/rules/flow';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { idempotencyHeadersSchema, idempotencyKeyOf } from '../../lib/idempotency.ts';
import { customerCallErrors, secured } from '../../lib/route-schemas.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { ApplicationsService } from './applications.service.ts';
import {
  contentDisposition,
  type DocumentsService,
  documentMessages,
  type Upload,
} from './documents.service.ts';
import type { FieldConfigService } from './field-configs.service.ts';
import type { ScoringService } from './scoring.service.ts';

const errors = customerCallErrors;

/** GET /administration/psd2-field/{id}; the domain has no contract for it yet. */
export const psd2FieldSchema = z.object({ id: z.number().int(), title: z.string(), description: z.string() });

const documentParamsSchema = z.object({ id: z.uuid(), docId: z.uuid() });
const documentIdParamsSchema = z.object({ id: z.uuid() });
const downloadQuerySchema = z.object({ inline: z.enum(['0', '1']).optional() });
const decisionParamsSchema = z.object({ id: z.uuid(), decisionId: z.uuid() });

const fieldIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

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
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'A dokumentumot multipart/form-data formátumban küldje.');
  const fields: Record<string, string> = {};
  let file: Pick<Upload, 'fileName' | 'content' | 'truncated'> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file')
          file = { fileName: part.filename, content, truncated: part.file.truncated };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION_FAILED', 'Egyszerre egy fájlt töltsön fel.', {
        file: 'validation.size',
      });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('VALIDATION_FAILED');
    // Nothing but the body is read here: a body that is not a readable form (no boundary, cut off) is the sender's.
    throw new AppError('VALIDATION_FAILED', undefined, { file: 'validation.invalid' });
  }
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fieldErrors[String(issue.path[0] ?? '_')] = 'validation.required';
    throw new AppError('VALIDATION_FAILED', undefined, fieldErrors);
  }
  if (!file)
    throw new AppError('VALIDATION_FAILED', documentMessages.missingFile, { file: 'validation.required' });
  return { ...parsed.data, ...file };
}

export function applicationRoutes(
  app: FastifyInstance,
  services: {
    applications: ApplicationsService;
    documents: DocumentsService;
    fieldConfigs: FieldConfigService;
    scoring: ScoringService;
  },
): void {
  const { applications, documents, fieldConfigs, scoring } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withSession = { onRequest: app.requireSession };
  const tags = ['loan-application'];
  const base = '/api/credit/loan-application/:id';

  r.post(
    '/api/credit/loan-application',
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Starts a loan application from an OK offer of the latest preliminary assessment (201); the open application of the same offer is answered again (200)',
        ...secured,
        body: createLoanApplicationSchema,
        response: { 200: loanApplicationSchema, 201: loanApplicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { application, created } = await applications.create(
        sessionOf(request).customer,
        request.body.offerId,
      );
      return reply.status(created ? 201 : 200).send(application);
    },
  );

  r.get(
    '/api/credit/my-loan-applications',
    {
      ...withSession,
      schema: {
        tags,
        summary: "The customer's loan applications, newest first",
        ...secured,
        response: { 200: z.array(loanApplicationSummarySchema), ...errors },
      },
    },
    async (request) => applications.list(sessionOf(request).customer.id),
  );

  r.get(
    '/api/credit/my-loan-application',
    {
      ...withSession,
      schema: {
        tags,
        summary: "The customer's open loan application (404 when there is none)",
        ...secured,
        response: { 200: loanApplicationSchema, ...errors },
      },
    },
    async (request) => applications.getOpen(sessionOf(request).customer),
  );

  r.get(
    '/api/credit/my-loan-application/:id',
    {
      ...withSession,
      schema: {
        tags,
        summary: 'One loan application of the customer',
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: loanApplicationSchema, ...errors },
      },
    },
    async (request) => applications.get(sessionOf(request).customer, request.params.id),
  );

  r.get(
    '/api/credit/my-loan-application-base-data/:id',
    {
      ...withSession,
      schema: {
        tags,
        summary: 'The values of the read-only fields (name, contacts, offer figures), formatted for display',
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: applicationBaseDataSchema, ...errors },
      },
    },
    async (request) => applications.getBaseData(sessionOf(request).customer, request.params.id),
  );

  r.get(
    `${base}/flow`,
    {
      ...withSession,
      schema: {
        tags,
        summary: "The application's flow with labels resolved; hidden questions carry hidden: true",
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: flowSchema, ...errors },
      },
    },
    async (request) => applications.getFlow(sessionOf(request).customer.id, request.params.id),
  );

  r.get(
    `${base}/status`,
    {
      ...withSession,
      schema: {
        tags,
        summary: 'Position, flow index and status of the application',
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: applicationStatusResponseSchema, ...errors },
      },
    },
    async (request) => applications.getStatus(sessionOf(request).customer.id, request.params.id),
  );

  r.patch(
    `${base}/data`,
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Autosaves one answer (checked by the flow engine; 409 when the answer changed since the given version)',
        ...secured,
        params: applicationIdParamsSchema,
        body: applicationDataPatchSchema,
        response: { 200: applicationDataPatchResponseSchema, ...errors },
      },
    },
    async (request) => applications.saveAnswer(sessionOf(request).customer, request.params.id, request.body),
  );

  r.patch(
    `${base}/update-position`,
    {
      ...withSession,
      schema: {
        tags,
        summary: 'Moves the application (legal customer moves only; forwards only past completed steps)',
        ...secured,
        params: applicationIdParamsSchema,
        body: applicationPositionPatchSchema,
        response: { 200: loanApplicationSchema, ...errors },
      },
    },
    async (request) =>
      applications.updatePosition(sessionOf(request).customer, request.params.id, request.body),
  );

  r.post(
    `${base}/close`,
    {
      ...withSession,
      schema: {
        tags,
        summary: 'Closes (abandons) the application; the profile returns to the offers',
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: loanApplicationSchema, ...errors },
      },
    },
    async (request) => applications.close(sessionOf(request).customer, request.params.id),
  );

  r.post(
    `${base}/finish`,
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Sends the application to scoring, once: needs an Idempotency-Key; an application already scored answers its first decision whatever the key; 409 unless at OVERVIEW with every answer valid',
        ...secured,
        params: applicationIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: finishResponseSchema, ...errors },
      },
    },
    async (request) =>
      scoring.finish(sessionOf(request).customer, request.params.id, idempotencyKeyOf(request)),
  );

  r.get(
    `${base}/scoring-decision`,
    {
      ...withSession,
      schema: {
        tags,
        summary: "The application's scoring decision (404 before finish)",
        ...secured,
        params: applicationIdParamsSchema,
        response: { 200: scoringDecisionResponseSchema, ...errors },
      },
    },
    async (request) => scoring.getDecision(sessionOf(request).customer.id, request.params.id),
  );

  r.get(
    `${base}/scoring-decision/:decisionId`,
    {
      ...withSession,
      schema: {
        tags,
        summary: 'One scoring decision of the application, with its reason codes',
        ...secured,
        params: decisionParamsSchema,
        response: { 200: scoringDecisionResponseSchema, ...errors },
      },
    },
    async (request) =>
      scoring.getDecision(sessionOf(request).customer.id, request.params.id, request.params.decisionId),
  );

  // Multipart is parsed only here: one file of at most 10 MB and two small fields.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: uploadLimits, throwFileSizeLimit: false });
    scope.withTypeProvider<ZodTypeProvider>().patch(
      `${base}/document`,
      {
        ...withSession,
        schema: {
          tags,
          summary:
            'Uploads one document (multipart: file, promptId, promptIdentifier); PDF, JPEG or PNG by content, at most 10 MB',
          consumes: ['multipart/form-data'],
          ...secured,
          params: applicationIdParamsSchema,
          response: {
            201: customerDocumentSchema,
            ...errors,
            413: errorResponseSchema,
            415: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const document = await documents.upload(sessionOf(request).customer, request.params.id, upload);
        return reply.status(201).send(document);
      },
    );
  });

  r.get(
    `${base}/document/:docId`,
    {
      ...withSession,
      schema: {
        tags,
        summary: 'Metadata of a document uploaded to the application',
        ...secured,
        params: documentParamsSchema,
        response: { 200: customerDocumentSchema, ...errors },
      },
    },
    async (request) =>
      documents.getApplicationDocument(
        sessionOf(request).customer.id,
        request.params.id,
        request.params.docId,
      ),
  );

  r.delete(
    `${base}/document/:docId`,
    {
      ...withSession,
      schema: {
        tags,
        summary: 'Removes a wrong upload while the flow is being filled in (204)',
        ...secured,
        params: documentParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await documents.deleteApplicationDocument(
        sessionOf(request).customer,
        request.params.id,
        request.params.docId,
      );
      return reply.status(204).send(null);
    },
  );

  const drawerTags = ['documents'];
  r.get(
    '/api/drawer/user-documents',
    {
      ...withSession,
      schema: {
        tags: drawerTags,
        summary: "The customer's documents, newest first",
        ...secured,
        response: { 200: z.array(customerDocumentSchema), ...errors },
      },
    },
    async (request) => documents.list(sessionOf(request).customer.id),
  );

  r.get(
    '/api/drawer/document/:id/customer-metadata',
    {
      ...withSession,
      schema: {
        tags: drawerTags,
        summary: "Metadata of one of the customer's documents",
        ...secured,
        params: documentIdParamsSchema,
        response: { 200: customerDocumentSchema, ...errors },
      },
    },
    async (request) => documents.getMetadata(sessionOf(request).customer.id, request.params.id),
  );

  r.get(
    '/api/file/download/:id',
    {
      ...withSession,
      schema: {
        tags: drawerTags,
        summary:
          "The bytes of one of the customer's documents, as an attachment; with inline=1 a PDF the portal made (contract, SECCI, signed copies, receipts) opens in the browser",
        ...secured,
        params: documentIdParamsSchema,
        querystring: downloadQuerySchema,
        // No response schema: the bytes are sent as they are; errors keep the one error shape.
      },
    },
    async (request, reply) => {
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
    },
  );

  const configTags = ['field-configs'];
  const configRoute = (
    path: string,
    summary: string,
    schema: z.ZodType,
    get: (id: number) => Promise<unknown>,
  ) =>
    app.withTypeProvider<ZodTypeProvider>().get(
      `/api/administration/${path}/:id`,
      {
        ...withSession,
        schema: {
          tags: configTags,
          summary,
          ...secured,
          params: fieldIdParamsSchema,
          response: { 200: schema, ...errors },
        },
      },
      async (request) => get(request.params.id) as never,
    );
  configRoute('field', 'A simple field configuration', simpleFieldConfigSchema, fieldConfigs.simpleField);
  configRoute('document-prompt', 'A document prompt', documentPromptSchema, fieldConfigs.documentPrompt);
  configRoute('readonly-field', 'A read-only field', readonlyFieldSchema, fieldConfigs.readonlyField);
  configRoute(
    'special-field',
    'A special field (KYC, EMAIL_CONFIRM)',
    specialFieldSchema,
    fieldConfigs.specialField,
  );
  configRoute(
    'statement',
    'A statement prompt with the current wording of its statement',
    statementPromptSchema,
    fieldConfigs.statementPrompt,
  );
  configRoute('psd2-field', 'A bank-account sync (PSD2) field', psd2FieldSchema, fieldConfigs.psd2Field);
}
