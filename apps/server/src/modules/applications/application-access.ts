import {
  type ApplicationFlowPosition,
  type Flow,
  flowStatusOf,
  type ProfileStatus,
  SPECIAL_FIELD_DONE,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';
import { type CustomerRow, updateCustomerInStatus } from '../customers/customers.repository.ts';
import { allQuestions, bumpVersions, loadApplicationFlow } from './application-flow.ts';
import { lockApplication } from './application-lookup.ts';
import { type ApplicationRow, updateApplication } from './applications.repository.ts';

// How every service call reaches one customer's application and keeps the profile beside it.

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new application starts from the offers page, or again while one is being filled in. */
export const CREATING_STATUSES = ['PRELIMINARY', 'IN_FLOW'] as const satisfies readonly ProfileStatus[];

/** While the answers can still change. */
const EDITABLE_POSITIONS: readonly ApplicationFlowPosition[] = ['INTRO', 'FLOW', 'OVERVIEW'];

/** The EMAIL_CONFIRM special fields a confirmed email completes. */
function emailConfirmationUpdates(flow: Flow, row: ApplicationRow, customer: CustomerRow): string[] {
  if (!customer.emailConfirmedAt) return [];
  return allQuestions(flow)
    .filter((q) => q.type === 'SPECIAL_FIELD' && q.fieldSubtype === 'EMAIL_CONFIRM')
    .map((q) => q.identifier)
    .filter((key) => row.answers[key] !== SPECIAL_FIELD_DONE);
}

/** The profile follows the application: status IN_FLOW, `POSITION|page` (spec §4). */
export async function moveProfile(
  tx: Transaction,
  customerId: string,
  position: ApplicationFlowPosition,
  page: number,
) {
  return updateCustomerInStatus(tx, customerId, CREATING_STATUSES, {
    status: 'IN_FLOW',
    statusResult: flowStatusOf(position, page),
    flowPosition: position,
    flowPage: String(page),
  });
}

/**
 * Completes the EMAIL_CONFIRM answer once the customer's email is confirmed: the customer
 * confirms outside the flow, so the application catches up when it is next read.
 */
export async function withEmailConfirmation(
  db: Db,
  row: ApplicationRow,
  customer: CustomerRow,
  cache: ConfigCache = noConfigCache,
): Promise<ApplicationRow> {
  if (!customer.emailConfirmedAt || !EDITABLE_POSITIONS.includes(row.position)) return row;
  const flow = await loadApplicationFlow(db, row.flowId, cache);
  if (emailConfirmationUpdates(flow, row, customer).length === 0) return row;
  return db.transaction(async (tx) => {
    const locked = await lockApplication(tx, customer.id, row.id);
    const keys = emailConfirmationUpdates(flow, locked, customer);
    if (keys.length === 0) return locked;
    const answers = { ...locked.answers };
    for (const key of keys) answers[key] = SPECIAL_FIELD_DONE;
    return updateApplication(tx, locked.id, {
      answers,
      answerVersions: bumpVersions(locked.answerVersions, keys),
    });
  });
}
