import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { statementAcceptRequestSchema, statementAcceptResponseSchema } from '../offers.ts';
import { statementSchema } from '../statements.ts';

const tags = ['statements'];

export const listCalculationStatements = defineEndpoint({
  operationId: 'listCalculationStatements',
  method: 'GET',
  path: '/api/administration/calculation-acceptance',
  summary: 'The statements to accept before a preliminary assessment',
  tags,
  access: 'customer',
  response: z.array(statementSchema),
});

export const acceptStatement = defineEndpoint({
  operationId: 'acceptStatement',
  method: 'POST',
  path: '/api/statement/accept',
  summary: 'Accepts the current version of a statement; logged with version, time and channel',
  tags,
  access: 'customer',
  body: statementAcceptRequestSchema,
  response: statementAcceptResponseSchema,
  successStatus: 201,
  errors: [404, 409],
});
