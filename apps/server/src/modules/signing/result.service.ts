import {
  type ApplicationFlowPosition,
  type ApplicationResult,
  type ApplicationWithResult,
  addCalendarDays,
  deadlineDay,
  formatDate,
  formatDateTime,
  resultPositionOf,
  resultStatusOf,
  type ScoringDecision,
  WITHDRAWAL_DAYS,
  type WorkingDayCalendar,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type ApplicationRow,
  findApplicationScoring,
  findCustomerApplication,
  toLoanApplication,
} from '../applications/application-records.service.ts';
import { tellDealerOfDecision, tellDealerOfSigning } from '../applications/leasing-dealer-events.ts';
import { type MoveCause, moveApplication } from '../applications/position-moves.ts';
import { type CustomerRow, findCustomerById } from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import type { MessageTemplate } from '../outbox/templates.ts';
import { findStaffReview } from './signing.repository.ts';
import { loadWorkingDayCalendar } from './working-days.repository.ts';

/*
 * The lender's result of a signed application, shared with the staff module: a person's
 * approval calls concludeApproved, a rejection concludeRejected; both move UNDER_REVIEW ->
 * RESULT in the caller's transaction and tell the customer.
 */

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const APPROVING: readonly ScoringDecision[] = ['APPROVED', 'MANUALLY_APPROVED'];

/** Positions at which the application has its final answer for the customer. */
const DECIDED_POSITIONS: readonly ApplicationFlowPosition[] = [
  'RESULT',
  'PURCHASE_RESULT',
  'OFFLINE_RESULT',
  'COMPLETED',
];

export interface DecisionThatCounts {
  decision: ScoringDecision;
  reasons: string[];
  decidedBy: 'AUTOMATED' | 'STAFF';
  decidedAt: Date;
}

/** A person's decision replaces the automated one (EU 2023/2225 art. 18); null before either exists. */
export async function decisionThatCounts(
  db: Pick<Db, 'select'>,
  applicationId: string,
): Promise<DecisionThatCounts | null> {
  const review = await findStaffReview(db, applicationId);
  if (review)
    return {
      decision: review.decision,
      reasons: [review.reasonCode],
      decidedBy: 'STAFF',
      decidedAt: review.createdAt,
    };
  const scoring = await findApplicationScoring(db, applicationId);
  if (!scoring) return null;
  return {
    decision: scoring.decision,
    reasons: scoring.reasons,
    decidedBy: 'AUTOMATED',
    decidedAt: scoring.createdAt,
  };
}

const DAY_MS = 86_400_000;

/** The instant a Budapest calendar day starts (UTC+1 in winter, UTC+2 in summer). */
export function budapestDayStart(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const expected = `${isoDate.replaceAll('-', '.')}. 00:00`;
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.UTC(year, month - 1, day) - offsetHours * 3_600_000);
    if (formatDateTime(candidate) === expected) return candidate;
  }
  throw new Error(`no Budapest midnight on ${isoDate}`);
}

/**
 * The last moment of the withdrawal window: 14 days after the contract was concluded
 * (Fhtv. 20. § (1)), counted the civil-law way (Ptk. 8:2. §): the day of conclusion does not
 * count, and the window ends at the end of the 14th day in Budapest or, when that day is a
 * weekend, a public holiday or a configured rest day, at the end of the next working day.
 */
export function withdrawalDeadline(concludedAt: Date, calendar: WorkingDayCalendar): Date {
  const last = deadlineDay(addCalendarDays(formatDate(concludedAt), WITHDRAWAL_DAYS), calendar);
  return new Date(budapestDayStart(addCalendarDays(last, 1)).getTime() - 1);
}

/** Fhtv. 20. § (4): a withdrawing customer repays within 30 days of sending the notice. */
export const REPAYMENT_DAYS_AFTER_WITHDRAWAL = 30;

export function repaymentDeadline(withdrawnAt: Date): Date {
  return new Date(withdrawnAt.getTime() + REPAYMENT_DAYS_AFTER_WITHDRAWAL * DAY_MS);
}

export function isApproving(decision: ScoringDecision): boolean {
  return APPROVING.includes(decision);
}

/**
 * GET result: the decision that counts, with its reasons; for a concluded approved contract
 * the end of the withdrawal window. Null when the application has no decision yet.
 */
export async function applicationResultOf(
  db: Pick<Db, 'select'>,
  row: ApplicationRow,
): Promise<ApplicationResult | null> {
  const decided = await decisionThatCounts(db, row.id);
  if (!decided) return null;
  const concluded = row.concludedAt !== null && isApproving(decided.decision);
  return {
    applicationId: row.id,
    decision: decided.decision,
    reasons: decided.reasons,
    decidedBy: decided.decidedBy,
    decidedAt: decided.decidedAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
    withdrawableUntil:
      concluded && row.concludedAt
        ? withdrawalDeadline(row.concludedAt, await loadWorkingDayCalendar(db)).toISOString()
        : null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    // A leasing application ends with the way back to its dealer (issue 16 point 7).
    ...(row.leasing ? { dealerRedirectUrl: row.leasing.dealerRedirectUrl } : {}),
  };
}

/**
 * A message to the customer by email, or by SMS when they have no email address, queued in
 * the caller's transaction.
 */
