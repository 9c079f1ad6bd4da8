import { erasurePreviewSchema, erasureRequestSchema, erasureResponseSchema } from '../data-rights.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['data-rights'];

export const exportPersonalData = defineEndpoint({
  operationId: 'exportPersonalData',
  method: 'POST',
  path: '/api/profile/data-export',
  summary:
    "A ZIP of everything held about the customer (GDPR art. 15 and 20): adataim.json and the customer's documents. Audited; 5 an hour",
  tags,
  access: 'customer',
  response: { binary: 'application/zip' },
  errors: [429],
  // Collecting the documents into one archive can take longer than an ordinary call.
  timeoutMs: 120_000,
});

export const previewErasure = defineEndpoint({
  operationId: 'previewErasure',
  method: 'GET',
  path: '/api/profile/erasure',
  summary:
    'Before an erasure: whether it can be done now (and why not), what is kept until when, and whether a code is needed',
  tags,
  access: 'customer',
  response: erasurePreviewSchema,
});

export const eraseAccount = defineEndpoint({
  operationId: 'eraseAccount',
  method: 'POST',
  path: '/api/profile/erasure',
  summary: "Erases the customer's account",
  description:
    'Erases the account with the password (and a code from POST /api/profile/security-code when the second factor is on): sessions end, contacts are freed, what the law requires is kept. 409 while an application, a contract or a review is open.',
  tags,
  access: 'customer',
  body: erasureRequestSchema,
  response: erasureResponseSchema,
  errors: [404, 409, 429],
});
