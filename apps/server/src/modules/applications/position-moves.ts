import {
  type ApplicationFlowPosition,
  canCustomerMovePosition,
  canServerMovePosition,
  flowStatusOf,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { applicationEvents, type loanApplications } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { updateCustomerInStatus } from '../customers/customers.repository.ts';
import { applicationMoved } from './application-listeners.ts';
import { type ApplicationRow, updateApplication } from './applications.repository.ts';

type Executor = Pick<Db, 'insert' | 'update' | 'select'>;

export interface MoveCause {
  actor: 'CUSTOMER' | 'PROVIDER' | 'STAFF' | 'SYSTEM';
  actorId?: string | null;
  ip?: string | null;
  /** Anything an auditor needs to understand the move; never a secret or a code. */
  detail?: Record<string, unknown>;
}

export interface MoveOptions {
  /**
   * `customer` checks the customer moves of the table instead, for a server action that
   * walks the customer's own steps on their behalf (document-signing/start from CONTRACT_CHECK).
   */
  as?: 'server' | 'customer';
  /**
   * False leaves the profile alone: for an application that is no longer the one the
   * profile follows (a withdrawal after the customer started anew).
   */
  updateProfile?: boolean;
}

/**
 * A move the server makes (identity verified, signing started, a staff decision …): checked
 * against the transition table, written with the other `values`, the profile's
 * `POSITION|page` and an application_events row. Call it inside the transaction that holds
 * the application's row lock, with the outbox rows of the same change.
 */
export async function moveApplication(
  tx: Executor,
  row: ApplicationRow,
  to: ApplicationFlowPosition,
  cause: MoveCause,
  values: Partial<typeof loanApplications.$inferInsert> = {},
  options: MoveOptions = {},
): Promise<ApplicationRow> {
  const legal =
    options.as === 'customer'
      ? row.position !== to && canCustomerMovePosition(row.position, to)
      : canServerMovePosition(row.position, to);
  if (!legal) throw new AppError('CONFLICT', 'errors.application.cannotAdvance');
  const moved = await updateApplication(tx, row.id, { ...values, position: to, flowIndex: 0 });
  if (options.updateProfile !== false)
    await updateCustomerInStatus(tx, row.customerId, ['IN_FLOW'], {
      statusResult: flowStatusOf(to, 0),
      flowPosition: to,
      flowPage: '0',
    });
  await tx.insert(applicationEvents).values({
    applicationId: row.id,
    fromPosition: row.position,
    toPosition: to,
    actor: cause.actor,
    actorId: cause.actorId ?? null,
    ip: cause.ip ?? null,
    detail: cause.detail ?? {},
  });
  await applicationMoved(tx, moved);
  return moved;
}
