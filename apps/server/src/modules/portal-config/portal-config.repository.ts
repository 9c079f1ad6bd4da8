import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { portalConfigs } from '../../db/schema/index.ts';
import { type ConfigCache, noConfigCache } from '../../lib/config-cache.ts';

const columns = { identifier: portalConfigs.identifier, value: portalConfigs.value };

/** Every stored setting by identifier; cached whole under `portal:configs` (a handful of rows). */
export async function listPortalConfigs(db: Pick<Db, 'select'>, cache: ConfigCache = noConfigCache) {
  return cache.read('portal:configs', async () => {
    const rows = await db.select(columns).from(portalConfigs).orderBy(asc(portalConfigs.identifier));
    return rows.map((row) => ({ identifier: row.identifier, value: row.value ?? null }));
  });
}

export async function findPortalConfig(db: Pick<Db, 'select'>, identifier: string, cache?: ConfigCache) {
  if (cache) return (await listPortalConfigs(db, cache)).find((row) => row.identifier === identifier) ?? null;
  const [row] = await db.select(columns).from(portalConfigs).where(eq(portalConfigs.identifier, identifier));
  return row ? { identifier: row.identifier, value: row.value ?? null } : null;
}
