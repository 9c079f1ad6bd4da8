import { lazy, Suspense, useState } from 'react';
import { useCookieConsent } from '../../../lib/cookie-consent-store.ts';

let modalLoad: Promise<typeof import('./cookie-consent-modal.tsx')> | null = null;

/**
 * Starts loading the consent dialog. main.tsx calls it at boot when the dialog will open at
 * once (no choice stored yet), so it arrives with the first screen instead of after it.
 */
export function preloadCookieConsentModal() {
  modalLoad ??= import('./cookie-consent-modal.tsx');
  return modalLoad;
}

const CookieConsentModal = lazy(() =>
  preloadCookieConsentModal().then((m) => ({ default: m.CookieConsentModal })),
);

/** The cookie consent dialog, loaded the first time it opens and kept for its closing transition. */
export function CookieConsent() {
  const isOpen = useCookieConsent((state) => state.isOpen);
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentModal />
    </Suspense>
  );
}
