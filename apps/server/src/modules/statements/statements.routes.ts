import { acceptStatement, listCalculationStatements } from '@hitelkapu/domain/contracts/endpoints/statements';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { ModuleDeps } from '../../lib/types.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { findActiveStatements, acceptStatement as recordStatementAcceptance } from './statements.service.ts';

export function statementRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  route(app, listCalculationStatements, async () => findActiveStatements(db, 'CALCULATION'));
  route(app, acceptStatement, async (request) =>
    recordStatementAcceptance(db, sessionOf(request).customer.id, request.body),
  );
}
