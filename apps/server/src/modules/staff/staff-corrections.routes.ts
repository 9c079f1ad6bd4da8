import {
  cancelStaffCorrection,
  closeStaffCorrection,
  listStaffCorrections,
  requestStaffCorrection,
} from '@hitelkapu/domain/contracts/endpoints/staff-corrections';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { CorrectionsService } from '../todos/corrections.service.ts';
import { staffOf } from './staff-auth.ts';

/** A reviewer's corrections: asking the customer for a corrected answer or a missing document. */
export function staffCorrectionRoutes(app: FastifyInstance, corrections: CorrectionsService): void {
  const actorOf = (request: Parameters<typeof staffOf>[0]) => ({
    staffId: staffOf(request).id,
    ip: request.ip,
  });
  route(app, requestStaffCorrection, async (request) =>
    corrections.request(request.params.applicationId, request.body, actorOf(request)),
  );
  route(app, listStaffCorrections, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return corrections.listForApplication(request.params.applicationId);
  });
  route(app, cancelStaffCorrection, async (request) =>
    corrections.cancel(request.params.id, actorOf(request)),
  );
  route(app, closeStaffCorrection, async (request) =>
    corrections.close(request.params.id, request.body, actorOf(request)),
  );
}
