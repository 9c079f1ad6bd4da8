import {
  createConfigDealer,
  createConfigMerchant,
  listConfigDealers,
  listConfigMerchants,
  updateConfigDealer,
  updateConfigMerchant,
  uploadConfigPublicFile,
} from '@hitelkapu/domain/contracts/endpoints/staff-config-partners';
import type {
  ConfigDealerInput,
  ConfigDealerUpdate,
  ConfigMerchantInput,
  ConfigMerchantUpdate,
} from '@hitelkapu/domain/contracts/staff-config-partners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createEndpointQuery, endpointQueryRoot } from '../../../lib/endpoint-query.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';

/** Every dealer with its branding; always read afresh (another editor may have changed one). */
export function useConfigDealers() {
  const { api } = useStaffConfigDeps();
  return useQuery(createEndpointQuery(api)(listConfigDealers, undefined, { staleTime: 0 }));
}

/** A dealer added (no id) or changed (id and the version read). */
export function useSaveDealer() {
  const { api } = useStaffConfigDeps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; change: ConfigDealerUpdate } | { id: null; change: ConfigDealerInput },
    ) =>
      input.id === null
        ? api.call(createConfigDealer, { body: input.change })
        : api.call(updateConfigDealer, {
            params: { id: input.id },
            body: input.change as ConfigDealerUpdate,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointQueryRoot(listConfigDealers) }),
  });
}

/** An image uploaded as a public file; the dealer names it only when saved. */
export function useUploadImage() {
  const { api } = useStaffConfigDeps();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.call(uploadConfigPublicFile, { body });
    },
  });
}

export function useConfigMerchants() {
  const { api } = useStaffConfigDeps();
  return useQuery(createEndpointQuery(api)(listConfigMerchants, undefined, { staleTime: 0 }));
}

export function useSaveMerchant() {
  const { api } = useStaffConfigDeps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; change: ConfigMerchantUpdate } | { id: null; change: ConfigMerchantInput },
    ) =>
      input.id === null
        ? api.call(createConfigMerchant, { body: input.change })
        : api.call(updateConfigMerchant, {
            params: { id: input.id },
            body: input.change as ConfigMerchantUpdate,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointQueryRoot(listConfigMerchants) }),
  });
}
