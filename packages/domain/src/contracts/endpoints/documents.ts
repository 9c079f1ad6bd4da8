import { z } from 'zod';
import { applicationIdParamsSchema, customerDocumentSchema } from '../application.ts';
import { defineEndpoint } from '../endpoint.ts';

const documentParams = z.object({ id: z.uuid(), docId: z.uuid() });
const documentIdParams = z.object({ id: z.uuid() });

export const uploadApplicationDocument = defineEndpoint({
  operationId: 'uploadApplicationDocument',
  method: 'PATCH',
  path: '/api/credit/loan-application/:id/document',
  summary:
    'Uploads one document (multipart: file, promptId, promptIdentifier); PDF, JPEG or PNG by content, at most 10 MB',
  tags: ['loan-application'],
  access: 'customer',
  params: applicationIdParamsSchema,
  body: 'multipart',
  response: customerDocumentSchema,
  successStatus: 201,
  errors: [409, 429],
  // A large file on a slow mobile line.
  timeoutMs: 120_000,
});

export const getApplicationDocument = defineEndpoint({
  operationId: 'getApplicationDocument',
  method: 'GET',
  path: '/api/credit/loan-application/:id/document/:docId',
  summary: 'Metadata of a document uploaded to the application',
  tags: ['loan-application'],
  access: 'customer',
  params: documentParams,
  response: customerDocumentSchema,
});

export const deleteApplicationDocument = defineEndpoint({
  operationId: 'deleteApplicationDocument',
  method: 'DELETE',
  path: '/api/credit/loan-application/:id/document/:docId',
  summary: 'Removes a wrong upload while the flow is being filled in (204)',
  tags: ['loan-application'],
  access: 'customer',
  params: documentParams,
  response: null,
  errors: [409],
});

const drawerTags = ['documents'];

export const listMyDocuments = defineEndpoint({
  operationId: 'listMyDocuments',
  method: 'GET',
  path: '/api/drawer/user-documents',
  summary: "The customer's documents, newest first",
  tags: drawerTags,
  access: 'customer',
  response: z.array(customerDocumentSchema),
});

export const getDocumentMetadata = defineEndpoint({
  operationId: 'getDocumentMetadata',
  method: 'GET',
  path: '/api/drawer/document/:id/customer-metadata',
  summary: "Metadata of one of the customer's documents",
  tags: drawerTags,
  access: 'customer',
  params: documentIdParams,
  response: customerDocumentSchema,
});

export const downloadDocument = defineEndpoint({
  operationId: 'downloadDocument',
  method: 'GET',
  path: '/api/file/download/:id',
  summary: "Downloads one of the customer's documents",
  description:
    "The bytes of one of the customer's documents, as an attachment; with inline=1 a PDF the portal made (contract, SECCI, signed copies, receipts) opens in the browser. The Content-Type is the document's own: application/pdf, image/jpeg or image/png.",
  tags: drawerTags,
  access: 'customer',
  params: documentIdParams,
  query: z.object({ inline: z.enum(['0', '1']).optional() }),
  response: { binary: 'application/octet-stream' },
  timeoutMs: 120_000,
});
