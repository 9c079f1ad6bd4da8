import {
  callMeBackAcceptanceSchema,
  callMeBackRequestSchema,
  callMeBackResponseSchema,
} from '../call-me-back.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['call-me-back'];

export const getCallMeBackAcceptance = defineEndpoint({
  operationId: 'getCallMeBackAcceptance',
  method: 'GET',
  path: '/api/administration/call-me-back-acceptance',
  summary: 'The statement a visitor accepts when asking for a call-back',
  tags,
  access: 'public',
  response: callMeBackAcceptanceSchema,
  errors: [404],
});

export const requestPublicCallBack = defineEndpoint({
  operationId: 'requestPublicCallBack',
  method: 'POST',
  path: '/api/call-me-back-public',
  summary: 'A visitor asks to be called back',
  tags,
  access: 'public',
  body: callMeBackRequestSchema,
  response: callMeBackResponseSchema,
  successStatus: 201,
  errors: [409, 429],
});
