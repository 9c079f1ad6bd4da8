import {
  erasurePreviewSchema,
  erasureRequestSchema,
  erasureResponseSchema,
  errorResponseSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerCallErrors, secured } from '../../lib/route-schemas.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { DataRightsService } from './data-rights.service.ts';

export function dataRightsRoutes(app: FastifyInstance, dataRights: DataRightsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withSession = { onRequest: app.requireSession };
  const tags = ['data-rights'];

  r.post(
    '/api/profile/data-export',
    {
      ...withSession,
      schema: {
        tags,
        summary:
          "A ZIP of everything held about the customer (GDPR art. 15 and 20): adataim.json and the customer's documents. Audited; 5 an hour",
        ...secured,
        // The archive's bytes are sent as they are (a Buffer is never serialised); errors keep the one error shape.
        response: {
          200: z.string().describe('The archive (application/zip)'),
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName, content } = await dataRights.exportData(sessionOf(request).customer, request.ip);
      return (
        reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          // The 200 schema documents the bytes for OpenAPI; a Buffer goes out unserialised.
          .send(content as unknown as string)
      );
    },
  );

  r.get(
    '/api/profile/erasure',
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Before an erasure: whether it can be done now (and why not), what is kept until when, and whether a code is needed',
        ...secured,
        response: { 200: erasurePreviewSchema, 401: errorResponseSchema },
      },
    },
    async (request) => dataRights.previewErasure(sessionOf(request).customer),
  );

  r.post(
    '/api/profile/erasure',
    {
      ...withSession,
      schema: {
        tags,
        summary:
          'Erases the account with the password (and a code from POST /api/profile/security-code when the second factor is on): sessions end, contacts are freed, what the law requires is kept. 409 while an application, a contract or a review is open',
        ...secured,
        body: erasureRequestSchema,
        response: { 200: erasureResponseSchema, ...customerCallErrors },
      },
    },
    async (request) => dataRights.erase(sessionOf(request).customer, request.body, request.ip),
  );
}
