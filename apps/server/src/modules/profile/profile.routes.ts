import {
  callMeBackResponseSchema,
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  changePhoneRequestSchema,
  changePhoneResponseSchema,
  codeAnswerSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  customerCallMeBackRequestSchema,
  emailConfirmOfferSchema,
  errorResponseSchema,
  isEmailConfirmedResponseSchema,
  outcomeResponseSchema,
  profileSchema,
  profileStatusUpdateSchema,
  profileUpdateRequestSchema,
  securityCodeResponseSchema,
  sendConfirmationEmailRequestSchema,
  sendConfirmationEmailResponseSchema,
  statementAcceptanceSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { customerCallErrors, secured } from '../../lib/route-schemas.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { createCallBackRequest } from '../call-me-back/call-me-back.service.ts';
import { listAcceptances, updateCustomer } from '../customers/customers.repository.ts';
import type { ProfileService } from './profile.service.ts';

const AUTH = '/api/bulwark/customer/auth';
const errors = customerCallErrors;

export function profileRoutes(app: FastifyInstance, deps: AuthDeps, profiles: ProfileService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withSession = { onRequest: app.requireSession };

  r.get(
    '/api/profile',
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary: 'The logged-in customer’s profile',
        ...secured,
        response: { 200: profileSchema, 401: errorResponseSchema },
      },
    },
    async (request) => profiles.getProfile(sessionOf(request).customer),
  );

  r.put(
    '/api/profile/update',
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary:
          'Updates the name and the second-factor switch; switching the second factor off also needs the password and the code from security-code (the customer is told by email and SMS)',
        ...secured,
        body: profileUpdateRequestSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) =>
      profiles.getProfile(
        await profiles.updateProfile(sessionOf(request).customer, request.body, request.ip),
      ),
  );

  r.post(
    '/api/profile/security-code',
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary:
          'Sends a one-time code to the confirmed phone (or else email) to confirm a change of security settings, such as switching the second factor off',
        ...secured,
        response: {
          200: securityCodeResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => profiles.sendSecurityCode(sessionOf(request).customer, request.ip),
  );

  r.put(
    '/api/profile/status',
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary: 'Moves the profile status; only the moves a customer may make, anything else is 409',
        ...secured,
        body: profileStatusUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) =>
      profiles.getProfile(await profiles.updateStatus(sessionOf(request).customer, request.body)),
  );

  r.get(
    '/api/statements',
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary: 'The statements the customer accepted, with version, time and channel',
        ...secured,
        response: { 200: z.array(statementAcceptanceSchema), 401: errorResponseSchema },
      },
    },
    async (request) => listAcceptances(deps.db, sessionOf(request).customer.id),
  );

  r.get(
    '/api/bulwark/customer/is-email-confirmed',
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary: 'Whether the customer’s email address is confirmed',
        ...secured,
        response: { 200: isEmailConfirmedResponseSchema, ...errors },
      },
    },
    async (request) => ({ isEmailConfirmed: sessionOf(request).customer.emailConfirmedAt !== null }),
  );

  r.get(
    '/api/customer/email-confirm',
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary: 'The offer the customer chose while confirming the email address',
        ...secured,
        response: { 200: emailConfirmOfferSchema.extend({ isEmailConfirmed: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const { customer } = sessionOf(request);
      return { offerId: customer.pendingOfferId, isEmailConfirmed: customer.emailConfirmedAt !== null };
    },
  );

  r.patch(
    '/api/customer/email-confirm',
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary: 'Remembers the offer the customer chose while confirming the email address',
        ...secured,
        body: emailConfirmOfferSchema,
        response: { 200: emailConfirmOfferSchema.extend({ isEmailConfirmed: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const updated = await updateCustomer(deps.db, sessionOf(request).customer.id, {
        pendingOfferId: request.body.offerId,
      });
      return { offerId: updated.pendingOfferId, isEmailConfirmed: updated.emailConfirmedAt !== null };
    },
  );

  r.post(
    `${AUTH}/send-confirmation-email`,
    {
      ...withSession,
      schema: {
        tags: ['auth'],
        summary: 'Sends the email confirmation link again (once a minute; the same nonce sends once)',
        ...secured,
        body: sendConfirmationEmailRequestSchema,
        response: { 200: sendConfirmationEmailResponseSchema, ...errors },
      },
    },
    async (request) => profiles.sendConfirmationEmail(sessionOf(request).customer, request.body),
  );

  r.post(
    `${AUTH}/confirm-email`,
    {
      onRequest: app.readSession,
      schema: {
        tags: ['auth'],
        summary:
          'Confirms an email address: the registration link token, or (changing the address) id and code',
        body: confirmEmailRequestSchema,
        response: { 200: confirmEmailResponseSchema, ...errors },
      },
    },
    async (request) => {
      if ('token' in request.body) return profiles.confirmEmailByLink(request.body.token);
      if (!request.session) throw new AppError('UNAUTHORIZED');
      return profiles.confirmEmailChange(request.session.customer, request.body, request.ip);
    },
  );

  r.post(
    `${AUTH}/change-email`,
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary:
          'Starts an email change: after the password, a code goes to the NEW address, a notice to the old',
        ...secured,
        body: changeEmailRequestSchema,
        response: { 200: changeEmailResponseSchema, ...errors },
      },
    },
    async (request) => profiles.startChangeEmail(sessionOf(request).customer, request.body, request.ip),
  );

  r.post(
    `${AUTH}/change-phone`,
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary:
          'Starts a phone change: after the password, a code goes to the NEW number, a notice to the old',
        ...secured,
        body: changePhoneRequestSchema,
        response: { 200: changePhoneResponseSchema, ...errors },
      },
    },
    async (request) => profiles.startChangePhone(sessionOf(request).customer, request.body, request.ip),
  );

  r.post(
    `${AUTH}/confirm-phone`,
    {
      ...withSession,
      schema: {
        tags: ['profile'],
        summary: 'Confirms a new phone number with the code sent to it',
        ...secured,
        body: codeAnswerSchema,
        response: { 200: outcomeResponseSchema, ...errors },
      },
    },
    async (request) => profiles.confirmPhoneChange(sessionOf(request).customer, request.body, request.ip),
  );

  r.post(
    '/api/call-me-back',
    {
      ...withSession,
      schema: {
        tags: ['call-me-back'],
        summary:
          'A logged-in customer asks to be called back; name and phone come from the profile unless given',
        ...secured,
        body: customerCallMeBackRequestSchema,
        response: { 201: callMeBackResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { customer } = sessionOf(request);
      const phone = request.body.phone ?? customer.phone;
      const name = [customer.lastName, customer.firstName].filter(Boolean).join(' ');
      if (!phone) throw new AppError('VALIDATION_FAILED', undefined, { phone: 'validation.required' });
      const created = await createCallBackRequest(
        deps.db,
        { ...request.body, phone, name: name || 'Ügyfél' },
        'WEB_CUSTOMER',
        new Date(),
        customer.id,
      );
      return reply.status(201).send(created);
    },
  );
}
