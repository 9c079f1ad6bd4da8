import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { callBackRequests } from '../../db/schema/index.ts';

export type NewCallBackRequest = typeof callBackRequests.$inferInsert;

export async function insertCallBackRequest(db: Db, values: NewCallBackRequest) {
  const [row] = await db
    .insert(callBackRequests)
    .values(values)
    .returning({ id: callBackRequests.id, createdAt: callBackRequests.createdAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function countRecentCallBackRequests(db: Db, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(callBackRequests)
    .where(and(eq(callBackRequests.phone, phone), gt(callBackRequests.createdAt, since)));
  return row?.value ?? 0;
}
