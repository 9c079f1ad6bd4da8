import { defineEndpoint } from '../endpoint.ts';
import {
  completeCorrectionSchema,
  correctionIdParamsSchema,
  correctionSchema,
  findLatestCorrectionQuerySchema,
  todoCountSchema,
  todoListSchema,
} from '../todos.ts';

/** The customer's to-dos and the corrections a reviewer asked for (spec §3 "To-dos", §7 "To-dos"). */
const todoTags = ['todos'];
const correctionTags = ['loan-application-correction'];

const ownerNote =
  'A correction belongs to the customer of its application; for anyone else it does not exist (404).';

export const getMyTodoCount = defineEndpoint({
  operationId: 'getMyTodoCount',
  method: 'GET',
  path: '/api/credit/my-todo/count',
  summary:
    "How many of the customer's to-dos are open (corrections IN_PROGRESS, signatures not yet signed); the client polls it every 60 s",
  tags: todoTags,
  access: 'customer',
  response: todoCountSchema,
});

export const listMyActiveTodos = defineEndpoint({
  operationId: 'listMyActiveTodos',
  method: 'GET',
  path: '/api/credit/my-todo/actives',
  summary:
    "The customer's open to-dos (corrections and contracts to sign), the one due soonest first; an overdue correction is flagged",
  tags: todoTags,
  access: 'customer',
  response: todoListSchema,
});

export const listMyPreviousTodos = defineEndpoint({
  operationId: 'listMyPreviousTodos',
  method: 'GET',
  path: '/api/credit/my-todo/previouses',
  summary: "The customer's finished to-dos (corrections and signatures that ended), newest first",
  tags: todoTags,
  access: 'customer',
  response: todoListSchema,
});

export const getMyCorrection = defineEndpoint({
  operationId: 'getMyCorrection',
  method: 'GET',
  path: '/api/credit/loan-application-correction/customer/:id',
  summary: 'One correction of the customer: what the reviewer asks, the answer stored now and the uploads',
  description: ownerNote,
  tags: correctionTags,
  access: 'customer',
  params: correctionIdParamsSchema,
  response: correctionSchema,
  errors: [404],
});

export const uploadCorrectionDocument = defineEndpoint({
  operationId: 'uploadCorrectionDocument',
  method: 'POST',
  path: '/api/credit/loan-application-correction/:id/documents',
  summary:
    "Uploads one document to a DOCUMENT correction (multipart: file); PDF, JPEG or PNG by content, within the prompt's limits",
  description: `Only while the correction is IN_PROGRESS (409 otherwise, and for an ANSWER correction). ${ownerNote}`,
  tags: correctionTags,
  access: 'customer',
  params: correctionIdParamsSchema,
  body: 'multipart',
  response: correctionSchema,
  errors: [404, 409, 413, 415, 429],
  // A large file on a slow mobile line.
  timeoutMs: 120_000,
});

export const completeMyCorrection = defineEndpoint({
  operationId: 'completeMyCorrection',
  method: 'POST',
  path: '/api/credit/loan-application-correction/complete/:id',
  summary: 'The customer completes a correction: the case goes back to the reviewer',
  description: `ANSWER: \`value\` is checked as the flow checks that question (400 with fieldErrors.value otherwise) and replaces the stored answer. DOCUMENT: at least one upload first (409 without). 409 unless IN_PROGRESS. ${ownerNote}`,
  tags: correctionTags,
  access: 'customer',
  params: correctionIdParamsSchema,
  body: completeCorrectionSchema,
  response: correctionSchema,
  errors: [404, 409],
});

export const findLatestCorrection = defineEndpoint({
  operationId: 'findLatestCorrection',
  method: 'GET',
  path: '/api/credit/loan-application-correction/find-latest',
  summary:
    "The customer's newest correction matching every given filter (source, fieldId, correctionId, loanApplicationId)",
  description: "Only the customer's own corrections are looked at; 404 when none matches.",
  tags: correctionTags,
  access: 'customer',
  query: findLatestCorrectionQuerySchema,
  response: correctionSchema,
  errors: [404],
});
