import {
  createConfigDealer,
  createConfigMerchant,
  listConfigDealers,
  listConfigMerchants,
  updateConfigDealer,
  updateConfigMerchant,
  uploadConfigPublicFile,
} from '@hitelkapu/domain/contracts/endpoints/staff-config-partners';
import { PUBLIC_IMAGE_MAX_BYTES } from '@hitelkapu/domain/rules/dealer-branding';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { readMultipart, registerMultipart } from '../../lib/multipart.ts';
import { staffOf } from '../staff/staff-auth.ts';
import type { PartnersService } from './partners.service.ts';

/** One image of at most 2 MB; a larger one is cut off, marked and refused in the service's words. */
const uploadLimits = {
  fileSize: PUBLIC_IMAGE_MAX_BYTES,
  files: 1,
  fields: 1,
  fieldSize: 100,
  parts: 3,
  headerPairs: 50,
};

/** The configuration editor's dealers (branding) and shops (listing). */
export function partnersRoutes(app: FastifyInstance, partners: PartnersService): void {
  const actorOf = (request: FastifyRequest) => ({ staffId: staffOf(request).id, ip: request.ip });

  route(app, listConfigDealers, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { items: await partners.listDealers() };
  });
  route(app, createConfigDealer, async (request) => partners.createDealer(request.body, actorOf(request)));
  route(app, updateConfigDealer, async (request) =>
    partners.updateDealer(request.params.id, request.body, actorOf(request)),
  );
  route(app, listConfigMerchants, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return partners.listMerchants();
  });
  route(app, createConfigMerchant, async (request) =>
    partners.createMerchant(request.body, actorOf(request)),
  );
  route(app, updateConfigMerchant, async (request) =>
    partners.updateMerchant(request.params.id, request.body, actorOf(request)),
  );
  // Multipart is parsed only here.
  app.register(async (scope) => {
    await registerMultipart(scope, uploadLimits);
    route(scope, uploadConfigPublicFile, async (request) => {
      const form = await readMultipart(request, {
        fileFields: ['file'],
        reportOn: 'file',
        messages: {
          notMultipart: 'errors.staffConfig.imageMissing',
          tooManyFiles: 'errors.staffConfig.imageMissing',
        },
      });
      const file = form.files.file;
      return partners.uploadImage(
        file ? { bytes: file.content, truncated: file.truncated } : undefined,
        actorOf(request),
      );
    });
  });
}
