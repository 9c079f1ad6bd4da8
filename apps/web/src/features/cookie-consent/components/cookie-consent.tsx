import { lazy, Suspense, useState } from 'react';
import { useCookieConsent } from '../../../lib/cookie-consent-store.ts';

// The dialog (Modal, focus trap, checkboxes) is not part of the first screen: on a first visit it
// loads as the page renders and opens over it a moment later.
const CookieConsentModal = lazy(() =>
  import('./cookie-consent-modal.tsx').then((m) => ({ default: m.CookieConsentModal })),
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
