import type { Statement, StatementAcceptRequest, StatementAcceptResponse } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import {
  findAcceptance,
  findAcceptedVersions,
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
  cache: ConfigCache = noConfigCache,
): Promise<StatementAcceptResponse> {
  const statement = await findStatementById(db, input.statementId);
  if (!statement) throw new AppError('NOT_FOUND', 'errors.statements.notFound');
  const current = (await findActiveStatements(db, statement.kind, cache)).find(
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
  cache: ConfigCache = noConfigCache,
): Promise<Statement[]> {
  const required = (await findActiveStatements(db, kind, cache)).filter((s) => s.isRequired);
  const accepted = await findAcceptedVersions(
    db,
    customerId,
    required.map((s) => s.id),
  );
  return required.filter((s) => !accepted.has(`${s.id}:${s.version}`));
}

/** The calculation statements and the customer's acceptance of one. */
export function createStatementsService(db: Db, cache: ConfigCache = noConfigCache) {
  return {
    calculationStatements: () => findActiveStatements(db, 'CALCULATION', cache),
    accept: (customerId: string, input: StatementAcceptRequest) =>
      acceptStatement(db, customerId, input, cache),
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;

/** What other modules read of the statements in force. */
export { findActiveStatements, findStatementById } from './statements.repository.ts';
