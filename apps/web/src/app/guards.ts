import {
  isLeasingPath,
  protectedRouteRedirect,
  publicRouteRedirect,
  resolveLeasingNavigation,
  shouldKeepLandingQuery,
} from '@hitelkapu/domain/rules/navigation';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { useLeasingStore } from '../features/leasing/leasing-store.ts';
import { loadInternalTokens } from '../lib/i18n.ts';
import { saveLandingQuery } from '../lib/landing-query.ts';
import { loginPathFor } from '../lib/navigation.ts';
import { isLoggedIn, useSessionStore } from '../lib/session-store.ts';
import type { RouteDef } from './route-table.ts';

/**
 * The navigation rules of spec §2, applied before a route renders. The rules themselves
 * live in packages/domain; this only reads the stores and performs the outcome.
 */
export function guardRoute(
  def: Pick<RouteDef, 'name' | 'access'>,
  { request, params }: LoaderFunctionArgs,
): null {
  const url = new URL(request.url);
  const now = Date.now();
  const loggedIn = isLoggedIn(now);

  if (isLeasingPath(url.pathname)) {
    const leasing = useLeasingStore.getState();
    const decision = resolveLeasingNavigation({
      routeName: def.name,
      isLoggedIn: loggedIn,
      pathIds: { dealerId: params.dealerId, publicId: params.publicId },
      storedIds: leasing.readLandingIds(now),
      backPath: leasing.backPath,
    });
    if (decision.kind === 'redirect') {
      if (decision.store) leasing.saveLandingIds(decision.store, now);
      if (decision.logout) useSessionStore.getState().clear();
      throw redirect(decision.to);
    }
    if (loggedIn && def.access === 'protected') leasing.setBackPath(url.pathname);
    return null;
  }

  const toLogin = protectedRouteRedirect({
    isLoggedIn: loggedIn,
    access: def.access,
    pathname: url.pathname,
  });
  if (toLogin) throw redirect(toLogin);
  const toProfile = publicRouteRedirect({
    isLoggedIn: loggedIn,
    access: def.access,
    routeName: def.name,
    pathname: url.pathname,
  });
  if (toProfile) throw redirect(toProfile);
  if (shouldKeepLandingQuery({ isLoggedIn: loggedIn, pathname: url.pathname })) saveLandingQuery(url.search);
  return null;
}

/**
 * A route's loader: the guard, then, for a logged-in screen, its wording (the internal
 * translation tokens need the session, so they come once a session exists).
 */
export async function loadRoute(
  def: Pick<RouteDef, 'name' | 'access'>,
  args: LoaderFunctionArgs,
): Promise<null> {
  guardRoute(def, args);
  if (def.access === 'protected' && isLoggedIn()) {
    try {
      await loadInternalTokens();
    } catch {
      // The session ended while the wording loaded (a 401 has already logged out).
      throw redirect(loginPathFor(new URL(args.request.url).pathname));
    }
  }
  return null;
}
