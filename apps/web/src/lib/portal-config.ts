import type { PortalConfigIdentifier, PortalConfigItem } from '@hitelkapu/domain';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

/** The portal configuration: written into the page by the server, or fetched at boot (main.tsx). */
export const usePortalConfig = create<{ items: PortalConfigItem[] }>(() => ({ items: [] }));

const subscribe = (listener: () => void) => usePortalConfig.subscribe(listener);

/**
 * Whether a boolean flag is on: the domain's isFlagOn, restated so that the first screen does
 * not import the module of the configuration's zod schemas (and zod with it). Read from the
 * store's current state on the server and while hydrating too (the configuration is set before
 * either renders), so the server-rendered first screen and its hydration agree (entry-server.tsx).
 */
export function useFlagOn(identifier: PortalConfigIdentifier): boolean {
  const read = () =>
    usePortalConfig.getState().items.some((item) => item.identifier === identifier && item.value === true);
  return useSyncExternalStore(subscribe, read, read);
}
