import { staffMayAct } from '@hitelkapu/domain/contracts/staff-roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerAccessGuard } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { findStaffById, type StaffRow } from './staff.repository.ts';
import type { StaffClaims, StaffTokens } from './staff-tokens.ts';

export interface StaffSession {
  staff: StaffRow;
  claims: StaffClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffSession: StaffSession | null;
  }
}

export type StaffHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

/**
 * Registers the staff guard every call of access 'staff' gets: a valid staff token (audience
 * hitelkapu-staff) of an existing, enabled staff member, issued after their revocation second,
 * or 401; a staff member without one of the call's roles gets 403. Both before the body is read.
 */
export function registerStaffSessions(
  app: FastifyInstance,
  deps: { db: Db; staffTokens: StaffTokens },
): void {
  app.decorateRequest('staffSession', null);
  const requireStaff: StaffHook = async (request) => {
    const token = bearerToken(request);
    const claims = token ? await deps.staffTokens.verify(token) : null;
    const staff = claims ? await findStaffById(deps.db, claims.sub) : null;
    if (!claims || !staff || staff.disabledAt || claims.iat < staff.sessionsValidAfter)
      throw new AppError('UNAUTHORIZED');
    // The roles are read from the account on every call: a role taken away applies at once.
    const allowed = request.routeOptions.config.roles;
    if (!allowed || !staffMayAct(staff.roles, allowed))
      throw new AppError('FORBIDDEN', 'errors.staff.forbidden');
    request.staffSession = { staff, claims };
  };
  registerAccessGuard(app, 'staff', requireStaff);
}

/** The staff member the requireStaff hook has put on the request. */
export function staffOf(request: FastifyRequest): StaffRow {
  if (!request.staffSession) throw new AppError('UNAUTHORIZED');
  return request.staffSession.staff;
}
