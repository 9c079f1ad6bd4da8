import { z } from 'zod';
import { applicationIdParamsSchema, loanApplicationSchema } from '../application.ts';
import { defineEndpoint } from '../endpoint.ts';
import { idempotencyHeadersSchema } from '../headers.ts';
import { verificationStartSchema } from '../identification.ts';
import {
  applicationResultSchema,
  applicationWithResultSchema,
  contractErrorReportSchema,
  documentsForSigningSchema,
  evaluateScoringSchema,
  openSigningResponseSchema,
  signingConfirmSchema,
  signingSessionSchema,
  signingStartResponseSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
} from '../signing.ts';

/*
 * Contract documents, signing with a one-time code, the result and the withdrawal (issue 5,
 * DOMAIN "Identity verification and signing"). Every call is the owner's only: another
 * customer's application answers 404 like an unknown id.
 */

const tags = ['loan-application'];

export const getDocumentsForSigning = defineEndpoint({
  operationId: 'getDocumentsForSigning',
  method: 'GET',
  path: '/api/credit/loan-application/:id/documents-for-signing',
  summary: 'The contract and SECCI to read and sign, or the signed copies',
  description:
    'The contract and the SECCI to read and sign (made once, on the first request at CONTRACT_CHECK), or the signed copies after signing; 409 before the contract stage.',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: documentsForSigningSchema,
  errors: [409],
  // The first request renders both documents.
  timeoutMs: 60_000,
});

export const reportContractError = defineEndpoint({
  operationId: 'reportContractError',
  method: 'PATCH',
  path: '/api/credit/loan-application-signature/error-found',
  summary: 'Reports an error in the contract documents',
  description:
    'The customer found an error in the documents: signing stops, the report is stored, the application goes to a person (OFFLINE_UNDER_REVIEW, ERROR_FOUND).',
  tags,
  access: 'customer',
  body: contractErrorReportSchema,
  response: loanApplicationSchema,
  // The application is named in the body, so an unknown one is a 404 without a path id.
  errors: [404, 409, 429],
});

export const startDocumentSigning = defineEndpoint({
  operationId: 'startDocumentSigning',
  method: 'POST',
  path: '/api/credit/loan-application/:id/document-signing/start',
  summary: 'Starts signing the contract documents',
  description:
    'Starts signing with an enabled method of the application (needs an Idempotency-Key): SIGN_WAITING and a one-time code by SMS; a retry or a start while a signing is open answers the same signing without a new code.',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  headers: idempotencyHeadersSchema,
  body: verificationStartSchema,
  response: signingStartResponseSchema,
  errors: [409, 429],
});

export const getOpenSigning = defineEndpoint({
  operationId: 'getOpenSigning',
  method: 'GET',
  path: '/api/credit/loan-application/:id/document-signing',
  summary: 'The open signing (where the code went, until when, tries left); null when none is open',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: openSigningResponseSchema,
});

export const resendSigningCode = defineEndpoint({
  operationId: 'resendSigningCode',
  method: 'POST',
  path: '/api/credit/loan-application/:id/document-signing/resend',
  summary: 'A new code for the open signing: a minute apart, five codes per signing',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: signingSessionSchema,
  errors: [409, 429],
});

export const confirmDocumentSigning = defineEndpoint({
  operationId: 'confirmDocumentSigning',
  method: 'POST',
  path: '/api/credit/loan-application/:id/document-signing/confirm',
  summary: 'Signs the contract documents with the one-time code',
  description:
    'Signs with the code: the signed copies with their signing clause are stored and the application goes to review (or straight to its result when approved); 400 for a wrong code, 409 when expired or after the fifth wrong code.',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  body: signingConfirmSchema,
  response: applicationWithResultSchema,
  errors: [409, 429],
  // Signing renders the signed copies.
  timeoutMs: 60_000,
});

export const evaluateScoring = defineEndpoint({
  operationId: 'evaluateScoring',
  method: 'PATCH',
  path: '/api/credit/loan-application/evaluate-scoring',
  summary: 'Applies a scoring decision that is due',
  description:
    'Applies a decision that is due (a signed application approved with its identity verified goes to RESULT); otherwise answers the current state.',
  tags,
  access: 'customer',
  body: evaluateScoringSchema,
  response: applicationWithResultSchema,
  // The application is named in the body, so an unknown one is a 404 without a path id.
  errors: [404],
});

export const getApplicationResult = defineEndpoint({
  operationId: 'getApplicationResult',
  method: 'GET',
  path: '/api/credit/loan-application/:id/result',
  summary:
    'The decision that counts (a staff decision replaces the automated one) with its reasons and the withdrawal window; 404 before a decision',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: applicationResultSchema,
});

export const withdrawFromContract = defineEndpoint({
  operationId: 'withdrawFromContract',
  method: 'POST',
  path: '/api/credit/loan-application/:id/withdrawal',
  summary: 'Withdraws from a concluded contract within 14 days',
  description:
    'Withdraws from a concluded contract within 14 days (Fhtv. 20. §), with a receipt by email; a second call answers the first; 409 with the reason otherwise.',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  body: withdrawalRequestSchema,
  response: withdrawalResponseSchema,
  errors: [409, 429],
});

export const getDocumentTemplate = defineEndpoint({
  operationId: 'getDocumentTemplate',
  method: 'GET',
  path: '/api/administration/template-render/:identifier',
  summary:
    'A document template as plain text with its {{placeholders}}: loan-contract, secci, signature-clause, withdrawal-receipt',
  tags: ['field-configs'],
  access: 'customer',
  params: z.object({ identifier: z.string().min(1).max(60) }),
  response: { binary: 'text/plain' },
});
