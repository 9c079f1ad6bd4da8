import type { BankSync, BankSyncPurpose } from '@hitelkapu/domain';
import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankSyncs } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update'>;
export type BankSyncRow = typeof bankSyncs.$inferSelect;
export type BankSyncInsert = typeof bankSyncs.$inferInsert;
export type BankSyncChanges = Partial<Omit<BankSyncInsert, 'id' | 'customerId' | 'version' | 'createdAt'>>;

/** The income an assessment uses: the customer's correction when given, else the detected figure. */
export function effectiveFigures(row: BankSyncRow): {
  salary: number | null;
  loanInstalments: number | null;
} {
  return {
    salary: row.manualSalary ?? row.detection?.monthlyIncome ?? null,
    loanInstalments: row.manualLoanAmount ?? row.detection?.monthlyLoanInstalments ?? null,
  };
}

/** The customer's view of a sync: never the snapshot, never the provider's references. */
export function toBankSync(row: BankSyncRow): BankSync {
  const effective = effectiveFigures(row);
  return {
    id: row.id,
    provider: row.provider,
    purpose: row.purpose,
    status: row.status,
    failure: row.failure ?? null,
    institutionId: row.institutionId ?? null,
    consentExpiresAt: row.consentExpiresAt?.toISOString() ?? null,
    detection: row.detection ?? null,
    manualSalary: row.manualSalary ?? null,
    manualLoanAmount: row.manualLoanAmount ?? null,
    effectiveSalary: effective.salary,
    effectiveLoanInstalments: effective.loanInstalments,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the customer's syncs; another customer's id finds nothing, exactly like an unknown one. */
export async function findCustomerBankSync(
  db: Reader,
  customerId: string,
  id: string,
): Promise<BankSyncRow | null> {
  const [row] = await db
    .select()
    .from(bankSyncs)
    .where(and(eq(bankSyncs.id, id), eq(bankSyncs.customerId, customerId)));
  return row ?? null;
}

/** The sync in progress of a purpose; at most one exists (bank_syncs_one_in_progress). */
export async function findInProgressBankSync(
  db: Reader,
  customerId: string,
  purpose: BankSyncPurpose,
): Promise<BankSyncRow | null> {
  const [row] = await db
    .select()
    .from(bankSyncs)
    .where(
      and(
        eq(bankSyncs.customerId, customerId),
        eq(bankSyncs.purpose, purpose),
        eq(bankSyncs.status, 'IN_PROGRESS'),
      ),
    );
  return row ?? null;
}

/** The newest sync of a purpose, optionally only of one flow, one provider or some statuses. */
export async function findLatestBankSync(
  db: Reader,
  customerId: string,
  purpose: BankSyncPurpose,
  filter: {
    flowId?: string | undefined;
    provider?: BankSyncRow['provider'] | undefined;
    statuses?: readonly BankSyncRow['status'][];
  } = {},
): Promise<BankSyncRow | null> {
  const [row] = await db
    .select()
    .from(bankSyncs)
    .where(
      and(
        eq(bankSyncs.customerId, customerId),
        eq(bankSyncs.purpose, purpose),
        filter.flowId ? eq(bankSyncs.flowId, filter.flowId) : undefined,
        filter.provider ? eq(bankSyncs.provider, filter.provider) : undefined,
        filter.statuses ? inArray(bankSyncs.status, [...filter.statuses]) : undefined,
      ),
    )
    .orderBy(desc(bankSyncs.createdAt), desc(bankSyncs.id))
    .limit(1);
  return row ?? null;
}

export async function insertBankSync(db: Writer, values: BankSyncInsert): Promise<BankSyncRow> {
  const [row] = await db.insert(bankSyncs).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Changes a sync only if it is still the version that was read (and, when given, still in
 * the status it was read in); null when someone else changed it first.
 */
export async function updateBankSync(
  db: Writer,
  row: Pick<BankSyncRow, 'id' | 'version'>,
  changes: BankSyncChanges,
  now: Date,
): Promise<BankSyncRow | null> {
  const [updated] = await db
    .update(bankSyncs)
    // Any change ends a read claim: the read is over, settled or given up.
    .set({ readStartedAt: null, ...changes, updatedAt: now, version: sql`${bankSyncs.version} + 1` })
    .where(and(eq(bankSyncs.id, row.id), eq(bankSyncs.version, row.version)))
    .returning();
  return updated ?? null;
}

/**
 * Claims the read of a linked sync: only while it is in progress and no other read holds it
 * (or the other's lease has lapsed, the reader having died). Answers null to everyone else.
 */
export async function claimBankSyncRead(
  db: Writer,
  id: string,
  providerStatus: string,
  now: Date,
  leaseMs: number,
): Promise<BankSyncRow | null> {
  const [claimed] = await db
    .update(bankSyncs)
    .set({ providerStatus, readStartedAt: now, updatedAt: now, version: sql`${bankSyncs.version} + 1` })
    .where(
      and(
        eq(bankSyncs.id, id),
        eq(bankSyncs.status, 'IN_PROGRESS'),
        or(isNull(bankSyncs.readStartedAt), lt(bankSyncs.readStartedAt, new Date(now.getTime() - leaseMs))),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Deletes the bank data of every sync whose keeping time has passed; answers how many. */
export async function deleteLapsedSnapshots(db: Writer, now: Date): Promise<number> {
  const rows = await db
    .update(bankSyncs)
    .set({
      snapshot: null,
      snapshotDeleteAfter: null,
      updatedAt: now,
      version: sql`${bankSyncs.version} + 1`,
    })
    .where(and(isNotNull(bankSyncs.snapshot), lte(bankSyncs.snapshotDeleteAfter, now)))
    .returning({ id: bankSyncs.id });
  return rows.length;
}
