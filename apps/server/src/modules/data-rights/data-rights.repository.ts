import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type DataRightsEventDetail,
  dataRightsEvents,
  loanApplications,
  type RetentionSettingIdentifier,
  retentionSettings,
} from '../../db/schema/index.ts';

// What the export, the erasure and the retention rounds share; the export's reads are in
// export.repository.ts, the erasure's reads and writes in erasure.repository.ts.

export type Reader = Pick<Db, 'select' | 'selectDistinct'>;
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A retention setting in its unit; a missing row is a broken deployment (the seed writes every one). */
export async function findRetentionSetting(
  db: Reader,
  identifier: RetentionSettingIdentifier,
): Promise<number> {
  const [row] = await db
    .select({ value: retentionSettings.value })
    .from(retentionSettings)
    .where(eq(retentionSettings.identifier, identifier));
  if (!row) throw new Error(`retention setting '${identifier}' is missing`);
  return row.value;
}

export type CustomerApplicationRow = typeof loanApplications.$inferSelect;

export async function listCustomerApplications(
  db: Reader,
  customerId: string,
): Promise<CustomerApplicationRow[]> {
  return db
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.customerId, customerId))
    .orderBy(asc(loanApplications.createdAt));
}

export async function insertDataRightsEvent(
  db: Pick<Db, 'insert'>,
  values: {
    customerId: string;
    kind: 'EXPORT' | 'ERASURE';
    detail: DataRightsEventDetail;
    ip: string | null;
  },
) {
  await db.insert(dataRightsEvents).values(values);
}
