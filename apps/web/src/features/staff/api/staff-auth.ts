import * as staffEndpoints from '@hitelkapu/domain/contracts/endpoints/staff';
import { getStaffMe, staffLogin, staffLogout } from '@hitelkapu/domain/contracts/endpoints/staff';
import type { StaffLogin } from '@hitelkapu/domain/contracts/staff-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useStaffSessionStore } from '../staff-session-store.ts';
import { STAFF_HOME_PATH, STAFF_LOGIN_PATH, staffApi, staffEndpointQuery } from './staff-client.ts';

/** The query-key roots of every staff call: a logout forgets all of their cached answers. */
const staffOperationIds: ReadonlySet<unknown> = new Set(
  Object.values(staffEndpoints).map((endpoint) => endpoint.operationId),
);

export function useStaffLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: StaffLogin) => staffApi.call(staffLogin, { body: input }),
    onSuccess: async ({ token, staff }) => {
      useStaffSessionStore.getState().setSession(token, staff);
      await navigate(STAFF_HOME_PATH, { replace: true });
    },
    onError: () => useStaffSessionStore.getState().clear(),
  });
}

export const staffMeQuery = () => staffEndpointQuery(getStaffMe, undefined, { staleTime: 10 * 60_000 });

/**
 * Ends the staff session on the server, then forgets it here whatever the answer, with
 * every cached staff answer.
 */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => staffApi.call(staffLogout),
    onSettled: () => {
      useStaffSessionStore.getState().clear();
      queryClient.removeQueries({ predicate: (query) => staffOperationIds.has(query.queryKey[0]) });
      void navigate(STAFF_LOGIN_PATH, { replace: true });
    },
  });
}
