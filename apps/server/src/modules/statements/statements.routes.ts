import {
  errorResponseSchema,
  statementAcceptRequestSchema,
  statementAcceptResponseSchema,
  statementSchema,
} from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { secured } from '../../lib/route-schemas.ts';
import type { ModuleDeps } from '../../lib/types.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { findActiveStatements } from './statements.repository.ts';
import { acceptStatement } from './statements.service.ts';

export function statementRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withSession = { onRequest: app.requireSession };

  r.get(
    '/api/administration/calculation-acceptance',
    {
      ...withSession,
      schema: {
        tags: ['statements'],
        summary: 'The statements to accept before a preliminary assessment',
        ...secured,
        response: { 200: z.array(statementSchema), 401: errorResponseSchema },
      },
    },
    async () => findActiveStatements(db, 'CALCULATION'),
  );

  r.post(
    '/api/statement/accept',
    {
      ...withSession,
      schema: {
        tags: ['statements'],
        summary: 'Accepts the current version of a statement; logged with version, time and channel',
        ...secured,
        body: statementAcceptRequestSchema,
        response: {
          201: statementAcceptResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const accepted = await acceptStatement(db, sessionOf(request).customer.id, request.body);
      return reply.status(201).send(accepted);
    },
  );
}
