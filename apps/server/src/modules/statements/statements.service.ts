import type { Statement, StatementAcceptRequest, StatementAcceptResponse } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { listAcceptances } from '../customers/customers.repository.ts';
import {
  findAcceptance,
  findActiveStatements,
  findStatementById,
  recordAcceptance,
} from './statements.repository.ts';

const outdatedStatement = () => new AppError('CONFLICT', 'errors.statements.changed');

/**
 * Logs that a customer accepted one statement: which, which version, when and through which
 * channel (consent must be provable). Only the current version of an active statement can be
 * accepted; accepting the same version again answers the acceptance already on record.
 */
export async function acceptStatement(
  db: Db,
  customerId: string,
  input: StatementAcceptRequest,
): Promise<StatementAcceptResponse> {
  const statement = await findStatementById(db, input.statementId);
  if (!statement) throw new AppError('NOT_FOUND', 'errors.statements.notFound');
  const current = (await findActiveStatements(db, statement.kind)).find(
    (candidate) => candidate.identifier === statement.identifier,
  );
  if (current?.id !== statement.id || statement.version !== input.version) throw outdatedStatement();
  const existing = await findAcceptance(db, customerId, statement.id, statement.version);
  if (existing) return existing;
  return recordAcceptance(db, {
    customerId,
    statementId: statement.id,
    version: statement.version,
    channel: 'WEB',
  });
}

/** The active required statements of a kind whose current version the customer has not accepted. */
export async function missingRequiredStatements(
  db: Db,
  customerId: string,
  kind: Statement['kind'],
): Promise<Statement[]> {
  const [statements, acceptances] = await Promise.all([
    findActiveStatements(db, kind),
    listAcceptances(db, customerId),
  ]);
  const accepted = new Set(acceptances.map((a) => `${a.statementId}:${a.version}`));
  return statements.filter((s) => s.isRequired && !accepted.has(`${s.id}:${s.version}`));
}

/** The calculation statements and the customer's acceptance of one. */
export function createStatementsService(db: Db) {
  return {
    calculationStatements: () => findActiveStatements(db, 'CALCULATION'),
    accept: (customerId: string, input: StatementAcceptRequest) => acceptStatement(db, customerId, input),
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;

/** What other modules read of the statements in force. */
export { findActiveStatements, findStatementById } from './statements.repository.ts';
