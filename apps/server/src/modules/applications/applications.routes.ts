import {
  closeLoanApplication,
  createLoanApplication,
  finishLoanApplication,
  getDocumentPrompt,
  getLoanApplicationBaseData,
  getLoanApplicationFlow,
  getLoanApplicationStatus,
  getMyLoanApplication,
  getMyOpenLoanApplication,
  getPsd2Field,
  getReadonlyField,
  getScoringDecision,
  getScoringDecisionById,
  getSimpleFieldConfig,
  getSpecialField,
  getStatementPrompt,
  listMyLoanApplications,
  saveLoanApplicationAnswer,
  updateLoanApplicationPosition,
} from '@hitelkapu/domain/contracts/endpoints/applications';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { ApplicationsService } from './applications.service.ts';
import type { FieldConfigService } from './field-configs.service.ts';
import type { ScoringService } from './scoring.service.ts';

/** The loan application: starting it, its flow and answers, position moves, scoring, field configurations. */
export function applicationRoutes(
  app: FastifyInstance,
  services: {
    applications: ApplicationsService;
    fieldConfigs: FieldConfigService;
    scoring: ScoringService;
  },
): void {
  const { applications, fieldConfigs, scoring } = services;

  route(app, createLoanApplication, async (request, reply) => {
    const { application, created } = await applications.create(
      sessionOf(request).customer,
      request.body.offerId,
    );
    // A second click on the same offer answers the open application again, with 200.
    if (!created) reply.status(200);
    return application;
  });

  route(app, listMyLoanApplications, async (request) => applications.list(sessionOf(request).customer.id));

  route(app, getMyOpenLoanApplication, async (request) => applications.getOpen(sessionOf(request).customer));

  route(app, getMyLoanApplication, async (request) =>
    applications.get(sessionOf(request).customer, request.params.id),
  );

  route(app, getLoanApplicationBaseData, async (request) =>
    applications.getBaseData(sessionOf(request).customer, request.params.id),
  );

  route(app, getLoanApplicationFlow, async (request) =>
    applications.getFlow(sessionOf(request).customer.id, request.params.id),
  );

  route(app, getLoanApplicationStatus, async (request) =>
    applications.getStatus(sessionOf(request).customer.id, request.params.id),
  );

  route(app, saveLoanApplicationAnswer, async (request) =>
    applications.saveAnswer(sessionOf(request).customer, request.params.id, request.body),
  );

  route(app, updateLoanApplicationPosition, async (request) =>
    applications.updatePosition(sessionOf(request).customer, request.params.id, request.body),
  );

  route(app, closeLoanApplication, async (request) =>
    applications.close(sessionOf(request).customer, request.params.id),
  );

  route(app, finishLoanApplication, async (request) =>
    scoring.finish(sessionOf(request).customer, request.params.id, idempotencyKeyOf(request)),
  );

  route(app, getScoringDecision, async (request) =>
    scoring.getDecision(sessionOf(request).customer.id, request.params.id),
  );

  route(app, getScoringDecisionById, async (request) =>
    scoring.getDecision(sessionOf(request).customer.id, request.params.id, request.params.decisionId),
  );

  route(app, getSimpleFieldConfig, async (request) => fieldConfigs.simpleField(request.params.id));
  route(app, getDocumentPrompt, async (request) => fieldConfigs.documentPrompt(request.params.id));
  route(app, getReadonlyField, async (request) => fieldConfigs.readonlyField(request.params.id));
  route(app, getSpecialField, async (request) => fieldConfigs.specialField(request.params.id));
  route(app, getStatementPrompt, async (request) => fieldConfigs.statementPrompt(request.params.id));
  route(app, getPsd2Field, async (request) => fieldConfigs.psd2Field(request.params.id));
}
