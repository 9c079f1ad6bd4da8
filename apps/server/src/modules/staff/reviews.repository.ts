import type { ReviewItem, ReviewQueueState } from '@hitelkapu/domain';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applicationEvents,
  contractErrorReports,
  corrections,
  customerDocuments,
  customers,
  loanApplications,
  loanProducts,
  regulatoryFigures,
  scoringDecisions,
  staffApprovals,
  staffReviews,
  staffUsers,
} from '../../db/schema/index.ts';
import { customerNameOf } from '../../lib/customer-name.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** The review queue shows at most this many, oldest first; a longer queue is worked from the top. */
export const REVIEW_LIST_LIMIT = 200;

/** When the application reached its current position: its newest move there, else its last change. */
type ApplicationRow = typeof loanApplications.$inferSelect;

// Events that keep the position (a correction asked or answered) are not arrivals.
const enteredPositionAt = sql`coalesce((select max(${applicationEvents.createdAt}) from ${applicationEvents} where ${applicationEvents.applicationId} = ${loanApplications.id} and ${applicationEvents.toPosition} = ${loanApplications.position} and ${applicationEvents.fromPosition} <> ${applicationEvents.toPosition}), ${loanApplications.updatedAt})`;

/** When the customer last completed a correction the reviewer has not closed yet: the case is back. */
const returnedAt = sql<
  string | null
>`(select max(${corrections.completedAt}) from ${corrections} where ${corrections.applicationId} = ${loanApplications.id} and ${corrections.status} = 'COMPLETED')`;

/** A correction is still waiting for the customer. */
const isWaitingForCustomer = sql<boolean>`exists (select 1 from ${corrections} where ${corrections.applicationId} = ${loanApplications.id} and ${corrections.status} = 'IN_PROGRESS')`;

/** What the customer reported wrong in the contract and no one has dealt with yet, newest first. */
const openErrorReport = sql<
  string | null
>`(select ${contractErrorReports.description} from ${contractErrorReports} where ${contractErrorReports.applicationId} = ${loanApplications.id} and ${contractErrorReports.resolvedAt} is null order by ${contractErrorReports.createdAt} desc limit 1)`;

/** An approval above the four-eyes limit waiting for its second person, with who gave the first. */
const pendingApproval = sql<{
  id: string;
  requestedById: string;
  requestedByName: string;
  reasonCode: string;
  note: string;
  createdAt: string;
} | null>`(select json_build_object('id', ${staffApprovals.id}, 'requestedById', ${staffApprovals.requestedBy}, 'requestedByName', ${staffUsers.name}, 'reasonCode', ${staffApprovals.reasonCode}, 'note', ${staffApprovals.note}, 'createdAt', ${staffApprovals.createdAt}) from ${staffApprovals} join ${staffUsers} on ${staffUsers.id} = ${staffApprovals.requestedBy} where ${staffApprovals.applicationId} = ${loanApplications.id} and ${staffApprovals.status} = 'PENDING')`;

/** The lender's four-eyes limit: an approval of a larger amount needs a second person. */
export const FOUR_EYES_FIGURE = 'four_eyes_amount_limit';

export async function fourEyesLimit(db: Reader): Promise<number> {
  const [row] = await db
    .select({ value: regulatoryFigures.value })
    .from(regulatoryFigures)
    .where(eq(regulatoryFigures.identifier, FOUR_EYES_FIGURE));
  // Without the figure every approval takes two people: the safe side.
  return row?.value ?? 0;
}

/** The open approval of an application waiting for its second person, locked. */
export async function lockPendingApproval(db: Reader, applicationId: string) {
  const [row] = await db
    .select()
    .from(staffApprovals)
    .where(and(eq(staffApprovals.applicationId, applicationId), eq(staffApprovals.status, 'PENDING')))
    .for('update');
  return row ?? null;
}

