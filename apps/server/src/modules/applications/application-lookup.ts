import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type ApplicationRow, findCustomerApplication } from './applications.repository.ts';

// The owner's-only lookup every step on an application starts with (signing's too).

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const notFound = () => new AppError('NOT_FOUND', 'errors.application.notFound');

/** The customer's own application; another customer's answers 404 like an unknown id. */
export async function requireApplication(db: Db, customerId: string, id: string): Promise<ApplicationRow> {
  const row = await findCustomerApplication(db, customerId, id);
  if (!row) throw notFound();
  return row;
}

/** The same, locked for the rest of the transaction. */
export async function lockApplication(
  tx: Transaction,
  customerId: string,
  id: string,
): Promise<ApplicationRow> {
  const row = await findCustomerApplication(tx, customerId, id, { forUpdate: true });
  if (!row) throw notFound();
  return row;
}
