import { type OnboardingType, onboardingPageSchema } from '@hitelkapu/domain/contracts/offers';
import type { Profile } from '@hitelkapu/domain/contracts/profile';
import { canCustomerMoveStatus } from '@hitelkapu/domain/status/profile-transitions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileQuery } from '../../../lib/profile.ts';

export const onboardingPagesQuery = (type: OnboardingType) =>
  queryOptions({
    queryKey: ['onboarding', type],
    queryFn: async () => {
      const pages = onboardingPageSchema
        .array()
        .parse(await api.request('/administration/onboarding', { query: { type } }));
      return [...pages].sort((a, b) => a.order - b.order);
    },
    staleTime: 10 * 60_000,
  });

/**
 * Finishing the onboarding moves the profile to ONBOARDED (spec §2: the login then lands on
 * the preliminary assessment). A customer already past it is let through without a move the
 * server would refuse; with the profile unknown the server decides.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: Profile['currentStatus'] | undefined) => {
      if (status !== undefined && (status === 'ONBOARDED' || !canCustomerMoveStatus(status, 'ONBOARDED')))
        return;
      await api.request<unknown>('/profile/status', {
        method: 'PUT',
        body: { currentStatus: 'ONBOARDED', currentStatusResult: null },
      });
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