export async function insertPendingApproval(db: Writer, values: typeof staffApprovals.$inferInsert) {
  const [row] = await db.insert(staffApprovals).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function closePendingApproval(
  db: Writer,
  id: string,
  values: { status: 'CONFIRMED' | 'SENT_BACK'; decidedBy: string; decisionNote: string },
) {
  const [row] = await db
    .update(staffApprovals)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(staffApprovals.id, id), eq(staffApprovals.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** What the queue's filters say of applications (the decision reviews have their own). */
export interface ApplicationQueueFilter {
  kind?: 'REFERRED' | 'CONTRACT_ERROR';
  state?: ReviewQueueState;
  productId?: number;
  amountMin?: number;
  amountMax?: number;
  /** Only cases waiting since before this moment (and not waiting for the customer). */
  waitingBefore?: Date;
}

/** An application of the queue with its kind, state and since when it waits; the age is the service's. */
export type ApplicationQueueRow = ReviewItem & {
  kind: 'REFERRED' | 'CONTRACT_ERROR';
  state: ReviewQueueState;
  waitingSince: string;
};

const hasPendingApproval = sql`exists (select 1 from ${staffApprovals} where ${staffApprovals.applicationId} = ${loanApplications.id} and ${staffApprovals.status} = 'PENDING')`;

/** One state per case, in the order of precedence of the contract (review-queue.ts). */
const queueState = sql<ReviewQueueState>`case when ${returnedAt} is not null then 'RETURNED_BY_CUSTOMER' when ${hasPendingApproval} then 'AWAITING_SECOND_APPROVAL' when ${isWaitingForCustomer} then 'WAITING_FOR_CUSTOMER' else 'NEW' end`;

/** Since when the case waits for a person: the customer's answer to a correction, else its arrival. */
const waitingSince = sql`coalesce(${returnedAt}, ${enteredPositionAt})`;

const referred = and(
  eq(loanApplications.position, 'UNDER_REVIEW'),
  eq(scoringDecisions.decision, 'MANUAL'),
  isNull(staffReviews.id),
);
const contractError = eq(loanApplications.position, 'OFFLINE_UNDER_REVIEW');

function applicationQueueWhere(filter: ApplicationQueueFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.kind === 'REFERRED'
      ? referred
      : filter.kind === 'CONTRACT_ERROR'
        ? contractError
        : or(referred, contractError),
  ];
  if (filter.state) conditions.push(sql`${queueState} = ${filter.state}`);
  if (filter.productId !== undefined) conditions.push(eq(loanApplications.offerId, filter.productId));
  if (filter.amountMin !== undefined) conditions.push(gte(loanApplications.amount, filter.amountMin));
  if (filter.amountMax !== undefined) conditions.push(lte(loanApplications.amount, filter.amountMax));
  if (filter.waitingBefore)
    conditions.push(
      sql`${waitingSince} < ${filter.waitingBefore.toISOString()}`,
      sql`${queueState} <> 'WAITING_FOR_CUSTOMER'`,
    );
  return and(...conditions);
}

/**
 * Applications waiting for a person: signed ones the engine referred (MANUAL) that no one has
 * decided yet, and those stopped because the customer reported an error in the contract
 * (OFFLINE_UNDER_REVIEW), as the filters narrow them. Those the customer has returned with a
 * correction lead, newest first; the rest follow oldest first by the time they arrived there.
 * The first `limit` of them, and how many match in all.
 */
export async function listReviewItems(
  db: Reader,
  filter: ApplicationQueueFilter,
  options: { fourEyesLimit: number; limit: number },
): Promise<{ items: ApplicationQueueRow[]; total: number }> {
  const where = applicationQueueWhere(filter);
  const rows = await db
    .select({
      application: loanApplications,
      scoringDecision: scoringDecisions.decision,
      reasons: scoringDecisions.reasons,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      productName: loanProducts.name,
      errorReport: openErrorReport,
      submittedAt: enteredPositionAt.mapWith(loanApplications.updatedAt),
      returnedAt: returnedAt.mapWith(loanApplications.updatedAt),
      waitingSince: waitingSince.mapWith(loanApplications.updatedAt),
      isWaitingForCustomer,
      pendingApproval,
      state: queueState,
    })
    .from(loanApplications)
    .innerJoin(scoringDecisions, eq(scoringDecisions.applicationId, loanApplications.id))
    .innerJoin(customers, eq(customers.id, loanApplications.customerId))
    .leftJoin(staffReviews, eq(staffReviews.applicationId, loanApplications.id))
    .leftJoin(loanProducts, eq(loanProducts.id, loanApplications.offerId))
    .where(where)
    // Cases the customer has just answered first (newest first), then the rest oldest first.
    .orderBy(sql`${returnedAt} desc nulls last`, asc(enteredPositionAt), asc(loanApplications.id))
    .limit(options.limit);
  // In turn, not at once: `db` may be the embedded database's one connection.
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(loanApplications)
    .innerJoin(scoringDecisions, eq(scoringDecisions.applicationId, loanApplications.id))
    .leftJoin(staffReviews, eq(staffReviews.applicationId, loanApplications.id))
    .where(where);

  const items = rows.map(
    (row): ApplicationQueueRow => ({
      kind: row.application.position === 'OFFLINE_UNDER_REVIEW' ? 'CONTRACT_ERROR' : 'REFERRED',
      state: row.state,
      waitingSince: row.waitingSince.toISOString(),
      applicationId: row.application.id,
      customerName: customerNameOf(row),
      productName: row.productName ?? '',
      amount: row.application.amount,
      duration: row.application.duration,
      monthlyPayment: row.application.quote.monthlyPayment,
      position: row.application.position,
      scoringDecision: row.scoringDecision,
      reasons: row.reasons,
      errorReport: row.errorReport,
      identityVerifiedAt: row.application.identityVerifiedAt?.toISOString() ?? null,
      signedAt: row.application.signedAt?.toISOString() ?? null,
      submittedAt: row.submittedAt.toISOString(),
      returnedAt: row.returnedAt?.toISOString() ?? null,
      isWaitingForCustomer: row.isWaitingForCustomer === true,
      needsSecondApproval: row.application.amount > options.fourEyesLimit,
      pendingApproval: row.pendingApproval
        ? { ...row.pendingApproval, createdAt: new Date(row.pendingApproval.createdAt).toISOString() }
        : null,
    }),
  );
  return { items, total: counted?.total ?? 0 };
}

/** The products a queue filter may name, by name. */
export async function listQueueProducts(db: Reader): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: loanProducts.id, name: loanProducts.name })
    .from(loanProducts)
    .orderBy(asc(loanProducts.name), asc(loanProducts.id));
}

