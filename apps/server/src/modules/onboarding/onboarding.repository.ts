import type { OnboardingPage, OnboardingType } from '@hitelkapu/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onboardingPages } from '../../db/schema/index.ts';

export async function listOnboardingPages(db: Db, type: OnboardingType): Promise<OnboardingPage[]> {
  return db
    .select({
      id: onboardingPages.id,
      type: onboardingPages.type,
      order: onboardingPages.sortOrder,
      title: onboardingPages.title,
      body: onboardingPages.body,
      illustration: onboardingPages.illustration,
    })
    .from(onboardingPages)
    .where(eq(onboardingPages.type, type))
    .orderBy(asc(onboardingPages.sortOrder));
}
