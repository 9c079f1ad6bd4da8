import {
  type AgeLimits,
  type LeasingLimitValues,
  type LeasingPrescore,
  type LeasingProductTerms,
  type PreliminaryQuestionSet,
  preliminaryQuestionSetSchema,
  type RegulatoryFiguresOfDay,
  withAgeLimits,
} from '@hitelkapu/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  dealerApiKeys,
  dealers,
  leasingPrescoreDecisions,
  leasingPrescores,
  leasingProducts,
  questionSets,
  type StoredLeasingRequest,
  type StoredLeasingResult,
} from '../../db/schema/index.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update'>;
export type PrescoreRow = typeof leasingPrescores.$inferSelect;
export type NewPrescoreRow = typeof leasingPrescores.$inferInsert;

/** The leasing terms of every leasing product, by product id; cached with the other configuration. */
export async function loadLeasingTerms(
  db: Reader,
  cache: ConfigCache = noConfigCache,
): Promise<Map<number, LeasingProductTerms>> {
  return cache.read('leasing:terms', async () => {
    const rows = await db.select().from(leasingProducts);
    return new Map(
      rows.map((row) => [row.productId, { limits: row.limits, paymentTiming: row.paymentTiming }]),
    );
  });
}

/** A question set by id, checked against the contract, birth dates limited by the figures in force. */
export async function findLeasingQuestionSet(
  db: Reader,
  id: string,
  limits: AgeLimits,
  cache: ConfigCache = noConfigCache,
): Promise<PreliminaryQuestionSet | null> {
  const row = await cache.read(`leasing:questions:${id}`, async () => {
    const [found] = await db
      .select({ id: questionSets.id, title: questionSets.title, steps: questionSets.steps })
      .from(questionSets)
      .where(eq(questionSets.id, id));
    return found ?? null;
  });
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

/** The prescore as its customer reads it; the service fills in the dealer's return link. */
export function toLeasingPrescore(row: PrescoreRow, limitValues: LeasingLimitValues): LeasingPrescore {
  return {
    publicId: row.publicId,
    dealerId: row.dealerId,
    status: row.status,
    type: row.type,
    step: row.step,
    dynamicData: row.dynamicData,
    vehicle: {
      condition: row.vehicleCondition,
      firstRegistrationDate: row.firstRegistrationDate,
      description: row.vehicleDescription,
      price: row.price,
      residualValue: row.residualValue,
    },
    amount: row.amount,
    duration: row.duration,
    downPayment: row.downPayment,
    extraAmount: row.extraAmount,
    result:
      row.result && row.isEligible !== null && row.decidedAt
        ? {
            isEligible: row.isEligible,
            redirectUrl: null,
            offers: row.result.offers,
            reasons: row.result.reasons,
            limitBreaches: row.result.limitBreaches,
            limitValues,
            figures: row.result.figures,
            decidedAt: row.decidedAt.toISOString(),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function dealerExists(db: Reader, dealerId: string): Promise<boolean> {
  const [row] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId));
  return row !== undefined;
}

export async function insertPrescore(db: Writer, values: NewPrescoreRow): Promise<PrescoreRow | null> {
  const [row] = await db.insert(leasingPrescores).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findPrescoreByPublicId(db: Reader, publicId: string): Promise<PrescoreRow | null> {
  const [row] = await db.select().from(leasingPrescores).where(eq(leasingPrescores.publicId, publicId));
  return row ?? null;
}

export async function findPrescoreByDealerReference(
  db: Reader,
  dealerId: string,
  dealerReference: string,
): Promise<PrescoreRow | null> {
  const [row] = await db
    .select()
    .from(leasingPrescores)
    .where(
      and(eq(leasingPrescores.dealerId, dealerId), eq(leasingPrescores.dealerReference, dealerReference)),
    );
  return row ?? null;
}

/** Makes the customer the owner of an unclaimed prescore; null when someone already owns it. */
export async function claimPrescore(
  db: Writer,
  publicId: string,
  customerId: string,
): Promise<PrescoreRow | null> {
  const [row] = await db
    .update(leasingPrescores)
    .set({ customerId, claimedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(leasingPrescores.publicId, publicId), isNull(leasingPrescores.customerId)))
    .returning();
  return row ?? null;
}

/** Updates the customer's own prescore; null when it is not theirs. */
export async function updateOwnPrescore(
  db: Writer,
  id: string,
  customerId: string,
  values: Partial<NewPrescoreRow>,
): Promise<PrescoreRow | null> {
  const [row] = await db
    .update(leasingPrescores)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(leasingPrescores.id, id), eq(leasingPrescores.customerId, customerId)))
    .returning();
  return row ?? null;
}

export async function findLatestPrescoreOfCustomer(
  db: Reader,
  customerId: string,
): Promise<PrescoreRow | null> {
  const [row] = await db
    .select()
    .from(leasingPrescores)
    .where(eq(leasingPrescores.customerId, customerId))
    .orderBy(desc(leasingPrescores.updatedAt))
    .limit(1);
  return row ?? null;
}

export async function insertDecision(
  db: Writer,
  values: {
    prescoreId: string;
    kind: 'SUBMIT' | 'RECALCULATE';
    request: StoredLeasingRequest;
    result: StoredLeasingResult;
    isEligible: boolean;
    questionSetId: string;
    regulatoryFigures: RegulatoryFiguresOfDay;
  },
): Promise<void> {
  await db.insert(leasingPrescoreDecisions).values(values);
}

export async function insertDealerApiKey(
  db: Writer,
  values: { dealerId: string; keyHash: string; prefix: string; createdByStaffId: string | null },
) {
  const [row] = await db.insert(dealerApiKeys).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The dealer of an unrevoked key hash, marking the key used; null for an unknown or revoked key. */
export async function useDealerApiKey(db: Writer, keyHash: string): Promise<{ dealerId: string } | null> {
  const [row] = await db
    .update(dealerApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(dealerApiKeys.keyHash, keyHash), isNull(dealerApiKeys.revokedAt)))
    .returning({ dealerId: dealerApiKeys.dealerId });
  return row ?? null;
}