/** Any customer's application (staff read the cases they decide). */
export async function findApplication(db: Reader, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(loanApplications).where(eq(loanApplications.id, id));
  return row ?? null;
}

/** Any customer's application, its row locked for the rest of the transaction. */
export async function lockApplication(db: Reader, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(loanApplications).where(eq(loanApplications.id, id)).for('update');
  return row ?? null;
}

export async function findStaffReview(db: Reader, applicationId: string) {
  const [row] = await db.select().from(staffReviews).where(eq(staffReviews.applicationId, applicationId));
  return row ?? null;
}

export async function insertStaffReview(db: Writer, values: typeof staffReviews.$inferInsert) {
  const [row] = await db.insert(staffReviews).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findCustomerContact(db: Reader, customerId: string) {
  const [row] = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** Marks every open error report of the application dealt with; the ids of those it marked. */
export async function resolveErrorReports(db: Writer, applicationId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(contractErrorReports)
    .set({ resolvedAt: at })
    .where(
      and(eq(contractErrorReports.applicationId, applicationId), isNull(contractErrorReports.resolvedAt)),
    )
    .returning({ id: contractErrorReports.id });
  return rows.map((row) => row.id);
}

/** Drops the generated, unsigned contract and SECCI, so they are made anew from current data. */
export async function deleteUnsignedContractDocuments(db: Writer, applicationId: string): Promise<number> {
  const rows = await db
    .delete(customerDocuments)
    .where(
      and(
        eq(customerDocuments.applicationId, applicationId),
        inArray(customerDocuments.kind, ['CONTRACT', 'SECCI']),
      ),
    )
    .returning({ id: customerDocuments.id });
  return rows.length;
}
