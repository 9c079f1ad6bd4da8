import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { CallMeBackButton } from '../features/call-me-back/components/call-me-back-button.tsx';
import { CookieConsent } from '../features/cookie-consent/components/cookie-consent.tsx';
import { registerNavigate } from '../lib/navigation.ts';
import { useFocusMainHeadingOnNavigation } from './focus-on-navigation.ts';

/**
 * Global elements every screen shares (spec §2): loading indicator, call-back, cookie consent;
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
      <CallMeBackButton />
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
}
