import type { OnboardingPage, OnboardingType } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { listOnboardingPages } from './onboarding.repository.ts';

export function createOnboardingService(db: Db) {
  return {
    /** The pages of one journey, in the order they are shown. */
    listPages(type: OnboardingType): Promise<OnboardingPage[]> {
      return listOnboardingPages(db, type);
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
