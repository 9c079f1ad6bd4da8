import type { CallMeBackRequest, CallMeBackResponse, Statement } from '@hitelkapu/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const callMeBackAcceptanceQuery = () =>
  queryOptions({
    queryKey: ['call-me-back-acceptance'],
    queryFn: () => api.request<Statement>('/administration/call-me-back-acceptance', { auth: false }),
    staleTime: 10 * 60_000,
  });

export function useCallMeBackAcceptance(enabled: boolean) {
  return useQuery({ ...callMeBackAcceptanceQuery(), enabled });
}

export function useRequestCallBack() {
  return useMutation({
    mutationFn: (body: CallMeBackRequest) =>
      api.request<CallMeBackResponse>('/call-me-back-public', { method: 'POST', body, auth: false }),
  });
}
