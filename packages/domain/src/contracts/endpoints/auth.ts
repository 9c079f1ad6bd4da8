import { z } from 'zod';
import {
  changePasswordRequestSchema,
  codeAnswerSchema,
  firstLoginRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  outcomeResponseSchema,
  passwordChangeRequestSchema,
  passwordPolicyResponseSchema,
  RESET_TOKEN_HEADER,
  registerRequestSchema,
  registerResponseSchema,
  requestPasswordChangeResponseSchema,
  requestPasswordChangeSchema,
  resendCodeRequestSchema,
  resetTokenHeadersSchema,
  SESSION_TOKEN_HEADER,
  secondFactorChallengeSchema,
} from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { statementSchema } from '../statements.ts';

const tags = ['auth'];
const AUTH = '/api/bulwark/customer/auth';
const tokenHeaderDoc = `The session token comes in the ${SESSION_TOKEN_HEADER} response header.`;

export const getPasswordPolicy = defineEndpoint({
  operationId: 'getPasswordPolicy',
  method: 'GET',
  path: '/api/bulwark/password-policy/customer',
  summary: 'The password rules',
  tags,
  access: 'public',
  response: passwordPolicyResponseSchema,
});

export const listRegistrationStatements = defineEndpoint({
  operationId: 'listRegistrationStatements',
  method: 'GET',
  path: '/api/administration/registration-acceptance',
  summary: 'The statements to accept when registering',
  tags,
  access: 'public',
  response: z.array(statementSchema),
});

export const registerCustomer = defineEndpoint({
  operationId: 'registerCustomer',
  method: 'POST',
  path: '/api/customer/register',
  summary: 'Registers by email (a link is sent) or phone (a code is sent); same answer for a taken address',
  tags,
  access: 'public',
  body: registerRequestSchema,
  response: registerResponseSchema,
  successStatus: 201,
  errors: [409, 429],
});

export const completeRegistration = defineEndpoint({
  operationId: 'completeRegistration',
  method: 'POST',
  path: `${AUTH}/complete-registration`,
  summary: `Confirms the phone with the code and logs in. ${tokenHeaderDoc}`,
  tags,
  access: 'public',
  body: codeAnswerSchema,
  response: loginResponseSchema,
  errors: [409, 429],
});

export const login = defineEndpoint({
  operationId: 'login',
  method: 'POST',
  path: `${AUTH}/login`,
  summary: 'Logs a customer in by email or phone',
  description: `Logs in by email or phone. ${tokenHeaderDoc} With a second factor, a code challenge comes instead.`,
  tags,
  access: 'public',
  body: loginRequestSchema,
  response: loginResponseSchema,
  errors: [401, 409, 429],
});

export const completeLogin = defineEndpoint({
  operationId: 'completeLogin',
  method: 'POST',
  path: `${AUTH}/complete-login`,
  summary: `Answers the second-factor code. ${tokenHeaderDoc}`,
  tags,
  access: 'public',
  body: codeAnswerSchema,
  response: loginResponseSchema,
  errors: [409, 429],
});

export const resendCode = defineEndpoint({
  operationId: 'resendCode',
  method: 'POST',
  path: `${AUTH}/resend-two-factor`,
  summary: 'Sends a new code for a challenge, at most once a minute',
  tags,
  access: 'public',
  body: resendCodeRequestSchema,
  response: secondFactorChallengeSchema,
  errors: [409, 429],
});

export const requestPasswordReset = defineEndpoint({
  operationId: 'requestPasswordReset',
  method: 'POST',
  path: `${AUTH}/request-password-change`,
  summary: 'Starts a password reset: a link by email or a code by SMS; never says whether an account exists',
  tags,
  access: 'public',
  body: requestPasswordChangeSchema,
  response: requestPasswordChangeResponseSchema,
  successStatus: 202,
  errors: [409, 429],
});

export const resetPassword = defineEndpoint({
  operationId: 'resetPassword',
  method: 'POST',
  path: `${AUTH}/change-password`,
  summary: `Sets a new password with the reset link token (${RESET_TOKEN_HEADER} header) or the SMS code`,
  tags,
  access: 'public',
  headers: resetTokenHeadersSchema,
  body: changePasswordRequestSchema,
  response: outcomeResponseSchema,
  errors: [404, 409, 429],
});

export const logout = defineEndpoint({
  operationId: 'logout',
  method: 'POST',
  path: `${AUTH}/logout`,
  summary: 'Ends every session of the customer',
  tags,
  access: 'customer',
  response: outcomeResponseSchema,
});

export const firstLogin = defineEndpoint({
  operationId: 'firstLogin',
  method: 'POST',
  path: `${AUTH}/external/first-login`,
  summary: `First login to an account a partner created: sets the password. ${tokenHeaderDoc}`,
  tags,
  access: 'public',
  body: firstLoginRequestSchema,
  response: loginResponseSchema,
  errors: [404, 409, 429],
});

export const changePassword = defineEndpoint({
  operationId: 'changePassword',
  method: 'POST',
  path: '/api/bulwark/customer/password-change',
  summary: `Changes the password of the logged-in customer; other sessions end. ${tokenHeaderDoc}`,
  tags,
  access: 'customer',
  body: passwordChangeRequestSchema,
  response: loginResponseSchema,
});
