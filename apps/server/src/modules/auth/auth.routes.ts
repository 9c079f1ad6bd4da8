import {
  changePasswordRequestSchema,
  codeAnswerSchema,
  errorResponseSchema,
  firstLoginRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  outcomeResponseSchema,
  passwordChangeRequestSchema,
  passwordPolicy,
  passwordPolicyResponseSchema,
  passwordRuleKeys,
  RESET_TOKEN_HEADER,
  registerRequestSchema,
  registerResponseSchema,
  requestPasswordChangeResponseSchema,
  requestPasswordChangeSchema,
  resendCodeRequestSchema,
  SESSION_TOKEN_HEADER,
  secondFactorChallengeSchema,
  statementSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '../../lib/abuse-limits.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { findActiveStatements } from '../statements/statements.service.ts';
import type { AuthService } from './auth.service.ts';
import { describeChallenge, renewCodeChallenge } from './challenges.ts';

const AUTH = '/api/bulwark/customer/auth';
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tokenHeaderDoc = `The session token comes in the ${SESSION_TOKEN_HEADER} response header.`;

const templateForPurpose = {
  REGISTRATION: 'registration-code',
  LOGIN: 'login-code',
  PASSWORD_RESET: 'password-reset-code',
  CHANGE_EMAIL: 'change-email-code',
  CHANGE_PHONE: 'change-phone-code',
  SECURITY_CHANGE: 'security-code',
} as const;

export function authRoutes(app: FastifyInstance, deps: AuthDeps, auth: AuthService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/bulwark/password-policy/customer',
    {
      schema: {
        tags: ['auth'],
        summary: 'The password rules',
        response: { 200: passwordPolicyResponseSchema },
      },
    },
    async () => ({
      minLength: passwordPolicy.minLength,
      maxLength: passwordPolicy.maxLength,
      rules: Object.values(passwordRuleKeys),
    }),
  );

  r.get(
    '/api/administration/registration-acceptance',
    {
      schema: {
        tags: ['auth'],
        summary: 'The statements to accept when registering',
        response: { 200: z.array(statementSchema) },
      },
    },
    async () => findActiveStatements(deps.db, 'REGISTRATION'),
  );

  r.post(
    '/api/customer/register',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Registers by email (a link is sent) or phone (a code is sent); same answer for a taken address',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, request.ip)),
  );

  r.post(
    `${AUTH}/complete-registration`,
    {
      schema: {
        tags: ['auth'],
        summary: `Confirms the phone with the code and logs in. ${tokenHeaderDoc}`,
        body: codeAnswerSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { outcome, token } = await auth.completeRegistration(request.body, request.ip);
      return reply.header(SESSION_TOKEN_HEADER, token).send({ outcome });
    },
  );

  r.post(
    `${AUTH}/login`,
    {
      schema: {
        tags: ['auth'],
        summary: `Logs in by email or phone. ${tokenHeaderDoc} With a second factor, a code challenge comes instead.`,
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body, token } = await auth.login(request.body, request.ip);
      if (token) reply.header(SESSION_TOKEN_HEADER, token);
      return reply.send(body);
    },
  );

  r.post(
    `${AUTH}/complete-login`,
    {
      schema: {
        tags: ['auth'],
        summary: `Answers the second-factor code. ${tokenHeaderDoc}`,
        body: codeAnswerSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { outcome, token } = await auth.completeLogin(request.body, request.ip);
      return reply.header(SESSION_TOKEN_HEADER, token).send({ outcome });
    },
  );

  r.post(
    `${AUTH}/resend-two-factor`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends a new code for a challenge, at most once a minute',
        body: resendCodeRequestSchema,
        response: { 200: secondFactorChallengeSchema, ...errors },
      },
    },
    async (request) => {
      await enforceLimit(deps.limiter, limits.resendsPerIp, request.ip);
      return deps.db.transaction(async (tx) => {
        const { row, code } = await renewCodeChallenge(tx, deps.secrets, request.body.tokenId);
        const template = templateForPurpose[row.purpose as keyof typeof templateForPurpose];
        // A challenge without an account (a taken or unknown address) is renewed but sends nothing.
        if (row.customerId && template) {
          await enqueueMessage(tx, {
            channel: row.channel === 'SMS' ? 'SMS' : 'EMAIL',
            recipient: row.target,
            template: { name: template, code },
          });
        }
        return describeChallenge(row);
      });
    },
  );

  r.post(
    `${AUTH}/request-password-change`,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Starts a password reset: a link by email or a code by SMS; never says whether an account exists',
        body: requestPasswordChangeSchema,
        response: { 202: requestPasswordChangeResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await auth.requestPasswordChange(request.body, request.ip)),
  );

  r.post(
    `${AUTH}/change-password`,
    {
      schema: {
        tags: ['auth'],
        summary: `Sets a new password with the reset link token (${RESET_TOKEN_HEADER} header) or the SMS code`,
        headers: z.object({ [RESET_TOKEN_HEADER]: z.string().min(16).max(200).optional() }),
        body: changePasswordRequestSchema,
        response: { 200: outcomeResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => auth.resetPassword(request.body, request.headers[RESET_TOKEN_HEADER], request.ip),
  );

  r.post(
    `${AUTH}/logout`,
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Ends every session of the customer',
        security: [{ bearerAuth: [] }],
        response: { 200: outcomeResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(sessionOf(request).customer.id);
      // A refresh computed for this very request must not outlive the logout.
      reply.removeHeader(SESSION_TOKEN_HEADER);
      return { outcome: 'LOGGED_OUT' };
    },
  );

  r.post(
    `${AUTH}/external/first-login`,
    {
      schema: {
        tags: ['auth'],
        summary: `First login to an account a partner created: sets the password. ${tokenHeaderDoc}`,
        body: firstLoginRequestSchema,
        response: { 200: loginResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { outcome, token } = await auth.firstLogin(request.body, request.ip);
      return reply.header(SESSION_TOKEN_HEADER, token).send({ outcome });
    },
  );

  r.post(
    '/api/bulwark/customer/password-change',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['auth'],
        summary: `Changes the password of the logged-in customer; other sessions end. ${tokenHeaderDoc}`,
        security: [{ bearerAuth: [] }],
        body: passwordChangeRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { outcome, token } = await auth.changePassword(sessionOf(request).customer, request.body);
      return reply.header(SESSION_TOKEN_HEADER, token).send({ outcome });
    },
  );
}
