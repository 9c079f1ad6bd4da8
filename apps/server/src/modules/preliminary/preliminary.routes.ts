import {
  getMyPreliminaryAssessment,
  getPreliminaryDraft,
  getPreliminaryQuestionSet,
  savePreliminaryDraft,
  submitPreliminaryAssessment,
} from '@hitelkapu/domain/contracts/endpoints/preliminary';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { PreliminaryService } from './preliminary.service.ts';

export function preliminaryRoutes(app: FastifyInstance, preliminary: PreliminaryService): void {
  route(app, getPreliminaryQuestionSet, async (request) => preliminary.getQuestionSet(request.params.id));
  route(app, submitPreliminaryAssessment, async (request) =>
    preliminary.submit(sessionOf(request).customer, request.body),
  );
  route(app, getMyPreliminaryAssessment, async (request) =>
    preliminary.getLatest(sessionOf(request).customer.id),
  );
  route(app, getPreliminaryDraft, async (request) => preliminary.getDraft(sessionOf(request).customer.id));
  route(app, savePreliminaryDraft, async (request) =>
    preliminary.saveDraft(sessionOf(request).customer.id, request.body),
  );
}
