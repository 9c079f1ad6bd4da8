import { landingPathForStatus } from '@hitelkapu/domain/rules/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { takeCheckoutReturnPath } from '../../lib/checkout-return.ts';
import { profileQuery } from '../../lib/profile.ts';

/**
 * Spec §2: after login the customer lands where the profile status says. If the profile
 * cannot be read now, the profile screen (which offers a retry) is the landing. A login or
 * registration that began at a shop's checkout goes back to that checkout instead.
 */
export function useLandAfterLogin(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const checkout = takeCheckoutReturnPath();
    if (checkout) {
      await navigate(checkout, { replace: true });
      return;
    }
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
