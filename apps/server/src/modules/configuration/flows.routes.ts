import {
  getConfigFlow,
  getConfigQuestionSet,
  listConfigFlows,
  updateConfigFlow,
  updateConfigQuestionSet,
} from '@hitelkapu/domain/contracts/endpoints/staff-config-flows';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { staffOf } from '../staff/staff-auth.ts';
import type { FlowEditorService } from './flows.service.ts';

/** The flow and question editor's calls: application flows and preliminary question sets (decision 041). */
export function flowEditorRoutes(app: FastifyInstance, flows: FlowEditorService): void {
  const actorOf = (request: FastifyRequest) => ({ staffId: staffOf(request).id, ip: request.ip });

  route(app, listConfigFlows, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return flows.list();
  });
  route(app, getConfigFlow, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return flows.getFlow(request.params.id);
  });
  route(app, updateConfigFlow, async (request) =>
    flows.updateFlow(request.params.id, request.body, actorOf(request)),
  );
  route(app, getConfigQuestionSet, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return flows.getQuestionSet(request.params.id);
  });
  route(app, updateConfigQuestionSet, async (request) =>
    flows.updateQuestionSet(request.params.id, request.body, actorOf(request)),
  );
}
