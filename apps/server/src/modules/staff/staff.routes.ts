import {
  getStaffMe,
  getStaffTranslationTokens,
  listStaffAudit,
  staffLogin,
  staffLogout,
  staffSecondFactor,
} from '@hitelkapu/domain/contracts/endpoints/staff';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/endpoint-route.ts';
import { listStaffActions } from '../audit/staff-audit.ts';
import type { TranslationsService } from '../translations/translations.service.ts';
import type { StaffAccountsService } from './staff-accounts.service.ts';
import { staffOf } from './staff-auth.ts';

/**
 * The staff's own login and the review pages' calls. Every call but the login needs a staff
 * token (audience hitelkapu-staff); a customer's session opens none of them.
 */
export function staffRoutes(
  app: FastifyInstance,
  {
    db,
    accounts,
    translations,
  }: { db: Db; accounts: StaffAccountsService; translations: TranslationsService },
): void {
  route(app, staffLogin, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return accounts.login(request.body, request.ip);
  });
  route(app, staffSecondFactor, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return accounts.secondFactor(request.body, request.ip);
  });
  route(app, staffLogout, async (request) => {
    await accounts.logout(staffOf(request).id, request.ip);
    return { outcome: 'LOGGED_OUT' };
  });
  route(app, getStaffMe, async (request) => accounts.me(staffOf(request)));
  route(app, listStaffAudit, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const { before, ...filter } = request.query;
    return {
      items: await listStaffActions(db, { ...filter, ...(before ? { before: new Date(before) } : {}) }),
    };
  });
  route(app, getStaffTranslationTokens, async (request) =>
    translations.tokens(request.params.lang, 'internal'),
  );
}
