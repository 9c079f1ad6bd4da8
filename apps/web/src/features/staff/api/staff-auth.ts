import * as staffEndpoints from '@hitelkapu/domain/contracts/endpoints/staff';
import {
  getStaffMe,
  staffLogin,
  staffLogout,
  staffSecondFactor,
} from '@hitelkapu/domain/contracts/endpoints/staff';
import type { StaffLogin, StaffSecondFactor } from '@hitelkapu/domain/contracts/staff-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { staffHomePath } from '../staff-menu.ts';
import { useStaffSessionStore } from '../staff-session-store.ts';
import { STAFF_LOGIN_PATH, staffApi, staffEndpointQuery } from './staff-client.ts';

/** The query-key roots of every staff call: a logout forgets all of their cached answers. */
const staffOperationIds: ReadonlySet<unknown> = new Set(
  Object.values(staffEndpoints).map((endpoint) => endpoint.operationId),
);

/** The password step: its answer opens the authenticator step (a code, or setting one up). */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (input: StaffLogin) => staffApi.call(staffLogin, { body: input }),
    onError: () => useStaffSessionStore.getState().clear(),
  });
}

/** The authenticator step: the session, then the first page the staff member's roles open. */
export function useStaffSecondFactor() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: StaffSecondFactor) => staffApi.call(staffSecondFactor, { body: input }),
    onSuccess: async ({ token, staff }) => {
      useStaffSessionStore.getState().setSession(token, staff);
      await navigate(staffHomePath(staff.roles), { replace: true });
    },
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
