import type { PortalConfigItem } from '@hitelkapu/domain';
import { listPortalConfigs } from '@hitelkapu/domain/contracts/endpoints/portal-config';
import { create } from 'zustand';
import { api } from './api.ts';

export function fetchPortalConfig(): Promise<PortalConfigItem[]> {
  return api.call(listPortalConfigs);
}

export const usePortalConfig = create<{ items: PortalConfigItem[] }>(() => ({ items: [] }));
