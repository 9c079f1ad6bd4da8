import {
  canMovePurchase,
  isResultPosition,
  type PurchaseActor,
  type PurchaseStatus,
  type ScoringDecision,
} from '@hitelkapu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type Poller, startPoller } from '../../lib/poller.ts';
import type { ApplicationRow } from '../applications/application-records.service.ts';
import { merchantEventTypeOf, notifyMerchant } from '../webhooks/merchant-events.ts';
import {
  type Executor,
  findDuePurchasesForUpdate,
  findPurchaseByPublicId,
  findPurchaseOfApplication,
  insertPurchaseEvent,
  type PurchaseRow,
  updatePurchase,
} from './purchases.repository.ts';

/**
 * The purchase lifecycle (spec §4, domain `purchaseTransitions`): every move is checked against
 * the table for its actor, written with an event row (who, why, a refund's amount) and told to
 * the shop by signed webhook, all in the caller's transaction.
 */

export interface PurchaseMove {
  reason?: string;
  change?: Partial<Omit<PurchaseRow, 'id' | 'status'>>;
  refundAmount?: number;
}

export async function movePurchase(
  tx: Executor,
  row: PurchaseRow,
  to: PurchaseStatus,
  actor: PurchaseActor,
  move: PurchaseMove = {},
): Promise<PurchaseRow> {
  if (!canMovePurchase(row.status, to, actor)) throw new AppError('CONFLICT', 'errors.purchase.illegalMove');
  const moved = await updatePurchase(tx, row.id, { ...move.change, status: to });
  await insertPurchaseEvent(tx, {
    purchaseId: row.id,
    fromStatus: row.status,
    toStatus: to,
    actor,
    reason: move.reason ?? null,
    refundAmount: move.refundAmount ?? null,
  });
  await notifyMerchant(tx, moved, {
    type: merchantEventTypeOf(to),
    previousStatus: row.status,
    refundAmount: move.refundAmount ?? null,
  });
  return moved;
}

/** A refund that leaves the credit standing: the principal is lowered, the state stays. */
export async function recordPartialRefund(
  tx: Executor,
  row: PurchaseRow,
  amount: number,
): Promise<PurchaseRow> {
  const moved = await updatePurchase(tx, row.id, { refundedAmount: row.refundedAmount + amount });
  await insertPurchaseEvent(tx, {
    purchaseId: row.id,
    fromStatus: row.status,
    toStatus: row.status,
    actor: 'MERCHANT',
    reason: 'PARTIAL_REFUND',
    refundAmount: amount,
  });
  await notifyMerchant(tx, moved, {
    type: 'purchase.refunded',
    previousStatus: row.status,
    refundAmount: amount,
  });
  return moved;
}

/** A checkout link nobody finished before its expiry: CREATED or LINKED, past `expiresAt`. */
export function isDueToExpire(row: Pick<PurchaseRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return (row.status === 'CREATED' || row.status === 'LINKED') && row.expiresAt.getTime() <= now.getTime();
}

/**
 * Cancels a purchase whose checkout expired (SYSTEM, reason EXPIRED) under its row lock, so
 * every reader sees the same state and the shop is told once; answers the purchase as it
 * stands afterwards.
 */
export async function expireIfDue(db: Db, row: PurchaseRow, now = new Date()): Promise<PurchaseRow> {
  if (!isDueToExpire(row, now)) return row;
  return db.transaction(async (tx) => {
    const locked = await findPurchaseByPublicId(tx, row.publicId, { forUpdate: true });
    if (!locked) throw new Error(`purchase ${row.id} vanished`);
    if (!isDueToExpire(locked, now)) return locked;
    return movePurchase(tx, locked, 'CANCELLED', 'SYSTEM', { reason: 'EXPIRED' });
  });
}

const APPROVING: readonly string[] = ['APPROVED', 'MANUALLY_APPROVED'] satisfies ScoringDecision[];
const REFUSING: readonly string[] = ['REJECT', 'DISALLOWED', 'MANUALLY_REJECTED'] satisfies ScoringDecision[];

