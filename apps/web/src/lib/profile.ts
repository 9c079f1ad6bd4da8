import { type Profile, profileSchema } from '@hitelkapu/domain/contracts/profile';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * The logged-in customer's profile. Shared by the login (which lands by its status, spec §2)
 * and the profile screen, so both read one cache entry.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async (): Promise<Profile> => profileSchema.parse(await api.request('/profile')),
  });
