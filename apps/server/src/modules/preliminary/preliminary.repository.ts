import {
  type AgeLimits,
  type PreliminaryAssessment,
  type PreliminaryDraft,
  type PreliminaryQuestionSet,
  preliminaryQuestionSetSchema,
  type RegulatoryFiguresOfDay,
  withAgeLimits,
} from '@hitelkapu/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  preliminaryAssessments,
  preliminaryDrafts,
  questionSets,
  type StoredAssessmentRequest,
  type StoredAssessmentResult,
} from '../../db/schema/index.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'delete'>;
type AssessmentRow = typeof preliminaryAssessments.$inferSelect;

/**
 * Checked against the contract when read: a set the wizard and the server cannot both read
 * fails loudly. Birth-date questions carry the age limits of the figures in force, so the
 * wizard and the server's re-check refuse the same dates. The sets as stored are cached
 * together under `questions` (a few rows; an id from a request adds no key); the limits are
 * applied on every call.
 */
export async function findQuestionSet(
  db: Reader,
  id: string,
  limits: AgeLimits,
  cache: ConfigCache = noConfigCache,
): Promise<PreliminaryQuestionSet | null> {
  const sets = await cache.read('questions', async () => {
    const rows = await db
      .select({ id: questionSets.id, title: questionSets.title, steps: questionSets.steps })
      .from(questionSets);
    return new Map(rows.map((row) => [row.id, row]));
  });
  const row = sets.get(id);
  if (!row) return null;
  const set = preliminaryQuestionSetSchema.parse(row);
  return {
    ...set,
    steps: set.steps.map((step) => ({
      ...step,
      questions: step.questions.map((question) => withAgeLimits(question, limits)),
    })),
  };
}

function toAssessment(row: AssessmentRow): PreliminaryAssessment {
  return {
    id: row.id,
    type: row.type,
    isEligible: row.isEligible,
    amount: row.amount,
    duration: row.duration,
    dynamicData: row.request.dynamicData,
    offers: row.result.offers,
    reasons: row.result.reasons,
    figures: row.result.figures,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertAssessment(
  db: Writer,
  values: {
    customerId: string;
    request: StoredAssessmentRequest;
    result: StoredAssessmentResult;
    isEligible: boolean;
    questionSetId: string;
    regulatoryFigures: RegulatoryFiguresOfDay;
  },
): Promise<PreliminaryAssessment> {
  const [row] = await db
    .insert(preliminaryAssessments)
    .values({
      ...values,
      type: values.request.type,
      amount: values.request.amount,
      duration: values.request.duration,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toAssessment(row);
}

export async function findLatestAssessment(
  db: Reader,
  customerId: string,
): Promise<PreliminaryAssessment | null> {
  const [row] = await db
    .select()
    .from(preliminaryAssessments)
    .where(eq(preliminaryAssessments.customerId, customerId))
    .orderBy(desc(preliminaryAssessments.createdAt))
    .limit(1);
  return row ? toAssessment(row) : null;
}

export async function findDraft(db: Reader, customerId: string): Promise<PreliminaryDraft | null> {
  const [row] = await db
    .select({ draft: preliminaryDrafts.draft })
    .from(preliminaryDrafts)
    .where(eq(preliminaryDrafts.customerId, customerId));
  return row?.draft ?? null;
}

export async function saveDraft(db: Writer, customerId: string, draft: PreliminaryDraft): Promise<void> {
  await db
    .insert(preliminaryDrafts)
    .values({ customerId, draft })
    .onConflictDoUpdate({ target: preliminaryDrafts.customerId, set: { draft, updatedAt: new Date() } });
}

export async function deleteDraft(db: Writer, customerId: string): Promise<void> {
  await db.delete(preliminaryDrafts).where(eq(preliminaryDrafts.customerId, customerId));
}
