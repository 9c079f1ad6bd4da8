import { landingPathForStatus } from '@hitelkapu/domain/rules/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { profileQuery } from '../../lib/profile.ts';

/**
 * Spec §2: after login the customer lands where the profile status says. If the profile
 * cannot be read now, the profile screen (which offers a retry) is the landing.
 */
export function useLandAfterLogin(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    let path = '/user/profile';
    try {
      const profile = await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 });
      path = landingPathForStatus(profile.currentStatus);
    } catch (error) {
      console.warn('Landing on the profile: the profile could not be read', error);
    }
    await navigate(path, { replace: true });
  };
}
