import { createApiClient } from './api-client.ts';
import { createEndpointQuery } from './endpoint-query.ts';
import { loginPathFor, navigateTo } from './navigation.ts';
import { useSessionStore } from './session-store.ts';

/** The portal's one API client, wired to the session store and the router. */
export const api = createApiClient({
  fetch: (...args) => fetch(...args),
  getToken: () => useSessionStore.getState().token,
  offerToken: (token) => {
    try {
      useSessionStore.getState().setToken(token);
    } catch (error) {
      console.error('Ignoring an unreadable token from the server', error);
    }
  },
  onUnauthorized: () => {
    useSessionStore.getState().clear();
    navigateTo(loginPathFor(window.location.pathname), { replace: true });
  },
  onForbidden: () => navigateTo('/', { replace: true }),
  log: (message, detail) => console.warn(message, detail),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

/** Query options of a contract's call made with the customer's session (decision 024). */
export const endpointQuery = createEndpointQuery(api);
