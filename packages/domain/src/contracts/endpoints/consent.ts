import { z } from 'zod';
import {
  consentPurposeParamsSchema,
  consentStateSchema,
  consentUpdateRequestSchema,
  unsubscribeQuerySchema,
  unsubscribeStatusSchema,
} from '../consents.ts';
import { cookieConsentRequestSchema, cookieConsentResponseSchema } from '../cookie-consent.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['consent'];

export const recordCookieConsent = defineEndpoint({
  operationId: 'recordCookieConsent',
  method: 'POST',
  path: '/api/consent/cookies',
  summary: 'Records a visitor’s cookie choice with the notice version it was given on',
  tags,
  access: 'public',
  body: cookieConsentRequestSchema,
  response: cookieConsentResponseSchema,
  successStatus: 201,
  errors: [409, 429],
});

export const listConsents = defineEndpoint({
  operationId: 'listConsents',
  method: 'GET',
  path: '/api/profile/consents',
  summary:
    "The customer's consents (offers by email and SMS; KHR positive-list data), each with the statement it is given on and its log",
  tags,
  access: 'customer',
  response: z.array(consentStateSchema),
});

export const updateConsent = defineEndpoint({
  operationId: 'updateConsent',
  method: 'PUT',
  path: '/api/profile/consents/:purpose',
  summary:
    'Gives or withdraws one consent; logged with the statement version, time and channel. Giving needs the current version (409 otherwise)',
  tags,
  access: 'customer',
  params: consentPurposeParamsSchema,
  body: consentUpdateRequestSchema,
  response: consentStateSchema,
  errors: [409, 429],
});

// The link of a marketing email works without a login; its token is the proof.
export const getUnsubscribeStatus = defineEndpoint({
  operationId: 'getUnsubscribeStatus',
  method: 'GET',
  path: '/api/consent/marketing/unsubscribe',
  summary: 'The state of a marketing unsubscribe link',
  description:
    "The unsubscribe link's state: whose address (masked) and whether offers still go there. Changes nothing; a browser asking for HTML is sent to the confirmation page. A request that accepts text/html and not application/json is answered 303, to /unsubscribe.",
  tags,
  access: 'public',
  query: unsubscribeQuerySchema,
  response: unsubscribeStatusSchema,
  errors: [404, 429],
});

export const unsubscribeMarketing = defineEndpoint({
  operationId: 'unsubscribeMarketing',
  method: 'POST',
  path: '/api/consent/marketing/unsubscribe',
  summary: 'Withdraws marketing consent from an unsubscribe link, without a login',
  description:
    'Withdraws the marketing consent of the link’s customer without a login: the confirmation page sends {}, a mail client List-Unsubscribe=One-Click (RFC 8058, form-encoded). Logged with the version that had been given; repeating it changes nothing.',
  tags,
  access: 'public',
  query: unsubscribeQuerySchema,
  body: z.object({}).optional(),
  response: unsubscribeStatusSchema,
  errors: [404, 429],
});
