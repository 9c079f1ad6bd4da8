import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { CookieConsent } from '../features/cookie-consent/components/cookie-consent.tsx';
import { registerNavigate } from '../lib/navigation.ts';

/**
 * The root of the staff pages: the loading indicator and cookie consent every screen has,
 * without the customers' call-back button.
 */
export function StaffRootLayout() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  return (
    <>
      <Outlet />
      <LoadingIndicator />
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
}
