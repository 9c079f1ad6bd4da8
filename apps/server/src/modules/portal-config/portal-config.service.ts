import type { PortalConfigItem } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import type { ConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { findPortalConfig, listPortalConfigs } from './portal-config.repository.ts';

/** What other modules read of the portal configuration (feature switches such as bank sync). */
export { findPortalConfig } from './portal-config.repository.ts';

/** Not a stored setting: whether this start is a demonstration, so every page can say so. */
const demoModeItem = (demoMode: boolean) => ({ identifier: 'demo_mode', value: demoMode });

/** The portal's settings as the client reads them: the stored ones and whether this is a demonstration. */
export function createPortalConfigService(db: Db, demoMode: boolean, cache?: ConfigCache) {
  return {
    async list(): Promise<PortalConfigItem[]> {
      return [...(await listPortalConfigs(db, cache)), demoModeItem(demoMode)];
    },

    async get(identifier: string): Promise<PortalConfigItem> {
      if (identifier === 'demo_mode') return demoModeItem(demoMode);
      const item = await findPortalConfig(db, identifier, cache);
      if (!item) throw new AppError('NOT_FOUND', 'errors.portalConfig.notFound');
      return item;
    },
  };
}

export type PortalConfigService = ReturnType<typeof createPortalConfigService>;
