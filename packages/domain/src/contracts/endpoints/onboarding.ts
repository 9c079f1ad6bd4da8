import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { onboardingPageSchema, onboardingTypeSchema } from '../offers.ts';

export const listOnboardingPages = defineEndpoint({
  operationId: 'listOnboardingPages',
  method: 'GET',
  path: '/api/administration/onboarding',
  summary: 'The onboarding pages of a journey, in order',
  tags: ['onboarding'],
  access: 'customer',
  query: z.object({ type: onboardingTypeSchema }),
  response: z.array(onboardingPageSchema),
});
