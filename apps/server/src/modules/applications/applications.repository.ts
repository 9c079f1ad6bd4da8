import type {
  ApplicationFlowPosition,
  LeasingApplicationTerms,
  LoanApplication,
  LoanApplicationSummary,
} from '@hitelkapu/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  finishedApplicationPositions,
  type LeasingApplicationRecord,
  loanApplications,
  loanProducts,
  statementAcceptances,
} from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update'>;
export type ApplicationRow = typeof loanApplications.$inferSelect;

export function toLoanApplication(row: ApplicationRow): LoanApplication {
  return {
    id: row.id,
    offerId: row.offerId,
    flowId: row.flowId,
    amount: row.amount,
    duration: row.duration,
    quote: row.quote,
    dynamicData: JSON.stringify(row.answers),
    answerVersions: row.answerVersions,
    currentPosition: row.position,
    currentFlowIndex: row.flowIndex,
    currentStatus: row.status,
    currentStatusResult: row.statusResult,
    kycTypes: row.kycTypes,
    sigTypes: row.sigTypes,
    projectRecords: [],
    signatureState: row.signatureState,
    identityVerifiedAt: row.identityVerifiedAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.leasing ? { leasing: leasingTermsOf(row.leasing) } : {}),
    ...(row.purchase
      ? {
          purchase: {
            purchasePublicId: row.purchase.purchasePublicId,
            merchantId: row.purchase.merchantId,
            merchantName: row.purchase.merchantName,
            goods: row.purchase.goods,
            cashPrice: row.purchase.cashPrice,
            returnUrl: row.purchase.returnUrl,
          },
        }
      : {}),
  };
}

/** What the customer sees of a leasing application's source: never the income it was decided on. */
export function leasingTermsOf(record: LeasingApplicationRecord): LeasingApplicationTerms {
  return {
    prescorePublicId: record.prescorePublicId,
    dealerId: record.dealerId,
    dealerName: record.dealerName,
    vehicle: {
      condition: record.vehicle.condition,
      firstRegistrationDate: record.vehicle.firstRegistrationDate,
      description: record.vehicle.description,
    },
    price: record.price,
    downPayment: record.downPayment,
    residualValue: record.residualValue,
    paymentTiming: record.paymentTiming,
    dealerRedirectUrl: record.dealerRedirectUrl,
  };
}

/**
 * One application of one customer: another customer's id finds nothing, exactly like an
 * unknown id. `forUpdate` locks the row for the rest of the transaction, so two tabs saving
 * at once are applied one after the other.
 */
export async function findCustomerApplication(
  db: Reader,
  customerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationRow | null> {
  const query = db
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.id, id), eq(loanApplications.customerId, customerId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The customer's open application (not closed, completed or decided); at most one exists. */
/**
 * The customer's newest application whose position is not among `excluded`: by default the
 * open one (a customer may start a new application once this is null).
 */
export async function findOpenApplication(
  db: Reader,
  customerId: string,
  excluded: readonly ApplicationFlowPosition[] = finishedApplicationPositions,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(loanApplications)
    .where(
      and(eq(loanApplications.customerId, customerId), notInArray(loanApplications.position, [...excluded])),
    )
    .orderBy(desc(loanApplications.createdAt))
    .limit(1);
  return row ?? null;
}

export async function listCustomerApplications(
  db: Reader,
  customerId: string,
): Promise<LoanApplicationSummary[]> {
  const rows = await db
    .select({
      id: loanApplications.id,
      offerId: loanApplications.offerId,
      amount: loanApplications.amount,
      duration: loanApplications.duration,
      currentPosition: loanApplications.position,
      currentStatus: loanApplications.status,
      currentStatusResult: loanApplications.statusResult,
      createdAt: loanApplications.createdAt,
      updatedAt: loanApplications.updatedAt,
    })
    .from(loanApplications)
    .where(eq(loanApplications.customerId, customerId))
    .orderBy(desc(loanApplications.createdAt), desc(loanApplications.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function insertApplication(
  db: Writer,
  values: typeof loanApplications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(loanApplications).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateApplication(
  db: Writer,
  id: string,
  values: Partial<typeof loanApplications.$inferInsert>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(loanApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(loanApplications.id, id))
    .returning();
  if (!row) throw new Error('application vanished during update');
  return row;
}

/** The product's name whether or not it is still offered: the application keeps its offer. */
export async function findProductName(db: Reader, offerId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: loanProducts.name })
    .from(loanProducts)
    .where(eq(loanProducts.id, offerId));
  return row?.name ?? null;
}

/** A statement accepted in the flow, logged like every acceptance (channel WEB). */
export async function logStatementAcceptance(
  db: Writer,
  values: { customerId: string; statementId: number; version: number },
): Promise<void> {
  await db.insert(statementAcceptances).values({
    customerId: values.customerId,
    statementId: values.statementId,
    statementVersion: values.version,
    channel: 'WEB',
  });
}
