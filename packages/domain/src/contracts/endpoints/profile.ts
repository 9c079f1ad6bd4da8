import { z } from 'zod';
import {
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  changePhoneRequestSchema,
  changePhoneResponseSchema,
  codeAnswerSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  outcomeResponseSchema,
  sendConfirmationEmailRequestSchema,
  sendConfirmationEmailResponseSchema,
} from '../auth.ts';
import { callMeBackResponseSchema, customerCallMeBackRequestSchema } from '../call-me-back.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  emailConfirmOfferSchema,
  emailConfirmStateSchema,
  isEmailConfirmedResponseSchema,
  profileSchema,
  profileStatusUpdateSchema,
  profileUpdateRequestSchema,
  securityCodeResponseSchema,
  statementAcceptanceSchema,
} from '../profile.ts';

const tags = ['profile'];
const AUTH = '/api/bulwark/customer/auth';

export const getProfile = defineEndpoint({
  operationId: 'getProfile',
  method: 'GET',
  path: '/api/profile',
  summary: 'The logged-in customer’s profile',
  tags,
  access: 'customer',
  response: profileSchema,
});

export const updateProfile = defineEndpoint({
  operationId: 'updateProfile',
  method: 'PUT',
  path: '/api/profile/update',
  summary: "Updates the customer's name and second-factor setting",
  description:
    'Updates the name and the second-factor switch; switching the second factor off also needs the password and the code from security-code (the customer is told by email and SMS).',
  tags,
  access: 'customer',
  body: profileUpdateRequestSchema,
  response: profileSchema,
  errors: [409, 429],
});

export const requestSecurityCode = defineEndpoint({
  operationId: 'requestSecurityCode',
  method: 'POST',
  path: '/api/profile/security-code',
  summary: 'Sends a one-time code that confirms a change of security settings',
  description:
    'Sends a one-time code to the confirmed phone (or else email) to confirm a change of security settings, such as switching the second factor off.',
  tags,
  access: 'customer',
  response: securityCodeResponseSchema,
  errors: [409, 429],
});

export const updateProfileStatus = defineEndpoint({
  operationId: 'updateProfileStatus',
  method: 'PUT',
  path: '/api/profile/status',
  summary: 'Moves the profile status; only the moves a customer may make, anything else is 409',
  tags,
  access: 'customer',
  body: profileStatusUpdateSchema,
  response: profileSchema,
  errors: [409],
});

export const listStatementAcceptances = defineEndpoint({
  operationId: 'listStatementAcceptances',
  method: 'GET',
  path: '/api/statements',
  summary: 'The statements the customer accepted, with version, time and channel',
  tags,
  access: 'customer',
  response: z.array(statementAcceptanceSchema),
});

export const getEmailConfirmationStatus = defineEndpoint({
  operationId: 'getEmailConfirmationStatus',
  method: 'GET',
  path: '/api/bulwark/customer/is-email-confirmed',
  summary: 'Whether the customer’s email address is confirmed',
  tags,
  access: 'customer',
  response: isEmailConfirmedResponseSchema,
});

export const getEmailConfirmOffer = defineEndpoint({
  operationId: 'getEmailConfirmOffer',
  method: 'GET',
  path: '/api/customer/email-confirm',
  summary: 'The offer the customer chose while confirming the email address',
  tags,
  access: 'customer',
  response: emailConfirmStateSchema,
});

export const setEmailConfirmOffer = defineEndpoint({
  operationId: 'setEmailConfirmOffer',
  method: 'PATCH',
  path: '/api/customer/email-confirm',
  summary: 'Remembers the offer the customer chose while confirming the email address',
  tags,
  access: 'customer',
  body: emailConfirmOfferSchema,
  response: emailConfirmStateSchema,
});

export const sendConfirmationEmail = defineEndpoint({
  operationId: 'sendConfirmationEmail',
  method: 'POST',
  path: `${AUTH}/send-confirmation-email`,
  summary: 'Sends the email confirmation link again (once a minute; the same nonce sends once)',
  tags: ['auth'],
  access: 'customer',
  body: sendConfirmationEmailRequestSchema,
  response: sendConfirmationEmailResponseSchema,
  errors: [409, 429],
});

/**
 * Public for the registration link, whose token is the proof; the id-and-code form confirms
 * an email change and needs the session, which the route reads when one is sent.
 */
export const confirmEmail = defineEndpoint({
  operationId: 'confirmEmail',
  method: 'POST',
  path: `${AUTH}/confirm-email`,
  summary: 'Confirms an email address: the registration link token, or (changing the address) id and code',
  description:
    'The link token is the proof on its own; the id-and-code form also needs the session token (Authorization: Bearer), 401 without it.',
  tags: ['auth'],
  access: 'public',
  body: confirmEmailRequestSchema,
  response: confirmEmailResponseSchema,
  errors: [401, 404, 409, 429],
});

export const startEmailChange = defineEndpoint({
  operationId: 'startEmailChange',
  method: 'POST',
  path: `${AUTH}/change-email`,
  summary: 'Starts an email change: after the password, a code goes to the NEW address, a notice to the old',
  tags,
  access: 'customer',
  body: changeEmailRequestSchema,
  response: changeEmailResponseSchema,
  errors: [409, 429],
});

export const startPhoneChange = defineEndpoint({
  operationId: 'startPhoneChange',
  method: 'POST',
  path: `${AUTH}/change-phone`,
  summary: 'Starts a phone change: after the password, a code goes to the NEW number, a notice to the old',
  tags,
  access: 'customer',
  body: changePhoneRequestSchema,
  response: changePhoneResponseSchema,
  errors: [409, 429],
});

export const confirmPhoneChange = defineEndpoint({
  operationId: 'confirmPhoneChange',
  method: 'POST',
  path: `${AUTH}/confirm-phone`,
  summary: 'Confirms a new phone number with the code sent to it',
  tags,
  access: 'customer',
  body: codeAnswerSchema,
  response: outcomeResponseSchema,
  errors: [409, 429],
});

export const requestCustomerCallBack = defineEndpoint({
  operationId: 'requestCustomerCallBack',
  method: 'POST',
  path: '/api/call-me-back',
  summary: 'A logged-in customer asks to be called back; name and phone come from the profile unless given',
  tags: ['call-me-back'],
  access: 'customer',
  body: customerCallMeBackRequestSchema,
  response: callMeBackResponseSchema,
  successStatus: 201,
  errors: [409, 429],
});
