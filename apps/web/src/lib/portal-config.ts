import type { PortalConfigItem } from '@hitelkapu/domain';
import { create } from 'zustand';
import { api } from './api.ts';

export function fetchPortalConfig(): Promise<PortalConfigItem[]> {
  return api.request<PortalConfigItem[]>('/administration/ui-configs/portal', { auth: false });
}

export const usePortalConfig = create<{ items: PortalConfigItem[] }>(() => ({ items: [] }));
