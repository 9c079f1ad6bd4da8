import { getProfile } from '@hitelkapu/domain/contracts/endpoints/profile';
import { endpointQuery } from './api.ts';

/**
 * The logged-in customer's profile. Shared by the login (which lands by its status, spec §2)
 * and the profile screen, so both read one cache entry.
 */
export const profileQuery = () => endpointQuery(getProfile, undefined);
