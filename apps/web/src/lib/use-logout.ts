import { logout } from '@hitelkapu/domain/contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Ends the session on the server, then forgets it here whatever the answer: a customer who
 * pressed "Kijelentkezés" is logged out of this browser even when offline. Cached data of the
 * account is dropped with it.
 */
export function useLogout(
  /** Where the logged-out customer goes: the leasing pages send them to the leasing login. */
  to = '/login',
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(logout),
    onSettled: () => {
      useSessionStore.getState().clear();
      queryClient.clear();
      void navigate(to, { replace: true });
    },
  });
}