export async function notifyCustomer(
  tx: Executor,
  customerId: string,
  template: MessageTemplate,
): Promise<void> {
  const customer = await findCustomerById(tx, customerId);
  if (customer?.email) await enqueueMessage(tx, { channel: 'EMAIL', recipient: customer.email, template });
  else if (customer?.phone) await enqueueMessage(tx, { channel: 'SMS', recipient: customer.phone, template });
}

export interface ConcludeOptions {
  /** The portal's address, for the link in the message. */
  publicUrl: string;
  now?: Date;
}

/**
 * The lender accepts the signed contract: UNDER_REVIEW -> RESULT with status BANK_RESULT,
 * the decision as statusResult and concludedAt (the withdrawal window starts), and the
 * customer is told. Call it in the transaction that holds the application's row lock.
 */
export async function concludeApproved(
  tx: Executor,
  row: ApplicationRow,
  cause: MoveCause,
  options: ConcludeOptions & { decision?: 'APPROVED' | 'MANUALLY_APPROVED' },
): Promise<ApplicationRow> {
  const decision = options.decision ?? 'APPROVED';
  const moved = await moveApplication(
    tx,
    row,
    resultPositionOf(row),
    { ...cause, detail: { decision, ...cause.detail } },
    { status: resultStatusOf(row), statusResult: decision, concludedAt: options.now ?? new Date() },
  );
  // A leasing contract signed and concluded: its dealer may hand the vehicle over.
  await tellDealerOfSigning(tx, moved);
  await notifyCustomer(tx, row.customerId, {
    name: 'application-result',
    approved: true,
    link: `${options.publicUrl}/application`,
  });
  return moved;
}

/** A person rejects a signed application: UNDER_REVIEW -> RESULT, no contract comes about. */
export async function concludeRejected(
  tx: Executor,
  row: ApplicationRow,
  cause: MoveCause,
  options: ConcludeOptions,
): Promise<ApplicationRow> {
  const moved = await moveApplication(
    tx,
    row,
    resultPositionOf(row),
    { ...cause, detail: { decision: 'MANUALLY_REJECTED', ...cause.detail } },
    { status: resultStatusOf(row), statusResult: 'MANUALLY_REJECTED' },
  );
  await tellDealerOfDecision(tx, moved, 'MANUALLY_REJECTED');
  await notifyCustomer(tx, row.customerId, {
    name: 'application-result',
    approved: false,
    link: `${options.publicUrl}/application`,
  });
  return moved;
}

/**
 * After signing: an application whose decision that counts approves, with the identity
 * verified, is concluded at once; a MANUAL one waits at UNDER_REVIEW for a person. Anything
 * not at UNDER_REVIEW is left as it is, so this can run again safely.
 */
export async function evaluateSignedApplication(
  tx: Executor,
  row: ApplicationRow,
  options: ConcludeOptions,
): Promise<ApplicationRow> {
  if (row.position !== 'UNDER_REVIEW' || !row.signedAt) return row;
  const decided = await decisionThatCounts(tx, row.id);
  if (!decided) return row;
  const cause: MoveCause = { actor: 'SYSTEM', detail: { decidedBy: decided.decidedBy } };
  if (decided.decision === 'MANUALLY_REJECTED') return concludeRejected(tx, row, cause, options);
  if (!isApproving(decided.decision) || !row.identityVerifiedAt) return row;
  return concludeApproved(tx, row, cause, {
    ...options,
    decision: decided.decision === 'MANUALLY_APPROVED' ? 'MANUALLY_APPROVED' : 'APPROVED',
  });
}

/** The application and, once it has its final answer, its result. */
export async function withResult(
  db: Pick<Db, 'select'>,
  row: ApplicationRow,
): Promise<ApplicationWithResult> {
  const decided = DECIDED_POSITIONS.includes(row.position) || row.withdrawnAt !== null;
  return { application: toLoanApplication(row), result: decided ? await applicationResultOf(db, row) : null };
}

const notFound = () => new AppError('NOT_FOUND', 'errors.application.notFound');

export function createResultService({ db, config }: { db: Db; config: { publicUrl: string } }) {
  return {
    /**
     * PATCH evaluate-scoring: applies a decision that is due (a signed application whose
     * approval only waited for the signature), otherwise answers the current state.
     */
    async evaluate(customer: CustomerRow, applicationId: string): Promise<ApplicationWithResult> {
      const current = await findCustomerApplication(db, customer.id, applicationId);
      if (!current) throw notFound();
      if (current.position !== 'UNDER_REVIEW') return withResult(db, current);
      const row = await db.transaction(async (tx: Transaction) => {
        const locked = await findCustomerApplication(tx, customer.id, applicationId, { forUpdate: true });
        if (!locked) throw notFound();
        return evaluateSignedApplication(tx, locked, { publicUrl: config.publicUrl });
      });
      return withResult(db, row);
    },

    async getResult(customerId: string, applicationId: string): Promise<ApplicationResult> {
      const row = await findCustomerApplication(db, customerId, applicationId);
      if (!row) throw notFound();
      const result = await applicationResultOf(db, row);
      if (!result) throw new AppError('NOT_FOUND', 'errors.result.noDecision');
      return result;
    },
  };
}

export type ResultService = ReturnType<typeof createResultService>;

/** What other modules read of the working calendar (the staff queue's waiting time). */
export { loadWorkingDayCalendar };
