import { defineEndpoint } from '../endpoint.ts';
import {
  preliminaryAssessmentRequestSchema,
  preliminaryAssessmentSchema,
  preliminaryDraftResponseSchema,
  preliminaryDraftSchema,
  preliminaryQuestionSetSchema,
  questionSetParamsSchema,
} from '../preliminary.ts';

const tags = ['preliminary-assessment'];

export const getPreliminaryQuestionSet = defineEndpoint({
  operationId: 'getPreliminaryQuestionSet',
  method: 'GET',
  path: '/api/administration/preliminary/questions/:id',
  summary: 'The question steps of a preliminary assessment',
  tags,
  access: 'customer',
  params: questionSetParamsSchema,
  response: preliminaryQuestionSetSchema,
});

export const submitPreliminaryAssessment = defineEndpoint({
  operationId: 'submitPreliminaryAssessment',
  method: 'POST',
  path: '/api/credit/preliminary-assessment',
  summary: 'Runs the preliminary assessment on the answers, stores it and moves the profile to PRELIMINARY',
  tags,
  access: 'customer',
  body: preliminaryAssessmentRequestSchema,
  response: preliminaryAssessmentSchema,
  successStatus: 201,
  errors: [409, 429],
  // Spec §9: the assessment may take up to 120 s.
  timeoutMs: 120_000,
});

export const getMyPreliminaryAssessment = defineEndpoint({
  operationId: 'getMyPreliminaryAssessment',
  method: 'GET',
  path: '/api/credit/my-preliminary-assessment',
  summary: "The customer's latest preliminary assessment",
  tags,
  access: 'customer',
  response: preliminaryAssessmentSchema,
  errors: [404],
});

export const getPreliminaryDraft = defineEndpoint({
  operationId: 'getPreliminaryDraft',
  method: 'GET',
  path: '/api/credit/preliminary-assessment/draft',
  summary: 'The wizard as the customer left it (draft null when there is none)',
  tags,
  access: 'customer',
  response: preliminaryDraftResponseSchema,
});

export const savePreliminaryDraft = defineEndpoint({
  operationId: 'savePreliminaryDraft',
  method: 'PUT',
  path: '/api/credit/preliminary-assessment/draft',
  summary: 'Saves the wizard so it resumes on any device',
  tags,
  access: 'customer',
  body: preliminaryDraftSchema,
  response: preliminaryDraftSchema,
});
