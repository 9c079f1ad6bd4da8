import { and, eq, inArray, isNotNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  bankSyncs,
  callBackRequests,
  decisionReviewRequests,
  loanApplications,
  preliminaryAssessments,
  preliminaryDrafts,
} from '../../db/schema/index.ts';
import { type Poller, startPoller } from '../../lib/poller.ts';
import { findRetentionSetting } from './data-rights.repository.ts';

/** An arbitrary constant: the advisory lock that lets one instance at a time run a round. */
export const RETENTION_LOCK_ID = 7_311_942_017;
/** Rows deleted per statement, so a large backlog never holds a long lock. */
const BATCH = 500;
/** Rounds are cheap when nothing is due; hourly keeps every period within an hour of its end. */
export const RETENTION_POLL_MS = 60 * 60_000;

export interface RetentionRound {
  drafts: number;
  assessments: number;
  callBackRequests: number;
  /** Bank syncs whose accounts and transactions were deleted (their `snapshot_delete_after` passed). */
  bankSnapshots: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Deletes what has outlived its retention period (storage limitation, GDPR art. 5(1)(e)):
 * preliminary-assessment drafts not touched for `preliminary_draft_days`, preliminary
 * assessments that no application was made from and no review request names after
 * `unconverted_assessment_days`, and call-back requests after `call_back_request_days`
 * (table retention_settings), and the bank data read through a PSD2 consent once its
 * `snapshot_delete_after` has passed (the findings drawn from it stay until the customer
 * revokes the connection or erases the account). With several instances only the one holding the advisory lock
 * works; the others answer null at once.
 */
export async function runRetentionRound(db: Db, now = new Date()): Promise<RetentionRound | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`);
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return null;

    // One after another: a transaction is one connection, which runs one statement at a time.
    const draftDays = await findRetentionSetting(tx, 'preliminary_draft_days');
    const assessmentDays = await findRetentionSetting(tx, 'unconverted_assessment_days');
    const callBackDays = await findRetentionSetting(tx, 'call_back_request_days');

    const inBatches = async (next: () => Promise<number>) => {
      let total = 0;
      for (;;) {
        const n = await next();
        total += n;
        if (n < BATCH) return total;
      }
    };

    const drafts = await inBatches(async () => {
      const due = tx
        .select({ id: preliminaryDrafts.customerId })
        .from(preliminaryDrafts)
        .where(lt(preliminaryDrafts.updatedAt, daysBefore(now, draftDays)))
        .limit(BATCH);
      const gone = await tx
        .delete(preliminaryDrafts)
        .where(inArray(preliminaryDrafts.customerId, due))
        .returning({ id: preliminaryDrafts.customerId });
      return gone.length;
    });

    const assessments = await inBatches(async () => {
      const due = tx
        .select({ id: preliminaryAssessments.id })
        .from(preliminaryAssessments)
        .where(
          and(
            lt(preliminaryAssessments.createdAt, daysBefore(now, assessmentDays)),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(loanApplications)
                .where(eq(loanApplications.assessmentId, preliminaryAssessments.id)),
            ),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(decisionReviewRequests)
                .where(eq(decisionReviewRequests.assessmentId, preliminaryAssessments.id)),
            ),
          ),
        )
        .limit(BATCH);
      const gone = await tx
        .delete(preliminaryAssessments)
        .where(inArray(preliminaryAssessments.id, due))
        .returning({ id: preliminaryAssessments.id });
      return gone.length;
    });

    const callBacks = await inBatches(async () => {
      const due = tx
        .select({ id: callBackRequests.id })
        .from(callBackRequests)
        .where(lt(callBackRequests.createdAt, daysBefore(now, callBackDays)))
        .limit(BATCH);
      const gone = await tx
        .delete(callBackRequests)
        .where(inArray(callBackRequests.id, due))
        .returning({ id: callBackRequests.id });
      return gone.length;
    });

    // The bank-sync module's deleteLapsedSnapshots, in batches inside this round's lock.
    const bankSnapshots = await inBatches(async () => {
      const due = tx
        .select({ id: bankSyncs.id })
        .from(bankSyncs)
        .where(and(isNotNull(bankSyncs.snapshot), lte(bankSyncs.snapshotDeleteAfter, now)))
        .limit(BATCH);
      const cleared = await tx
        .update(bankSyncs)
        .set({
          snapshot: null,
          snapshotDeleteAfter: null,
          updatedAt: now,
          version: sql`${bankSyncs.version} + 1`,
        })
        .where(inArray(bankSyncs.id, due))
        .returning({ id: bankSyncs.id });
      return cleared.length;
    });

    return { drafts, assessments, callBackRequests: callBacks, bankSnapshots };
  });
}

/** Runs the retention round every hour in the server process until stopped. */
export function startRetentionWorker(db: Db, log: FastifyBaseLogger, pollMs = RETENTION_POLL_MS): Poller {
  return startPoller(
    async () => {
      const round = await runRetentionRound(db);
      if (round && round.drafts + round.assessments + round.callBackRequests + round.bankSnapshots > 0) {
        log.info({ retention: round }, 'expired data deleted');
      }
    },
    { pollMs, log, failure: 'retention round failed' },
  );
}
