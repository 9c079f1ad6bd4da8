import { RESET_TOKEN_HEADER, SESSION_TOKEN_HEADER } from '@hitelkapu/domain';
import {
  changePassword,
  completeLogin,
  completeRegistration,
  firstLogin,
  getPasswordPolicy,
  listRegistrationStatements,
  login,
  logout,
  registerCustomer,
  requestPasswordReset,
  resendCode,
  resetPassword,
} from '@hitelkapu/domain/contracts/endpoints/auth';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  route(app, getPasswordPolicy, async () => auth.passwordPolicy());
  route(app, listRegistrationStatements, async () => auth.registrationStatements());
  route(app, registerCustomer, async (request) => auth.register(request.body, request.ip));

  // A session token travels in the response header, never in the body.
  route(app, completeRegistration, async (request, reply) => {
    const { outcome, token } = await auth.completeRegistration(request.body, request.ip);
    reply.header(SESSION_TOKEN_HEADER, token);
    return { outcome };
  });
  route(app, login, async (request, reply) => {
    const { body, token } = await auth.login(request.body, request.ip);
    if (token) reply.header(SESSION_TOKEN_HEADER, token);
    return body;
  });
  route(app, completeLogin, async (request, reply) => {
    const { outcome, token } = await auth.completeLogin(request.body, request.ip);
    reply.header(SESSION_TOKEN_HEADER, token);
    return { outcome };
  });

  route(app, resendCode, async (request) => auth.resendCode(request.body.tokenId, request.ip));
  route(app, requestPasswordReset, async (request) => auth.requestPasswordChange(request.body, request.ip));
  route(app, resetPassword, async (request) =>
    // The contract's header schema has checked it is one string, when sent.
    auth.resetPassword(request.body, request.headers[RESET_TOKEN_HEADER] as string | undefined, request.ip),
  );

  route(app, logout, async (request, reply) => {
    await auth.logout(sessionOf(request).customer.id);
    // A refresh computed for this very request must not outlive the logout.
    reply.removeHeader(SESSION_TOKEN_HEADER);
    return { outcome: 'LOGGED_OUT' };
  });

  route(app, firstLogin, async (request, reply) => {
    const { outcome, token } = await auth.firstLogin(request.body, request.ip);
    reply.header(SESSION_TOKEN_HEADER, token);
    return { outcome };
  });
  route(app, changePassword, async (request, reply) => {
    const { outcome, token } = await auth.changePassword(sessionOf(request).customer, request.body);
    reply.header(SESSION_TOKEN_HEADER, token);
    return { outcome };
  });
}
