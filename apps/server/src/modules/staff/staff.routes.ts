import {
  getStaffMe,
  getStaffTranslationTokens,
  staffLogin,
  staffLogout,
} from '@hitelkapu/domain/contracts/endpoints/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { ServerKeys } from '../../lib/keys.ts';
import type { AuthDeps } from '../../lib/types.ts';
import type { DecisionReviewsService } from '../decision-reviews/decision-reviews.service.ts';
import { getTranslationTokens } from '../translations/translations.service.ts';
import { staffReviewRoutes } from './reviews.routes.ts';
import { createReviewsService } from './reviews.service.ts';
import { createStaffAccountsService } from './staff-accounts.service.ts';
import { registerStaffSessions, staffOf } from './staff-auth.ts';
import { staffDecisionReviewRoutes } from './staff-decision-reviews.routes.ts';
import { createStaffTokens } from './staff-tokens.ts';

export type StaffDeps = AuthDeps & {
  keys: Pick<ServerKeys, 'signingKey' | 'verifyKey'>;
  decisionReviews: DecisionReviewsService;
};

/**
 * The staff's own login and the review pages' calls. Every call but the login needs a staff
 * token (audience hitelkapu-staff); a customer's session opens none of them.
 */
export function staffRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const staffTokens = createStaffTokens(deps.keys);
  // Registers the staff guard that every call of access 'staff' gets.
  registerStaffSessions(app, { db: deps.db, staffTokens });
  const accounts = createStaffAccountsService({ db: deps.db, limiter: deps.limiter, staffTokens });

  route(app, staffLogin, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return accounts.login(request.body, request.ip);
  });
  route(app, staffLogout, async (request) => {
    await accounts.logout(staffOf(request).id);
    return { outcome: 'LOGGED_OUT' };
  });
  route(app, getStaffMe, async (request) => accounts.me(staffOf(request)));
  route(app, getStaffTranslationTokens, async (request) =>
    getTranslationTokens(deps.db, request.params.lang, 'internal'),
  );

  staffReviewRoutes(app, createReviewsService({ db: deps.db, publicUrl: deps.config.publicUrl }));
  staffDecisionReviewRoutes(app, deps.decisionReviews);
}
