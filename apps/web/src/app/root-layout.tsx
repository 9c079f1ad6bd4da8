import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { CallMeBackButton } from '../features/call-me-back/components/call-me-back-button.tsx';
import { CookieConsent } from '../features/cookie-consent/components/cookie-consent.tsx';
import { isCheckoutPath } from '../lib/checkout-return.ts';
import { registerNavigate } from '../lib/navigation.ts';
import { isSessionReady, useSessionStore } from '../lib/session-store.ts';
import { useFocusMainHeadingOnNavigation } from './focus-on-navigation.ts';

// The basket button and its calls load only for a logged-in customer, never with the first screen.
const BasketButton = lazy(() =>
  import('../features/purchases/components/basket-button.tsx').then((m) => ({ default: m.BasketButton })),
);

/** The basket button where spec §2 allows it: logged in and not on the checkout. */
function BasketSlot() {
  const { pathname } = useLocation();
  const isLoggedIn = useSessionStore((state) => isSessionReady(state.claims));
  if (!isLoggedIn || isCheckoutPath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <BasketButton />
    </Suspense>
  );
}

/**
 * Global elements every screen shares (spec §2): loading indicator, basket, call-back, cookie consent;
 * and the focus, which follows a navigation to the new page's heading.
 */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  useFocusMainHeadingOnNavigation();
  return (
    <>
      <Outlet />
      <LoadingIndicator />
      <BasketSlot />
      <CallMeBackButton />
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
}
