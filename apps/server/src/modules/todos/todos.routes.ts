import {
  completeMyCorrection,
  findLatestCorrection,
  getMyCorrection,
  getMyTodoCount,
  listMyActiveTodos,
  listMyPreviousTodos,
  uploadCorrectionDocument,
} from '@hitelkapu/domain/contracts/endpoints/todos';
import { MAX_DOCUMENT_BYTES } from '@hitelkapu/domain/rules/flow';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { readMultipart, registerMultipart } from '../../lib/multipart.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { CorrectionsService } from './corrections.service.ts';

/** Multipart limits of a correction's upload: one file of at most 10 MB, no other fields needed. */
const uploadLimits = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 200,
  parts: 4,
  headerPairs: 50,
};

/** The customer's to-dos and the corrections a reviewer asked of them. */
export function todoRoutes(app: FastifyInstance, corrections: CorrectionsService): void {
  route(app, getMyTodoCount, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return corrections.count(sessionOf(request).customer.id);
  });
  route(app, listMyActiveTodos, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return corrections.actives(sessionOf(request).customer.id);
  });
  route(app, listMyPreviousTodos, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return corrections.previouses(sessionOf(request).customer.id);
  });
  route(app, getMyCorrection, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return corrections.get(sessionOf(request).customer.id, request.params.id);
  });
  route(app, findLatestCorrection, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return corrections.findLatest(sessionOf(request).customer.id, request.query);
  });
  route(app, completeMyCorrection, async (request) =>
    corrections.complete(sessionOf(request).customer, request.params.id, request.body, request.ip),
  );
  // Multipart is parsed only here.
  app.register(async (scope) => {
    await registerMultipart(scope, uploadLimits);
    route(scope, uploadCorrectionDocument, async (request) => {
      const form = await readMultipart(request, {
        fileFields: ['file'],
        reportOn: 'file',
        messages: {
          notMultipart: 'errors.document.notMultipart',
          tooManyFiles: 'errors.document.tooManyFiles',
        },
      });
      return corrections.upload(sessionOf(request).customer, request.params.id, form.files.file);
    });
  });
}
