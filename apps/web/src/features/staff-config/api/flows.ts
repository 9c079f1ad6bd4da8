import {
  getConfigFlow,
  getConfigQuestionSet,
  listConfigFlows,
  updateConfigFlow,
  updateConfigQuestionSet,
} from '@hitelkapu/domain/contracts/endpoints/staff-config-flows';
import type {
  ConfigFlowUpdate,
  ConfigQuestionSetUpdate,
} from '@hitelkapu/domain/contracts/staff-config-flows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createEndpointQuery, endpointQueryRoot } from '../../../lib/endpoint-query.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';

/** The flows and question sets; always read afresh (another editor may have changed one). */
export function useConfigFlows() {
  const { api } = useStaffConfigDeps();
  return useQuery(createEndpointQuery(api)(listConfigFlows, undefined, { staleTime: 0 }));
}

export function useConfigFlow(id: string) {
  const { api } = useStaffConfigDeps();
  return useQuery(createEndpointQuery(api)(getConfigFlow, { params: { id } }, { staleTime: 0 }));
}

export function useConfigQuestionSet(id: string) {
  const { api } = useStaffConfigDeps();
  return useQuery(createEndpointQuery(api)(getConfigQuestionSet, { params: { id } }, { staleTime: 0 }));
}

/** A saved change: the list and the edited flow or set are read again. */
function useRefreshFlows() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [listConfigFlows, getConfigFlow, getConfigQuestionSet].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointQueryRoot(endpoint) }),
      ),
    );
}

export function useUpdateFlow(id: string) {
  const { api } = useStaffConfigDeps();
  const refresh = useRefreshFlows();
  return useMutation({
    mutationFn: (change: ConfigFlowUpdate) => api.call(updateConfigFlow, { params: { id }, body: change }),
    onSuccess: refresh,
  });
}

export function useUpdateQuestionSet(id: string) {
  const { api } = useStaffConfigDeps();
  const refresh = useRefreshFlows();
  return useMutation({
    mutationFn: (change: ConfigQuestionSetUpdate) =>
      api.call(updateConfigQuestionSet, { params: { id }, body: change }),
    onSuccess: refresh,
  });
}
