import { applicationIdParamsSchema } from '../application.ts';
import { defineEndpoint } from '../endpoint.ts';
import { idempotencyHeadersSchema } from '../headers.ts';
import {
  identificationResponseSchema,
  identificationStartResponseSchema,
  kycCallbackHeadersSchema,
  kycCallbackParamsSchema,
  kycCallbackResultSchema,
  kycTypeInfoSchema,
  verificationStartSchema,
} from '../identification.ts';

const tags = ['identification'];

// Spec §6 lists the calls that are public; this is not one of them, so it needs a session.
export const getKycTypeInfo = defineEndpoint({
  operationId: 'getKycTypeInfo',
  method: 'GET',
  path: '/api/administration/kyc-type-info',
  summary: 'Enabled identity-verification (KYC) and signing methods, in their configured order',
  tags: ['configuration'],
  access: 'customer',
  response: kycTypeInfoSchema,
});

export const startIdentification = defineEndpoint({
  operationId: 'startIdentification',
  method: 'POST',
  path: '/api/credit/loan-application/:id/identification/start',
  summary: 'Starts identity verification with the chosen method',
  description:
    'Starts identity verification with the chosen method (KYC_CHOOSE or KYC_PREPARATION -> KYC_WAITING) and answers the provider page to send the customer to; needs an Idempotency-Key; a retry, or any start while a check is open, answers that check.',
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  headers: idempotencyHeadersSchema,
  body: verificationStartSchema,
  response: identificationStartResponseSchema,
  errors: [409, 429, 503],
});

export const getIdentification = defineEndpoint({
  operationId: 'getIdentification',
  method: 'GET',
  path: '/api/credit/loan-application/:id/identification',
  summary: "The application's latest identity check; null before the first start",
  tags,
  access: 'customer',
  params: applicationIdParamsSchema,
  response: identificationResponseSchema,
});

/**
 * The signature covers the exact bytes sent, so the body (kycCallbackSchema) is read raw and
 * checked by the handler; no body schema here, or it would be parsed before the signature is.
 */
export const receiveKycCallback = defineEndpoint({
  operationId: 'receiveKycCallback',
  method: 'POST',
  path: '/api/kyc/callback/:provider',
  summary: "Receives an identity provider's signed verdict",
  description:
    "A KYC provider's signed verdict (raw JSON body, kycCallbackSchema; headers kyc-timestamp and kyc-signature). 401 and nothing changed when unsigned, forged or outside the 300 s window; a replayed event id answers duplicate.",
  tags,
  access: 'signed',
  params: kycCallbackParamsSchema,
  headers: kycCallbackHeadersSchema,
  response: kycCallbackResultSchema,
});
