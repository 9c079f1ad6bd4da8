import {
  preliminaryAssessmentRequestSchema,
  preliminaryAssessmentSchema,
  preliminaryDraftResponseSchema,
  preliminaryDraftSchema,
  preliminaryQuestionSetSchema,
  questionSetParamsSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerCallErrors, secured } from '../../lib/route-schemas.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { PreliminaryService } from './preliminary.service.ts';

const tags = ['preliminary-assessment'];
const errors = customerCallErrors;

export function preliminaryRoutes(app: FastifyInstance, preliminary: PreliminaryService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withSession = { onRequest: app.requireSession };

  r.get(
    '/api/administration/preliminary/questions/:id',
    {
      ...withSession,
      schema: {
        tags,
        summary: 'The question steps of a preliminary assessment',
        ...secured,
        params: questionSetParamsSchema,
        response: { 200: preliminaryQuestionSetSchema, ...errors },
      },
    },
    async (request) => preliminary.getQuestionSet(request.params.id),
  );

  r.post(
    '/api/credit/preliminary-assessment',
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Runs the preliminary assessment on the answers, stores it and moves the profile to PRELIMINARY',
        ...secured,
        body: preliminaryAssessmentRequestSchema,
        response: { 201: preliminaryAssessmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const assessment = await preliminary.submit(sessionOf(request).customer, request.body);
      return reply.status(201).send(assessment);
    },
  );

  r.get(
    '/api/credit/my-preliminary-assessment',
    {
      ...withSession,
      schema: {
        tags,
        summary: "The customer's latest preliminary assessment",
        ...secured,
        response: { 200: preliminaryAssessmentSchema, ...errors },
      },
    },
    async (request) => preliminary.getLatest(sessionOf(request).customer.id),
  );

  r.get(
    '/api/credit/preliminary-assessment/draft',
    {
      ...withSession,
      schema: {
        tags,
        summary: 'The wizard as the customer left it (draft null when there is none)',
        ...secured,
        response: { 200: preliminaryDraftResponseSchema, ...errors },
      },
    },
    async (request) => preliminary.getDraft(sessionOf(request).customer.id),
  );

  r.put(
    '/api/credit/preliminary-assessment/draft',
    {
      ...withSession,
      schema: {
        tags,
        summary: 'Saves the wizard so it resumes on any device',
        ...secured,
        body: preliminaryDraftSchema,
        response: { 200: preliminaryDraftSchema, ...errors },
      },
    },
    async (request) => preliminary.saveDraft(sessionOf(request).customer.id, request.body),
  );
}
