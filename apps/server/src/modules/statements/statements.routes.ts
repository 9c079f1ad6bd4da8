import { acceptStatement, listCalculationStatements } from '@hitelkapu/domain/contracts/endpoints/statements';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { StatementsService } from './statements.service.ts';

export function statementRoutes(app: FastifyInstance, statements: StatementsService): void {
  route(app, listCalculationStatements, async () => statements.calculationStatements());
  route(app, acceptStatement, async (request) =>
    statements.accept(sessionOf(request).customer.id, request.body),
  );
}
