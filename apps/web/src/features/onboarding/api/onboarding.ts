import { listOnboardingPages } from '@hitelkapu/domain/contracts/endpoints/onboarding';
import { updateProfileStatus } from '@hitelkapu/domain/contracts/endpoints/profile';
import type { OnboardingPage, OnboardingType } from '@hitelkapu/domain/contracts/offers';
import type { Profile } from '@hitelkapu/domain/contracts/profile';
import { canCustomerMoveStatus } from '@hitelkapu/domain/status/profile-transitions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';
import { profileQuery } from '../../../lib/profile.ts';

const inOrder = (pages: OnboardingPage[]) => [...pages].sort((a, b) => a.order - b.order);

export const onboardingPagesQuery = (type: OnboardingType) =>
  queryOptions({
    ...endpointQuery(listOnboardingPages, { query: { type } }, { staleTime: 10 * 60_000 }),
    select: inOrder,
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
      await api.call(updateProfileStatus, {
        body: { currentStatus: 'ONBOARDED', currentStatusResult: null },
      });
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
