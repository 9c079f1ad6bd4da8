import { z } from 'zod';
import {
  applicationBaseDataSchema,
  applicationDataPatchResponseSchema,
  applicationDataPatchSchema,
  applicationIdParamsSchema,
  applicationPositionPatchSchema,
  applicationStatusResponseSchema,
  createLoanApplicationSchema,
  documentPromptSchema,
  finishResponseSchema,
  flowSchema,
  loanApplicationSchema,
  loanApplicationSummarySchema,
  psd2FieldSchema,
  readonlyFieldSchema,
  scoringDecisionResponseSchema,
  simpleFieldConfigSchema,
  specialFieldSchema,
  statementPromptSchema,
} from '../application.ts';
import { defineEndpoint } from '../endpoint.ts';
import { idempotencyHeadersSchema } from '../headers.ts';

const tags = ['loan-application'];
const base = '/api/credit/loan-application/:id';

export const createLoanApplication = defineEndpoint({
  operationId: 'createLoanApplication',
  method: 'POST',
  path: '/api/credit/loan-application',
  summary: 'Starts a loan application from an offer',
  description:
    'Starts a loan application from an OK offer of the latest preliminary assessment (201); the open application of the same offer is answered again (200).',
  tags,
  access: 'customer',
  body: createLoanApplicationSchema,
  response: loanApplicationSchema,
  successStatus: 201,
  alsoSucceedsWith: [200],
  errors: [409],
});

export const listMyLoanApplications = defineEndpoint({
  operationId: 'listMyLoanApplications',
  method: 'GET',
  path: '/api/credit/my-loan-applications',
  summary: "The customer's loan applications, newest first",
  tags,
  access: 'customer',
  response: z.array(loanApplicationSummarySchema),
});

export const getMyOpenLoanApplication = defineEndpoint({
  operationId: 'getMyOpenLoanApplication',
  method: 'GET',
  path: '/api/credit/my-loan-application',
  summary: "The customer's open loan application (404 when there is none)",
  tags,
  access: 'customer',
  response: loanApplicationSchema,
  errors: [404],
});

export const getMyLoanApplication = defineEndpoint({
  operationId: 'getMyLoanApplication',
  method: 'GET',
  path: '/api/credit/my-loan-application/:id',
  summary: 'One loan application of the customer',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: loanApplicationSchema,
});

export const getLoanApplicationBaseData = defineEndpoint({
  operationId: 'getLoanApplicationBaseData',
  method: 'GET',
  path: '/api/credit/my-loan-application-base-data/:id',
  summary: 'The values of the read-only fields (name, contacts, offer figures), formatted for display',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: applicationBaseDataSchema,
});

export const getLoanApplicationFlow = defineEndpoint({
  operationId: 'getLoanApplicationFlow',
  method: 'GET',
  path: `${base}/flow`,
  summary: "The application's flow with labels resolved; hidden questions carry hidden: true",
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: flowSchema,
});

export const getLoanApplicationStatus = defineEndpoint({
  operationId: 'getLoanApplicationStatus',
  method: 'GET',
  path: `${base}/status`,
  summary: 'Position, flow index and status of the application',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: applicationStatusResponseSchema,
});

export const saveLoanApplicationAnswer = defineEndpoint({
  operationId: 'saveLoanApplicationAnswer',
  method: 'PATCH',
  path: `${base}/data`,
  summary:
    'Autosaves one answer (checked by the flow engine; 409 when the answer changed since the given version)',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  body: applicationDataPatchSchema,
  response: applicationDataPatchResponseSchema,
  errors: [409],
});

export const updateLoanApplicationPosition = defineEndpoint({
  operationId: 'updateLoanApplicationPosition',
  method: 'PATCH',
  path: `${base}/update-position`,
  summary: 'Moves the application (legal customer moves only; forwards only past completed steps)',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  body: applicationPositionPatchSchema,
  response: loanApplicationSchema,
  errors: [409],
});

export const closeLoanApplication = defineEndpoint({
  operationId: 'closeLoanApplication',
  method: 'POST',
  path: `${base}/close`,
  summary: 'Closes (abandons) the application; the profile returns to the offers',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: loanApplicationSchema,
  errors: [409],
});

export const finishLoanApplication = defineEndpoint({
  operationId: 'finishLoanApplication',
  method: 'POST',
  path: `${base}/finish`,
  summary: 'Sends the application to scoring',
  description:
    'Sends the application to scoring, once: needs an Idempotency-Key; an application already scored answers its first decision whatever the key; 409 unless at OVERVIEW with every answer valid.',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  headers: idempotencyHeadersSchema,
  response: finishResponseSchema,
  errors: [409, 429],
});

export const getScoringDecision = defineEndpoint({
  operationId: 'getScoringDecision',
  method: 'GET',
  path: `${base}/scoring-decision`,
  summary: "The application's scoring decision (404 before finish)",
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: scoringDecisionResponseSchema,
});

export const getScoringDecisionById = defineEndpoint({
  operationId: 'getScoringDecisionById',
  method: 'GET',
  path: `${base}/scoring-decision/:decisionId`,
  summary: 'One scoring decision of the application, with its reason codes',
  tags,
  access: 'customer',
  params: z.object({ id: z.uuid(), decisionId: z.uuid() }),
  response: scoringDecisionResponseSchema,
});

// The configuration of a flow question's field, by the field's id.
const configTags = ['field-configs'];
const fieldIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const getSimpleFieldConfig = defineEndpoint({
  operationId: 'getSimpleFieldConfig',
  method: 'GET',
  path: '/api/administration/field/:id',
  summary: 'A simple field configuration',
  tags: configTags,
  access: 'customer',
  params: fieldIdParams,
  response: simpleFieldConfigSchema,
});

export const getDocumentPrompt = defineEndpoint({
  operationId: 'getDocumentPrompt',
  method: 'GET',
  path: '/api/administration/document-prompt/:id',
  summary: 'A document prompt',
  tags: configTags,
  access: 'customer',
  params: fieldIdParams,
  response: documentPromptSchema,
});

export const getReadonlyField = defineEndpoint({
  operationId: 'getReadonlyField',
  method: 'GET',
  path: '/api/administration/readonly-field/:id',
  summary: 'A read-only field',
  tags: configTags,
  access: 'customer',
  params: fieldIdParams,
  response: readonlyFieldSchema,
});

export const getSpecialField = defineEndpoint({
  operationId: 'getSpecialField',
  method: 'GET',
  path: '/api/administration/special-field/:id',
  summary: 'A special field (KYC, EMAIL_CONFIRM)',
  tags: configTags,
  access: 'customer',
  params: fieldIdParams,
  response: specialFieldSchema,
});

export const getStatementPrompt = defineEndpoint({
  operationId: 'getStatementPrompt',
  method: 'GET',
  path: '/api/administration/statement/:id',
  summary: 'A statement prompt with the current wording of its statement',
  tags: configTags,
  access: 'customer',
  params: fieldIdParams,
  response: statementPromptSchema,
});

export const getPsd2Field = defineEndpoint({
  operationId: 'getPsd2Field',
  method: 'GET',
  path: '/api/administration/psd2-field/:id',
  summary: 'A bank-account sync (PSD2) field',
  tags: configTags,
  access: 'customer',
  params: fieldIdParams,
  response: psd2FieldSchema,
});
