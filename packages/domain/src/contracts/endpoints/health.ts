import { defineEndpoint } from '../endpoint.ts';
import { healthResponseSchema, readyResponseSchema } from '../health.ts';

const tags = ['health'];

export const getHealth = defineEndpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  summary: 'The process is alive',
  tags,
  access: 'public',
  response: healthResponseSchema,
});

export const getReady = defineEndpoint({
  operationId: 'getReady',
  method: 'GET',
  path: '/api/ready',
  summary: 'The database answers',
  tags,
  access: 'public',
  response: readyResponseSchema,
  errors: [503],
});
