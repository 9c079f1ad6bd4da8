import { defaultLanguage } from '@hitelkapu/domain';
import { getStaffTranslationTokens } from '@hitelkapu/domain/contracts/endpoints/staff';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import { createEndpointQuery } from '../../../lib/endpoint-query.ts';
import { addTokens } from '../../../lib/i18n.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { retryForever } from '../../../lib/retry.ts';
import { isStaffLoggedIn, useStaffSessionStore } from '../staff-session-store.ts';

export const STAFF_LOGIN_PATH = '/staff/login';

/**
 * The staff pages' own API client: it sends only the staff token, never the customer's, and
 * a 401 ends the staff session and opens the staff login.
 */
export const staffApi = createApiClient({
  fetch: (...args) => fetch(...args),
  getToken: () => useStaffSessionStore.getState().token,
  // Staff tokens are not refreshed: a customer session header, were one ever sent, is ignored.
  offerToken: () => {},
  onUnauthorized: () => {
    useStaffSessionStore.getState().clear();
    navigateTo(`${STAFF_LOGIN_PATH}?ended=1`, { replace: true });
  },
  onForbidden: () => navigateTo(STAFF_LOGIN_PATH, { replace: true }),
  log: (message, detail) => console.warn(message, detail),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

/** Query options of a contract's call made with the staff token (decision 024). */
export const staffEndpointQuery = createEndpointQuery(staffApi);

let staffWordingLoad: Promise<void> | null = null;

/**
 * The review page's wording (and the scoring reasons it shows) is internal: staff fetch it
 * with their own token, once per page load, retried every second like the customer's
 * wording until it arrives or the staff session is gone.
 */
export function loadStaffWording(lang = defaultLanguage): Promise<void> {
  staffWordingLoad ??= retryForever(() => staffApi.call(getStaffTranslationTokens, { params: { lang } }), {
    shouldRetry: (error) => isStaffLoggedIn() && !(error instanceof ApiError && error.status === 401),
  }).then(
    (tokens) => addTokens(tokens, lang),
    (error: unknown) => {
      staffWordingLoad = null;
      throw error;
    },
  );
  return staffWordingLoad;
}
