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

/**
 * A visitor's request goes to the public call; a logged-in customer's to their own account
 * (`POST /api/call-me-back`), so the request is filed with the customer.
 */
export function useRequestCallBack(isLoggedIn: boolean) {
  return useMutation({
    mutationFn: ({ name, ...body }: CallMeBackRequest) =>
      isLoggedIn
        ? api.request<CallMeBackResponse>('/call-me-back', { method: 'POST', body })
        : api.request<CallMeBackResponse>('/call-me-back-public', {
            method: 'POST',
            body: { name, ...body },
            auth: false,
          }),
  });
}
