import {
  eraseAccount,
  exportPersonalData,
  previewErasure,
} from '@hitelkapu/domain/contracts/endpoints/data-rights';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { DataRightsService } from './data-rights.service.ts';

export function dataRightsRoutes(app: FastifyInstance, dataRights: DataRightsService): void {
  route(app, exportPersonalData, async (request, reply) => {
    const { fileName, content } = await dataRights.exportData(sessionOf(request).customer, request.ip);
    // The archive's bytes are sent as they are; errors keep the one error shape.
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(content);
  });
  route(app, previewErasure, async (request) => dataRights.previewErasure(sessionOf(request).customer));
  route(app, eraseAccount, async (request) =>
    dataRights.erase(sessionOf(request).customer, request.body, request.ip),
  );
}
