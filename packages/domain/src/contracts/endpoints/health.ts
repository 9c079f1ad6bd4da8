import { defineEndpoint } from '../endpoint.ts';
import { healthResponseSchema, readyResponseSchema } from '../health.ts';

const tags = ['health'];

export const getHealth = defineEndpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  summary: 'The process is alive',
  description:
    'Liveness: 200 as long as the process answers at all, even while the database opens at start. ' +
    'For a supervisor deciding whether to restart the process, not for a balancer choosing where to ' +
    'send traffic (use GET /api/ready for that). While the process stops, it answers 503 like every ' +
    'other request read after the signal.',
  tags,
  access: 'public',
  response: healthResponseSchema,
});

export const getReady = defineEndpoint({
  operationId: 'getReady',
  method: 'GET',
  path: '/api/ready',
  summary: 'The database answers',
  description:
    'Readiness, the check a load balancer should use: 200 only when this instance can serve, that is ' +
    'its database answers a ping. 503 in the error shape (with Retry-After) while the instance starts, ' +
    'when the database ping fails, and from the moment the process is told to stop (SIGTERM), so the ' +
    'balancer takes it out of rotation while it finishes the requests already read.',
  tags,
  access: 'public',
  response: readyResponseSchema,
  errors: [503],
});
