import type { ScoringDecisionResponse } from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preliminaryAssessments, scoringDecisions } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert'>;
export type ScoringDecisionRow = typeof scoringDecisions.$inferSelect;

export function toScoringDecisionResponse(row: ScoringDecisionRow): ScoringDecisionResponse {
  return {
    id: row.id,
    applicationId: row.applicationId,
    decision: row.decision,
    reasons: row.reasons,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The scoring of an application; at most one exists (unique index). */
export async function findApplicationScoring(
  db: Reader,
  applicationId: string,
): Promise<ScoringDecisionRow | null> {
  const [row] = await db
    .select()
    .from(scoringDecisions)
    .where(eq(scoringDecisions.applicationId, applicationId));
  return row ?? null;
}

/** One decision of one customer's application: anything else finds nothing, like an unknown id. */
export async function findCustomerScoring(
  db: Reader,
  customerId: string,
  applicationId: string,
  id?: string,
): Promise<ScoringDecisionRow | null> {
  const [row] = await db
    .select()
    .from(scoringDecisions)
    .where(
      and(
        eq(scoringDecisions.customerId, customerId),
        eq(scoringDecisions.applicationId, applicationId),
        ...(id === undefined ? [] : [eq(scoringDecisions.id, id)]),
      ),
    );
  return row ?? null;
}

export async function insertScoringDecision(
  db: Writer,
  values: typeof scoringDecisions.$inferInsert,
): Promise<ScoringDecisionRow> {
  const [row] = await db.insert(scoringDecisions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The net income the preliminary assessment was decided on (its request's salary). */
export async function findAssessedNetIncome(db: Reader, assessmentId: string): Promise<number | null> {
  const [row] = await db
    .select({ request: preliminaryAssessments.request })
    .from(preliminaryAssessments)
    .where(eq(preliminaryAssessments.id, assessmentId));
  return row ? row.request.salary : null;
}
