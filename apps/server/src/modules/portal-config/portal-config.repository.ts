import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { portalConfigs } from '../../db/schema/index.ts';

const columns = { identifier: portalConfigs.identifier, value: portalConfigs.value };

export async function listPortalConfigs(db: Db) {
  const rows = await db.select(columns).from(portalConfigs).orderBy(asc(portalConfigs.identifier));
  return rows.map((row) => ({ identifier: row.identifier, value: row.value ?? null }));
}

export async function findPortalConfig(db: Db, identifier: string) {
  const [row] = await db.select(columns).from(portalConfigs).where(eq(portalConfigs.identifier, identifier));
  return row ? { identifier: row.identifier, value: row.value ?? null } : null;
}
