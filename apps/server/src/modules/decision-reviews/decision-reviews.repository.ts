import type { DecisionReview, DecisionReviewSubject, StaffDecisionReview } from '@hitelkapu/domain';
import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applicationEvents,
  customers,
  decisionReviewRequests,
  loanApplications,
  loanProducts,
  preliminaryAssessments,
  staffReviews,
} from '../../db/schema/index.ts';
import { customerNameOf } from '../../lib/customer-name.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update'>;
export type DecisionReviewRow = typeof decisionReviewRequests.$inferSelect;
export type AssessmentRow = typeof preliminaryAssessments.$inferSelect;

/** The staff list shows at most this many open requests, oldest first. */
export const OPEN_REVIEW_LIST_LIMIT = 200;

export function toDecisionReview(row: DecisionReviewRow): DecisionReview {
  return {
    id: row.id,
    subject: {
      kind: row.subjectKind,
      id: (row.subjectKind === 'LOAN_APPLICATION' ? row.applicationId : row.assessmentId) ?? '',
    },
    status: row.status,
    contested: row.contested,
    customerView: row.customerView,
    updatedFacts: row.updatedFacts,
    updatedNetIncome: row.updatedNetIncome,
    outcome: row.outcome,
    outcomeReason: row.status === 'DECIDED' ? row.reasonCode : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const subjectColumn = (kind: DecisionReviewSubject['kind']) =>
  kind === 'LOAN_APPLICATION' ? decisionReviewRequests.applicationId : decisionReviewRequests.assessmentId;

/** The customer's newest request about one decision; another customer's finds nothing. */
export async function findNewestRequest(
  db: Reader,
  customerId: string,
  subject: DecisionReviewSubject,
): Promise<DecisionReviewRow | null> {
  const [row] = await db
    .select()
    .from(decisionReviewRequests)
    .where(
      and(
        eq(decisionReviewRequests.customerId, customerId),
        eq(decisionReviewRequests.subjectKind, subject.kind),
        eq(subjectColumn(subject.kind), subject.id),
      ),
    )
    .orderBy(desc(decisionReviewRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertRequest(
  db: Writer,
  values: typeof decisionReviewRequests.$inferInsert,
): Promise<DecisionReviewRow> {
  const [row] = await db.insert(decisionReviewRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Any request (staff actions); `forUpdate` locks its row for the rest of the transaction. */
export async function findRequest(
  db: Reader,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DecisionReviewRow | null> {
  const query = db.select().from(decisionReviewRequests).where(eq(decisionReviewRequests.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateRequest(
  db: Writer,
  id: string,
  values: Partial<typeof decisionReviewRequests.$inferInsert>,
): Promise<DecisionReviewRow> {
  const [row] = await db
    .update(decisionReviewRequests)
    .set(values)
    .where(eq(decisionReviewRequests.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** One assessment of one customer (`forUpdate` locks it); another customer's id finds nothing. */
export async function findCustomerAssessment(
  db: Reader,
  customerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AssessmentRow | null> {
  const query = db
    .select()
    .from(preliminaryAssessments)
    .where(and(eq(preliminaryAssessments.id, id), eq(preliminaryAssessments.customerId, customerId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateAssessmentResult(
  db: Writer,
  id: string,
  values: Pick<AssessmentRow, 'result' | 'isEligible'>,
): Promise<void> {
  await db.update(preliminaryAssessments).set(values).where(eq(preliminaryAssessments.id, id));
}

/** A person's decision on an application: the decision that counts from now on. */
export async function insertApplicationReview(db: Writer, values: typeof staffReviews.$inferInsert) {
  await db.insert(staffReviews).values(values);
}

/** An audit line for a change that keeps the application where it is (a confirmed refusal). */
export async function recordApplicationEvent(db: Writer, values: typeof applicationEvents.$inferInsert) {
  await db.insert(applicationEvents).values(values);
}

export async function setApplicationStatusResult(db: Writer, id: string, statusResult: string) {
  await db
    .update(loanApplications)
    .set({ statusResult, updatedAt: new Date() })
    .where(eq(loanApplications.id, id));
}

/** What the staff review queue's filters say of requests (decision-reviews.service.ts). */
export interface OpenRequestFilter {
  /** A loan product: the application's, or one of those the assessment refused. */
  productId?: number;
  amountMin?: number;
  amountMax?: number;
  /** Only requests made before this moment. */
  createdBefore?: Date;
}

const contestedAmount = sql<number>`coalesce(${loanApplications.amount}, ${preliminaryAssessments.amount})`;

function openRequestsWhere(filter: OpenRequestFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    or(eq(decisionReviewRequests.status, 'RECEIVED'), eq(decisionReviewRequests.status, 'IN_PROGRESS')),
  ];
  if (filter.productId !== undefined)
    conditions.push(
      or(
        eq(loanApplications.offerId, filter.productId),
        sql`exists (select 1 from jsonb_array_elements(${preliminaryAssessments.result} -> 'offers') as refused where refused ->> 'decision' <> 'OK' and (refused ->> 'offerId')::int = ${filter.productId})`,
      ),
    );
  if (filter.amountMin !== undefined) conditions.push(sql`${contestedAmount} >= ${filter.amountMin}`);
  if (filter.amountMax !== undefined) conditions.push(sql`${contestedAmount} <= ${filter.amountMax}`);
  if (filter.createdBefore) conditions.push(lt(decisionReviewRequests.createdAt, filter.createdBefore));
  return and(...conditions);
}

/**
 * Open requests (received or in progress), oldest first, with the case they contest: the
 * application's product, or for an assessment the products it refused; the first `limit` the
 * filter lets through, and how many it lets through in all.
 */
export async function listOpenRequests(
  db: Reader,
  filter: OpenRequestFilter = {},
  limit = OPEN_REVIEW_LIST_LIMIT,
): Promise<{ items: StaffDecisionReview[]; total: number }> {
  const where = openRequestsWhere(filter);
  const rows = await db
    .select({
      request: decisionReviewRequests,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      applicationAmount: loanApplications.amount,
      applicationDuration: loanApplications.duration,
      applicationProduct: loanProducts.name,
      assessmentAmount: preliminaryAssessments.amount,
      assessmentDuration: preliminaryAssessments.duration,
      assessmentResult: preliminaryAssessments.result,
      takenByName: sql<
        string | null
      >`(select name from staff_users where staff_users.id = ${decisionReviewRequests.takenBy})`,
    })
    .from(decisionReviewRequests)
    .innerJoin(customers, eq(customers.id, decisionReviewRequests.customerId))
    .leftJoin(loanApplications, eq(loanApplications.id, decisionReviewRequests.applicationId))
    .leftJoin(loanProducts, eq(loanProducts.id, loanApplications.offerId))
    .leftJoin(preliminaryAssessments, eq(preliminaryAssessments.id, decisionReviewRequests.assessmentId))
    .where(where)
    .orderBy(asc(decisionReviewRequests.createdAt), asc(decisionReviewRequests.id))
    .limit(limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(decisionReviewRequests)
    .leftJoin(loanApplications, eq(loanApplications.id, decisionReviewRequests.applicationId))
    .leftJoin(preliminaryAssessments, eq(preliminaryAssessments.id, decisionReviewRequests.assessmentId))
    .where(where);

  const refusedIds = [
    ...new Set(
      rows.flatMap(
        (row) => row.assessmentResult?.offers.filter((o) => o.decision !== 'OK').map((o) => o.offerId) ?? [],
      ),
    ),
  ];
  const names =
    refusedIds.length > 0
      ? await db
          .select({ id: loanProducts.id, name: loanProducts.name })
          .from(loanProducts)
          .where(inArray(loanProducts.id, refusedIds))
      : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));

  const items = rows.map((row) => ({
    ...toDecisionReview(row.request),
    customerName: customerNameOf(row),
    amount: row.applicationAmount ?? row.assessmentAmount ?? 0,
    duration: row.applicationDuration ?? row.assessmentDuration ?? 0,
    productName:
      row.applicationProduct ??
      (row.assessmentResult?.offers ?? [])
        .filter((o) => o.decision !== 'OK')
        .map((o) => nameOf.get(o.offerId) ?? '')
        .filter(Boolean)
        .join(', '),
    takenBy: row.takenByName,
  }));
  return { items, total: counted?.total ?? 0 };
}