/** The purchase state an application's state calls for; null when it calls for no change. */
function purchaseStatusFor(application: ApplicationRow, current: PurchaseStatus): PurchaseStatus | null {
  const { position, statusResult } = application;
  if (position === 'CLOSED') {
    if (application.withdrawnAt) return 'REVOKED';
    return current === 'APPLICATION_STARTED' || current === 'APPLICATION_UNDER_REVIEW' ? 'CANCELLED' : null;
  }
  if (position === 'UNDER_REVIEW' || position === 'OFFLINE_UNDER_REVIEW')
    return current === 'APPLICATION_STARTED' ? 'APPLICATION_UNDER_REVIEW' : null;
  if (isResultPosition(position) || position === 'OFFLINE_RESULT') {
    if (statusResult && REFUSING.includes(statusResult)) return 'DENIED';
    if (statusResult && APPROVING.includes(statusResult) && application.concludedAt) return 'LOAN_APPROVED';
    return null;
  }
  if (position === 'COMPLETED') return null;
  // Back under way: a person changed a refusal (EU 2023/2225 art. 18(8)).
  return current === 'DENIED' ? 'APPLICATION_STARTED' : null;
}

const reasonOf = (application: ApplicationRow, to: PurchaseStatus): string => {
  if (to === 'REVOKED') return 'CREDIT_WITHDRAWN';
  if (to === 'CANCELLED') return 'APPLICATION_CLOSED';
  if (to === 'APPLICATION_STARTED') return 'DECISION_CHANGED';
  return `APPLICATION_${application.position}`;
};

/**
 * The purchase follows its point-of-sale application (registered in app.ts as an application
 * listener): under review, approved once the contract is concluded, refused, closed, or revoked
 * by a withdrawal from the credit, which ends the sale too (a linked credit, CCD2 art. 27). A
 * move the purchase has already made, or one its state no longer allows (the shop cancelled
 * it first), changes nothing.
 */
export async function syncPurchaseOfApplication(tx: Executor, application: ApplicationRow): Promise<void> {
  if (!application.purchase) return;
  const purchase = await findPurchaseOfApplication(tx, application.id, { forUpdate: true });
  if (!purchase) return;
  const to = purchaseStatusFor(application, purchase.status);
  if (!to || to === purchase.status || !canMovePurchase(purchase.status, to, 'SYSTEM')) return;
  await movePurchase(tx, purchase, to, 'SYSTEM', { reason: reasonOf(application, to) });
}

/** How many expired checkouts one round cancels; the next round takes the rest. */
const EXPIRY_BATCH = 100;
export const PURCHASE_EXPIRY_POLL_MS = 60_000;

/**
 * Cancels the checkouts whose time is up (CREATED or LINKED past `expiresAt`), so a shop learns
 * of it by webhook even when nobody opens the link again. Rows another instance holds are
 * skipped (FOR UPDATE SKIP LOCKED) and each is checked again under its lock: every purchase is
 * cancelled, and its shop told, once.
 */
export async function expireDuePurchases(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await findDuePurchasesForUpdate(tx, now, EXPIRY_BATCH);
    let expired = 0;
    for (const row of due) {
      if (!isDueToExpire(row, now)) continue;
      await movePurchase(tx, row, 'CANCELLED', 'SYSTEM', { reason: 'EXPIRED' });
      expired += 1;
    }
    return expired;
  });
}

export function startPurchaseExpiryWorker(
  db: Db,
  log: FastifyBaseLogger,
  pollMs = PURCHASE_EXPIRY_POLL_MS,
): Poller {
  return startPoller(
    async () => {
      const expired = await expireDuePurchases(db);
      if (expired > 0) log.info({ expiredPurchases: expired }, 'expired checkouts cancelled');
    },
    { pollMs, log, failure: 'purchase expiry round failed' },
  );
}
