import { createLeasingApplication } from '@hitelkapu/domain/contracts/endpoints/leasing-application';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { LeasingApplicationService } from './leasing-application.service.ts';

/** A leasing offer continues into the loan application (docs/decisions/035). */
export function leasingApplicationRoutes(
  app: FastifyInstance,
  { leasingApplications }: { leasingApplications: LeasingApplicationService },
): void {
  route(app, createLeasingApplication, async (request, reply) => {
    const { application, created } = await leasingApplications.create(
      sessionOf(request).customer,
      request.params.publicId,
      request.body.offerId,
    );
    // A second click on the same offer answers the open application again, with 200.
    if (!created) reply.status(200);
    return application;
  });
}
