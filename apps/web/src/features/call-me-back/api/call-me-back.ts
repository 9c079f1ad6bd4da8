import type { CallMeBackRequest } from '@hitelkapu/domain';
import {
  getCallMeBackAcceptance,
  requestPublicCallBack,
} from '@hitelkapu/domain/contracts/endpoints/call-me-back';
import { requestCustomerCallBack } from '@hitelkapu/domain/contracts/endpoints/profile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';

export const callMeBackAcceptanceQuery = () =>
  endpointQuery(getCallMeBackAcceptance, undefined, { staleTime: 10 * 60_000 });

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
        ? api.call(requestCustomerCallBack, { body })
        : api.call(requestPublicCallBack, { body: { name, ...body } }),
  });
}
