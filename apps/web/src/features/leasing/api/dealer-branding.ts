import { getDealerBranding, getPublicFile } from '@hitelkapu/domain/contracts/endpoints/dealers';
import { endpointQuery } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** A refused request (an unknown or malformed dealer id) is final; a lost connection is tried once more. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

/** A dealer's branding, read once a page load. */
export const dealerBrandingQuery = (dealerId: string) =>
  endpointQuery(
    getDealerBranding,
    { params: { dealerId } },
    { staleTime: 10 * 60_000, retry: retryUnlessRefused },
  );

/**
 * A public file's bytes (a logo or the hero image). A changed image gets a new id, so the
 * bytes of an id never go stale.
 */
export const publicFileQuery = (id: string) =>
  endpointQuery(
    getPublicFile,
    { params: { id } },
    { staleTime: Number.POSITIVE_INFINITY, retry: retryUnlessRefused },
  );
