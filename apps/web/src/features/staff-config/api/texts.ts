import {
  listConfigOnboardingPages,
  listConfigStatements,
  listConfigTranslations,
  publishConfigStatementVersion,
  reorderConfigOnboardingPages,
  resetConfigTranslation,
  updateConfigOnboardingPage,
  updateConfigTranslation,
} from '@hitelkapu/domain/contracts/endpoints/staff-config-texts';
import type { OnboardingType } from '@hitelkapu/domain/contracts/offers';
import type {
  ConfigOnboardingOrder,
  ConfigOnboardingUpdate,
  ConfigStatementVersionInput,
  ConfigTranslationQuery,
  ConfigTranslationUpdate,
} from '@hitelkapu/domain/contracts/staff-config-texts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createEndpointQuery, endpointQueryRoot } from '../../../lib/endpoint-query.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';

/** The tokens matching a search; always read afresh (another editor may have changed one). */
export function useConfigTranslations(query: ConfigTranslationQuery) {
  const { api } = useStaffConfigDeps();
  return useQuery({
    ...createEndpointQuery(api)(listConfigTranslations, { query }, { staleTime: 0 }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh(endpoint: Parameters<typeof endpointQueryRoot>[0]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointQueryRoot(endpoint) });
}

export function useUpdateTranslation() {
  const { api } = useStaffConfigDeps();
  const refresh = useRefresh(listConfigTranslations);
  return useMutation({
    mutationFn: (input: { key: string; change: ConfigTranslationUpdate }) =>
      api.call(updateConfigTranslation, { params: { key: input.key }, body: input.change }),
    onSuccess: refresh,
  });
}

export function useResetTranslation() {
  const { api } = useStaffConfigDeps();
  const refresh = useRefresh(listConfigTranslations);
  return useMutation({
    mutationFn: (input: { key: string; version: number }) =>
      api.call(resetConfigTranslation, { params: { key: input.key }, body: { version: input.version } }),
    onSuccess: refresh,
  });
}

export function useConfigStatements() {
  const { api } = useStaffConfigDeps();
  return useQuery(createEndpointQuery(api)(listConfigStatements, undefined, { staleTime: 0 }));
}

export function usePublishStatement() {
  const { api } = useStaffConfigDeps();
  const refresh = useRefresh(listConfigStatements);
  return useMutation({
    mutationFn: (input: { identifier: string; change: ConfigStatementVersionInput }) =>
      api.call(publishConfigStatementVersion, {
        params: { identifier: input.identifier },
        body: input.change,
      }),
    onSuccess: refresh,
  });
}

export function useConfigOnboardingPages(type: OnboardingType) {
  const { api } = useStaffConfigDeps();
  return useQuery(createEndpointQuery(api)(listConfigOnboardingPages, { query: { type } }, { staleTime: 0 }));
}

export function useUpdateOnboardingPage() {
  const { api } = useStaffConfigDeps();
  const refresh = useRefresh(listConfigOnboardingPages);
  return useMutation({
    mutationFn: (input: { id: number; change: ConfigOnboardingUpdate }) =>
      api.call(updateConfigOnboardingPage, { params: { id: input.id }, body: input.change }),
    onSuccess: refresh,
  });
}

export function useReorderOnboardingPages() {
  const { api } = useStaffConfigDeps();
  const refresh = useRefresh(listConfigOnboardingPages);
  return useMutation({
    mutationFn: (input: ConfigOnboardingOrder) => api.call(reorderConfigOnboardingPages, { body: input }),
    onSuccess: refresh,
  });
}
