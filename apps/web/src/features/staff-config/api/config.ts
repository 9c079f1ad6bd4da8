import {
  getConfigRegulatoryFigures,
  listConfigProducts,
  removeConfigBaseRate,
  setConfigBaseRate,
  updateConfigProduct,
  updateConfigRegulatoryFigure,
} from '@hitelkapu/domain/contracts/endpoints/staff-config';
import type { BaseRateInput, RegulatoryFigureInput } from '@hitelkapu/domain/contracts/regulatory-figures';
import type { ConfigProductUpdate } from '@hitelkapu/domain/contracts/staff-config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createEndpointQuery, endpointQueryRoot } from '../../../lib/endpoint-query.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';

/** Every product, offered or not; always read afresh (another editor may have changed one). */
export function useConfigProducts() {
  const { api } = useStaffConfigDeps();
  return useQuery(createEndpointQuery(api)(listConfigProducts, undefined, { staleTime: 0 }));
}

export function useUpdateProduct() {
  const { api } = useStaffConfigDeps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; change: ConfigProductUpdate }) =>
      api.call(updateConfigProduct, { params: { id: input.id }, body: input.change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointQueryRoot(listConfigProducts) }),
  });
}

export function useRegulatoryFigures() {
  const { api } = useStaffConfigDeps();
  return useQuery(createEndpointQuery(api)(getConfigRegulatoryFigures, undefined, { staleTime: 0 }));
}

/** A figure or base rate changed: the figures, the caps and the products' THM headroom are read again. */
function useRefreshFigures() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [getConfigRegulatoryFigures, listConfigProducts].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointQueryRoot(endpoint) }),
      ),
    );
}

export function useSetFigure() {
  const { api } = useStaffConfigDeps();
  const refresh = useRefreshFigures();
  return useMutation({
    mutationFn: (input: { identifier: string; change: RegulatoryFigureInput }) =>
      api.call(updateConfigRegulatoryFigure, {
        params: { identifier: input.identifier },
        body: input.change,
      }),
    onSuccess: refresh,
  });
}

export function useSetBaseRate() {
  const { api } = useStaffConfigDeps();
  const refresh = useRefreshFigures();
  return useMutation({
    mutationFn: (input: BaseRateInput) => api.call(setConfigBaseRate, { body: input }),
    onSuccess: refresh,
  });
}

export function useRemoveBaseRate() {
  const { api } = useStaffConfigDeps();
  const refresh = useRefreshFigures();
  return useMutation({
    mutationFn: (effectiveFrom: string) => api.call(removeConfigBaseRate, { params: { effectiveFrom } }),
    onSuccess: refresh,
  });
}
