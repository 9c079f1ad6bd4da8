import type { PortalConfigIdentifier, PortalConfigItem } from '@hitelkapu/domain';
import { create } from 'zustand';

/** The portal configuration: written into the page by the server, or fetched at boot (main.tsx). */
export const usePortalConfig = create<{ items: PortalConfigItem[] }>(() => ({ items: [] }));

/**
 * Whether a boolean flag is on: the domain's isFlagOn, restated so that the first screen does
 * not import the module of the configuration's zod schemas (and zod with it).
 */
export function useFlagOn(identifier: PortalConfigIdentifier): boolean {
  return usePortalConfig((state) =>
    state.items.some((item) => item.identifier === identifier && item.value === true),
  );
}
