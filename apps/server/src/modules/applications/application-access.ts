import {
  type ApplicationFlowPosition,
  type Flow,
  flowStatusOf,
  type ProfileStatus,
  SPECIAL_FIELD_DONE,
  visibleFlowQuestionIds,
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

/**
 * A shop's purchase starts its application from the checkout: whoever has no application
 * under way may take the point-of-sale credit (a customer who registered at a checkout skips
 * the preliminary assessment: the application's flow asks what it needs).
 */
export const PURCHASE_CREATING_STATUSES = [
  'REGISTERED',
  'BNPL_REGISTERED',
  'ONBOARDED',
  'PRELIMINARY',
  'LEASING_REGISTERED',
  'LEASING_ONBOARDED',
  'LEASING_PRESCORE',
  'IN_FLOW',
] as const satisfies readonly ProfileStatus[];

/** Where the profile goes back to when an application ends without a contract: its source's offers. */
export function statusAfterApplication(row: { leasing: unknown; purchase: unknown }): ProfileStatus {
  if (row.leasing) return 'LEASING_PRESCORE';
  if (row.purchase) return 'BNPL_REGISTERED';
  return 'PRELIMINARY';
}

/** A leasing application starts from the prescore's offers (docs/decisions/035). */
export const LEASING_CREATING_STATUSES = [
  'LEASING_PRESCORE',
  'IN_FLOW',
] as const satisfies readonly ProfileStatus[];

/** While the answers can still change. */
const EDITABLE_POSITIONS: readonly ApplicationFlowPosition[] = ['INTRO', 'FLOW', 'OVERVIEW'];

/**
 * Whether the customer has linked a bank account (a succeeded PSD2 sync of the application or
 * of the preliminary assessment). The bank-sync module answers it; app.ts hands it in.
 */
export interface LinkedBankAccountLookup {
  hasLinkedBankAccount(customerId: string): Promise<boolean>;
}

/** Where no bank linking is wired in: no account is ever linked. */
export const noLinkedBankAccount: LinkedBankAccountLookup = { hasLinkedBankAccount: async () => false };

/** The EMAIL_CONFIRM special fields a confirmed email completes. */
function emailConfirmationUpdates(flow: Flow, row: ApplicationRow, customer: CustomerRow): string[] {
  if (!customer.emailConfirmedAt) return [];
  return allQuestions(flow)
    .filter((q) => q.type === 'SPECIAL_FIELD' && q.fieldSubtype === 'EMAIL_CONFIRM')
    .map((q) => q.identifier)
    .filter((key) => row.answers[key] !== SPECIAL_FIELD_DONE);
}

/**
 * The PSD2 special fields a linked bank account would complete: those the customer can see
 * (an answer to a question out of sight would be dropped again by the next save).
 */
function bankLinkCandidates(flow: Flow, row: ApplicationRow): string[] {
  const visible = visibleFlowQuestionIds(flow, row.answers);
  return allQuestions(flow)
    .filter((q) => q.type === 'SPECIAL_FIELD' && q.fieldSubtype === 'PSD2')
    .map((q) => q.identifier)
    .filter((key) => visible.has(key) && row.answers[key] !== SPECIAL_FIELD_DONE);
}

/** The profile follows the application: status IN_FLOW, `POSITION|page` (spec §4). */
export async function moveProfile(
  tx: Transaction,
  customerId: string,
  position: ApplicationFlowPosition,
  page: number,
  from: readonly ProfileStatus[] = CREATING_STATUSES,
) {
  return updateCustomerInStatus(tx, customerId, from, {
    status: 'IN_FLOW',
    statusResult: flowStatusOf(position, page),
    flowPosition: position,
    flowPage: String(page),
  });
}

/**
 * Completes the special fields the server answers: EMAIL_CONFIRM once the customer's email is
 * confirmed, PSD2 once their bank account is linked. The customer does both outside the
 * flow's answers (the confirmation link, the bank's page), so the application catches up when
 * it is next read or moved.
 */
export async function withServerAnswers(
  db: Db,
  row: ApplicationRow,
  customer: CustomerRow,
  cache: ConfigCache = noConfigCache,
  bankLink: LinkedBankAccountLookup = noLinkedBankAccount,
): Promise<ApplicationRow> {
  if (!EDITABLE_POSITIONS.includes(row.position)) return row;
  const flow = await loadApplicationFlow(db, row.flowId, cache);
  // The bank is asked about only while a PSD2 field waits for it.
  const linked =
    bankLinkCandidates(flow, row).length > 0 && (await bankLink.hasLinkedBankAccount(customer.id));
  const updates = (current: ApplicationRow) => [
    ...emailConfirmationUpdates(flow, current, customer),
    ...(linked ? bankLinkCandidates(flow, current) : []),
  ];
  if (updates(row).length === 0) return row;
  return db.transaction(async (tx) => {
    const locked = await lockApplication(tx, customer.id, row.id);
    if (!EDITABLE_POSITIONS.includes(locked.position)) return locked;
    const keys = updates(locked);
    if (keys.length === 0) return locked;
    const answers = { ...locked.answers };
    for (const key of keys) answers[key] = SPECIAL_FIELD_DONE;
    return updateApplication(tx, locked.id, {
      answers,
      answerVersions: bumpVersions(locked.answerVersions, keys),
    });
  });
}
