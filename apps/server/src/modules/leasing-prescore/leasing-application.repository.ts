import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dealers } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;

/** The dealer's name as the leasing documents name the credit intermediary; null for an unknown dealer. */
export async function findDealerName(db: Reader, dealerId: string): Promise<string | null> {
  const [row] = await db.select({ name: dealers.name }).from(dealers).where(eq(dealers.id, dealerId));
  return row?.name ?? null;
}
