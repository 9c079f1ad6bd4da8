import type { PortalConfigItem } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import type { ConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { findPortalConfig, listPortalConfigs } from './portal-config.repository.ts';

/** What other modules read of the portal configuration (feature switches such as bank sync). */
export { findPortalConfig } from './portal-config.repository.ts';

/** Not a stored setting: whether this start is a demonstration, so every page can say so. */
const demoModeItem = (demoMode: boolean) => ({ identifier: 'demo_mode', value: demoMode });

export interface PortalConfigOptions {
  demoMode: boolean;
  /**
   * Whether the PSD2 sandboxes serve this start. `psd2_mock_enabled` is reported on only when
   * they do: a stored "on" where no sandbox runs (a production start) would offer the customer
   * a bank link that cannot work.
   */
  psd2Sandbox: boolean;
  /** The hosted page of a configured real provider 1: reported as `psd2_sync_ui_url`. */
  psd2SyncUiUrl?: string | undefined;
  cache?: ConfigCache;
}

/** The portal's settings as the client reads them: the stored ones as they hold here, and whether this is a demonstration. */
export function createPortalConfigService(
  db: Db,
  { demoMode, psd2Sandbox, psd2SyncUiUrl, cache }: PortalConfigOptions,
) {
  const effective = (item: PortalConfigItem): PortalConfigItem => {
    if (item.identifier === 'psd2_mock_enabled')
      return { ...item, value: item.value === true && psd2Sandbox };
    if (item.identifier === 'psd2_sync_ui_url' && psd2SyncUiUrl) return { ...item, value: psd2SyncUiUrl };
    return item;
  };
  return {
    async list(): Promise<PortalConfigItem[]> {
      return [...(await listPortalConfigs(db, cache)).map(effective), demoModeItem(demoMode)];
    },

    async get(identifier: string): Promise<PortalConfigItem> {
      if (identifier === 'demo_mode') return demoModeItem(demoMode);
      const item = await findPortalConfig(db, identifier, cache);
      if (!item) throw new AppError('NOT_FOUND', 'errors.portalConfig.notFound');
      return effective(item);
    },
  };
}

export type PortalConfigService = ReturnType<typeof createPortalConfigService>;
