import {
  callMeBackAcceptanceSchema,
  callMeBackRequestSchema,
  callMeBackResponseSchema,
  errorResponseSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limits } from '../../lib/abuse-limits.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { createCallBackRequest, getCallMeBackAcceptance } from './call-me-back.service.ts';

export function callMeBackRoutes(app: FastifyInstance, { db, limiter }: AuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/administration/call-me-back-acceptance',
    {
      schema: {
        tags: ['call-me-back'],
        summary: 'The statement a visitor accepts when asking for a call-back',
        response: { 200: callMeBackAcceptanceSchema, 404: errorResponseSchema },
      },
    },
    async () => getCallMeBackAcceptance(db),
  );
  r.post(
    '/api/call-me-back-public',
    {
      schema: {
        tags: ['call-me-back'],
        summary: 'A visitor asks to be called back',
        body: callMeBackRequestSchema,
        response: {
          201: callMeBackResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await enforceLimit(limiter, limits.callBackPerIp, request.ip);
      const created = await createCallBackRequest(db, request.body, 'WEB_PUBLIC');
      return reply.status(201).send(created);
    },
  );
}
