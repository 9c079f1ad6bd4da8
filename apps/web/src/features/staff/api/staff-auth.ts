import {
  type StaffLogin,
  staffLoginResponseSchema,
  staffMemberSchema,
} from '@hitelkapu/domain/contracts/staff-review';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useStaffSessionStore } from '../staff-session-store.ts';
import { STAFF_HOME_PATH, STAFF_LOGIN_PATH, staffApi } from './staff-client.ts';

export function useStaffLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: StaffLogin) =>
      staffLoginResponseSchema.parse(
        await staffApi.request('/staff/auth/login', { method: 'POST', body: input, auth: false }),
      ),
    onSuccess: async ({ token, staff }) => {
      useStaffSessionStore.getState().setSession(token, staff);
      await navigate(STAFF_HOME_PATH, { replace: true });
    },
    onError: () => useStaffSessionStore.getState().clear(),
  });
}

export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['staff', 'me'],
    queryFn: async () => staffMemberSchema.parse(await staffApi.request('/staff/me')),
    staleTime: 10 * 60_000,
  });

/**
 * Ends the staff session on the server, then forgets it here whatever the answer, with
 * every cached staff answer.
 */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => staffApi.request<unknown>('/staff/auth/logout', { method: 'POST' }),
    onSettled: () => {
      useStaffSessionStore.getState().clear();
      queryClient.removeQueries({ queryKey: ['staff'] });
      void navigate(STAFF_LOGIN_PATH, { replace: true });
    },
  });
}
