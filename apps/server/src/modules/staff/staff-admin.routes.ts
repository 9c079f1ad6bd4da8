import {
  changeStaffUserRoles,
  createStaffUser,
  disableStaffUser,
  enableStaffUser,
  listStaffUsers,
  resetStaffAuthenticator,
} from '@hitelkapu/domain/contracts/endpoints/staff-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { StaffAdminService } from './staff-admin.service.ts';
import { staffOf } from './staff-auth.ts';

/** Staff administration for administrators: accounts, roles, switching off and on, a new authenticator. */
export function staffAdminRoutes(app: FastifyInstance, admin: StaffAdminService): void {
  const actorOf = (request: FastifyRequest) => ({ staffId: staffOf(request).id, ip: request.ip });
  route(app, listStaffUsers, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return admin.list();
  });
  route(app, createStaffUser, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return admin.create(request.body, actorOf(request));
  });
  route(app, changeStaffUserRoles, async (request) =>
    admin.changeRoles(request.params.id, request.body.roles, actorOf(request)),
  );
  route(app, disableStaffUser, async (request) => admin.disable(request.params.id, actorOf(request)));
  route(app, enableStaffUser, async (request) => admin.enable(request.params.id, actorOf(request)));
  route(app, resetStaffAuthenticator, async (request) =>
    admin.resetAuthenticator(request.params.id, actorOf(request)),
  );
}
